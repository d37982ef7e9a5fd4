/**
 * The API: the calls the platform's gateway (functions/money/stripe/gateway.ts) makes through the
 * `stripe` SDK, with exactly the parameters it sends, and the two its tests make in Stripe's place
 * (a refund from the Dashboard, the event log). Anything else is a 404, and any parameter a route
 * does not read is refused (400 `parameter_unknown`), so a call the stand-in does not model never
 * passes silently.
 *
 * A route first reads its parameters (`parse`, which may look objects up but changes nothing), the
 * server then refuses any parameter it did not read, and only then does the route act (`run`), so a
 * refused request never changes anything.
 */
import { createPrice, INTERVALS, type Interval, setCancelAtPeriodEnd } from "./billing";
import { isTestToken } from "./cards";
import { checkoutLineItem, createCheckoutSession, expireCheckoutSession, expireIfDue } from "./checkout";
import { createAccount, createAccountLink, createTransfer } from "./connect";
import type { Ctx } from "./context";
import { createCustomer } from "./customers";
import type { List } from "./objects";
import {
  attachPaymentMethod,
  checkPaymentMethodOf,
  confirmPaymentIntent,
  createPaymentIntent,
  createRefund,
  detachPaymentMethod,
  resolvePaymentMethod,
} from "./payments";
import { invalidRequest, metadataObject, noSuch, type Params } from "./protocol";

export type Method = "GET" | "POST";

export interface Route {
  method: Method;
  /** `/v1/customers/:id`: each `:name` segment is passed to the route, in order. */
  pattern: string;
  handle(ctx: Ctx, p: Params, ids: string[]): () => unknown;
}

function route<T>(
  method: Method,
  pattern: string,
  parse: (p: Params, ctx: Ctx, ids: string[]) => T,
  run: (ctx: Ctx, input: T, ids: string[]) => unknown,
): Route {
  return {
    method,
    pattern,
    handle(ctx, p, ids) {
      const input = parse(p, ctx, ids);
      return () => run(ctx, input, ids);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Lists and the parameter checks several routes share, with Stripe's wording

interface ListQuery {
  limit: number;
  startingAfter?: string;
}

/** `limit` (1 to 100, default 10) and `starting_after`, what the SDK's auto-pagination sends. */
function readListQuery(p: Params): ListQuery {
  const limit = p.int("limit") ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest("Invalid limit: must be between 1 and 100", { param: "limit" });
  }
  return { limit, startingAfter: p.str("starting_after") };
}

/** A page of `items` (newest first) as Stripe's list object. */
function listOf<T extends { id: string }>(items: T[], query: ListQuery, url: string, what: string): List<T> {
  let start = 0;
  if (query.startingAfter) {
    const at = items.findIndex((i) => i.id === query.startingAfter);
    if (at < 0) throw noSuch(what, query.startingAfter, "starting_after");
    start = at + 1;
  }
  const data = items.slice(start, start + query.limit);
  return { object: "list", data, has_more: start + query.limit < items.length, url };
}

/** The stand-in charges in US dollars only, as the platform does. */
const currency = (p: Params) => p.str("currency", { required: true, oneOf: ["usd"] });

/** The smallest charge Stripe takes: 50 cents. */
const MINIMUM_CHARGE = 50;

const amountTooSmall = (param: string) =>
  invalidRequest("Amount must be at least $0.50 usd", { param, code: "amount_too_small" });

/** An absolute http(s) URL, as Stripe wants for success, cancel, return and refresh URLs. */
function url(p: Params, key: string, rule: { required: true }): string;
function url(p: Params, key: string, rule?: { required?: boolean }): string | undefined;
function url(p: Params, key: string, rule: { required?: boolean } = {}): string | undefined {
  const value = p.str(key, { required: rule.required, maxLength: 5000 });
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value.replaceAll("{CHECKOUT_SESSION_ID}", "x"));
  } catch {
    throw invalidRequest("Not a valid URL", { param: p.name(key), code: "url_invalid" });
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw invalidRequest("Not a valid URL", { param: p.name(key), code: "url_invalid" });
  }
  return value;
}

function email(p: Params): string | null {
  const value = p.str("email", { maxLength: 512 });
  if (value && !/^[^\s@]+@[^\s@]+$/.test(value)) {
    throw invalidRequest(`Invalid email address: ${value}`, {
      param: p.name("email"),
      code: "email_invalid",
    });
  }
  return value ?? null;
}

/** Metadata on a new object (empty values are not kept). */
const newMetadata = (p: Params) =>
  metadataObject(new Map([...(p.metadata() ?? [])].filter(([, v]) => v !== "")));

const onlyOne = (what: string, param: string) =>
  invalidRequest(`The Stripe stand-in takes ${what}.`, { param });

// ---------------------------------------------------------------------------------------------
// Checkout Sessions' line items: `price_data` with `product_data[name]`

interface LineInput {
  currency: string;
  unitAmount: number;
  productName: string;
  interval: Interval | null;
  quantity: number;
}

function readLineItems(p: Params): LineInput[] | undefined {
  return p.list("line_items")?.map((item) => {
    const data = item.obj("price_data", { required: true });
    const recurring = data.obj("recurring");
    return {
      currency: currency(data),
      unitAmount: data.int("unit_amount", { required: true, min: 0 }),
      productName: data
        .obj("product_data", { required: true })
        .str("name", { required: true, maxLength: 250 }),
      interval: recurring
        ? (recurring.str("interval", { required: true, oneOf: INTERVALS }) as Interval)
        : null,
      quantity: item.int("quantity", { required: true, min: 1 }),
    };
  });
}

/** What Stripe refuses about a session's lines, and what the stand-in does not model. */
function checkLines(mode: string, lines: LineInput[]): void {
  if (mode === "payment" && lines.some((l) => l.interval)) {
    throw invalidRequest(
      "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
      { param: "line_items" },
    );
  }
  if (mode === "subscription" && lines.some((l) => !l.interval)) {
    throw onlyOne("recurring prices only in `subscription` mode (no one-time lines)", "line_items");
  }
  if (new Set(lines.map((l) => l.interval)).size > 1) {
    throw invalidRequest("Currency and interval fields must match across all plans on this subscription.", {
      param: "line_items",
    });
  }
  if (mode === "payment" && lines.reduce((sum, l) => sum + l.unitAmount * l.quantity, 0) < MINIMUM_CHARGE) {
    throw amountTooSmall("line_items");
  }
}

// ---------------------------------------------------------------------------------------------
// The routes

export const ROUTES: Route[] = [
  // gateway.createCustomer
  route(
    "POST",
    "/v1/customers",
    (p) => ({ email: email(p), name: p.str("name", { maxLength: 256 }) ?? null, metadata: newMetadata(p) }),
    (ctx, input) => createCustomer(ctx, input),
  ),

  // gateway.listCards
  route(
    "GET",
    "/v1/customers/:id/payment_methods",
    (p, ctx, [id]) => ({
      customer: ctx.store.get("customer", id),
      query: readListQuery(p),
      type: p.str("type", { oneOf: ["card"] }),
    }),
    (ctx, { customer, query }) =>
      listOf(
        ctx.store.all("payment_method").filter((pm) => pm.customer === customer.id),
        query,
        `/v1/customers/${customer.id}/payment_methods`,
        "PaymentMethod",
      ),
  ),

  // gateway.attachCard: the id may be a test token (`pm_card_visa`), which makes a new card
  route(
    "POST",
    "/v1/payment_methods/:id/attach",
    (p, ctx) => ctx.store.get("customer", p.str("customer", { required: true }), "customer"),
    (ctx, customer, [id]) => {
      const pm = resolvePaymentMethod(ctx, id, "payment_method");
      attachPaymentMethod(ctx, pm, customer.id);
      return pm;
    },
  ),

  // gateway.detachCard
  route(
    "POST",
    "/v1/payment_methods/:id/detach",
    (_p, ctx, [id]) => ctx.store.get("payment_method", id),
    (ctx, pm) => {
      detachPaymentMethod(ctx, pm);
      return pm;
    },
  ),

  // gateway.chargeSavedCard: made and confirmed at once, on session
  route(
    "POST",
    "/v1/payment_intents",
    (p, ctx) => {
      const customer = p.str("customer");
      if (customer) ctx.store.get("customer", customer, "customer");
      if (p.bool("confirm") !== true) {
        throw onlyOne("PaymentIntents confirmed as they are made (confirm=true)", "confirm");
      }
      const amount = p.int("amount", { required: true, min: 1 });
      if (amount < MINIMUM_CHARGE) throw amountTooSmall("amount");
      const pmRef = p.str("payment_method", { required: true });
      // A test token makes a new card when the payment runs; a saved one must be the customer's.
      if (!isTestToken(pmRef)) {
        checkPaymentMethodOf(ctx.store.get("payment_method", pmRef, "payment_method"), customer ?? null);
      }
      return {
        amount,
        currency: currency(p),
        customer: customer ?? null,
        pmRef,
        description: p.str("description", { maxLength: 1000 }) ?? null,
        metadata: newMetadata(p),
        returnUrl: url(p, "return_url"),
      };
    },
    (ctx, { pmRef, returnUrl, ...input }) => {
      const paymentMethod = resolvePaymentMethod(ctx, pmRef, "payment_method").id;
      const pi = createPaymentIntent(ctx, { ...input, paymentMethod });
      const after = returnUrl
        ? ({ kind: "return_url", url: returnUrl } as const)
        : ({ kind: "none" } as const);
      // A decline answers 402 with the PaymentIntent, as Stripe does.
      const error = confirmPaymentIntent(ctx, pi, { offSession: false, after });
      if (error) throw error;
      return pi;
    },
  ),

  // gateway.paymentIntentMetadata
  route(
    "GET",
    "/v1/payment_intents/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("payment_intent", id),
  ),

  // gateway.startPaymentCheckout, startSubscriptionCheckout and startCardSetup
  route(
    "POST",
    "/v1/checkout/sessions",
    (p, ctx) => {
      const mode = p.str("mode", { required: true, oneOf: ["payment", "setup", "subscription"] }) as
        | "payment"
        | "setup"
        | "subscription";
      const customer = ctx.store.get("customer", p.str("customer", { required: true }), "customer");
      const lines = readLineItems(p);
      if (mode === "setup" && lines) {
        throw invalidRequest("You cannot pass `line_items` in `setup` mode.", { param: "line_items" });
      }
      if (mode !== "setup" && !lines?.length) {
        throw invalidRequest("Missing required param: line_items.", {
          param: "line_items",
          code: "parameter_missing",
        });
      }
      const sessionCurrency = mode === "setup" ? currency(p) : null;
      checkLines(mode, lines ?? []);
      const pid = p.obj("payment_intent_data");
      if (pid && mode !== "payment") {
        throw invalidRequest("You can only pass `payment_intent_data` in `payment` mode.", {
          param: "payment_intent_data",
        });
      }
      const sd = p.obj("subscription_data");
      if (sd && mode !== "subscription") {
        throw invalidRequest("You can only pass `subscription_data` in `subscription` mode.", {
          param: "subscription_data",
        });
      }
      return {
        mode,
        lines: lines ?? [],
        session: {
          currency: sessionCurrency,
          customer,
          clientReferenceId: p.str("client_reference_id", { maxLength: 200 }) ?? null,
          metadata: newMetadata(p),
          successUrl: url(p, "success_url", { required: true }),
          cancelUrl: url(p, "cancel_url") ?? null,
          options: {
            paymentIntentData: {
              metadata: pid ? newMetadata(pid) : Object.create(null),
              description: pid?.str("description", { maxLength: 1000 }) ?? null,
            },
            subscriptionData: {
              metadata: sd ? newMetadata(sd) : Object.create(null),
              trialDays: sd?.int("trial_period_days", { min: 1 }),
            },
          },
        },
      };
    },
    (ctx, { mode, lines, session }) => {
      const lineItems = lines.map((l) => checkoutLineItem(createPrice(ctx, l), l.quantity, l.productName));
      return createCheckoutSession(ctx, { mode, lineItems, ...session });
    },
  ),

  // gateway.expireCheckout (and the tests, which read a session's state)
  route(
    "GET",
    "/v1/checkout/sessions/:id",
    () => null,
    (ctx, _input, [id]) => {
      const session = ctx.store.get("checkout.session", id);
      expireIfDue(ctx, session);
      return session;
    },
  ),
  route(
    "POST",
    "/v1/checkout/sessions/:id/expire",
    (_p, ctx, [id]) => ctx.store.get("checkout.session", id),
    (ctx, session) => {
      expireCheckoutSession(ctx, session);
      return session;
    },
  ),

  // gateway.cancelSubscriptionAtPeriodEnd and gateway.resumeSubscriptionRenewal
  route(
    "POST",
    "/v1/subscriptions/:id",
    (p, ctx, [id]) => ({
      sub: ctx.store.get("subscription", id),
      cancel: p.bool("cancel_at_period_end") ?? missing("cancel_at_period_end"),
    }),
    (ctx, { sub, cancel }) => {
      setCancelAtPeriodEnd(ctx, sub, cancel);
      return sub;
    },
  ),

  // gateway.invoicePaymentIntent
  route(
    "GET",
    "/v1/invoice_payments",
    (p) => ({ query: readListQuery(p), invoice: p.str("invoice", { required: true }) }),
    (ctx, { query, invoice }) =>
      listOf(
        ctx.store.all("invoice_payment").filter((x) => x.invoice === invoice),
        query,
        "/v1/invoice_payments",
        "invoice payment",
      ),
  ),

  // gateway.createConnectAccount
  route(
    "POST",
    "/v1/accounts",
    (p) => {
      p.str("type", { required: true, oneOf: ["express"] });
      const transfers = p.obj("capabilities", { required: true }).obj("transfers", { required: true });
      if (transfers.bool("requested") !== true) {
        throw invalidRequest(
          "Accounts of type express must request the transfers capability: capabilities[transfers][requested]=true.",
          { param: "capabilities" },
        );
      }
      return { email: email(p), metadata: newMetadata(p) };
    },
    (ctx, input) => createAccount(ctx, input),
  ),

  // gateway.connectAccountStatus
  route(
    "GET",
    "/v1/accounts/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("account", id),
  ),

  // gateway.connectOnboardingUrl
  route(
    "POST",
    "/v1/account_links",
    (p, ctx) => {
      const account = ctx.store.get("account", p.str("account", { required: true }), "account");
      p.str("type", { required: true, oneOf: ["account_onboarding"] });
      return {
        account,
        refreshUrl: url(p, "refresh_url", { required: true }),
        returnUrl: url(p, "return_url", { required: true }),
      };
    },
    (ctx, input) => createAccountLink(ctx, input),
  ),

  // gateway.transfer
  route(
    "POST",
    "/v1/transfers",
    (p, ctx) => ({
      amount: p.int("amount", { required: true, min: 1 }),
      currency: currency(p),
      destination: ctx.store.get("account", p.str("destination", { required: true }), "destination"),
      description: p.str("description") ?? null,
      metadata: newMetadata(p),
    }),
    (ctx, input) => createTransfer(ctx, input),
  ),

  // The tests, in the Dashboard's place: a full or partial refund of a payment
  route(
    "POST",
    "/v1/refunds",
    (p, ctx) => {
      const pi = ctx.store.get(
        "payment_intent",
        p.str("payment_intent", { required: true }),
        "payment_intent",
      );
      if (pi.status !== "succeeded" || !pi.latest_charge) {
        throw invalidRequest(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, {
          param: "payment_intent",
          code: "charge_not_refundable",
        });
      }
      return { charge: ctx.store.get("charge", pi.latest_charge), amount: p.int("amount", { min: 1 }) };
    },
    (ctx, input) => createRefund(ctx, input),
  ),

  // The tests: the event log, to fetch events and POST them to the Worker themselves
  route(
    "GET",
    "/v1/events",
    (p) => ({ query: readListQuery(p), type: p.str("type") }),
    (ctx, { query, type }) =>
      listOf(
        ctx.store.all("event").filter((e) => !type || e.type === type),
        query,
        "/v1/events",
        "event",
      ),
  ),
];

function missing(param: string): never {
  throw invalidRequest(`Missing required param: ${param}.`, { param, code: "parameter_missing" });
}
