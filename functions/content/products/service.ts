import { and, eq, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { products } from "../../../drizzle/schema/assets";
import { AppError, fieldError } from "../../errors";
import {
  assertCanSeePerformer,
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
import { deleteFiles, fileUrls } from "../../media/upload";
import { auditOnBehalf } from "../../site/audit/service";
import { forgetItemStatements } from "../../social/reactions/cleanup";
import { countView, type Visitor } from "../../social/reactions/views";
import {
  attachFilesTo,
  loadFiles,
  managerScope,
  storeAll,
  toMediaFile,
  updateItemWithFiles,
} from "../assets/service";
import type {
  CreateProductInput,
  FanProductQueryInput,
  OwnProductQueryInput,
  ProductDto,
  ProductSort,
  UpdateProductInput,
} from "./schemas";

type ProductRow = typeof products.$inferSelect;

export interface ProductUploads {
  image: File | null;
  digitalFile: File | null;
}

const notFound = () => new AppError("product_not_found");

/**
 * Products as a viewer sees them. The image is shown to everyone who may see the creator; the
 * digital file only to whoever manages the product (`manager`), never to fans: buyers get it
 * through their order's download link. A product page is never locked; buying is an order.
 */
async function shapeProducts(
  deps: Deps,
  rows: readonly ProductRow[],
  manager: boolean,
): Promise<ProductDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.flatMap((p) => [p.imageFileId, manager ? p.digitalFileId : null]);
  const [fileRows, urls, cards] = await Promise.all([
    loadFiles(deps, ids),
    fileUrls(deps, ids),
    userCards(
      deps,
      rows.map((p) => p.performerId),
    ),
  ]);
  const fileOf = (id: string | null) => (id ? toMediaFile(fileRows.get(id), urls.get(id) ?? null) : null);
  return rows.map((p) => ({
    _id: p.id,
    performerId: p.performerId,
    performer: cards.get(p.performerId) ?? null,
    name: p.name,
    title: p.name,
    description: p.description,
    type: p.type,
    status: p.status,
    isSale: true,
    price: toTokens(p.price),
    stock: p.type === "physical" ? p.stock : null,
    totalSold: p.totalSold,
    image: fileOf(p.imageFileId),
    digitalFile: manager ? fileOf(p.digitalFileId) : null,
    totalLike: p.totalLike,
    totalComment: p.totalComment,
    totalView: p.totalView,
    isLocked: false,
    lockReason: null,
    preview: null,
    createdAt: toIso(p.createdAt)!,
    updatedAt: toIso(p.updatedAt)!,
  }));
}

async function findProduct(deps: Deps, id: string): Promise<ProductRow | undefined> {
  const [row] = await deps.db.select().from(products).where(eq(products.id, id)).limit(1);
  return row;
}

async function shapeOne(deps: Deps, id: string, manager: boolean): Promise<ProductDto> {
  const [dto] = await shapeProducts(deps, [(await findProduct(deps, id))!], manager);
  return dto;
}

export async function createProduct(
  deps: Deps,
  viewer: Viewer | null,
  uploads: ProductUploads,
  input: CreateProductInput,
): Promise<ProductDto> {
  const user = requireCreatorOrAdmin(viewer);
  if (!user.isPerformer) throw new AppError("performer_only");
  // A product is always for sale.
  await assertMaySell(deps, user.id, true);
  if (input.type === "physical" && input.stock === undefined) {
    throw fieldError({ stock: "Enter how many are in stock." });
  }
  if (input.type === "digital" && !uploads.digitalFile) {
    throw fieldError({ digitalFile: "A digital product needs its file." });
  }
  const [image, digital] = await storeAll(deps, user.id, [
    { kind: "product-image", file: uploads.image },
    { kind: "product-file", file: input.type === "digital" ? uploads.digitalFile : null },
  ]);
  const id = deps.ids.next();
  const now = deps.clock.now();
  const fileIds = [image, digital].flatMap((f) => (f ? [f.id] : []));
  try {
    await deps.db.batch([
      deps.db.insert(products).values({
        id,
        performerId: user.id,
        name: input.name,
        description: sanitizeRichText(input.description),
        type: input.type,
        status: input.status,
        price: toCents(input.price),
        stock: input.type === "physical" ? input.stock : null,
        imageFileId: image?.id ?? null,
        digitalFileId: digital?.id ?? null,
        createdAt: now,
        updatedAt: now,
      }),
      attachFilesTo(deps, fileIds, "product", id),
      recountPerformerStats(deps, user.id),
    ]);
  } catch (err) {
    await deleteFiles(deps, fileIds);
    throw err;
  }
  return shapeOne(deps, id, true);
}

async function managedProduct(deps: Deps, viewer: Viewer, id: string): Promise<ProductRow> {
  const product = await findProduct(deps, id);
  if (!product) throw notFound();
  assertManages(viewer, product, "product_not_found");
  return product;
}

/** Updates fields and replaces the image or the digital file; replaced files are removed from R2. */
export async function updateProduct(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  uploads: ProductUploads,
  input: UpdateProductInput,
): Promise<ProductDto> {
  const user = requireCreatorOrAdmin(viewer);
  const product = await managedProduct(deps, user, id);
  await assertMaySell(deps, product.performerId, true);
  const type = input.type ?? product.type;
  const stock = type === "physical" ? (input.stock ?? product.stock) : null;
  if (type === "physical" && stock === null) throw fieldError({ stock: "Enter how many are in stock." });
  if (type === "digital" && !uploads.digitalFile && !product.digitalFileId) {
    throw fieldError({ digitalFile: "A digital product needs its file." });
  }
  await updateItemWithFiles(deps, user, { type: "product", id, performerId: product.performerId }, input, {
    uploads: [
      { kind: "product-image", file: uploads.image },
      { kind: "product-file", file: type === "digital" ? uploads.digitalFile : null },
    ],
    // A product that becomes physical no longer keeps a digital file.
    replaced: ([image, digital]) => [
      image ? product.imageFileId : null,
      digital || type === "physical" ? product.digitalFileId : null,
    ],
    update: ([image, digital]) =>
      deps.db
        .update(products)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
          ...(input.price !== undefined ? { price: toCents(input.price) } : {}),
          ...(input.status ? { status: input.status } : {}),
          ...(image ? { imageFileId: image.id } : {}),
          type,
          stock,
          digitalFileId: type === "digital" ? (digital?.id ?? product.digitalFileId) : null,
          updatedAt: deps.clock.now(),
        })
        .where(eq(products.id, id)),
  });
  return shapeOne(deps, id, true);
}

const PRODUCT_SORT_COLUMNS = sortColumns<ProductSort>({
  createdAt: products.createdAt,
  name: products.name,
  price: products.price,
  updatedAt: products.updatedAt,
  totalView: products.totalView,
  totalSold: products.totalSold,
});

async function listProducts(
  deps: Deps,
  where: SQL | undefined,
  paging: Paging & { sortBy?: ProductSort },
  manager: boolean,
) {
  const { rows, total } = await selectPage(deps.db, {
    from: products,
    where,
    orderBy: [...orderFor(paging, PRODUCT_SORT_COLUMNS, "createdAt", products.id)],
    paging: paging,
  });
  return { data: await shapeProducts(deps, rows, manager), total };
}

export async function searchOwnProducts(deps: Deps, viewer: Viewer | null, query: OwnProductQueryInput) {
  const user = requireCreatorOrAdmin(viewer);
  const where = and(
    managerScope(user, products.performerId, query.performerId),
    query.status ? eq(products.status, query.status) : undefined,
    query.type ? eq(products.type, query.type) : undefined,
    query.q ? containsText(products.name, query.q) : undefined,
  );
  return listProducts(deps, where, query, true);
}

export async function viewOwnProduct(deps: Deps, viewer: Viewer | null, id: string): Promise<ProductDto> {
  const user = requireCreatorOrAdmin(viewer);
  await managedProduct(deps, user, id);
  return shapeOne(deps, id, true);
}

/** Deletes the product with its image and digital file; by an admin, audited (`alsoInBatch` runs with it). */
export async function deleteProduct(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  alsoInBatch: BatchItem<"sqlite">[] = [],
): Promise<{ deleted: true }> {
  const user = requireCreatorOrAdmin(viewer);
  const product = await managedProduct(deps, user, id);
  await deps.db.batch([
    deps.db.delete(products).where(eq(products.id, id)),
    ...forgetItemStatements(deps, "product", id),
    recountPerformerStats(deps, product.performerId),
    ...auditOnBehalf(deps, user, product.performerId, "product.delete", { type: "product", id }),
    ...alsoInBatch,
  ]);
  await deleteFiles(
    deps,
    [product.imageFileId, product.digitalFileId].filter((f): f is string => Boolean(f)),
  );
  return { deleted: true };
}

/* ---- Fan side ---- */

export async function searchProducts(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: FanProductQueryInput,
) {
  const performerId = query.performerId
    ? await visiblePerformerId(deps, viewer, country, query.performerId)
    : undefined;
  const where = and(
    eq(products.status, "active"),
    performerId
      ? eq(products.performerId, performerId)
      : visibleCreatorCondition(viewer, country, products.performerId),
    query.type ? eq(products.type, query.type) : undefined,
    query.q ? containsText(products.name, query.q) : undefined,
  );
  return listProducts(deps, where, query, false);
}

/** One product for a fan (never its digital file); opening it counts a view (once a day per viewer). */
export async function viewProduct(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  id: string,
  visitor: Visitor,
): Promise<ProductDto> {
  const product = await findProduct(deps, id);
  const manages = Boolean(viewer && product && (viewer.id === product.performerId || viewer.isAdmin));
  if (!product || (product.status !== "active" && !manages)) throw notFound();
  await assertCanSeePerformer(deps, viewer, country, product.performerId);
  await countView(deps, viewer, visitor, { type: "product", id, performerId: product.performerId });
  return shapeOne(deps, id, false);
}
