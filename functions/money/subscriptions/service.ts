/**
 * Subscriptions: monthly (30 days), yearly (365) or free (the
 * creator's free days, once per fan and creator, only while freeSubscriptionEnabled, then renewing
 * as monthly). Paid from the wallet (renewed by the cron job, renewals.ts) or by card (a Stripe
 * subscription renewed by its webhooks, card.ts). Access holds while active and expiresAt > now
 * (access/service.ts reads these rows); cancelling stops renewal and keeps access until expiry.
 */

import { and, eq, exists, gt, isNotNull, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { paymentTransactions } from "../../../drizzle/schema/payments";
import type { SubscriptionType } from "../../../drizzle/schema/subscriptions";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { requireCreatorOrAdmin, requireUser, type Viewer } from "../../identity/accounts/viewer";
import { tokensText } from "../../identity/notifications/kinds";
import { deliverNotifications, notificationStatement } from "../../identity/notifications/service";
import { userCards } from "../../identity/users/cards";
import { DAY, toIso } from "../../lib/clock";
import { containsText, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { type Refusals, refusedBy } from "../ledger/movements";
import { recountSubscribers } from "../ledger/subscriber-counts";
import { customerIdFor } from "../payments/customers";
import { checkoutCancelUrl, returnUrl } from "../payments/return-url";
import { findTransaction, previousPayment } from "../payments/transactions";
import { assertExpectedPrice, type Chargeable, chargeWallet, previousCharge } from "../wallet/charge";
import { assertCanPay } from "../wallet/sales";
import { presentCharge } from "../wallet/service";
import { bundleOffers, bundlesOf, bundlesQuery } from "./bundles";
import {
  claimablePromotion,
  claimByKey,
  claimStatements,
  PROMOTION_REFUSALS,
  type PromotionRow,
  profileOfferFrom,
  profileOfferReads,
  promotionPrice,
} from "./promotions";
import type {
  PerformerSubscriptionQueryInput,
  SubscribeInput,
  SubscribeResultDto,
  SubscriptionDto,
  SubscriptionOffersDto,
  UserSubscriptionQueryInput,
} from "./schemas";
import {
  activateStatements,
  bundlePrice,
  type CreatorTerms,
  creatorTerms,
  type Discount,
  discounted,
  extendedExpiry,
  type PaidType,
  PERIOD_DAYS,
  periodPrice,
  type SubscriptionRow,
  termSettings,
  termsOf,
  termsRowQuery,
} from "./terms";

async function presentSubscriptions(
  deps: Deps,
  rows: readonly SubscriptionRow[],
): Promise<SubscriptionDto[]> {
  if (rows.length === 0) return [];
  const now = deps.clock.now();
  const [cards, terms] = await Promise.all([
    userCards(deps, [...rows.map((r) => r.userId), ...rows.map((r) => r.performerId)]),
    Promise.all(
      [...new Set(rows.map((r) => r.performerId))].map(
        async (id) => [id, await creatorTerms(deps, id).catch(() => null)] as const,
      ),
    ),
  ]);
  const termsOf = new Map(terms);
  return rows.map((r) => {
    const active = r.status === "active" && (r.expiresAt ?? 0) > now;
    const t = termsOf.get(r.performerId);
    const normal = r.type === "yearly" ? t?.yearlyPrice : t?.monthlyPrice;
    // A promotion's discounted months still to come are renewed at the discounted price.
    const renewal =
      normal !== undefined && r.discountedPeriodsLeft > 0 && r.discountPercent !== null
        ? discounted(normal, r.discountPercent)
        : normal;
    return {
      _id: r.id,
      userId: r.userId,
      performerId: r.performerId,
      user: cards.get(r.userId) ?? null,
      performer: cards.get(r.performerId) ?? null,
      type: r.type,
      status: r.status,
      paymentGateway:
        r.paymentGateway === "stripe" || r.paymentGateway === "wallet" ? r.paymentGateway : null,
      isActive: active,
      willRenew: r.status === "active" && r.cancelledAt === null,
      renewalPrice: renewal === undefined ? null : toTokens(renewal),
      startedAt: toIso(r.startedAt),
      expiresAt: toIso(r.expiresAt),
      cancelledAt: toIso(r.cancelledAt),
      freeTrialUsed: r.freeTrialUsedAt !== null,
      discountedRenewals: r.discountPercent === null ? 0 : r.discountedPeriodsLeft,
      createdAt: toIso(r.createdAt)!,
      updatedAt: toIso(r.updatedAt)!,
    };
  });
}

async function findPair(deps: Deps, userId: string, performerId: string) {
  const [row] = await pairQuery(deps, userId, performerId);
  return row;
}

/** The fan's subscription row with the creator, as a statement (none for "", no user's id). */
const pairQuery = (deps: Deps, userId: string, performerId: string) =>
  deps.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.performerId, performerId)))
    .limit(1);

export async function findSubscription(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

const label = (type: SubscriptionType) => {
  switch (type) {
    case "yearly":
      return "Yearly";
    case "monthly":
      return "Monthly";
    case "bundle":
      return "Bundle";
    case "trial":
      return "Trial";
    default:
      return "Free";
  }
};

/**
 * What one charge of a subscription pays for: a period of the creator's price (monthly, yearly),
 * or a plan an offer describes (a promotion's discounted month, a bundle), with the discount left
 * for the renewals after it and the rows the offer writes in the same batch (a promotion's claim).
 */
export interface SubscriptionPlan {
  type: SubscriptionType;
  days: number;
  description: string;
  discount?: Discount | null;
  withCharge?: (deps: Deps) => BatchItem<"sqlite">[];
  refusals?: Refusals;
}

const planOf = (plan: PaidType | SubscriptionPlan, terms: CreatorTerms): SubscriptionPlan =>
  typeof plan === "string"
    ? { type: plan, days: PERIOD_DAYS[plan], description: `${label(plan)} subscription to ${terms.name}` }
    : plan;

/**
 * A wallet charge for one period of a subscription. Its movement key names the period being paid
 * (the expiry it extends), so two requests (or cron runs) paying the same period cannot both.
 */
export function subscriptionChargeable(
  s: { userId: string; performerId: string; current: SubscriptionRow | undefined },
  terms: CreatorTerms,
  paid: PaidType | SubscriptionPlan,
  price: number,
  gateway: "wallet" | "stripe",
  now: number,
  stripeSubscriptionId: string | null = null,
): Chargeable {
  const plan = planOf(paid, terms);
  const expiresAt = extendedExpiry(s.current, now, plan.days);
  return {
    type: "subscription",
    targetId: s.performerId,
    performerId: s.performerId,
    amount: price,
    quantity: 1,
    message: null,
    description: plan.description,
    unlocks: null,
    movementKey:
      gateway === "wallet"
        ? `subscription:${s.userId}:${s.performerId}:${s.current?.expiresAt ?? 0}`
        : undefined,
    withCharge: (deps) => [
      ...(plan.withCharge?.(deps) ?? []),
      ...activateStatements(deps, {
        userId: s.userId,
        performerId: s.performerId,
        type: plan.type,
        expiresAt,
        gateway,
        stripeSubscriptionId,
        now,
        discount: plan.discount,
      }),
      ...recountSubscribers(deps, s.performerId),
    ],
    refusals: [
      ...(plan.refusals ?? []),
      ["UNIQUE:ledger_movements.", () => new AppError("already_subscribed")],
    ],
    // An active subscription paid again (a renewal, or a cancelled one taken up again) is renewed.
    notice:
      s.current?.status === "active"
        ? {
            type: "subscription_renewed",
            object: { type: "subscription", id: s.current.id },
            text: `renewed their ${label(plan.type).toLowerCase()} subscription (${tokensText(price)}).`,
          }
        : {
            type: "subscription_new",
            object: null,
            text: `subscribed to you (${label(plan.type).toLowerCase()}, ${tokensText(price)}).`,
          },
  };
}

const subscribeFingerprint = (input: SubscribeInput, gateway: "wallet" | "stripe") =>
  JSON.stringify([
    "subscribe",
    input.performerId,
    input.type,
    gateway,
    // An offer's request names it (older requests' fingerprints stay as they were).
    ...(input.promoCode !== undefined || input.months !== undefined
      ? [input.promoCode?.toUpperCase() ?? null, input.months ?? null]
      : []),
  ]);

/** The answer of an earlier subscribe with this key (a wallet charge or a card payment), if any. */
async function replayedSubscribe(
  deps: Deps,
  fan: Viewer,
  input: SubscribeInput,
  key: string,
): Promise<SubscribeResultDto | null> {
  const current = () => findPair(deps, fan.id, input.performerId);
  if (input.paymentGateway === "wallet") {
    const charge = await previousCharge(deps, fan.id, {
      key,
      fingerprint: subscribeFingerprint(input, "wallet"),
    });
    if (!charge) return trialReplay(deps, fan, input, key);
    const row = await current();
    if (!row) return null;
    return {
      subscription: (await presentSubscriptions(deps, [row]))[0],
      charge: await presentCharge(deps, charge),
      transactionId: null,
      redirectUrl: null,
    };
  }
  const tx = await previousPayment(deps, fan.id, key, subscribeFingerprint(input, "stripe"));
  const row = tx ? await current() : undefined;
  if (!tx || !row) return null;
  return {
    subscription: (await presentSubscriptions(deps, [row]))[0],
    charge: null,
    transactionId: tx.id,
    redirectUrl: tx.status === "created" ? tx.redirectUrl : null,
  };
}

/** `POST /payment/subscribe/performers`. */
export async function subscribe(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  input: SubscribeInput,
  request: { url: string; idempotencyKey: string | null },
): Promise<SubscribeResultDto> {
  const fan = requireUser(viewer);
  // A retry with the same Idempotency-Key answers what the first request did.
  if (request.idempotencyKey) {
    const replay = await replayedSubscribe(deps, fan, input, request.idempotencyKey);
    if (replay) return replay;
  }
  await assertCanPay({ deps, payer: fan, country }, input.performerId);
  const terms = await creatorTerms(deps, input.performerId);
  const current = await findPair(deps, fan.id, input.performerId);
  const now = deps.clock.now();
  const hasAccess = current?.status === "active" && (current.expiresAt ?? 0) > now;
  if (hasAccess && (current.cancelledAt === null || input.type === "free"))
    throw new AppError("already_subscribed");
  if (input.promoCode !== undefined || input.type === "bundle") {
    return subscribeWithOffer(deps, fan, input, terms, current, request.idempotencyKey);
  }
  if (input.months !== undefined) throw fieldError({ months: "Months go with type bundle." });
  if (input.type === "free") {
    if (!terms.freeOffered) {
      throw new AppError("free_subscription_unavailable", {
        message: "This creator offers no free subscription now.",
      });
    }
    if (current?.freeTrialUsedAt) {
      throw new AppError("free_subscription_unavailable", {
        message: "You have already had your free subscription to this creator.",
      });
    }
  }
  const price = periodPrice(terms, input.type === "yearly" ? "yearly" : "monthly");
  // The price check, for every way in: the free trial costs nothing now; a card subscription is
  // checked before its Checkout exists (its charge comes later, by webhook, at the Checkout's price).
  const expectedPrice = input.expectedPrice ?? null;
  assertExpectedPrice(expectedPrice, input.type === "free" ? 0 : price);
  if (input.paymentGateway === "stripe") return subscribeByCard(deps, fan, input, terms, price, request);

  if (input.type === "free") {
    await deps.db.batch([
      ...activateStatements(deps, {
        userId: fan.id,
        performerId: input.performerId,
        type: "free",
        expiresAt: now + terms.freeDays * DAY,
        gateway: "wallet",
        now,
      }),
      ...recountSubscribers(deps, input.performerId),
      notificationStatement(deps, {
        userId: input.performerId,
        type: "subscription_new",
        actorId: fan.id,
        object: null,
        text: `started a free ${terms.freeDays}-day subscription.`,
      }),
    ]);
    deliverNotifications(deps, [input.performerId]);
    const row = await findPair(deps, fan.id, input.performerId);
    return {
      subscription: (await presentSubscriptions(deps, [row!]))[0],
      charge: null,
      transactionId: null,
      redirectUrl: null,
    };
  }
  const item = subscriptionChargeable(
    { userId: fan.id, performerId: input.performerId, current },
    terms,
    input.type,
    price,
    "wallet",
    now,
  );
  const charge = await chargeWallet(deps, fan.id, item, {
    key: request.idempotencyKey,
    fingerprint: subscribeFingerprint(input, "wallet"),
    expectedPrice,
  });
  const row = await findPair(deps, fan.id, input.performerId);
  return {
    subscription: (await presentSubscriptions(deps, [row!]))[0],
    charge: await presentCharge(deps, charge),
    transactionId: null,
    redirectUrl: null,
  };
}

/** A free trial claimed earlier with this key: the same answer again (nothing more is claimed). */
async function trialReplay(
  deps: Deps,
  fan: Viewer,
  input: SubscribeInput,
  key: string,
): Promise<SubscribeResultDto | null> {
  if (input.promoCode === undefined) return null;
  const claim = await claimByKey(deps, fan.id, key);
  if (!claim) return null;
  if (claim.fingerprint !== subscribeFingerprint(input, "wallet"))
    throw new AppError("idempotency_key_reused");
  const row = await findPair(deps, fan.id, input.performerId);
  if (!row) return null;
  return {
    subscription: (await presentSubscriptions(deps, [row]))[0],
    charge: null,
    transactionId: null,
    redirectUrl: null,
  };
}

/**
 * A subscription through an offer, from the wallet: a bundle (its months paid at once with its
 * percent off), or a promotion's code (a discounted first month, the discount kept for the
 * promotion's next months; or free trial days). A promotion's claim is written in the batch that
 * subscribes the fan, so its rules hold against parallel claims (promotions.ts).
 */
async function subscribeWithOffer(
  deps: Deps,
  fan: Viewer,
  input: SubscribeInput,
  terms: CreatorTerms,
  current: SubscriptionRow | undefined,
  key: string | null,
): Promise<SubscribeResultDto> {
  if (input.paymentGateway === "stripe") {
    throw fieldError({ paymentGateway: "Offers and bundles are paid from the wallet." });
  }
  const now = deps.clock.now();
  const expectedPrice = input.expectedPrice ?? null;
  const fingerprint = subscribeFingerprint(input, "wallet");
  const pair = { userId: fan.id, performerId: input.performerId, current };
  const answer = async (charge: Awaited<ReturnType<typeof chargeWallet>> | null) => {
    const row = (await findPair(deps, fan.id, input.performerId))!;
    return {
      subscription: (await presentSubscriptions(deps, [row]))[0],
      charge: charge ? await presentCharge(deps, charge) : null,
      transactionId: null,
      redirectUrl: null,
    };
  };
  if (input.type === "bundle") {
    if (input.promoCode !== undefined)
      throw fieldError({ promoCode: "An offer does not apply to a bundle." });
    if (input.months === undefined) throw fieldError({ months: "Choose the bundle: 3, 6 or 12 months." });
    const months = input.months;
    const bundle = (await bundlesOf(deps, input.performerId)).find((b) => b.months === months);
    if (!bundle) throw fieldError({ months: `${terms.name} offers no ${months}-month bundle.` });
    const price = bundlePrice(periodPrice(terms, "monthly"), months, bundle.percent);
    const item = subscriptionChargeable(
      pair,
      terms,
      {
        type: "bundle",
        days: months * PERIOD_DAYS.monthly,
        description: `${months}-month bundle subscription to ${terms.name} (${bundle.percent}% off)`,
      },
      price,
      "wallet",
      now,
    );
    return answer(await chargeWallet(deps, fan.id, item, { key, fingerprint, expectedPrice }));
  }
  if (input.type !== "monthly") {
    throw fieldError({ type: "An offer applies to the monthly subscription: send type monthly." });
  }
  if (input.months !== undefined) throw fieldError({ months: "Months go with type bundle." });
  const promotion = await claimablePromotion(
    deps,
    fan.id,
    input.performerId,
    input.promoCode!,
    current,
    terms,
  );
  const price = promotionPrice(promotion, periodPrice(terms, "monthly"));
  const claim = (deps: Deps) => claimStatements(deps, promotion, { userId: fan.id, price, key, fingerprint });
  if (promotion.kind === "trial") return answer(await startTrial(deps, fan, input, promotion, claim, key));
  const months = promotion.months ?? 1;
  const item = subscriptionChargeable(
    pair,
    terms,
    {
      type: "monthly",
      days: PERIOD_DAYS.monthly,
      description: `Monthly subscription to ${terms.name} (${promotion.percent}% off)`,
      discount: { percent: promotion.percent ?? 0, periodsLeft: months - 1 },
      withCharge: claim,
      refusals: PROMOTION_REFUSALS,
    },
    price,
    "wallet",
    now,
  );
  return answer(await chargeWallet(deps, fan.id, item, { key, fingerprint, expectedPrice }));
}

/**
 * A promotion's free trial: nothing is charged; the claim, the subscription (type trial, for the
 * trial's days, then renewed as monthly at the normal price unless cancelled) and the count in one
 * batch. A parallel request with the same key answers what that one did.
 */
async function startTrial(
  deps: Deps,
  fan: Viewer,
  input: SubscribeInput,
  promotion: PromotionRow,
  claim: (deps: Deps) => BatchItem<"sqlite">[],
  key: string | null,
): Promise<null> {
  assertExpectedPrice(input.expectedPrice ?? null, 0);
  const current = await findPair(deps, fan.id, input.performerId);
  const now = deps.clock.now();
  const [first, ...rest] = claim(deps);
  try {
    await deps.db.batch([
      first,
      ...rest,
      ...activateStatements(deps, {
        userId: fan.id,
        performerId: input.performerId,
        type: "trial",
        expiresAt: extendedExpiry(current, now, promotion.trialDays ?? 1),
        gateway: "wallet",
        now,
      }),
      ...recountSubscribers(deps, input.performerId),
    ]);
  } catch (err) {
    if (key && refusedBy(err, "UNIQUE:promotion_claims.user_id")) {
      const replay = await trialReplay(deps, fan, input, key);
      if (replay) return null;
    }
    const refusal = PROMOTION_REFUSALS.find(([prefix]) => refusedBy(err, prefix));
    if (refusal) throw refusal[1]();
    throw err;
  }
  return null;
}

/**
 * A card subscription: a Stripe subscription started on a hosted Checkout (with the free days as
 * its trial). Nothing is granted here: the webhook of its first invoice activates it.
 */
async function subscribeByCard(
  deps: Deps,
  fan: Viewer,
  input: SubscribeInput,
  terms: CreatorTerms,
  price: number,
  request: { url: string; idempotencyKey: string | null },
): Promise<SubscribeResultDto> {
  const fingerprint = subscribeFingerprint(input, "stripe");
  const earlier = await previousPayment(deps, fan.id, request.idempotencyKey, fingerprint);
  const now = deps.clock.now();
  let transactionId = earlier?.id ?? null;
  if (!earlier) {
    await deps.db
      .insert(subscriptions)
      .values({
        id: deps.ids.next(),
        userId: fan.id,
        performerId: input.performerId,
        type: input.type,
        status: "created",
        paymentGateway: "stripe",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const row = (await findPair(deps, fan.id, input.performerId))!;
    const customerId = await customerIdFor(deps, fan);
    transactionId = deps.ids.next();
    const first = input.type === "free" ? 0 : price;
    await deps.db.insert(paymentTransactions).values({
      id: transactionId,
      userId: fan.id,
      kind: "subscription",
      status: "created",
      amount: first,
      tokens: first,
      performerId: input.performerId,
      subscriptionId: row.id,
      idempotencyKey: request.idempotencyKey,
      fingerprint,
      createdAt: now,
      updatedAt: now,
    });
    const back = (outcome: string) =>
      returnUrl(deps, request.url, input.returnPath ?? "/wallet", {
        payment: outcome,
        transactionId: transactionId!,
      });
    const page = await deps.payments.startSubscriptionCheckout({
      customerId,
      amount: price,
      interval: input.type === "yearly" ? "year" : "month",
      productName: `${label(input.type === "free" ? "monthly" : input.type)} subscription to ${terms.name}`,
      trialDays: input.type === "free" ? terms.freeDays : null,
      metadata: {
        subscriptionId: row.id,
        userId: fan.id,
        performerId: input.performerId,
        type: input.type,
        transactionId,
      },
      successUrl: back("success"),
      cancelUrl: checkoutCancelUrl(deps, request.url, input.returnPath ?? "/wallet", transactionId),
      idempotencyKey: `subscribe-${transactionId}`,
    });
    await deps.db
      .update(paymentTransactions)
      .set({ stripeCheckoutSessionId: page.id, redirectUrl: page.url, updatedAt: deps.clock.now() })
      .where(eq(paymentTransactions.id, transactionId));
  }
  const tx = (await findTransaction(deps, transactionId!))!;
  const row = (await findPair(deps, fan.id, input.performerId))!;
  return {
    subscription: (await presentSubscriptions(deps, [row]))[0],
    charge: null,
    transactionId: tx.id,
    redirectUrl: tx.status === "created" ? tx.redirectUrl : null,
  };
}

/**
 * The subscription a cancel or resume names: the viewer's own (an admin's too where `admins`),
 * else 404; paid the way `provider` says, else 422.
 */
async function subscriptionToChange(
  deps: Deps,
  user: Viewer,
  provider: "wallet" | "stripe",
  id: string,
  { admins }: { admins: boolean },
) {
  const row = await findSubscription(deps, id);
  if (!row || (row.userId !== user.id && !(admins && user.isAdmin))) {
    throw new AppError("not_found", { message: "Subscription not found." });
  }
  if (row.paymentGateway !== provider) {
    throw fieldError({
      provider: `This subscription is paid by ${row.paymentGateway === "stripe" ? "card (stripe)" : "wallet"}.`,
    });
  }
  return row;
}

/**
 * `POST /payment/{provider}/cancel-subscription/{id}`: stops renewal (a card subscription ends at
 * Stripe at the end of its period); access stays until expiry. Cancelling again changes nothing.
 */
export async function cancelSubscription(
  deps: Deps,
  viewer: Viewer | null,
  provider: "wallet" | "stripe",
  id: string,
): Promise<SubscriptionDto> {
  const row = await subscriptionToChange(deps, requireUser(viewer), provider, id, { admins: true });
  if (row.cancelledAt === null && row.status !== "deactivated") {
    if (provider === "stripe" && row.stripeSubscriptionId) {
      await deps.payments.cancelSubscriptionAtPeriodEnd(row.stripeSubscriptionId);
    }
    await deps.db.batch([
      deps.db
        .update(subscriptions)
        .set({ cancelledAt: deps.clock.now(), updatedAt: deps.clock.now() })
        .where(eq(subscriptions.id, id)),
      notificationStatement(deps, {
        userId: row.performerId,
        type: "subscription_cancelled",
        actorId: row.userId,
        object: { type: "subscription", id },
        text: `cancelled their subscription; it stays active until ${new Date(row.expiresAt ?? deps.clock.now()).toISOString().slice(0, 10)}.`,
      }),
      // A cancellation is a subscriber lost on the statistics' day of it.
      ...recountSubscribers(deps, row.performerId),
    ]);
    deliverNotifications(deps, [row.performerId]);
  }
  return (await presentSubscriptions(deps, [(await findSubscription(deps, id))!]))[0];
}

/**
 * `POST /payment/{provider}/resume-subscription/{id}`: undoes a cancellation while the paid period
 * lasts, so the subscription renews at its expiry as before (a card subscription is told at Stripe
 * first). Nothing is charged now. Resuming one that renews changes nothing; one whose access has
 * ended is a 409 `subscription_ended` (subscribing again is the way back then).
 */
export async function resumeSubscription(
  deps: Deps,
  viewer: Viewer | null,
  provider: "wallet" | "stripe",
  id: string,
): Promise<SubscriptionDto> {
  const row = await subscriptionToChange(deps, requireUser(viewer), provider, id, { admins: false });
  const now = deps.clock.now();
  if (row.status !== "active" || (row.expiresAt ?? 0) <= now) throw new AppError("subscription_ended");
  if (row.cancelledAt !== null) {
    if (provider === "stripe" && row.stripeSubscriptionId) {
      await deps.payments.resumeSubscriptionRenewal(row.stripeSubscriptionId);
    }
    await deps.db.batch([
      deps.db
        .update(subscriptions)
        .set({ cancelledAt: null, updatedAt: now })
        // Still the cancelled, active row read above: a lapse or another change in between wins.
        .where(
          and(
            eq(subscriptions.id, id),
            isNotNull(subscriptions.cancelledAt),
            eq(subscriptions.status, "active"),
          ),
        ),
      // The cancellation's subscriber lost is counted back.
      ...recountSubscribers(deps, row.performerId),
    ]);
  }
  return (await presentSubscriptions(deps, [(await findSubscription(deps, id))!]))[0];
}

const SUBSCRIPTION_SORT_COLUMNS = sortColumns({
  createdAt: subscriptions.createdAt,
  expiresAt: subscriptions.expiresAt,
  updatedAt: subscriptions.updatedAt,
});

/**
 * A page of subscriptions; `q` finds the other side by name or username (`party`: the fan in a
 * creator's list, the creator in a fan's).
 */
async function listSubscriptions(
  deps: Deps,
  where: SQL | undefined,
  query: UserSubscriptionQueryInput | PerformerSubscriptionQueryInput,
  party: typeof subscriptions.userId | typeof subscriptions.performerId,
) {
  const now = deps.clock.now();
  const all = and(
    where,
    // Per row of this list (its own index), the other side looked up by id: never every user.
    query.q
      ? exists(
          deps.db
            .select({ one: sql`1` })
            .from(users)
            .where(and(eq(users.id, party), containsText([users.name, users.username], query.q))),
        )
      : undefined,
    query.status ? eq(subscriptions.status, query.status) : undefined,
    query.type ? eq(subscriptions.type, query.type) : undefined,
    // `+` keeps subscriptions_expires_idx (status, expires_at: every active subscription of the
    // site, for the cron job) out of this list: a fan's list starts from their own rows.
    query.activeOnly === "true"
      ? and(eq(subscriptions.status, "active"), gt(sql`+${subscriptions.expiresAt}`, now))
      : undefined,
  );
  const { rows, total } = await selectPage(deps.db, {
    from: subscriptions,
    where: all,
    orderBy: orderFor(query, SUBSCRIPTION_SORT_COLUMNS, "createdAt", subscriptions.id),
    paging: query,
  });
  return { data: await presentSubscriptions(deps, rows), total };
}

/** `GET /subscriptions/user/search`: the viewer's subscriptions. */
export async function searchUserSubscriptions(
  deps: Deps,
  viewer: Viewer | null,
  query: UserSubscriptionQueryInput,
) {
  const user = requireUser(viewer);
  return listSubscriptions(
    deps,
    and(
      eq(subscriptions.userId, user.id),
      query.performerId ? eq(subscriptions.performerId, query.performerId) : undefined,
    ),
    query,
    subscriptions.performerId,
  );
}

/** `GET /subscriptions/performer/search`: a creator's subscribers (admins: anyone's, by performerId). */
export async function searchPerformerSubscriptions(
  deps: Deps,
  viewer: Viewer | null,
  query: PerformerSubscriptionQueryInput,
) {
  const user = requireCreatorOrAdmin(viewer);
  const performerId = user.isAdmin ? query.performerId : user.id;
  return listSubscriptions(
    deps,
    and(
      performerId ? eq(subscriptions.performerId, performerId) : undefined,
      query.userId ? eq(subscriptions.userId, query.userId) : undefined,
    ),
    query,
    subscriptions.userId,
  );
}

/**
 * `GET /performers/{performerId}/offers`: what the creator's Subscribe button offers this viewer:
 * the monthly price, the promotion (the link's `promo` code, else an active discount) and the
 * bundles with what each saves.
 */
export async function subscriptionOffers(
  deps: Deps,
  viewer: Viewer | null,
  performerId: string,
  code: string | null,
): Promise<SubscriptionOffersDto> {
  // One batch: the creator's terms, the viewer's subscription, the bundles and the promotion's reads.
  const [rows] = await Promise.all([
    deps.db.batch(subscriptionOfferReads(deps, viewer, performerId, code)),
    termSettings(deps),
  ]);
  return subscriptionOffersFrom(deps, viewer, rows);
}

/**
 * subscriptionOffers' reads, for a caller's own batch (a page that reads more about the creator in
 * the same round trip); read back with subscriptionOffersFrom.
 */
export const subscriptionOfferReads = (
  deps: Deps,
  viewer: Viewer | null,
  performerId: string,
  code: string | null,
) =>
  [
    termsRowQuery(deps, performerId),
    pairQuery(deps, viewer?.id ?? "", performerId),
    bundlesQuery(deps, performerId),
    ...profileOfferReads(deps, viewer?.id ?? null, performerId, code),
  ] as const;

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: Awaited<T[K]> };
export type SubscriptionOfferRows = Reads<ReturnType<typeof subscriptionOfferReads>>;

/** The offers from what subscriptionOfferReads read. */
export async function subscriptionOffersFrom(
  deps: Deps,
  viewer: Viewer | null,
  [termsRows, pairRows, bundles, byLink, discounts, claimed]: SubscriptionOfferRows,
): Promise<SubscriptionOffersDto> {
  const terms = termsOf(termsRows[0], await termSettings(deps));
  const current = viewer ? pairRows[0] : undefined;
  return {
    monthlyPrice: toTokens(terms.monthlyPrice),
    promotion: profileOfferFrom(
      deps.clock.now(),
      viewer?.id ?? null,
      terms,
      current,
      byLink,
      discounts,
      claimed,
    ),
    bundles: bundleOffers(bundles, terms.monthlyPrice),
  };
}
