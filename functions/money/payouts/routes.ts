import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
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
import {
  PayoutCalculationSchema,
  PayoutQuery,
  PayoutRequestBody,
  PayoutSchema,
  PayoutUpdateBody,
  PendingReviewSchema,
} from "./schemas";
import {
  calculatePayout,
  checkPendingReview,
  requestPayout,
  searchPayouts,
  updatePayout,
  viewPayout,
} from "./service";

const TAGS = ["Payouts"];
const CREATOR = ["unauthorized", "performer_only"] as const;

const calculate = createRoute({
  method: "post",
  path: "/payout-requests/calculate",
  tags: TAGS,
  summary: "What the creator earned, was paid, has pending and can request now",
  security: bearerSecurity,
  responses: responses(PayoutCalculationSchema, "The figures", [...CREATOR]),
});

const create = createRoute({
  method: "post",
  path: "/payout-requests",
  tags: TAGS,
  summary:
    "Ask for a payout: reserves the amount (at least minimumPayoutAmount, at most what is available; one pending at a time)",
  security: bearerSecurity,
  request: { headers: IdempotencyHeaders, body: jsonBody(PayoutRequestBody) },
  responses: responses(
    PayoutSchema,
    "The request",
    [...CREATOR, "performer_not_verified", "payout_pending", "idempotency_key_reused", "validation_failed"],
    201,
  ),
});

const update = createRoute({
  method: "put",
  path: "/payout-requests/{id}",
  tags: TAGS,
  summary: "Change an own request while it is pending (the reserve follows the amount)",
  security: bearerSecurity,
  request: { params: IdParam, body: jsonBody(PayoutUpdateBody) },
  responses: responses(PayoutSchema, "The request", [
    ...CREATOR,
    "not_found",
    "payout_not_pending",
    "validation_failed",
  ]),
});

const search = createRoute({
  method: "get",
  path: "/payout-requests/search",
  tags: TAGS,
  summary: "The creator's payout requests (admins: everyone's, or performerId's)",
  security: bearerSecurity,
  request: { query: PayoutQuery },
  responses: responses(listOf(PayoutSchema), "Requests", [...CREATOR, "validation_failed"]),
});

const view = createRoute({
  method: "get",
  path: "/payout-requests/{id}/view",
  tags: TAGS,
  summary: "One payout request (own, or any for admins)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(PayoutSchema, "The request", [...CREATOR, "not_found"]),
});

const pendingReview = createRoute({
  method: "get",
  path: "/payout-requests/check/pending-review",
  tags: TAGS,
  summary: "Whether the creator has a request waiting for review",
  security: bearerSecurity,
  responses: responses(PendingReviewSchema, "The pending request, if any", [...CREATOR]),
});

export function registerPayoutRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(calculate, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await calculatePayout(deps, viewer));
  });
  api.openapi(create, async (c) => {
    const { deps, viewer } = c.get("rc");
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    return ok(c, await requestPayout(deps, viewer, c.req.valid("json"), key), 201);
  });
  api.openapi(search, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchPayouts(deps, viewer, c.req.valid("query")));
  });
  api.openapi(pendingReview, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await checkPendingReview(deps, viewer));
  });
  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updatePayout(deps, viewer, c.req.valid("param").id, c.req.valid("json")));
  });
  api.openapi(view, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await viewPayout(deps, viewer, c.req.valid("param").id));
  });
}
