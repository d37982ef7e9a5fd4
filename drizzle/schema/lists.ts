import { index, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

/**
 * A creator's custom fan list (functions/messaging/lists). The built-in lists (subscribers,
 * followers, ...) are not stored: they are read from subscriptions, follows and earnings, so they
 * are always current.
 */
export const fanLists = sqliteTable(
  "fan_lists",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("fan_lists_performer_name_uq").on(t.performerId, t.name)],
);

/** A fan in a custom list; the primary key makes adding twice a no-op. */
export const fanListMembers = sqliteTable(
  "fan_list_members",
  {
    listId: text("list_id")
      .notNull()
      .references(() => fanLists.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.userId] }),
    index("fan_list_members_user_idx").on(t.userId),
    index("fan_list_members_list_created_idx").on(t.listId, t.createdAt),
  ],
);

/**
 * A creator's private note about one fan (functions/messaging/fans): shown in the fan panel of
 * their conversation, never to the fan. One per pair; an empty note removes the row.
 */
export const creatorFanNotes = sqliteTable(
  "creator_fan_notes",
  {
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.userId] })],
);
