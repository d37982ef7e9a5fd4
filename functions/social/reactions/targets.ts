import { and, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { galleries, products, videos } from "../../../drizzle/schema/assets";
import { feeds } from "../../../drizzle/schema/feeds";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { type CommentObjectType, comments, type ReactionObjectType } from "../../../drizzle/schema/social";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import {
  type AccessItem,
  assertCanSeePerformer,
  assertContentAccess,
  contentItem,
} from "../../identity/access/service";
import type { Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import { boughtBy } from "../../money/wallet/sold-items";

/** Anything a reaction, comment or report can point at. */
type TargetType = ReactionObjectType;

interface Target {
  type: TargetType;
  id: string;
  /** The creator who owns it (the creator themself for "performer"; the item's creator for "comment"). */
  performerId: string;
  /** Whether fans may see it now (published, not a draft, not scheduled for later). */
  published: boolean;
  /** For a comment: the item it is on. */
  parent?: { type: CommentObjectType; id: string };
  /** For a comment: who wrote it. */
  authorId?: string;
  /** The content rule's view of the item (for a comment: of the item it is on); none for a creator. */
  content?: AccessItem;
}

/* Published-for-fans rules of each content table, as SQL (also used to filter bookmark lists). */
export const publishedFeed = (now: number) =>
  and(eq(feeds.status, "active"), or(isNull(feeds.scheduleAt), lte(feeds.scheduleAt, now)))!;
export const publishedVideo = (now: number) =>
  and(
    eq(videos.status, "active"),
    or(
      eq(videos.isSchedule, false),
      and(sql`${videos.scheduledAt} IS NOT NULL`, lte(videos.scheduledAt, now)),
    ),
  )!;
export const publishedGallery = () => eq(galleries.status, "active");
export const publishedProduct = () => eq(products.status, "active");

async function contentRow(deps: Deps, type: CommentObjectType, id: string) {
  const now = deps.clock.now();
  const flag = (cond: SQL) => sql<number>`CASE WHEN ${cond} THEN 1 ELSE 0 END`;
  const pick = async (
    query: Promise<{ performerId: string; published: number; isSale: boolean; price: number }[]>,
  ) => {
    const [row] = await query;
    if (!row) return null;
    return {
      performerId: row.performerId,
      published: Boolean(row.published),
      content: contentItem(type, { id, ...row }),
    };
  };
  switch (type) {
    case "feed":
      return pick(
        deps.db
          .select({
            performerId: feeds.performerId,
            published: flag(publishedFeed(now)),
            isSale: feeds.isSale,
            price: feeds.price,
          })
          .from(feeds)
          .where(eq(feeds.id, id)),
      );
    case "video":
      return pick(
        deps.db
          .select({
            performerId: videos.performerId,
            published: flag(publishedVideo(now)),
            isSale: videos.isSale,
            price: videos.price,
          })
          .from(videos)
          .where(eq(videos.id, id)),
      );
    case "gallery":
      return pick(
        deps.db
          .select({
            performerId: galleries.performerId,
            published: flag(publishedGallery()),
            isSale: galleries.isSale,
            price: galleries.price,
          })
          .from(galleries)
          .where(eq(galleries.id, id)),
      );
    case "product":
      return pick(
        deps.db
          .select({
            performerId: products.performerId,
            published: flag(publishedProduct()),
            isSale: sql<boolean>`0`,
            price: products.price,
          })
          .from(products)
          .where(eq(products.id, id)),
      );
  }
}

/** Finds the object a reaction, comment or report points at, or null when there is none. */
export async function resolveTarget(deps: Deps, type: TargetType, id: string): Promise<Target | null> {
  switch (type) {
    case "performer": {
      const [row] = await deps.db
        .select({ id: users.id, status: users.status })
        .from(users)
        .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id))
        .where(eq(users.id, id));
      if (!row) return null;
      return { type, id, performerId: id, published: row.status === "active" };
    }
    case "comment": {
      const [row] = await deps.db.select().from(comments).where(eq(comments.id, id));
      if (!row) return null;
      const parent = await contentRow(deps, row.objectType, row.objectId);
      if (!parent) return null;
      return {
        type,
        id,
        performerId: row.performerId,
        published: parent.published,
        parent: { type: row.objectType, id: row.objectId },
        authorId: row.userId,
        content: parent.content,
      };
    }
    default: {
      const row = await contentRow(deps, type, id);
      return row ? { type, id, ...row } : null;
    }
  }
}

/**
 * A hidden item (or a comment on one) that the viewer bought: it still opens for them, with its
 * comments and likes, as it was when they paid (sold-items.ts).
 */
async function boughtHidden(deps: Deps, viewer: Viewer | null, target: Target): Promise<boolean> {
  const item = target.parent ?? { type: target.type, id: target.id };
  if (item.type !== "feed" && item.type !== "video" && item.type !== "gallery") return false;
  return boughtBy(deps, viewer?.id, { type: item.type, id: item.id });
}

/**
 * What the viewer wants to do with a target. "teaser": what anyone who may see the creator may do
 * with a locked item too (bookmark it, report it: it shows only its teaser). "content": what
 * follows the item's own access, like viewing it (read and write its comments, like it or one of
 * its comments).
 */
type TargetUse = "teaser" | "content";

/**
 * The target, if this viewer may use it so: it exists, is published (or the viewer owns it or is
 * an admin), the creator has not blocked the viewer or their country, and for "content" the
 * viewer may see the item itself (the same rule as opening it). Unknown or unpublished targets are
 * 404; blocks are 403; a locked item is 401 for a visitor and 403 subscription_required or
 * purchase_required for a fan.
 */
export async function requireVisibleTarget(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  type: TargetType,
  id: string,
  use: TargetUse,
): Promise<Target> {
  const target = await resolveTarget(deps, type, id);
  const privileged = viewer && (viewer.isAdmin || viewer.id === target?.performerId);
  if (!target || (!target.published && !privileged && !(await boughtHidden(deps, viewer, target)))) {
    throw new AppError(type === "performer" ? "performer_not_found" : "not_found");
  }
  await assertCanSeePerformer(deps, viewer, country, target.performerId);
  if (use === "content" && target.content) await assertContentAccess(deps, viewer, target.content);
  return target;
}
