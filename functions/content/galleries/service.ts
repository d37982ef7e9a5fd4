import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { galleries, photos } from "../../../drizzle/schema/assets";
import { AppError, fieldError } from "../../errors";
import {
  assertCanSeePerformer,
  contentAccess,
  contentAccessMany,
  mayShowFile,
  visibleCreatorCondition,
  visiblePerformerId,
} from "../../identity/access/service";
import { assertMaySell } from "../../identity/access/verified";
import type { Viewer } from "../../identity/accounts/viewer";
import { assertManages, requireCreatorOrAdmin } from "../../identity/accounts/viewer";
import { recountPerformerStats } from "../../identity/performers/stats";
import { userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import { containsText, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toCents, toTokens } from "../../lib/money";
import type { Paging } from "../../lib/paging";
import { sanitizeRichText } from "../../lib/rich-text";
import { deleteFiles, variantUrls } from "../../media/upload";
import { assertNotSold, boughtBy, refundChargesLeftBy } from "../../money/wallet/sold-items";
import { auditOnBehalf } from "../../site/audit/service";
import { forgetItemStatements } from "../../social/reactions/cleanup";
import { countView, type Visitor } from "../../social/reactions/views";
import { findGallery, type GalleryRow, galleryAccessItem } from "../assets/galleries";
import { saleError } from "../assets/schemas";
import { loadFiles, lockFields, managerScope, toMediaFile, updateItemWithFiles } from "../assets/service";
import { shapePhotos } from "../photos/service";
import type {
  CreateGalleryInput,
  FanGalleryQueryInput,
  GalleryDto,
  GallerySort,
  GalleryViewDto,
  OwnGalleryQueryInput,
  UpdateGalleryInput,
} from "./schemas";

const notFound = () => new AppError("gallery_not_found");
const VIEW_PHOTOS = 100;

/**
 * Galleries as a viewer sees them: title, price and the cover the creator chose for everyone who
 * may see the creator, the lock state from the content rule. With no chosen cover, entitled
 * viewers see the newest photo as cover and everyone else none (a placeholder): a photo of the
 * gallery is content, not a preview. `allPhotos` counts drafts too (the creator's own lists).
 */
async function shapeGalleries(
  deps: Deps,
  viewer: Viewer | null,
  rows: readonly GalleryRow[],
  options: { allPhotos?: boolean } = {},
): Promise<GalleryDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((g) => g.id);
  const photoFilter = and(
    inArray(photos.galleryId, ids),
    options.allPhotos ? undefined : eq(photos.status, "active"),
  );
  const access = await contentAccessMany(deps, viewer, rows.map(galleryAccessItem));
  // The newest photo of each gallery without a chosen cover: its file for viewers it is unlocked
  // for, its blurred preview for the others.
  const uncovered = rows.filter((g) => !g.coverPhotoId).map((g) => g.id);
  const chosen = rows.map((g) => g.coverPhotoId).filter((id): id is string => Boolean(id));
  const [counts, newest, chosenPhotos, cards] = await Promise.all([
    deps.db
      .select({ galleryId: photos.galleryId, n: count() })
      .from(photos)
      .where(photoFilter)
      .groupBy(photos.galleryId),
    uncovered.length
      ? deps.db
          .select({ galleryId: photos.galleryId, id: photos.id, fileId: photos.fileId })
          .from(photos)
          .where(
            and(
              inArray(photos.galleryId, uncovered),
              options.allPhotos ? undefined : eq(photos.status, "active"),
              sql`${photos.createdAt} = (SELECT max(p2.created_at) FROM photos p2 WHERE p2.gallery_id = ${photos.galleryId}${options.allPhotos ? sql`` : sql` AND p2.status = 'active'`})`,
            ),
          )
      : Promise.resolve([]),
    chosen.length
      ? deps.db
          .select({ id: photos.id, fileId: photos.fileId })
          .from(photos)
          .where(inArray(photos.id, chosen))
      : Promise.resolve([]),
    userCards(
      deps,
      rows.map((g) => g.performerId),
    ),
  ]);
  const chosenFile = new Map(chosenPhotos.map((p) => [p.id, p.fileId]));
  const newestFile = new Map<string, string>();
  for (const p of newest) if (!newestFile.has(p.galleryId)) newestFile.set(p.galleryId, p.fileId);
  const coverFile = new Map<string, string>();
  rows.forEach((g, i) => {
    const preview = g.coverPhotoId ? chosenFile.get(g.coverPhotoId) : undefined;
    const content = mayShowFile(access[i], "content") ? newestFile.get(g.id) : undefined;
    const fileId = (mayShowFile(access[i], "preview") ? preview : undefined) ?? content;
    if (fileId) coverFile.set(g.id, fileId);
  });
  const previewFile = new Map<string, string>();
  rows.forEach((g, i) => {
    const fileId = (g.coverPhotoId ? chosenFile.get(g.coverPhotoId) : undefined) ?? newestFile.get(g.id);
    if (!access[i].canView && fileId) previewFile.set(g.id, fileId);
  });
  const fileRows = await loadFiles(deps, [...coverFile.values(), ...previewFile.values()]);
  // A cover is shown as a variant (320/960 px), never as the original photo.
  const urls = await variantUrls(
    deps,
    [...coverFile.values()].flatMap((id) => fileRows.get(id) ?? []),
  );
  const countBy = new Map(counts.map((c) => [c.galleryId, c.n]));
  return rows.map((g, i) => {
    const fileId = coverFile.get(g.id);
    return {
      _id: g.id,
      performerId: g.performerId,
      performer: cards.get(g.performerId) ?? null,
      title: g.title,
      description: g.description,
      status: g.status,
      isSale: g.isSale && g.price > 0,
      price: toTokens(g.price),
      coverPhotoId: g.coverPhotoId,
      cover: fileId
        ? toMediaFile(fileRows.get(fileId), urls.get(fileId)?.url ?? null, urls.get(fileId)?.srcset ?? null)
        : null,
      numOfItems: countBy.get(g.id) ?? 0,
      totalLike: g.totalLike,
      totalComment: g.totalComment,
      totalView: g.totalView,
      ...lockFields(access[i], fileRows.get(previewFile.get(g.id) ?? "")),
      createdAt: toIso(g.createdAt)!,
      updatedAt: toIso(g.updatedAt)!,
    };
  });
}

async function shapeOne(deps: Deps, viewer: Viewer | null, row: GalleryRow, allPhotos = false) {
  const [dto] = await shapeGalleries(deps, viewer, [row], { allPhotos });
  return dto;
}

export async function createGallery(
  deps: Deps,
  viewer: Viewer | null,
  input: CreateGalleryInput,
): Promise<GalleryDto> {
  const user = requireCreatorOrAdmin(viewer);
  if (!user.isPerformer) throw new AppError("performer_only");
  const sale = saleError(input.isSale, input.price);
  if (sale) throw fieldError(sale);
  await assertMaySell(deps, user.id, input.isSale);
  const id = deps.ids.next();
  const now = deps.clock.now();
  await deps.db.batch([
    deps.db.insert(galleries).values({
      id,
      performerId: user.id,
      title: input.title,
      description: sanitizeRichText(input.description),
      status: input.status,
      isSale: input.isSale,
      price: input.isSale ? toCents(input.price) : 0,
      createdAt: now,
      updatedAt: now,
    }),
    recountPerformerStats(deps, user.id),
  ]);
  return shapeOne(deps, user, (await findGallery(deps, id))!, true);
}

const GALLERY_SORT_COLUMNS = sortColumns<GallerySort>({
  createdAt: galleries.createdAt,
  title: galleries.title,
  price: galleries.price,
  updatedAt: galleries.updatedAt,
  totalView: galleries.totalView,
  totalLike: galleries.totalLike,
});

async function listGalleries(
  deps: Deps,
  viewer: Viewer | null,
  where: SQL | undefined,
  paging: Paging & { sortBy?: GallerySort },
  allPhotos: boolean,
) {
  const { rows, total } = await selectPage(deps.db, {
    from: galleries,
    where,
    orderBy: [...orderFor(paging, GALLERY_SORT_COLUMNS, "createdAt", galleries.id)],
    paging: paging,
  });
  return { data: await shapeGalleries(deps, viewer, rows, { allPhotos }), total };
}

/** Creator side: the caller's galleries (admins: everyone's, or one creator's). */
export async function searchOwnGalleries(deps: Deps, viewer: Viewer | null, query: OwnGalleryQueryInput) {
  const user = requireCreatorOrAdmin(viewer);
  const where = and(
    managerScope(user, galleries.performerId, query.performerId),
    query.status ? eq(galleries.status, query.status) : undefined,
    query.q ? containsText(galleries.title, query.q) : undefined,
  );
  return listGalleries(deps, user, where, query, true);
}

async function managedGallery(deps: Deps, viewer: Viewer, id: string): Promise<GalleryRow> {
  const gallery = await findGallery(deps, id);
  if (!gallery) throw notFound();
  assertManages(viewer, gallery, "gallery_not_found");
  return gallery;
}

export async function updateGallery(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  input: UpdateGalleryInput,
): Promise<GalleryDto> {
  const user = requireCreatorOrAdmin(viewer);
  const gallery = await managedGallery(deps, user, id);
  const isSale = input.isSale ?? gallery.isSale;
  const price = input.price !== undefined ? toCents(input.price) : gallery.price;
  const sale = saleError(isSale, price);
  if (sale) throw fieldError(sale);
  await assertMaySell(deps, gallery.performerId, isSale);
  await updateItemWithFiles(deps, user, { type: "gallery", id, performerId: gallery.performerId }, input, {
    update: () =>
      deps.db
        .update(galleries)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
          ...(input.status ? { status: input.status } : {}),
          isSale,
          price: isSale ? price : 0,
          updatedAt: deps.clock.now(),
        })
        .where(eq(galleries.id, id)),
  });
  return shapeOne(deps, user, (await findGallery(deps, id))!, true);
}

/** Deletes the gallery with its photos, and their files in R2; by an admin, audited (`alsoInBatch` runs with it). */
export async function deleteGallery(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  alsoInBatch: BatchItem<"sqlite">[] = [],
): Promise<{ deleted: true }> {
  const user = requireCreatorOrAdmin(viewer);
  const gallery = await managedGallery(deps, user, id);
  await assertNotSold(deps, { type: "gallery", id });
  const fileIds = (
    await deps.db.select({ fileId: photos.fileId }).from(photos).where(eq(photos.galleryId, id))
  ).map((p) => p.fileId);
  await deps.db.batch([
    deps.db.delete(photos).where(eq(photos.galleryId, id)),
    deps.db.delete(galleries).where(eq(galleries.id, id)),
    ...forgetItemStatements(deps, "gallery", id),
    recountPerformerStats(deps, gallery.performerId),
    ...auditOnBehalf(deps, user, gallery.performerId, "gallery.delete", { type: "gallery", id }),
    ...alsoInBatch,
  ]);
  await refundChargesLeftBy(deps, { type: "gallery", id });
  await deleteFiles(deps, fileIds);
  return { deleted: true };
}

async function viewWithPhotos(
  deps: Deps,
  viewer: Viewer | null,
  gallery: GalleryRow,
  allPhotos: boolean,
): Promise<GalleryViewDto> {
  const [dto, rows] = await Promise.all([
    shapeOne(deps, viewer, gallery, allPhotos),
    deps.db
      .select()
      .from(photos)
      .where(and(eq(photos.galleryId, gallery.id), allPhotos ? undefined : eq(photos.status, "active")))
      .orderBy(desc(photos.createdAt))
      .limit(VIEW_PHOTOS),
  ]);
  const access = new Map([[gallery.id, await contentAccess(deps, viewer, galleryAccessItem(gallery))]]);
  return { ...dto, photos: await shapePhotos(deps, viewer, rows, { galleries: [gallery], access }) };
}

/** Creator side: one own gallery with all its photos (drafts included). */
export async function viewOwnGallery(deps: Deps, viewer: Viewer | null, id: string): Promise<GalleryViewDto> {
  const user = requireCreatorOrAdmin(viewer);
  return viewWithPhotos(deps, user, await managedGallery(deps, user, id), true);
}

/* ---- Fan side ---- */

/** Published galleries of one creator (performerId), or of every visible creator matching q. */
export async function searchGalleries(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: FanGalleryQueryInput,
) {
  if (!query.performerId && !query.q) {
    throw fieldError({ performerId: "Give a creator (performerId) or a search text (q)." });
  }
  const performerId = query.performerId
    ? await visiblePerformerId(deps, viewer, country, query.performerId)
    : undefined;
  const where = and(
    eq(galleries.status, "active"),
    performerId
      ? eq(galleries.performerId, performerId)
      : visibleCreatorCondition(viewer, country, galleries.performerId),
    query.q ? containsText(galleries.title, query.q) : undefined,
  );
  return listGalleries(deps, viewer, where, query, false);
}

/**
 * One gallery for a fan: cover, title and price for everyone who may see the creator; photo
 * URLs only when the content rule allows. Opening it counts a view (once a day per viewer; not
 * for its creator or admins).
 */
export async function viewGallery(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  id: string,
  visitor: Visitor,
): Promise<GalleryViewDto> {
  const gallery = await findGallery(deps, id);
  const manages = Boolean(viewer && gallery && (viewer.id === gallery.performerId || viewer.isAdmin));
  // Hidden from its page, it still opens for each fan who bought it (sold-items.ts).
  const opens =
    gallery &&
    (gallery.status === "active" || manages || (await boughtBy(deps, viewer?.id, { type: "gallery", id })));
  if (!gallery || !opens) throw notFound();
  await assertCanSeePerformer(deps, viewer, country, gallery.performerId);
  if (await countView(deps, viewer, visitor, { type: "gallery", id, performerId: gallery.performerId })) {
    gallery.totalView += 1;
  }
  return viewWithPhotos(deps, viewer, gallery, manages);
}
