import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, ok, responses } from "../../http/hono";
import { receiveStripeEvent } from "./service";

const stripe = createRoute({
  method: "post",
  path: "/webhooks/stripe",
  tags: ["Webhooks"],
  summary: "Stripe's events (signed with the endpoint secret; the raw JSON body is what is verified)",
  description:
    "Top-ups, card subscriptions, refunds and Connect accounts. Unknown event types are acknowledged and ignored; " +
    "a replayed or duplicated event changes nothing and is answered `duplicate: true`. A signature older or newer " +
    "than 5 minutes is refused (400 `invalid_signature`), and so is a signed body that is not an event " +
    "(400 `bad_request` with what is missing in `details`, or `malformed_json`): Stripe should not retry either.",
  request: {
    headers: z.object({ "stripe-signature": z.string().max(2000).optional() }),
  },
  responses: responses(
    z.object({
      received: z.literal(true),
      id: z.string(),
      type: z.string(),
      handled: z
        .boolean()
        .openapi({ description: "This delivery was applied (a known type, not a duplicate)." }),
      duplicate: z.boolean().openapi({
        description:
          "This event id was already handled: the event's record, written in the same batch as its effect, " +
          "refused a second one, so this delivery changed nothing.",
      }),
    }),
    "Acknowledged",
    ["invalid_signature", "bad_request", "malformed_json", "payments_unavailable"],
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
