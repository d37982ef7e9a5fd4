import { createRoute, type OpenAPIHono, type z } from "@hono/zod-openapi";
import type { ChargeType } from "../../../drizzle/schema/ledger";
import type { ErrorCode } from "../../errors";
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
  ChargeQuery,
  ChargeSchema,
  ContributionBody,
  ItemChargeBody,
  ProductChargeBody,
  TipBody,
} from "./schemas";
import { payWithWallet, searchCharges } from "./service";

const TAGS = ["Wallet"];
const common: ErrorCode[] = [
  "unauthorized",
  "insufficient_balance",
  "cannot_pay_yourself",
  "user_blocked",
  "country_blocked",
  "performer_not_found",
  "not_found",
  "idempotency_key_reused",
  "price_changed",
  "validation_failed",
];

/** Each kind of charge, its body and what it can be refused with besides the common refusals. */
const KINDS: { type: ChargeType; summary: string; body: z.ZodTypeAny; errors: ErrorCode[] }[] = [
  {
    type: "tip",
    summary: "Tip a creator (id: the creator) within the site's tip bounds, with an optional message",
    body: TipBody,
    errors: [],
  },
  {
    type: "feed",
    summary: "Buy a post for sale (once; it stays unlocked)",
    body: ItemChargeBody,
    errors: ["not_for_sale", "already_purchased"],
  },
  {
    type: "video",
    summary: "Buy a video for sale (once; it stays unlocked)",
    body: ItemChargeBody,
    errors: ["not_for_sale", "already_purchased"],
  },
  {
    type: "gallery",
    summary: "Buy a gallery for sale (once; it stays unlocked)",
    body: ItemChargeBody,
    errors: ["not_for_sale", "already_purchased"],
  },
  {
    type: "product",
    summary:
      "Buy a product: creates an order (physical: quantity and a delivery address; digital: once, delivered at once)",
    body: ProductChargeBody,
    errors: ["out_of_stock", "already_purchased"],
  },
  {
    type: "message",
    summary: "Buy a pay-per-view message (once): its text and file unlock for the buyer",
    body: ItemChargeBody,
    errors: ["not_for_sale", "already_purchased", "message_not_found", "conversation_not_found", "forbidden"],
  },
  {
    type: "stream",
    summary: "Buy a paid live session (once per session): the buyer may then get its video token",
    body: ItemChargeBody,
    errors: [
      "not_for_sale",
      "already_purchased",
      "stream_not_found",
      "stream_ended",
      "subscription_required",
    ],
  },
  {
    type: "crowdfunding",
    summary: "Contribute to a crowdfunding goal (id: the goal) until its deadline",
    body: ContributionBody,
    errors: ["crowdfunding_closed"],
  },
];

const search = createRoute({
  method: "get",
  path: "/wallet/charges/search",
  tags: TAGS,
  summary: "What the viewer paid from their wallet (tips, purchases, subscriptions...), newest first",
  security: bearerSecurity,
  request: { query: ChargeQuery },
  responses: responses(listOf(ChargeSchema), "Charges", ["unauthorized", "validation_failed"]),
});

export function registerWalletRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(search, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchCharges(deps, viewer, c.req.valid("query")));
  });
  for (const kind of KINDS) {
    const route = createRoute({
      method: "post",
      path: `/wallet/charges/${kind.type}/{id}`,
      tags: TAGS,
      summary: kind.summary,
      description:
        "Honours Idempotency-Key: the same key returns the first charge and moves no money. " +
        "With `expectedPrice` (tokens) the charge takes exactly that: when the price now differs it answers " +
        "409 `price_changed` with the price now in `details.price` and charges nothing.",
      security: bearerSecurity,
      request: {
        params: IdParam,
        headers: IdempotencyHeaders,
        body: jsonBody(kind.body, kind.body !== ItemChargeBody),
      },
      responses: responses(ChargeSchema, "The charge", [...common, ...kind.errors], 201),
    });
    api.openapi(route, async (c) => {
      const { deps, viewer, country } = c.get("rc");
      const input = (c.req.valid("json") ?? {}) as Record<string, unknown>;
      const charge = await payWithWallet(
        deps,
        viewer,
        country,
        kind.type,
        c.req.valid("param").id,
        input,
        c.req.valid("header")["idempotency-key"] ?? null,
      );
      return ok(c, charge, 201);
    });
  }
}
