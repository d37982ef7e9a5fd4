/** Products, prices, subscriptions and invoices. */
import { listOf, type Route, readListQuery, route } from "../api";
import {
  attemptInvoicePayment,
  cancelAtPeriodEnd,
  cancelSubscription,
  checkSubscriptionPrices,
  createPrice,
  createProduct,
  createSubscription,
  INTERVALS,
  type Interval,
} from "../billing";
import { type Ctx, emit } from "../context";
import type { Price, Subscription } from "../objects";
import { resolvePaymentMethod } from "../payments";
import { exclusive, invalidRequest, mergeMetadata, type Params } from "../protocol";
import { currency, newMetadata } from "./read";

/** `recurring[interval]` and `recurring[interval_count]` (at most three years, as at Stripe). */
export function readRecurring(p: Params | undefined): { interval: Interval; intervalCount: number } | null {
  if (!p) return null;
  const interval = p.str("interval", { required: true, oneOf: INTERVALS }) as Interval;
  const intervalCount = p.int("interval_count", { min: 1 }) ?? 1;
  const days = new Map<Interval, number>([
    ["day", 1],
    ["week", 7],
    ["month", 31],
    ["year", 366],
  ]);
  if (intervalCount * days.get(interval)! > 3 * 366) {
    throw invalidRequest("The maximum billing interval is three years (36 months, 156 weeks or 1095 days).", {
      param: p.name("interval_count"),
    });
  }
  return { interval, intervalCount };
}

export interface PriceData {
  currency: string;
  unitAmount: number;
  product: string | null;
  productName: string | null;
  recurring: { interval: Interval; intervalCount: number } | null;
}

/** `price_data` (on line items and subscription items): a price made on the fly. */
export function readPriceData(p: Params, ctx: Ctx, withProductData: boolean): PriceData {
  const code = currency(p);
  const unitAmount = p.int("unit_amount", { required: true, min: 0 });
  if (withProductData) exclusive(p, ["product", "product_data"]);
  const product = p.str("product");
  if (product) ctx.store.get("product", product, p.name("product"));
  const productData = withProductData ? p.obj("product_data") : undefined;
  const productName = productData?.str("name", { required: true, maxLength: 250 }) ?? null;
  productData?.str("description");
  productData?.metadata();
  productData?.strings("images");
  if (!product && !productName) {
    throw invalidRequest(`Missing required param: ${p.name(withProductData ? "product_data" : "product")}.`, {
      param: p.name(withProductData ? "product_data" : "product"),
      code: "parameter_missing",
    });
  }
  return {
    currency: code,
    unitAmount,
    product: product ?? null,
    productName,
    recurring: readRecurring(p.obj("recurring")),
  };
}

export function priceFromData(ctx: Ctx, data: PriceData): Price {
  const product =
    data.product ?? createProduct(ctx, { name: data.productName!, metadata: Object.create(null) }).id;
  return createPrice(ctx, {
    currency: data.currency,
    unitAmount: data.unitAmount,
    product,
    recurring: data.recurring,
    metadata: Object.create(null),
  });
}

const SUBSCRIPTION_STATUSES = [
  "active",
  "all",
  "canceled",
  "ended",
  "incomplete",
  "incomplete_expired",
  "past_due",
  "paused",
  "trialing",
  "unpaid",
];

function ownedPaymentMethod(ctx: Ctx, id: string, customer: string, param: string): string {
  const pm = ctx.store.get("payment_method", id, param);
  if (pm.customer !== customer) {
    throw invalidRequest(
      `The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`,
      { param, code: "resource_missing" },
    );
  }
  return pm.id;
}

export const billingRoutes: Route[] = [
  // Products
  route(
    "POST",
    "/v1/products",
    (p) => {
      const defaults = p.obj("default_price_data");
      return {
        name: p.str("name", { required: true, maxLength: 250 }),
        description: p.str("description"),
        active: p.bool("active"),
        metadata: newMetadata(p),
        price: defaults
          ? {
              currency: currency(defaults),
              unitAmount: defaults.int("unit_amount", { required: true, min: 0 }),
              recurring: readRecurring(defaults.obj("recurring")),
            }
          : null,
      };
    },
    (ctx, input) => {
      const product = createProduct(ctx, input);
      if (input.price) {
        product.default_price = createPrice(ctx, {
          ...input.price,
          product: product.id,
          metadata: Object.create(null),
        }).id;
      }
      return product;
    },
  ),
  route(
    "GET",
    "/v1/products/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("product", id),
  ),
  route(
    "POST",
    "/v1/products/:id",
    (p, ctx, [id]) => {
      const product = ctx.store.get("product", id);
      const defaultPrice = p.str("default_price");
      if (defaultPrice && ctx.store.get("price", defaultPrice, "default_price").product !== id) {
        throw invalidRequest("The default price must belong to this product.", { param: "default_price" });
      }
      return {
        product,
        name: p.str("name", { maxLength: 250 }),
        description: p.nullable("description"),
        active: p.bool("active"),
        defaultPrice,
        metadata: p.metadata(),
      };
    },
    (ctx, input) => {
      const { product } = input;
      if (input.name) product.name = input.name;
      if (input.description !== undefined) product.description = input.description;
      if (input.active !== undefined) product.active = input.active;
      if (input.defaultPrice) product.default_price = input.defaultPrice;
      product.metadata = mergeMetadata(product.metadata, input.metadata);
      product.updated = Math.floor(Date.now() / 1000);
      emit(ctx, "product.updated", product);
      return product;
    },
  ),
  route(
    "GET",
    "/v1/products",
    (p) => ({ query: readListQuery(p), active: p.bool("active") }),
    (ctx, { query, active }) =>
      listOf(
        ctx.store.all("product").filter((x) => active === undefined || x.active === active),
        query,
        "/v1/products",
        "product",
      ),
  ),

  // Prices
  route(
    "POST",
    "/v1/prices",
    (p, ctx) => {
      exclusive(p, ["product", "product_data"]);
      const data = readPriceData(p, ctx, true);
      p.str("tax_behavior", { oneOf: ["exclusive", "inclusive", "unspecified"] });
      return {
        data,
        metadata: newMetadata(p),
        nickname: p.str("nickname"),
        lookupKey: p.str("lookup_key", { maxLength: 200 }),
        active: p.bool("active"),
      };
    },
    (ctx, { data, ...rest }) => {
      const price = priceFromData(ctx, data);
      price.metadata = rest.metadata;
      price.nickname = rest.nickname ?? null;
      price.lookup_key = rest.lookupKey ?? null;
      price.active = rest.active ?? true;
      return price;
    },
  ),
  route(
    "GET",
    "/v1/prices/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("price", id),
  ),
  route(
    "POST",
    "/v1/prices/:id",
    (p, ctx, [id]) => ({
      price: ctx.store.get("price", id),
      active: p.bool("active"),
      nickname: p.nullable("nickname"),
      lookupKey: p.nullable("lookup_key", { maxLength: 200 }),
      metadata: p.metadata(),
    }),
    (ctx, input) => {
      const { price } = input;
      if (input.active !== undefined) price.active = input.active;
      if (input.nickname !== undefined) price.nickname = input.nickname;
      if (input.lookupKey !== undefined) price.lookup_key = input.lookupKey;
      price.metadata = mergeMetadata(price.metadata, input.metadata);
      emit(ctx, "price.updated", price);
      return price;
    },
  ),
  route(
    "GET",
    "/v1/prices",
    (p) => ({
      query: readListQuery(p),
      product: p.str("product"),
      active: p.bool("active"),
      type: p.str("type", { oneOf: ["one_time", "recurring"] }),
      lookupKeys: p.strings("lookup_keys"),
    }),
    (ctx, { query, product, active, type, lookupKeys }) =>
      listOf(
        ctx.store
          .all("price")
          .filter(
            (x) =>
              (!product || x.product === product) &&
              (active === undefined || x.active === active) &&
              (!type || x.type === type) &&
              (!lookupKeys || (x.lookup_key !== null && lookupKeys.includes(x.lookup_key))),
          ),
        query,
        "/v1/prices",
        "price",
      ),
  ),

  // Subscriptions
  route(
    "POST",
    "/v1/subscriptions",
    (p, ctx) => {
      const customer = ctx.store.get("customer", p.str("customer", { required: true }), "customer");
      const items = (p.list("items", { required: true }) ?? []).map((item, i) => {
        exclusive(item, ["price", "price_data"]);
        const priceId = item.str("price");
        const priceData = item.obj("price_data");
        if (!priceId && !priceData) {
          throw invalidRequest(`Missing required param: items[${i}][price].`, {
            param: `items[${i}][price]`,
            code: "parameter_missing",
          });
        }
        return {
          price: priceId ? ctx.store.get("price", priceId, `items[${i}][price]`) : null,
          priceData: priceData ? readPriceData(priceData, ctx, false) : null,
          quantity: item.int("quantity", { min: 1 }) ?? 1,
          metadata: newMetadata(item),
        };
      });
      if (!items.length)
        throw invalidRequest("Missing required param: items.", { param: "items", code: "parameter_missing" });
      const pmId = p.str("default_payment_method");
      const defaultPaymentMethod = pmId
        ? ownedPaymentMethod(ctx, pmId, customer.id, "default_payment_method")
        : null;
      const paymentBehavior = (p.str("payment_behavior", {
        oneOf: ["allow_incomplete", "default_incomplete", "error_if_incomplete", "pending_if_incomplete"],
      }) ?? "allow_incomplete") as "allow_incomplete" | "default_incomplete" | "error_if_incomplete";
      const trialDays = p.int("trial_period_days", { min: 0 });
      if (trialDays !== undefined && trialDays > 730) {
        throw invalidRequest("The trial period can be at most 730 days.", { param: "trial_period_days" });
      }
      p.str("proration_behavior", { oneOf: ["always_invoice", "create_prorations", "none"] });
      p.bool("off_session");
      p.str("collection_method", { oneOf: ["charge_automatically"] });
      const hasPaymentMethod = defaultPaymentMethod ?? customer.invoice_settings.default_payment_method;
      if (!hasPaymentMethod && !trialDays && paymentBehavior !== "default_incomplete") {
        throw invalidRequest(
          "This customer has no attached payment source or default payment method. Please consider adding a default payment method. For more information, visit https://stripe.com/docs/billing/subscriptions/payment-methods-setting#payment-method-priority.",
        );
      }
      return {
        customer,
        items,
        defaultPaymentMethod,
        paymentBehavior,
        trialDays,
        metadata: newMetadata(p),
        description: p.str("description", { maxLength: 500 }),
        cancelAtPeriodEnd: p.bool("cancel_at_period_end"),
      };
    },
    (ctx, input) => {
      const items = input.items.map((item) => ({
        price: item.price ?? priceFromData(ctx, item.priceData!),
        quantity: item.quantity,
        metadata: item.metadata,
      }));
      checkSubscriptionPrices(
        items.map((i) => i.price),
        "items",
      );
      const { subscription, error } = createSubscription(ctx, { ...input, items }, input.paymentBehavior);
      if (error) throw error;
      return subscription;
    },
  ),
  route(
    "GET",
    "/v1/subscriptions/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("subscription", id),
  ),
  route(
    "GET",
    "/v1/subscriptions",
    (p) => ({
      query: readListQuery(p),
      customer: p.str("customer"),
      status: p.str("status", { oneOf: SUBSCRIPTION_STATUSES }),
      price: p.str("price"),
    }),
    (ctx, { query, customer, status, price }) => {
      const statusMatches = (s: Subscription) =>
        status === "all" ||
        (status === "ended"
          ? s.status === "canceled"
          : status
            ? s.status === status
            : s.status !== "canceled");
      return listOf(
        ctx.store
          .all("subscription")
          .filter(
            (s) =>
              (!customer || s.customer === customer) &&
              statusMatches(s) &&
              (!price || s.items.data.some((i) => i.price.id === price)),
          ),
        query,
        "/v1/subscriptions",
        "subscription",
      );
    },
  ),
  route(
    "POST",
    "/v1/subscriptions/:id",
    (p, ctx, [id]) => {
      const sub = ctx.store.get("subscription", id);
      if (p.has("items")) {
        throw invalidRequest(
          "The Stripe stand-in does not change a subscription's items; cancel it and create a new one.",
          { param: "items" },
        );
      }
      if (sub.status === "canceled" && (p.has("cancel_at_period_end") || p.has("default_payment_method"))) {
        throw invalidRequest(
          "A canceled subscription can only update its cancellation_details and metadata.",
        );
      }
      const pmId = p.str("default_payment_method");
      const details = p.obj("cancellation_details");
      p.str("proration_behavior", { oneOf: ["always_invoice", "create_prorations", "none"] });
      return {
        sub,
        cancelAtPeriodEnd: p.bool("cancel_at_period_end"),
        defaultPaymentMethod: pmId
          ? ownedPaymentMethod(ctx, pmId, sub.customer, "default_payment_method")
          : undefined,
        description: p.nullable("description", { maxLength: 500 }),
        comment: details?.nullable("comment", { maxLength: 5000 }),
        feedback: details?.str("feedback", {
          oneOf: [
            "customer_service",
            "low_quality",
            "missing_features",
            "other",
            "switched_service",
            "too_complex",
            "too_expensive",
            "unused",
          ],
        }) as NonNullable<Subscription["cancellation_details"]>["feedback"] | undefined,
        metadata: p.metadata(),
      };
    },
    (ctx, input) => {
      const { sub } = input;
      const previous: Record<string, unknown> = {};
      if (input.cancelAtPeriodEnd !== undefined) {
        Object.assign(previous, cancelAtPeriodEnd(sub, input.cancelAtPeriodEnd) ?? {});
      }
      if (input.defaultPaymentMethod && input.defaultPaymentMethod !== sub.default_payment_method) {
        previous.default_payment_method = sub.default_payment_method;
        sub.default_payment_method = input.defaultPaymentMethod;
      }
      if (input.description !== undefined && input.description !== sub.description) {
        previous.description = sub.description;
        sub.description = input.description;
      }
      if (input.comment !== undefined || input.feedback !== undefined) {
        previous.cancellation_details = { ...sub.cancellation_details };
        sub.cancellation_details = {
          ...sub.cancellation_details!,
          comment: input.comment === undefined ? (sub.cancellation_details?.comment ?? null) : input.comment,
          feedback: input.feedback ?? sub.cancellation_details?.feedback ?? null,
        };
      }
      if (input.metadata !== undefined) {
        previous.metadata = sub.metadata;
        sub.metadata = mergeMetadata(sub.metadata, input.metadata);
      }
      if (Object.keys(previous).length) emit(ctx, "customer.subscription.updated", sub, previous);
      return sub;
    },
  ),
  route(
    "DELETE",
    "/v1/subscriptions/:id",
    (p, ctx, [id]) => {
      const details = p.obj("cancellation_details");
      p.bool("invoice_now");
      p.bool("prorate");
      return {
        sub: ctx.store.get("subscription", id),
        comment: details?.str("comment", { maxLength: 5000 }) ?? null,
      };
    },
    (ctx, { sub, comment }) => {
      cancelSubscription(ctx, sub, comment);
      return sub;
    },
  ),

  // Invoices
  route(
    "GET",
    "/v1/invoices/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("invoice", id),
  ),
  route(
    "GET",
    "/v1/invoices",
    (p) => ({
      query: readListQuery(p),
      customer: p.str("customer"),
      subscription: p.str("subscription"),
      status: p.str("status", { oneOf: ["draft", "open", "paid", "uncollectible", "void"] }),
    }),
    (ctx, { query, customer, subscription, status }) =>
      listOf(
        ctx.store
          .all("invoice")
          .filter(
            (i) =>
              (!customer || i.customer === customer) &&
              (!subscription || i.parent.subscription_details.subscription === subscription) &&
              (!status || i.status === status),
          ),
        query,
        "/v1/invoices",
        "invoice",
      ),
  ),
  route(
    "GET",
    "/v1/invoices/:id/lines",
    (p) => readListQuery(p),
    (ctx, query, [id]) => {
      const invoice = ctx.store.get("invoice", id);
      return listOf(invoice.lines.data, query, `/v1/invoices/${id}/lines`, "line item");
    },
  ),
  route(
    "POST",
    "/v1/invoices/:id/pay",
    (p, ctx, [id]) => ({
      invoice: ctx.store.get("invoice", id),
      pmRef: p.str("payment_method"),
      offSession: p.bool("off_session") ?? true,
    }),
    (ctx, input) => {
      const paymentMethod = input.pmRef
        ? resolvePaymentMethod(ctx, input.pmRef, "payment_method").id
        : undefined;
      const error = attemptInvoicePayment(ctx, input.invoice, {
        offSession: input.offSession,
        paymentMethod,
      });
      if (error) throw error;
      return input.invoice;
    },
  ),
  route(
    "GET",
    "/v1/invoice_payments",
    (p) => ({ query: readListQuery(p), invoice: p.str("invoice") }),
    (ctx, { query, invoice }) =>
      listOf(
        ctx.store.all("invoice_payment").filter((x) => !invoice || x.invoice === invoice),
        query,
        "/v1/invoice_payments",
        "invoice payment",
      ),
  ),
  route(
    "GET",
    "/v1/invoice_payments/:id",
    () => null,
    (ctx, _input, [id]) => ctx.store.get("invoice_payment", id),
  ),
];
