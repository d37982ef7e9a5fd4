/**
 * Stripe's webhooks (`POST /api/webhooks/stripe`). The raw body's signature is checked with the
 * endpoint secret (constructEventAsync, SubtleCrypto) before anything is read from it, then the
 * event's shape (functions/lib/webhook-event.ts): a signed body that is not an event is a 400.
 *
 * Each effect records the event id in its own batch (stripe_events, unique), as the batch's first
 * statement, and keys its money movement by the payment, not the event, so a replay, a duplicate or
 * a late event for a settled payment changes nothing twice. A delivery whose event id is already
 * recorded fails its batch on that insert; the handler lets that refusal through and the answer is
 * `duplicate: true`. An event that finds nothing to change (unknown type, a payment that is not
 * ours, a payment another event already credited) records nothing and changes nothing.
 */
import type Stripe from "stripe";
import type { Deps } from "../../lib/deps";
import type { PaymentEvent } from "../../lib/payments";
import { isDuplicateDelivery, readWebhookEvent } from "../../lib/webhook-event";
import { z } from "../../lib/zod";
import { connectAccountUpdated } from "../payments/connect";
import { cardRefunded } from "../payments/refunds";
import { topUpChanged, topUpSucceeded } from "../payments/top-up";
import {
  cardSubscriptionEnded,
  cardSubscriptionPaid,
  cardSubscriptionPaymentFailed,
  cardSubscriptionStarted,
} from "../subscriptions/card";

type Handler = (deps: Deps, event: PaymentEvent) => Promise<void>;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

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
        await cardSubscriptionStarted(deps, event, session.metadata.subscriptionId, subscription);
      }
    },
  ],
  [
    "checkout.session.expired",
    async (deps, event) => {
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.metadata?.transactionId)
        await topUpChanged(deps, event, session.metadata.transactionId, "canceled");
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
        await topUpChanged(deps, event, transactionId, "fail", {
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
        await topUpChanged(deps, event, transactionId, "require_authentication", {
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
      if (transactionId) await topUpChanged(deps, event, transactionId, "canceled");
    },
  ],
  ["invoice.paid", (deps, event) => cardSubscriptionPaid(deps, event, event.data.object as Stripe.Invoice)],
  [
    "invoice.payment_failed",
    (deps, event) => cardSubscriptionPaymentFailed(deps, event, event.data.object as Stripe.Invoice),
  ],
  [
    "customer.subscription.deleted",
    (deps, event) => cardSubscriptionEnded(deps, event, (event.data.object as Stripe.Subscription).id),
  ],
  ["refund.created", (deps, event) => refundSucceeded(deps, event)],
  ["refund.updated", (deps, event) => refundSucceeded(deps, event)],
  [
    "account.updated",
    async (deps, event) => {
      const account = event.data.object as Stripe.Account;
      await connectAccountUpdated(
        deps,
        account.id,
        {
          chargesEnabled: account.charges_enabled ?? false,
          payoutsEnabled: account.payouts_enabled ?? false,
          detailsSubmitted: account.details_submitted ?? false,
        },
        event,
      );
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
 * What every handler reads of an event: its id, its type and `data.object` (an object). The SDK
 * checks the signature and parses the JSON; anything else that is signed is not an event.
 */
const StripeEventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.looseObject({}) }),
});

/**
 * Verifies and applies one delivery. Throws invalid_signature (400) for a bad, missing, stale or
 * future signature and bad_request (400) for a signed body that is not an event; an error while
 * applying becomes a 500, which Stripe retries. `duplicate` says this event id was already handled.
 */
export async function receiveStripeEvent(deps: Deps, payload: string, signature: string | null) {
  const verified = await deps.payments.verifyWebhook(payload, signature);
  readWebhookEvent(StripeEventShape, verified, "Stripe");
  const event = verified as PaymentEvent;
  const handler = HANDLERS.get(event.type);
  let duplicate = false;
  try {
    if (handler) await handler(deps, event);
  } catch (err) {
    if (!isDuplicateDelivery(err, "stripe_events")) throw err;
    duplicate = true;
  }
  return {
    received: true as const,
    id: event.id,
    type: event.type,
    handled: Boolean(handler) && !duplicate,
    duplicate,
  };
}
