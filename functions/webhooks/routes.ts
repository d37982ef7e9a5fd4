import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, ok, responses } from "../http/hono";
import { receiveStripeEvent } from "./service";

const stripe = createRoute({
  method: "post",
  path: "/webhooks/stripe",
  tags: ["Webhooks"],
  summary: "Stripe's events (signed with the endpoint secret; the raw JSON body is what is verified)",
  description:
    "Top-ups, card subscriptions, refunds and Connect accounts. Unknown event types are acknowledged and ignored; " +
    "a replayed or duplicated event changes nothing.",
  request: {
    headers: z.object({ "stripe-signature": z.string().max(2000).optional() }),
  },
  responses: responses(
    z.object({ received: z.literal(true), id: z.string(), type: z.string(), handled: z.boolean() }),
    "Acknowledged",
    ["invalid_signature", "payments_unavailable"],
  ),
});

export function registerWebhookRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(stripe, async (c) => {
    const { deps } = c.get("rc");
    // The signature covers the exact bytes Stripe sent: read them raw, never re-serialised.
    const payload = await c.req.text();
    return ok(c, await receiveStripeEvent(deps, payload, c.req.valid("header")["stripe-signature"] ?? null));
  });
}
