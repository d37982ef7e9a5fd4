import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { galleries, photos } from "../../../drizzle/schema/assets";
import { AppError } from "../../errors";
import {
  assertCanSeePerformer,
  type ContentAccess,
  contentAccessMany,
  mayShowFile,
  visiblePerformerId,
} from "../../identity/access/service";
import type { Viewer } from "../../identity/accounts/viewer";
import { assertManages, requireCreatorOrAdmin } from "../../identity/accounts/viewer";
import { recountPerformerStats } from "../../identity/performers/stats";
import { userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import { containsText, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { sanitizeRichText } from "../../lib/rich-text";
import { deleteFile, fileUrls, storeUpload, variantUrls } from "../../media/upload";
import { assertNotSold, commitUnlessSold } from "../../money/wallet/sold-items";
import { auditOnBehalf } from "../../site/audit/service";
import { findGallery, type GalleryRow, galleryAccessItem } from "../assets/galleries";
import { loadFiles, lockFields, managerScope, toMediaFile } from "../assets/service";
import type {
  GalleryPhotoQueryInput,
  OwnPhotoQueryInput,
  PhotoDto,
  PhotoQueryInput,
  PhotoSort,
  UpdatePhotoInput,
  UploadPhotoInput,
} from "./schemas";

type PhotoRow = typeof photos.$inferSelect;

const galleryNotFound = () => new AppError("gallery_not_found");
const photoNotFound = () => new AppError("photo_not_found");

/**
 * Photos as a viewer sees them. Each photo follows its gallery's rule: its file (id and signed
 * URL; the photo is also its own thumbnail, Workers do no image resizing) only for entitled
 * viewers, except the photo the creator chose as the gallery's cover, which is its preview.
 */
export async function shapePhotos(
  deps: Deps,
  viewer: Viewer | null,
  rows: readonly PhotoRow[],
  known: { galleries?: readonly GalleryRow[]; access?: Map<string, ContentAccess> } = {},
): Promise<PhotoDto[]> {
  if (rows.length === 0) return [];
  const galleryById = new Map((known.galleries ?? []).map((g) => [g.id, g]));
  const missing = [...new Set(rows.map((r) => r.galleryId))].filter((id) => !galleryById.has(id));
  if (missing.length > 0) {
    for (const g of await deps.db.select().from(galleries).where(inArray(galleries.id, missing))) {
      galleryById.set(g.id, g);
    }
  }
  const access = new Map(known.access ?? []);
  const unknown = [...galleryById.values()].filter((g) => !access.has(g.id));
  const decided = await contentAccessMany(deps, viewer, unknown.map(galleryAccessItem));
  unknown.forEach((g, i) => {
    access.set(g.id, decided[i]);
  });

  const locked: ContentAccess = { canView: false, reason: "login_required", locked: "login_required" };
  const ruleOf = (row: PhotoRow) => access.get(row.galleryId) ?? locked;
  const roleOf = (row: PhotoRow) =>
    galleryById.get(row.galleryId)?.coverPhotoId === row.id ? ("preview" as const) : ("content" as const);
  const shown = rows.filter((r) => mayShowFile(ruleOf(r), roleOf(r)));
  const shownIds = new Set(shown.map((r) => r.id));
  const [cards, fileRows, urls] = await Promise.all([
    userCards(
      deps,
      rows.map((r) => r.performerId),
    ),
    // Every photo's row: a locked photo still carries its blurred preview (never its file).
    loadFiles(
      deps,
      rows.map((r) => r.fileId),
    ),
    fileUrls(
      deps,
      shown.filter((r) => ruleOf(r).canView).map((r) => r.fileId),
    ),
  ]);
  const coverUrls = await variantUrls(
    deps,
    shown.filter((r) => !ruleOf(r).canView).flatMap((r) => fileRows.get(r.fileId) ?? []),
  );
  return rows.map((row) => {
    const gallery = galleryById.get(row.galleryId);
    const rule = ruleOf(row);
    // A locked gallery's chosen cover goes out as a variant only (320/960 px), never the original.
    const asCover = rule.canView ? undefined : coverUrls.get(row.fileId);
    const file = !shownIds.has(row.id)
      ? null
      : asCover
        ? toMediaFile(fileRows.get(row.fileId), asCover.url, asCover.srcset)
        : toMediaFile(fileRows.get(row.fileId), urls.get(row.fileId) ?? null);
    return {
      _id: row.id,
      performerId: row.performerId,
      performer: cards.get(row.performerId) ?? null,
      galleryId: row.galleryId,
      title: row.title,
      description: row.description,
      status: row.status,
      isSale: gallery ? gallery.isSale && gallery.price > 0 : false,
      price: gallery ? toTokens(gallery.price) : 0,
      isGalleryCover: gallery?.coverPhotoId === row.id,
      photo: file,
      thumbnail: file,
      totalLike: row.totalLike,
      totalComment: row.totalComment,
      totalView: row.totalView,
      ...lockFields(rule, fileRows.get(row.fileId)),
      createdAt: toIso(row.createdAt)!,
      updatedAt: toIso(row.updatedAt)!,
    };
  });
}

async function findPhoto(deps: Deps, id: string): Promise<PhotoRow | undefined> {
  const [row] = await deps.db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return row;
}

/** A gallery the caller manages, or 404. */
async function managedGallery(deps: Deps, viewer: Viewer, galleryId: string): Promise<GalleryRow> {
  const gallery = await findGallery(deps, galleryId);
  assertManages(viewer, gallery, galleryNotFound);
  return gallery;
}

/** Stores the photo (checked by its bytes) and adds it to one of the creator's galleries. */
export async function uploadPhoto(
  deps: Deps,
  viewer: Viewer | null,
  file: File,
  input: UploadPhotoInput,
): Promise<PhotoDto> {
  const user = requireCreatorOrAdmin(viewer);
  const gallery = await managedGallery(deps, user, input.galleryId);
  const id = deps.ids.next();
  const stored = await storeUpload(deps, {
    ownerId: gallery.performerId,
    kind: "photo",
    file,
    refType: "photo",
    refId: id,
  });
  const now = deps.clock.now();
  try {
    await deps.db.batch([
      deps.db.insert(photos).values({
        id,
        performerId: gallery.performerId,
        galleryId: gallery.id,
        fileId: stored.id,
        title: input.title ?? "",
        description: sanitizeRichText(input.description),
        status: input.status ?? "active",
        createdAt: now,
        updatedAt: now,
      }),
      deps.db.update(galleries).set({ updatedAt: now }).where(eq(galleries.id, gallery.id)),
      recountPerformerStats(deps, gallery.performerId),
    ]);
  } catch (err) {
    await deleteFile(deps, stored.id);
    throw err;
  }
  const row = await findPhoto(deps, id);
  const [dto] = await shapePhotos(deps, user, [row!], { galleries: [gallery] });
  return dto;
}

/** Creator side: the caller's photos (admins: everyone's), optionally of one gallery. */
export async function searchOwnPhotos(deps: Deps, viewer: Viewer | null, query: OwnPhotoQueryInput) {
  const user = requireCreatorOrAdmin(viewer);
  const where = and(
    managerScope(user, photos.performerId, query.performerId),
    query.galleryId ? eq(photos.galleryId, query.galleryId) : undefined,
    query.status ? eq(photos.status, query.status) : undefined,
    query.q ? containsText(photos.title, query.q) : undefined,
  );
  return listPhotos(deps, user, where, query);
}

const PHOTO_SORT_COLUMNS = sortColumns<PhotoSort>({
  createdAt: photos.createdAt,
  title: photos.title,
  updatedAt: photos.updatedAt,
});

async function listPhotos(
  deps: Deps,
  viewer: Viewer | null,
  where: SQL | undefined,
  paging: PhotoQueryInput,
) {
  const { rows, total } = await selectPage<{ photo: PhotoRow }>(deps.db, {
    fields: { photo: photos },
    from: photos,
    join: (select) => select.innerJoin(galleries, eq(galleries.id, photos.galleryId)),
    where,
    orderBy: orderFor(paging, PHOTO_SORT_COLUMNS, "createdAt", photos.id),
    paging,
  });
  return {
    data: await shapePhotos(
      deps,
      viewer,
      rows.map((r) => r.photo),
    ),
    total,
  };
}

export async function updatePhoto(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  input: UpdatePhotoInput,
): Promise<PhotoDto> {
  const user = requireCreatorOrAdmin(viewer);
  const photo = await findPhoto(deps, id);
  if (!photo) throw photoNotFound();
  assertManages(user, photo, "photo_not_found");
  const now = deps.clock.now();
  let moveTo: GalleryRow | undefined;
  if (input.galleryId && input.galleryId !== photo.galleryId) {
    moveTo = await findGallery(deps, input.galleryId);
    // A photo only moves between galleries of the same creator.
    if (!moveTo || moveTo.performerId !== photo.performerId) throw galleryNotFound();
    await assertNotSold(deps, { type: "gallery", id: photo.galleryId }, "photo");
  }
  const writes: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [
    deps.db
      .update(photos)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
        ...(input.status ? { status: input.status } : {}),
        ...(moveTo ? { galleryId: moveTo.id } : {}),
        updatedAt: now,
      })
      .where(eq(photos.id, id)),
    recountPerformerStats(deps, photo.performerId),
    ...auditOnBehalf(
      deps,
      user,
      photo.performerId,
      "photo.update",
      { type: "photo", id },
      {
        fields: Object.keys(input),
      },
    ),
  ];
  if (moveTo) {
    // A photo that leaves its gallery no longer covers it.
    writes.push(
      deps.db
        .update(galleries)
        .set({ coverPhotoId: null, updatedAt: now })
        .where(eq(galleries.coverPhotoId, id)),
    );
    await commitUnlessSold(deps, { type: "gallery", id: photo.galleryId }, "photo", writes);
  } else {
    await deps.db.batch(writes);
  }
  const [dto] = await shapePhotos(deps, user, [(await findPhoto(deps, id))!]);
  return dto;
}

/** Deletes the photo and its file in R2; a gallery it covered falls back to its newest photo. */
export async function deletePhoto(deps: Deps, viewer: Viewer | null, id: string): Promise<{ deleted: true }> {
  const user = requireCreatorOrAdmin(viewer);
  const photo = await findPhoto(deps, id);
  if (!photo) throw photoNotFound();
  assertManages(user, photo, "photo_not_found");
  const gallery = { type: "gallery", id: photo.galleryId } as const;
  await assertNotSold(deps, gallery, "photo");
  await commitUnlessSold(deps, gallery, "photo", [
    deps.db
      .update(galleries)
      .set({ coverPhotoId: null, updatedAt: deps.clock.now() })
      .where(eq(galleries.coverPhotoId, id)),
    deps.db.delete(photos).where(eq(photos.id, id)),
    recountPerformerStats(deps, photo.performerId),
    ...auditOnBehalf(deps, user, photo.performerId, "photo.delete", { type: "photo", id }),
  ]);
  await deleteFile(deps, photo.fileId);
  return { deleted: true };
}

/** Makes the photo its gallery's cover. */
export async function setGalleryCover(deps: Deps, viewer: Viewer | null, id: string): Promise<PhotoDto> {
  const user = requireCreatorOrAdmin(viewer);
  const photo = await findPhoto(deps, id);
  if (!photo) throw photoNotFound();
  assertManages(user, photo, "photo_not_found");
  await deps.db.batch([
    deps.db
      .update(galleries)
      .set({ coverPhotoId: photo.id, updatedAt: deps.clock.now() })
      .where(eq(galleries.id, photo.galleryId)),
    ...auditOnBehalf(
      deps,
      user,
      photo.performerId,
      "gallery.cover",
      { type: "gallery", id: photo.galleryId },
      {
        photoId: photo.id,
      },
    ),
  ]);
  const [dto] = await shapePhotos(deps, user, [photo]);
  return dto;
}

/* ---- Fan side ---- */

const publishedPhoto = and(eq(photos.status, "active"), eq(galleries.status, "active"));

/** A creator's published photos; files only for viewers entitled to each photo's gallery. */
export async function listPerformerPhotos(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  performerIdOrUsername: string,
  paging: PhotoQueryInput,
) {
  const performerId = await visiblePerformerId(deps, viewer, country, performerIdOrUsername);
  return listPhotos(deps, viewer, and(eq(photos.performerId, performerId), publishedPhoto), paging);
}

/** One gallery's published photos (the creator and admins also see drafts). */
export async function listGalleryPhotos(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: GalleryPhotoQueryInput,
) {
  const gallery = await findGallery(deps, query.galleryId);
  const manages = Boolean(viewer && gallery && (viewer.id === gallery.performerId || viewer.isAdmin));
  if (!gallery || (gallery.status !== "active" && !manages)) throw galleryNotFound();
  await assertCanSeePerformer(deps, viewer, country, gallery.performerId);
  return listPhotos(
    deps,
    viewer,
    and(eq(photos.galleryId, gallery.id), manages ? undefined : eq(photos.status, "active")),
    query,
  );
}
