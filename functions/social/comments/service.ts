import { and, desc, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type CommentObjectType, comments, reactions } from "../../../drizzle/schema/social";
import { AppError, fieldError } from "../../errors";
import { performerNotHidden } from "../../identity/access/service";
import type { Viewer } from "../../identity/accounts/viewer";
import { contentWord, quote } from "../../identity/notifications/kinds";
import { deliverNotifications, notificationStatement } from "../../identity/notifications/service";
import { type UserCard, userCards } from "../../identity/users/cards";
import { runBatch } from "../../lib/batch";
import { HOUR, MINUTE, toIso } from "../../lib/clock";
import { selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";
import { consumeRateLimits, type Limit } from "../../lib/rate-limit";
import { sanitizeRichText } from "../../lib/rich-text";
import { auditOnBehalf } from "../../site/audit/service";
import { bumpContentCounter } from "../reactions/counters";
import { viewerReactions } from "../reactions/service";
import { requireVisibleTarget } from "../reactions/targets";

type CommentRow = typeof comments.$inferSelect;

export interface CommentView {
  _id: string;
  objectId: string;
  objectType: CommentObjectType;
  content: string;
  createdBy: string;
  creator: UserCard | null;
  /** The viewer wrote it (may edit and delete it). */
  isAuthor: boolean;
  /** Written by the creator who owns the commented item. */
  isContentOwner: boolean;
  /** The viewer may delete it: its author, the item's creator or an admin. */
  canDelete: boolean;
  isLiked: boolean;
  totalLike: number;
  createdAt: string;
  updatedAt: string;
}

const canDelete = (viewer: Viewer | null, row: CommentRow) =>
  Boolean(viewer && (viewer.id === row.userId || viewer.id === row.performerId || viewer.isAdmin));

async function present(deps: Deps, viewer: Viewer | null, rows: CommentRow[]): Promise<CommentView[]> {
  const [cards, liked] = await Promise.all([
    userCards(
      deps,
      rows.map((r) => r.userId),
    ),
    viewerReactions(
      deps,
      viewer?.id,
      "comment",
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    objectId: row.objectId,
    objectType: row.objectType,
    content: row.content,
    createdBy: row.userId,
    creator: cards.get(row.userId) ?? null,
    isAuthor: viewer?.id === row.userId,
    isContentOwner: row.userId === row.performerId,
    canDelete: canDelete(viewer, row),
    isLiked: liked.get(row.id)?.isLiked ?? false,
    totalLike: row.totalLike,
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  }));
}

/**
 * Sanitised rich text of a comment (the request schema already capped the input at
 * COMMENT_MAX_LENGTH); 422 when nothing is left, e.g. a comment that was only a script.
 */
function cleanContent(raw: string): string {
  const content = sanitizeRichText(raw);
  if (!content) throw fieldError({ content: "Write something." });
  return content;
}

const commentExists = (id: string) => sql`EXISTS (SELECT 1 FROM ${comments} WHERE ${comments.id} = ${id})`;

/** Comments one account may write: a conversation, not a flood (429 with Retry-After beyond). */
const COMMENT_LIMITS = [
  { max: 10, windowMs: MINUTE },
  { max: 100, windowMs: HOUR },
] as const;

const commentLimits = (userId: string): Limit[] =>
  COMMENT_LIMITS.map((l) => ({ key: `comment:${l.windowMs}:${userId}`, ...l }));

/**
 * Comments on an item the viewer may see in full (the same rule as opening it: a locked post's
 * comments are for those who unlocked it); the item's totalComment moves in the same batch.
 * Each account may write COMMENT_LIMITS comments (fixed windows, lib/rate-limit.ts).
 */
export async function createComment(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  input: { objectId: string; objectType: CommentObjectType; content: string },
): Promise<CommentView> {
  const target = await requireVisibleTarget(
    deps,
    viewer,
    country,
    input.objectType,
    input.objectId,
    "content",
  );
  const content = cleanContent(input.content);
  await consumeRateLimits(deps, commentLimits(viewer.id));
  const now = deps.clock.now();
  const row: CommentRow = {
    id: deps.ids.next(),
    objectType: input.objectType,
    objectId: input.objectId,
    performerId: target.performerId,
    userId: viewer.id,
    content,
    totalLike: 0,
    createdAt: now,
    updatedAt: now,
  };
  await runBatch(deps, [
    deps.db.insert(comments).values(row),
    bumpContentCounter(deps, input.objectType, input.objectId, "totalComment", 1, commentExists(row.id)),
    notificationStatement(deps, {
      userId: target.performerId,
      type: "comment",
      actorId: viewer.id,
      object: { type: input.objectType, id: input.objectId },
      text: `commented on your ${contentWord(input.objectType)}: ${quote(content)}`,
    }),
  ]);
  deliverNotifications(deps, [target.performerId]);
  const [view] = await present(deps, viewer, [row]);
  return view;
}

async function findComment(deps: Deps, id: string): Promise<CommentRow> {
  const [row] = await deps.db.select().from(comments).where(eq(comments.id, id));
  if (!row) throw new AppError("comment_not_found");
  return row;
}

/** Edits the viewer's own comment, only while they may still see the item it is on. */
export async function updateComment(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  id: string,
  rawContent: string,
): Promise<CommentView> {
  const row = await findComment(deps, id);
  if (row.userId !== viewer.id) throw new AppError("comment_not_yours");
  await requireVisibleTarget(deps, viewer, country, row.objectType, row.objectId, "content");
  const content = cleanContent(rawContent);
  const updatedAt = deps.clock.now();
  await deps.db.update(comments).set({ content, updatedAt }).where(eq(comments.id, id));
  const [view] = await present(deps, viewer, [{ ...row, content, updatedAt }]);
  return view;
}

/**
 * Comments on an item, newest first (sort=asc for oldest first), for whoever may see the item in
 * full (visitors too, on an item open to them). Comments written by a creator who blocked the
 * viewer or the viewer's country are left out, like the rest of that creator.
 */
export async function listComments(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: { objectId: string; objectType: CommentObjectType } & Paging,
) {
  await requireVisibleTarget(deps, viewer, country, query.objectType, query.objectId, "content");
  const where = and(
    eq(comments.objectType, query.objectType),
    eq(comments.objectId, query.objectId),
    performerNotHidden(viewer, country, comments.userId),
  );
  const order =
    query.sort === "asc" ? [comments.createdAt, comments.id] : [desc(comments.createdAt), desc(comments.id)];
  const { rows, total } = await selectPage(deps.db, { from: comments, where, orderBy: order, paging: query });
  return { data: await present(deps, viewer, rows), total };
}

/**
 * Deletes a comment: its author, the creator whose item it is on, or an admin. The item's
 * totalComment and the comment's likes go in the same batch.
 */
export async function deleteComment(
  deps: Deps,
  viewer: Viewer,
  id: string,
  alsoInBatch: BatchItem<"sqlite">[] = [],
) {
  const row = await findComment(deps, id);
  if (!canDelete(viewer, row)) throw new AppError("comment_delete_forbidden");
  await runBatch(deps, [
    bumpContentCounter(deps, row.objectType, row.objectId, "totalComment", -1, commentExists(id)),
    deps.db.delete(reactions).where(and(eq(reactions.objectType, "comment"), eq(reactions.objectId, id))),
    deps.db.delete(comments).where(eq(comments.id, id)),
    ...auditOnBehalf(
      deps,
      viewer,
      row.userId,
      "comment.delete",
      { type: "comment", id },
      {
        performerId: row.performerId,
      },
    ),
    ...alsoInBatch,
  ]);
  return { _id: id, deleted: true };
}

/**
 * The studio's comments page: every comment on the viewer's own content (posts, videos, galleries,
 * products), newest first, their own replies included. The creator may delete any of them.
 */
export async function listCommentsOnOwnContent(deps: Deps, viewer: Viewer, paging: Paging) {
  const { rows, total } = await selectPage(deps.db, {
    from: comments,
    where: eq(comments.performerId, viewer.id),
    orderBy: [desc(comments.createdAt), desc(comments.id)],
    paging,
  });
  return { data: await present(deps, viewer, rows), total };
}
