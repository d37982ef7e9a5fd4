import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  ADMIN_KEY_NOTE,
  type AppEnv,
  bearerSecurity,
  IdempotencyHeaders,
  IdParam,
  jsonBody,
  ok,
  responses,
} from "../../http/hono";
import { ApproveBody, PaidBody, PayoutSchema, RejectBody } from "./schemas";
import { approvePayout, markPayoutPaid, rejectPayout } from "./service";

const TAGS = ["Admin: money"];
const ADMIN = [
  "unauthorized",
  "admin_only",
  "not_found",
  "payout_not_pending",
  "idempotency_key_reused",
  "validation_failed",
] as const;

const approve = createRoute({
  method: "post",
  path: "/admin/payout-requests/{id}/approve",
  tags: TAGS,
  summary: "Approve a pending payout request",
  description: ADMIN_KEY_NOTE,
  security: bearerSecurity,
  request: { params: IdParam, headers: IdempotencyHeaders, body: jsonBody(ApproveBody, false) },
  responses: responses(PayoutSchema, "The request", [...ADMIN]),
});

const reject = createRoute({
  method: "post",
  path: "/admin/payout-requests/{id}/reject",
  tags: TAGS,
  summary: "Reject a pending or approved payout request; its reserve becomes available again",
  description: ADMIN_KEY_NOTE,
  security: bearerSecurity,
  request: { params: IdParam, headers: IdempotencyHeaders, body: jsonBody(RejectBody) },
  responses: responses(PayoutSchema, "The request", [...ADMIN]),
});

const paid = createRoute({
  method: "post",
  path: "/admin/payout-requests/{id}/paid",
  tags: TAGS,
  summary:
    "Mark a payout request paid with its reference (a stripe request without one is transferred by Stripe Connect)",
  description: ADMIN_KEY_NOTE,
  security: bearerSecurity,
  request: { params: IdParam, headers: IdempotencyHeaders, body: jsonBody(PaidBody, false) },
  responses: responses(PayoutSchema, "The request", [...ADMIN, "payments_unavailable"]),
});

export function registerPayoutAdminRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(approve, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await approvePayout(
        deps,
        viewer,
        c.req.valid("param").id,
        c.req.valid("json")?.note,
        c.req.valid("header")["idempotency-key"] ?? null,
      ),
    );
  });
  api.openapi(reject, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await rejectPayout(
        deps,
        viewer,
        c.req.valid("param").id,
        c.req.valid("json").reason,
        c.req.valid("header")["idempotency-key"] ?? null,
      ),
    );
  });
  api.openapi(paid, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await markPayoutPaid(
        deps,
        viewer,
        c.req.valid("param").id,
        c.req.valid("json") ?? {},
        c.req.valid("header")["idempotency-key"] ?? null,
      ),
    );
  });
}
