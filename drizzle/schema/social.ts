import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

/** A fan (or creator) following a creator. */
export const follows = sqliteTable(
  "follows",
  {
    followerId: text("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.performerId] }),
    // A creator's followers, newest first (the Followers list's page reads 20 in this order and
    // stops; statistics count the follows of a period).
    index("follows_performer_idx").on(t.performerId, t.createdAt, t.followerId),
  ],
);

/**
 * How many of a creator's follows today were made on each UTC day (`day`: ms since the epoch /
 * 86,400,000): the statistics' "followers gained" without counting every follow of the period.
 * Moved in the same batch as every follow row (follows/service.ts, subscriptions/terms.ts): +1 on
 * the day a follow is made, -1 on the day of its row when it goes (unfollow, block).
 */
export const followerDays = sqliteTable(
  "follower_days",
  {
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    n: integer("n").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.day] })],
);

/** What a reaction, comment or report can point at (objects are referenced by type and id). */
export const REACTION_OBJECT_TYPES = ["feed", "video", "gallery", "product", "performer", "comment"] as const;
export type ReactionObjectType = (typeof REACTION_OBJECT_TYPES)[number];
export const REACTION_ACTIONS = ["like", "bookmark"] as const;
export type ReactionAction = (typeof REACTION_ACTIONS)[number];

/**
 * A like or bookmark by a user on an object. The unique index makes both idempotent: the counter
 * updates that go with a like run in the same batch, guarded by (NOT) EXISTS on this row.
 */
export const reactions = sqliteTable(
  "reactions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    objectType: text("object_type", { enum: REACTION_OBJECT_TYPES }).notNull(),
    objectId: text("object_id").notNull(),
    action: text("action", { enum: REACTION_ACTIONS }).notNull(),
    /** The creator who owns the object (the creator themself for "performer"). */
    performerId: text("performer_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reactions_unique").on(t.userId, t.objectType, t.objectId, t.action),
    index("reactions_user_idx").on(t.userId, t.action, t.objectType, t.createdAt),
    index("reactions_object_idx").on(t.objectType, t.objectId),
    // The creator's like total is recounted from these rows (functions/identity/performers/stats.ts).
    index("reactions_performer_idx").on(t.performerId, t.action),
  ],
);

export const COMMENT_OBJECT_TYPES = ["feed", "video", "gallery", "product"] as const;
export type CommentObjectType = (typeof COMMENT_OBJECT_TYPES)[number];

/** A comment on a feed item or asset; `content` is sanitised rich text (functions/lib/rich-text.ts). */
export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    objectType: text("object_type", { enum: COMMENT_OBJECT_TYPES }).notNull(),
    objectId: text("object_id").notNull(),
    /** The creator who owns the commented object; may delete any comment on it. */
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    totalLike: integer("total_like").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("comments_object_idx").on(t.objectType, t.objectId, t.createdAt),
    index("comments_user_idx").on(t.userId),
    // The comments on a creator's things, newest first (the studio's comments page).
    index("comments_performer_idx").on(t.performerId, t.createdAt, t.id),
  ],
);

export const REPORT_TARGETS = ["performer", "feed", "video", "gallery", "product", "comment"] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_STATUSES = ["open", "resolved", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/** What an admin did about a report on the reports queue. */
export const REPORT_ACTIONS = ["remove_item", "dismiss", "block_user"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

/** A user's report on a creator or a piece of content, reviewed by admins. */
export const reports = sqliteTable(
  "reports",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    target: text("target", { enum: REPORT_TARGETS }).notNull(),
    targetId: text("target_id").notNull(),
    /** The creator the reported object belongs to (the creator themself for "performer"). */
    performerId: text("performer_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull().default(""),
    description: text("description").notNull(),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    resolvedBy: text("resolved_by").references(() => users.id, { onDelete: "set null" }),
    /** What the admin did when they closed it from the queue, and their note; null while open. */
    resolution: text("resolution", { enum: REPORT_ACTIONS }),
    resolutionNote: text("resolution_note"),
    /**
     * Set while the item's removal refunds its many buyers on the queue (moderation.ts); the report
     * stays open until the item is gone.
     */
    removingSince: integer("removing_since"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One open report per user and target: a second one fails this index (409).
    uniqueIndex("reports_open_unique").on(t.userId, t.target, t.targetId).where(sql`status = 'open'`),
    index("reports_status_idx").on(t.status, t.createdAt),
    // The admin's list of every report, newest first.
    index("reports_created_idx").on(t.createdAt, t.id),
    // The reports about one creator.
    index("reports_performer_idx").on(t.performerId, t.createdAt, t.id),
  ],
);

/** Searched keywords (normalised lower-case) and how often they were searched. */
export const searchKeywords = sqliteTable(
  "search_keywords",
  {
    keyword: text("keyword").primaryKey(),
    count: integer("count").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("search_keywords_count_idx").on(t.count),
    check("search_keywords_count_positive", sql`${t.count} > 0`),
  ],
);

/**
 * One row per viewer, item and UTC day: an item's totalView counts a viewer once a day. The
 * unique index is what refuses a second count (the counter moves only with a new row, in the same
 * batch); the cron job prunes days gone by. `viewerKey` is `user:<id>` for a signed-in viewer,
 * else a keyed hash of the visitor's address and browser (never the address itself).
 */
export const itemViews = sqliteTable(
  "item_views",
  {
    id: id(),
    objectType: text("object_type", { enum: COMMENT_OBJECT_TYPES }).notNull(),
    objectId: text("object_id").notNull(),
    viewerKey: text("viewer_key").notNull(),
    /** Days since 1970-01-01 (UTC). */
    day: integer("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("item_views_unique").on(t.objectType, t.objectId, t.viewerKey, t.day),
    index("item_views_day_idx").on(t.day),
  ],
);
