/**
 * Stripe's webhooks (`POST /api/webhooks/stripe`). The raw body's signature is checked with the
 * endpoint secret (constructEventAsync, SubtleCrypto) before anything is read from it. Each effect
 * records the event id in its own batch (stripe_events, unique), and keys its money movement by the
 * payment, not the event, so a replay, a duplicate or a late event for a settled payment changes
 * nothing twice. Unknown event types are acknowledged and ignored.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { stripeEvents } from "../../drizzle/schema/payments";
import { refusedBy } from "../ledger/movements";
import type { Deps } from "../lib/deps";
import type { PaymentEvent } from "../lib/payments";
import { connectAccountUpdated } from "../payments/connect";
import { cardRefunded } from "../payments/refunds";
import { eventStatement, topUpChanged, topUpSucceeded } from "../payments/top-up";
import {
  cardSubscriptionEnded,
  cardSubscriptionPaid,
  cardSubscriptionPaymentFailed,
  cardSubscriptionStarted,
} from "../subscriptions/card";

type Handler = (deps: Deps, event: PaymentEvent) => Promise<void>;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/** Runs an effect that moves no money once per event: the id is recorded first. */
async function once(deps: Deps, event: PaymentEvent, effect: () => Promise<void>) {
  try {
    await eventStatement(deps, event);
  } catch (err) {
    if (refusedBy(err, "UNIQUE:stripe_events.")) return;
    throw err;
  }
  await effect();
}

const topUpIntent = (pi: Stripe.PaymentIntent) =>
  pi.metadata?.kind === "top_up" ? pi.metadata.transactionId : undefined;

const HANDLERS = new Map<string, Handler>([
  [
    "checkout.session.completed",
    async (deps, event) => {
      const session = event.data.object as Stripe.Checkout.Session;
      const transactionId = session.metadata?.transactionId;
      if (
        session.mode === "payment" &&
        session.payment_status === "paid" &&
        transactionId &&
        session.metadata?.kind === "top_up"
      ) {
        await topUpSucceeded(deps, event, transactionId, idOf(session.payment_intent));
      }
      const subscription = idOf(session.subscription);
      if (session.mode === "subscription" && session.metadata?.subscriptionId && subscription) {
        await cardSubscriptionStarted(deps, session.metadata.subscriptionId, subscription);
      }
    },
  ],
  [
    "checkout.session.expired",
    async (deps, event) => {
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.metadata?.transactionId)
        await topUpChanged(deps, session.metadata.transactionId, "canceled");
    },
  ],
  [
    "payment_intent.succeeded",
    async (deps, event) => {
      const pi = event.data.object as Stripe.PaymentIntent;
      const transactionId = topUpIntent(pi);
      if (transactionId) await topUpSucceeded(deps, event, transactionId, pi.id);
    },
  ],
  [
    "payment_intent.payment_failed",
    async (deps, event) => {
      const pi = event.data.object as Stripe.PaymentIntent;
      const transactionId = topUpIntent(pi);
      if (transactionId) {
        await topUpChanged(deps, transactionId, "fail", {
          failureReason: pi.last_payment_error?.message ?? "The payment failed.",
          paymentIntentId: pi.id,
        });
      }
    },
  ],
  [
    "payment_intent.requires_action",
    async (deps, event) => {
      const pi = event.data.object as Stripe.PaymentIntent;
      const transactionId = topUpIntent(pi);
      if (transactionId) {
        await topUpChanged(deps, transactionId, "require_authentication", {
          redirectUrl: pi.next_action?.redirect_to_url?.url ?? null,
          paymentIntentId: pi.id,
        });
      }
    },
  ],
  [
    "payment_intent.canceled",
    async (deps, event) => {
      const transactionId = topUpIntent(event.data.object as Stripe.PaymentIntent);
      if (transactionId) await topUpChanged(deps, transactionId, "canceled");
    },
  ],
  ["invoice.paid", (deps, event) => cardSubscriptionPaid(deps, event, event.data.object as Stripe.Invoice)],
  [
    "invoice.payment_failed",
    (deps, event) =>
      once(deps, event, () => cardSubscriptionPaymentFailed(deps, event.data.object as Stripe.Invoice)),
  ],
  [
    "customer.subscription.deleted",
    (deps, event) => cardSubscriptionEnded(deps, (event.data.object as Stripe.Subscription).id),
  ],
  ["refund.created", (deps, event) => refundSucceeded(deps, event)],
  ["refund.updated", (deps, event) => refundSucceeded(deps, event)],
  [
    "account.updated",
    async (deps, event) => {
      const account = event.data.object as Stripe.Account;
      await connectAccountUpdated(deps, account.id, {
        chargesEnabled: account.charges_enabled ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
      });
    },
  ],
]);

async function refundSucceeded(deps: Deps, event: PaymentEvent) {
  const refund = event.data.object as Stripe.Refund;
  const paymentIntentId = idOf(refund.payment_intent);
  if (refund.status !== "succeeded" || !paymentIntentId) return;
  await cardRefunded(deps, event, { id: refund.id, amount: refund.amount, paymentIntentId });
}

/**
 * Verifies and applies one delivery. Throws invalid_signature (400) for a bad or missing
 * signature; an error while applying becomes a 500, which Stripe retries.
 */
export async function receiveStripeEvent(deps: Deps, payload: string, signature: string | null) {
  const event = await deps.payments.verifyWebhook(payload, signature);
  const [seen] = await deps.db
    .select({ id: stripeEvents.id })
    .from(stripeEvents)
    .where(eq(stripeEvents.id, event.id))
    .limit(1);
  const handler = HANDLERS.get(event.type);
  if (!seen && handler) await handler(deps, event);
  return { received: true as const, id: event.id, type: event.type, handled: Boolean(handler) && !seen };
}
