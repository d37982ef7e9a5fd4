import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import {
  type AppEnv,
  bearerSecurity,
  IdempotencyHeaders,
  IdParam,
  jsonBody,
  listOf,
  ok,
  responses,
} from "../../http/hono";
import { addCard, deleteCard, listCards } from "./cards";
import { connectStripeAccount, getConnectAccount } from "./connect";
import { applyCoupon } from "./coupons";
import { searchPackages } from "./packages";
import {
  AddCardBody,
  AddCardResultSchema,
  ApplyCouponBody,
  CardSchema,
  ConnectAccountSchema,
  ConnectBody,
  CouponQuoteSchema,
  PackageQuery,
  PackageSchema,
  TopUpBody,
  TransactionQuery,
  TransactionSchema,
} from "./schemas";
import { startTopUp } from "./top-up";
import { searchTransactions, viewTransaction } from "./transactions";

const TAGS = ["Payments"];

const topUp = createRoute({
  method: "post",
  path: "/payment/wallet/top-up",
  tags: TAGS,
  summary: "Buy tokens by card: an amount or a package, an optional coupon; Checkout or a saved card",
  description:
    "Answers the payment with `redirectUrl` (send the payer there: Stripe Checkout, or 3-D Secure for a saved card " +
    "with status require_authentication) or status processing (a saved card was charged). The wallet is credited " +
    "by Stripe's webhook only; a `balance/updated` and a `payment/status` event follow on the user's room. " +
    "A coupon's use is reserved with the payment: 409 `coupon_used_up` when none is left (all taken, or the " +
    "viewer's one use taken by a paid or still open payment); cancelling or expiring the Checkout gives it back.",
  security: bearerSecurity,
  request: { headers: IdempotencyHeaders, body: jsonBody(TopUpBody) },
  responses: responses(
    TransactionSchema,
    "The payment",
    [
      "unauthorized",
      "card_declined",
      "coupon_not_found",
      "coupon_invalid",
      "coupon_used_up",
      "not_found",
      "idempotency_key_reused",
      "validation_failed",
      "payments_unavailable",
    ],
    201,
  ),
});

const transactions = createRoute({
  method: "get",
  path: "/payment/transactions/user/search",
  tags: TAGS,
  summary: "The viewer's card payments (top-ups and card subscriptions), newest first",
  security: bearerSecurity,
  request: { query: TransactionQuery },
  responses: responses(listOf(TransactionSchema), "Payments", ["unauthorized", "validation_failed"]),
});

const transaction = createRoute({
  method: "get",
  path: "/payment/transactions/{id}",
  tags: TAGS,
  summary: "One of the viewer's payments (e.g. after coming back from Checkout)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(TransactionSchema, "The payment", ["unauthorized", "not_found"]),
});

const coupon = createRoute({
  method: "post",
  path: "/coupons/{code}/apply-coupon",
  tags: TAGS,
  summary: "Check a coupon for the viewer and, with an amount or package, what the top-up would cost",
  security: bearerSecurity,
  request: {
    params: z.object({
      code: z
        .string()
        .min(1)
        .max(40)
        .openapi({ param: { name: "code", in: "path" } }),
    }),
    body: jsonBody(ApplyCouponBody, false),
  },
  responses: responses(CouponQuoteSchema, "The coupon and the price with it", [
    "unauthorized",
    "coupon_not_found",
    "coupon_invalid",
    "coupon_used_up",
    "not_found",
    "validation_failed",
  ]),
});

const packages = createRoute({
  method: "get",
  path: "/package/token/search",
  tags: TAGS,
  summary: "Token packages on offer, in the admins' order",
  request: { query: PackageQuery },
  responses: responses(listOf(PackageSchema), "Packages", ["validation_failed"]),
});

const cards = createRoute({
  method: "get",
  path: "/payment-cards",
  tags: TAGS,
  summary: "The viewer's saved cards",
  security: bearerSecurity,
  responses: responses(listOf(CardSchema), "Cards", ["unauthorized", "payments_unavailable"]),
});

const saveCard = createRoute({
  method: "post",
  path: "/stripe/cards",
  tags: TAGS,
  summary: "Save a card: attach a Stripe.js payment method (cardId), or get a hosted page that saves one",
  security: bearerSecurity,
  request: { body: jsonBody(AddCardBody, false) },
  responses: responses(
    AddCardResultSchema,
    "The card, or where to save one",
    ["unauthorized", "card_declined", "not_found", "validation_failed", "payments_unavailable"],
    201,
  ),
});

const removeCard = createRoute({
  method: "delete",
  path: "/payment-cards/{id}",
  tags: TAGS,
  summary: "Remove one of the viewer's saved cards",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(z.object({ deleted: z.literal(true) }), "Removed", [
    "unauthorized",
    "not_found",
    "payments_unavailable",
  ]),
});

const connect = createRoute({
  method: "post",
  path: "/stripe/accounts",
  tags: TAGS,
  summary: "Creators: connect a Stripe account for payouts; answers the onboarding link",
  security: bearerSecurity,
  request: { body: jsonBody(ConnectBody, false) },
  responses: responses(
    ConnectAccountSchema,
    "The account and its onboarding link",
    ["unauthorized", "performer_only", "validation_failed", "payments_unavailable"],
    201,
  ),
});

const connected = createRoute({
  method: "get",
  path: "/stripe/accounts",
  tags: TAGS,
  summary: "Creators: the connected Stripe account's state",
  security: bearerSecurity,
  responses: responses(ConnectAccountSchema, "The account", ["unauthorized", "performer_only"]),
});

export function registerPaymentRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(topUp, async (c) => {
    const { deps, viewer } = c.get("rc");
    const result = await startTopUp(deps, viewer, c.req.valid("json"), {
      url: c.req.url,
      idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
    });
    return ok(c, result, 201);
  });
  api.openapi(transactions, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchTransactions(deps, viewer, c.req.valid("query")));
  });
  api.openapi(transaction, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await viewTransaction(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(coupon, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await applyCoupon(deps, viewer, c.req.valid("param").code, c.req.valid("json") ?? {}));
  });
  api.openapi(packages, async (c) => {
    const { deps } = c.get("rc");
    return ok(c, await searchPackages(deps, c.req.valid("query")));
  });
  api.openapi(cards, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await listCards(deps, viewer));
  });
  api.openapi(saveCard, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await addCard(deps, viewer, c.req.valid("json") ?? {}, c.req.url), 201);
  });
  api.openapi(removeCard, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteCard(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(connect, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await connectStripeAccount(deps, viewer, c.req.valid("json") ?? {}, c.req.url), 201);
  });
  api.openapi(connected, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getConnectAccount(deps, viewer));
  });
}
