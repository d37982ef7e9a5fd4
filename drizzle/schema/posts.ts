import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

export const POST_TYPES = ["page", "post"] as const;
export type PostType = (typeof POST_TYPES)[number];
export const PUBLISH_STATUSES = ["active", "inactive"] as const;
export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

/** Site pages (terms, privacy, help, about) and announcements, written by admins. */
export const posts = sqliteTable(
  "posts",
  {
    id: id(),
    /** Lower-case, URL-safe, unique: `/posts/terms` finds the page by slug. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Sanitised rich text (functions/lib/rich-text.ts). */
    content: text("content").notNull().default(""),
    shortDescription: text("short_description").notNull().default(""),
    type: text("type", { enum: POST_TYPES }).notNull().default("page"),
    status: text("status", { enum: PUBLISH_STATUSES }).notNull().default("active"),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("posts_slug_unique").on(t.slug), index("posts_type_status_idx").on(t.type, t.status)],
);

/** Banners shown at named positions of the site, in `ordering` order. */
export const sitePromos = sqliteTable(
  "site_promos",
  {
    id: id(),
    title: text("title").notNull(),
    /** An http(s) URL or a site path; banners are public, so never a signed /media link. */
    imageUrl: text("image_url").notNull(),
    link: text("link"),
    position: text("position").notNull().default("top"),
    status: text("status", { enum: PUBLISH_STATUSES }).notNull().default("active"),
    ordering: integer("ordering").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("site_promos_position_idx").on(t.position, t.status, t.ordering)],
);
