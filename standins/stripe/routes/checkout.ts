/** Checkout Sessions. */
import { listOf, type Route, readListQuery, route } from "../api";
import { checkSubscriptionPrices } from "../billing";
import { checkoutLineItem, createCheckoutSession, expireCheckoutSession, expireIfDue } from "../checkout";
import type { Ctx } from "../context";
import type { CheckoutSession, Price } from "../objects";
import { exclusive, invalidRequest, type Params, unixNow } from "../protocol";
import { type PriceData, priceFromData, readPriceData } from "./billing";
import { amountTooSmall, currency, email, MINIMUM_CHARGE, newMetadata, url } from "./read";

type LineInput = { price: Price | null; priceData: PriceData | null; quantity: number };

function readLineItems(p: Params, ctx: Ctx): LineInput[] | undefined {
  return p.list("line_items")?.map((item, i) => {
    exclusive(item, ["price", "price_data"]);
    const priceId = item.str("price");
    const priceData = item.obj("price_data");
    if (!priceId && !priceData) {
      throw invalidRequest(`Missing required param: line_items[${i}][price].`, {
        param: `line_items[${i}][price]`,
        code: "parameter_missing",
      });
    }
    return {
      price: priceId ? ctx.store.get("price", priceId, `line_items[${i}][price]`) : null,
      priceData: priceData ? readPriceData(priceData, ctx, true) : null,
      quantity: item.int("quantity", { required: true, min: 1 }),
    };
  });
}

function checkLines(mode: string, lines: { price: Price | PriceData }[]): void {
  const isRecurring = (l: { price: Price | PriceData }) =>
    "object" in l.price ? l.price.type === "recurring" : Boolean(l.price.recurring);
  if (mode === "payment" && lines.some(isRecurring)) {
    throw invalidRequest(
      "You specified `payment` mode but passed a recurring price. Either switch to `subscription` mode or use only one-time prices.",
      { param: "line_items" },
    );
  }
  if (mode === "subscription" && !lines.some(isRecurring)) {
    throw invalidRequest(
      "You must provide at least one recurring price in `subscription` mode when using prices.",
      {
        param: "line_items",
      },
    );
  }
  const currencies = new Set(lines.map((l) => l.price.currency));
  if (currencies.size > 1) {
    throw invalidRequest("All prices on a Checkout Session must have the same currency.", {
      param: "line_items",
    });
  }
}

export const checkoutRoutes: Route[] = [
  route(
    "POST",
    "/v1/checkout/sessions",
    (p, ctx) => {
      const mode = p.str("mode", { required: true, oneOf: ["payment", "setup", "subscription"] }) as
        | "payment"
        | "setup"
        | "subscription";
      p.str("ui_mode", { oneOf: ["hosted"] });
      exclusive(p, ["customer", "customer_email"]);
      const customerId = p.str("customer");
      const customer = customerId ? ctx.store.get("customer", customerId, "customer") : null;
      const lines = readLineItems(p, ctx);
      if (mode === "setup" && lines) {
        throw invalidRequest("You cannot pass `line_items` in `setup` mode.", { param: "line_items" });
      }
      if (mode !== "setup" && !lines?.length) {
        throw invalidRequest("Missing required param: line_items.", {
          param: "line_items",
          code: "parameter_missing",
        });
      }
      const sessionCurrency = currency(p, "currency", { required: false });
      if (mode === "setup" && !sessionCurrency && !p.has("payment_method_types")) {
        throw invalidRequest("Missing required param: currency.", {
          param: "currency",
          code: "parameter_missing",
        });
      }
      const types = p.strings("payment_method_types");
      if (types?.some((t) => t !== "card")) {
        throw invalidRequest(
          "The Stripe stand-in only takes cards; payment_method_types can only be [card].",
          {
            param: "payment_method_types",
          },
        );
      }
      checkLines(
        mode,
        (lines ?? []).map((l) => ({ price: (l.price ?? l.priceData)! })),
      );
      if (mode === "payment") {
        const total = (lines ?? []).reduce(
          (sum, l) => sum + (l.price?.unit_amount ?? l.priceData?.unitAmount ?? 0) * l.quantity,
          0,
        );
        if (total < MINIMUM_CHARGE) throw amountTooSmall(sessionCurrency ?? "usd", "line_items");
      }
      const creation = p.str("customer_creation", { oneOf: ["always", "if_required"] }) as
        | "always"
        | "if_required"
        | undefined;
      if (creation && mode === "subscription") {
        throw invalidRequest("`customer_creation` can only be used in `payment` and `setup` mode.", {
          param: "customer_creation",
        });
      }
      const pid = p.obj("payment_intent_data");
      if (pid && mode !== "payment") {
        throw invalidRequest("You can only pass `payment_intent_data` in `payment` mode.", {
          param: "payment_intent_data",
        });
      }
      const transfer = pid?.obj("transfer_data");
      const destination = transfer?.str("destination", { required: true });
      if (destination)
        ctx.store.get("account", destination, "payment_intent_data[transfer_data][destination]");
      const sd = p.obj("subscription_data");
      if (sd && mode !== "subscription") {
        throw invalidRequest("You can only pass `subscription_data` in `subscription` mode.", {
          param: "subscription_data",
        });
      }
      const trialDays = sd?.int("trial_period_days", { min: 1 });
      const sid = p.obj("setup_intent_data");
      const now = unixNow();
      const expiresAt = p.int("expires_at") ?? now + 24 * 3600;
      if (expiresAt < now + 30 * 60 - 60 || expiresAt > now + 24 * 3600 + 60) {
        throw invalidRequest(
          "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
          { param: "expires_at" },
        );
      }
      return {
        mode,
        lines: lines ?? [],
        session: {
          currency: sessionCurrency ?? null,
          customer,
          customerEmail: email(p, "customer_email") ?? null,
          clientReferenceId: p.str("client_reference_id", { maxLength: 200 }) ?? null,
          metadata: newMetadata(p),
          successUrl: url(p, "success_url", { required: true }),
          cancelUrl: url(p, "cancel_url") ?? null,
          expiresAt,
          locale: (p.str("locale") ?? null) as CheckoutSession["locale"],
          submitType: (p.str("submit_type", { oneOf: ["auto", "book", "donate", "pay", "subscribe"] }) ??
            null) as CheckoutSession["submit_type"],
          billingAddressCollection: (p.str("billing_address_collection", { oneOf: ["auto", "required"] }) ??
            null) as CheckoutSession["billing_address_collection"],
          allowPromotionCodes: p.bool("allow_promotion_codes") ?? null,
          setupIntentMetadata: sid ? newMetadata(sid) : Object.create(null),
          options: {
            customerCreation: creation ?? "if_required",
            paymentIntentData: {
              metadata: pid ? newMetadata(pid) : Object.create(null),
              setupFutureUsage: (pid?.str("setup_future_usage", { oneOf: ["on_session", "off_session"] }) ??
                null) as "on_session" | "off_session" | null,
              description: pid?.str("description", { maxLength: 1000 }) ?? null,
              receiptEmail: (pid ? email(pid, "receipt_email") : null) ?? null,
              statementDescriptorSuffix: pid?.str("statement_descriptor_suffix", { maxLength: 22 }) ?? null,
              transferData: destination ? { destination, amount: transfer?.int("amount", { min: 1 }) } : null,
              applicationFeeAmount: pid?.int("application_fee_amount", { min: 0 }) ?? null,
              transferGroup: pid?.str("transfer_group") ?? null,
              onBehalfOf: pid?.str("on_behalf_of") ?? null,
            },
            subscriptionData: {
              metadata: sd ? newMetadata(sd) : Object.create(null),
              trialDays,
              description: sd?.str("description", { maxLength: 500 }) ?? null,
            },
          },
        },
      };
    },
    (ctx, { mode, lines, session }) => {
      const lineItems = lines.map((l) => {
        const price = l.price ?? priceFromData(ctx, l.priceData!);
        const product = ctx.store.find("product", price.product);
        return checkoutLineItem(price, l.quantity, product?.name ?? price.nickname ?? "Item");
      });
      if (mode === "subscription") {
        checkSubscriptionPrices(
          lineItems.map((l) => l.price).filter((pr) => pr.type === "recurring"),
          "line_items",
        );
      }
      return createCheckoutSession(ctx, { mode, lineItems, ...session });
    },
  ),
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
    "GET",
    "/v1/checkout/sessions",
    (p) => ({
      query: readListQuery(p),
      customer: p.str("customer"),
      paymentIntent: p.str("payment_intent"),
      subscription: p.str("subscription"),
      status: p.str("status", { oneOf: ["open", "complete", "expired"] }),
    }),
    (ctx, { query, customer, paymentIntent, subscription, status }) => {
      const sessions = ctx.store.all("checkout.session");
      for (const s of sessions) expireIfDue(ctx, s);
      return listOf(
        sessions.filter(
          (s) =>
            (!customer || s.customer === customer) &&
            (!paymentIntent || s.payment_intent === paymentIntent) &&
            (!subscription || s.subscription === subscription) &&
            (!status || s.status === status),
        ),
        query,
        "/v1/checkout/sessions",
        "checkout.session",
      );
    },
  ),
  route(
    "GET",
    "/v1/checkout/sessions/:id/line_items",
    (p) => readListQuery(p),
    (ctx, query, [id]) => {
      const session = ctx.store.get("checkout.session", id);
      return listOf(
        ctx.store.lineItems.get(session.id) ?? [],
        query,
        `/v1/checkout/sessions/${id}/line_items`,
        "line item",
      );
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
];
