/** What products sell through the wallet: a product, with its order (and stock) in the same batch. */

import { and, eq, sql } from "drizzle-orm";
import { products } from "../../../drizzle/schema/assets";
import { orderItems, orders } from "../../../drizzle/schema/orders";
import { purchases } from "../../../drizzle/schema/purchases";
import { AppError, fieldError } from "../../errors";
import { quote, tokensText } from "../../identity/notifications/kinds";
import { deliveryAddressOf, findOwnAddress } from "../../money/addresses/service";
import type { ChargeRow } from "../../money/wallet/charge";
import {
  assertCanPay,
  type ChargeContext,
  notFound,
  type OrderLine,
  type SaleKind,
} from "../../money/wallet/sales";

/** Most units of a physical product one order takes. */
const MAX_QUANTITY = 100;

/**
 * The selling rules of one product for this payer, as an order line: active (404), its creator one
 * the payer may pay (assertCanPay: blocks, country), a quantity of 1-100 (digital: 1). The stock is
 * the caller's to check: one product answers 409 `out_of_stock`, a cart names every short item.
 */
async function productLine(ctx: ChargeContext): Promise<OrderLine> {
  const [item] = await ctx.deps.db
    .select()
    .from(products)
    .where(and(eq(products.id, ctx.id), eq(products.status, "active")))
    .limit(1);
  if (!item) throw notFound("Product");
  await assertCanPay(ctx, item.performerId);
  const digital = item.type === "digital";
  const quantity = digital ? 1 : (ctx.input.quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    throw fieldError({ quantity: `Enter a quantity between 1 and ${MAX_QUANTITY}.` });
  }
  return {
    productId: item.id,
    performerId: item.performerId,
    productType: item.type,
    name: item.name,
    quantity,
    unitPrice: item.price,
    stock: digital ? null : (item.stock ?? 0),
    reserve: (deps) => [
      deps.db
        .update(products)
        .set({
          stock: digital ? products.stock : sql`${products.stock} - ${quantity}`,
          totalSold: sql`${products.totalSold} + ${quantity}`,
        })
        .where(eq(products.id, item.id)),
    ],
  };
}

/** The products of a cart's order (order_items) bought with this charge, for its refund. */
const itemsOfCharge = (charge: ChargeRow, only = sql``) =>
  sql`(SELECT ${orderItems.productId} FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId} WHERE ${orders.chargeId} = ${charge.id} ${only})`;

/**
 * A product: an order is created with the charge. Physical: a quantity, stock taken in the same
 * batch (its CHECK refuses an oversell: 409) and a delivery address of the payer's. Digital: one,
 * bought once (a purchase), delivered at once through its download link.
 */
export const product: SaleKind = {
  line: productLine,
  async load(ctx) {
    const line = await productLine(ctx);
    const digital = line.productType === "digital";
    const { quantity } = line;
    let address = null;
    if (!digital) {
      if (!ctx.input.deliveryAddressId)
        throw fieldError({ deliveryAddressId: "Choose where to deliver it." });
      address = deliveryAddressOf(await findOwnAddress(ctx.deps, ctx.payer.id, ctx.input.deliveryAddressId));
      if ((line.stock ?? 0) < quantity) throw new AppError("out_of_stock");
    }
    return {
      type: "product",
      targetId: line.productId,
      performerId: line.performerId,
      amount: line.unitPrice * quantity,
      quantity,
      message: null,
      description: quantity > 1 ? `${line.name} × ${quantity}` : line.name,
      unlocks: digital ? { itemType: "product", itemId: line.productId } : null,
      notice: {
        type: "purchase",
        object: { type: "product", id: line.productId },
        text: `bought ${quantity > 1 ? `${quantity} × ` : ""}your product ${quote(line.name, 60)} for ${tokensText(line.unitPrice * quantity)}.`,
      },
      withCharge: (deps, charge) => [
        deps.db.insert(orders).values({
          id: deps.ids.next(),
          userId: ctx.payer.id,
          performerId: line.performerId,
          productId: line.productId,
          chargeId: charge.id,
          productType: line.productType,
          productName: line.name,
          quantity,
          unitPrice: line.unitPrice,
          totalPrice: line.unitPrice * quantity,
          status: digital ? "delivered" : "processing",
          deliveryAddress: address,
          createdAt: charge.now,
          updatedAt: charge.now,
        }),
        ...line.reserve(deps),
      ],
      refusals: [["CHECK:products_stock_non_negative", () => new AppError("out_of_stock")]],
    };
  },
  // A charge of one product names it (targetId); a cart's order lists its products (order_items):
  // each gets its stock back and loses its purchase.
  onRefund: (deps, charge) => {
    const quantityIn = sql`(SELECT ${orderItems.quantity} FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId} WHERE ${orders.chargeId} = ${charge.id} AND ${orderItems.productId} = "products"."id")`;
    return [
      deps.db
        .update(orders)
        .set({ status: "refunded", updatedAt: deps.clock.now() })
        .where(eq(orders.chargeId, charge.id)),
      deps.db
        .update(products)
        .set({
          stock: sql`CASE WHEN ${products.type} = 'physical' THEN ${products.stock} + ${charge.quantity} ELSE ${products.stock} END`,
          totalSold: sql`max(0, ${products.totalSold} - ${charge.quantity})`,
        })
        .where(eq(products.id, charge.targetId)),
      deps.db
        .update(products)
        .set({
          stock: sql`CASE WHEN ${products.type} = 'physical' THEN ${products.stock} + ${quantityIn} ELSE ${products.stock} END`,
          totalSold: sql`max(0, ${products.totalSold} - ${quantityIn})`,
        })
        .where(sql`${products.id} IN ${itemsOfCharge(charge)}`),
      deps.db
        .delete(purchases)
        .where(
          and(
            eq(purchases.userId, charge.userId),
            eq(purchases.itemType, "product"),
            sql`${purchases.itemId} IN ${itemsOfCharge(charge, sql`AND ${orderItems.productType} = 'digital'`)}`,
          ),
        ),
    ];
  },
};
