/**
 * The Stripe stand-in, driven the way the platform drives it: each API call through the official
 * `stripe` SDK with the parameters functions/money/stripe/gateway.ts sends, the hosted pages by plain
 * HTTP form posts (the browser tests click them), and every webhook received by a small HTTP
 * server here and verified with the SDK's own signature check.
 *
 * Run: npm test (in this package), or npm run test:standins from the repository.
 */
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createInterface } from "node:readline";
import { after, before, describe, test } from "node:test";
import { fileURLToPath } from "node:url";
import Stripe from "stripe";
import { type StripeStandin, startStripeStandin } from "../standin";

const WEBHOOK_SECRET = "whsec_standintestsecret";
const crypto = Stripe.createSubtleCryptoProvider();

/** Receives webhooks like the Worker does: verifies each signature with the SDK, answers 2xx. */
class Receiver {
  readonly events: Stripe.Event[] = [];
  readonly rejected: string[] = [];
  /** Answer the next N deliveries with a 500 (to see Stripe's retries). */
  failNext = 0;
  url = "";
  private server: Server | null = null;
  private waiters: (() => void)[] = [];

  async start(): Promise<void> {
    this.server = createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString("utf8");
      // Anything but a POST is the payer's browser coming back (success_url, return_url).
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
          WEBHOOK_SECRET,
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
const receiver = new Receiver();

before(async () => {
  await receiver.start();
  standin = await startStripeStandin({
    webhookUrl: `${receiver.url}/webhooks/stripe`,
    webhookSecret: WEBHOOK_SECRET,
    retryDelaysMs: [50, 100, 200],
  });
  // As the gateway makes its client: fetch, one network retry (so every POST has an idempotency key).
  stripe = new Stripe("sk_test_standin", {
    host: "127.0.0.1",
    port: standin.port,
    protocol: "http",
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
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
  const res = await fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
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

/** gateway.createCustomer */
const newCustomer = (userId = `u${Date.now()}`) =>
  stripe.customers.create(
    { email: `${userId}@example.test`, name: "Alex", metadata: { userId } },
    { idempotencyKey: `customer-${userId}-${Math.random()}` },
  );

/** gateway.startPaymentCheckout */
const paymentCheckout = (customer: string, amount = 1200) =>
  stripe.checkout.sessions.create({
    mode: "payment",
    customer,
    line_items: [
      {
        price_data: {
          currency: "usd",
          unit_amount: amount,
          product_data: { name: "Wallet top-up: 12 tokens" },
        },
        quantity: 1,
      },
    ],
    client_reference_id: "tx_1",
    metadata: { kind: "top_up", transactionId: "tx_1" },
    payment_intent_data: { metadata: { kind: "top_up", transactionId: "tx_1" }, description: "Top-up" },
    success_url: `${receiver.url}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${receiver.url}/cancel`,
  });

/** gateway.startSubscriptionCheckout */
const subscriptionCheckout = (customer: string, trialDays: number | null = null) =>
  stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [
      {
        price_data: {
          currency: "usd",
          unit_amount: 995,
          product_data: { name: "Luna, monthly" },
          recurring: { interval: "month" },
        },
        quantity: 1,
      },
    ],
    client_reference_id: "sub_ours",
    metadata: { subscriptionId: "sub_ours" },
    subscription_data: {
      metadata: { subscriptionId: "sub_ours" },
      ...(trialDays ? { trial_period_days: trialDays } : {}),
    },
    success_url: `${receiver.url}/success`,
    cancel_url: `${receiver.url}/cancel`,
  });

/** gateway.startCardSetup */
const cardSetup = (customer: string) =>
  stripe.checkout.sessions.create({
    mode: "setup",
    customer,
    currency: "usd",
    success_url: `${receiver.url}/saved`,
    cancel_url: `${receiver.url}/cancel`,
  });

/** gateway.chargeSavedCard */
const chargeCard = (customer: string, card: string, key = `charge-${Math.random()}`) =>
  stripe.paymentIntents.create(
    {
      amount: 2500,
      currency: "usd",
      customer,
      payment_method: card,
      confirm: true,
      return_url: `${receiver.url}/return`,
      description: "Top-up",
      metadata: { kind: "top_up", transactionId: "tx_2" },
    },
    { idempotencyKey: key },
  );

describe("protocol", () => {
  test("answers the SDK in Stripe's shapes; an Idempotency-Key replays the first answer", async () => {
    const created = await stripe.customers.create(
      { email: "alex@example.test", name: "Alex", metadata: { userId: "u1" } },
      { idempotencyKey: "customer-u1" },
    );
    assert.match(created.id, /^cus_\w{14}$/);
    assert.equal(created.object, "customer");
    assert.equal(created.livemode, false);
    assert.ok(Math.abs(created.created - Date.now() / 1000) < 5);
    assert.deepEqual(created.metadata, { userId: "u1" });

    const again = await stripe.customers.create(
      { email: "alex@example.test", name: "Alex", metadata: { userId: "u1" } },
      { idempotencyKey: "customer-u1" },
    );
    assert.equal(again.id, created.id);
    assert.equal(new Headers(again.lastResponse.headers as never).get("idempotent-replayed"), "true");
    const conflict = await stripe.customers
      .create({ email: "other@example.test" }, { idempotencyKey: "customer-u1" })
      .catch((e) => e);
    assert.ok(conflict instanceof Stripe.errors.StripeIdempotencyError);
    assert.equal(conflict.statusCode, 400);
  });

  test("refuses what it does not model and what Stripe refuses, with Stripe's error types and statuses", async () => {
    // A parameter Stripe has but the platform never sends: refused, not ignored.
    const unknown = await stripe.customers.create({ email: "x@example.test", phone: "+1" }).catch((e) => e);
    assert.ok(unknown instanceof Stripe.errors.StripeInvalidRequestError);
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.code, "parameter_unknown");
    assert.equal(unknown.param, "phone");
    // A call the platform never makes: no route.
    const noRoute = await stripe.customers.list().catch((e) => e);
    assert.equal(noRoute.statusCode, 404);
    assert.match(noRoute.message, /Unrecognized request URL/);

    const missing = await stripe.paymentIntents.retrieve("pi_doesnotexist").catch((e) => e);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.code, "resource_missing");
    assert.equal(missing.message, "No such payment_intent: 'pi_doesnotexist'");

    const customer = await newCustomer();
    const tooSmall = await paymentCheckout(customer.id, 10).catch((e) => e);
    assert.equal(tooSmall.code, "amount_too_small");
    const noCard = await stripe.paymentIntents
      .create({ amount: 500, currency: "usd", customer: customer.id, confirm: true } as never)
      .catch((e) => e);
    assert.equal(noCard.code, "parameter_missing");
    assert.equal(noCard.param, "payment_method");

    const liveKey = new Stripe("sk_live_nope", {
      host: "127.0.0.1",
      port: standin.port,
      protocol: "http",
      httpClient: Stripe.createFetchHttpClient(),
    });
    const unauthorized = await liveKey.customers.create({}).catch((e) => e);
    assert.ok(unauthorized instanceof Stripe.errors.StripeAuthenticationError);
    assert.equal(unauthorized.statusCode, 401);
  });
});

describe("checkout in payment mode", () => {
  test("Pay on the hosted page completes the session and redirects to success_url", async () => {
    const customer = await newCustomer();
    const session = await paymentCheckout(customer.id);
    assert.match(session.id, /^cs_test_\w+$/);
    assert.equal(session.status, "open");
    assert.equal(session.payment_status, "unpaid");
    assert.equal(session.amount_total, 1200);
    assert.equal(session.url, `${standin.url}/checkout/${session.id}`);

    const page = await pageText(session.url!);
    assert.equal(page.status, 200);
    assert.match(page.html, /Wallet top-up: 12 tokens/);
    assert.match(page.html, /Pay \$12\.00/);

    const paid = await submit(session.url!, { action: "pay", card: "4242424242424242" });
    assert.equal(paid.status, 303);
    assert.equal(paid.location, `${receiver.url}/success?session_id=${session.id}`);

    const done = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(done.status, "complete");
    assert.equal(done.payment_status, "paid");
    assert.equal(done.url, null);
    assert.equal(done.customer_details?.email, customer.email);
    const pi = await stripe.paymentIntents.retrieve(done.payment_intent as string);
    assert.equal(pi.status, "succeeded");
    assert.equal(pi.amount_received, 1200);
    assert.equal(pi.customer, customer.id);
    assert.deepEqual(pi.metadata, { kind: "top_up", transactionId: "tx_1" });

    const completed = await receiver.waitFor("checkout.session.completed", session.id);
    const object = completed.data.object as Stripe.Checkout.Session;
    assert.equal(object.client_reference_id, "tx_1");
    assert.deepEqual(object.metadata, { kind: "top_up", transactionId: "tx_1" });
    assert.equal(object.payment_intent, pi.id);
    assert.equal(completed.api_version, Stripe.API_VERSION);
    assert.equal(completed.livemode, false);
    await receiver.waitFor("payment_intent.succeeded", pi.id);
    await receiver.waitFor("charge.succeeded", pi.latest_charge as string);

    assert.match((await pageText(session.url!)).html, /already complete/);
    // A paid session cannot be expired: the gateway then reads its status.
    const late = await stripe.checkout.sessions.expire(session.id).catch((e) => e);
    assert.ok(late instanceof Stripe.errors.StripeInvalidRequestError);
  });

  test("Decline fails the payment and keeps the session open; another card pays it", async () => {
    const customer = await newCustomer();
    const session = await paymentCheckout(customer.id);
    const declined = await submit(session.url!, { action: "decline" });
    assert.equal(declined.status, 303);
    assert.equal(declined.location, `${session.url}?declined=generic_decline`);
    const page = await pageText(declined.location);
    assert.match(page.html, /Your card was declined\./);
    assert.ok(page.html.includes(`href="${receiver.url}/cancel"`));

    const open = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(open.status, "open");
    const pi = await stripe.paymentIntents.retrieve(open.payment_intent as string);
    assert.equal(pi.status, "requires_payment_method");
    assert.equal(pi.last_payment_error?.code, "card_declined");
    await receiver.waitFor("payment_intent.payment_failed", pi.id);
    assert.equal(receiver.about(session.id).length, 0);

    const paid = await submit(session.url!, { action: "pay", card_number: "4242 4242 4242 4242" });
    assert.equal(paid.location, `${receiver.url}/success?session_id=${session.id}`);
    assert.equal((await stripe.paymentIntents.retrieve(pi.id)).status, "succeeded");

    const wrongNumber = await submit((await paymentCheckout(customer.id)).url!, {
      action: "pay",
      card_number: "1234",
    });
    assert.match(wrongNumber.location, /declined=incorrect_number$/);
  });

  test("a card that needs 3-D Secure goes through the authentication page, then to success_url", async () => {
    const customer = await newCustomer();
    const session = await paymentCheckout(customer.id);
    const paid = await submit(session.url!, { action: "pay", card_number: "4000002760003184" });
    const pi = (await stripe.checkout.sessions.retrieve(session.id)).payment_intent as string;
    assert.equal(paid.location, `${standin.url}/authenticate/${pi}`);
    assert.equal((await stripe.paymentIntents.retrieve(pi)).status, "requires_action");
    assert.match((await pageText(paid.location)).html, /Complete authentication/);
    const finished = await submit(paid.location, { result: "complete" });
    assert.equal(finished.location, `${receiver.url}/success?session_id=${session.id}`);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).status, "complete");
  });

  test("expiring a session cancels its payment, emits the event and the page says so", async () => {
    const customer = await newCustomer();
    const session = await paymentCheckout(customer.id);
    await submit(session.url!, { action: "decline" });
    const expired = await stripe.checkout.sessions.expire(session.id);
    assert.equal(expired.status, "expired");
    await receiver.waitFor("checkout.session.expired", session.id);
    await receiver.waitFor("payment_intent.canceled", expired.payment_intent as string);
    const page = await pageText(`${standin.url}/checkout/${session.id}`);
    assert.equal(page.status, 410);
    const again = await stripe.checkout.sessions.expire(session.id).catch((e) => e);
    assert.equal(again.statusCode, 400);
  });
});

describe("saved cards", () => {
  test("checkout in setup mode saves a card; the customer's cards list it; detach removes it", async () => {
    const customer = await newCustomer();
    const session = await cardSetup(customer.id);
    assert.equal(session.payment_status, "no_payment_required");
    assert.match((await pageText(session.url!)).html, /Save a card with Fanverse/);
    const done = await submit(session.url!, { action: "pay", card: "4242424242424242" });
    assert.equal(done.location, `${receiver.url}/saved`);
    await receiver.waitFor("checkout.session.completed", session.id);

    const cards = await stripe.customers.listPaymentMethods(customer.id, { type: "card" });
    assert.equal(cards.data.length, 1);
    const [card] = cards.data;
    assert.equal(card.card?.brand, "visa");
    assert.equal(card.card?.last4, "4242");
    assert.ok((card.card?.exp_year ?? 0) > new Date().getFullYear());
    await receiver.waitFor("payment_method.attached", card.id);

    const detached = await stripe.paymentMethods.detach(card.id);
    assert.equal(detached.customer, null);
    await receiver.waitFor("payment_method.detached", card.id);
    assert.equal((await stripe.customers.listPaymentMethods(customer.id, { type: "card" })).data.length, 0);
  });

  test("saving a card that needs 3-D Secure goes through the page; a declining one saves nothing", async () => {
    const customer = await newCustomer();
    const secure = await submit((await cardSetup(customer.id)).url!, {
      action: "pay",
      card_number: "4000002760003184",
    });
    assert.match(secure.location, /\/authenticate\/seti_/);
    const back = await submit(secure.location, { result: "complete" });
    assert.equal(back.location, `${receiver.url}/saved`);

    const declined = await submit((await cardSetup(customer.id)).url!, { action: "decline" });
    assert.match(declined.location, /declined=generic_decline$/);
    const cards = await stripe.customers.listPaymentMethods(customer.id, { type: "card" });
    assert.deepEqual(
      cards.data.map((c) => c.card?.last4),
      ["3184"],
    );
  });

  test("a test token attaches as a new card; an always-declined one is refused (402)", async () => {
    const customer = await newCustomer();
    const card = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    assert.match(card.id, /^pm_/);
    assert.equal(card.customer, customer.id);
    const refused = await stripe.paymentMethods
      .attach("pm_card_chargeDeclined", { customer: customer.id })
      .catch((e) => e);
    assert.ok(refused instanceof Stripe.errors.StripeCardError);
    assert.equal(refused.statusCode, 402);
  });

  test("a saved card is charged at once; 3-D Secure returns to return_url; a decline is a 402 with the PaymentIntent", async () => {
    const customer = await newCustomer();
    const visa = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    const paid = await chargeCard(customer.id, visa.id);
    assert.equal(paid.status, "succeeded");
    assert.deepEqual(paid.metadata, { kind: "top_up", transactionId: "tx_2" });
    await receiver.waitFor("payment_intent.succeeded", paid.id);

    const secure = await stripe.paymentMethods.attach("pm_card_authenticationRequired", {
      customer: customer.id,
    });
    const waiting = await chargeCard(customer.id, secure.id);
    assert.equal(waiting.status, "requires_action");
    const authUrl = waiting.next_action!.redirect_to_url!.url!;
    assert.equal(authUrl, `${standin.url}/authenticate/${waiting.id}`);
    await receiver.waitFor("payment_intent.requires_action", waiting.id);
    const back = new URL((await submit(authUrl, { result: "complete" })).location);
    assert.equal(back.origin + back.pathname, `${receiver.url}/return`);
    assert.equal(back.searchParams.get("payment_intent"), waiting.id);
    assert.equal(back.searchParams.get("redirect_status"), "succeeded");
    assert.equal((await stripe.paymentIntents.retrieve(waiting.id)).status, "succeeded");

    const failing = await chargeCard(customer.id, secure.id);
    await submit(failing.next_action!.redirect_to_url!.url!, { result: "fail" });
    const failed = await stripe.paymentIntents.retrieve(failing.id);
    assert.equal(failed.status, "requires_payment_method");
    assert.equal(failed.last_payment_error?.code, "payment_intent_authentication_failure");
    await receiver.waitFor("payment_intent.payment_failed", failing.id);

    // Saves fine, then every payment is declined. The decline ran, so its key replays it.
    const laterFails = await stripe.paymentMethods.attach("pm_card_chargeCustomerFail", {
      customer: customer.id,
    });
    const declined = await chargeCard(customer.id, laterFails.id, "decline-once").catch((e) => e);
    assert.ok(declined instanceof Stripe.errors.StripeCardError);
    assert.equal(declined.statusCode, 402);
    assert.equal(declined.decline_code, "generic_decline");
    const pi = declined.payment_intent as Stripe.PaymentIntent;
    assert.equal(pi.status, "requires_payment_method");
    const replayed = await chargeCard(customer.id, laterFails.id, "decline-once").catch((e) => e);
    assert.equal((replayed.payment_intent as Stripe.PaymentIntent).id, pi.id);

    // Another customer's card is not this customer's to charge.
    const other = await newCustomer();
    const notTheirs = await chargeCard(other.id, visa.id).catch((e) => e);
    assert.equal(notTheirs.statusCode, 400);
  });
});

describe("subscriptions", () => {
  test("checkout in subscription mode, renewals, a failed renewal, cancel at period end", async () => {
    const customer = await newCustomer();
    const session = await subscriptionCheckout(customer.id);
    const page = await pageText(session.url!);
    assert.match(page.html, /\$9\.95<small> per month/);
    const declined = await submit(session.url!, { action: "decline" });
    assert.match(declined.location, /declined=generic_decline/);
    assert.equal((await stripe.checkout.sessions.retrieve(session.id)).subscription, null);

    await submit(session.url!, { action: "pay", card: "4242424242424242" });
    const done = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(done.status, "complete");
    assert.equal(done.payment_status, "paid");
    const completed = await receiver.waitFor("checkout.session.completed", session.id);
    const subId = (completed.data.object as Stripe.Checkout.Session).subscription as string;
    assert.equal(subId, done.subscription);
    const created = await receiver.waitFor("customer.subscription.created", subId);
    const sub = created.data.object as Stripe.Subscription;
    assert.equal(sub.status, "active");
    assert.deepEqual(sub.metadata, { subscriptionId: "sub_ours" });
    assert.equal(sub.customer, customer.id);
    const item = sub.items.data[0];
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    assert.equal((end.getUTCMonth() - start.getUTCMonth() + 12) % 12, 1);

    const firstPaid = await receiver.waitFor("invoice.paid", done.invoice as string);
    const invoice = firstPaid.data.object as Stripe.Invoice;
    assert.equal(invoice.amount_paid, 995);
    assert.equal(invoice.billing_reason, "subscription_create");
    assert.deepEqual(invoice.parent?.subscription_details?.metadata, { subscriptionId: "sub_ours" });
    assert.equal(invoice.parent?.subscription_details?.subscription, subId);
    // gateway.invoicePaymentIntent: the checkout's own payment paid the first invoice.
    const payments = await stripe.invoicePayments.list({ invoice: invoice.id });
    const firstPi = await stripe.paymentIntents.retrieve(payments.data[0].payment.payment_intent as string);
    assert.equal(firstPi.status, "succeeded");
    assert.equal(firstPi.amount_received, 995);
    // The card is kept on the customer for the renewals.
    assert.equal((await stripe.customers.listPaymentMethods(customer.id, { type: "card" })).data.length, 1);

    // The period ends: Stripe bills the next one off session.
    const renewed = await control(`subscriptions/${subId}/advance`, {});
    const renewedItem = renewed.subscription.items.data[0];
    assert.equal(renewedItem.current_period_start, item.current_period_end);
    assert.ok(renewedItem.current_period_end > item.current_period_end);
    assert.equal(renewed.invoice.status, "paid");
    assert.equal(renewed.invoice.billing_reason, "subscription_cycle");
    assert.equal(renewed.invoice.lines.data[0].period.end, renewedItem.current_period_end);
    await receiver.waitFor("invoice.paid", renewed.invoice.id);
    const renewal = await stripe.invoicePayments.list({ invoice: renewed.invoice.id });
    const renewalPi = await stripe.paymentIntents.retrieve(renewal.data[0].payment.payment_intent as string);
    assert.equal(renewalPi.status, "succeeded");

    // The card starts declining: the renewal fails and the subscription is past due.
    await control(`payment_methods/${sub.default_payment_method}`, { behaviour: "decline" });
    const failed = await control(`subscriptions/${subId}/advance`, {});
    assert.equal(failed.invoice.status, "open");
    assert.equal(failed.invoice.attempt_count, 1);
    assert.equal(failed.subscription.status, "past_due");
    await receiver.waitFor("invoice.payment_failed", failed.invoice.id);
    const pastDue = await receiver.waitFor(
      "customer.subscription.updated",
      subId,
      (e) => (e.data.object as Stripe.Subscription).status === "past_due",
    );
    assert.deepEqual(pastDue.data.previous_attributes, { status: "active" });
    // Back to its own behaviour, the next period is paid and the subscription active again.
    await control(`payment_methods/${sub.default_payment_method}`, { behaviour: "card" });
    const recovered = await control(`subscriptions/${subId}/advance`, {});
    assert.equal(recovered.invoice.status, "paid");
    assert.equal(recovered.subscription.status, "active");

    // gateway.cancelSubscriptionAtPeriodEnd: still active until then, canceled when it comes.
    const canceling = await stripe.subscriptions.update(subId, { cancel_at_period_end: true });
    assert.equal(canceling.cancel_at_period_end, true);
    assert.equal(canceling.cancel_at, canceling.items.data[0].current_period_end);
    assert.equal(canceling.status, "active");
    const ended = await control(`subscriptions/${subId}/advance`, {});
    assert.equal(ended.invoice, null);
    assert.equal(ended.subscription.status, "canceled");
    assert.equal(ended.subscription.ended_at, canceling.items.data[0].current_period_end);
    await receiver.waitFor("customer.subscription.deleted", subId);
  });

  test("a trial asks for a card, charges nothing today and bills when it ends", async () => {
    const customer = await newCustomer();
    const session = await subscriptionCheckout(customer.id, 7);
    assert.equal(session.amount_total, 0);
    assert.equal(session.payment_status, "no_payment_required");
    assert.match((await pageText(session.url!)).html, /7 days free, then \$9\.95 per month/);
    await submit(session.url!, { action: "pay", card: "4242424242424242" });
    const done = await stripe.checkout.sessions.retrieve(session.id);
    assert.equal(done.status, "complete");
    const subId = done.subscription as string;
    const sub = (await receiver.waitFor("customer.subscription.created", subId)).data
      .object as Stripe.Subscription;
    assert.equal(sub.status, "trialing");
    assert.equal(sub.trial_end! - sub.trial_start!, 7 * 86_400);
    const free = (await receiver.waitFor("invoice.paid", done.invoice as string)).data
      .object as Stripe.Invoice;
    assert.equal(free.amount_paid, 0);
    const billed = await control(`subscriptions/${subId}/advance`, {});
    assert.equal(billed.invoice.amount_paid, 995);
    assert.equal(billed.subscription.status, "active");
    assert.equal(billed.subscription.items.data[0].current_period_start, sub.trial_end);
  });
});

describe("refunds", () => {
  test("partial then full refunds of a payment, never more than was paid", async () => {
    const customer = await newCustomer();
    const card = await stripe.paymentMethods.attach("pm_card_visa", { customer: customer.id });
    const pi = await chargeCard(customer.id, card.id);
    const partial = await stripe.refunds.create({ payment_intent: pi.id, amount: 500 });
    assert.match(partial.id, /^re_/);
    assert.equal(partial.amount, 500);
    assert.equal(partial.status, "succeeded");
    await receiver.waitFor("refund.created", partial.id);
    const first = await receiver.waitFor("charge.refunded", pi.latest_charge as string);
    assert.equal((first.data.object as Stripe.Charge).amount_refunded, 500);
    assert.deepEqual(first.data.previous_attributes, { amount_refunded: 0, refunded: false });

    const tooMuch = await stripe.refunds.create({ payment_intent: pi.id, amount: 2100 }).catch((e) => e);
    assert.equal(tooMuch.code, "amount_too_large");
    const rest = await stripe.refunds.create({ payment_intent: pi.id });
    assert.equal(rest.amount, 2000);
    const again = await stripe.refunds.create({ payment_intent: pi.id }).catch((e) => e);
    assert.equal(again.code, "charge_already_refunded");
  });
});

describe("connect", () => {
  test("an Express account is onboarded through its account link, then takes transfers", async () => {
    // gateway.createConnectAccount
    const account = await stripe.accounts.create(
      {
        type: "express",
        email: "luna@example.test",
        capabilities: { transfers: { requested: true } },
        metadata: { performerId: "luna" },
      },
      { idempotencyKey: "connect-luna" },
    );
    assert.match(account.id, /^acct_/);
    assert.equal(account.charges_enabled, false);
    assert.equal(account.payouts_enabled, false);
    assert.equal(account.details_submitted, false);
    const transfer = (key: string) =>
      stripe.transfers.create(
        {
          amount: 1000,
          currency: "usd",
          destination: account.id,
          description: "Payout",
          metadata: { payoutId: "p1" },
        },
        { idempotencyKey: key },
      );
    const early = await transfer("early").catch((e) => e);
    assert.equal(early.statusCode, 400);
    assert.equal(early.code, "insufficient_capabilities_for_transfer");

    // gateway.connectOnboardingUrl
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: "account_onboarding",
      refresh_url: `${receiver.url}/return?refresh=1`,
      return_url: `${receiver.url}/return?done=1`,
    });
    assert.equal(link.object, "account_link");
    assert.ok(link.expires_at > link.created);
    assert.match((await pageText(link.url)).html, /Complete onboarding/);
    const done = await submit(link.url, {});
    assert.equal(done.location, `${receiver.url}/return?done=1`);

    // gateway.connectAccountStatus
    const onboarded = await stripe.accounts.retrieve(account.id);
    assert.equal(onboarded.charges_enabled, true);
    assert.equal(onboarded.payouts_enabled, true);
    assert.equal(onboarded.details_submitted, true);
    const updated = await receiver.waitFor("account.updated", account.id);
    assert.equal((updated.data.previous_attributes as { charges_enabled: boolean }).charges_enabled, false);

    // A link works once; opened again it sends the creator to refresh_url for a new one.
    const reused = await fetch(link.url, { redirect: "manual" });
    assert.equal(reused.headers.get("location"), `${receiver.url}/return?refresh=1`);

    // gateway.transfer
    const paid = await transfer("payout-p1");
    assert.match(paid.id, /^tr_/);
    assert.equal(paid.destination, account.id);
    await receiver.waitFor("transfer.created", paid.id);
  });
});

describe("structure", () => {
  test("no module imports another that imports it back, however far round", () => {
    const dir = new URL("../", import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts"));
    const imports = new Map(
      files.map((file) => {
        const source = readFileSync(new URL(file, dir), "utf8");
        const local = [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+"\.\/([\w-]+)"/gm)];
        return [file, local.map((m) => `${m[1]}.ts`)];
      }),
    );
    assert.ok((imports.get("standin.ts") ?? []).length > 5, "reads the imports");
    const circles: string[] = [];
    const walk = (file: string, path: string[]) => {
      if (path.includes(file)) {
        circles.push([...path.slice(path.indexOf(file)), file].join(" > "));
        return;
      }
      for (const next of imports.get(file) ?? []) walk(next, [...path, file]);
    };
    for (const file of files) walk(file, []);
    assert.deepEqual(circles, []);
  });
});

describe("entry point", () => {
  test("main.ts prints its base URL and serves the API there", async () => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        fileURLToPath(new URL("../main.ts", import.meta.url)),
        "--port",
        "0",
        "--webhook-secret",
        WEBHOOK_SECRET,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
      assert.match(line, /^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${line}/v1/events`, { headers: { authorization: "Bearer sk_test_cli" } });
      assert.equal(res.status, 200);
      assert.equal(((await res.json()) as { object: string }).object, "list");
    } finally {
      child.kill("SIGTERM");
      await once(child, "exit");
    }
  });
});

describe("webhooks and test controls", () => {
  test("every delivery is signed like Stripe's; the signed control gives the same; a tampered body fails", async () => {
    const customer = await newCustomer();
    const delivered = await receiver.waitFor("customer.created", customer.id);
    assert.deepEqual(receiver.rejected, []);
    assert.equal(delivered.object, "event");
    assert.equal(delivered.request?.idempotency_key?.startsWith("customer-"), true);

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
    const tampered = signed.payload.replace(customer.email!, "evil@example.test");
    await assert.rejects(
      Stripe.webhooks.constructEventAsync(tampered, signed.signature, WEBHOOK_SECRET, undefined, crypto),
      Stripe.errors.StripeSignatureVerificationError,
    );
    await assert.rejects(
      Stripe.webhooks.constructEventAsync(signed.payload, signed.signature, "whsec_other", undefined, crypto),
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  test("the event log lists newest first, by type, a page at a time", async () => {
    const made = [await newCustomer(), await newCustomer(), await newCustomer()];
    const first = await stripe.events.list({ type: "customer.created", limit: 2 });
    assert.equal(first.object, "list");
    assert.equal(first.url, "/v1/events");
    assert.deepEqual(
      first.data.map((e) => (e.data.object as Stripe.Customer).id),
      [made[2].id, made[1].id],
    );
    assert.equal(first.has_more, true);
    const second = await stripe.events.list({
      type: "customer.created",
      limit: 2,
      starting_after: first.data[1].id,
    });
    assert.equal((second.data[0].data.object as Stripe.Customer).id, made[0].id);
    const seen: string[] = [];
    for await (const e of stripe.events.list({ type: "customer.created", limit: 2 })) seen.push(e.id);
    assert.ok(seen.length >= 3);
    assert.ok(seen.every((id) => id.startsWith("evt_")));
  });

  test("a 500 is retried until the receiver takes the event", async () => {
    await standin.deliveriesSettled();
    receiver.failNext = 2;
    const customer = await newCustomer();
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
  });

  test("controls: resend, drop, deliver in a chosen order", async () => {
    const customer = await newCustomer();
    const created = await receiver.waitFor("customer.created", customer.id);
    await control(`events/${created.id}/resend`, {});
    assert.equal(receiver.events.filter((e) => e.id === created.id).length, 2);

    await control("delivery", { mode: "drop" });
    try {
      const quiet = await newCustomer();
      const card = await stripe.paymentMethods.attach("pm_card_visa", { customer: quiet.id });
      await standin.deliveriesSettled();
      assert.equal(receiver.about(quiet.id).length, 0);
      assert.equal(receiver.about(card.id).length, 0);
      const events = await stripe.events.list({ limit: 3 });
      const mine = events.data.filter((e) =>
        [quiet.id, card.id].includes((e.data.object as { id: string }).id),
      );
      assert.deepEqual(
        mine.map((e) => e.type),
        ["payment_method.attached", "customer.created"],
      );
      // Newest first in the list; deliver them in that order to play an out-of-order delivery.
      await control("deliver", { events: mine.map((e) => e.id) });
      assert.deepEqual(
        receiver.events.slice(-2).map((e) => e.type),
        ["payment_method.attached", "customer.created"],
      );
    } finally {
      await control("delivery", { mode: "deliver" });
    }
  });

  test("reset forgets every object and event", async () => {
    const customer = await newCustomer();
    await standin.deliveriesSettled();
    await control("reset", {});
    const missing = await stripe.customers.listPaymentMethods(customer.id).catch((e) => e);
    assert.equal(missing.statusCode, 404);
    assert.equal((await stripe.events.list()).data.length, 0);
    const after = await newCustomer();
    await receiver.waitFor("customer.created", after.id);
  });
});
