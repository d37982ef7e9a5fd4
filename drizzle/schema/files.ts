import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

export const FILE_STATUSES = ["uploading", "processing", "ready", "error"] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** Every stored media object. R2 keys are never exposed; viewers get short-lived signed URLs. */
export const files = sqliteTable(
  "files",
  {
    id: id(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What the file is for: avatar, cover, document, feed-photo, feed-video, ... (functions/media/kinds.ts). */
    type: text("type").notNull(),
    r2Key: text("r2_key").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    originalName: text("original_name"),
    width: integer("width"),
    height: integer("height"),
    duration: integer("duration"),
    /**
     * A photo's (or a video poster's) locked preview: a WebP at most 20 px wide as a data: URI,
     * made by the Images binding at upload (functions/media/variants.ts). Shown to viewers without
     * access in place of the content; too small to be turned back into the photo.
     */
    preview: text("preview"),
    /**
     * When the preview backfill (functions/media/preview-backfill.ts) read this file and could make
     * no preview (bytes the binding cannot decode, an object gone): it is not tried again.
     */
    previewTriedAt: integer("preview_tried_at"),
    status: text("status", { enum: FILE_STATUSES }).notNull().default("uploading"),
    /** What the file is attached to, once attached (e.g. "feed", id). */
    refType: text("ref_type"),
    refId: text("ref_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // An owner's files, newest first: the vault's page reads 20 in this order and stops; with
    // what the vault's rule reads (kind, status, media), its count walks the index alone.
    index("files_owner_idx").on(t.ownerId, t.createdAt, t.id, t.type, t.status, t.mimeType),
    index("files_ref_idx").on(t.refType, t.refId),
    // The backfill's queue: files still without a preview that it has not tried.
    index("files_preview_pending_idx")
      .on(t.type, t.id)
      .where(sql`${t.preview} is null and ${t.previewTriedAt} is null`),
  ],
);
