/**
 * A live stream's chat. Public sessions have a public chat (a conversation of type "stream") for
 * everyone who may join; every send re-checks the join rule, blocks included, and the stream room
 * fans the message out. Tips sent while a creator is live appear in it as tip messages. A private
 * show's chat is the fan's private conversation with the creator.
 */
import { and, eq } from "drizzle-orm";
import { conversations, streams } from "../../../drizzle/schema/messaging";
import type { ChatMessage } from "../../../party/protocol";
import { AppError } from "../../errors";
import type { Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";
import { presentConversation, requireMembership } from "../messages/conversations";
import { type MessageRow, presentMessage } from "../messages/present";
import { TIP_TEXT } from "../messages/preview";
import { insertMessage, type MessageFileKind, pageOfMessages, sendMessage } from "../messages/service";
import { findStream, liveStreamOf, type StreamRow, streamAccess } from "./service";

/** The public chat of a stream, with the stream, for a viewer who may join it. */
async function publicChat(deps: Deps, viewer: Viewer, country: string | null, conversationId: string) {
  const [conversation] = await deps.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!conversation || conversation.type !== "stream" || !conversation.streamId) {
    throw new AppError("conversation_not_found");
  }
  const stream = await findStream(deps, conversation.streamId);
  await streamAccess(deps, viewer, country, stream);
  return { conversation, stream };
}

/** `GET /conversations/stream/public/{streamId}`: the public chat of a stream the viewer may join. */
export async function getPublicConversation(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  streamId: string,
) {
  const stream = await findStream(deps, streamId);
  await streamAccess(deps, viewer, country, stream);
  if (stream.type !== "public" || !stream.conversationId) throw new AppError("conversation_not_found");
  const [conversation] = await deps.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, stream.conversationId));
  if (!conversation) throw new AppError("conversation_not_found");
  return presentConversation(deps, viewer, conversation);
}

/** `GET /messages/conversations/public/{id}`: a page of a stream's public chat, newest first. */
export async function listPublicMessages(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  conversationId: string,
  paging: Paging,
) {
  await publicChat(deps, viewer, country, conversationId);
  return pageOfMessages(deps, viewer, conversationId, paging);
}

/** Fans a new chat message out to the stream's sockets; every viewer sees the same message. */
async function postToStream(deps: Deps, streamId: string, row: MessageRow) {
  const view = await presentMessage(deps, { id: row.senderId, isAdmin: false }, row);
  deps.waitUntil(
    deps.realtime.toStream(streamId, [{ frame: { event: "message/created", data: { message: view } } }]),
  );
  return view;
}

/**
 * `POST /messages/stream/public/conversations/{id}` (and a photo through
 * `/messages/public/file/photo`): a message in a live stream's public chat. No prices here.
 */
export async function sendPublicMessage(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  conversationId: string,
  input: { text?: string; file?: { kind: MessageFileKind; file: File } },
): Promise<ChatMessage> {
  const { conversation, stream } = await publicChat(deps, viewer, country, conversationId);
  const row = await insertMessage(deps, conversation, viewer, { text: input.text, file: input.file });
  return postToStream(deps, stream.id, row);
}

/* ---- Private shows ---- */

/** The live private show held in a conversation, if any. */
async function liveShowIn(deps: Deps, conversationId: string): Promise<StreamRow | null> {
  const [row] = await deps.db
    .select()
    .from(streams)
    .where(
      and(
        eq(streams.conversationId, conversationId),
        eq(streams.type, "private"),
        eq(streams.status, "live"),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** `GET /conversations/stream/{streamId}`: the conversation a private show is held in, for its two people. */
export async function getShowConversation(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  streamId: string,
) {
  const stream = await findStream(deps, streamId);
  await streamAccess(deps, viewer, country, stream);
  if (stream.type !== "private" || !stream.conversationId) throw new AppError("conversation_not_found");
  const { conversation, unread } = await requireMembership(deps, viewer, stream.conversationId);
  return presentConversation(deps, viewer, conversation, unread);
}

/**
 * `POST /messages/stream/conversations/{id}`: a message in the conversation of a private show
 * that is live now (404 otherwise); the same rules as any private message.
 */
export async function sendShowMessage(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  conversationId: string,
  input: { text: string },
) {
  await requireMembership(deps, { id: viewer.id, isAdmin: false }, conversationId);
  if (!(await liveShowIn(deps, conversationId))) throw new AppError("stream_not_found");
  return sendMessage(deps, viewer, country, conversationId, { text: input.text });
}

/* ---- Tips ---- */

/**
 * Call after a tip to a creator was charged (`POST /wallet/charges/tip/{performerId}`, the money
 * work): when the creator is live now, the tip appears in the stream's public chat as a tip message
 * (its amount in `price`, the fan's note as text) for everyone watching. Returns that message, or
 * null when the creator is not live. `amount` is in cents.
 */
export async function announceTip(
  deps: Deps,
  tip: { performerId: string; userId: string; amount: number; message?: string },
): Promise<ChatMessage | null> {
  const stream = await liveStreamOf(deps, tip.performerId);
  if (!stream?.conversationId) return null;
  const [conversation] = await deps.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, stream.conversationId));
  if (!conversation) return null;
  const row = await insertMessage(
    deps,
    conversation,
    { id: tip.userId },
    // The tip is paid already: the chat's rate limit must not refuse to show it.
    { type: "tip", priceCents: tip.amount, text: tip.message || TIP_TEXT, rateLimited: false },
  );
  return postToStream(deps, stream.id, row);
}
