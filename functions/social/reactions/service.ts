import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type ReactionAction, type ReactionObjectType, reactions } from "../../../drizzle/schema/social";
import type { Viewer } from "../../identity/accounts/viewer";
import { contentWord } from "../../identity/notifications/kinds";
import { deliverNotifications, notificationStatement } from "../../identity/notifications/service";
import { runBatch } from "../../lib/batch";
import { slices } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { bumpContentCounter, bumpPerformerLikes } from "./counters";
import { requireVisibleTarget } from "./targets";

interface ReactionInput {
  objectType: ReactionObjectType;
  objectId: string;
  action: ReactionAction;
}

const sameReaction = (userId: string, input: ReactionInput) =>
  and(
    eq(reactions.userId, userId),
    eq(reactions.objectType, input.objectType),
    eq(reactions.objectId, input.objectId),
    eq(reactions.action, input.action),
  )!;

const exists = (where: SQL) => sql`EXISTS (SELECT 1 FROM ${reactions} WHERE ${where})`;

/** The counter updates of a like: the item's totalLike and the creator's totalLikes. */
function likeCounters(
  deps: Deps,
  target: { type: ReactionObjectType; id: string; performerId: string },
  delta: 1 | -1,
  guard: SQL,
): BatchItem<"sqlite">[] {
  if (target.type === "performer") return [bumpPerformerLikes(deps, target.performerId, delta, guard)];
  const item = bumpContentCounter(deps, target.type, target.id, "totalLike", delta, guard);
  // A like on a comment counts for the comment only, not for the creator whose content it is on.
  if (target.type === "comment") return [item];
  return [item, bumpPerformerLikes(deps, target.performerId, delta, guard)];
}

async function reactionTotal(deps: Deps, input: ReactionInput) {
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(reactions)
    .where(
      and(
        eq(reactions.objectType, input.objectType),
        eq(reactions.objectId, input.objectId),
        eq(reactions.action, input.action),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Likes or bookmarks an object the viewer may see. A like follows the item's own access (as
 * opening it does); a bookmark only needs the creator to be visible: a locked item's bookmark keeps
 * its teaser. Idempotent: the unique index keeps one row, and
 * the counters run after the insert in the same batch, guarded by the existence of the row with
 * the new id, so they move only when this call inserted it.
 */
export async function addReaction(deps: Deps, viewer: Viewer, country: string | null, input: ReactionInput) {
  const use = input.action === "like" ? "content" : "teaser";
  const target = await requireVisibleTarget(deps, viewer, country, input.objectType, input.objectId, use);
  const id = deps.ids.next();
  const insert = deps.db
    .insert(reactions)
    .values({
      id,
      userId: viewer.id,
      objectType: input.objectType,
      objectId: input.objectId,
      action: input.action,
      performerId: target.performerId,
      createdAt: deps.clock.now(),
    })
    .onConflictDoNothing();
  const inserted = exists(eq(reactions.id, id));
  // A like tells whoever made the thing liked (a comment's author, else the creator), once.
  const owner = target.type === "comment" ? target.authorId! : target.performerId;
  const told =
    input.action === "like"
      ? [
          notificationStatement(deps, {
            userId: owner,
            type: "like",
            actorId: viewer.id,
            object:
              target.type === "comment"
                ? target.parent!
                : target.type === "performer"
                  ? null
                  : { type: target.type, id: target.id },
            text: `liked your ${contentWord(target.type)}.`,
            when: inserted,
          }),
        ]
      : [];
  await runBatch(deps, [
    insert,
    ...told,
    ...(input.action === "like" ? likeCounters(deps, target, 1, inserted) : []),
  ]);
  if (told.length > 0) deliverNotifications(deps, [owner]);
  return { ...input, reacted: true, total: await reactionTotal(deps, input) };
}

/**
 * Takes a like or bookmark back. Idempotent, and without a visibility check, so a fan can always
 * undo a reaction, even on content since hidden from them. Counters run before the delete,
 * guarded by the row still existing.
 */
export async function removeReaction(deps: Deps, viewer: Viewer, input: ReactionInput) {
  const where = sameReaction(viewer.id, input);
  const [row] = await deps.db.select({ performerId: reactions.performerId }).from(reactions).where(where);
  if (row) {
    const target = {
      type: input.objectType,
      id: input.objectId,
      performerId: row.performerId ?? input.objectId,
    };
    await runBatch(deps, [
      ...(input.action === "like" ? likeCounters(deps, target, -1, exists(where)) : []),
      deps.db.delete(reactions).where(where),
    ]);
  }
  return { ...input, reacted: false, total: await reactionTotal(deps, input) };
}

/**
 * The viewer's likes and bookmarks on a set of objects of one type, for isLiked / isBookmarked
 * flags in other domains' lists.
 */
export async function viewerReactions(
  deps: Deps,
  viewerId: string | null | undefined,
  objectType: ReactionObjectType,
  objectIds: readonly string[],
): Promise<Map<string, { isLiked: boolean; isBookmarked: boolean }>> {
  if (!viewerId || objectIds.length === 0) return new Map();
  const rows = (
    await Promise.all(
      slices([...new Set(objectIds)]).map((ids) => viewerReactionsQuery(deps, viewerId, objectType, ids)),
    )
  ).flat();
  return reactionsFrom(rows);
}

/**
 * viewerReactions' statement for a few ids (up to one slice), for a caller's own batch; a visitor
 * ("" or null) matches no row. Read back with reactionsFrom.
 */
export const viewerReactionsQuery = (
  deps: Deps,
  viewerId: string | null | undefined,
  objectType: ReactionObjectType,
  objectIds: readonly string[],
) =>
  deps.db
    .select({ objectId: reactions.objectId, action: reactions.action })
    .from(reactions)
    .where(
      and(
        eq(reactions.userId, viewerId ?? ""),
        eq(reactions.objectType, objectType),
        inArray(reactions.objectId, [...objectIds]),
      ),
    );

/** The viewer's like and bookmark per item, from viewerReactionsQuery's rows. */
export function reactionsFrom(
  rows: readonly { objectId: string; action: string }[],
): Map<string, { isLiked: boolean; isBookmarked: boolean }> {
  const out = new Map<string, { isLiked: boolean; isBookmarked: boolean }>();
  for (const row of rows) {
    const flags = out.get(row.objectId) ?? { isLiked: false, isBookmarked: false };
    if (row.action === "like") flags.isLiked = true;
    else flags.isBookmarked = true;
    out.set(row.objectId, flags);
  }
  return out;
}
