import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, timestamp } from "./columns";
import { users } from "./users";

/** What happened to a person (docs/notifications.md): one row per event per recipient. */
export const NOTIFICATION_TYPES = [
  "like",
  "comment",
  "purchase",
  "subscription_new",
  "subscription_renewed",
  "subscription_cancelled",
  "tip",
  "follow",
  "message_unlocked",
  "payout_approved",
  "payout_rejected",
  "payout_paid",
  "verification_approved",
  "verification_rejected",
  "creator_post",
  "creator_live",
  "content_removed",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** What a notification is about (its `object`), so a client can link to it. */
export const NOTIFICATION_OBJECT_TYPES = [
  "feed",
  "video",
  "gallery",
  "product",
  "comment",
  "performer",
  "conversation",
  "stream",
  "payout",
  "verification",
  "subscription",
] as const;
export type NotificationObjectType = (typeof NOTIFICATION_OBJECT_TYPES)[number];

/**
 * The kinds a person can turn off, each covering one or more types (functions/identity/notifications/kinds.ts).
 * A row exists only once someone changed a kind; no row means on.
 */
export const NOTIFICATION_SETTINGS = [
  "likes",
  "comments",
  "purchases",
  "subscribers",
  "tips",
  "followers",
  "messages",
  "payouts",
  "verification",
  "creator_posts",
  "creator_live",
  "removals",
] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    /** Who is told. */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    /** Who did it; null for the site's own decisions (payouts, verification). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "cascade" }),
    objectType: text("object_type", { enum: NOTIFICATION_OBJECT_TYPES }),
    objectId: text("object_id"),
    /** The sentence after the actor's name ("liked your post “Sunset”."), plain text. */
    text: text("text").notNull(),
    createdAt: createdAt(),
    readAt: timestamp("read_at"),
  },
  (t) => [
    // A person's list, newest first, all or of some types; the unread count.
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_user_type_idx").on(t.userId, t.type, t.createdAt),
    index("notifications_user_unread_idx").on(t.userId, t.readAt),
  ],
);

/** A person's choice for one kind: shown in the app (`inApp`), and mailed (`email`, where mail exists). */
export const notificationSettings = sqliteTable(
  "notification_settings",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    setting: text("setting", { enum: NOTIFICATION_SETTINGS }).notNull(),
    inApp: bool("in_app").notNull().default(true),
    email: bool("email").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.setting] })],
);
