/**
 * What a wallet can pay for, one loader per charge type: each checks the item's own rules and
 * describes it as a Chargeable (price, seller, what it unlocks, rows written with the charge).
 * `POST /wallet/charges/{type}/{id}` looks the loader up here; so does the refund, for the rows a
 * refund puts back. Pay-per-view messages and paid live sessions are sold by the messaging and
 * streaming services (messageForSale, streamForSale: their own rules); this file only prices them.
 */
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { galleries, products, videos } from "../../../drizzle/schema/assets";
import { crowdfundings, type FeedType, feeds } from "../../../drizzle/schema/feeds";
import type { ChargeType } from "../../../drizzle/schema/ledger";
import { walletCharges } from "../../../drizzle/schema/ledger";
import { orders } from "../../../drizzle/schema/orders";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { assertCanSeePerformer } from "../../content/access/service";
import { deliveryAddressOf, findOwnAddress } from "../addresses/service";
import { AppError, fieldError } from "../../errors";
import type { Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import { formatTokens, toCents } from "../../lib/money";
import { messageForSale, onMessagePurchased } from "../../messaging/messages/service";
import { getSettings } from "../../site/settings/service";
import { announceTip } from "../../messaging/streaming/chat";
import { streamForSale } from "../../messaging/streaming/service";
import type { Chargeable, ChargeRow } from "./charge";

/** What a charge request may carry (tokens as in JSON); each type reads what it needs. */
export interface ChargeInput {
  amount?: number;
  quantity?: number;
  deliveryAddressId?: string;
  message?: string;
  /** What the payer saw (tokens): checked against the Chargeable's amount by addCharge. */
  expectedPrice?: number;
}

export interface ChargeContext {
  deps: Deps;
  payer: Viewer;
  country: string | null;
  id: string;
  input: ChargeInput;
}

export interface ChargeableKind {
  load(ctx: ChargeContext): Promise<Chargeable>;
  /** Rows a refund of such a charge puts back (stock, amount raised, access). */
  onRefund?(deps: Deps, charge: ChargeRow): BatchItem<"sqlite">[];
}

const notFound = (what: string) => new AppError("not_found", { message: `${what} not found.` });

/**
 * The seller must be an active, verified creator the payer may see (blocks, country), and not
 * the payer (who would pay themself).
 */
export async function assertCanPay(
  ctx: Pick<ChargeContext, "deps" | "payer" | "country">,
  performerId: string,
) {
  if (performerId === ctx.payer.id) throw new AppError("cannot_pay_yourself");
  await assertCanSeePerformer(ctx.deps, ctx.payer, ctx.country, performerId);
  const [row] = await ctx.deps.db
    .select({ status: performerProfiles.verificationStatus })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, performerId))
    .limit(1);
  if (row?.status !== "approved") throw new AppError("performer_not_found");
}

const FEED_NOT_FOR_SALE: readonly FeedType[] = ["poll", "crowdfunding", "scheduled-stream"];

/** Posts, videos and galleries: for sale (isSale and a price), bought once, unlocked for good. */
const saleItem = (
  type: "feed" | "video" | "gallery",
  label: string,
  find: (
    deps: Deps,
    id: string,
    now: number,
  ) => Promise<{ performerId: string; isSale: boolean; price: number; title: string } | undefined>,
): ChargeableKind => ({
  async load(ctx) {
    const item = await find(ctx.deps, ctx.id, ctx.deps.clock.now());
    if (!item) throw notFound(label);
    await assertCanPay(ctx, item.performerId);
    if (!item.isSale || item.price <= 0) throw new AppError("not_for_sale");
    return {
      type,
      targetId: ctx.id,
      performerId: item.performerId,
      amount: item.price,
      quantity: 1,
      message: null,
      description: item.title ? `${label}: ${item.title}` : label,
      unlocks: { itemType: type, itemId: ctx.id },
    };
  },
});

const feed = saleItem("feed", "Post", async (deps, id, now) => {
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
  const text = row.text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return { ...row, isSale: row.isSale && !FEED_NOT_FOR_SALE.includes(row.type), title: text.slice(0, 60) };
});

const video = saleItem("video", "Video", async (deps, id) => {
  const [row] = await deps.db
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), eq(videos.status, "active"), eq(videos.isSchedule, false)))
    .limit(1);
  return row;
});

const gallery = saleItem("gallery", "Gallery", async (deps, id) => {
  const [row] = await deps.db
    .select()
    .from(galleries)
    .where(and(eq(galleries.id, id), eq(galleries.status, "active")))
    .limit(1);
  return row;
});

/** A tip to a creator (the id is the creator's), within the site's bounds, with an optional message. */
const tip: ChargeableKind = {
  async load(ctx) {
    const [creator] = await ctx.deps.db
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.id, ctx.id), eq(users.role, "performer")))
      .limit(1);
    if (!creator) throw new AppError("performer_not_found");
    await assertCanPay(ctx, ctx.id);
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
      // A tip while the creator is live shows in the stream's public chat, for everyone watching.
      afterCharge: (deps, charge) =>
        announceTip(deps, {
          performerId: charge.performerId,
          userId: charge.userId,
          amount: charge.amount,
          message: charge.message ?? undefined,
        }),
    };
  },
};

/** A contribution to a crowdfunding goal, while it is open (it may pass the goal). */
const crowdfunding: ChargeableKind = {
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
      unlocks: null,
      withCharge: (deps) => [raiseStatement(deps, funding.id)],
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

/** Most units of a physical product one order takes. */
const MAX_QUANTITY = 100;

/**
 * A product: an order is created with the charge. Physical: a quantity, stock taken in the same
 * batch (its CHECK refuses an oversell: 409) and a delivery address of the payer's. Digital: one,
 * bought once (a purchase), delivered at once through its download link.
 */
const product: ChargeableKind = {
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

/**
 * A pay-per-view message (the id is the message's): its text and file unlock for the buyer once
 * the purchase is written; the buyer's open thread is told to reload it.
 */
const message: ChargeableKind = {
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
      afterCharge: (deps, charge) =>
        onMessagePurchased(deps, { userId: charge.userId, messageId: charge.targetId }),
    };
  },
};

/** A paid live session (the id is the stream's), once per session: the buyer may then watch it. */
const stream: ChargeableKind = {
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
    };
  },
};

/**
 * Every kind of wallet charge by its path word. A Map, so a type from a request can only find
 * what is here. ("subscription" charges are made by subscriptions/service.ts, not by this path.)
 */
export const CHARGEABLES: ReadonlyMap<ChargeType, ChargeableKind> = new Map<ChargeType, ChargeableKind>([
  ["tip", tip],
  ["feed", feed],
  ["video", video],
  ["gallery", gallery],
  ["product", product],
  ["crowdfunding", crowdfunding],
  ["message", message],
  ["stream", stream],
]);
