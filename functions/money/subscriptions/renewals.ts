/**
 * The cron job's part of subscriptions (every minute, functions/cron.ts). Wallet subscriptions
 * renew from the balance in the hour before they expire (so access never gaps); a balance still
 * short at expiry lets the subscription lapse, and the fan is told once. Each renewal pays for the
 * period it extends under a key naming that period, so overlapping runs renew it once.
 */

import { and, eq, inArray, isNotNull, isNull, lte, or } from "drizzle-orm";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import { HOUR } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { formatTokens, toTokens } from "../../lib/money";
import { tellUser } from "../ledger/notices";
import { recountSubscribers } from "../ledger/subscriber-counts";
import { chargeWallet } from "../wallet/charge";
import { subscriptionChargeable } from "./service";
import {
  creatorTerms,
  discounted,
  type PaidType,
  PERIOD_DAYS,
  periodPrice,
  type SubscriptionRow,
} from "./terms";

/** How long before expiry a wallet subscription is renewed. */
const RENEW_AHEAD = HOUR;
/** Renewals per run (the next run takes the rest). */
const BATCH = 100;

/** Renews one wallet subscription; answers what happened. */
async function renew(
  deps: Deps,
  row: SubscriptionRow,
): Promise<"renewed" | "lapsed" | "waiting" | "skipped"> {
  const now = deps.clock.now();
  const type: PaidType = row.type === "yearly" ? "yearly" : "monthly";
  const [creator] = await deps.db
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, row.performerId))
    .limit(1);
  let failure: AppError | null = null;
  let terms: Awaited<ReturnType<typeof creatorTerms>> | null = null;
  if (creator?.status === "active") {
    try {
      terms = await creatorTerms(deps, row.performerId);
      // A promotion's discounted months are renewed at its price; then the normal price.
      const normal = periodPrice(terms, type);
      const discount =
        type === "monthly" && row.discountPercent !== null && row.discountedPeriodsLeft > 0
          ? { percent: row.discountPercent, periodsLeft: row.discountedPeriodsLeft }
          : null;
      const price = discount ? discounted(normal, discount.percent) : normal;
      const item = subscriptionChargeable(
        { userId: row.userId, performerId: row.performerId, current: row },
        terms,
        {
          type,
          days: PERIOD_DAYS[type],
          description: `${type === "yearly" ? "Yearly" : "Monthly"} subscription to ${terms.name}${discount ? ` (${discount.percent}% off)` : ""}`,
          discount: discount && { percent: discount.percent, periodsLeft: discount.periodsLeft - 1 },
        },
        price,
        "wallet",
        now,
      );
      await chargeWallet(deps, row.userId, item, {
        key: `renewal:${row.id}:${row.expiresAt}`,
        fingerprint: JSON.stringify(["renewal", row.id, row.expiresAt]),
        // A renewal takes the creator's price at that time (docs/decisions/money.md, Subscriptions): nobody is asked.
        expectedPrice: null,
      });
      return "renewed";
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === "already_subscribed") return "skipped";
      failure = err;
    }
  }
  if ((row.expiresAt ?? 0) > now) return "waiting";
  // Expired and not paid for: it lapses, once (the conditional update), and the fan is told.
  const lapsed = await deps.db.batch([
    deps.db
      .update(subscriptions)
      .set({ status: "deactivated", updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, row.id),
          eq(subscriptions.status, "active"),
          eq(subscriptions.expiresAt, row.expiresAt ?? 0),
          isNull(subscriptions.cancelledAt),
        ),
      ),
    ...recountSubscribers(deps, row.performerId),
  ]);
  if ((lapsed[0].meta?.changes ?? 0) === 0) return "skipped";
  const name = terms?.name ?? "this creator";
  const price = terms
    ? formatTokens(toTokens(type === "yearly" ? terms.yearlyPrice : terms.monthlyPrice))
    : null;
  await tellUser(deps, row.userId, {
    subject: "Your subscription has ended",
    message:
      failure?.code === "insufficient_balance" && price !== null
        ? `Your subscription to ${name} has ended: your wallet did not have the ${price} tokens to renew it. Top up and subscribe again to keep watching.`
        : `Your subscription to ${name} has ended and could not be renewed.`,
  });
  return "lapsed";
}

/** Cron: renews (or lets lapse) the wallet subscriptions due now. */
export async function renewWalletSubscriptions(deps: Deps) {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "active"),
        eq(subscriptions.paymentGateway, "wallet"),
        isNull(subscriptions.cancelledAt),
        lte(subscriptions.expiresAt, now + RENEW_AHEAD),
      ),
    )
    .orderBy(subscriptions.expiresAt)
    .limit(BATCH);
  const outcomes: Record<string, number> = {};
  for (const row of due) {
    const outcome = await renew(deps, row);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  return outcomes;
}

/**
 * Cron: subscriptions that will not renew and have expired are deactivated: cancelled ones, and
 * card subscriptions Stripe has not renewed for three days (it retries a failed card meanwhile).
 */
export async function deactivateEndedSubscriptions(deps: Deps) {
  const now = deps.clock.now();
  const ended = and(
    eq(subscriptions.status, "active"),
    lte(subscriptions.expiresAt, now),
    or(
      isNotNull(subscriptions.cancelledAt),
      and(eq(subscriptions.paymentGateway, "stripe"), lte(subscriptions.expiresAt, now - 3 * 24 * HOUR)),
    ),
  );
  const performers = await deps.db
    .selectDistinct({ id: subscriptions.performerId })
    .from(subscriptions)
    .where(ended)
    .limit(90);
  if (performers.length === 0) return 0;
  const ids = performers.map((p) => p.id);
  await deps.db.batch([
    // A run takes 90 creators (D1's parameter limit); the next run takes the rest.
    deps.db
      .update(subscriptions)
      .set({ status: "deactivated", updatedAt: now })
      .where(and(ended, inArray(subscriptions.performerId, ids))),
    ...performers.flatMap((p) => recountSubscribers(deps, p.id)),
  ]);
  return performers.length;
}
