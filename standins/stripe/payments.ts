/**
 * Card money: payment methods, PaymentIntents, SetupIntents, charges and refunds.
 *
 * Invariants, as at Stripe: a PaymentIntent succeeds at most once and then has exactly one
 * succeeded charge (`latest_charge`); every failed attempt leaves the intent in
 * `requires_payment_method` with `last_payment_error`; refunds never exceed the charge. What a card
 * does is decided by its test card (cards.ts) and, once, by 3-D Secure on the authentication page.
 *
 * This module knows nothing of what a payment is for: whoever confirms an intent (a Checkout
 * Session, an invoice, the hosted 3-D Secure page) finishes its own work once the intent settled.
 */

import { cardByToken, isTestToken, last4, type TestCard } from "./cards";
import { type Ctx, emit } from "./context";
import type { Charge, PaymentIntent, PaymentMethod, Refund, SetupIntent } from "./objects";
import { cardError, invalidRequest, newId, randomToken, type StripeError, unixNow } from "./protocol";
import type { AfterAuthentication, CardFacts } from "./state";

// ---------------------------------------------------------------------------------------------
// Payment methods

export function createCardPaymentMethod(
  ctx: Ctx,
  card: TestCard,
  email: string | null = null,
): PaymentMethod {
  const year = new Date().getUTCFullYear() + 3;
  const pm: PaymentMethod = {
    id: newId("pm"),
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: {
      address: { city: null, country: null, line1: null, line2: null, postal_code: null, state: null },
      email,
      name: null,
      phone: null,
      tax_id: null,
    },
    card: {
      brand: "visa",
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
      country: "US",
      display_brand: "visa",
      exp_month: 12,
      exp_year: year,
      fingerprint: card.number.slice(-8),
      funding: "credit",
      generated_from: null,
      last4: last4(card),
      networks: { available: ["visa"], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: unixNow(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: Object.create(null),
    type: "card",
  };
  ctx.store.insert(pm);
  ctx.store.cards.set(pm.id, { card });
  return pm;
}

/**
 * A payment method named in a request: a stored `pm_...`, or a test token (`pm_card_visa`), which,
 * as at Stripe, makes a new PaymentMethod each time it is used.
 */
export function resolvePaymentMethod(ctx: Ctx, ref: string, param: string): PaymentMethod {
  if (isTestToken(ref)) {
    const card = cardByToken(ref);
    if (!card) throw invalidRequest(`No such PaymentMethod: '${ref}'`, { param, code: "resource_missing" });
    return createCardPaymentMethod(ctx, card);
  }
  return ctx.store.get("payment_method", ref, param);
}

function cardFacts(ctx: Ctx, pm: PaymentMethod): CardFacts {
  const facts = ctx.store.cards.get(pm.id);
  if (!facts) throw new Error(`payment method ${pm.id} has no card`);
  return facts;
}

/** Attaches a card to a customer; a card that is always declined fails Stripe's check on attach. */
export function attachPaymentMethod(ctx: Ctx, pm: PaymentMethod, customerId: string): void {
  if (pm.customer === customerId) return;
  if (pm.customer) {
    throw invalidRequest(
      "The payment method you provided has already been attached to a customer. To reuse it, detach it first.",
      { code: "payment_method_unexpected_state", param: "payment_method" },
    );
  }
  const facts = cardFacts(ctx, pm);
  if (facts.card.behaviour === "decline" || facts.override === "decline") {
    throw cardError({
      code: "card_declined",
      decline_code: "generic_decline",
      message: declineMessage("generic_decline"),
      param: "",
    });
  }
  pm.customer = customerId;
  emit(ctx, "payment_method.attached", pm);
}

export function detachPaymentMethod(ctx: Ctx, pm: PaymentMethod): void {
  if (!pm.customer) {
    throw invalidRequest(
      "The payment method you provided is not attached to a customer so detachment is impossible.",
      {
        code: "payment_method_unexpected_state",
      },
    );
  }
  pm.customer = null;
  emit(ctx, "payment_method.detached", pm);
}

/** A saved card pays only for the customer it is attached to, as at Stripe. */
export function checkPaymentMethodOf(pm: PaymentMethod, customer: string | null): void {
  if (pm.customer && customer && pm.customer !== customer) {
    throw invalidRequest(
      "The provided PaymentMethod belongs to a different Customer than the PaymentIntent.",
      {
        param: "payment_method",
        code: "payment_intent_invalid_parameter",
      },
    );
  }
  if (pm.customer && !customer) {
    throw invalidRequest(
      `The provided PaymentMethod ${pm.id} is attached to the customer ${pm.customer}; pass that customer with the PaymentIntent to use it.`,
      { param: "payment_method", code: "payment_intent_invalid_parameter" },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// What a card does with one attempt

type Outcome =
  | { kind: "succeed" }
  | { kind: "authenticate" }
  | { kind: "decline"; code: string; declineCode: string };

function outcomeOf(facts: CardFacts, offSession: boolean): Outcome {
  const decline = (declineCode: string): Outcome => ({ kind: "decline", code: "card_declined", declineCode });
  const authenticationRequired: Outcome = {
    kind: "decline",
    code: "authentication_required",
    declineCode: "authentication_required",
  };
  if (facts.override === "decline") return decline("generic_decline");
  if (facts.override === "succeed") return { kind: "succeed" };
  switch (facts.card.behaviour) {
    case "succeed":
      return { kind: "succeed" };
    case "decline":
    case "decline_after_attach":
      return decline("generic_decline");
    case "authenticate":
      return offSession ? authenticationRequired : { kind: "authenticate" };
  }
}

const DECLINE_MESSAGES = new Map([
  ["generic_decline", "Your card was declined."],
  ["authentication_required", "Your card was declined. This transaction requires authentication."],
  [
    "authentication_failed",
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  ],
  ["incorrect_number", "Your card number is incorrect. Use one of the test cards."],
]);

export const declineMessage = (code: string) => DECLINE_MESSAGES.get(code) ?? "Your card was declined.";

// ---------------------------------------------------------------------------------------------
// PaymentIntents

export interface NewPaymentIntent {
  amount: number;
  currency: string;
  customer: string | null;
  paymentMethod: string | null;
  metadata: Record<string, string>;
  description: string | null;
  /** Set for a subscription's first payment, whose card is kept for the renewals. */
  setupFutureUsage?: "off_session";
}

export function createPaymentIntent(ctx: Ctx, input: NewPaymentIntent): PaymentIntent {
  const id = newId("pi");
  const pi: PaymentIntent = {
    id,
    object: "payment_intent",
    amount: input.amount,
    amount_capturable: 0,
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic_async",
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: "automatic",
    created: unixNow(),
    currency: input.currency,
    customer: input.customer,
    description: input.description,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata: input.metadata,
    next_action: null,
    on_behalf_of: null,
    payment_method: input.paymentMethod,
    payment_method_types: ["card"],
    processing: null,
    receipt_email: null,
    setup_future_usage: input.setupFutureUsage ?? null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: input.paymentMethod ? "requires_confirmation" : "requires_payment_method",
    transfer_data: null,
    transfer_group: null,
  };
  ctx.store.insert(pi);
  emit(ctx, "payment_intent.created", pi);
  return pi;
}

const CONFIRMABLE = ["requires_payment_method", "requires_confirmation", "requires_action"];

function unexpectedState(what: string, status: string): StripeError {
  return invalidRequest(
    `You cannot confirm this ${what} because it has a status of ${status}. Only a ${what} with one of the following statuses may be confirmed: ${CONFIRMABLE.join(", ")}.`,
    { code: what === "PaymentIntent" ? "payment_intent_unexpected_state" : "setup_intent_unexpected_state" },
  );
}

export interface ConfirmOptions {
  offSession: boolean;
  /** Where the authentication page sends the payer back to (a `return_url`, or the checkout). */
  after: AfterAuthentication;
}

/**
 * Tries the payment. Returns the card error to answer with (the intent is already updated and its
 * events emitted), or null when it succeeded or now waits for 3-D Secure.
 */
export function confirmPaymentIntent(
  ctx: Ctx,
  pi: PaymentIntent,
  options: ConfirmOptions,
): StripeError | null {
  if (!CONFIRMABLE.includes(pi.status)) throw unexpectedState("PaymentIntent", pi.status);
  if (!pi.payment_method) {
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm a payment, pass a payment_method.",
      { code: "payment_intent_unexpected_state" },
    );
  }
  const pm = ctx.store.get("payment_method", pi.payment_method, "payment_method");
  checkPaymentMethodOf(pm, pi.customer);
  const outcome = outcomeOf(cardFacts(ctx, pm), options.offSession);
  if (outcome.kind === "authenticate") {
    pi.status = "requires_action";
    pi.last_payment_error = null;
    pi.next_action = {
      type: "redirect_to_url",
      redirect_to_url: {
        return_url: options.after.kind === "return_url" ? options.after.url : null,
        url: `${ctx.baseUrl}/authenticate/${pi.id}`,
      },
    };
    ctx.store.afterAuthentication.set(pi.id, options.after);
    emit(ctx, "payment_intent.requires_action", pi);
    return null;
  }
  if (outcome.kind === "decline") return failPayment(ctx, pi, pm, outcome.code, outcome.declineCode);
  succeedPayment(ctx, pi, pm);
  return null;
}

function succeedPayment(ctx: Ctx, pi: PaymentIntent, pm: PaymentMethod): void {
  if (pi.setup_future_usage && pi.customer && pm.customer !== pi.customer) {
    attachPaymentMethod(ctx, pm, pi.customer);
  }
  const charge = createCharge(ctx, pi, pm, null);
  pi.status = "succeeded";
  pi.amount_received = pi.amount;
  pi.latest_charge = charge.id;
  pi.last_payment_error = null;
  pi.next_action = null;
  emit(ctx, "charge.succeeded", charge);
  emit(ctx, "payment_intent.succeeded", pi);
}

function failPayment(
  ctx: Ctx,
  pi: PaymentIntent,
  pm: PaymentMethod,
  code: string,
  declineCode: string,
): StripeError {
  const message = declineMessage(declineCode);
  // Stripe makes no charge when the card never got as far as the network (authentication_required).
  const charge = code === "card_declined" ? createCharge(ctx, pi, pm, { code, declineCode, message }) : null;
  pi.status = "requires_payment_method";
  pi.next_action = null;
  pi.latest_charge = charge?.id ?? pi.latest_charge;
  pi.last_payment_error = {
    type: "card_error",
    code,
    decline_code: declineCode,
    message,
    doc_url: `https://stripe.com/docs/error-codes/${code.replaceAll("_", "-")}`,
    ...(charge ? { charge: charge.id } : {}),
    payment_method: pm as never,
  };
  if (charge) emit(ctx, "charge.failed", charge);
  emit(ctx, "payment_intent.payment_failed", pi);
  return cardError({
    code,
    decline_code: declineCode,
    message,
    ...(charge ? { charge: charge.id } : {}),
    payment_intent: JSON.parse(JSON.stringify(pi)),
    payment_method: JSON.parse(JSON.stringify(pm)),
  });
}

/** The authentication page's answer for an intent waiting in `requires_action`. */
export function finishAuthentication(ctx: Ctx, intentId: string, passed: boolean): AfterAuthentication {
  const after = ctx.store.afterAuthentication.get(intentId) ?? { kind: "none" };
  ctx.store.afterAuthentication.delete(intentId);
  const pi = ctx.store.find("payment_intent", intentId);
  if (pi) {
    if (pi.status !== "requires_action") return after;
    const pm = ctx.store.get("payment_method", pi.payment_method ?? "");
    if (passed) {
      succeedPayment(ctx, pi, pm);
    } else {
      pi.status = "requires_payment_method";
      pi.next_action = null;
      pi.last_payment_error = {
        type: "invalid_request_error",
        code: "payment_intent_authentication_failure",
        message:
          "The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.",
        doc_url: "https://stripe.com/docs/error-codes/payment-intent-authentication-failure",
        payment_method: pm as never,
      };
      emit(ctx, "payment_intent.payment_failed", pi);
    }
    return after;
  }
  const si = ctx.store.get("setup_intent", intentId);
  if (si.status !== "requires_action") return after;
  const pm = ctx.store.get("payment_method", si.payment_method ?? "");
  if (passed) {
    succeedSetup(ctx, si, pm);
  } else {
    si.status = "requires_payment_method";
    si.next_action = null;
    si.last_setup_error = {
      type: "invalid_request_error",
      code: "setup_intent_authentication_failure",
      message:
        "The latest attempt to set up the payment method has failed because authentication failed. Provide a new payment method to attempt to set up again.",
      doc_url: "https://stripe.com/docs/error-codes/setup-intent-authentication-failure",
      payment_method: pm as never,
    };
    emit(ctx, "setup_intent.setup_failed", si);
  }
  return after;
}

/** A Checkout Session that expires unpaid cancels its PaymentIntent, as Stripe does. */
export function abandonPaymentIntent(ctx: Ctx, pi: PaymentIntent): void {
  pi.status = "canceled";
  pi.canceled_at = unixNow();
  pi.cancellation_reason = "abandoned";
  pi.next_action = null;
  emit(ctx, "payment_intent.canceled", pi);
}

// ---------------------------------------------------------------------------------------------
// Charges

function createCharge(
  ctx: Ctx,
  pi: PaymentIntent,
  pm: PaymentMethod,
  failure: { code: string; declineCode: string; message: string } | null,
): Charge {
  const card = pm.card!;
  const charge: Charge = {
    id: newId("ch"),
    object: "charge",
    amount: pi.amount,
    amount_captured: failure ? 0 : pi.amount,
    amount_refunded: 0,
    application_fee_amount: pi.application_fee_amount,
    balance_transaction: failure ? null : newId("txn"),
    billing_details: pm.billing_details,
    calculated_statement_descriptor: "FANVERSE",
    captured: !failure,
    created: unixNow(),
    currency: pi.currency,
    customer: pi.customer,
    description: pi.description,
    disputed: false,
    failure_code: failure?.code ?? null,
    failure_message: failure?.message ?? null,
    livemode: false,
    metadata: { ...pi.metadata },
    outcome: failure
      ? {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: "declined_by_network",
          reason: failure.declineCode,
          risk_level: "normal",
          seller_message: "The bank did not return any further details with this decline.",
          type: "issuer_declined",
        }
      : {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: "approved_by_network",
          reason: null,
          risk_level: "normal",
          seller_message: "Payment complete.",
          type: "authorized",
        },
    paid: !failure,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: {
      type: "card",
      card: {
        amount_authorized: failure ? null : pi.amount,
        authorization_code: failure ? null : randomToken(6),
        brand: card.brand,
        checks: card.checks,
        country: card.country,
        exp_month: card.exp_month,
        exp_year: card.exp_year,
        fingerprint: card.fingerprint,
        funding: card.funding,
        installments: null,
        last4: card.last4,
        mandate: null,
        network: card.brand,
        network_transaction_id: failure ? null : randomToken(15),
        regulated_status: "unregulated",
        three_d_secure: null,
        transaction_link_id: null,
        wallet: null,
        electronic_commerce_indicator: null,
      },
    },
    receipt_email: pi.receipt_email,
    receipt_url: null,
    refunded: false,
    status: failure ? "failed" : "succeeded",
    transfer_group: pi.transfer_group,
  };
  return ctx.store.insert(charge);
}

// ---------------------------------------------------------------------------------------------
// SetupIntents

/** The SetupIntent of a setup-mode Checkout Session: the card comes when the payer saves one. */
export function createSetupIntent(ctx: Ctx, customer: string): SetupIntent {
  const id = newId("seti");
  const si: SetupIntent = {
    id,
    object: "setup_intent",
    application: null,
    automatic_payment_methods: null,
    cancellation_reason: null,
    client_secret: `${id}_secret_${randomToken(25)}`,
    created: unixNow(),
    customer,
    description: null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: Object.create(null),
    next_action: null,
    on_behalf_of: null,
    payment_method: null,
    payment_method_types: ["card"],
    single_use_mandate: null,
    status: "requires_payment_method",
    usage: "off_session",
  };
  ctx.store.insert(si);
  emit(ctx, "setup_intent.created", si);
  return si;
}

/**
 * Saves `pm` (a card just typed on the hosted page) with the SetupIntent. Like confirmPaymentIntent:
 * the card error of a decline, or null (saved, or waiting for 3-D Secure).
 */
export function confirmSetupIntent(
  ctx: Ctx,
  si: SetupIntent,
  pm: PaymentMethod,
  after: AfterAuthentication,
): StripeError | null {
  if (!CONFIRMABLE.includes(si.status)) throw unexpectedState("SetupIntent", si.status);
  si.payment_method = pm.id;
  si.status = "requires_confirmation";
  const facts = cardFacts(ctx, pm);
  if (facts.card.behaviour === "decline" || facts.override === "decline") {
    const declineCode = "generic_decline";
    si.status = "requires_payment_method";
    si.last_setup_error = {
      type: "card_error",
      code: "card_declined",
      decline_code: declineCode,
      message: declineMessage(declineCode),
      doc_url: "https://stripe.com/docs/error-codes/card-declined",
      payment_method: pm as never,
    };
    emit(ctx, "setup_intent.setup_failed", si);
    return cardError({
      code: "card_declined",
      decline_code: declineCode,
      message: declineMessage(declineCode),
    });
  }
  if (facts.card.behaviour === "authenticate") {
    si.status = "requires_action";
    si.next_action = {
      type: "redirect_to_url",
      redirect_to_url: {
        return_url: after.kind === "return_url" ? after.url : null,
        url: `${ctx.baseUrl}/authenticate/${si.id}`,
      },
    };
    ctx.store.afterAuthentication.set(si.id, after);
    emit(ctx, "setup_intent.requires_action", si);
    return null;
  }
  succeedSetup(ctx, si, pm);
  return null;
}

function succeedSetup(ctx: Ctx, si: SetupIntent, pm: PaymentMethod): void {
  if (si.customer && pm.customer !== si.customer) attachPaymentMethod(ctx, pm, si.customer);
  si.status = "succeeded";
  si.next_action = null;
  si.last_setup_error = null;
  emit(ctx, "setup_intent.succeeded", si);
}

// ---------------------------------------------------------------------------------------------
// Refunds

export function createRefund(ctx: Ctx, input: { charge: Charge; amount?: number }): Refund {
  const { charge } = input;
  if (charge.status !== "succeeded") {
    throw invalidRequest(`Charge ${charge.id} has not succeeded, so it cannot be refunded.`, {
      code: "charge_not_refundable",
    });
  }
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: "charge_already_refunded",
    });
  }
  const amount = input.amount ?? remaining;
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (${formatAmount(amount)}) is greater than unrefunded amount on charge (${formatAmount(remaining)})`,
      { param: "amount", code: "amount_too_large" },
    );
  }
  const refund: Refund = {
    id: newId("re"),
    object: "refund",
    amount,
    balance_transaction: newId("txn"),
    charge: charge.id,
    created: unixNow(),
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    metadata: Object.create(null),
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
  ctx.store.insert(refund);
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  emit(ctx, "refund.created", refund);
  emit(ctx, "charge.refunded", charge, previous);
  return refund;
}

/** Dollars from cents (the stand-in takes `usd` only): `$12.00`. */
export const formatAmount = (cents: number) => `$${(cents / 100).toFixed(2)}`;
