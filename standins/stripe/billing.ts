/**
 * Products, prices, subscriptions and their invoices.
 *
 * A subscription bills one invoice per period. Periods follow each other without gaps from the
 * billing cycle anchor (the start, or the end of a trial), months keep the anchor's day (clamped to
 * the month's end); in this API version the current period lives on the subscription's items. The
 * stand-in has no clock of its own: a period ends when a test advances it (controls.ts).
 */
import { type Ctx, emit } from "./context";
import type {
  Customer,
  Invoice,
  InvoicePayment,
  List,
  PaymentIntent,
  Price,
  Product,
  Subscription,
} from "./objects";
import { confirmPaymentIntent, createPaymentIntent } from "./payments";
import { invalidRequest, newId, randomToken, type StripeError, unixNow } from "./protocol";

// ---------------------------------------------------------------------------------------------
// Products and prices

export function createProduct(
  ctx: Ctx,
  input: { name: string; description?: string | null; metadata: Record<string, string>; active?: boolean },
): Product {
  const now = unixNow();
  const product: Product = {
    id: newId("prod", 14),
    object: "product",
    active: input.active ?? true,
    created: now,
    default_price: null,
    description: input.description ?? null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: input.metadata,
    name: input.name,
    package_dimensions: null,
    shippable: null,
    tax_code: null,
    type: "service",
    updated: now,
    url: null,
  };
  ctx.store.insert(product);
  emit(ctx, "product.created", product);
  return product;
}

export type Interval = "day" | "week" | "month" | "year";
export const INTERVALS: readonly Interval[] = ["day", "week", "month", "year"];

export function createPrice(
  ctx: Ctx,
  input: {
    currency: string;
    unitAmount: number;
    product: string;
    recurring: { interval: Interval; intervalCount: number } | null;
    metadata: Record<string, string>;
    nickname?: string | null;
    lookupKey?: string | null;
    active?: boolean;
  },
): Price {
  const price: Price = {
    id: newId("price"),
    object: "price",
    active: input.active ?? true,
    billing_scheme: "per_unit",
    created: unixNow(),
    currency: input.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: input.lookupKey ?? null,
    metadata: input.metadata,
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: input.recurring
      ? {
          interval: input.recurring.interval,
          interval_count: input.recurring.intervalCount,
          meter: null,
          trial_period_days: null,
          usage_type: "licensed",
        }
      : null,
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: input.recurring ? "recurring" : "one_time",
    unit_amount: input.unitAmount,
    unit_amount_decimal: String(input.unitAmount),
  };
  ctx.store.insert(price);
  emit(ctx, "price.created", price);
  return price;
}

// ---------------------------------------------------------------------------------------------
// Periods

/** `anchor` moved forward by `count` intervals; months keep the anchor's day where the month has it. */
export function addIntervals(anchor: number, interval: Interval, count: number): number {
  if (interval === "day") return anchor + count * 86_400;
  if (interval === "week") return anchor + count * 7 * 86_400;
  const months = interval === "year" ? count * 12 : count;
  const start = new Date(anchor * 1000);
  const target = new Date(start);
  target.setUTCDate(1);
  target.setUTCMonth(start.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

function recurringOf(price: Price): { interval: Interval; count: number } {
  const r = price.recurring!;
  return { interval: r.interval as Interval, count: r.interval_count };
}

/** Stripe's current period, read off the first item (every item shares it here). */
export const currentPeriod = (sub: Subscription) => ({
  start: sub.items.data[0].current_period_start,
  end: sub.items.data[0].current_period_end,
});

// ---------------------------------------------------------------------------------------------
// Subscriptions

export interface SubscriptionItemInput {
  price: Price;
  quantity: number;
  metadata: Record<string, string>;
}

export interface NewSubscription {
  customer: Customer;
  items: SubscriptionItemInput[];
  defaultPaymentMethod: string | null;
  metadata: Record<string, string>;
  description?: string | null;
  trialDays?: number;
  cancelAtPeriodEnd?: boolean;
}

/** Checks the prices one subscription can bill together, as Stripe does. */
export function checkSubscriptionPrices(prices: Price[], param: string): void {
  for (const price of prices) {
    if (price.type !== "recurring") {
      throw invalidRequest(
        `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
        { param },
      );
    }
    if (!price.active)
      throw invalidRequest(`The price specified is inactive. This field only accepts active prices.`, {
        param,
      });
  }
  const first = prices[0];
  const same = prices.every(
    (p) =>
      p.currency === first.currency &&
      p.recurring?.interval === first.recurring?.interval &&
      p.recurring?.interval_count === first.recurring?.interval_count,
  );
  if (!same) {
    throw invalidRequest("Currency and interval fields must match across all plans on this subscription.", {
      param,
    });
  }
}

function buildSubscription(ctx: Ctx, input: NewSubscription, status: Subscription["status"]): Subscription {
  const now = unixNow();
  const trialEnd = input.trialDays ? now + input.trialDays * 86_400 : null;
  const { interval, count } = recurringOf(input.items[0].price);
  const periodEnd = trialEnd ?? addIntervals(now, interval, count);
  const id = newId("sub");
  const sub: Subscription = {
    id,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    billing_cycle_anchor: trialEnd ?? now,
    cancel_at: input.cancelAtPeriodEnd ? periodEnd : null,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    canceled_at: input.cancelAtPeriodEnd ? now : null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: "charge_automatically",
    created: now,
    currency: input.items[0].price.currency,
    customer: input.customer.id,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    description: input.description ?? null,
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
        metadata: item.metadata,
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
 * `POST /v1/subscriptions`. The first invoice is paid at once with the default payment method, on
 * session (a 3-D Secure card leaves the subscription `incomplete` with its PaymentIntent in
 * `requires_action`); `default_incomplete` leaves the payment to the caller; `error_if_incomplete`
 * answers a failed first payment with the card error.
 */
export function createSubscription(
  ctx: Ctx,
  input: NewSubscription,
  paymentBehavior: "allow_incomplete" | "default_incomplete" | "error_if_incomplete",
): { subscription: Subscription; error: StripeError | null } {
  const trial = Boolean(input.trialDays);
  const sub = buildSubscription(ctx, input, trial ? "trialing" : "incomplete");
  emit(ctx, "customer.subscription.created", sub);
  const invoice = issueInvoice(ctx, sub, "subscription_create", trial);
  if (invoice.status === "paid" || paymentBehavior === "default_incomplete") {
    return { subscription: sub, error: null };
  }
  const error = attemptInvoicePayment(ctx, invoice, { offSession: false });
  return { subscription: sub, error: paymentBehavior === "error_if_incomplete" ? error : null };
}

/**
 * The subscription a completed subscription-mode Checkout makes: active (or trialing) from the
 * start, its first invoice paid by the Checkout's payment.
 */
export function createSubscriptionFromCheckout(
  ctx: Ctx,
  input: NewSubscription,
  payment: PaymentIntent | null,
  oneTimeLines: { price: Price; quantity: number }[],
): { subscription: Subscription; invoice: Invoice } {
  const sub = buildSubscription(ctx, input, input.trialDays ? "trialing" : "active");
  emit(ctx, "customer.subscription.created", sub);
  const invoice = issueInvoice(
    ctx,
    sub,
    "subscription_create",
    Boolean(input.trialDays),
    payment,
    oneTimeLines,
  );
  return { subscription: sub, invoice };
}

/** Sets or clears `cancel_at_period_end`; returns the attributes it changed (for the event), or null. */
export function cancelAtPeriodEnd(sub: Subscription, cancel: boolean): Record<string, unknown> | null {
  if (sub.cancel_at_period_end === cancel) return null;
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
  return previous;
}

export function cancelSubscription(
  ctx: Ctx,
  sub: Subscription,
  comment: string | null,
  endedAt = unixNow(),
): void {
  if (sub.status === "canceled") {
    throw invalidRequest(`The subscription ${sub.id} has already been canceled.`, {
      code: "resource_missing",
    });
  }
  sub.status = "canceled";
  sub.canceled_at = sub.canceled_at ?? unixNow();
  sub.ended_at = endedAt;
  sub.cancellation_details = {
    comment: comment ?? sub.cancellation_details?.comment ?? null,
    feedback: sub.cancellation_details?.feedback ?? null,
    feedback_option: null,
    reason: "cancellation_requested",
  };
  emit(ctx, "customer.subscription.deleted", sub);
}

/**
 * Ends the current period now, as Stripe does when it comes: a subscription set to cancel at the
 * period end is canceled; any other starts its next period and bills it off session with its
 * default payment method (invoice.paid, or invoice.payment_failed and `past_due`).
 */
export function advanceSubscription(ctx: Ctx, sub: Subscription): Invoice | null {
  if (!["active", "trialing", "past_due", "unpaid"].includes(sub.status)) {
    throw invalidRequest(
      `Only an active, trialing, past_due or unpaid subscription can be advanced; ${sub.id} is ${sub.status}.`,
    );
  }
  const period = currentPeriod(sub);
  if (sub.cancel_at_period_end) {
    cancelSubscription(ctx, sub, null, period.end);
    return null;
  }
  const { interval, count } = recurringOf(sub.items.data[0].price);
  const index = (ctx.store.subscriptionPeriods.get(sub.id) ?? 0) + 1;
  ctx.store.subscriptionPeriods.set(sub.id, index);
  const previous: Record<string, unknown> = { items: JSON.parse(JSON.stringify(sub.items)) };
  const nextEnd = addIntervals(
    sub.billing_cycle_anchor,
    interval,
    count * (sub.trial_end ? index : index + 1),
  );
  for (const item of sub.items.data) {
    item.current_period_start = period.end;
    item.current_period_end = nextEnd;
  }
  emit(ctx, "customer.subscription.updated", sub, previous);
  const invoice = issueInvoice(ctx, sub, "subscription_cycle", false, null, [], period);
  attemptInvoicePayment(ctx, invoice, { offSession: true });
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
  oneTimeLines: { price: Price; quantity: number }[] = [],
  billedPeriod?: { start: number; end: number },
): Invoice {
  const now = unixNow();
  const customer = ctx.store.get("customer", sub.customer);
  const id = newId("in");
  const period = currentPeriod(sub);
  const lines = [
    ...sub.items.data.map((item) => ({
      price: item.price,
      quantity: item.quantity ?? 1,
      period,
      subscriptionItem: item.id as string | null,
      amount: free ? 0 : (item.price.unit_amount ?? 0) * (item.quantity ?? 1),
    })),
    ...oneTimeLines.map((line) => ({
      price: line.price,
      quantity: line.quantity,
      period: { start: now, end: now },
      subscriptionItem: null,
      amount: (line.price.unit_amount ?? 0) * line.quantity,
    })),
  ];
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const data: List<Invoice["lines"]["data"][number]> = {
    object: "list",
    data: lines.map((line) => {
      const product = ctx.store.find("product", line.price.product);
      return {
        id: newId("il"),
        object: "line_item",
        amount: line.amount,
        currency: sub.currency,
        description: `${line.quantity} × ${product?.name ?? "Subscription"}${free ? " (trial)" : ""}`,
        discount_amounts: [],
        discountable: true,
        discounts: [],
        invoice: id,
        livemode: false,
        metadata: Object.create(null),
        parent: line.subscriptionItem
          ? {
              type: "subscription_item_details",
              invoice_item_details: null,
              subscription_item_details: {
                invoice_item: null,
                proration: false,
                proration_details: { credited_items: null },
                subscription: sub.id,
                subscription_item: line.subscriptionItem,
              },
            }
          : null,
        period: line.period,
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
  } else {
    ctx.store.intentPurpose.set(pi.id, { kind: "invoice", invoiceId: invoice.id });
  }
  return invoice;
}

export const invoicePaymentsOf = (ctx: Ctx, invoiceId: string) =>
  ctx.store.all("invoice_payment").filter((p) => p.invoice === invoiceId);

/** The PaymentIntent that is to pay an open invoice. */
export function invoiceIntent(ctx: Ctx, invoice: Invoice): PaymentIntent | null {
  const payment = invoicePaymentsOf(ctx, invoice.id).find((p) => p.is_default);
  return payment ? ctx.store.get("payment_intent", payment.payment.payment_intent) : null;
}

/** Tries to pay an open invoice with `paymentMethod`, or the subscription's or customer's default. */
export function attemptInvoicePayment(
  ctx: Ctx,
  invoice: Invoice,
  options: { offSession: boolean; paymentMethod?: string },
): StripeError | null {
  if (invoice.status !== "open") {
    throw invalidRequest(`Invoice is already ${invoice.status}.`, { code: "invoice_unexpected_state" });
  }
  const pi = invoiceIntent(ctx, invoice);
  if (!pi) throw new Error(`open invoice ${invoice.id} has no payment intent`);
  const sub = ctx.store.get("subscription", invoice.parent.subscription_details.subscription);
  const customer = ctx.store.get("customer", sub.customer);
  const pm =
    options.paymentMethod ??
    sub.default_payment_method ??
    customer.invoice_settings.default_payment_method ??
    null;
  if (!pm) {
    invoice.attempted = true;
    invoice.attempt_count += 1;
    invoice.next_payment_attempt = null;
    emit(ctx, "invoice.payment_failed", invoice);
    if (invoice.billing_reason === "subscription_cycle") setStatus(ctx, sub, "past_due");
    return invalidRequest(
      "This customer has no attached payment source or default payment method. Please consider adding a default payment method.",
    );
  }
  pi.payment_method = pm;
  if (pi.status === "requires_payment_method") pi.status = "requires_confirmation";
  invoice.attempted = true;
  invoice.attempt_count += 1;
  invoice.next_payment_attempt = null;
  return confirmPaymentIntent(ctx, pi, { offSession: options.offSession, after: { kind: "none" } });
}

/** Called when an invoice's PaymentIntent settles (paid, failed, or waiting for 3-D Secure). */
export function settleInvoicePayment(ctx: Ctx, invoiceId: string, pi: PaymentIntent): void {
  const invoice = ctx.store.get("invoice", invoiceId);
  const sub = ctx.store.get("subscription", invoice.parent.subscription_details.subscription);
  if (pi.status === "succeeded") {
    markPaid(ctx, invoice, pi);
    return;
  }
  if (pi.status === "requires_action") {
    emit(ctx, "invoice.payment_action_required", invoice);
    return;
  }
  emit(ctx, "invoice.payment_failed", invoice);
  if (invoice.billing_reason === "subscription_cycle" && sub.latest_invoice === invoice.id) {
    setStatus(ctx, sub, "past_due");
  }
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
    for (const payment of invoicePaymentsOf(ctx, invoice.id)) {
      if (payment.payment.payment_intent === pi.id) {
        payment.status = "paid";
        payment.amount_paid = pi.amount_received;
        payment.status_transitions.paid_at = now;
      }
    }
  }
  emit(ctx, "invoice.paid", invoice);
  emit(ctx, "invoice.payment_succeeded", invoice);
  const sub = ctx.store.get("subscription", invoice.parent.subscription_details.subscription);
  if (
    sub.latest_invoice === invoice.id &&
    ["incomplete", "past_due", "unpaid", "trialing"].includes(sub.status)
  ) {
    if (!(sub.status === "trialing" && invoice.billing_reason === "subscription_create"))
      setStatus(ctx, sub, "active");
  }
}

export const newInvoicePrefix = () => randomToken(8).toUpperCase();
