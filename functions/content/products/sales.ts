/** What products sell through the wallet: a product, with its order (and stock) in the same batch. */

import { and, eq, sql } from "drizzle-orm";
import { products } from "../../../drizzle/schema/assets";
import { orders } from "../../../drizzle/schema/orders";
import { AppError, fieldError } from "../../errors";
import { quote, tokensText } from "../../identity/notifications/kinds";
import { deliveryAddressOf, findOwnAddress } from "../../money/addresses/service";
import { assertCanPay, notFound, type SaleKind } from "../../money/wallet/sales";

/** Most units of a physical product one order takes. */
const MAX_QUANTITY = 100;

/**
 * A product: an order is created with the charge. Physical: a quantity, stock taken in the same
 * batch (its CHECK refuses an oversell: 409) and a delivery address of the payer's. Digital: one,
 * bought once (a purchase), delivered at once through its download link.
 */
export const product: SaleKind = {
  async load(ctx) {
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
    let address = null;
    if (!digital) {
      if (!ctx.input.deliveryAddressId)
        throw fieldError({ deliveryAddressId: "Choose where to deliver it." });
      address = deliveryAddressOf(await findOwnAddress(ctx.deps, ctx.payer.id, ctx.input.deliveryAddressId));
      if ((item.stock ?? 0) < quantity) throw new AppError("out_of_stock");
    }
    return {
      type: "product",
      targetId: item.id,
      performerId: item.performerId,
      amount: item.price * quantity,
      quantity,
      message: null,
      description: quantity > 1 ? `${item.name} × ${quantity}` : item.name,
      unlocks: digital ? { itemType: "product", itemId: item.id } : null,
      notice: {
        type: "purchase",
        object: { type: "product", id: item.id },
        text: `bought ${quantity > 1 ? `${quantity} × ` : ""}your product ${quote(item.name, 60)} for ${tokensText(item.price * quantity)}.`,
      },
      withCharge: (deps, charge) => [
        deps.db.insert(orders).values({
          id: deps.ids.next(),
          userId: ctx.payer.id,
          performerId: item.performerId,
          productId: item.id,
          chargeId: charge.id,
          productType: item.type,
          productName: item.name,
          quantity,
          unitPrice: item.price,
          totalPrice: item.price * quantity,
          status: digital ? "delivered" : "processing",
          deliveryAddress: address,
          createdAt: charge.now,
          updatedAt: charge.now,
        }),
        deps.db
          .update(products)
          .set({
            stock: digital ? products.stock : sql`${products.stock} - ${quantity}`,
            totalSold: sql`${products.totalSold} + ${quantity}`,
          })
          .where(eq(products.id, item.id)),
      ],
      refusals: [["CHECK:products_stock_non_negative", () => new AppError("out_of_stock")]],
    };
  },
  onRefund: (deps, charge) => [
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
  ],
};
