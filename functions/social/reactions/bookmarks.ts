import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteColumn, type SQLiteSelect } from "drizzle-orm/sqlite-core";
import { galleries, photos, products, videos } from "../../../drizzle/schema/assets";
import { feeds } from "../../../drizzle/schema/feeds";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { type ReactionObjectType, reactions } from "../../../drizzle/schema/social";
import { users } from "../../../drizzle/schema/users";
import {
  contentAccessMany,
  contentItem,
  mayShowFile,
  performerNotHidden,
} from "../../identity/access/service";
import type { Viewer } from "../../identity/accounts/viewer";
import { type PerformerCard, performerCards } from "../../identity/performers/cards";
import { toIso } from "../../lib/clock";
import { selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";
import { lockedPreview, textPreview } from "../../lib/rich-text";
import { fileUrls } from "../../media/upload";
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

interface Bookmark {
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
  isSale: boolean;
  price: number;
  /** A preview the creator chose (thumbnail, cover, product image, avatar). */
  previewFileId: string | null;
  /** A file of the content that may stand in as thumbnail for viewers entitled to it. */
  contentFileId: string | null;
  createdAt: number;
}

interface BookmarkSource {
  /** The object's columns as a bookmark shows them. */
  fields: Record<
    "performerId" | "title" | "text" | "isSale" | "price" | "previewFileId" | "contentFileId",
    SQL | SQLiteColumn
  >;
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
          isSale: feeds.isSale,
          price: feeds.price,
          previewFileId: feeds.thumbnailFileId,
          // A photo post's first photo, for viewers the post is unlocked for (as its card shows it).
          contentFileId: sql<
            string | null
          >`CASE WHEN ${feeds.type} = 'photo' THEN json_extract(${feeds.fileIds}, '$[0]') END`,
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
          isSale: videos.isSale,
          price: videos.price,
          previewFileId: videos.thumbnailFileId,
          contentFileId: sql<null>`NULL`,
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
          isSale: galleries.isSale,
          price: galleries.price,
          // The chosen cover; else, for viewers the gallery is unlocked for, its newest photo
          // (as the gallery pages show it).
          previewFileId: cover.fileId,
          contentFileId: sql<
            string | null
          >`(SELECT ${photos.fileId} FROM ${photos} WHERE ${photos.galleryId} = ${galleries.id} AND ${photos.status} = 'active' ORDER BY ${photos.createdAt} DESC LIMIT 1)`,
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
          isSale: sql<boolean>`0`,
          price: products.price,
          previewFileId: products.imageFileId,
          contentFileId: sql<null>`NULL`,
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
          isSale: sql<boolean>`0`,
          price: sql<number>`0`,
          previewFileId: users.avatarFileId,
          contentFileId: sql<null>`NULL`,
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
    // Creators who blocked the viewer or their country are hidden, with their content.
    performerNotHidden(viewer, country, reactions.performerId),
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

  // A bookmark of a locked item shows what the item shows the viewer (access/service.ts).
  const access =
    objectType === "performer"
      ? null
      : await contentAccessMany(
          deps,
          viewer,
          rows.map((r) =>
            contentItem(objectType, {
              id: r.objectId,
              performerId: r.performerId,
              isSale: Boolean(r.isSale),
              price: r.price,
            }),
          ),
        );
  const thumbnailIds = rows.map((row, i) => {
    if (!access) return row.previewFileId;
    if (row.previewFileId && mayShowFile(access[i], "preview")) return row.previewFileId;
    return row.contentFileId && mayShowFile(access[i], "content") ? row.contentFileId : null;
  });
  const [cards, thumbnails] = await Promise.all([
    performerCards(
      deps,
      rows.map((r) => r.performerId),
    ),
    fileUrls(deps, thumbnailIds),
  ]);
  const data: Bookmark[] = [];
  rows.forEach((row, i) => {
    const performer = cards.get(row.performerId);
    if (!performer) return;
    const thumbnailId = thumbnailIds[i];
    data.push({
      _id: row.reactionId,
      objectId: row.objectId,
      objectType,
      title: row.title,
      // A locked item is described only as far as its locked preview goes.
      description: access && !access[i].canView ? lockedPreview(row.text) : textPreview(row.text),
      thumbnail: (thumbnailId && thumbnails.get(thumbnailId)) || null,
      performer,
      bookmarkedAt: toIso(row.createdAt)!,
    });
  });
  return { data, total };
}
