import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, cents, createdAt, id, timestamp, updatedAt } from "./columns";
import { files } from "./files";
import { users } from "./users";

/** Creator assets are either published (visible to fans) or drafts (only the creator sees them). */
export const ASSET_STATUSES = ["active", "draft"] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];

/**
 * A photo album. Its photos inherit its access rule: for sale (isSale and price > 0) needs a
 * purchase of the gallery, otherwise an active subscription.
 */
export const galleries = sqliteTable(
  "galleries",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ASSET_STATUSES }).notNull().default("active"),
    isSale: bool("is_sale").notNull().default(false),
    price: cents("price").notNull().default(0),
    /** The photo shown as the album's cover; null falls back to the newest photo. */
    coverPhotoId: text("cover_photo_id"),
    totalLike: integer("total_like").notNull().default(0),
    totalComment: integer("total_comment").notNull().default(0),
    totalView: integer("total_view").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("galleries_performer_idx").on(t.performerId, t.createdAt),
    // Search across creators, newest first (the text search walks it in order up to the page).
    index("galleries_status_created_idx").on(t.status, t.createdAt, t.id),
    check("galleries_price_non_negative", sql`${t.price} >= 0`),
  ],
);

/** A photo, always in a gallery; its file is a `files` row of type "photo". */
export const photos = sqliteTable(
  "photos",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    galleryId: text("gallery_id")
      .notNull()
      .references(() => galleries.id, { onDelete: "cascade" }),
    fileId: text("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    status: text("status", { enum: ASSET_STATUSES }).notNull().default("active"),
    totalLike: integer("total_like").notNull().default(0),
    totalComment: integer("total_comment").notNull().default(0),
    totalView: integer("total_view").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("photos_gallery_idx").on(t.galleryId, t.createdAt),
    index("photos_performer_idx").on(t.performerId, t.createdAt),
    // Where a file is used (functions/media/uses.ts) and the file's deletion's foreign key.
    index("photos_file_idx").on(t.fileId),
  ],
);

/**
 * A video with an optional thumbnail and teaser. A scheduled video (isSchedule) stays hidden from
 * fans until the cron job publishes it at scheduledAt (it then clears isSchedule).
 */
export const videos = sqliteTable(
  "videos",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** JSON array of lower-case tags. */
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    /** JSON array of user ids of creators who appear in the video. */
    participantIds: text("participant_ids", { mode: "json" }).$type<string[]>().notNull().default([]),
    status: text("status", { enum: ASSET_STATUSES }).notNull().default("active"),
    isSale: bool("is_sale").notNull().default(false),
    price: cents("price").notNull().default(0),
    fileId: text("file_id").references(() => files.id, { onDelete: "set null" }),
    thumbnailFileId: text("thumbnail_file_id").references(() => files.id, { onDelete: "set null" }),
    teaserFileId: text("teaser_file_id").references(() => files.id, { onDelete: "set null" }),
    isSchedule: bool("is_schedule").notNull().default(false),
    scheduledAt: timestamp("scheduled_at"),
    totalLike: integer("total_like").notNull().default(0),
    totalComment: integer("total_comment").notNull().default(0),
    totalView: integer("total_view").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("videos_performer_idx").on(t.performerId, t.createdAt),
    // Where a file is used (functions/media/uses.ts, a vault video's poster) and the file's
    // deletion's foreign keys (set null), one per file column.
    index("videos_file_idx").on(t.fileId),
    index("videos_thumbnail_file_idx").on(t.thumbnailFileId),
    index("videos_teaser_file_idx").on(t.teaserFileId),
    index("videos_schedule_idx").on(t.isSchedule, t.scheduledAt),
    // Search across creators: published, not waiting for its date, newest first.
    index("videos_listed_idx").on(t.status, t.isSchedule, t.createdAt, t.id),
    check("videos_price_non_negative", sql`${t.price} >= 0`),
  ],
);

export const PRODUCT_TYPES = ["physical", "digital"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * A shop item. Physical products have a stock; digital ones a file that is only ever handed out
 * through the order's download link, never in product responses.
 */
export const products = sqliteTable(
  "products",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    type: text("type", { enum: PRODUCT_TYPES }).notNull(),
    status: text("status", { enum: ASSET_STATUSES }).notNull().default("active"),
    price: cents("price").notNull(),
    /** Units left (physical only; null for digital). The CHECK makes an oversell fail its batch. */
    stock: integer("stock"),
    imageFileId: text("image_file_id").references(() => files.id, { onDelete: "set null" }),
    digitalFileId: text("digital_file_id").references(() => files.id, { onDelete: "set null" }),
    totalLike: integer("total_like").notNull().default(0),
    totalComment: integer("total_comment").notNull().default(0),
    totalView: integer("total_view").notNull().default(0),
    totalSold: integer("total_sold").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("products_performer_idx").on(t.performerId, t.createdAt),
    // Where a file is used (functions/media/uses.ts) and the file's deletion's foreign keys.
    index("products_image_file_idx").on(t.imageFileId),
    index("products_digital_file_idx").on(t.digitalFileId),
    // The shop across creators, newest first.
    index("products_status_created_idx").on(t.status, t.createdAt, t.id),
    check("products_price_positive", sql`${t.price} > 0`),
    check("products_stock_non_negative", sql`${t.stock} IS NULL OR ${t.stock} >= 0`),
  ],
);
