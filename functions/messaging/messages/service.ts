/**
 * Messages. D1 is the source of truth: every write lands
 * there first, then the rooms fan it out (Deps.realtime, by RPC), so a client that reconnects
 * reloads from here and misses nothing. Private conversations: participants read and write, a
 * delete removes the message, a creator may put a price on a message (pay-per-view). A stream's
 * public chat is written through streaming/chat.ts and shares the storage, deletes and clears here.
 */
import { and, count, desc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { conversationMembers, conversations, messages } from "../../../drizzle/schema/messaging";
import { users } from "../../../drizzle/schema/users";
import type { ChatMessage, Delivery } from "../../../party/protocol";
import { vaultFilesToAttach } from "../../content/vault/service";
import { AppError, fieldError } from "../../errors";
import { hasPurchased, performerVisibility } from "../../identity/access/service";
import { assertVerifiedCreator } from "../../identity/access/verified";
import type { Viewer } from "../../identity/accounts/viewer";
import { runBatch } from "../../lib/batch";
import { HOUR, MINUTE } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { toCents } from "../../lib/money";
import type { Paging } from "../../lib/paging";
import { consumeRateLimits, type Limit } from "../../lib/rate-limit";
import { deleteFile, deleteFiles, storeUpload } from "../../media/upload";
import type { VideoUpload } from "../../media/video-facts";
import {
  assertNotBlocked,
  markConversationRead,
  otherSeenAt,
  privateConversationOf,
  pushUnreadTotal,
  requireMembership,
} from "./conversations";
import { copiesRemoved } from "./mass-figures";
import {
  type ConversationRow,
  DELETED_TEXT,
  isPayPerView,
  type MessageRow,
  presentMessage,
  presentMessages,
  type Reader,
} from "./present";
import { TIP_TEXT } from "./preview";
import { chatText } from "./text";

/** Messages one account may send, private and public together: a conversation, not a flood. */
const MESSAGE_LIMITS = [
  { max: 30, windowMs: MINUTE },
  { max: 600, windowMs: HOUR },
] as const;

const messageLimits = (userId: string): Limit[] =>
  MESSAGE_LIMITS.map((l) => ({ key: `message:${l.windowMs}:${userId}`, ...l }));

export type MessageFileKind = "photo" | "video";

export interface NewMessage {
  text?: string;
  /** Tokens; creators only (pay-per-view). */
  price?: number;
  /** An upload; a video's facts and poster frame come in `video` (media/video-facts.ts). */
  file?: { kind: MessageFileKind; file: File; video?: VideoUpload };
  /** A photo or video already in the sender's vault (creators only), instead of an upload. */
  vaultFileIds?: string[];
}

/* ---- Writing ---- */

/**
 * Writes a message into a conversation: the message, the conversation's recency (its list order)
 * and the other participants' unread counts in one batch. Checks the text and the sender's rate limit; the
 * caller has checked that the sender may write here.
 */
export async function insertMessage(
  deps: Deps,
  conversation: ConversationRow,
  sender: { id: string },
  input: NewMessage & { type?: MessageRow["type"]; priceCents?: number; rateLimited?: boolean },
): Promise<MessageRow> {
  const text = chatText(input.text);
  if (input.file && input.vaultFileIds?.length) {
    throw fieldError({ vaultFileIds: "Send either an upload or a file from your vault." });
  }
  const [fromVault] = input.vaultFileIds?.length
    ? await vaultFilesToAttach(deps, sender.id, input.vaultFileIds, ["photo", "video"])
    : [];
  if (!text && !input.file && !fromVault) throw fieldError({ text: "Write a message." });
  if (input.rateLimited !== false) await consumeRateLimits(deps, messageLimits(sender.id));
  const id = deps.ids.next();
  const uploaded = input.file
    ? await storeUpload(deps, {
        ownerId: sender.id,
        kind: input.file.kind === "video" ? "message-video" : "message-photo",
        file: input.file.file,
        video: input.file.video,
        refType: "message",
        refId: id,
      })
    : null;
  const file = uploaded ?? fromVault ?? null;
  const now = deps.clock.now();
  const row: MessageRow = {
    id,
    conversationId: conversation.id,
    senderId: sender.id,
    type: input.type ?? (file ? (file.mimeType.startsWith("video/") ? "video" : "photo") : "text"),
    text,
    fileId: file?.id ?? null,
    price: input.priceCents ?? toCents(input.price ?? 0),
    isDeleted: false,
    createdAt: now,
    updatedAt: now,
  };
  const statements: BatchItem<"sqlite">[] = [
    deps.db.insert(messages).values(row),
    deps.db
      .update(conversations)
      .set({ lastSenderId: sender.id, lastMessageAt: now, updatedAt: now })
      .where(eq(conversations.id, conversation.id)),
  ];
  if (conversation.type === "private") {
    statements.push(
      deps.db
        .update(conversationMembers)
        .set({ unread: sql`${conversationMembers.unread} + 1` })
        .where(
          and(
            eq(conversationMembers.conversationId, conversation.id),
            ne(conversationMembers.userId, sender.id),
          ),
        ),
    );
  }
  try {
    await runBatch(deps, statements);
  } catch (err) {
    if (uploaded) await deleteFile(deps, uploaded.id).catch(() => undefined);
    throw err;
  }
  return row;
}

/**
 * The frames of a new message: one view for all, or for a pay-per-view message the full one to
 * its sender and the locked one to everyone else.
 */
async function newMessageDeliveries(
  deps: Deps,
  row: MessageRow,
  senderView: ChatMessage,
  otherReader: Reader | null,
): Promise<Delivery[]> {
  if (!isPayPerView(row) || !otherReader) {
    return [{ frame: { event: "message/created", data: { message: senderView } } }];
  }
  const locked = await presentMessage(deps, otherReader, row);
  return [
    { frame: { event: "message/created", data: { message: senderView } }, only: [row.senderId] },
    { frame: { event: "message/created", data: { message: locked } }, except: [row.senderId] },
  ];
}

/**
 * Sends a message in a private conversation the viewer is in. Neither may have blocked the other
 * (checked on every send), and a creator hidden from the viewer cannot be written to. A price
 * (pay-per-view) only from a verified creator. The other participant's thread, notification
 * socket and unread count follow.
 */
export async function sendMessage(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  conversationId: string,
  input: NewMessage,
): Promise<ChatMessage> {
  const { conversation, otherId } = await requireMembership(
    deps,
    { id: viewer.id, isAdmin: false },
    conversationId,
  );
  if (otherId) {
    await assertNotBlocked(deps, viewer.id, otherId);
    const visibility = await performerVisibility(deps, viewer, country, otherId);
    if (visibility === "user_blocked" || visibility === "country_blocked") throw new AppError(visibility);
  }
  if (input.price && input.price > 0) {
    if (!viewer.isPerformer) throw fieldError({ price: "Only creators can set a price on a message." });
    await assertVerifiedCreator(deps, viewer.id, "sell");
  }
  if (input.vaultFileIds?.length && !viewer.isPerformer) {
    throw fieldError({ vaultFileIds: "Only creators have a vault." });
  }
  const row = await insertMessage(deps, conversation, viewer, input);
  const view = await presentMessage(deps, viewer, row);
  const deliveries = await newMessageDeliveries(
    deps,
    row,
    view,
    otherId ? { id: otherId, isAdmin: false } : null,
  );
  deps.waitUntil(deps.realtime.toConversation(conversationId, deliveries));
  if (otherId) notifyRecipient(deps, otherId, conversationId, row.id, viewer.name || viewer.username || "");
  return view;
}

/** The other participant hears of a new message: their notification socket and unread count. */
function notifyRecipient(
  deps: Deps,
  recipientId: string,
  conversationId: string,
  messageId: string,
  from: string,
) {
  deps.waitUntil(
    deps.realtime.notifyUser(recipientId, {
      event: "messages/new",
      data: { conversationId, messageId, from },
    }),
  );
  pushUnreadTotal(deps, recipientId);
}

/**
 * Call after a tip to a creator was charged (the tip's sale, wherever it was sent from: the chat,
 * the profile, a post, a live stream): the tip appears in the private conversation of the fan and
 * the creator as a tip message (its amount in `price`, the fan's note as text), opening the
 * conversation when there is none. Paid already, so no rate limit refuses it; both threads, the
 * creator's unread count and their notification socket follow as for any message. `amount` is in
 * cents.
 */
export async function postTipToConversation(
  deps: Deps,
  tip: { performerId: string; userId: string; amount: number; message?: string },
): Promise<ChatMessage> {
  const conversation = await privateConversationOf(deps, tip.userId, tip.performerId, tip.performerId);
  const row = await insertMessage(
    deps,
    conversation,
    { id: tip.userId },
    { type: "tip", priceCents: tip.amount, text: tip.message || TIP_TEXT, rateLimited: false },
  );
  const view = await presentMessage(deps, { id: tip.userId, isAdmin: false }, row);
  deps.waitUntil(
    deps.realtime.toConversation(conversation.id, await newMessageDeliveries(deps, row, view, null)),
  );
  const [sender] = await deps.db
    .select({ name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, tip.userId));
  notifyRecipient(deps, tip.performerId, conversation.id, row.id, sender?.name || sender?.username || "");
  return view;
}

/* ---- Reading ---- */

/** A page of messages, newest first (the client shows them oldest first; load-more asks for older). */
export async function pageOfMessages(deps: Deps, reader: Reader, conversationId: string, paging: Paging) {
  const where = eq(messages.conversationId, conversationId);
  const order =
    paging.sort === "asc" ? [messages.createdAt, messages.id] : [desc(messages.createdAt), desc(messages.id)];
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(messages)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset),
    deps.db.select({ total: count() }).from(messages).where(where),
  ]);
  return { data: await presentMessages(deps, reader, rows), total };
}

/**
 * A private conversation's messages for a participant (first page: limit 25, offset 0), with the
 * other participant's read receipt (`seenAt`). The first page marks the conversation read: the
 * participant is looking at the newest messages.
 */
export async function listMessages(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  conversationId: string,
  paging: Paging,
) {
  const { otherId } = await requireMembership(deps, viewer, conversationId);
  if (otherId && !viewer.isAdmin) {
    const visibility = await performerVisibility(deps, viewer, country, otherId);
    if (visibility === "user_blocked" || visibility === "country_blocked") throw new AppError(visibility);
  }
  const [page, seenAt] = await Promise.all([
    pageOfMessages(deps, viewer, conversationId, paging),
    otherSeenAt(deps, viewer.id, conversationId),
  ]);
  if (paging.offset === 0 && !viewer.isAdmin) await markConversationRead(deps, viewer, conversationId);
  return { ...page, seenAt };
}

/* ---- Deleting ---- */

async function findMessage(deps: Deps, id: string) {
  const [row] = await deps.db
    .select({ message: messages, conversation: conversations })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(messages.id, id))
    .limit(1);
  if (!row) throw new AppError("message_not_found");
  return row;
}

/** After messages left a private conversation: it is as recent as the newest one left. */
async function refreshPreview(deps: Deps, conversationId: string) {
  const [newest] = await deps.db
    .select()
    .from(messages)
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  await deps.db
    .update(conversations)
    .set({
      lastSenderId: newest?.senderId ?? null,
      lastMessageAt: newest?.createdAt ?? null,
    })
    .where(eq(conversations.id, conversationId));
}

/** Statements taking a message off the unread counts of participants who had not read it yet. */
const unreadDecrement = (deps: Deps, row: MessageRow) =>
  deps.db
    .update(conversationMembers)
    .set({ unread: sql`MAX(${conversationMembers.unread} - 1, 0)` })
    .where(
      and(
        eq(conversationMembers.conversationId, row.conversationId),
        ne(conversationMembers.userId, row.senderId),
        or(isNull(conversationMembers.lastReadAt), lt(conversationMembers.lastReadAt, row.createdAt)),
      ),
    );

/** Who may delete a message: its sender, admins, and in a stream's chat the stream's creator. */
function mayDelete(viewer: Viewer, message: MessageRow, conversation: ConversationRow) {
  if (viewer.isAdmin || message.senderId === viewer.id) return true;
  return conversation.type === "stream" && conversation.performerId === viewer.id;
}

/**
 * Deletes a message. Private: it is removed (with its file) and leaves the participants' lists and
 * unread counts. A stream's public chat: it stays, marked deleted, with the text 'Message
 * deleted' (its file is removed); the stream's creator moderates this way.
 */
export async function deleteMessage(deps: Deps, viewer: Viewer, id: string) {
  const { message, conversation } = await findMessage(deps, id);
  if (conversation.type === "private") await requireMembership(deps, viewer, conversation.id);
  if (!mayDelete(viewer, message, conversation)) {
    throw new AppError("forbidden", { message: "You can only delete your own messages." });
  }
  if (conversation.type === "private") {
    await runBatch(deps, [
      unreadDecrement(deps, message),
      copiesRemoved(deps, [id]),
      deps.db.delete(messages).where(eq(messages.id, id)),
    ]);
    if (message.fileId) await deleteFile(deps, message.fileId);
    await refreshPreview(deps, conversation.id);
    const frame = {
      event: "message/deleted" as const,
      data: { _id: id, conversationId: conversation.id, removed: true, text: "" },
    };
    deps.waitUntil(deps.realtime.toConversation(conversation.id, [{ frame }]));
    const others = await deps.db
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(
        and(
          eq(conversationMembers.conversationId, conversation.id),
          ne(conversationMembers.userId, message.senderId),
        ),
      );
    for (const { userId } of others) pushUnreadTotal(deps, userId);
    return { _id: id, removed: true, text: "" };
  }
  await deps.db
    .update(messages)
    .set({ isDeleted: true, text: DELETED_TEXT, fileId: null, updatedAt: deps.clock.now() })
    .where(eq(messages.id, id));
  if (message.fileId) await deleteFile(deps, message.fileId);
  if (conversation.streamId) {
    const frame = {
      event: "message/deleted" as const,
      data: { _id: id, conversationId: conversation.id, removed: false, text: DELETED_TEXT },
    };
    deps.waitUntil(deps.realtime.toStream(conversation.streamId, [{ frame }]));
  }
  return { _id: id, removed: false, text: DELETED_TEXT };
}

/**
 * Removes messages in bulk (`DELETE /messages/{conversationId}/remove-all-message`). A stream's
 * chat: its creator (or an admin) clears every message. A private conversation: a participant
 * removes every message they sent (never the other person's). Open pages are told to reload.
 */
export async function removeAllMessages(deps: Deps, viewer: Viewer, conversationId: string) {
  const [conversation] = await deps.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!conversation) throw new AppError("conversation_not_found");
  if (conversation.type === "private") await requireMembership(deps, viewer, conversationId);
  else if (conversation.performerId !== viewer.id && !viewer.isAdmin) {
    throw new AppError("forbidden", { message: "Only the creator of the stream can clear its chat." });
  }
  const where =
    conversation.type === "private" && !viewer.isAdmin
      ? and(eq(messages.conversationId, conversationId), eq(messages.senderId, viewer.id))
      : eq(messages.conversationId, conversationId);
  const removed = await deps.db.select().from(messages).where(where);
  if (removed.length > 0) {
    const statements: BatchItem<"sqlite">[] = [deps.db.delete(messages).where(where)];
    if (conversation.type === "private") {
      for (const row of removed.filter((r) => r.senderId === viewer.id))
        statements.unshift(unreadDecrement(deps, row));
      statements.unshift(
        copiesRemoved(
          deps,
          removed.map((r) => r.id),
        ),
      );
    }
    await runBatch(deps, statements);
    await deleteFiles(
      deps,
      removed.flatMap((r) => (r.fileId ? [r.fileId] : [])),
    );
  }
  const frame = { event: "messages/cleared" as const, data: { conversationId } };
  if (conversation.type === "private") {
    await refreshPreview(deps, conversationId);
    deps.waitUntil(deps.realtime.toConversation(conversationId, [{ frame }]));
    const members = await deps.db
      .select({ userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(eq(conversationMembers.conversationId, conversationId));
    for (const { userId } of members) if (userId !== viewer.id) pushUnreadTotal(deps, userId);
  } else if (conversation.streamId) {
    deps.waitUntil(deps.realtime.toStream(conversation.streamId, [{ frame }]));
  }
  return { conversationId, removed: removed.length };
}

/* ---- Pay-per-view: what the wallet charge needs, and what follows it ---- */

/**
 * For `POST /wallet/charges/message/{id}` (the money work): the message a buyer may buy, or the
 * refusal. The buyer must be in its conversation and not blocked; it must be a pay-per-view
 * message of someone else (422 otherwise) that they have not bought yet (409). Returns what to charge: the
 * creator who is paid and the price in cents.
 */
export async function messageForSale(deps: Deps, buyer: Viewer, messageId: string) {
  const { message, conversation } = await findMessage(deps, messageId);
  if (conversation.type !== "private") throw new AppError("message_not_found");
  const { otherId } = await requireMembership(deps, { id: buyer.id, isAdmin: false }, conversation.id);
  if (!isPayPerView(message) || message.senderId === buyer.id) {
    throw new AppError("not_for_sale", { message: "This message is not for sale." });
  }
  if (otherId) await assertNotBlocked(deps, buyer.id, otherId);
  if (await hasPurchased(deps, buyer.id, "message", messageId)) {
    throw new AppError("already_purchased", { message: "You already bought this message." });
  }
  return {
    itemType: "message" as const,
    itemId: message.id,
    performerId: message.senderId,
    price: message.price,
    conversationId: conversation.id,
  };
}

/**
 * Call after a `purchases` row (type "message") was written for the buyer: their open threads
 * reload the message, now unlocked (GET /messages/conversations/{id} shows its text and file).
 */
export async function onMessagePurchased(deps: Deps, purchase: { userId: string; messageId: string }) {
  const { message } = await findMessage(deps, purchase.messageId);
  await deps.realtime.toConversation(message.conversationId, [
    {
      frame: { event: "message/unlocked", data: { _id: message.id, conversationId: message.conversationId } },
      only: [purchase.userId],
    },
  ]);
}
