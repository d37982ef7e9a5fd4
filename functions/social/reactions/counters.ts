import { and, eq, type SQL, sql } from "drizzle-orm";
import { galleries, products, videos } from "../../../drizzle/schema/assets";
import { feeds } from "../../../drizzle/schema/feeds";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { type CommentObjectType, comments } from "../../../drizzle/schema/social";
import type { Deps } from "../../lib/deps";

const bump = (column: SQL.Aliased | unknown, delta: 1 | -1) =>
  delta > 0 ? sql`${column} + 1` : sql`max(${column} - 1, 0)`;

/**
 * `UPDATE <item> SET total_like|total_comment|total_view = ±1 WHERE id = ? AND <guard>`: the
 * guard (an EXISTS on the reaction, comment or view row) makes the count follow the row it belongs
 * to when both statements run in one batch. A comment only has totalLike.
 */
export function bumpContentCounter(
  deps: Deps,
  type: CommentObjectType | "comment",
  id: string,
  column: "totalLike" | "totalComment" | "totalView",
  delta: 1 | -1,
  guard: SQL,
) {
  switch (type) {
    case "feed":
      return deps.db
        .update(feeds)
        .set({ [column]: bump(feeds[column], delta) })
        .where(and(eq(feeds.id, id), guard));
    case "video":
      return deps.db
        .update(videos)
        .set({ [column]: bump(videos[column], delta) })
        .where(and(eq(videos.id, id), guard));
    case "gallery":
      return deps.db
        .update(galleries)
        .set({ [column]: bump(galleries[column], delta) })
        .where(and(eq(galleries.id, id), guard));
    case "product":
      return deps.db
        .update(products)
        .set({ [column]: bump(products[column], delta) })
        .where(and(eq(products.id, id), guard));
    case "comment":
      return deps.db
        .update(comments)
        .set({ totalLike: bump(comments.totalLike, delta) })
        .where(and(eq(comments.id, id), guard));
  }
}

/** The creator's totalLikes, guarded the same way. */
export function bumpPerformerLikes(deps: Deps, performerId: string, delta: 1 | -1, guard: SQL) {
  return deps.db
    .update(performerProfiles)
    .set({ totalLikes: bump(performerProfiles.totalLikes, delta) })
    .where(and(eq(performerProfiles.userId, performerId), guard));
}

/**
 * The creator's totalViews (Studio's "Views"), guarded the same way: every view that counts on one
 * of their items counts on them too. It is kept for good: deleting an item does not take back the
 * views it had.
 */
export function bumpPerformerViews(deps: Deps, performerId: string, guard: SQL) {
  return deps.db
    .update(performerProfiles)
    .set({ totalViews: bump(performerProfiles.totalViews, 1) })
    .where(and(eq(performerProfiles.userId, performerId), guard));
}
