/**
 * Orders: what buying a product made (content/products/sales.ts writes them with the charge). Digital
 * orders are delivered at once through a signed download link; physical ones move processing →
 * shipping → delivered, set by the creator, and the fan may change the address while processing.
 * An admin's refund (wallet/refund.ts) restores the balance and the stock.
 */
import { and, eq, inArray, type SQL } from "drizzle-orm";
import { products } from "../../../drizzle/schema/assets";
import { files } from "../../../drizzle/schema/files";
import { type OrderStatus, orderItems, orders } from "../../../drizzle/schema/orders";
import { AppError, fieldError } from "../../errors";
import { hasPurchased } from "../../identity/access/service";
import {
  assertManages,
  requireAdmin,
  requireCreatorOrAdmin,
  requireUser,
  type Viewer,
} from "../../identity/accounts/viewer";
import { userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import { containsText, inJson, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { SIGNED_URL_TTL_SECONDS } from "../../media/signing";
import { fileUrl } from "../../media/upload";
import { deliveryAddressOf, findOwnAddress } from "../addresses/service";
import { tellUser } from "../ledger/notices";
import { refundCharge } from "../wallet/service";
import type { OrderDto, PerformerOrderQueryInput, UpdateOrderInput, UserOrderQueryInput } from "./schemas";

type OrderRow = typeof orders.$inferSelect;

/** What the fan is told when the creator moves their order on. */
const STATUS_NOTICE: ReadonlyMap<OrderStatus, { subject: string; message: string }> = new Map([
  ["shipping", { subject: "Your order is on its way", message: "Your order is on its way." }],
  ["delivered", { subject: "Your order was delivered", message: "Your order was delivered." }],
]);

const notFound = () => new AppError("not_found", { message: "Order not found." });

/** Where a bought digital product's signed link is answered (productDownloadLink). */
const downloadLink = (type: string, productId: string) =>
  type === "digital" ? `/api/performer-assets/products/${productId}/download-link` : null;

type OrderItemRow = typeof orderItems.$inferSelect;

/** The products of each order: a cart's order lists them (order_items); any other is its one product. */
function itemsOf(r: OrderRow, rows: readonly OrderItemRow[] | undefined) {
  const items: readonly Omit<OrderItemRow, "id" | "orderId">[] = rows?.length ? rows : [r];
  return items.map((i) => ({
    productId: i.productId,
    productName: i.productName,
    productType: i.productType,
    quantity: i.quantity,
    unitPrice: toTokens(i.unitPrice),
    totalPrice: toTokens(i.totalPrice),
    downloadLink: downloadLink(i.productType, i.productId),
  }));
}

export async function present(deps: Deps, rows: readonly OrderRow[]): Promise<OrderDto[]> {
  const withItems = rows.filter((r) => r.checkoutId).map((r) => r.id);
  const [cards, itemRows] = await Promise.all([
    userCards(deps, [...rows.map((r) => r.userId), ...rows.map((r) => r.performerId)]),
    withItems.length === 0
      ? []
      : deps.db
          .select()
          .from(orderItems)
          .where(inJson(orderItems.orderId, withItems))
          .orderBy(orderItems.productName, orderItems.id),
  ]);
  const itemsByOrder = new Map<string, OrderItemRow[]>();
  for (const item of itemRows) {
    itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
  }
  return rows.map((r) => ({
    _id: r.id,
    userId: r.userId,
    user: cards.get(r.userId) ?? null,
    performerId: r.performerId,
    performer: cards.get(r.performerId) ?? null,
    productId: r.productId,
    productName: r.productName,
    productType: r.productType,
    quantity: r.quantity,
    unitPrice: toTokens(r.unitPrice),
    totalPrice: toTokens(r.totalPrice),
    status: r.status,
    shippingCode: r.shippingCode,
    deliveryAddress: r.deliveryAddress ?? null,
    chargeId: r.chargeId,
    checkoutId: r.checkoutId,
    items: itemsOf(r, itemsByOrder.get(r.id)),
    createdAt: toIso(r.createdAt)!,
    updatedAt: toIso(r.updatedAt)!,
  }));
}

async function findOrder(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

async function presentOne(deps: Deps, id: string) {
  return (await present(deps, [(await findOrder(deps, id))!]))[0];
}

const ORDER_SORT_COLUMNS = sortColumns({
  createdAt: orders.createdAt,
  totalPrice: orders.totalPrice,
  updatedAt: orders.updatedAt,
});

async function listOrders(deps: Deps, scope: SQL | undefined, query: UserOrderQueryInput) {
  const where = and(
    scope,
    query.status ? eq(orders.status, query.status) : undefined,
    query.productType ? eq(orders.productType, query.productType) : undefined,
    query.q ? containsText(orders.productName, query.q) : undefined,
  );
  const { rows, total } = await selectPage(deps.db, {
    from: orders,
    where,
    orderBy: orderFor(query, ORDER_SORT_COLUMNS, "createdAt", orders.id),
    paging: query,
  });
  return { data: await present(deps, rows), total };
}

/** `GET /orders/users/search`: the viewer's orders. */
export async function searchUserOrders(deps: Deps, viewer: Viewer | null, query: UserOrderQueryInput) {
  const user = requireUser(viewer);
  return listOrders(deps, eq(orders.userId, user.id), query);
}

/** `GET /orders/search`: the orders of a creator's products (admins: everyone's, or performerId's). */
export async function searchPerformerOrders(
  deps: Deps,
  viewer: Viewer | null,
  query: PerformerOrderQueryInput,
) {
  const user = requireCreatorOrAdmin(viewer);
  const scope = user.isAdmin
    ? query.performerId
      ? eq(orders.performerId, query.performerId)
      : undefined
    : eq(orders.performerId, user.id);
  return listOrders(deps, scope, query);
}

/** `GET /orders/{id}`: for its buyer, its seller and admins. */
export async function viewOrder(deps: Deps, viewer: Viewer | null, id: string) {
  const user = requireUser(viewer);
  const row = await findOrder(deps, id);
  if (!row || (row.userId !== user.id && row.performerId !== user.id && !user.isAdmin)) throw notFound();
  return presentOne(deps, id);
}

/** A physical order's one path: processing, then shipping, then delivered (never back, never a step skipped). */
const NEXT: ReadonlyMap<OrderStatus, readonly OrderStatus[]> = new Map([
  ["processing", ["shipping"]],
  ["shipping", ["delivered"]],
]);

/** `PUT /orders/{id}/update`: the seller moves a physical order on (never back) and sets its tracking code. */
export async function updateOrder(deps: Deps, viewer: Viewer | null, id: string, input: UpdateOrderInput) {
  const user = requireCreatorOrAdmin(viewer);
  const row = await findOrder(deps, id);
  assertManages(user, row, notFound);
  if (input.status === undefined && input.shippingCode === undefined) {
    throw fieldError({ status: "Send a status or a shipping code." });
  }
  const moves = NEXT.get(row.status) ?? [];
  if (
    row.productType === "digital" ||
    (input.status && input.status !== row.status && !moves.includes(input.status))
  ) {
    throw new AppError("order_status_invalid", {
      message:
        row.productType === "digital"
          ? "A digital order is delivered at once."
          : row.status === "processing" && input.status === "delivered"
            ? "Mark this order shipped before delivered."
            : `This order is ${row.status}.`,
    });
  }
  if (row.status === "refunded" || row.status === "delivered") {
    throw new AppError("order_status_invalid", { message: `This order is ${row.status}.` });
  }
  const result = await deps.db
    .update(orders)
    .set({
      ...(input.status ? { status: input.status } : {}),
      ...(input.shippingCode !== undefined ? { shippingCode: input.shippingCode } : {}),
      updatedAt: deps.clock.now(),
    })
    .where(and(eq(orders.id, id), eq(orders.status, row.status)));
  if ((result.meta?.changes ?? 0) === 0)
    throw new AppError("order_status_invalid", { message: "This order just changed; reload it." });
  const told = input.status && input.status !== row.status ? STATUS_NOTICE.get(input.status) : undefined;
  if (told) {
    const code = input.shippingCode ?? row.shippingCode;
    await tellUser(deps, row.userId, {
      subject: told.subject,
      message: `${told.message} (${row.productName})${input.status === "shipping" && code ? ` Tracking code: ${code}.` : ""}`,
    });
  }
  return presentOne(deps, id);
}

/** `PUT /orders/{id}/update/delivery-address`: the buyer picks another of their addresses while processing. */
export async function changeDeliveryAddress(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  addressId: string,
) {
  const user = requireUser(viewer);
  const row = await findOrder(deps, id);
  if (!row || row.userId !== user.id) throw notFound();
  if (row.productType !== "physical" || row.status !== "processing") {
    throw new AppError("order_status_invalid", {
      message: "The delivery address can only change while the order is processing.",
    });
  }
  const address = deliveryAddressOf(await findOwnAddress(deps, user.id, addressId));
  const result = await deps.db
    .update(orders)
    .set({ deliveryAddress: address, updatedAt: deps.clock.now() })
    .where(and(eq(orders.id, id), eq(orders.status, "processing")));
  if ((result.meta?.changes ?? 0) === 0)
    throw new AppError("order_status_invalid", { message: "This order just shipped." });
  return presentOne(deps, id);
}

/**
 * `POST /admin/orders/{id}/refund`: refunds the order's charge (balance and stock come back). A
 * repeat with the same Idempotency-Key answers the refunded order again (it is the charge's refund).
 */
export async function refundOrder(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  reason: string,
  idempotencyKey: string | null = null,
) {
  requireAdmin(viewer);
  const row = await findOrder(deps, id);
  if (!row) throw notFound();
  await refundCharge(deps, viewer, row.chargeId, { reason }, idempotencyKey);
  return presentOne(deps, id);
}

/**
 * `GET /performer-assets/products/{id}/download-link`: a short-lived signed link to a digital
 * product's file, for whoever bought it (a delivered, unrefunded order), its creator and admins.
 */
export async function productDownloadLink(deps: Deps, viewer: Viewer | null, productId: string) {
  const user = requireUser(viewer);
  const [product] = await deps.db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!product || product.type !== "digital" || !product.digitalFileId) {
    throw new AppError("not_found", { message: "There is nothing to download for this product." });
  }
  const owner = user.id === product.performerId || user.isAdmin;
  if (!owner && !(await hasPurchased(deps, user.id, "product", productId)))
    throw new AppError("purchase_required");
  const [file] = await deps.db
    .select()
    .from(files)
    .where(inArray(files.id, [product.digitalFileId]))
    .limit(1);
  if (!file) throw new AppError("file_not_found");
  return {
    url: await fileUrl(deps, file.id),
    expiresAt: toIso(deps.clock.now() + SIGNED_URL_TTL_SECONDS * 1000)!,
    mimeType: file.mimeType,
    size: file.size,
  };
}
