import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, cents, createdAt, id, timestamp, updatedAt } from "./columns";
import { files } from "./files";
import { users } from "./users";

/**
 * "private": two people (a fan and a creator, or a creator and a follower). "stream": the public
 * chat of one live stream, open to everyone who may join the stream (no member rows).
 */
export const CONVERSATION_TYPES = ["private", "stream"] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

/**
 * A conversation. `memberKey` names it by what it is about, so opening the same conversation twice
 * finds the first one through the unique index instead of making a second: `private:<a>:<b>`
 * (the two user ids, sorted) or `stream:<streamId>`.
 */
export const conversations = sqliteTable(
  "conversations",
  {
    id: id(),
    type: text("type", { enum: CONVERSATION_TYPES }).notNull(),
    memberKey: text("member_key").notNull(),
    /** The creator in it (private: the creator participant, if any; stream: the stream's creator). */
    performerId: text("performer_id").references(() => users.id, { onDelete: "cascade" }),
    streamId: text("stream_id"),
    /** A title the participants may give it (PUT /conversations/{id}/update); empty: the other person's name. */
    name: text("name").notNull().default(""),
    // No stored preview: what the newest message shows depends on who reads it (a pay-per-view
    // message they bought or not), so lists read it per viewer (messages/present.ts).
    lastSenderId: text("last_sender_id"),
    lastMessageAt: timestamp("last_message_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("conversations_member_key_uq").on(t.memberKey),
    index("conversations_stream_idx").on(t.streamId),
    // A creator's private conversations (the fans to pick for a list: functions/messaging/lists).
    index("conversations_performer_idx").on(t.performerId, t.type),
  ],
);

/** A participant of a private conversation, with their unread count (0 once they open it). */
export const conversationMembers = sqliteTable(
  "conversation_members",
  {
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    unread: integer("unread").notNull().default(0),
    lastReadAt: timestamp("last_read_at"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index("conversation_members_user_idx").on(t.userId),
  ],
);

export const MESSAGE_TYPES = ["text", "photo", "video", "tip"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * One message. `text` is plain text stored HTML-escaped (messages/text.ts), so any client may
 * render it as HTML. A creator's message with `price > 0` is pay-per-view: its text and file are
 * shown to the recipient only after a `purchases` row of type "message" exists. In a stream's
 * public chat a deleted message stays with `isDeleted` and the text 'Message deleted'; in a private
 * conversation a delete removes the row.
 */
export const messages = sqliteTable(
  "messages",
  {
    id: id(),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: MESSAGE_TYPES }).notNull().default("text"),
    text: text("text").notNull().default(""),
    fileId: text("file_id").references(() => files.id, { onDelete: "set null" }),
    /** Pay-per-view price in cents; 0 = free. A tip message: the amount tipped. */
    price: cents("price").notNull().default(0),
    isDeleted: bool("is_deleted").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.createdAt, t.id),
    index("messages_sender_idx").on(t.senderId),
    // Where a file is used (the vault's usedIn, and whether deleting an item may delete its file).
    index("messages_file_idx").on(t.fileId),
  ],
);

export const STREAM_TYPES = ["public", "private"] as const;
export type StreamType = (typeof STREAM_TYPES)[number];
export const STREAM_STATUSES = ["live", "ended"] as const;
export type StreamStatus = (typeof STREAM_STATUSES)[number];

/**
 * One live session of a creator. Public: subscribers join, and buy a paid session once (a
 * `purchases` row of type "stream" for this id). Private: a show for the one fan whose request
 * the creator accepted (`userId`), in their conversation (`conversationId`).
 */
export const streams = sqliteTable(
  "streams",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: STREAM_TYPES }).notNull().default("public"),
    status: text("status", { enum: STREAM_STATUSES }).notNull().default("live"),
    title: text("title").notNull(),
    /** Flat price per session in cents; 0 = free. */
    price: cents("price").notNull().default(0),
    /** Public: the stream's chat. Private: the fan's conversation with the creator. */
    conversationId: text("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    /** Private: the fan the show is for. */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Seconds live, as the creator's page reports it (PUT /streaming/set-duration). */
    duration: integer("duration").notNull().default(0),
    startedAt: timestamp("started_at").notNull(),
    endedAt: timestamp("ended_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A creator is live in at most one public session at a time.
    uniqueIndex("streams_one_live_public_uq")
      .on(t.performerId)
      .where(sql`status = 'live' AND type = 'public'`),
    index("streams_status_idx").on(t.status, t.type, t.startedAt),
  ],
);

/**
 * A fan's request for a private show, made in their conversation with the creator: one per
 * conversation. It goes away when the creator accepts (a private stream starts) or declines it.
 */
export const privateStreamRequests = sqliteTable(
  "private_stream_requests",
  {
    conversationId: text("conversation_id")
      .primaryKey()
      .references(() => conversations.id, { onDelete: "cascade" }),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("private_stream_requests_performer_idx").on(t.performerId, t.createdAt)],
);

/** The `memberKey` that makes a private conversation of two people unique (ids sorted). */
export const privateKey = (a: string, b: string) => (a < b ? `private:${a}:${b}` : `private:${b}:${a}`);
