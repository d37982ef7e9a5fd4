import { inArray, sql } from "drizzle-orm";
import { files } from "../../../drizzle/schema/files";
import { type conversations, messages } from "../../../drizzle/schema/messaging";
import type { ChatMessage } from "../../../party/protocol";
import { purchasedItemIds } from "../../identity/access/service";
import { type UserCard, userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { fileUrls } from "../../media/upload";
import { chatPreview } from "./escaped";
import type { MessagePreview } from "./preview";

export type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

/** The text a deleted message of a stream's public chat keeps (its file is removed). */
export const DELETED_TEXT = "Message deleted";

/** Who reads a message: what they may see of a pay-per-view one depends on it. */
export type Reader = { id: string; isAdmin: boolean };

/** A pay-per-view message: a price on an ordinary message (a tip's price is its amount, not a price). */
export const isPayPerView = (row: Pick<MessageRow, "type" | "price">) => row.type !== "tip" && row.price > 0;

/**
 * Who may see a pay-per-view message, the one rule: it is locked for anyone but its sender and
 * admins until the reader has bought it (a `purchases` row of type "message", written by the
 * wallet charge; functions/identity/access/service.ts reads it). The thread (presentMessages) and
 * the conversation lists' previews (lastMessagePreviews) both ask here.
 */
export async function lockedFor(deps: Deps, reader: Reader, rows: readonly MessageRow[]) {
  const paid = rows.filter((r) => isPayPerView(r) && r.senderId !== reader.id).map((r) => r.id);
  const bought =
    reader.isAdmin || paid.length === 0
      ? new Set<string>()
      : await purchasedItemIds(deps, reader.id, "message", paid);
  return {
    bought,
    locked: (r: MessageRow) =>
      isPayPerView(r) && r.senderId !== reader.id && !reader.isAdmin && !bought.has(r.id),
  };
}

/**
 * Messages as one reader sees them: a pay-per-view message is locked (no text, no file URL) as
 * lockedFor says. A locked message still carries its file's blurred preview and a video's duration.
 */
export async function presentMessages(
  deps: Deps,
  reader: Reader,
  rows: readonly MessageRow[],
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const fileIds = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
  const [senders, { bought, locked }, fileRows] = await Promise.all([
    userCards(
      deps,
      rows.map((r) => r.senderId),
    ),
    lockedFor(deps, reader, rows),
    fileIds.length
      ? deps.db
          .select({
            id: files.id,
            mimeType: files.mimeType,
            duration: files.duration,
            preview: files.preview,
          })
          .from(files)
          .where(inArray(files.id, fileIds))
      : Promise.resolve([]),
  ]);
  const urls = await fileUrls(
    deps,
    rows.filter((r) => !locked(r) && !r.isDeleted).map((r) => r.fileId),
  );
  const fileById = new Map(fileRows.map((f) => [f.id, f]));
  return rows.map((r) => {
    const isLocked = locked(r);
    const fileRow = r.fileId ? fileById.get(r.fileId) : undefined;
    const mimeType = fileRow?.mimeType;
    return {
      _id: r.id,
      conversationId: r.conversationId,
      senderId: r.senderId,
      sender: (senders.get(r.senderId) as UserCard | undefined) ?? null,
      type: r.type,
      text: r.isDeleted ? DELETED_TEXT : isLocked ? null : r.text,
      isDeleted: r.isDeleted,
      isSale: isPayPerView(r),
      price: toTokens(r.price),
      isBought: isPayPerView(r) && bought.has(r.id),
      locked: isLocked,
      file:
        r.fileId && mimeType && !r.isDeleted
          ? {
              _id: isLocked ? null : r.fileId,
              kind: mimeType.startsWith("video/") ? "video" : "photo",
              url: isLocked ? null : (urls.get(r.fileId) ?? null),
              mimeType,
              // A locked message says what it holds ("a 2:31 video") over its blurred preview,
              // made at upload (media/video-facts.ts, media/variants.ts); never the file.
              duration: fileRow?.duration ?? null,
              preview: isLocked ? (fileRow?.preview ?? null) : null,
            }
          : null,
      createdAt: toIso(r.createdAt)!,
      updatedAt: toIso(r.updatedAt)!,
    };
  });
}

export async function presentMessage(deps: Deps, reader: Reader, row: MessageRow): Promise<ChatMessage> {
  const [view] = await presentMessages(deps, reader, [row]);
  return view;
}

/**
 * The newest message of each of these conversations as the reader may see it, for the lists'
 * previews (preview.ts): locked or not by the thread's rule (lockedFor). One statement finds them
 * (each conversation's newest through messages_conversation_idx), a second the reader's purchases
 * when one of them is someone else's pay-per-view message.
 */
export async function lastMessagePreviews(
  deps: Deps,
  reader: Reader,
  conversationIds: readonly string[],
): Promise<Map<string, MessagePreview>> {
  if (conversationIds.length === 0) return new Map();
  const newest = sql`(select m.id from messages m where m.conversation_id = j.value
    order by m.created_at desc, m.id desc limit 1)`;
  const rows = await deps.db
    .select()
    .from(messages)
    .where(
      sql`${messages.id} in (select ${newest} from json_each(${JSON.stringify([...new Set(conversationIds)])}) j)`,
    );
  const { locked } = await lockedFor(deps, reader, rows);
  return new Map(
    rows.map((r) => {
      const isLocked = locked(r);
      const text = r.isDeleted ? DELETED_TEXT : isLocked ? "" : chatPreview(r.text);
      return [r.conversationId, { type: r.type, text, price: toTokens(r.price), locked: isLocked }];
    }),
  );
}
