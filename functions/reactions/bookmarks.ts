import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteColumn, type SQLiteSelect } from "drizzle-orm/sqlite-core";
import { galleries, photos, products, videos } from "../../drizzle/schema/assets";
import { performerCountryBlocks, userBlocks } from "../../drizzle/schema/blocks";
import { feeds } from "../../drizzle/schema/feeds";
import { performerProfiles } from "../../drizzle/schema/performers";
import { type ReactionObjectType, reactions } from "../../drizzle/schema/social";
import { users } from "../../drizzle/schema/users";
import type { Viewer } from "../auth/viewer";
import { type PerformerCard, performerCards } from "../follows/cards";
import { toIso } from "../lib/clock";
import type { Deps } from "../lib/deps";
import type { Paging } from "../lib/http";
import { selectPage } from "../lib/paging";
import { textPreview } from "../lib/rich-text";
import { fileUrls } from "../media/upload";
import { publishedFeed, publishedGallery, publishedProduct, publishedVideo } from "./targets";

const cover = alias(photos, "cover");

/** The path segment of `/reactions/{type}/bookmark` and the object type it lists. */
export const BOOKMARK_LISTS = {
  feeds: "feed",
  videos: "video",
  galleries: "gallery",
  products: "product",
  performers: "performer",
} as const satisfies Record<string, ReactionObjectType>;
export type BookmarkList = keyof typeof BOOKMARK_LISTS;

export interface Bookmark {
  _id: string;
  objectId: string;
  objectType: ReactionObjectType;
  title: string;
  description: string;
  thumbnail: string | null;
  performer: PerformerCard;
  bookmarkedAt: string;
}

interface Row {
  reactionId: string;
  objectId: string;
  performerId: string;
  title: string;
  text: string;
  thumbnailFileId: string | null;
  createdAt: number;
}

/** Leaves out creators who blocked the viewer or the viewer's country: their content is hidden. */
function notBlocked(
  performerId: SQL | typeof reactions.performerId,
  viewerId: string,
  country: string | null,
) {
  const byUser = sql`NOT EXISTS (SELECT 1 FROM ${userBlocks} WHERE ${userBlocks.performerId} = ${performerId} AND ${userBlocks.userId} = ${viewerId})`;
  if (!country) return byUser;
  return and(
    byUser,
    sql`NOT EXISTS (SELECT 1 FROM ${performerCountryBlocks} WHERE ${performerCountryBlocks.performerId} = ${performerId} AND ${performerCountryBlocks.countryCode} = ${country})`,
  )!;
}

interface BookmarkSource {
  /** The object's columns as a bookmark shows them. */
  fields: Record<"performerId" | "title" | "text" | "thumbnailFileId", SQL | SQLiteColumn>;
  /** Joins the object (and what its summary needs) onto the reactions rows. */
  join(query: SQLiteSelect): SQLiteSelect;
  /** Only objects fans can see now. */
  where: SQL | undefined;
}

/** Where each kind of bookmarked object lives and how its summary is read. */
function bookmarkSource(objectType: ReactionObjectType, now: number): BookmarkSource {
  switch (objectType) {
    case "feed":
      return {
        fields: {
          performerId: feeds.performerId,
          title: sql<string>`''`,
          text: feeds.text,
          thumbnailFileId: feeds.thumbnailFileId,
        },
        join: (q) => q.innerJoin(feeds, eq(feeds.id, reactions.objectId)),
        where: publishedFeed(now),
      };
    case "video":
      return {
        fields: {
          performerId: videos.performerId,
          title: videos.title,
          text: videos.description,
          thumbnailFileId: videos.thumbnailFileId,
        },
        join: (q) => q.innerJoin(videos, eq(videos.id, reactions.objectId)),
        where: publishedVideo(now),
      };
    case "gallery":
      return {
        fields: {
          performerId: galleries.performerId,
          title: galleries.title,
          text: galleries.description,
          // The chosen cover, else the newest published photo (as the gallery pages show it).
          thumbnailFileId: sql<
            string | null
          >`coalesce(${cover.fileId}, (SELECT ${photos.fileId} FROM ${photos} WHERE ${photos.galleryId} = ${galleries.id} AND ${photos.status} = 'active' ORDER BY ${photos.createdAt} DESC LIMIT 1))`,
        },
        join: (q) =>
          q
            .innerJoin(galleries, eq(galleries.id, reactions.objectId))
            .leftJoin(cover, eq(cover.id, galleries.coverPhotoId)),
        where: publishedGallery(),
      };
    case "product":
      return {
        fields: {
          performerId: products.performerId,
          title: products.name,
          text: products.description,
          thumbnailFileId: products.imageFileId,
        },
        join: (q) => q.innerJoin(products, eq(products.id, reactions.objectId)),
        where: publishedProduct(),
      };
    default:
      return {
        fields: {
          performerId: users.id,
          title: users.name,
          text: performerProfiles.bio,
          thumbnailFileId: users.avatarFileId,
        },
        join: (q) =>
          q
            .innerJoin(users, eq(users.id, reactions.objectId))
            .innerJoin(performerProfiles, eq(performerProfiles.userId, users.id)),
        where: eq(users.status, "active"),
      };
  }
}

/**
 * The viewer's bookmarks of one kind, newest first, with a summary of each object. Objects that
 * are gone, unpublished or hidden from the viewer by a block are left out (and not counted).
 */
export async function listBookmarks(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  list: BookmarkList,
  paging: Paging,
) {
  const objectType = BOOKMARK_LISTS[list];
  const now = deps.clock.now();
  const mine = and(
    eq(reactions.userId, viewer.id),
    eq(reactions.action, "bookmark"),
    eq(reactions.objectType, objectType),
    notBlocked(reactions.performerId, viewer.id, country),
  );
  const source = bookmarkSource(objectType, now);
  const fields = {
    reactionId: reactions.id,
    objectId: reactions.objectId,
    createdAt: reactions.createdAt,
    ...source.fields,
  };
  const order = paging.sort === "asc" ? reactions.createdAt : desc(reactions.createdAt);
  const { rows, total } = await selectPage<Row>(deps.db, {
    fields,
    from: reactions,
    join: source.join,
    where: and(mine, source.where),
    orderBy: [order],
    paging,
  });

  const cards = await performerCards(
    deps,
    rows.map((r) => r.performerId),
  );
  const thumbnails = await fileUrls(
    deps,
    rows.map((r) => r.thumbnailFileId),
  );
  const data: Bookmark[] = [];
  for (const row of rows) {
    const performer = cards.get(row.performerId);
    if (!performer) continue;
    data.push({
      _id: row.reactionId,
      objectId: row.objectId,
      objectType,
      title: row.title,
      description: textPreview(row.text),
      // Thumbnails, covers and product images are shown to anyone who may see the creator.
      thumbnail: (row.thumbnailFileId && thumbnails.get(row.thumbnailFileId)) || null,
      performer,
      bookmarkedAt: toIso(row.createdAt)!,
    });
  }
  return { data, total };
}
