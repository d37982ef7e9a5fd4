import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentTransactions } from "../../drizzle/schema/payments";
import { call, createUser, db } from "../helpers/api";
import {
  accountBalance,
  admin,
  authenticate,
  balanceOf,
  charge,
  customerOf,
  deliverEvents,
  eventsFor,
  ledgerViolations,
  payCheckout,
  postEvent,
  stripeApi,
  transaction,
} from "../helpers/money";

async function startTopUp(token: string, body: Record<string, unknown>, key?: string) {
  return call("/api/payment/wallet/top-up", { token, body, headers: key ? { "idempotency-key": key } : {} });
}

describe("wallet top-up through Stripe Checkout", () => {
  it("credits the wallet only when the signed webhook says the payment succeeded, once", async () => {
    const fan = await createUser("fan");
    const res = await startTopUp(fan.token, { amount: 25 });
    expect(res.status, res.text).toBe(201);
    const tx = res.json.data;
    expect(tx).toMatchObject({ type: "top_up", status: "created", amount: 25, tokens: 25 });
    expect(tx.redirectUrl).toMatch(/\/checkout\/cs_test_/);

    const paid = await payCheckout(tx.redirectUrl);
    expect(paid.status).toBe(303);
    expect(paid.location).toContain(`transactionId=${tx._id}`);
    expect(await balanceOf(fan.id)).toBe(0);

    const customer = await customerOf(fan.id);
    const answers = await deliverEvents({ customer });
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.map((a) => a.type)).toEqual(
      expect.arrayContaining(["checkout.session.completed", "payment_intent.succeeded"]),
    );
    expect(await balanceOf(fan.id)).toBe(2500);
    expect((await transaction(tx._id)).status).toBe("success");

    // Every event again (Stripe retries, duplicates): nothing changes.
    for (const e of await eventsFor({ customer })) expect((await postEvent(e.id)).status).toBe(200);
    expect(await balanceOf(fan.id)).toBe(2500);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("refuses an unsigned or badly signed event with 400 and changes nothing", async () => {
    const fan = await createUser("fan");
    const tx = (await startTopUp(fan.token, { amount: 10 })).json.data;
    await payCheckout(tx.redirectUrl);
    const [event] = (await eventsFor({ customer: await customerOf(fan.id) })).filter(
      (e) => e.type === "checkout.session.completed",
    );
    const body = JSON.stringify({ ...event, livemode: false });
    const unsigned = await call("/api/webhooks/stripe", { body });
    expect(unsigned.status).toBe(400);
    expect(unsigned.json.code).toBe("invalid_signature");
    const forged = await call("/api/webhooks/stripe", {
      body,
      headers: { "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` },
    });
    expect(forged.status).toBe(400);
    expect(await balanceOf(fan.id)).toBe(0);
  });
});

describe("top-up rules, saved cards, coupons and packages", () => {
  it("takes an amount within the wallet bounds or a package, not both, not neither", async () => {
    const fan = await createUser("fan");
    for (const body of [{ amount: 2 }, { amount: 300.01 }, {}, { amount: 10, packageId: "x" }]) {
      const res = await startTopUp(fan.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await startTopUp(fan.token, { amount: 2 })).json.details.amount).toBe(
      "Enter an amount between 2.95 and 300 tokens.",
    );
  });

  it("sells admin-defined packages: the card is charged the price, the wallet gets the tokens", async () => {
    const fan = await createUser("fan");
    const adm = await admin();
    const created = await call("/api/admin/token-packages", {
      token: adm.token,
      body: { name: "Starter", price: 9, tokens: 10, ordering: 1 },
    });
    expect(created.status, created.text).toBe(201);
    const listed = await call("/api/package/token/search");
    expect(listed.json.data.data.map((p: { _id: string }) => p._id)).toContain(created.json.data._id);
    const tx = (await startTopUp(fan.token, { packageId: created.json.data._id })).json.data;
    expect(tx).toMatchObject({ amount: 9, tokens: 10, packageId: created.json.data._id });
    await payCheckout(tx.redirectUrl);
    await deliverEvents({ customer: await customerOf(fan.id) });
    expect(await balanceOf(fan.id)).toBe(1000);
  });

  it("applies a coupon to the price, not the tokens, once per fan", async () => {
    const fan = await createUser("fan");
    const adm = await admin();
    const code = `HALF${Date.now().toString(36)}`.toUpperCase();
    const coupon = await call("/api/admin/coupons", {
      token: adm.token,
      body: { code, type: "percentage", value: 50, maxUses: 5 },
    });
    expect(coupon.status, coupon.text).toBe(201);
    const quote = await call(`/api/coupons/${code.toLowerCase()}/apply-coupon`, {
      token: fan.token,
      body: { amount: 20 },
    });
    expect(quote.json.data).toMatchObject({ code, tokens: 20, discount: 10, amountToPay: 10 });
    expect((await call("/api/coupons/NOPE-NOPE/apply-coupon", { token: fan.token, body: {} })).status).toBe(
      404,
    );

    const tx = (await startTopUp(fan.token, { amount: 20, couponCode: code })).json.data;
    expect(tx).toMatchObject({ amount: 10, tokens: 20, discount: 10, couponCode: code });
    await payCheckout(tx.redirectUrl);
    await deliverEvents({ customer: await customerOf(fan.id) });
    expect(await balanceOf(fan.id)).toBe(2000);
    const again = await startTopUp(fan.token, { amount: 20, couponCode: code });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("coupon_used_up");
    const list = await call("/api/admin/coupons/search", { token: adm.token });
    expect(list.json.data.data.find((c: { code: string }) => c.code === code).usedCount).toBe(1);

    const deep = `DEEP${Date.now().toString(36)}`.toUpperCase();
    await call("/api/admin/coupons", { token: adm.token, body: { code: deep, type: "fixed", value: 5 } });
    const tooDeep = await startTopUp(fan.token, { amount: 5, couponCode: deep });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.json.details.couponCode).toMatch(/least a card can be charged/);
    const old = `OLD${Date.now().toString(36)}`.toUpperCase();
    await call("/api/admin/coupons", {
      token: adm.token,
      body: { code: old, type: "fixed", value: 1, expiresAt: Date.now() - 1000 },
    });
    expect((await startTopUp(fan.token, { amount: 5, couponCode: old })).json.message).toBe(
      "This coupon has expired.",
    );
  });

  it("charges a saved card at once; 3-D Secure sends the fan to authenticate; a decline is a 402", async () => {
    const fan = await createUser("fan");
    const saved = await call("/api/stripe/cards", { token: fan.token, body: { cardId: "pm_card_visa" } });
    expect(saved.status, saved.text).toBe(201);
    const card = saved.json.data.card;
    expect(card).toMatchObject({ brand: "visa", last4: "4242" });
    expect((await call("/api/payment-cards", { token: fan.token })).json.data.data).toHaveLength(1);

    const paid = await startTopUp(fan.token, { amount: 30, cardId: card._id }, "saved-1");
    expect(paid.status, paid.text).toBe(201);
    expect(paid.json.data.status).toBe("processing");
    const customer = await customerOf(fan.id);
    await deliverEvents({ customer });
    expect(await balanceOf(fan.id)).toBe(3000);
    expect((await transaction(paid.json.data._id)).status).toBe("success");
    // The same key again: the same payment, no second charge.
    const replay = await startTopUp(fan.token, { amount: 30, cardId: card._id }, "saved-1");
    expect(replay.json.data._id).toBe(paid.json.data._id);

    const secure = (
      await call("/api/stripe/cards", {
        token: fan.token,
        body: { cardId: "pm_card_authenticationRequired" },
      })
    ).json.data.card;
    const challenged = await startTopUp(fan.token, { amount: 10, cardId: secure._id });
    expect(challenged.json.data.status).toBe("require_authentication");
    expect(challenged.json.data.redirectUrl).toMatch(/\/authenticate\/pi_/);
    await deliverEvents({ customer });
    expect(await balanceOf(fan.id)).toBe(3000);
    const done = await authenticate(challenged.json.data.redirectUrl, "complete");
    expect(done.status).toBe(303);
    await deliverEvents({ customer });
    expect(await balanceOf(fan.id)).toBe(4000);

    const failing = (
      await call("/api/stripe/cards", { token: fan.token, body: { cardId: "pm_card_chargeCustomerFail" } })
    ).json.data.card;
    const declined = await startTopUp(fan.token, { amount: 10, cardId: failing._id });
    expect(declined.status).toBe(402);
    expect(declined.json.code).toBe("card_declined");
    await deliverEvents({ customer });
    expect(await balanceOf(fan.id)).toBe(4000);
    const other = await createUser("fan");
    expect((await startTopUp(other.token, { amount: 10, cardId: card._id })).status).toBe(422);
    expect(
      (await call(`/api/payment-cards/${card._id}`, { token: other.token, method: "DELETE" })).status,
    ).toBe(404);
    expect(
      (await call(`/api/payment-cards/${card._id}`, { token: fan.token, method: "DELETE" })).status,
    ).toBe(200);
    expect(await ledgerViolations()).toEqual([]);
  });
});

describe("webhook order, failures and refunds", () => {
  it("credits once whatever order the events come in; a late failure does not undo a success", async () => {
    const fan = await createUser("fan");
    const tx = (await startTopUp(fan.token, { amount: 15 })).json.data;
    // A decline first (Checkout lets the fan try again), then a good card.
    await payCheckout(tx.redirectUrl, "4000000000000002");
    await payCheckout(tx.redirectUrl, "4242424242424242");
    const events = await eventsFor({ customer: await customerOf(fan.id) });
    const reversed = [...events].reverse();
    expect(reversed.map((e) => e.type)).toContain("payment_intent.payment_failed");
    for (const e of reversed) expect((await postEvent(e.id)).status).toBe(200);
    expect(await balanceOf(fan.id)).toBe(1500);
    expect((await transaction(tx._id)).status).toBe("success");
    expect(await ledgerViolations()).toEqual([]);
  });

  it("a refund after the tokens were spent leaves a receivable, never a negative balance", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const tx = (await startTopUp(fan.token, { amount: 20 })).json.data;
    await payCheckout(tx.redirectUrl);
    const customer = await customerOf(fan.id);
    await deliverEvents({ customer });
    expect((await charge(fan.token, "tip", creator.id, { amount: 15 })).status).toBe(201);
    const pi = (await transaction(tx._id)).stripePaymentIntentId!;
    const refund = await stripeApi("/refunds", { payment_intent: pi });
    expect(refund.status).toBe("succeeded");
    const answers = await deliverEvents({ object: pi });
    expect(answers.map((a) => a.type)).toContain("refund.created");
    expect(await balanceOf(fan.id)).toBe(0);
    expect(await accountBalance(`receivable:${fan.id}`)).toBe(-1500);
    expect((await transaction(tx._id)).status).toBe("refunded");
    // The same refund delivered again (refund.updated, a duplicate): nothing more is taken.
    for (const e of await eventsFor({ object: pi })) await postEvent(e.id);
    expect(await accountBalance(`receivable:${fan.id}`)).toBe(-1500);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("a refund that arrives before the payment's own events credits and takes back once", async () => {
    const fan = await createUser("fan");
    const tx = (await startTopUp(fan.token, { amount: 12 })).json.data;
    await payCheckout(tx.redirectUrl);
    const customer = await customerOf(fan.id);
    const session = await stripeApi(
      `/checkout/sessions/${(await transaction(tx._id)).stripeCheckoutSessionId}`,
    );
    await stripeApi("/refunds", { payment_intent: session.payment_intent, amount: "600" });
    const refundEvents = (await eventsFor({ object: session.payment_intent })).filter((e) =>
      e.type.startsWith("refund."),
    );
    for (const e of refundEvents) expect((await postEvent(e.id)).status).toBe(200);
    expect(await balanceOf(fan.id)).toBe(600);
    await deliverEvents({ customer });
    expect(await balanceOf(fan.id)).toBe(600);
    expect((await transaction(tx._id)).refundedAmount).toBe(600);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("acknowledges and ignores event types it does not handle", async () => {
    const fan = await createUser("fan");
    await call("/api/stripe/cards", { token: fan.token, body: { cardId: "pm_card_visa" } });
    const [created] = (await eventsFor({ object: await customerOf(fan.id) })).filter(
      (e) => e.type === "customer.created",
    );
    const res = await postEvent(created.id);
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ received: true, type: "customer.created", handled: false });
  });
});

describe("coming back from Checkout without paying", () => {
  /** The payment's Checkout Session at the stand-in. */
  const sessionOf = async (txId: string) =>
    stripeApi(`/checkout/sessions/${(await transaction(txId)).stripeCheckoutSessionId}`);
  /**
   * Follows the session's cancel link as the payer's browser would: the page that closes the
   * payment, then on to the wallet page it was started from.
   */
  const followCancel = async (txId: string, token: string) => {
    const link = new URL((await sessionOf(txId)).cancel_url);
    expect(link.pathname).toBe("/payment/cancelled");
    expect(link.searchParams.get("transactionId")).toBe(txId);
    const closed = await call(link.pathname + link.search, { token });
    expect(closed.status).toBe(302);
    const next = new URL(closed.headers.get("location") ?? "", "http://x");
    expect(next.pathname).toBe("/wallet");
    expect(next.searchParams.get("payment")).toBe("cancelled");
    expect(next.searchParams.get("transactionId")).toBe(txId);
    return call(next.pathname + next.search, { token });
  };

  it("expires the Checkout and marks the payment cancelled, once, only for its payer; the expiry event changes nothing", async () => {
    const fan = await createUser("fan");
    const other = await createUser("fan");
    const tx = (await startTopUp(fan.token, { amount: 10 })).json.data;

    // Someone else's cancel link (or a forged one) does nothing.
    expect((await followCancel(tx._id, other.token)).status).toBe(200);
    expect((await transaction(tx._id)).status).toBe("created");
    expect((await sessionOf(tx._id)).status).toBe("open");

    const page = await followCancel(tx._id, fan.token);
    expect(page.status).toBe(200);
    expect(page.text).toContain("You cancelled the payment; nothing was charged.");
    expect(page.text).not.toContain("Waiting for your payment");
    expect(page.text).toContain("Not completed");
    expect((await transaction(tx._id)).status).toBe("canceled");
    expect((await sessionOf(tx._id)).status).toBe("expired");
    const listed = await call(`/api/payment/transactions/user/search`, { token: fan.token });
    expect(listed.json.data.data[0]).toMatchObject({ _id: tx._id, status: "canceled", redirectUrl: null });

    // Again (a reload), then Stripe's own events: the same state, nothing credited.
    expect((await followCancel(tx._id, fan.token)).status).toBe(200);
    const answers = await deliverEvents({ object: (await sessionOf(tx._id)).id });
    expect(answers.map((a) => a.type)).toContain("checkout.session.expired");
    expect((await transaction(tx._id)).status).toBe("canceled");
    expect(await balanceOf(fan.id)).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("says the card was declined when it was, and a decline reported late leaves it cancelled", async () => {
    const fan = await createUser("fan");
    const tx = (await startTopUp(fan.token, { amount: 10 })).json.data;
    await payCheckout(tx.redirectUrl, "4000000000000002", "decline");
    const pi = (await sessionOf(tx._id)).payment_intent;
    const failed = (await eventsFor({ object: pi })).filter(
      (e) => e.type === "payment_intent.payment_failed",
    );
    expect(failed).toHaveLength(1);
    expect((await postEvent(failed[0].id)).status).toBe(200);
    expect((await transaction(tx._id)).status).toBe("created");

    const page = await followCancel(tx._id, fan.token);
    expect(page.text).toContain("Your card was declined; nothing was charged.");
    expect(page.text).not.toContain("You cancelled");
    expect(page.text).toContain("Card declined");
    expect((await transaction(tx._id)).status).toBe("canceled");
    // Every event again, in any order: still cancelled, nothing credited.
    for (const e of (await eventsFor({ object: pi })).reverse())
      expect((await postEvent(e.id)).status).toBe(200);
    expect((await transaction(tx._id)).status).toBe("canceled");
    expect(await balanceOf(fan.id)).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("a payment completed before the cancel link is followed still credits (Stripe refuses to expire it)", async () => {
    const fan = await createUser("fan");
    const tx = (await startTopUp(fan.token, { amount: 10 })).json.data;
    await payCheckout(tx.redirectUrl);
    // The browser's back button to the cancel link, before the webhook has landed.
    const page = await followCancel(tx._id, fan.token);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("You cancelled");
    expect((await transaction(tx._id)).status).toBe("created");
    expect((await sessionOf(tx._id)).status).toBe("complete");
    await deliverEvents({ customer: await customerOf(fan.id) });
    expect((await transaction(tx._id)).status).toBe("success");
    expect(await balanceOf(fan.id)).toBe(1000);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("shows a payment whose Checkout expired unpaid as not completed, not as waiting", async () => {
    const fan = await createUser("fan");
    const tx = (await startTopUp(fan.token, { amount: 10 })).json.data;
    const waiting = await call("/wallet", { token: fan.token });
    expect(waiting.text).toContain("Waiting for your payment");
    // Stripe's session expiry (24 hours) passes and its webhook has not landed.
    await db()
      .update(paymentTransactions)
      .set({ createdAt: Date.now() - 24 * 60 * 60 * 1000 - 1000 })
      .where(eq(paymentTransactions.id, tx._id));
    const page = await call("/wallet", { token: fan.token });
    expect(page.text).not.toContain("Waiting for your payment");
    expect(page.text).toContain("Not completed");
  });
});

describe("a coupon's use is reserved when a top-up starts", () => {
  /** A fresh coupon (50% off) and a way to read its use count as admins see it. */
  async function newCoupon(maxUses: number | null) {
    const adm = await admin();
    const code = `ONCE${crypto.randomUUID().slice(0, 8)}`.toUpperCase();
    const made = await call("/api/admin/coupons", {
      token: adm.token,
      body: { code, type: "percentage", value: 50, ...(maxUses === null ? {} : { maxUses }) },
    });
    expect(made.status, made.text).toBe(201);
    const usedCount = async () => {
      const list = await call("/api/admin/coupons/search?limit=100", { token: adm.token });
      return list.json.data.data.find((c: { code: string }) => c.code === code).usedCount as number;
    };
    return { code, id: made.json.data._id as string, usedCount };
  }
  const sessionOf = async (txId: string) =>
    stripeApi(`/checkout/sessions/${(await transaction(txId)).stripeCheckoutSessionId}`);
  /** The payer follows Checkout's cancel link (/payment/cancelled). */
  const cancel = async (txId: string, token: string) => {
    const link = new URL((await sessionOf(txId)).cancel_url);
    expect((await call(link.pathname + link.search, { token })).status).toBe(302);
  };
  const statuses = (answers: { status: number; json: any }[]) =>
    answers.map((a) => (a.status === 201 ? 201 : `${a.status} ${a.json?.code}`)).sort();

  it("parallel starts with a one-use coupon: exactly one succeeds; cancelling or expiring its checkout releases it", async () => {
    const fan = await createUser("fan");
    const other = await createUser("fan");
    const { code, usedCount } = await newCoupon(1);
    // The report: one fan opens three checkouts with it before paying any; another fan joins in.
    const answers = await Promise.all([
      ...[1, 2, 3].map((i) => startTopUp(fan.token, { amount: 100, couponCode: code }, `once-${code}-${i}`)),
      ...[1, 2].map((i) => startTopUp(other.token, { amount: 100, couponCode: code }, `other-${code}-${i}`)),
    ]);
    expect(statuses(answers)).toEqual([
      201,
      "409 coupon_used_up",
      "409 coupon_used_up",
      "409 coupon_used_up",
      "409 coupon_used_up",
    ]);
    expect(await usedCount()).toBe(1);
    const won = answers.find((a) => a.status === 201)!;
    const winner = answers.indexOf(won) < 3 ? fan : other;
    const loser = winner === fan ? other : fan;
    // A later start, by anyone, while that checkout is open: used up too (the preview says so).
    const later = await startTopUp(loser.token, { amount: 20, couponCode: code });
    expect(later.status, later.text).toBe(409);
    expect(later.json).toMatchObject({ code: "coupon_used_up", message: "This coupon has been used up." });
    const preview = await call(`/api/coupons/${code}/apply-coupon`, { token: loser.token, body: {} });
    expect(preview.json.code).toBe("coupon_used_up");

    // The payer cancels on Checkout: the use is released and someone else may take it.
    await cancel(won.json.data._id, winner.token);
    expect((await transaction(won.json.data._id)).status).toBe("canceled");
    expect(await usedCount()).toBe(0);
    const second = await startTopUp(loser.token, { amount: 20, couponCode: code });
    expect(second.status, second.text).toBe(201);
    expect(await usedCount()).toBe(1);

    // That checkout expires at Stripe (its 24 hours, or here by the API): the webhook releases it.
    const session = await sessionOf(second.json.data._id);
    expect((await stripeApi(`/checkout/sessions/${session.id}/expire`, {})).status).toBe("expired");
    const delivered = await deliverEvents({ object: session.id });
    expect(delivered.map((d) => d.type)).toContain("checkout.session.expired");
    expect((await transaction(second.json.data._id)).status).toBe("canceled");
    expect(await usedCount()).toBe(0);
    // The expiry delivered again changes nothing.
    for (const e of await eventsFor({ object: session.id })) expect((await postEvent(e.id)).status).toBe(200);
    expect(await usedCount()).toBe(0);

    // Paid, the use stays taken for good.
    const third = await startTopUp(winner.token, { amount: 20, couponCode: code });
    expect(third.status, third.text).toBe(201);
    await payCheckout(third.json.data.redirectUrl);
    await deliverEvents({ customer: await customerOf(winner.id) });
    expect(await balanceOf(winner.id)).toBe(2000);
    expect(await usedCount()).toBe(1);
    expect((await startTopUp(loser.token, { amount: 20, couponCode: code })).json.code).toBe(
      "coupon_used_up",
    );
    // Stripe's events about the cancelled and expired checkouts, again: still one use.
    await deliverEvents({ customer: await customerOf(loser.id) });
    expect(await usedCount()).toBe(1);
    expect(await balanceOf(loser.id)).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("one use per fan: the same fan's parallel starts get one checkout; a declined saved card gives the use back", async () => {
    const fan = await createUser("fan");
    const { code, id, usedCount } = await newCoupon(null);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) => startTopUp(fan.token, { amount: 40, couponCode: code }, `fan-${code}-${i}`)),
    );
    expect(statuses(answers)).toEqual([
      201,
      "409 coupon_used_up",
      "409 coupon_used_up",
      "409 coupon_used_up",
    ]);
    const refused = answers.find((a) => a.status !== 201)!;
    expect(refused.json.message).toBe(
      "You have a payment with this coupon that is not finished: pay it or cancel it to use the coupon again.",
    );
    expect(await usedCount()).toBe(1);
    // The same request with the same key again is the same payment, not a second use.
    const won = answers.find((a) => a.status === 201)!;
    const key = [1, 2, 3, 4].map((i) => `fan-${code}-${i}`)[answers.indexOf(won)];
    const replay = await startTopUp(fan.token, { amount: 40, couponCode: code }, key);
    expect(replay.json.data._id).toBe(won.json.data._id);
    expect(await usedCount()).toBe(1);

    await cancel(won.json.data._id, fan.token);
    expect(await usedCount()).toBe(0);
    // A saved card that declines: 402, and the coupon is the fan's to use again.
    const failing = (
      await call("/api/stripe/cards", { token: fan.token, body: { cardId: "pm_card_chargeCustomerFail" } })
    ).json.data.card;
    const declined = await startTopUp(fan.token, { amount: 40, couponCode: code, cardId: failing._id });
    expect(declined.status, declined.text).toBe(402);
    expect(await usedCount()).toBe(0);
    await deliverEvents({ customer: await customerOf(fan.id) });
    expect(await usedCount()).toBe(0);
    // Paid: used for good, and the fan's next try says so.
    const paid = await startTopUp(fan.token, { amount: 40, couponCode: code });
    expect(paid.status, paid.text).toBe(201);
    await payCheckout(paid.json.data.redirectUrl);
    await deliverEvents({ customer: await customerOf(fan.id) });
    expect(await balanceOf(fan.id)).toBe(4000);
    const again = await startTopUp(fan.token, { amount: 40, couponCode: code });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: "coupon_used_up",
      message: "You have already used this coupon.",
    });
    expect(await usedCount()).toBe(1);
    // Another fan's checkout holds a second use: the limit cannot go under the two.
    const other = await createUser("fan");
    expect((await startTopUp(other.token, { amount: 40, couponCode: code })).status).toBe(201);
    const lower = await call(`/api/admin/coupons/${id}`, {
      method: "PUT",
      token: (await admin()).token,
      body: { maxUses: 1 },
    });
    expect(lower.status, lower.text).toBe(422);
    expect(lower.json.details.maxUses).toBe(
      "It has 2 uses (paid or in payments still open): allow at least that many.",
    );
    expect(await usedCount()).toBe(2);
    expect(await ledgerViolations()).toEqual([]);
  });
});
