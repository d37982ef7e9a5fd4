/** What posts sell through the wallet: a post for sale, and contributions to a crowdfunding goal. */

import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { crowdfundings, type FeedType, feeds } from "../../../drizzle/schema/feeds";
import { walletCharges } from "../../../drizzle/schema/ledger";
import { AppError, fieldError } from "../../errors";
import { quote, tokensText } from "../../identity/notifications/kinds";
import type { Deps } from "../../lib/deps";
import { toCents } from "../../lib/money";
import { textWords } from "../../lib/rich-text";
import { assertCanPay, notFound, type SaleKind, sellerIn, unlockedOnce } from "../../money/wallet/sales";

const FEED_NOT_FOR_SALE: readonly FeedType[] = ["poll", "crowdfunding", "scheduled-stream"];

export const feed = unlockedOnce("feed", "Post", async (deps, id, now) => {
  const [row] = await deps.db
    .select()
    .from(feeds)
    .where(
      and(
        eq(feeds.id, id),
        eq(feeds.status, "active"),
        or(isNull(feeds.scheduleAt), lte(feeds.scheduleAt, now)),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  // Read by the buyer (the charge's description) and the creator (the notice): cut at a word.
  return {
    ...row,
    isSale: row.isSale && !FEED_NOT_FOR_SALE.includes(row.type),
    title: textWords(row.text, 60),
  };
});

/** A contribution to a crowdfunding goal, while it is open (it may pass the goal). */
export const crowdfunding: SaleKind = {
  async load(ctx) {
    const now = ctx.deps.clock.now();
    const [goal] = await ctx.deps.db
      .select({ funding: crowdfundings, feedStatus: feeds.status, scheduleAt: feeds.scheduleAt })
      .from(crowdfundings)
      .innerJoin(feeds, eq(feeds.id, crowdfundings.feedId))
      .where(eq(crowdfundings.id, ctx.id))
      .limit(1);
    if (!goal || goal.feedStatus !== "active" || (goal.scheduleAt !== null && goal.scheduleAt > now)) {
      throw notFound("Crowdfunding");
    }
    const { funding } = goal;
    await assertCanPay(ctx, funding.performerId);
    if (funding.deadline <= now) throw new AppError("crowdfunding_closed");
    const amount = ctx.input.amount;
    if (amount === undefined || amount < 1) throw fieldError({ amount: "Enter at least 1 token." });
    const cents = toCents(amount);
    return {
      type: "crowdfunding",
      targetId: funding.id,
      performerId: funding.performerId,
      amount: cents,
      quantity: 1,
      message: ctx.input.message?.trim() || null,
      description: funding.title ? `Crowdfunding: ${funding.title}` : "Crowdfunding",
      sellerOf: sellerIn(ctx.deps, crowdfundings, funding.id),
      unlocks: null,
      withCharge: (deps) => [raiseStatement(deps, funding.id)],
      notice: {
        type: "purchase",
        object: funding.feedId ? { type: "feed", id: funding.feedId } : null,
        text: `contributed ${tokensText(cents)} to your crowdfunding${funding.title ? ` ${quote(funding.title, 60)}` : ""}.`,
      },
    };
  },
  onRefund: (deps, charge) => [raiseStatement(deps, charge.targetId)],
};

/** The amount raised and the number of contributors, recounted from the paid charges. */
function raiseStatement(deps: Deps, crowdfundingId: string) {
  const paid = sql`FROM ${walletCharges} WHERE ${walletCharges.type} = 'crowdfunding' AND ${walletCharges.targetId} = ${crowdfundingId} AND ${walletCharges.status} = 'paid'`;
  return deps.db
    .update(crowdfundings)
    .set({
      raised: sql`(SELECT coalesce(sum(${walletCharges.amount}), 0) ${paid})`,
      contributors: sql`(SELECT count(DISTINCT ${walletCharges.userId}) ${paid})`,
      updatedAt: deps.clock.now(),
    })
    .where(eq(crowdfundings.id, crowdfundingId));
}
