/** What messages sell through the wallet: a pay-per-view message. */
import { tokensText } from "../../identity/notifications/kinds";
import { assertCanPay, type SaleKind } from "../../money/wallet/sales";
import { purchaseOfCopy } from "./mass-figures";
import { messageForSale, onMessagePurchased } from "./service";

/**
 * A pay-per-view message (the id is the message's): its text and file unlock for the buyer once
 * the purchase is written; the buyer's open thread is told to reload it.
 */
export const message: SaleKind = {
  async load(ctx) {
    const sale = await messageForSale(ctx.deps, ctx.payer, ctx.id);
    await assertCanPay(ctx, sale.performerId);
    return {
      type: "message",
      targetId: sale.itemId,
      performerId: sale.performerId,
      amount: sale.price,
      quantity: 1,
      message: null,
      description: "Pay-per-view message",
      unlocks: { itemType: sale.itemType, itemId: sale.itemId },
      notice: {
        type: "message_unlocked",
        object: { type: "conversation", id: sale.conversationId },
        text: `unlocked your paid message for ${tokensText(sale.price)}.`,
      },
      // A copy of a mass message: its send's kept figures (mass-figures.ts).
      withCharge: (deps) => [purchaseOfCopy(deps, sale.itemId, sale.price, 1)],
      afterCharge: (deps, charge) =>
        onMessagePurchased(deps, { userId: charge.userId, messageId: charge.targetId }),
    };
  },
  onRefund: (deps, charge) => [purchaseOfCopy(deps, charge.targetId, charge.amount, -1)],
};
