/**
 * Prices, subscriptions and their invoices.
 *
 * A subscription (made by a subscription-mode Checkout) bills one invoice per period. Periods
 * follow each other without gaps from the billing cycle anchor (the start, or the end of a trial),
 * months keep the anchor's day (clamped to the month's end); in this API version the current
 * period lives on the subscription's items. The stand-in has no clock of its own: a period ends
 * when a test advances it (controls.ts).
 */
import { type Ctx, emit } from "./context";
import type { Customer, Invoice, InvoicePayment, List, PaymentIntent, Price, Subscription } from "./objects";
import { confirmPaymentIntent, createPaymentIntent } from "./payments";
import { invalidRequest, newId, unixNow } from "./protocol";

// ---------------------------------------------------------------------------------------------
// Prices

export type Interval = "month" | "year";
export const INTERVALS: readonly Interval[] = ["month", "year"];

/** A price made from `price_data`, with its product named by `product_data[name]`. */
export function createPrice(
  ctx: Ctx,
  input: { currency: string; unitAmount: number; productName: string; interval: Interval | null },
): Price {
  const product = newId("prod", 14);
  ctx.store.productNames.set(product, input.productName);
  return {
    id: newId("price"),
    object: "price",
    active: true,
    billing_scheme: "per_unit",
    created: unixNow(),
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: Object.create(null),
    nickname: null,
    product,
    recurring: input.interval
      ? {
          interval: input.interval,
          interval_count: 1,
          meter: null,
          trial_period_days: null,
          usage_type: "licensed",
        }
      : null,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: input.interval ? "recurring" : "one_time",
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
}

// ---------------------------------------------------------------------------------------------
// Periods

/** `anchor` moved forward by `count` intervals; months keep the anchor's day where the month has it. */
function addIntervals(anchor: number, interval: Interval, count: number): number {
  const months = interval === "year" ? count * 12 : count;
  const start = new Date(anchor * 1000);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

const intervalOf = (sub: Subscription) => sub.items.data[0].price.recurring!.interval as Interval;

/** Stripe's current period, read off the first item (every item shares it here). */
const currentPeriod = (sub: Subscription) => ({
  start: sub.items.data[0].current_period_start,
  end: sub.items.data[0].current_period_end,
});

// ---------------------------------------------------------------------------------------------
// Subscriptions

export interface NewSubscription {
  customer: Customer;
  items: { price: Price; quantity: number }[];
  defaultPaymentMethod: string;
  metadata: Record<string, string>;
  trialDays?: number;
}

function buildSubscription(ctx: Ctx, input: NewSubscription, status: Subscription["status"]): Subscription {
  const now = unixNow();
  const trialEnd = input.trialDays ? now + input.trialDays * 86_400 : null;
  const interval = input.items[0].price.recurring!.interval as Interval;
  const periodEnd = trialEnd ?? addIntervals(now, interval, 1);
  const id = newId("sub");
  const sub: Subscription = {
    id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    billing_cycle_anchor: trialEnd ?? now,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: input.items[0].price.currency,
    customer: input.customer.id,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    description: null,
    discounts: [],
    ended_at: null,
    items: {
      object: "list",
      data: input.items.map((item) => ({
        id: newId("si", 14),
        object: "subscription_item",
        billing_thresholds: null,
        created: now,
        current_period_end: periodEnd,
        current_period_start: now,
        discounts: [],
        metadata: Object.create(null),
        price: item.price,
        quantity: item.quantity,
        subscription: id,
        tax_rates: [],
      })),
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    latest_invoice: null,
    livemode: false,
    metadata: input.metadata,
    pause_collection: null,
    pending_setup_intent: null,
    schedule: null,
    start_date: now,
    status,
    test_clock: null,
    trial_end: trialEnd,
    trial_start: trialEnd ? now : null,
  };
  ctx.store.insert(sub);
  ctx.store.subscriptionPeriods.set(sub.id, 0);
  return sub;
}

/**
 * The subscription a completed subscription-mode Checkout makes: active (or trialing) from the
 * start, its first invoice paid by the Checkout's payment.
 */
export function createSubscriptionFromCheckout(
  ctx: Ctx,
  input: NewSubscription,
  payment: PaymentIntent | null,
): { subscription: Subscription; invoice: Invoice } {
  const sub = buildSubscription(ctx, input, input.trialDays ? "trialing" : "active");
  emit(ctx, "customer.subscription.created", sub);
  const invoice = issueInvoice(ctx, sub, "subscription_create", Boolean(input.trialDays), payment);
  return { subscription: sub, invoice };
}

/** Sets or clears `cancel_at_period_end` (`customer.subscription.updated` when it changes). */
export function setCancelAtPeriodEnd(ctx: Ctx, sub: Subscription, cancel: boolean): void {
  if (sub.status === "canceled") {
    throw invalidRequest("A canceled subscription can only update its cancellation_details and metadata.");
  }
  if (sub.cancel_at_period_end === cancel) return;
  const previous = {
    cancel_at_period_end: sub.cancel_at_period_end,
    cancel_at: sub.cancel_at,
    canceled_at: sub.canceled_at,
  };
  sub.cancel_at_period_end = cancel;
  sub.cancel_at = cancel ? currentPeriod(sub).end : null;
  sub.canceled_at = cancel ? unixNow() : null;
  sub.cancellation_details = {
    ...sub.cancellation_details!,
    reason: cancel ? "cancellation_requested" : null,
  };
  emit(ctx, "customer.subscription.updated", sub, previous);
}

/** The period a subscription set to cancel at its end ends: it is canceled then. */
function endSubscription(ctx: Ctx, sub: Subscription, endedAt: number): void {
  sub.status = "canceled";
  sub.canceled_at = sub.canceled_at ?? unixNow();
  sub.ended_at = endedAt;
  sub.cancellation_details = { ...sub.cancellation_details!, reason: "cancellation_requested" };
  emit(ctx, "customer.subscription.deleted", sub);
}

/**
 * Ends the current period now, as Stripe does when it comes: a subscription set to cancel at the
 * period end is canceled; any other starts its next period and bills it off session with its
 * default payment method (invoice.paid, or invoice.payment_failed and `past_due`).
 */
export function advanceSubscription(ctx: Ctx, sub: Subscription): Invoice | null {
  if (!["active", "trialing", "past_due"].includes(sub.status)) {
    throw invalidRequest(
      `Only an active, trialing or past_due subscription can be advanced; ${sub.id} is ${sub.status}.`,
    );
  }
  const period = currentPeriod(sub);
  if (sub.cancel_at_period_end) {
    endSubscription(ctx, sub, period.end);
    return null;
  }
  const index = (ctx.store.subscriptionPeriods.get(sub.id) ?? 0) + 1;
  ctx.store.subscriptionPeriods.set(sub.id, index);
  const previous: Record<string, unknown> = { items: JSON.parse(JSON.stringify(sub.items)) };
  const nextEnd = addIntervals(sub.billing_cycle_anchor, intervalOf(sub), sub.trial_end ? index : index + 1);
  for (const item of sub.items.data) {
    item.current_period_start = period.end;
    item.current_period_end = nextEnd;
  }
  emit(ctx, "customer.subscription.updated", sub, previous);
  const invoice = issueInvoice(ctx, sub, "subscription_cycle", false, null, period);
  chargeRenewal(ctx, sub, invoice);
  return invoice;
}

function setStatus(ctx: Ctx, sub: Subscription, status: Subscription["status"]): void {
  if (sub.status === status) return;
  const previous = { status: sub.status };
  sub.status = status;
  emit(ctx, "customer.subscription.updated", sub, previous);
}

// ---------------------------------------------------------------------------------------------
// Invoices

/**
 * Creates and finalizes the invoice of the subscription's current period. A zero total (a trial) is
 * paid at once; `payment`, a Checkout's succeeded PaymentIntent, pays it; otherwise it stays open
 * with a PaymentIntent for attemptInvoicePayment.
 */
function issueInvoice(
  ctx: Ctx,
  sub: Subscription,
  reason: "subscription_create" | "subscription_cycle",
  free: boolean,
  payment: PaymentIntent | null = null,
  billedPeriod?: { start: number; end: number },
): Invoice {
  const now = unixNow();
  const customer = ctx.store.get("customer", sub.customer);
  const id = newId("in");
  const period = currentPeriod(sub);
  const lines = sub.items.data.map((item) => ({
    price: item.price,
    quantity: item.quantity ?? 1,
    subscriptionItem: item.id,
    amount: free ? 0 : (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
  }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const data: List<Invoice["lines"]["data"][number]> = {
    object: "list",
    data: lines.map((line) => {
      const product = ctx.store.productNames.get(line.price.product);
      return {
        id: newId("il"),
        object: "line_item",
        amount: line.amount,
        currency: sub.currency,
        description: `${line.quantity} × ${product ?? "Subscription"}${free ? " (trial)" : ""}`,
        discount_amounts: [],
        discountable: true,
        discounts: [],
        invoice: id,
        livemode: false,
        metadata: Object.create(null),
        parent: {
          type: "subscription_item_details",
          invoice_item_details: null,
          subscription_item_details: {
            invoice_item: null,
            proration: false,
            proration_details: { credited_items: null },
            subscription: sub.id,
            subscription_item: line.subscriptionItem,
          },
        },
        period,
        pretax_credit_amounts: [],
        quantity: line.quantity,
        subtotal: line.amount,
        taxes: [],
        subscription: sub.id,
        pricing: {
          type: "price_details",
          price_details: { price: line.price.id, product: line.price.product },
          unit_amount_decimal: String(line.price.unit_amount ?? 0),
        },
      };
    }),
    has_more: false,
    url: `/v1/invoices/${id}/lines`,
  };
  const sequence = customer.next_invoice_sequence ?? 1;
  customer.next_invoice_sequence = sequence + 1;
  const invoice: Invoice = {
    id,
    object: "invoice",
    account_country: "US",
    account_name: "Fanverse (Stripe stand-in)",
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: total,
    amount_shipping: 0,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    billing_reason: reason,
    collection_method: "charge_automatically",
    created: now,
    currency: sub.currency,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name ?? null,
    default_payment_method: null,
    description: null,
    discounts: [],
    due_date: null,
    effective_at: null,
    ending_balance: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    last_finalization_error: null,
    lines: data,
    livemode: false,
    metadata: Object.create(null),
    next_payment_attempt: null,
    number: null,
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
    },
    // As at Stripe: a first invoice's period is its creation instant, a renewal's the period just ended.
    period_end: billedPeriod?.end ?? now,
    period_start: billedPeriod?.start ?? now,
    starting_balance: 0,
    status: "draft",
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: total,
    subtotal_excluding_tax: total,
    total,
    total_excluding_tax: total,
    webhooks_delivered_at: now,
  };
  ctx.store.insert(invoice);
  sub.latest_invoice = invoice.id;
  emit(ctx, "invoice.created", invoice);
  invoice.status = "open";
  invoice.number = `${customer.invoice_prefix}-${String(sequence).padStart(4, "0")}`;
  invoice.effective_at = now;
  invoice.status_transitions.finalized_at = now;
  invoice.next_payment_attempt = total > 0 && !payment ? now : null;
  emit(ctx, "invoice.finalized", invoice);
  if (total === 0) {
    markPaid(ctx, invoice, null);
    return invoice;
  }
  const pi =
    payment ??
    createPaymentIntent(ctx, {
      amount: total,
      currency: sub.currency,
      customer: customer.id,
      paymentMethod: null,
      metadata: Object.create(null),
      description: reason === "subscription_create" ? "Subscription creation" : "Subscription update",
    });
  ctx.store.insert<InvoicePayment>({
    id: newId("inpay"),
    object: "invoice_payment",
    amount_paid: null,
    amount_requested: total,
    created: now,
    currency: sub.currency,
    invoice: invoice.id,
    is_default: true,
    livemode: false,
    payment: { type: "payment_intent", payment_intent: pi.id },
    status: "open",
    status_transitions: { canceled_at: null, paid_at: null },
  });
  if (payment) {
    invoice.attempted = true;
    invoice.attempt_count = 1;
    markPaid(ctx, invoice, payment);
  }
  return invoice;
}

/** Pays a renewal's invoice off session with the subscription's card. */
function chargeRenewal(ctx: Ctx, sub: Subscription, invoice: Invoice): void {
  const payment = ctx.store.all("invoice_payment").find((p) => p.invoice === invoice.id)!;
  const pi = ctx.store.get("payment_intent", payment.payment.payment_intent);
  pi.payment_method = sub.default_payment_method;
  pi.status = "requires_confirmation";
  invoice.attempted = true;
  invoice.attempt_count += 1;
  invoice.next_payment_attempt = null;
  confirmPaymentIntent(ctx, pi, { offSession: true, after: { kind: "none" } });
  // Off session a card never waits for 3-D Secure: it fails with authentication_required.
  if (pi.status === "succeeded") {
    markPaid(ctx, invoice, pi);
    return;
  }
  emit(ctx, "invoice.payment_failed", invoice);
  setStatus(ctx, sub, "past_due");
}

function markPaid(ctx: Ctx, invoice: Invoice, pi: PaymentIntent | null): void {
  const now = unixNow();
  invoice.status = "paid";
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempted = true;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = now;
  if (pi) {
    for (const payment of ctx.store.all("invoice_payment")) {
      if (payment.invoice === invoice.id && payment.payment.payment_intent === pi.id) {
        payment.status = "paid";
        payment.amount_paid = pi.amount_received;
        payment.status_transitions.paid_at = now;
      }
    }
  }
  emit(ctx, "invoice.paid", invoice);
  emit(ctx, "invoice.payment_succeeded", invoice);
  const sub = ctx.store.get("subscription", invoice.parent.subscription_details.subscription);
  // A renewal paid after a failed one, or the first paid period after a trial, makes it active.
  if (sub.latest_invoice === invoice.id && invoice.billing_reason === "subscription_cycle") {
    setStatus(ctx, sub, "active");
  }
}
