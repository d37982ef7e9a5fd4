import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, cents, createdAt, id, timestamp, updatedAt } from "./columns";
import { users } from "./users";

export const FEED_TYPES = [
  "text",
  "photo",
  "video",
  "audio",
  "poll",
  "crowdfunding",
  "scheduled-stream",
] as const;
export type FeedType = (typeof FEED_TYPES)[number];

export const FEED_STATUSES = ["draft", "active", "inactive"] as const;
export type FeedStatus = (typeof FEED_STATUSES)[number];

type VisibleTimeInputs = Record<"publishedAt" | "scheduleAt" | "createdAt", AnyColumn | string>;

/**
 * When fans see a post (ms): published, else scheduled, else created. `visible_at` stores it; the
 * home timeline's index holds the expression itself (see there), so its query writes it out too.
 */
export const visibleTime = (t: VisibleTimeInputs): SQL => {
  const part = (c: AnyColumn | string) => (typeof c === "string" ? sql.raw(c) : sql`${c}`);
  // coalesce() spelled as a case: drizzle-kit cuts an index's expression at its commas.
  return sql`(case when ${part(t.publishedAt)} is not null then ${part(t.publishedAt)} when ${part(t.scheduleAt)} is not null then ${part(t.scheduleAt)} else ${part(t.createdAt)} end)`;
};

/**
 * A creator's post. Fans see it when it is active and published: `scheduleAt` is null or has
 * passed (visibility is decided at query time; the cron job stamps `publishedAt` and counts it in
 * the creator's totalPosts).
 */
export const feeds = sqliteTable(
  "feeds",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: FEED_TYPES }).notNull(),
    /** Rich text, sanitised on write (functions/lib/rich-text.ts). */
    text: text("text").notNull().default(""),
    /** Ordered JSON array of file ids (feed-photo, feed-video or feed-audio, by type). */
    fileIds: text("file_ids", { mode: "json" }).$type<string[]>().notNull().default([]),
    thumbnailFileId: text("thumbnail_file_id"),
    teaserFileId: text("teaser_file_id"),
    isSale: bool("is_sale").notNull().default(false),
    price: cents("price").notNull().default(0),
    isPinned: bool("is_pinned").notNull().default(false),
    pinnedAt: timestamp("pinned_at"),
    status: text("status", { enum: FEED_STATUSES }).notNull().default("active"),
    /** Null, or the time (ms) from which fans may see the post. */
    scheduleAt: timestamp("schedule_at"),
    /** When the post went public (creation, or the cron job for scheduled posts); null until then. */
    publishedAt: timestamp("published_at"),
    /** For "scheduled-stream": when the live stream starts and its title. */
    streamScheduledAt: timestamp("stream_scheduled_at"),
    streamTitle: text("stream_title"),
    /**
     * When fans see the post in timelines: published, else scheduled, else created. Stored and
     * kept by SQLite itself from the three columns (no write can forget it), so the timeline's
     * order is served by an index instead of sorting every post of every followed creator.
     */
    visibleAt: integer("visible_at")
      .notNull()
      .generatedAlwaysAs(
        visibleTime({ publishedAt: "published_at", scheduleAt: "schedule_at", createdAt: "created_at" }),
        {
          mode: "stored",
        },
      ),
    totalLike: integer("total_like").notNull().default(0),
    totalComment: integer("total_comment").notNull().default(0),
    totalView: integer("total_view").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("feeds_performer_idx").on(t.performerId, t.createdAt),
    index("feeds_schedule_idx").on(t.publishedAt, t.scheduleAt),
    // The home timeline's per-creator newest posts, and the count of a creator's visible posts.
    // Covering for choosing them, so the home page sorts its ~creators × page candidates on the
    // index alone and reads only the page's rows: SQLite counts a query that names a generated
    // column as reading every column (never covering), so the index spells visible_at's
    // expression out and carries its inputs, schedule_at (visible yet?) and type (filter).
    index("feeds_timeline_idx").on(
      t.performerId,
      t.status,
      visibleTime(t),
      t.id,
      t.scheduleAt,
      t.type,
      t.publishedAt,
      t.createdAt,
    ),
    // A creator's public timeline: pinned first, then newest; one index walk, no sort.
    index("feeds_profile_idx").on(t.performerId, t.status, t.isPinned, t.pinnedAt, t.visibleAt, t.id),
    // The timelines' total: a creator's posts not stamped published yet (few), without walking
    // every unpublished post of the site through feeds_schedule_idx.
    index("feeds_unpublished_idx")
      .on(t.performerId, t.status, t.scheduleAt)
      .where(sql`${t.publishedAt} is null`),
    check("feeds_price_non_negative", sql`${t.price} >= 0`),
  ],
);

export const FEED_FILE_ROLES = ["file", "thumbnail", "teaser"] as const;
export type FeedFileRole = (typeof FEED_FILE_ROLES)[number];

/**
 * The files a post names, one row per place (each of `file_ids` at its position, the thumbnail,
 * the teaser): the post's own columns said as rows, so "where is this file used" is read by the
 * file's index instead of walking every post's JSON. Written in the same batch as every insert and
 * edit of a post (functions/content/feeds/feed-files.ts); a post's rows go with it (cascade).
 */
export const feedFiles = sqliteTable(
  "feed_files",
  {
    feedId: text("feed_id")
      .notNull()
      .references(() => feeds.id, { onDelete: "cascade" }),
    role: text("role", { enum: FEED_FILE_ROLES }).notNull(),
    /** The file's index in `file_ids` (0 for the thumbnail and the teaser). */
    position: integer("position").notNull(),
    fileId: text("file_id").notNull(),
    /** The post's creator (a file's uses count only its owner's posts). */
    performerId: text("performer_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.role, t.position] }),
    // Covering for the vault's uses and video posters: a file's posts of one creator, by role.
    index("feed_files_file_idx").on(t.fileId, t.performerId, t.role, t.feedId),
  ],
);

/** A poll, created on its own (POST /performer/feeds/polls) or inline, then attached to one feed. */
export const polls = sqliteTable(
  "polls",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The feed it belongs to; null until a post uses it. */
    feedId: text("feed_id").references(() => feeds.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    /** No votes are accepted at or after this time (ms); null = open until the post is gone. */
    expiresAt: timestamp("expires_at"),
    totalVotes: integer("total_votes").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("polls_feed_unique").on(t.feedId), index("polls_performer_idx").on(t.performerId)],
);

/** The answers of a poll, in order, with their vote counts (incremented in the vote's batch). */
export const pollOptions = sqliteTable(
  "poll_options",
  {
    id: id(),
    pollId: text("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    votes: integer("votes").notNull().default(0),
  },
  (t) => [index("poll_options_poll_idx").on(t.pollId, t.position)],
);

/** One row per fan and poll; the unique index is what refuses a second vote. */
export const pollVotes = sqliteTable(
  "poll_votes",
  {
    id: id(),
    pollId: text("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    optionId: text("option_id")
      .notNull()
      .references(() => pollOptions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("poll_votes_poll_user_unique").on(t.pollId, t.userId)],
);

/** A crowdfunding goal attached to one feed; contributions are wallet charges that raise `raised`. */
export const crowdfundings = sqliteTable(
  "crowdfunding",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    feedId: text("feed_id").references(() => feeds.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    goal: cents("goal").notNull(),
    /** Contributions are accepted until this time (ms). */
    deadline: timestamp("deadline").notNull(),
    raised: cents("raised").notNull().default(0),
    contributors: integer("contributors").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("crowdfunding_feed_unique").on(t.feedId),
    index("crowdfunding_performer_idx").on(t.performerId),
    check("crowdfunding_goal_positive", sql`${t.goal} > 0`),
  ],
);
