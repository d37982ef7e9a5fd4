/**
 * Test controls under `/_standin/`: what Stripe does on its own time (a subscription's period
 * ending), and what a test of webhooks needs (resend, order, drop, signed payloads). JSON in and
 * out; every answer is JSON, errors in Stripe's error shape.
 */
import { advanceSubscription } from "./billing";
import type { Ctx } from "./context";
import { type FormObject, invalidRequest, StripeError } from "./protocol";

export interface ControlRequest {
  method: string;
  path: string[];
  query: URLSearchParams;
  body: FormObject;
}

export interface ControlHost {
  reset(): void;
}

const text = (body: FormObject, key: string) => {
  const value = Object.hasOwn(body, key) ? body[key] : undefined;
  return typeof value === "string" ? value : undefined;
};

export async function control(ctx: Ctx, req: ControlRequest, host: ControlHost): Promise<unknown> {
  const [what, id, action] = req.path;
  const { method } = req;
  const { store, webhooks } = ctx;

  if (method === "POST" && what === "reset" && !id) {
    host.reset();
    return { reset: true };
  }
  if (method === "POST" && what === "delivery" && !id) {
    const mode = text(req.body, "mode");
    if (mode !== "deliver" && mode !== "drop") {
      throw invalidRequest("mode must be deliver or drop", { param: "mode" });
    }
    webhooks.mode = mode;
    return { delivery: mode };
  }
  if (method === "GET" && what === "deliveries" && !id) {
    if (req.query.get("wait") === "true") await webhooks.idle();
    const event = req.query.get("event");
    return { deliveries: webhooks.deliveries.filter((d) => !event || d.event === event) };
  }
  if (method === "POST" && what === "deliver" && !id) {
    const ids = Object.hasOwn(req.body, "events") ? req.body.events : undefined;
    if (!Array.isArray(ids) || ids.some((e) => typeof e !== "string")) {
      throw invalidRequest("events must be a list of event ids, in the order to deliver them", {
        param: "events",
      });
    }
    const events = (ids as string[]).map((e) => store.get("event", e, "events"));
    for (const event of events) await webhooks.redeliver(event);
    return { delivered: events.map((e) => e.id) };
  }
  if (what === "events" && id) {
    const event = store.get("event", id);
    if (method === "POST" && action === "resend") {
      await webhooks.redeliver(event);
      return { delivered: [event.id] };
    }
    if (method === "GET" && action === "signed") return webhooks.signed(event);
  }
  if (method === "POST" && what === "subscriptions" && id && action === "advance") {
    const sub = store.get("subscription", id);
    const invoice = advanceSubscription(ctx, sub);
    return { subscription: sub, invoice };
  }
  if (method === "POST" && what === "payment_methods" && id && !action) {
    const pm = store.get("payment_method", id);
    const behaviour = text(req.body, "behaviour");
    if (behaviour !== "decline" && behaviour !== "succeed" && behaviour !== "card") {
      throw invalidRequest("behaviour must be decline, succeed or card (back to the test card's own)", {
        param: "behaviour",
      });
    }
    const facts = store.cards.get(pm.id)!;
    facts.override = behaviour === "card" ? undefined : behaviour;
    return { payment_method: pm.id, behaviour };
  }
  throw new StripeError(404, {
    type: "invalid_request_error",
    message: `Unrecognized test control (${method}: /_standin/${req.path.join("/")}). See the stand-in's README (test controls).`,
  });
}
