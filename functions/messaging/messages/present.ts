import { inArray } from "drizzle-orm";
import { files } from "../../../drizzle/schema/files";
import type { conversations, messages } from "../../../drizzle/schema/messaging";
import type { ChatMessage } from "../../../party/protocol";
import { purchasedItemIds } from "../../identity/access/service";
import { type UserCard, userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { fileUrls } from "../../media/upload";

export type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

/** The text a deleted message of a stream's public chat keeps (its file is removed). */
export const DELETED_TEXT = "Message deleted";

/** Who reads a message: what they may see of a pay-per-view one depends on it. */
export type Reader = { id: string; isAdmin: boolean };

/** A pay-per-view message: a price on an ordinary message (a tip's price is its amount, not a price). */
export const isPayPerView = (row: Pick<MessageRow, "type" | "price">) => row.type !== "tip" && row.price > 0;

/**
 * Messages as one reader sees them. A pay-per-view message is locked (no text, no file URL) for
 * anyone but its sender and admins until the reader has bought it: a `purchases` row of type
 * "message" (written by the wallet charge, functions/identity/access/service.ts reads it). A locked
 * message still carries its file's blurred preview and a video's duration.
 */
export async function presentMessages(
  deps: Deps,
  reader: Reader,
  rows: readonly MessageRow[],
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const paid = rows.filter((r) => isPayPerView(r) && r.senderId !== reader.id).map((r) => r.id);
  const fileIds = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
  const [senders, bought, fileRows] = await Promise.all([
    userCards(
      deps,
      rows.map((r) => r.senderId),
    ),
    reader.isAdmin || paid.length === 0
      ? Promise.resolve(new Set<string>())
      : purchasedItemIds(deps, reader.id, "message", paid),
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
  const locked = (r: MessageRow) =>
    isPayPerView(r) && r.senderId !== reader.id && !reader.isAdmin && !bought.has(r.id);
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
