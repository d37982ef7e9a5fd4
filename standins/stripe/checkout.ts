/**
 * Checkout Sessions and what their hosted page does.
 *
 * As at Stripe: a session is `open` until it is paid (`complete`) or expires (`expired`, at
 * `expires_at` or by the API); a declined card leaves it open for another try. The payment-mode
 * PaymentIntent is made at the first attempt; a subscription-mode session makes its Subscription
 * only once the first payment succeeded, so a decline leaves no subscription behind.
 */

import { createSubscriptionFromCheckout } from "./billing";
import type { TestCard } from "./cards";
import { type Ctx, emit } from "./context";
import type { CheckoutLineItem, CheckoutSession, Customer, PaymentIntent, SetupIntent } from "./objects";
import {
  abandonPaymentIntent,
  attachPaymentMethod,
  confirmPaymentIntent,
  confirmSetupIntent,
  createCardPaymentMethod,
  createPaymentIntent,
  createSetupIntent,
} from "./payments";
import { invalidRequest, newId, randomToken, StripeError, unixNow } from "./protocol";
import type { CheckoutOptions } from "./state";

/** How long an open session can be paid, as at Stripe by default. */
const LIFETIME_SECONDS = 24 * 3600;

export interface NewCheckoutSession {
  mode: "payment" | "setup" | "subscription";
  lineItems: CheckoutLineItem[];
  currency: string | null;
  customer: Customer;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string | null;
  options: CheckoutOptions;
}

export function createCheckoutSession(ctx: Ctx, input: NewCheckoutSession): CheckoutSession {
  const id = `cs_test_${randomToken(58)}`;
  const now = unixNow();
  // A trial charges nothing today (every line of a subscription-mode session is recurring).
  const trial = input.mode === "subscription" && Boolean(input.options.subscriptionData.trialDays);
  const dueNow = trial ? 0 : input.lineItems.reduce((sum, l) => sum + l.amount_subtotal, 0);
  const session: CheckoutSession = {
    id,
    object: "checkout.session",
    allow_promotion_codes: null,
    amount_subtotal: input.mode === "setup" ? null : dueNow,
    amount_total: input.mode === "setup" ? null : dueNow,
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    created: now,
    currency: input.lineItems[0]?.currency ?? input.currency,
    customer: input.customer.id,
    customer_creation: null,
    customer_details: null,
    customer_email: null,
    expires_at: now + LIFETIME_SECONDS,
    invoice: null,
    livemode: false,
    locale: null,
    metadata: input.metadata,
    mode: input.mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: input.mode === "payment" ? null : "always",
    payment_method_types: ["card"],
    payment_status: input.mode === "setup" || dueNow === 0 ? "no_payment_required" : "unpaid",
    recovered_from: null,
    setup_intent: null,
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted",
    url: `${ctx.baseUrl}/checkout/${id}`,
  };
  ctx.store.insert(session);
  ctx.store.lineItems.set(id, input.lineItems);
  ctx.store.checkoutOptions.set(id, input.options);
  if (input.mode === "setup") {
    const si = createSetupIntent(ctx, input.customer.id);
    session.setup_intent = si.id;
  }
  return session;
}

/** Expires a session whose time is up, as Stripe does on its own; call before reading one. */
export function expireIfDue(ctx: Ctx, session: CheckoutSession): void {
  if (session.status === "open" && unixNow() >= session.expires_at) expireCheckoutSession(ctx, session);
}

export function expireCheckoutSession(ctx: Ctx, session: CheckoutSession): void {
  if (session.status !== "open") {
    throw invalidRequest(
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  }
  session.status = "expired";
  session.url = null;
  const pi = session.payment_intent ? ctx.store.find("payment_intent", session.payment_intent) : undefined;
  if (pi && pi.status !== "succeeded" && pi.status !== "canceled") abandonPaymentIntent(ctx, pi);
  emit(ctx, "checkout.session.expired", session);
}

/** The hosted page's outcome: go somewhere (success page, 3-D Secure) or show a decline (its code). */
export type PayResult = { redirect: string } | { declined: string };

/** The hosted page's Pay (and Decline, which pays with the declined test card). */
export function payCheckoutSession(
  ctx: Ctx,
  session: CheckoutSession,
  card: TestCard,
  email: string | null,
): PayResult {
  const options = ctx.store.checkoutOptions.get(session.id)!;
  const customer = ctx.store.get("customer", session.customer!);
  const pm = createCardPaymentMethod(ctx, card, email ?? customer.email);
  const after = { kind: "checkout", sessionId: session.id } as const;

  if (session.mode === "setup") {
    const si = ctx.store.get("setup_intent", session.setup_intent!);
    const error = confirmSetupIntent(ctx, si, pm, after);
    return outcome(ctx, session, si, error);
  }

  if (session.mode === "subscription" && options.subscriptionData.trialDays) {
    try {
      attachPaymentMethod(ctx, pm, customer.id);
    } catch (err) {
      if (err instanceof StripeError && err.body.decline_code) return { declined: err.body.decline_code };
      throw err;
    }
    completeSession(ctx, session, null, pm.id);
    return { redirect: successUrl(session) };
  }

  const pi = paymentIntentFor(ctx, session, options, customer);
  pi.payment_method = pm.id;
  pi.status = "requires_confirmation";
  const error = confirmPaymentIntent(ctx, pi, { offSession: false, after });
  return outcome(ctx, session, pi, error);
}

/** After an attempt: a succeeded intent completes the session; where the payer goes next. */
function outcome(
  ctx: Ctx,
  session: CheckoutSession,
  intent: PaymentIntent | SetupIntent,
  error: StripeError | null,
): PayResult {
  completeCheckoutAfterIntent(ctx, session.id, intent);
  if (intent.status === "requires_action") return { redirect: `${ctx.baseUrl}/authenticate/${intent.id}` };
  if (intent.status === "succeeded") return { redirect: successUrl(session) };
  return { declined: error?.body.decline_code ?? "generic_decline" };
}

export const successUrl = (session: CheckoutSession) =>
  (session.success_url ?? "").replaceAll("{CHECKOUT_SESSION_ID}", session.id);

function paymentIntentFor(
  ctx: Ctx,
  session: CheckoutSession,
  options: CheckoutOptions,
  customer: Customer,
): PaymentIntent {
  if (session.payment_intent) return ctx.store.get("payment_intent", session.payment_intent);
  const data = options.paymentIntentData;
  const pi = createPaymentIntent(ctx, {
    amount: session.amount_total ?? 0,
    currency: session.currency ?? "usd",
    customer: customer.id,
    paymentMethod: null,
    metadata: session.mode === "payment" ? { ...data.metadata } : Object.create(null),
    description: session.mode === "payment" ? data.description : "Subscription creation",
    // A subscription's card is kept for its renewals.
    setupFutureUsage: session.mode === "subscription" ? "off_session" : undefined,
  });
  session.payment_intent = session.mode === "payment" ? pi.id : null;
  return pi;
}

/**
 * Called when an intent a session made settled (on the Checkout page, or on the 3-D Secure page
 * the payer was sent to): a success completes the session.
 */
export function completeCheckoutAfterIntent(
  ctx: Ctx,
  sessionId: string,
  intent: PaymentIntent | SetupIntent,
): void {
  const session = ctx.store.get("checkout.session", sessionId);
  if (session.status !== "open" || intent.status !== "succeeded" || !intent.payment_method) return;
  completeSession(ctx, session, intent.object === "payment_intent" ? intent : null, intent.payment_method);
}

function completeSession(
  ctx: Ctx,
  session: CheckoutSession,
  payment: PaymentIntent | null,
  pmId: string,
): void {
  const pm = ctx.store.get("payment_method", pmId);
  session.customer_details = {
    address: null,
    business_name: null,
    email: pm.billing_details.email,
    individual_name: null,
    name: pm.billing_details.name,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
  if (session.mode === "subscription") {
    const options = ctx.store.checkoutOptions.get(session.id)!;
    const lines = ctx.store.lineItems.get(session.id) ?? [];
    const customer = ctx.store.get("customer", session.customer!);
    const { subscription, invoice } = createSubscriptionFromCheckout(
      ctx,
      {
        customer,
        items: lines.map((l) => ({ price: l.price, quantity: l.quantity })),
        defaultPaymentMethod: pm.id,
        metadata: { ...options.subscriptionData.metadata },
        trialDays: options.subscriptionData.trialDays,
      },
      payment,
    );
    session.subscription = subscription.id;
    session.invoice = invoice.id;
  }
  session.status = "complete";
  session.url = null;
  session.payment_status = session.mode === "setup" || !payment ? "no_payment_required" : "paid";
  emit(ctx, "checkout.session.completed", session);
}

/** A line item for a session, from a price and a quantity. */
export function checkoutLineItem(
  price: CheckoutLineItem["price"],
  quantity: number,
  description: string,
): CheckoutLineItem {
  const amount = (price.unit_amount ?? 0) * quantity;
  return {
    id: newId("li"),
    object: "item",
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description,
    price,
    quantity,
  };
}
