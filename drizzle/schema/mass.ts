import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { cents, createdAt, id, timestamp, updatedAt } from "./columns";
import { files } from "./files";
import { conversations } from "./messaging";
import { users } from "./users";

export const MASS_MESSAGE_STATUSES = ["active", "unsent"] as const;
export type MassMessageStatus = (typeof MASS_MESSAGE_STATUSES)[number];

/**
 * A creator's message to many fans at once (functions/messaging/mass). The send is stored here;
 * each recipient gets an ordinary message in their conversation with the creator (pay-per-view when
 * `price > 0`), written by the queue consumer and recorded in `mass_message_deliveries`.
 */
export const massMessages = sqliteTable(
  "mass_messages",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Plain text, stored HTML-escaped like every message (messages/text.ts). */
    text: text("text").notNull().default(""),
    fileId: text("file_id").references(() => files.id, { onDelete: "set null" }),
    /** Pay-per-view price in cents; 0 = free. */
    price: cents("price").notNull().default(0),
    /** The audience as chosen, JSON: { listIds, audience, excludeListIds }. */
    audience: text("audience").notNull().default("{}"),
    /** Fans it was sent to (fixed when sent). */
    recipients: integer("recipients").notNull().default(0),
    status: text("status", { enum: MASS_MESSAGE_STATUSES }).notNull().default("active"),
    /**
     * The send's figures, kept in the batch of each thing they count (functions/messaging/mass/
     * figures.ts), so the history reads them instead of walking every copy: copies that exist
     * (written by the queue, less the ones taken back), copies their fan has read, copies bought
     * and what they brought in (cents; a refund takes its purchase back).
     */
    delivered: integer("delivered").notNull().default(0),
    viewed: integer("viewed").notNull().default(0),
    purchases: integer("purchases").notNull().default(0),
    revenue: cents("revenue").notNull().default(0),
    unsentAt: timestamp("unsent_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("mass_messages_performer_idx").on(t.performerId, t.createdAt, t.id)],
);

/**
 * One recipient's copy of a mass message. The primary key makes delivery idempotent: a batch
 * retried after a crash writes no second copy (the message row is written only with its delivery).
 */
export const massMessageDeliveries = sqliteTable(
  "mass_message_deliveries",
  {
    massId: text("mass_id")
      .notNull()
      .references(() => massMessages.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: text("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** The recipient's message (gone once unsent and not bought). */
    messageId: text("message_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.massId, t.recipientId] }),
    index("mass_message_deliveries_message_idx").on(t.messageId),
    // The copies a fan reads when they open a conversation (the send's `viewed`).
    index("mass_message_deliveries_conversation_idx").on(t.conversationId, t.recipientId, t.createdAt),
  ],
);
