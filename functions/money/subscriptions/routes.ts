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
import { getSubscriptionSettings, updateSubscriptionSettings } from "./bundles";
import { createPromotion, endPromotion, listPromotions } from "./promotions";
import {
  CancelParams,
  IdParam,
  OffersQuery,
  PerformerIdParam,
  PerformerSubscriptionQuery,
  PromotionBody,
  PromotionSchema,
  SubscribeBody,
  SubscribeResultSchema,
  SubscriptionOffersSchema,
  SubscriptionSchema,
  SubscriptionSettingsBody,
  SubscriptionSettingsSchema,
  UserSubscriptionQuery,
} from "./schemas";
import {
  cancelSubscription,
  resumeSubscription,
  searchPerformerSubscriptions,
  searchUserSubscriptions,
  subscribe,
  subscriptionOffers,
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
      "promotion_not_found",
      "promotion_ended",
      "promotion_used_up",
      "promotion_already_claimed",
      "promotion_not_for_you",
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

const resume = createRoute({
  method: "post",
  path: "/payment/{provider}/resume-subscription/{id}",
  tags: TAGS,
  summary:
    "Turn a cancelled subscription's renewal back on while its paid period lasts (provider: wallet or stripe); nothing is charged now",
  security: bearerSecurity,
  request: { params: CancelParams },
  responses: responses(SubscriptionSchema, "The subscription", [
    "unauthorized",
    "not_found",
    "subscription_ended",
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

const PROMO_TAGS = ["Promotions and bundles"];

const createPromotionRoute = createRoute({
  method: "post",
  path: "/performer/promotions",
  tags: PROMO_TAGS,
  summary: "Create a promotion: a discount on the first months, or a free trial; answers its code and link",
  description:
    "Fans claim it by subscribing with `promoCode` (POST /payment/subscribe/performers). One claim per fan; " +
    "`audience` new (never subscribed to this creator), expired (a subscription that ended) or both; at most " +
    "`maxClaims` claims, reserved in the batch that subscribes the fan; none after `endsAt`.",
  security: bearerSecurity,
  request: { body: jsonBody(PromotionBody) },
  responses: responses(
    PromotionSchema,
    "The promotion",
    ["unauthorized", "performer_only", "performer_not_found", "validation_failed"],
    201,
  ),
});

const listPromotionsRoute = createRoute({
  method: "get",
  path: "/performer/promotions",
  tags: PROMO_TAGS,
  summary: "The creator's promotions, newest first, with their claims",
  security: bearerSecurity,
  responses: responses(listOf(PromotionSchema), "Promotions", ["unauthorized", "performer_only"]),
});

const endPromotionRoute = createRoute({
  method: "delete",
  path: "/performer/promotions/{id}",
  tags: PROMO_TAGS,
  summary: "End a promotion now (claims made stay; claiming it afterwards is 410 promotion_ended)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(PromotionSchema, "The promotion, ended", [
    "unauthorized",
    "performer_only",
    "promotion_not_found",
    "validation_failed",
  ]),
});

const getSettingsRoute = createRoute({
  method: "get",
  path: "/performer/subscription-settings",
  tags: PROMO_TAGS,
  summary: "The creator's subscription prices and bundles",
  security: bearerSecurity,
  responses: responses(SubscriptionSettingsSchema, "Subscription settings", [
    "unauthorized",
    "performer_only",
    "performer_not_found",
  ]),
});

const putSettingsRoute = createRoute({
  method: "put",
  path: "/performer/subscription-settings",
  tags: PROMO_TAGS,
  summary: "Set the creator's bundles: 3, 6 and 12 months, each with a percent off (an empty list: none)",
  security: bearerSecurity,
  request: { body: jsonBody(SubscriptionSettingsBody) },
  responses: responses(SubscriptionSettingsSchema, "Subscription settings", [
    "unauthorized",
    "performer_only",
    "performer_not_found",
    "validation_failed",
  ]),
});

const offersRoute = createRoute({
  method: "get",
  path: "/performers/{performerId}/offers",
  tags: PROMO_TAGS,
  summary:
    "What subscribing to a creator offers the viewer: the promotion (of a `promo` link, else an active discount) and the bundles",
  request: { params: PerformerIdParam, query: OffersQuery },
  responses: responses(SubscriptionOffersSchema, "Offers", ["performer_not_found", "validation_failed"]),
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
  api.openapi(resume, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { provider, id } = c.req.valid("param");
    return ok(c, await resumeSubscription(deps, viewer, provider, id));
  });
  api.openapi(userSearch, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchUserSubscriptions(deps, viewer, c.req.valid("query")));
  });
  api.openapi(performerSearch, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchPerformerSubscriptions(deps, viewer, c.req.valid("query")));
  });
  api.openapi(createPromotionRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createPromotion(deps, viewer, c.req.valid("json"), c.req.url), 201);
  });
  api.openapi(listPromotionsRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await listPromotions(deps, viewer, c.req.url));
  });
  api.openapi(endPromotionRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await endPromotion(deps, viewer, c.req.valid("param").id, c.req.url));
  });
  api.openapi(getSettingsRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getSubscriptionSettings(deps, viewer));
  });
  api.openapi(putSettingsRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updateSubscriptionSettings(deps, viewer, c.req.valid("json")));
  });
  api.openapi(offersRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { performerId } = c.req.valid("param");
    return ok(c, await subscriptionOffers(deps, viewer, performerId, c.req.valid("query").promo ?? null));
  });
}
