/** Payment methods, PaymentIntents, SetupIntents, charges and refunds. */
import { listOf, type Route, readListQuery, route } from "../api";
import { cardByToken } from "../cards";
import { type Ctx, emit } from "../context";
import type { PaymentIntent, PaymentMethod, Refund, SetupIntent } from "../objects";
import {
  attachPaymentMethod,
  cancelPaymentIntent,
  cancelSetupIntent,
  confirmPaymentIntent,
  confirmSetupIntent,
  createCardPaymentMethod,
  createPaymentIntent,
  createRefund,
  createSetupIntent,
  detachPaymentMethod,
  resolvePaymentMethod,
} from "../payments";
import { exclusive, invalidRequest, mergeMetadata, type Params, type StripeError } from "../protocol";
import type { AfterAuthentication } from "../state";
import { chargeAmount, currency, email, newMetadata, url } from "./read";

const CARD_ONLY = (p: Params) => {
  const types = p.strings("payment_method_types");
  if (types && types.some((t) => t !== "card")) {
    throw invalidRequest(
      "The Stripe stand-in only takes card payments; payment_method_types can only be [card].",
      {
        param: "payment_method_types",
      },
    );
  }
  const automatic = p.obj("automatic_payment_methods");
  const enabled = automatic?.bool("enabled");
  automatic?.str("allow_redirects", { oneOf: ["always", "never"] });
  return enabled;
};

function offSession(p: Params): boolean | undefined {
  const value = p.str("off_session");
  if (value === undefined) return undefined;
  if (value === "true" || value === "one_off" || value === "recurring") return true;
  if (value === "false") return false;
  throw invalidRequest(`Invalid off_session: must be a boolean or one of one_off, recurring`, {
    param: "off_session",
  });
}

const setupFutureUsage = (p: Params) =>
  p.str("setup_future_usage", { oneOf: ["on_session", "off_session"] }) as
    | "on_session"
    | "off_session"
    | undefined;

const optionalCustomer = (p: Params, ctx: Ctx) => {
  const id = p.str("customer");
  return id ? ctx.store.get("customer", id, "customer").id : null;
};

const afterFor = (returnUrl: string | undefined): AfterAuthentication =>
  returnUrl ? { kind: "return_url", url: returnUrl } : { kind: "none" };

/** The answer of a confirmation: the intent, or the card error Stripe answers a decline with. */
function answer<T>(intent: T, error: StripeError | null): T {
  if (error) throw error;
  return intent;
}

function requireConfirmFor(p: Params, confirm: boolean | undefined, keys: string[]): void {
  for (const key of keys) {
    if (p.has(key) && !confirm) {
      throw invalidRequest(`You can only pass ${key} when confirm is true.`, { param: key });
    }
  }
}

const refundReasons = ["duplicate", "fraudulent", "requested_by_customer"] as const;
const cancellationReasons = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"] as const;

export const paymentRoutes: Route[] = [
  // Payment methods
  route(
    "POST",
    "/v1/payment_methods",
    (p) => {
      p.str("type", { required: true, oneOf: ["card"] });
      const card = p.obj("card", { required: true });
      if (card.has("number")) {
        throw invalidRequest(
          "Sending credit card numbers directly to the Stripe API is generally unsafe. To continue processing use Stripe.js, the Stripe mobile bindings, or Stripe Elements; in tests use a test token such as card[token]=tok_visa.",
          { param: "card[number]" },
        );
      }
      const token = card.str("token", { required: true });
      const testCard = cardByToken(token);
      if (!testCard)
        throw invalidRequest(`No such token: '${token}'`, { param: "card[token]", code: "resource_missing" });
      const billing = p.obj("billing_details");
      return {
        testCard,
        billing: { email: billing ? email(billing) : undefined, name: billing?.str("name") },
        metadata: newMetadata(p),
      };
    },
    (ctx, input) => createCardPaymentMethod(ctx, input.testCard, input.billing, input.metadata),
  ),
  route(
    "GET",
    "/v1/payment_methods/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("payment_method", id),
  ),
  route(
    "POST",
    "/v1/payment_methods/:id",
    (p, ctx, [id]) => {
      const pm = ctx.store.get("payment_method", id);
      const billing = p.obj("billing_details");
      return {
        pm,
        email: billing ? email(billing) : undefined,
        name: billing?.nullable("name"),
        metadata: p.metadata(),
      };
    },
    (ctx, input) => {
      const { pm } = input;
      if (input.email !== undefined) pm.billing_details.email = input.email;
      if (input.name !== undefined) pm.billing_details.name = input.name;
      pm.metadata = mergeMetadata(pm.metadata ?? Object.create(null), input.metadata);
      emit(ctx, "payment_method.updated", pm);
      return pm;
    },
  ),
  route(
    "GET",
    "/v1/payment_methods",
    (p, ctx) => ({ query: readListQuery(p), customer: optionalCustomer(p, ctx), type: p.str("type") }),
    (ctx, { query, customer, type }) =>
      listOf(
        ctx.store
          .all("payment_method")
          .filter((pm) => (!customer || pm.customer === customer) && (!type || pm.type === type)),
        query,
        "/v1/payment_methods",
        "PaymentMethod",
      ),
  ),
  route(
    "POST",
    "/v1/payment_methods/:id/attach",
    (p, ctx) => ctx.store.get("customer", p.str("customer", { required: true }), "customer"),
    (ctx, customer, [id]) => {
      const pm: PaymentMethod = resolvePaymentMethod(ctx, id, "payment_method");
      attachPaymentMethod(ctx, pm, customer.id);
      return pm;
    },
  ),
  route(
    "POST",
    "/v1/payment_methods/:id/detach",
    (_p, ctx, [id]) => ctx.store.get("payment_method", id),
    (ctx, pm) => {
      detachPaymentMethod(ctx, pm);
      return pm;
    },
  ),

  // PaymentIntents
  route(
    "POST",
    "/v1/payment_intents",
    (p, ctx) => {
      const code = currency(p);
      const amount = chargeAmount(p, "amount", code);
      const customer = optionalCustomer(p, ctx);
      const pmRef = p.str("payment_method");
      const confirm = p.bool("confirm");
      requireConfirmFor(p, confirm, ["off_session", "return_url"]);
      const captureMethod = p.str("capture_method", { oneOf: ["automatic", "automatic_async", "manual"] });
      if (captureMethod === "manual") {
        throw invalidRequest(
          "The Stripe stand-in does not support capture_method=manual (separate capture).",
          {
            param: "capture_method",
          },
        );
      }
      const transfer = p.obj("transfer_data");
      const destination = transfer?.str("destination", { required: true });
      if (destination) ctx.store.get("account", destination, "transfer_data[destination]");
      const onBehalfOf = p.str("on_behalf_of");
      if (onBehalfOf) ctx.store.get("account", onBehalfOf, "on_behalf_of");
      return {
        input: {
          amount,
          currency: code,
          customer,
          paymentMethod: null,
          metadata: newMetadata(p),
          description: p.str("description", { maxLength: 1000 }),
          setupFutureUsage: setupFutureUsage(p),
          receiptEmail: email(p, "receipt_email"),
          statementDescriptorSuffix: p.str("statement_descriptor_suffix", { maxLength: 22 }),
          transferData: destination ? { destination, amount: transfer?.int("amount", { min: 1 }) } : null,
          applicationFeeAmount: p.int("application_fee_amount", { min: 0 }),
          transferGroup: p.str("transfer_group"),
          onBehalfOf,
          automaticPaymentMethods: CARD_ONLY(p),
        },
        pmRef,
        confirm,
        offSession: offSession(p) ?? false,
        returnUrl: url(p, "return_url"),
      };
    },
    (ctx, { input, pmRef, confirm, offSession: off, returnUrl }) => {
      const paymentMethod = pmRef ? resolvePaymentMethod(ctx, pmRef, "payment_method").id : null;
      const pi = createPaymentIntent(ctx, { ...input, paymentMethod });
      if (!confirm) return pi;
      return answer(pi, confirmPaymentIntent(ctx, pi, { offSession: off, after: afterFor(returnUrl) }));
    },
  ),
  route(
    "GET",
    "/v1/payment_intents/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("payment_intent", id),
  ),
  route(
    "GET",
    "/v1/payment_intents",
    (p, ctx) => ({ query: readListQuery(p), customer: optionalCustomer(p, ctx) }),
    (ctx, { query, customer }) =>
      listOf(
        ctx.store.all("payment_intent").filter((pi) => !customer || pi.customer === customer),
        query,
        "/v1/payment_intents",
        "payment_intent",
      ),
  ),
  route(
    "POST",
    "/v1/payment_intents/:id",
    (p, ctx, [id]) => {
      const pi = ctx.store.get("payment_intent", id);
      const changesPayment = ["amount", "currency", "customer", "payment_method", "setup_future_usage"].some(
        (k) => p.has(k),
      );
      if (
        changesPayment &&
        !["requires_payment_method", "requires_confirmation", "requires_action"].includes(pi.status)
      ) {
        throw invalidRequest(
          `This PaymentIntent's amount, currency, customer, payment_method or setup_future_usage could not be updated because it has a status of ${pi.status}.`,
          { code: "payment_intent_unexpected_state" },
        );
      }
      const code = currency(p, "currency", { required: false }) ?? pi.currency;
      return {
        pi,
        amount: chargeAmount(p, "amount", code, false),
        currency: code,
        customer: p.has("customer") ? optionalCustomer(p, ctx) : undefined,
        pmRef: p.str("payment_method"),
        description: p.nullable("description", { maxLength: 1000 }),
        receiptEmail: email(p, "receipt_email"),
        setupFutureUsage: setupFutureUsage(p),
        metadata: p.metadata(),
      };
    },
    (ctx, input) => {
      const { pi } = input;
      if (input.amount !== undefined) pi.amount = input.amount;
      pi.currency = input.currency;
      if (input.customer !== undefined) pi.customer = input.customer;
      if (input.pmRef) {
        pi.payment_method = resolvePaymentMethod(ctx, input.pmRef, "payment_method").id;
        pi.status = "requires_confirmation";
      }
      if (input.description !== undefined) pi.description = input.description;
      if (input.receiptEmail !== undefined) pi.receipt_email = input.receiptEmail;
      if (input.setupFutureUsage) pi.setup_future_usage = input.setupFutureUsage;
      pi.metadata = mergeMetadata(pi.metadata, input.metadata);
      return pi;
    },
  ),
  route(
    "POST",
    "/v1/payment_intents/:id/confirm",
    (p, ctx, [id]) => ({
      pi: ctx.store.get("payment_intent", id),
      pmRef: p.str("payment_method"),
      offSession: offSession(p) ?? false,
      returnUrl: url(p, "return_url"),
      setupFutureUsage: setupFutureUsage(p),
      types: CARD_ONLY(p),
    }),
    (ctx, input) => {
      const { pi } = input;
      if (input.pmRef) pi.payment_method = resolvePaymentMethod(ctx, input.pmRef, "payment_method").id;
      if (input.setupFutureUsage) pi.setup_future_usage = input.setupFutureUsage;
      return answer(
        pi,
        confirmPaymentIntent(ctx, pi, { offSession: input.offSession, after: afterFor(input.returnUrl) }),
      );
    },
  ),
  route(
    "POST",
    "/v1/payment_intents/:id/cancel",
    (p, ctx, [id]) => ({
      pi: ctx.store.get("payment_intent", id),
      reason: p.str("cancellation_reason", {
        oneOf: cancellationReasons,
      }) as PaymentIntent["cancellation_reason"],
    }),
    (ctx, { pi, reason }) => {
      cancelPaymentIntent(ctx, pi, reason);
      return pi;
    },
  ),

  // SetupIntents
  route(
    "POST",
    "/v1/setup_intents",
    (p, ctx) => {
      const confirm = p.bool("confirm");
      requireConfirmFor(p, confirm, ["return_url"]);
      CARD_ONLY(p);
      return {
        customer: optionalCustomer(p, ctx),
        pmRef: p.str("payment_method"),
        confirm,
        usage: p.str("usage", { oneOf: ["on_session", "off_session"] }) ?? "off_session",
        metadata: newMetadata(p),
        description: p.str("description", { maxLength: 1000 }),
        returnUrl: url(p, "return_url"),
      };
    },
    (ctx, input) => {
      const paymentMethod = input.pmRef ? resolvePaymentMethod(ctx, input.pmRef, "payment_method").id : null;
      const si = createSetupIntent(ctx, { ...input, paymentMethod });
      si.description = input.description ?? null;
      if (!input.confirm) return si;
      return answer(si, confirmSetupIntent(ctx, si, afterFor(input.returnUrl)));
    },
  ),
  route(
    "GET",
    "/v1/setup_intents/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("setup_intent", id),
  ),
  route(
    "GET",
    "/v1/setup_intents",
    (p, ctx) => ({ query: readListQuery(p), customer: optionalCustomer(p, ctx) }),
    (ctx, { query, customer }) =>
      listOf(
        ctx.store.all("setup_intent").filter((si) => !customer || si.customer === customer),
        query,
        "/v1/setup_intents",
        "setupintent",
      ),
  ),
  route(
    "POST",
    "/v1/setup_intents/:id",
    (p, ctx, [id]) => ({
      si: ctx.store.get("setup_intent", id),
      customer: p.has("customer") ? optionalCustomer(p, ctx) : undefined,
      pmRef: p.str("payment_method"),
      description: p.nullable("description", { maxLength: 1000 }),
      metadata: p.metadata(),
    }),
    (ctx, input) => {
      const { si } = input;
      if (input.customer !== undefined) si.customer = input.customer;
      if (input.pmRef) {
        si.payment_method = resolvePaymentMethod(ctx, input.pmRef, "payment_method").id;
        si.status = "requires_confirmation";
      }
      if (input.description !== undefined) si.description = input.description;
      si.metadata = mergeMetadata(si.metadata ?? Object.create(null), input.metadata);
      return si;
    },
  ),
  route(
    "POST",
    "/v1/setup_intents/:id/confirm",
    (p, ctx, [id]) => ({
      si: ctx.store.get("setup_intent", id),
      pmRef: p.str("payment_method"),
      returnUrl: url(p, "return_url"),
    }),
    (ctx, input) => {
      const { si } = input;
      if (input.pmRef) si.payment_method = resolvePaymentMethod(ctx, input.pmRef, "payment_method").id;
      return answer(si, confirmSetupIntent(ctx, si, afterFor(input.returnUrl)));
    },
  ),
  route(
    "POST",
    "/v1/setup_intents/:id/cancel",
    (p, ctx, [id]) => ({
      si: ctx.store.get("setup_intent", id),
      reason: p.str("cancellation_reason", {
        oneOf: ["abandoned", "duplicate", "requested_by_customer"],
      }) as SetupIntent["cancellation_reason"],
    }),
    (ctx, { si, reason }) => {
      cancelSetupIntent(ctx, si, reason);
      return si;
    },
  ),

  // Charges and refunds
  route(
    "GET",
    "/v1/charges/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("charge", id),
  ),
  route(
    "GET",
    "/v1/charges",
    (p, ctx) => ({
      query: readListQuery(p),
      customer: optionalCustomer(p, ctx),
      paymentIntent: p.str("payment_intent"),
    }),
    (ctx, { query, customer, paymentIntent }) =>
      listOf(
        ctx.store
          .all("charge")
          .filter(
            (c) =>
              (!customer || c.customer === customer) &&
              (!paymentIntent || c.payment_intent === paymentIntent),
          ),
        query,
        "/v1/charges",
        "charge",
      ),
  ),
  route(
    "POST",
    "/v1/refunds",
    (p, ctx) => {
      exclusive(p, ["charge", "payment_intent"]);
      const piId = p.str("payment_intent");
      const chargeId = p.str("charge");
      if (!piId && !chargeId) {
        throw invalidRequest(
          "One of the following params should be provided for this request: payment_intent or charge.",
          {
            code: "parameter_missing",
          },
        );
      }
      let charge = chargeId ? ctx.store.get("charge", chargeId, "charge") : undefined;
      if (piId) {
        const pi = ctx.store.get("payment_intent", piId, "payment_intent");
        if (pi.status !== "succeeded" || !pi.latest_charge) {
          throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, {
            param: "payment_intent",
            code: "charge_not_refundable",
          });
        }
        charge = ctx.store.get("charge", pi.latest_charge);
      }
      return {
        charge: charge!,
        amount: p.int("amount", { min: 1 }),
        reason: (p.str("reason", { oneOf: refundReasons }) ?? null) as Refund["reason"],
        metadata: newMetadata(p),
      };
    },
    (ctx, input) => createRefund(ctx, input),
  ),
  route(
    "GET",
    "/v1/refunds/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("refund", id),
  ),
  route(
    "GET",
    "/v1/refunds",
    (p) => ({ query: readListQuery(p), charge: p.str("charge"), paymentIntent: p.str("payment_intent") }),
    (ctx, { query, charge, paymentIntent }) =>
      listOf(
        ctx.store
          .all("refund")
          .filter(
            (r) => (!charge || r.charge === charge) && (!paymentIntent || r.payment_intent === paymentIntent),
          ),
        query,
        "/v1/refunds",
        "refund",
      ),
  ),
];
