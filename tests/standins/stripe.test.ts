/**
 * The Stripe stand-in, driven the way the platform will drive it: every API call through the
 * official `stripe` SDK, the hosted pages by plain HTTP form posts (and once by Chromium), and every
 * webhook received by a small HTTP server here and verified with the SDK's own signature check.
 *
 * Run: node --import tsx --test tests/standins/*.test.ts
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { after, before, describe, test } from "node:test";
import { chromium } from "playwright-core";
import Stripe from "stripe";
import { type StripeStandin, startStripeStandin } from "../../standins/stripe/standin";

const WEBHOOK_SECRET = "whsec_standintestsecret";
const crypto = Stripe.createSubtleCryptoProvider();

/** Receives webhooks like the Worker will: verifies each signature with the SDK, answers 2xx. */
class Receiver {
  readonly events: Stripe.Event[] = [];
  readonly rejected: string[] = [];
  /** Answer the next N deliveries with a 500 (to see Stripe's retries). */
  failNext = 0;
  url = "";
  private server: Server | null = null;

  constructor(public secret: string) {}
  private waiters: (() => void)[] = [];

  async start(): Promise<void> {
    this.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString("utf8");
      // Anything but a POST is the payer's browser coming back (success_url, return_url, favicon).
      if (req.method !== "POST") {
        res.writeHead(200, { "content-type": "text/html" }).end("<h1>Back at the shop</h1>");
        return;
      }
      if (this.failNext > 0) {
        this.failNext--;
        res.writeHead(500).end("try again");
        return;
      }
      try {
        const event = await Stripe.webhooks.constructEventAsync(
          body,
          String(req.headers["stripe-signature"]),
          this.secret,
          undefined,
          crypto,
        );
        this.events.push(event);
        res.writeHead(200).end("ok");
      } catch (err) {
        this.rejected.push(String(err));
        res.writeHead(400).end("bad signature");
      }
      for (const wake of this.waiters.splice(0)) wake();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }

  /** Events about one object (by `data.object.id`), in delivery order. */
  about(id: string): Stripe.Event[] {
    return this.events.filter((e) => (e.data.object as { id?: string }).id === id);
  }

  typesAbout(id: string): string[] {
    return this.about(id).map((e) => e.type);
  }

  /** Waits (up to 5 s) for an event of `type` about the object `id` (that `matches`). */
  async waitFor(type: string, id: string, matches = (_e: Stripe.Event) => true): Promise<Stripe.Event> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = this.about(id).find((e) => e.type === type && matches(e));
      if (found) return found;
      if (Date.now() > deadline) {
        throw new Error(`no ${type} event for ${id}; got ${JSON.stringify(this.typesAbout(id))}`);
      }
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
}

let standin: StripeStandin;
let stripe: Stripe;
const receiver = new Receiver(WEBHOOK_SECRET);

before(async () => {
  await receiver.start();
  standin = await startStripeStandin({
    webhookUrl: `${receiver.url}/webhooks/stripe`,
    webhookSecret: WEBHOOK_SECRET,
    retryDelaysMs: [50, 100, 200],
  });
  stripe = new Stripe("sk_test_standin", {
    host: "127.0.0.1",
    port: standin.port,
    protocol: "http",
    httpClient: Stripe.createFetchHttpClient(),
  });
});

after(async () => {
  await standin.close();
  await receiver.stop();
});

/** A form post to a hosted page; answers the redirect target (or the page's status). */
async function submit(
  url: string,
  fields: Record<string, string>,
): Promise<{ status: number; location: string }> {
  const res = await fetch(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  await res.body?.cancel();
  const location = res.headers.get("location") ?? "";
  return { status: res.status, location: location && new URL(location, url).toString() };
}

async function pageText(url: string): Promise<{ status: number; html: string }> {
  const res = await fetch(url);
  return { status: res.status, html: await res.text() };
}

async function control(path: string, body?: unknown): Promise<any> {
  const res = await fetch(`${standin.url}/_standin/${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  assert.equal(res.status, 200, JSON.stringify(json));
  return json;
}

/** What Stripe sent with a card error: the PaymentIntent or SetupIntent, the charge. */
const rawOf = (err: Stripe.errors.StripeError) =>
  err.raw as { payment_intent: Stripe.PaymentIntent; setup_intent: Stripe.SetupIntent; charge: string };

async function customerWithCard(
  token: string,
): Promise<{ customer: Stripe.Customer; pm: Stripe.PaymentMethod }> {
  const customer = await stripe.customers.create({ email: `fan-${Date.now()}@example.test` });
  const pm = await stripe.paymentMethods.attach(token, { customer: customer.id });
  await stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: pm.id } });
  return { customer, pm };
}

async function monthlyPrice(amount = 999): Promise<Stripe.Price> {
  return stripe.prices.create({
    currency: "usd",
    unit_amount: amount,
    recurring: { interval: "month" },
    product_data: { name: "Luna — monthly" },
  });
}

describe("protocol", () => {
  test("answers the SDK in Stripe's shapes: objects, lists with cursors, expand, errors", async () => {
    const created = await stripe.customers.create({
      email: "alex@example.test",
      name: "Alex",
      metadata: { userId: "u1", "nested key": "v" },
    });
    assert.match(created.id, /^cus_\w{14}$/);
    assert.equal(created.object, "customer");
    assert.equal(created.livemode, false);
    assert.ok(Math.abs(created.created - Date.now() / 1000) < 5);
    assert.deepEqual(created.metadata, { userId: "u1", "nested key": "v" });

    const updated = await stripe.customers.update(created.id, { metadata: { userId: "", plan: "gold" } });
    assert.deepEqual(updated.metadata, { "nested key": "v", plan: "gold" });

    const more = [];
    for (let i = 0; i < 3; i++) more.push(await stripe.customers.create({ email: `page-${i}@example.test` }));
    const first = await stripe.customers.list({ limit: 2 });
    assert.equal(first.object, "list");
    assert.equal(first.url, "/v1/customers");
    assert.deepEqual(
      first.data.map((c) => c.id),
      [more[2].id, more[1].id],
    );
    assert.equal(first.has_more, true);
    const second = await stripe.customers.list({ limit: 2, starting_after: first.data[1].id });
    assert.equal(second.data[0].id, more[0].id);
    const seen: string[] = [];
    for await (const c of stripe.customers.list({ limit: 2 })) seen.push(c.id);
    assert.ok(seen.includes(created.id) && seen.length >= 4);

    const { pm } = await customerWithCard("pm_card_visa");
    const expanded = await stripe.paymentMethods.retrieve(pm.id, { expand: ["customer"] });
    assert.equal((expanded.customer as Stripe.Customer).object, "customer");
  });

  test("refuses what Stripe refuses, with Stripe's error types, codes and statuses", async () => {
    const unknown = await stripe.customers
      .create({ email: "x@example.test", bogus: 1 } as never)
      .catch((e) => e);
    assert.ok(unknown instanceof Stripe.errors.StripeInvalidRequestError);
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.code, "parameter_unknown");
    assert.equal(unknown.param, "bogus");

    const missing = await stripe.customers.retrieve("cus_doesnotexist").catch((e) => e);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.code, "resource_missing");
    assert.equal(missing.message, "No such customer: 'cus_doesnotexist'");

    const noAmount = await stripe.paymentIntents.create({ currency: "usd" } as never).catch((e) => e);
    assert.equal(noAmount.code, "parameter_missing");
    assert.equal(noAmount.param, "amount");

    const tooSmall = await stripe.paymentIntents.create({ amount: 10, currency: "usd" }).catch((e) => e);
    assert.equal(tooSmall.code, "amount_too_small");

    const liveKey = new Stripe("sk_live_nope", {
      host: "127.0.0.1",
      port: standin.port,
      protocol: "http",
      httpClient: Stripe.createFetchHttpClient(),
    });
    const unauthorized = await liveKey.customers.list().catch((e) => e);
    assert.ok(unauthorized instanceof Stripe.errors.StripeAuthenticationError);
    assert.equal(unauthorized.statusCode, 401);

    const badExpand = await stripe.customers.list({ expand: ["data.nothing"] }).catch((e) => e);
    assert.equal(badExpand.statusCode, 400);

    // Direct charges on a connected account are not modelled: said plainly rather than ignored.
    const onBehalf = await stripe.customers.list({}, { stripeAccount: "acct_creator" }).catch((e) => e);
    assert.equal(onBehalf.statusCode, 400);
    assert.match(onBehalf.message, /Stripe-Account/);
  });

  test("an Idempotency-Key replays the first answer and refuses other parameters", async () => {
    const key = `idem-${Date.now()}`;
    const first = await stripe.customers.create({ email: "once@example.test" }, { idempotencyKey: key });
    const again = await stripe.customers.create({ email: "once@example.test" }, { idempotencyKey: key });
    assert.equal(again.id, first.id);
    assert.equal(new Headers(again.lastResponse.headers as never).get("idempotent-replayed"), "true");
    const listed = await stripe.customers.list({ email: "once@example.test" });
    assert.equal(listed.data.length, 1);

    const conflict = await stripe.customers
      .create({ email: "other@example.test" }, { idempotencyKey: key })
      .catch((e) => e);
    assert.ok(conflict instanceof Stripe.errors.StripeIdempotencyError);
    assert.equal(conflict.statusCode, 400);

    // A card decline ran, so it is replayed too (the same charge is not attempted twice).
    const { customer, pm } = await customerWithCard("pm_card_chargeCustomerFail");
    const declineKey = `decline-${Date.now()}`;
    const params = {
      amount: 500,
      currency: "usd",
      customer: customer.id,
      payment_method: pm.id,
      confirm: true,
    };
    const declined = await stripe.paymentIntents
      .create(params, { idempotencyKey: declineKey })
      .catch((e) => e);
    const replayed = await stripe.paymentIntents
      .create(params, { idempotencyKey: declineKey })
      .catch((e) => e);
    assert.equal(declined.statusCode, 402);
    assert.equal(replayed.raw.payment_intent.id, declined.raw.payment_intent.id);
    assert.equal((await stripe.charges.list({ customer: customer.id })).data.length, 1);
  });
});

describe("checkout", () => {
  async function paymentSession(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
    return stripe.checkout.sessions.create({
      mode: "payment",
      line_items: [
        {
          price_data: {
            currency: "usd",
            unit_amount: 1200,
            product_data: { name: "Wallet top-up: 12 tokens" },
          },
          quantity: 1,
        },
      ],
      customer_email: "fan@example.test",
      client_reference_id: "user_42",
      metadata: { purpose: "wallet_top_up" },
      payment_intent_data: { metadata: { purpose: "wallet_top_up", userId: "42" } },
      success_url: `${receiver.url}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${receiver.url}/cancel`,
      ...extra,
    });
  }

  test("Pay on the hosted page completes the session, pays it and redirects to success_url", async () => {
    const session = await paymentSession();
    assert.match(session.id, /^cs_test_\w+$/);
    assert.equal(session.status, "open");
    assert.equal(session.payment_status, "unpaid");
    assert.equal(session.amount_total, 1200);
    assert.equal(session.url, `${standin.url}/checkout/${session.id}`);

    const page = await pageText(session.url!);
    assert.equal(page.status, 200);
    assert.match(page.html, /Wallet top-up: 12 tokens/);
    assert.match(page.html, /Pay \$12\.00/);

    const paid = await submit(session.url!, {
      action: "pay",
      card: "4242424242424242",
      email: "fan@example.test",
    });
    assert.equal(paid.status, 303);
    assert.equal(paid.location, `${receiver.url}/success?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["payment_intent.latest_charge", "line_items"],
    });
    assert.equal(done.status, "complete");
    assert.equal(done.payment_status, "paid");
    assert.equal(done.url, null);
    assert.equal(done.customer_details?.email, "fan@example.test");
    assert.equal(done.line_items?.data[0].amount_total, 1200);
    const pi = done.payment_intent as Stripe.PaymentIntent;
    assert.equal(pi.status, "succeeded");
    assert.equal(pi.amount_received, 1200);
    assert.deepEqual(pi.metadata, { purpose: "wallet_top_up", userId: "42" });
    const charge = pi.latest_charge as Stripe.Charge;
    assert.equal(charge.status, "succeeded");
    assert.equal(charge.payment_method_details?.card?.last4, "4242");

    const completed = await receiver.waitFor("checkout.session.completed", session.id);
    const object = completed.data.object as Stripe.Checkout.Session;
    assert.equal(object.client_reference_id, "user_42");
    assert.deepEqual(object.metadata, { purpose: "wallet_top_up" });
    assert.equal(object.payment_intent, pi.id);
    assert.equal(completed.api_version, Stripe.API_VERSION);
    assert.equal(completed.livemode, false);
    await receiver.waitFor("payment_intent.succeeded", pi.id);
    await receiver.waitFor("charge.succeeded", charge.id);

    const again = await pageText(session.url!);
    assert.match(again.html, /already complete/);
  });

  test("Decline records a failed payment, shows the decline and keeps the session open", async () => {
    const session = await paymentSession();
    const declined = await submit(session.url!, { action: "decline", email: "fan@example.test" });
    assert.equal(declined.status, 303);
    assert.equal(declined.location, `${session.url}?declined=generic_decline`);
    const page = await pageText(declined.location);
    assert.match(page.html, /Your card was declined\./);
    assert.ok(page.html.includes(`href="${receiver.url}/cancel"`));

    const open = await stripe.checkout.sessions.retrieve(session.id, { expand: ["payment_intent"] });
    assert.equal(open.status, "open");
    const pi = open.payment_intent as Stripe.PaymentIntent;
    assert.equal(pi.status, "requires_payment_method");
    assert.equal(pi.last_payment_error?.code, "card_declined");
    assert.equal(pi.last_payment_error?.decline_code, "generic_decline");
    await receiver.waitFor("payment_intent.payment_failed", pi.id);
    assert.equal(receiver.about(session.id).length, 0);

    // Another card on the same session pays the same PaymentIntent.
    const paid = await submit(session.url!, { action: "pay", card_number: "5555 5555 5555 4444" });
    assert.equal(paid.location, `${receiver.url}/success?session_id=${session.id}`);
    const done = await stripe.paymentIntents.retrieve(pi.id);
    assert.equal(done.status, "succeeded");

    const wrongNumber = await submit((await paymentSession()).url!, { action: "pay", card_number: "1234" });
    assert.match(wrongNumber.location, /declined=incorrect_number$/);
  });

  test("a card that needs 3-D Secure goes through the authentication page, then to success_url", async () => {
    const session = await paymentSession();
    const paid = await submit(session.url!, { action: "pay", card_number: "4000002500003155" });
    const pi = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent;
    assert.equal(paid.location, `${standin.url}/authenticate/${pi}`);
    assert.equal((await stripe.paymentIntents.retrieve(pi as string)).status, "requires_action");
    const page = await pageText(paid.location);
    assert.match(page.html, /Complete authentication/);
    const finished = await submit(paid.location, { result: "complete" });
    assert.equal(finished.location, `${receiver.url}/success?session_id=${session.id}`);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, "complete");
  });

  test("the real buttons in Chromium: Pay redirects to success_url", async () => {
    const session = await paymentSession();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(session.url!);
      await page.getByLabel(/5555 5555 5555 4444/).check();
      await page.getByRole("button", { name: "Pay $12.00" }).click();
      await page.waitForURL(`${receiver.url}/success?session_id=${session.id}`);
      assert.match((await page.locator("h1").textContent()) ?? "", /Back at the shop/);
    } finally {
      await browser.close();
    }
    const pi = await stripe.paymentIntents.retrieve(
      (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string,
      { expand: ["latest_charge"] },
    );
    assert.equal((pi.latest_charge as Stripe.Charge).payment_method_details?.card?.brand, "mastercard");
  });

  test("a payment that saves the card attaches it to the customer for later", async () => {
    const customer = await stripe.customers.create({ email: "keeper@example.test" });
    const session = await paymentSession({
      customer_email: undefined,
      customer: customer.id,
      payment_intent_data: { setup_future_usage: "off_session", metadata: { purpose: "tip" } },
    });
    await submit(session.url!, { action: "pay", card: "4242424242424242" });
    const [card] = (await stripe.customers.listPaymentMethods(customer.id)).data;
    assert.equal(card.card?.last4, "4242");
    await receiver.waitFor("payment_method.attached", card.id);
    // Later, off session, without the fan: the saved card pays.
    const tip = await stripe.paymentIntents.create({
      amount: 1000,
      currency: "usd",
      customer: customer.id,
      payment_method: card.id,
      off_session: true,
      confirm: true,
    });
    assert.equal(tip.status, "succeeded");
  });

  test("expiring a session: the API expires it, emits the event and the page says so", async () => {
    const session = await paymentSession();
    const expired = await stripe.checkout.sessions.expire(session.id);
    assert.equal(expired.status, "expired");
    await receiver.waitFor("checkout.session.expired", session.id);
    const page = await pageText(`${standin.url}/checkout/${session.id}`);
    assert.equal(page.status, 410);
    const again = await stripe.checkout.sessions.expire(session.id).catch((e) => e);
    assert.equal(again.statusCode, 400);
  });
});

describe("saved cards", () => {
  test("checkout in setup mode saves a card; list by customer, then detach", async () => {
    const customer = await stripe.customers.create({ email: "saver@example.test" });
    const session = await stripe.checkout.sessions.create({
      mode: "setup",
      currency: "usd",
      customer: customer.id,
      success_url: `${receiver.url}/success`,
    });
    assert.equal(session.payment_status, "no_payment_required");
    const done = await submit(session.url!, { action: "pay", card: "378282246310005" });
    assert.equal(done.location, `${receiver.url}/success`);

    const si = await stripe.setupIntents.retrieve(
      (await stripe.checkout.sessions.retrieve(session.id)).setup_intent as string,
    );
    assert.equal(si.status, "succeeded");
    const cards = await stripe.paymentMethods.list({ customer: customer.id, type: "card" });
    assert.equal(cards.data.length, 1);
    const card = cards.data[0];
    assert.equal(card.id, si.payment_method);
    assert.equal(card.card?.brand, "amex");
    assert.equal(card.card?.last4, "0005");
    assert.ok((card.card?.exp_year ?? 0) > new Date().getFullYear());
    await receiver.waitFor("payment_method.attached", card.id);
    await receiver.waitFor("setup_intent.succeeded", si.id);
    await receiver.waitFor("checkout.session.completed", session.id);

    const same = await stripe.customers.listPaymentMethods(customer.id);
    assert.deepEqual(
      same.data.map((p) => p.id),
      [card.id],
    );
    const detached = await stripe.paymentMethods.detach(card.id);
    assert.equal(detached.customer, null);
    await receiver.waitFor("payment_method.detached", card.id);
    assert.equal((await stripe.paymentMethods.list({ customer: customer.id, type: "card" })).data.length, 0);
  });

  test("a SetupIntent with a declining card fails and attaches nothing", async () => {
    const customer = await stripe.customers.create({});
    const err = await stripe.setupIntents
      .create({ customer: customer.id, payment_method: "pm_card_chargeDeclined", confirm: true })
      .catch((e) => e);
    assert.ok(err instanceof Stripe.errors.StripeCardError);
    assert.equal(rawOf(err).setup_intent.status, "requires_payment_method");
    assert.equal((await stripe.customers.listPaymentMethods(customer.id)).data.length, 0);
  });

  test("a saved card that needs 3-D Secure: the PaymentIntent waits, the page completes or fails it", async () => {
    const { customer, pm } = await customerWithCard("pm_card_authenticationRequired");
    const pi = await stripe.paymentIntents.create({
      amount: 2500,
      currency: "usd",
      customer: customer.id,
      payment_method: pm.id,
      confirm: true,
      return_url: `${receiver.url}/return`,
      metadata: { purpose: "tip" },
    });
    assert.equal(pi.status, "requires_action");
    assert.equal(pi.next_action?.type, "redirect_to_url");
    const authUrl = pi.next_action!.redirect_to_url!.url!;
    assert.equal(authUrl, `${standin.url}/authenticate/${pi.id}`);
    await receiver.waitFor("payment_intent.requires_action", pi.id);

    const back = await submit(authUrl, { result: "complete" });
    const target = new URL(back.location);
    assert.equal(target.origin + target.pathname, `${receiver.url}/return`);
    assert.equal(target.searchParams.get("payment_intent"), pi.id);
    assert.equal(target.searchParams.get("redirect_status"), "succeeded");
    assert.equal((await stripe.paymentIntents.retrieve(pi.id)).status, "succeeded");
    await receiver.waitFor("payment_intent.succeeded", pi.id);

    const second = await stripe.paymentIntents.create({
      amount: 2500,
      currency: "usd",
      customer: customer.id,
      payment_method: pm.id,
      confirm: true,
    });
    const failed = await submit(second.next_action!.redirect_to_url!.url!, { result: "fail" });
    assert.equal(failed.status, 200);
    const after = await stripe.paymentIntents.retrieve(second.id);
    assert.equal(after.status, "requires_payment_method");
    assert.equal(after.last_payment_error?.code, "payment_intent_authentication_failure");
    await receiver.waitFor("payment_intent.payment_failed", second.id);

    // Off session nobody can authenticate: Stripe declines with authentication_required.
    const offSession = await stripe.paymentIntents
      .create({
        amount: 2500,
        currency: "usd",
        customer: customer.id,
        payment_method: pm.id,
        confirm: true,
        off_session: true,
      })
      .catch((e) => e);
    assert.ok(offSession instanceof Stripe.errors.StripeCardError);
    assert.equal(offSession.code, "authentication_required");
    assert.equal(rawOf(offSession).payment_intent.status, "requires_payment_method");
  });

  test("a declined card answers 402 with the PaymentIntent and a failed charge", async () => {
    const err = await stripe.paymentIntents
      .create({
        amount: 700,
        currency: "usd",
        payment_method: "pm_card_chargeDeclinedInsufficientFunds",
        confirm: true,
      })
      .catch((e) => e);
    assert.ok(err instanceof Stripe.errors.StripeCardError);
    assert.equal(err.statusCode, 402);
    assert.equal(err.decline_code, "insufficient_funds");
    const charge = await stripe.charges.retrieve(rawOf(err).charge);
    assert.equal(charge.status, "failed");
    assert.equal(charge.failure_code, "card_declined");
    await receiver.waitFor("charge.failed", charge.id);
  });
});

describe("subscriptions", () => {
  test("create, renew, fail a renewal, recover, cancel at period end", async () => {
    const price = await monthlyPrice(999);
    const { customer, pm } = await customerWithCard("pm_card_visa");
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      default_payment_method: pm.id,
      metadata: { creatorId: "luna" },
      expand: ["latest_invoice.payments"],
    });
    assert.equal(sub.status, "active");
    assert.match(sub.id, /^sub_/);
    const item = sub.items.data[0];
    assert.equal(item.price.id, price.id);
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    assert.equal((end.getUTCMonth() - start.getUTCMonth() + 12) % 12, 1);
    const invoice = sub.latest_invoice as Stripe.Invoice;
    assert.equal(invoice.status, "paid");
    assert.equal(invoice.amount_paid, 999);
    assert.equal(invoice.billing_reason, "subscription_create");
    assert.equal(invoice.parent?.subscription_details?.subscription, sub.id);
    const payment = invoice.payments!.data[0].payment;
    assert.equal(
      (await stripe.paymentIntents.retrieve(payment.payment_intent as string)).status,
      "succeeded",
    );
    await receiver.waitFor("customer.subscription.created", sub.id);
    await receiver.waitFor("invoice.paid", invoice.id);
    const paidEvent = (await receiver.waitFor("invoice.paid", invoice.id)).data.object as Stripe.Invoice;
    assert.deepEqual(paidEvent.parent?.subscription_details?.metadata, { creatorId: "luna" });

    // The period ends: Stripe bills the next one.
    const renewed = await control(`subscriptions/${sub.id}/advance`, {});
    const renewedItem = renewed.subscription.items.data[0];
    assert.equal(renewedItem.current_period_start, item.current_period_end);
    assert.ok(renewedItem.current_period_end > item.current_period_end);
    assert.equal(renewed.invoice.status, "paid");
    assert.equal(renewed.invoice.billing_reason, "subscription_cycle");
    assert.equal(renewed.invoice.lines.data[0].period.end, renewedItem.current_period_end);
    await receiver.waitFor("invoice.paid", renewed.invoice.id);

    // The card starts declining: the renewal fails and the subscription is past due.
    await control(`payment_methods/${pm.id}`, { behaviour: "decline" });
    const failed = await control(`subscriptions/${sub.id}/advance`, {});
    assert.equal(failed.invoice.status, "open");
    assert.equal(failed.invoice.attempt_count, 1);
    assert.equal(failed.subscription.status, "past_due");
    await receiver.waitFor("invoice.payment_failed", failed.invoice.id);
    const pastDue = await receiver.waitFor(
      "customer.subscription.updated",
      sub.id,
      (e) => (e.data.object as Stripe.Subscription).status === "past_due",
    );
    assert.deepEqual(pastDue.data.previous_attributes, { status: "active" });

    // A new card pays the open invoice; the subscription is active again.
    const fresh = await stripe.paymentMethods.attach("pm_card_mastercard", { customer: customer.id });
    const paidNow = await stripe.invoices.pay(failed.invoice.id, { payment_method: fresh.id });
    assert.equal(paidNow.status, "paid");
    assert.equal((await stripe.subscriptions.retrieve(sub.id)).status, "active");

    // Cancel at the period end: still active until then, canceled when it comes.
    const canceling = await stripe.subscriptions.update(sub.id, { cancel_at_period_end: true });
    assert.equal(canceling.cancel_at_period_end, true);
    assert.equal(canceling.cancel_at, canceling.items.data[0].current_period_end);
    assert.equal(canceling.status, "active");
    const ended = await control(`subscriptions/${sub.id}/advance`, {});
    assert.equal(ended.invoice, null);
    assert.equal(ended.subscription.status, "canceled");
    assert.equal(ended.subscription.ended_at, canceling.items.data[0].current_period_end);
    await receiver.waitFor("customer.subscription.deleted", sub.id);
    const listed = await stripe.subscriptions.list({ customer: customer.id });
    assert.equal(listed.data.length, 0, "canceled subscriptions are not listed by default");
    assert.equal((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data.length, 1);
  });

  test("cancel now; a first payment that needs 3-D Secure leaves the subscription incomplete", async () => {
    const price = await monthlyPrice(500);
    const { customer } = await customerWithCard("pm_card_visa");
    const sub = await stripe.subscriptions.create({ customer: customer.id, items: [{ price: price.id }] });
    const canceled = await stripe.subscriptions.cancel(sub.id);
    assert.equal(canceled.status, "canceled");
    assert.ok(canceled.canceled_at);
    await receiver.waitFor("customer.subscription.deleted", sub.id);

    const { customer: other } = await customerWithCard("pm_card_authenticationRequired");
    // Stripe expands at most four levels deep, `data` included.
    const tooDeep = await stripe.subscriptions
      .create({
        customer: other.id,
        items: [{ price: price.id }],
        expand: ["latest_invoice.payments.data.payment.payment_intent"],
      })
      .catch((e) => e);
    assert.equal(tooDeep.param, "expand");
    const waiting = await stripe.subscriptions.create({
      customer: other.id,
      items: [{ price: price.id }],
      expand: ["latest_invoice.payments"],
    });
    assert.equal(waiting.status, "incomplete");
    const invoice = waiting.latest_invoice as Stripe.Invoice;
    const pi = await stripe.paymentIntents.retrieve(
      invoice.payments!.data[0].payment.payment_intent as string,
    );
    assert.equal(pi.status, "requires_action");
    await submit(pi.next_action!.redirect_to_url!.url!, { result: "complete" });
    assert.equal((await stripe.subscriptions.retrieve(waiting.id)).status, "active");
    assert.equal((await stripe.invoices.retrieve(invoice.id)).status, "paid");
  });

  test("checkout in subscription mode makes an active subscription with the session's metadata", async () => {
    const price = await monthlyPrice(1499);
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1 }],
      customer_email: "subscriber@example.test",
      subscription_data: { metadata: { creatorId: "maxstone", fanId: "alex" } },
      success_url: `${receiver.url}/success?session_id={CHECKOUT_SESSION_ID}`,
    });
    const page = await pageText(session.url!);
    assert.match(page.html, /\$14\.99<small> per month/);
    const declined = await submit(session.url!, { action: "decline" });
    assert.match(declined.location, /declined=generic_decline/);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).subscription, null);

    await submit(session.url!, { action: "pay", card: "4242424242424242", email: "subscriber@example.test" });
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription", "invoice"] });
    assert.equal(done.status, "complete");
    assert.equal(done.payment_status, "paid");
    const sub = done.subscription as Stripe.Subscription;
    assert.equal(sub.status, "active");
    assert.deepEqual(sub.metadata, { creatorId: "maxstone", fanId: "alex" });
    assert.equal(sub.customer, done.customer);
    assert.ok(sub.default_payment_method);
    assert.equal((done.invoice as Stripe.Invoice).status, "paid");
    const completed = await receiver.waitFor("checkout.session.completed", session.id);
    assert.equal((completed.data.object as Stripe.Checkout.Session).subscription, sub.id);
    await receiver.waitFor("invoice.paid", (done.invoice as Stripe.Invoice).id);

    // Its card is kept for the renewals.
    const renewed = await control(`subscriptions/${sub.id}/advance`, {});
    assert.equal(renewed.invoice.status, "paid");
  });
});

describe("trials", () => {
  test("a trial through the API: trialing, a free first invoice, billed when the trial ends", async () => {
    const price = await monthlyPrice(800);
    const { customer } = await customerWithCard("pm_card_visa");
    const sub = await stripe.subscriptions.create({
      customer: customer.id,
      items: [{ price: price.id }],
      trial_period_days: 7,
      expand: ["latest_invoice"],
    });
    assert.equal(sub.status, "trialing");
    assert.equal(sub.trial_end, sub.items.data[0].current_period_end);
    assert.equal(sub.trial_end! - sub.trial_start!, 7 * 86_400);
    const first = sub.latest_invoice as Stripe.Invoice;
    assert.equal(first.amount_due, 0);
    assert.equal(first.status, "paid");
    const billed = await control(`subscriptions/${sub.id}/advance`, {});
    assert.equal(billed.invoice.amount_paid, 800);
    assert.equal(billed.subscription.status, "active");
    assert.equal(billed.subscription.items.data[0].current_period_start, sub.trial_end);
  });

  test("a trial through checkout asks for a card but charges nothing today", async () => {
    const price = await monthlyPrice(800);
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: price.id, quantity: 1 }],
      subscription_data: { trial_period_days: 3 },
      success_url: `${receiver.url}/success`,
    });
    assert.equal(session.amount_total, 0);
    assert.equal(session.payment_status, "no_payment_required");
    assert.match((await pageText(session.url!)).html, /3 days free, then \$8\.00 per month/);
    await submit(session.url!, { action: "pay", card: "4242424242424242", email: "trial@example.test" });
    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ["subscription"] });
    assert.equal(done.status, "complete");
    const sub = done.subscription as Stripe.Subscription;
    assert.equal(sub.status, "trialing");
    const cards = await stripe.customers.listPaymentMethods(done.customer as string);
    assert.deepEqual(
      cards.data.map((c) => c.id),
      [sub.default_payment_method],
    );
    assert.equal((await control(`subscriptions/${sub.id}/advance`, {})).invoice.status, "paid");
  });
});

describe("refunds", () => {
  test("partial then full refunds of a payment, never more than was paid", async () => {
    const { customer, pm } = await customerWithCard("pm_card_visa");
    const pi = await stripe.paymentIntents.create({
      amount: 2000,
      currency: "usd",
      customer: customer.id,
      payment_method: pm.id,
      confirm: true,
      off_session: true,
    });
    assert.equal(pi.status, "succeeded");
    const partial = await stripe.refunds.create({
      payment_intent: pi.id,
      amount: 500,
      reason: "requested_by_customer",
    });
    assert.match(partial.id, /^re_/);
    assert.equal(partial.amount, 500);
    assert.equal(partial.status, "succeeded");
    let charge = await stripe.charges.retrieve(pi.latest_charge as string);
    assert.equal(charge.amount_refunded, 500);
    assert.equal(charge.refunded, false);
    const first = await receiver.waitFor("charge.refunded", charge.id);
    assert.equal((first.data.object as Stripe.Charge).amount_refunded, 500);

    const tooMuch = await stripe.refunds.create({ payment_intent: pi.id, amount: 1600 }).catch((e) => e);
    assert.equal(tooMuch.code, "amount_too_large");
    const rest = await stripe.refunds.create({ payment_intent: pi.id });
    assert.equal(rest.amount, 1500);
    charge = await stripe.charges.retrieve(charge.id, { expand: ["refunds"] });
    assert.equal(charge.refunded, true);
    assert.equal(charge.refunds?.data.length, 2);
    const again = await stripe.refunds.create({ charge: charge.id }).catch((e) => e);
    assert.equal(again.code, "charge_already_refunded");
    assert.equal((await stripe.refunds.list({ payment_intent: pi.id })).data.length, 2);
  });
});

describe("connect", () => {
  test("an Express account is onboarded through its account link", async () => {
    const account = await stripe.accounts.create({
      type: "express",
      email: "luna@example.test",
      capabilities: { transfers: { requested: true } },
      metadata: { creatorId: "luna" },
    });
    assert.match(account.id, /^acct_/);
    assert.equal(account.charges_enabled, false);
    assert.equal(account.payouts_enabled, false);
    assert.equal(account.details_submitted, false);
    const noCapability = await stripe.accounts.create({ type: "express" }).catch((e) => e);
    assert.equal(noCapability.param, "capabilities");
    const early = await stripe.transfers
      .create({ amount: 1000, currency: "usd", destination: account.id })
      .catch((e) => e);
    assert.equal(early.statusCode, 400);

    const link = await stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      refresh_url: `${receiver.url}/return?refresh=1`,
      return_url: `${receiver.url}/return?done=1`,
    });
    assert.equal(link.object, "account_link");
    assert.ok(link.expires_at > link.created);
    const page = await pageText(link.url);
    assert.match(page.html, /Complete onboarding/);
    const done = await submit(link.url, {});
    assert.equal(done.location, `${receiver.url}/return?done=1`);

    const onboarded = await stripe.accounts.retrieve(account.id);
    assert.equal(onboarded.charges_enabled, true);
    assert.equal(onboarded.payouts_enabled, true);
    assert.equal(onboarded.details_submitted, true);
    assert.equal(onboarded.capabilities?.transfers, "active");
    assert.deepEqual(onboarded.requirements?.currently_due, []);
    const updated = await receiver.waitFor("account.updated", account.id);
    assert.equal((updated.data.previous_attributes as { charges_enabled: boolean }).charges_enabled, false);

    // A link works once; opened again it sends the creator to refresh_url for a new one.
    const reused = await fetch(link.url, { redirect: "manual" });
    assert.equal(reused.headers.get("location"), `${receiver.url}/return?refresh=1`);

    const transfer = await stripe.transfers.create({
      amount: 1000,
      currency: "usd",
      destination: account.id,
    });
    assert.equal(transfer.destination, account.id);
    const login = await stripe.accounts.createLoginLink(account.id);
    assert.match((await pageText(login.url)).html, /payouts enabled/);
  });
});

describe("entry point", () => {
  test("main.ts prints its base URL and serves the API there", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "standins/stripe/main.ts", "--port", "0", "--webhook-secret", WEBHOOK_SECRET],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
      assert.match(line, /^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${line}/v1/customers`, { headers: { authorization: "Bearer sk_test_cli" } });
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as { object: string }).object, "list");
    } finally {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
  });
});

describe("webhooks", () => {
  test("every delivery is signed like Stripe's; a tampered body fails verification", async () => {
    const customer = await stripe.customers.create({ email: "signed@example.test" });
    const delivered = await receiver.waitFor("customer.created", customer.id);
    assert.deepEqual(receiver.rejected, []);
    assert.equal(delivered.object, "event");
    assert.equal(delivered.request?.idempotency_key?.startsWith("stripe-node-retry-"), true);

    const signed = await control(`events/${delivered.id}/signed`);
    assert.match(signed.signature, /^t=\d+,v1=[0-9a-f]{64}$/);
    const event = await Stripe.webhooks.constructEventAsync(
      signed.payload,
      signed.signature,
      WEBHOOK_SECRET,
      undefined,
      crypto,
    );
    assert.equal(event.id, delivered.id);
    const tampered = signed.payload.replace("signed@example.test", "evil@example.test");
    await assert.rejects(
      Stripe.webhooks.constructEventAsync(tampered, signed.signature, WEBHOOK_SECRET, undefined, crypto),
      Stripe.errors.StripeSignatureVerificationError,
    );
    await assert.rejects(
      Stripe.webhooks.constructEventAsync(signed.payload, signed.signature, "whsec_other", undefined, crypto),
      Stripe.errors.StripeSignatureVerificationError,
    );

    const listed = await stripe.events.list({ type: "customer.created", limit: 100 });
    assert.ok(listed.data.some((e) => e.id === delivered.id));
    assert.equal((await stripe.events.retrieve(delivered.id)).type, "customer.created");
  });

  test("a 500 is retried until the receiver takes the event", async () => {
    await standin.deliveriesSettled();
    receiver.failNext = 2;
    const customer = await stripe.customers.create({ email: "retry@example.test" });
    const event = await receiver.waitFor("customer.created", customer.id);
    const { deliveries } = await control(`deliveries?event=${event.id}&wait=true`);
    assert.deepEqual(
      deliveries.map((d: { attempt: number; status: number }) => [d.attempt, d.status]),
      [
        [1, 500],
        [2, 500],
        [3, 200],
      ],
    );
    assert.equal((await stripe.events.retrieve(event.id)).pending_webhooks, 0);
  });

  test("controls: resend, drop, deliver in a chosen order", async () => {
    const customer = await stripe.customers.create({ email: "resend@example.test" });
    const created = await receiver.waitFor("customer.created", customer.id);
    await control(`events/${created.id}/resend`, {});
    assert.equal(receiver.events.filter((e) => e.id === created.id).length, 2);

    await control("delivery", { mode: "drop" });
    try {
      const quiet = await stripe.customers.create({ email: "quiet@example.test" });
      await stripe.customers.update(quiet.id, { name: "Quiet" });
      await standin.deliveriesSettled();
      assert.equal(receiver.about(quiet.id).length, 0);
      const events = await stripe.events.list({ limit: 10 });
      const mine = events.data.filter((e) => (e.data.object as { id: string }).id === quiet.id);
      assert.deepEqual(
        mine.map((e) => e.type),
        ["customer.updated", "customer.created"],
      );
      // Newest first in the list; deliver them oldest last to play an out-of-order delivery.
      await control("deliver", { events: mine.map((e) => e.id) });
      assert.deepEqual(receiver.typesAbout(quiet.id), ["customer.updated", "customer.created"]);
    } finally {
      await control("delivery", { mode: "deliver" });
    }
  });

  test("endpoints made with the API get their own secret", async () => {
    const second = new Receiver("");
    await second.start();
    try {
      const endpoint = await stripe.webhookEndpoints.create({
        url: `${second.url}/hook`,
        enabled_events: ["product.created"],
      });
      assert.match(endpoint.secret ?? "", /^whsec_/);
      assert.notEqual(endpoint.secret, WEBHOOK_SECRET);
      second.secret = endpoint.secret!;
      const product = await stripe.products.create({ name: "Gallery" });
      await second.waitFor("product.created", product.id);
      await stripe.customers.create({});
      await standin.deliveriesSettled();
      assert.deepEqual(
        second.events.map((e) => e.type),
        ["product.created"],
        "only the types it is enabled for",
      );
      assert.equal(second.rejected.length, 0);
      const signed = await control(`events/${second.events[0].id}/signed?endpoint=${endpoint.id}`);
      await Stripe.webhooks.constructEventAsync(
        signed.payload,
        signed.signature,
        endpoint.secret!,
        undefined,
        crypto,
      );
      await stripe.webhookEndpoints.del(endpoint.id);
    } finally {
      await second.stop();
    }
  });

  test("reset forgets every object and event", async () => {
    const customer = await stripe.customers.create({});
    await standin.deliveriesSettled();
    await control("reset", {});
    const missing = await stripe.customers.retrieve(customer.id).catch((e) => e);
    assert.equal(missing.statusCode, 404);
    assert.equal((await stripe.events.list()).data.length, 0);
    const after = await stripe.customers.create({ email: "after-reset@example.test" });
    await receiver.waitFor("customer.created", after.id);
  });
});
