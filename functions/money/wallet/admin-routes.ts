import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import {
  ADMIN_KEY_NOTE,
  type AppEnv,
  bearerSecurity,
  IdempotencyHeaders,
  IdParam,
  jsonBody,
  listOf,
  ok,
  responses,
} from "../../http/hono";
import { AdjustmentSchema, AdjustWalletBody, ChargeSchema, PersonChargeQuery, RefundBody } from "./schemas";
import { adjustWallet, refundCharge, searchPersonCharges } from "./service";

const TAGS = ["Admin: money"];

const adjust = createRoute({
  method: "post",
  path: "/admin/wallets/{userId}/adjust",
  tags: TAGS,
  summary: "Credit (amount > 0) or debit (amount < 0) a user's wallet, with a reason (ledger and audit log)",
  security: bearerSecurity,
  request: {
    params: z.object({
      userId: z
        .string()
        .min(1)
        .max(64)
        .openapi({ param: { name: "userId", in: "path" } }),
    }),
    headers: IdempotencyHeaders,
    body: jsonBody(AdjustWalletBody),
  },
  responses: responses(
    AdjustmentSchema,
    "The adjustment and the wallet's balance",
    ["unauthorized", "admin_only", "user_not_found", "idempotency_key_reused", "validation_failed"],
    201,
  ),
});

const personCharges = createRoute({
  method: "get",
  path: "/admin/wallet/charges",
  tags: TAGS,
  summary: "One person's wallet charges, as payer and as the creator paid, newest first",
  security: bearerSecurity,
  request: { query: PersonChargeQuery },
  responses: responses(listOf(ChargeSchema), "Charges", ["unauthorized", "admin_only", "validation_failed"]),
});

const refund = createRoute({
  method: "post",
  path: "/admin/wallet/charges/{id}/refund",
  tags: TAGS,
  summary:
    "Refund a wallet charge to the payer's wallet (purchase, stock and order, amount raised and access undone)",
  description: ADMIN_KEY_NOTE,
  security: bearerSecurity,
  request: { params: IdParam, headers: IdempotencyHeaders, body: jsonBody(RefundBody) },
  responses: responses(ChargeSchema, "The refunded charge", [
    "unauthorized",
    "admin_only",
    "not_found",
    "already_refunded",
    "idempotency_key_reused",
    "conflict",
    "validation_failed",
  ]),
});

export function registerWalletAdminRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(adjust, async (c) => {
    const { deps, viewer } = c.get("rc");
    const result = await adjustWallet(
      deps,
      viewer,
      c.req.valid("param").userId,
      c.req.valid("json"),
      c.req.valid("header")["idempotency-key"] ?? null,
    );
    return ok(c, result, 201);
  });
  api.openapi(personCharges, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchPersonCharges(deps, viewer, c.req.valid("query")));
  });
  api.openapi(refund, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await refundCharge(
        deps,
        viewer,
        c.req.valid("param").id,
        c.req.valid("json"),
        c.req.valid("header")["idempotency-key"] ?? null,
      ),
    );
  });
}
