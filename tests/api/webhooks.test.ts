/**
 * What both providers' webhooks (Stripe, Persona) promise once the signature holds: a signed body
 * that is not an event is a 400 with a reason (never a 500 the provider retries for days), a
 * signature made too far ahead is refused like a stale one, and the answer says whether this
 * delivery was a duplicate: decided by the insert of the event id in the effect's own batch.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import worker from "#functions/worker";
import { personaBase, standin } from "../helpers/admin";
import { call, createUser } from "../helpers/api";
import {
  balanceOf,
  customerOf,
  eventsFor,
  ledgerViolations,
  payCheckout,
  standinControl,
} from "../helpers/money";

const now = () => Math.floor(Date.now() / 1000);

/** A Stripe-Signature for this body, made with the endpoint's secret by Stripe's own SDK. */
function stripeSignature(payload: string, timestamp = now()) {
  return Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: env.STRIPE_WEBHOOK_SECRET as string,
    timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  });
}

async function postStripe(payload: string, timestamp?: number) {
  return call("/api/webhooks/stripe", {
    body: payload,
    headers: { "stripe-signature": await stripeSignature(payload, timestamp) },
  });
}

const eventId = () => `evt_test_${crypto.randomUUID().replaceAll("-", "")}`;

describe("Stripe webhook: what is not an event", () => {
  it("answers a signed body that is not an event with 400 and what is missing, never 500", async () => {
    const bodies: [string, string][] = [
      ["{}", "id"],
      ["[]", "event"],
      ["null", "event"],
      ['"evt"', "event"],
      [JSON.stringify({ type: "checkout.session.completed", data: { object: {} } }), "id"],
      [JSON.stringify({ id: eventId(), type: "checkout.session.completed" }), "data"],
      [JSON.stringify({ id: eventId(), type: "checkout.session.completed", data: {} }), "data.object"],
      [JSON.stringify({ id: eventId(), type: "invoice.paid", data: { object: [] } }), "data.object"],
      [JSON.stringify({ id: eventId(), type: "invoice.paid", data: { object: null } }), "data.object"],
      [JSON.stringify({ id: eventId(), data: { object: {} } }), "type"],
      [JSON.stringify({ id: 42, type: "invoice.paid", data: { object: {} } }), "id"],
    ];
    for (const [body, field] of bodies) {
      const res = await postStripe(body);
      expect(res.status, body).toBe(400);
      expect(res.json, body).toMatchObject({ code: "bad_request", message: "This is not a Stripe event." });
      expect(Object.keys(res.json.details), body).toContain(field);
    }
    const notJson = await postStripe("this is not json");
    expect(notJson.status).toBe(400);
    expect(notJson.json.code).toBe("malformed_json");
  });

  it("refuses a signature made more than the tolerance (5 minutes) ahead, as it refuses a stale one", async () => {
    const event = () =>
      JSON.stringify({ id: eventId(), type: "fanverse.test.unhandled", data: { object: { id: "x" } } });
    for (const offset of [3600, 301, -3600, -301]) {
      const res = await postStripe(event(), now() + offset);
      expect(res.status, `t${offset > 0 ? "+" : ""}${offset}s`).toBe(400);
      expect(res.json.code).toBe("invalid_signature");
    }
    // Clocks differ a little: within the tolerance either way is accepted.
    for (const offset of [-60, 0, 60]) {
      const res = await postStripe(event(), now() + offset);
      expect(res.status, `t${offset}s`).toBe(200);
    }
  });
});

describe("Stripe webhook: the answer says what this delivery did", () => {
  it("a top-up's event delivered twice at once credits once: one answer is the first, the other duplicate", async () => {
    const fan = await createUser("fan");
    const started = await call("/api/payment/wallet/top-up", { token: fan.token, body: { amount: 12 } });
    expect(started.status, started.text).toBe(201);
    await payCheckout(started.json.data.redirectUrl);
    const [completed] = (await eventsFor({ customer: await customerOf(fan.id) })).filter(
      (e) => e.type === "checkout.session.completed",
    );
    const signed = await standinControl(`events/${completed.id}/signed`);
    const deliver = () =>
      call("/api/webhooks/stripe", {
        body: signed.payload,
        headers: { "stripe-signature": signed.signature, "content-type": "application/json" },
      });

    const answers = await Promise.all([deliver(), deliver()]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.json.data.duplicate).sort()).toEqual([false, true]);
    const first = answers.find((a) => !a.json.data.duplicate)!;
    expect(first.json.data).toEqual({
      received: true,
      id: completed.id,
      type: "checkout.session.completed",
      handled: true,
      duplicate: false,
    });
    expect(await balanceOf(fan.id)).toBe(1200);

    const again = await deliver();
    expect(again.json.data).toMatchObject({ id: completed.id, handled: false, duplicate: true });
    expect(await balanceOf(fan.id)).toBe(1200);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("an event that only updates state is recorded with its update: the repeat is a duplicate", async () => {
    const body = JSON.stringify({
      id: eventId(),
      type: "account.updated",
      data: { object: { id: "acct_not_ours", charges_enabled: true, payouts_enabled: true } },
    });
    const first = await postStripe(body);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ type: "account.updated", handled: true, duplicate: false });
    const repeat = await postStripe(body);
    expect(repeat.json.data).toMatchObject({ handled: false, duplicate: true });
  });

  it("an event of a type it does not handle is acknowledged, never a duplicate", async () => {
    const body = JSON.stringify({ id: eventId(), type: "fanverse.test.unhandled", data: { object: {} } });
    for (let i = 0; i < 2; i++) {
      const res = await postStripe(body);
      expect(res.json.data).toMatchObject({ handled: false, duplicate: false });
    }
  });
});

describe("Persona webhook", () => {
  const sign = (body: string, input: { timestamp?: number } = {}) =>
    standin<{ signature: string }>(personaBase(), "/_standin/sign", { body, ...input });
  const post = async (body: string, input: { timestamp?: number } = {}) =>
    call("/api/webhooks/persona", {
      body,
      headers: { "persona-signature": (await sign(body, input)).signature },
    });

  it("answers a signed body that is not an event with 400 and what is missing, through the same rule", async () => {
    for (const [body, field] of [
      ["{}", "data"],
      ["[]", "event"],
      ["null", "event"],
      [
        JSON.stringify({ data: { id: "evt_1", attributes: { name: "inquiry.approved" } } }),
        "data.attributes.payload",
      ],
    ]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(res.json, body).toMatchObject({ code: "bad_request", message: "This is not a Persona event." });
      expect(Object.keys(res.json.details), body).toContain(field);
    }
  });

  it("refuses a signature made more than 5 minutes ahead", async () => {
    const body = JSON.stringify({
      data: {
        id: `evt_${crypto.randomUUID()}`,
        attributes: { name: "inquiry.approved", payload: { data: { id: "inq_not_ours" } } },
      },
    });
    const res = await post(body, { timestamp: now() + 3600 });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("invalid_signature");
  });

  it("answers 404 webhook_not_configured, not a 5xx blaming Persona, on a site without its secret", async () => {
    const body = JSON.stringify({ data: { id: "evt_x", attributes: { name: "inquiry.approved" } } });
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("https://app.test/api/webhooks/persona", {
        method: "POST",
        headers: { "content-type": "application/json", "persona-signature": "t=1,v1=00" },
        body,
      }) as Request<unknown, IncomingRequestCfProperties>,
      { ...env, PERSONA_WEBHOOK_SECRET: undefined } as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "webhook_not_configured" });
  });
});
