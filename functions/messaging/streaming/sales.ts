/**
 * What a creator's live presence sells through the wallet: a paid live session, and tips (a tip
 * is to the creator, wherever it is sent from: it shows in the fan's conversation with them, and
 * while they are live also in their stream's public chat, which is why it is sold here).
 */

import { and, eq } from "drizzle-orm";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { quote, tokensText } from "../../identity/notifications/kinds";
import { inOrder } from "../../lib/in-order";
import { formatTokens, toCents } from "../../lib/money";
import { assertCanPay, type SaleKind } from "../../money/wallet/sales";
import { getSettings } from "../../site/settings/service";
import { postTipToConversation } from "../messages/service";
import { announceTip } from "./chat";
import { streamForSale } from "./service";

/** A tip to a creator (the id is the creator's), within the site's bounds, with an optional message. */
export const tip: SaleKind = {
  async load(ctx) {
    const [creator] = await inOrder([
      ctx.deps.db
        .select({ name: users.name })
        .from(users)
        .where(and(eq(users.id, ctx.id), eq(users.role, "performer")))
        .limit(1)
        .then(([row]) => {
          if (!row) throw new AppError("performer_not_found");
          return row;
        }),
      assertCanPay(ctx, ctx.id),
    ]);
    const { minimumTipPrice: min, maximumTipPrice: max } = await getSettings(ctx.deps, [
      "minimumTipPrice",
      "maximumTipPrice",
    ]);
    const amount = ctx.input.amount;
    if (amount === undefined || toCents(amount) < toCents(min) || toCents(amount) > toCents(max)) {
      throw fieldError({
        amount: `Enter an amount between ${formatTokens(min)} and ${formatTokens(max)} tokens.`,
      });
    }
    return {
      type: "tip",
      targetId: ctx.id,
      performerId: ctx.id,
      amount: toCents(amount),
      quantity: 1,
      message: ctx.input.message?.trim() || null,
      description: `Tip to ${creator.name}`,
      unlocks: null,
      notice: {
        type: "tip",
        object: null,
        text: `sent you a tip of ${tokensText(toCents(amount))}${ctx.input.message?.trim() ? `: ${quote(ctx.input.message.trim(), 200)}` : "."}`,
      },
      // A tip shows in the fan's conversation with the creator, and while the creator is live
      // also in the stream's public chat, for everyone watching.
      afterCharge: async (deps, charge) => {
        const paid = {
          performerId: charge.performerId,
          userId: charge.userId,
          amount: charge.amount,
          message: charge.message ?? undefined,
        };
        // Neither waits for the other: the conversation and the live chat are told at once.
        await inOrder([postTipToConversation(deps, paid), announceTip(deps, paid)]);
      },
    };
  },
};

/** A paid live session (the id is the stream's), once per session: the buyer may then watch it. */
export const stream: SaleKind = {
  async load(ctx) {
    const sale = await streamForSale(ctx.deps, ctx.payer, ctx.country, ctx.id);
    await assertCanPay(ctx, sale.performerId);
    return {
      type: "stream",
      targetId: sale.itemId,
      performerId: sale.performerId,
      amount: sale.price,
      quantity: 1,
      message: null,
      description: sale.title ? `Live session: ${sale.title}` : "Live session",
      unlocks: { itemType: sale.itemType, itemId: sale.itemId },
      notice: {
        type: "purchase",
        object: { type: "stream", id: ctx.id },
        text: `paid ${tokensText(sale.price)} to watch your live session${sale.title ? ` ${quote(sale.title, 60)}` : ""}.`,
      },
    };
  },
};
