/**
 * Card subscriptions, driven by Stripe's signed webhooks. Each paid invoice is, in ONE batch: a
 * card payment (a top-up of the fan's wallet under `invoice:<in_…>`), a subscription charge from
 * it (the creator's earning and the platform's commission) and a new period. A $0 first invoice is
 * the free trial starting. A replay or a duplicate changes nothing.
 */

import { and, eq, sql } from "drizzle-orm";
import { paymentTransactions } from "../../../drizzle/schema/payments";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { DAY } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import type { PaymentEvent } from "../../lib/payments";
import { accounts } from "../ledger/accounts";
import { addMovement, commitMoney, newMoneyBatch, refusedBy } from "../ledger/movements";
import { tellUser } from "../ledger/notices";
import { saleTerms } from "../ledger/sale";
import { recountSubscribers } from "../ledger/subscriber-counts";
import { eventStatement } from "../payments/top-up";
import { notifyPaymentStatus } from "../payments/transactions";
import { addCharge, chargeRefusals } from "../wallet/charge";
import { findSubscription, subscriptionChargeable } from "./service";
import { activateStatements, creatorTerms, extendedExpiry } from "./terms";

type Invoice = Extract<PaymentEvent, { type: "invoice.paid" }>["data"]["object"];

/** Our subscription an invoice is for (the Stripe subscription carries its id in its metadata). */
async function subscriptionOf(deps: Deps, invoice: Invoice) {
  const details = invoice.parent?.subscription_details;
  const meta = details?.metadata ?? {};
  if (!meta.subscriptionId) return null;
  const row = await findSubscription(deps, meta.subscriptionId);
  if (!row || row.userId !== meta.userId || row.performerId !== meta.performerId) return null;
  const stripeSubscriptionId =
    typeof details?.subscription === "string" ? details.subscription : (details?.subscription?.id ?? null);
  return { row, meta, stripeSubscriptionId };
}

const DUPLICATE = [
  "UNIQUE:ledger_movements.",
  "UNIQUE:stripe_events.",
  "UNIQUE:payment_transactions.",
  "UNIQUE:wallet_charges.",
];
/** This invoice already applied under another event: nothing to do (this very event again is left to the webhook). */
const ALREADY_APPLIED = DUPLICATE.filter((p) => p !== "UNIQUE:stripe_events.");

/** Webhook `invoice.paid`. */
export async function cardSubscriptionPaid(
  deps: Deps,
  event: { id: string; type: string },
  invoice: Invoice,
) {
  const found = await subscriptionOf(deps, invoice);
  if (!found) return;
  const { row, meta, stripeSubscriptionId } = found;
  const terms = await creatorTerms(deps, row.performerId);
  const now = deps.clock.now();
  const amount = invoice.amount_paid;
  const first =
    invoice.billing_reason === "subscription_create" && meta.transactionId ? meta.transactionId : null;
  const batch = newMoneyBatch();
  batch.statements.push(eventStatement(deps, event));

  if (amount === 0) {
    // The free trial starts: nothing is paid, the invoice's key still makes it happen once.
    addMovement(deps, batch, {
      key: `invoice:${invoice.id}`,
      kind: "card_subscription",
      userId: row.userId,
      transfers: [],
    });
    batch.statements.push(
      ...activateStatements(deps, {
        userId: row.userId,
        performerId: row.performerId,
        type: "free",
        expiresAt: extendedExpiry(row, now, 0) + terms.freeDays * DAY,
        gateway: "stripe",
        stripeSubscriptionId,
        now,
      }),
      ...recountSubscribers(deps, row.performerId),
    );
    if (first) {
      batch.statements.push(
        deps.db
          .update(paymentTransactions)
          .set({ status: "success", stripeInvoiceId: invoice.id, stripeSubscriptionId, updatedAt: now })
          .where(eq(paymentTransactions.id, first)),
      );
    }
  } else {
    const type = meta.type === "yearly" ? "yearly" : "monthly";
    const paymentIntentId = await deps.payments.invoicePaymentIntent(invoice.id);
    const transactionId = first ?? deps.ids.next();
    const values = {
      status: "success" as const,
      amount,
      tokens: amount,
      stripeInvoiceId: invoice.id,
      stripePaymentIntentId: paymentIntentId,
      stripeSubscriptionId,
      failureReason: null,
      updatedAt: now,
    };
    batch.statements.push(
      first
        ? deps.db.update(paymentTransactions).set(values).where(eq(paymentTransactions.id, first))
        : deps.db.insert(paymentTransactions).values({
            ...values,
            id: transactionId,
            userId: row.userId,
            kind: "subscription",
            performerId: row.performerId,
            subscriptionId: row.id,
            createdAt: now,
          }),
    );
    // The card payment enters as tokens in the fan's wallet and pays the period at once.
    addMovement(deps, batch, {
      key: `invoice:${invoice.id}`,
      kind: "card_subscription",
      userId: row.userId,
      transfers: [{ from: accounts.outside, to: accounts.wallet(row.userId), amount, type: "top_up" }],
    });
    const item = subscriptionChargeable(
      { userId: row.userId, performerId: row.performerId, current: row },
      terms,
      type,
      amount,
      "stripe",
      now,
      stripeSubscriptionId,
    );
    addCharge(deps, batch, {
      payerId: row.userId,
      item,
      terms: await saleTerms(deps, row.performerId, amount),
      key: `invoice:${invoice.id}`,
      fingerprint: "card subscription",
      // Stripe charged what the Checkout showed; its price was checked before the Checkout was made.
      expectedPrice: null,
      paymentTransactionId: transactionId,
    });
    try {
      await commitMoney(
        deps,
        batch,
        chargeRefusals(item).filter(([p]) => !DUPLICATE.includes(p)),
      );
    } catch (err) {
      if (ALREADY_APPLIED.some((p) => refusedBy(err, p))) return;
      throw err;
    }
    notifyPaymentStatus(deps, { id: transactionId, userId: row.userId }, "success");
    return;
  }
  try {
    await commitMoney(deps, batch, []);
  } catch (err) {
    if (ALREADY_APPLIED.some((p) => refusedBy(err, p))) return;
    throw err;
  }
  if (first) notifyPaymentStatus(deps, { id: first, userId: row.userId }, "success");
}

/**
 * Webhook `invoice.payment_failed`: a card renewal failed; the fan is told (access ends at expiry),
 * once: the event id is recorded in the batch that queues the email.
 */
export async function cardSubscriptionPaymentFailed(
  deps: Deps,
  event: { id: string; type: string },
  invoice: Invoice,
) {
  const found = await subscriptionOf(deps, invoice);
  if (!found) return;
  const terms = await creatorTerms(deps, found.row.performerId);
  await tellUser(
    deps,
    found.row.userId,
    {
      subject: "Your subscription payment failed",
      message: `We could not charge your card ${toTokens(invoice.amount_due)} USD for your subscription to ${terms.name}. Update your card to keep your access.`,
    },
    [eventStatement(deps, event)],
  );
}

/** Webhook `checkout.session.completed` (subscription mode): remember the Stripe subscription. */
export async function cardSubscriptionStarted(
  deps: Deps,
  event: { id: string; type: string },
  subscriptionId: string,
  stripeSubscriptionId: string,
) {
  await deps.db.batch([
    eventStatement(deps, event),
    deps.db
      .update(subscriptions)
      .set({ stripeSubscriptionId, updatedAt: deps.clock.now() })
      .where(and(eq(subscriptions.id, subscriptionId), sql`${subscriptions.stripeSubscriptionId} IS NULL`)),
  ]);
}

/** Webhook `customer.subscription.deleted`: the card subscription ended; access stays until expiry. */
export async function cardSubscriptionEnded(
  deps: Deps,
  event: { id: string; type: string },
  stripeSubscriptionId: string,
) {
  const now = deps.clock.now();
  const ofCard = and(
    eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId),
    eq(subscriptions.paymentGateway, "stripe"),
  );
  const [row] = await deps.db
    .select({ performerId: subscriptions.performerId })
    .from(subscriptions)
    .where(ofCard)
    .limit(1);
  await deps.db.batch([
    eventStatement(deps, event),
    deps.db
      .update(subscriptions)
      .set({ cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${now})`, updatedAt: now })
      .where(ofCard),
    // The statistics count the cancellation as a subscriber lost.
    ...(row ? recountSubscribers(deps, row.performerId) : []),
  ]);
}
