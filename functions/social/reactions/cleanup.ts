import { and, eq, inArray } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type CommentObjectType, comments, reactions } from "../../../drizzle/schema/social";
import type { Deps } from "../../lib/deps";

/**
 * Statements for a content service to put in the batch that deletes an item: the likes and
 * bookmarks on it, its comments and the likes on those comments. Reports stay for the admins.
 * End that batch with recountPerformerStats (performers/stats.ts): it takes the deleted likes off
 * the creator's like total, and the item off their content totals.
 */
export function forgetItemStatements(deps: Deps, type: CommentObjectType, id: string): BatchItem<"sqlite">[] {
  const commentIds = deps.db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.objectType, type), eq(comments.objectId, id)));
  return [
    deps.db
      .delete(reactions)
      .where(and(eq(reactions.objectType, "comment"), inArray(reactions.objectId, commentIds))),
    deps.db.delete(comments).where(and(eq(comments.objectType, type), eq(comments.objectId, id))),
    deps.db.delete(reactions).where(and(eq(reactions.objectType, type), eq(reactions.objectId, id))),
  ];
}
