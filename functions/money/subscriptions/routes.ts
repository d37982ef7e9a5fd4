import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  type AppEnv,
  bearerSecurity,
  IdempotencyHeaders,
  jsonBody,
  listOf,
  ok,
  responses,
} from "../../http/hono";
import {
  CancelParams,
  PerformerSubscriptionQuery,
  SubscribeBody,
  SubscribeResultSchema,
  SubscriptionSchema,
  UserSubscriptionQuery,
} from "./schemas";
import {
  cancelSubscription,
  searchPerformerSubscriptions,
  searchUserSubscriptions,
  subscribe,
} from "./service";

const TAGS = ["Subscriptions"];

const subscribeRoute = createRoute({
  method: "post",
  path: "/payment/subscribe/performers",
  tags: TAGS,
  summary: "Subscribe to a creator: monthly, yearly or free; from the wallet or by card (Stripe Checkout)",
  description:
    "wallet: paid at once (402 when the balance is short) and renewed by the cron job from the balance. " +
    "stripe: answers `redirectUrl` (Checkout); the subscription becomes active when Stripe's webhook reports its first " +
    "invoice paid (a free one: its trial). Honours Idempotency-Key. With `expectedPrice` (tokens) a price other " +
    "than that answers 409 `price_changed` (`details.price`: the price now) and nothing is charged or started.",
  security: bearerSecurity,
  request: { headers: IdempotencyHeaders, body: jsonBody(SubscribeBody) },
  responses: responses(
    SubscribeResultSchema,
    "The subscription (and the charge, or where to pay)",
    [
      "unauthorized",
      "insufficient_balance",
      "already_subscribed",
      "free_subscription_unavailable",
      "cannot_pay_yourself",
      "performer_not_found",
      "user_blocked",
      "country_blocked",
      "idempotency_key_reused",
      "price_changed",
      "validation_failed",
      "payments_unavailable",
    ],
    201,
  ),
});

const cancel = createRoute({
  method: "post",
  path: "/payment/{provider}/cancel-subscription/{id}",
  tags: TAGS,
  summary: "Stop a subscription's renewal (provider: wallet or stripe); access stays until it expires",
  security: bearerSecurity,
  request: { params: CancelParams },
  responses: responses(SubscriptionSchema, "The subscription", [
    "unauthorized",
    "not_found",
    "validation_failed",
    "payments_unavailable",
  ]),
});

const userSearch = createRoute({
  method: "get",
  path: "/subscriptions/user/search",
  tags: TAGS,
  summary: "The viewer's subscriptions",
  security: bearerSecurity,
  request: { query: UserSubscriptionQuery },
  responses: responses(listOf(SubscriptionSchema), "Subscriptions", ["unauthorized", "validation_failed"]),
});

const performerSearch = createRoute({
  method: "get",
  path: "/subscriptions/performer/search",
  tags: TAGS,
  summary: "A creator's subscribers (admins: pass performerId)",
  security: bearerSecurity,
  request: { query: PerformerSubscriptionQuery },
  responses: responses(listOf(SubscriptionSchema), "Subscriptions", [
    "unauthorized",
    "performer_only",
    "validation_failed",
  ]),
});

export function registerSubscriptionRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(subscribeRoute, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const result = await subscribe(deps, viewer, country, c.req.valid("json"), {
      url: c.req.url,
      idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
    });
    return ok(c, result, 201);
  });
  api.openapi(cancel, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { provider, id } = c.req.valid("param");
    return ok(c, await cancelSubscription(deps, viewer, provider, id));
  });
  api.openapi(userSearch, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchUserSubscriptions(deps, viewer, c.req.valid("query")));
  });
  api.openapi(performerSearch, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchPerformerSubscriptions(deps, viewer, c.req.valid("query")));
  });
}
