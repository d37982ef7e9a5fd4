/**
 * Subscriptions with a controlled clock: the cron job runs at the scheduled time the test picks
 * (runCronAt), so renewals, lapses and expiries happen without waiting.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../drizzle/schema/outbox";
import { performerProfiles } from "../../drizzle/schema/performers";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { call, createUser, db, type TestUser } from "../helpers/api";
import {
  accountBalance,
  admin,
  balanceOf,
  customerOf,
  deliverEvents,
  fund,
  ledgerViolations,
  longUser,
  payCheckout,
  runCronAt,
  standinControl,
  stripeApi,
  transaction,
} from "../helpers/money";

const DAY = 86_400_000;

const subscribe = (fan: TestUser, performerId: string, body: Record<string, unknown> = {}, key?: string) =>
  call("/api/payment/subscribe/performers", {
    token: fan.token,
    body: { performerId, type: "monthly", paymentGateway: "wallet", ...body },
    headers: key ? { "idempotency-key": key } : {},
  });

async function pair(fanId: string, performerId: string) {
  const [row] = await db()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, fanId), eq(subscriptions.performerId, performerId)));
  return row;
}

/** A post only subscribers see, and whether the fan sees it unlocked now. */
async function subscriberPost(creator: TestUser) {
  const res = await call("/api/performer/feeds", {
    token: creator.token,
    body: { type: "text", text: "<p>For my subscribers</p>" },
  });
  return res.json.data._id as string;
}
const unlocked = async (fan: TestUser, feedId: string) =>
  !(await call(`/api/user/feeds/${feedId}`, { token: fan.token })).json.data.isLocked;

async function subscribers(performerId: string) {
  const [row] = await db().select().from(performerProfiles).where(eq(performerProfiles.userId, performerId));
  return row.totalSubscribers;
}

describe("wallet subscriptions", () => {
  it("subscribes from the balance: the period is paid, the content unlocks, a second subscribe is a 409", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const post = await subscriberPost(creator);
    await fund(fan.id, 5);
    const short = await subscribe(fan, creator.id);
    expect(short.status).toBe(402);
    expect(await unlocked(fan, post)).toBe(false);
    await fund(fan.id, 20);
    const res = await subscribe(fan, creator.id);
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.subscription).toMatchObject({
      type: "monthly",
      status: "active",
      isActive: true,
      willRenew: true,
      paymentGateway: "wallet",
    });
    expect(res.json.data.charge).toMatchObject({ type: "subscription", amount: 9.95, targetId: creator.id });
    expect(await balanceOf(fan.id)).toBe(2500 - 995);
    expect(await unlocked(fan, post)).toBe(true);
    const again = await subscribe(fan, creator.id);
    expect(again.status).toBe(409);
    // The first request retried with its Idempotency-Key: the first answer, nothing charged.
    const other = await longUser("fan");
    await fund(other.id, 20);
    const first = await subscribe(other, creator.id, {}, "sub-key");
    const retried = await subscribe(other, creator.id, {}, "sub-key");
    expect(retried.status).toBe(201);
    expect(retried.json.data.charge._id).toBe(first.json.data.charge._id);
    expect(await balanceOf(other.id)).toBe(2000 - 995);
    expect(again.json.code).toBe("already_subscribed");
    expect(await balanceOf(fan.id)).toBe(2500 - 995);
    const mine = await call("/api/subscriptions/user/search", { token: fan.token });
    expect(mine.json.data.data.map((s: { performerId: string }) => s.performerId)).toEqual([creator.id]);
    expect(await subscribers(creator.id)).toBe(2);
    const theirs = await call("/api/subscriptions/performer/search?activeOnly=true&sort=asc", {
      token: creator.token,
    });
    expect(theirs.json.data.data.map((s: { userId: string }) => s.userId)).toEqual([fan.id, other.id]);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("subscribing also follows: the follower count moves once, an existing follow stays, a renewal leaves an unfollow alone", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const follower = await longUser("fan");
    const followers = async () =>
      (await call(`/api/follows/followers?performerId=${creator.id}`, { token: creator.token })).json.data;
    expect((await call(`/api/follows/${creator.id}`, { method: "POST", token: follower.token })).status).toBe(
      200,
    );
    await fund(fan.id, 20);
    await fund(follower.id, 20);
    expect((await subscribe(fan, creator.id)).status).toBe(201);
    expect((await subscribe(follower, creator.id)).status).toBe(201);
    const list = await followers();
    expect(list.total).toBe(2);
    expect(list.data.map((f: { user: { _id: string } }) => f.user._id).sort()).toEqual(
      [fan.id, follower.id].sort(),
    );
    const profile = await call(`/api/performers/${creator.id}`, { token: fan.token });
    expect(profile.json.data).toMatchObject({ isFollowed: true });
    const [row] = await db().select().from(performerProfiles).where(eq(performerProfiles.userId, creator.id));
    expect(row.totalFollowers).toBe(2);
    // The fan unfollows and their subscription renews: they stay unfollowed.
    await call(`/api/follows/${creator.id}`, { method: "DELETE", token: fan.token });
    const sub = await pair(fan.id, creator.id);
    await runCronAt((sub.expiresAt ?? 0) - 30 * 60_000);
    expect((await pair(fan.id, creator.id)).expiresAt).toBeGreaterThan(sub.expiresAt ?? 0);
    expect((await followers()).total).toBe(1);
  });

  it("finds a creator's subscribers, and a fan's creators, by name or username (q)", async () => {
    const creator = await createUser("performer", { name: "Quinn Harbor" });
    const zelda = await createUser("fan", { name: "Zelda Quartz" });
    const bob = await createUser("fan", { name: "Bob Stone" });
    for (const fan of [zelda, bob]) {
      await fund(fan.id, 20);
      expect((await subscribe(fan, creator.id)).status).toBe(201);
    }
    const fansOf = async (q: string) => {
      const res = await call(`/api/subscriptions/performer/search?q=${encodeURIComponent(q)}`, {
        token: creator.token,
      });
      expect(res.status, res.text).toBe(200);
      return { ids: res.json.data.data.map((s: { userId: string }) => s.userId), total: res.json.data.total };
    };
    expect(await fansOf("zelda")).toEqual({ ids: [zelda.id], total: 1 });
    expect(await fansOf(bob.username)).toEqual({ ids: [bob.id], total: 1 });
    // LIKE's wildcards are text here, and a creator's own name is not one of their fans.
    expect(await fansOf("%")).toEqual({ ids: [], total: 0 });
    expect(await fansOf("Quinn")).toEqual({ ids: [], total: 0 });
    const mine = await call("/api/subscriptions/user/search?q=harbor", { token: zelda.token });
    expect(mine.json.data.data.map((s: { performerId: string }) => s.performerId)).toEqual([creator.id]);
    const none = await call("/api/subscriptions/user/search?q=zelda", { token: zelda.token });
    expect(none.json.data.total).toBe(0);
  });

  it("renews from the balance before expiry, once even when cron runs overlap, and lapses at expiry when short", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const post = await subscriberPost(creator);
    await fund(fan.id, 20);
    await subscribe(fan, creator.id);
    const first = await pair(fan.id, creator.id);
    const expiry = first.expiresAt!;
    // Two runs at once, half an hour before expiry: one renewal, from the expiry (no gap, no overlap).
    await Promise.all([runCronAt(expiry - 30 * 60_000), runCronAt(expiry - 30 * 60_000)]);
    const renewed = await pair(fan.id, creator.id);
    expect(renewed.expiresAt).toBe(expiry + 30 * DAY);
    expect(await balanceOf(fan.id)).toBe(2000 - 2 * 995);
    await runCronAt(expiry - 10 * 60_000);
    expect(await balanceOf(fan.id)).toBe(2000 - 2 * 995);

    // 0.10 left: the next renewal cannot be paid. Before expiry it waits; at expiry it lapses, once, with a notice.
    const secondExpiry = renewed.expiresAt!;
    await runCronAt(secondExpiry - 30 * 60_000);
    expect((await pair(fan.id, creator.id)).status).toBe("active");
    await runCronAt(secondExpiry + 60_000);
    await runCronAt(secondExpiry + 120_000);
    const lapsed = await pair(fan.id, creator.id);
    expect(lapsed.status).toBe("deactivated");
    expect(await balanceOf(fan.id)).toBe(10);
    const notices = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, fan.email), eq(emailOutbox.subject, "Your subscription has ended")));
    expect(notices).toHaveLength(1);
    expect(notices[0].text).toContain("did not have the 9.95 tokens");
    expect(await unlocked(fan, post)).toBe(false);
    expect(await subscribers(creator.id)).toBe(0);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("cancelling stops renewal and keeps access until expiry", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const post = await subscriberPost(creator);
    await fund(fan.id, 50);
    const sub = (await subscribe(fan, creator.id)).json.data.subscription;
    const wrong = await call(`/api/payment/stripe/cancel-subscription/${sub._id}`, {
      token: fan.token,
      method: "POST",
    });
    expect(wrong.status).toBe(422);
    expect(
      (await call(`/api/payment/paypal/cancel-subscription/${sub._id}`, { token: fan.token, method: "POST" }))
        .status,
    ).toBe(400);
    const stranger = await longUser("fan");
    expect(
      (
        await call(`/api/payment/wallet/cancel-subscription/${sub._id}`, {
          token: stranger.token,
          method: "POST",
        })
      ).status,
    ).toBe(404);
    const cancelled = await call(`/api/payment/wallet/cancel-subscription/${sub._id}`, {
      token: fan.token,
      method: "POST",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.data).toMatchObject({ isActive: true, willRenew: false });
    const expiry = (await pair(fan.id, creator.id)).expiresAt!;
    await runCronAt(expiry - 30 * 60_000);
    expect(await balanceOf(fan.id)).toBe(5000 - 995);
    expect(await unlocked(fan, post)).toBe(true);
    await runCronAt(expiry + 60_000);
    expect((await pair(fan.id, creator.id)).status).toBe("deactivated");
    expect(await balanceOf(fan.id)).toBe(5000 - 995);
  });

  it("a cancelled subscription's renewal can be turned back on while it lasts, and then renews; not once it ended", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    await fund(fan.id, 50);
    const sub = (await subscribe(fan, creator.id)).json.data.subscription;
    const resume = (token: string, provider = "wallet") =>
      call(`/api/payment/${provider}/resume-subscription/${sub._id}`, { token, method: "POST" });
    // Resuming one that renews changes nothing.
    expect((await resume(fan.token)).json.data).toMatchObject({ isActive: true, willRenew: true });
    await call(`/api/payment/wallet/cancel-subscription/${sub._id}`, { token: fan.token, method: "POST" });
    expect((await resume((await longUser("fan")).token)).status).toBe(404);
    expect((await resume(fan.token, "stripe")).status).toBe(422);
    const resumed = await resume(fan.token);
    expect(resumed.status, resumed.text).toBe(200);
    expect(resumed.json.data).toMatchObject({ isActive: true, willRenew: true, cancelledAt: null });
    // Nothing charged now, still one subscriber; the renewal is charged at expiry.
    expect(await balanceOf(fan.id)).toBe(5000 - 995);
    expect(await subscribers(creator.id)).toBe(1);
    const expiry = (await pair(fan.id, creator.id)).expiresAt!;
    await runCronAt(expiry - 30 * 60_000);
    expect(await balanceOf(fan.id)).toBe(5000 - 2 * 995);
    expect((await pair(fan.id, creator.id)).expiresAt).toBe(expiry + 30 * DAY);

    // Ended: the way back is subscribing again.
    await call(`/api/payment/wallet/cancel-subscription/${sub._id}`, { token: fan.token, method: "POST" });
    await runCronAt(expiry + 30 * DAY + 60_000);
    const ended = await resume(fan.token);
    expect(ended.status).toBe(409);
    expect(ended.json.code).toBe("subscription_ended");
    expect(await ledgerViolations()).toEqual([]);
  });

  it("gives one free subscription per fan and creator while the site allows it, then renews it as monthly", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    expect((await subscribe(fan, creator.id, { type: "free" })).json.code).toBe(
      "free_subscription_unavailable",
    );
    const offer = await call(`/api/performers/${creator.id}`, {
      token: creator.token,
      method: "PUT",
      body: { isFreeSubscription: true, freeSubscriptionDays: 3 },
    });
    expect(offer.status, offer.text).toBe(200);
    const free = await subscribe(fan, creator.id, { type: "free" });
    expect(free.status, free.text).toBe(201);
    expect(free.json.data.subscription).toMatchObject({ type: "free", isActive: true, freeTrialUsed: true });
    expect(free.json.data.charge).toBeNull();
    const row = await pair(fan.id, creator.id);
    expect(row.expiresAt! - row.startedAt!).toBe(3 * DAY);

    await fund(fan.id, 20);
    await runCronAt(row.expiresAt! - 30 * 60_000);
    const renewed = await pair(fan.id, creator.id);
    expect(renewed).toMatchObject({
      type: "monthly",
      status: "active",
      expiresAt: row.expiresAt! + 30 * DAY,
    });
    expect(await balanceOf(fan.id)).toBe(2000 - 995);

    // Once per pair: cancelled and expired, the free one is not offered again.
    await call(`/api/payment/wallet/cancel-subscription/${renewed.id}`, { token: fan.token, method: "POST" });
    await runCronAt(renewed.expiresAt! + 60_000);
    const second = await subscribe(fan, creator.id, { type: "free" });
    expect(second.status).toBe(422);
    expect(second.json.message).toBe("You have already had your free subscription to this creator.");

    // The site switch stops new free subscriptions everywhere.
    const other = await longUser("fan");
    const off = await call("/api/admin/settings/freeSubscriptionEnabled", {
      token: (await admin()).token,
      method: "PUT",
      body: { value: false },
    });
    expect(off.status, off.text).toBe(200);
    expect((await subscribe(other, creator.id, { type: "free" })).json.code).toBe(
      "free_subscription_unavailable",
    );
    await call("/api/admin/settings/freeSubscriptionEnabled", {
      token: (await admin()).token,
      method: "PUT",
      body: { value: true },
    });
  });
});

describe("card subscriptions (Stripe)", () => {
  it("starts on Checkout, is paid and renewed by Stripe's webhooks, and ends at period end when cancelled", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const post = await subscriberPost(creator);
    const res = await subscribe(fan, creator.id, { paymentGateway: "stripe" });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.redirectUrl).toMatch(/\/checkout\/cs_test_/);
    expect(res.json.data.subscription.status).toBe("created");
    expect(await unlocked(fan, post)).toBe(false);
    await payCheckout(res.json.data.redirectUrl);
    const customer = await customerOf(fan.id);
    await deliverEvents({ customer });
    const active = await pair(fan.id, creator.id);
    expect(active).toMatchObject({ status: "active", type: "monthly", paymentGateway: "stripe" });
    expect(active.stripeSubscriptionId).toMatch(/^sub_/);
    expect(await unlocked(fan, post)).toBe(true);
    // The card paid the period: the fan's wallet went +9.95 -9.95, the creator earned the net.
    expect(await balanceOf(fan.id)).toBe(0);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(796);
    const spent = await call("/api/wallet/charges/search", { token: fan.token });
    expect(spent.json.data.data[0]).toMatchObject({ type: "subscription", paidWith: "card", amount: 9.95 });
    const payments = await call("/api/payment/transactions/user/search", { token: fan.token });
    expect(payments.json.data.data[0]).toMatchObject({
      type: "subscription",
      status: "success",
      amount: 9.95,
    });

    // Stripe renews at period end.
    await standinControl(`subscriptions/${active.stripeSubscriptionId}/advance`, {});
    await deliverEvents({ customer });
    const renewed = await pair(fan.id, creator.id);
    expect(renewed.expiresAt).toBe(active.expiresAt! + 30 * DAY);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(2 * 796);

    // Cancelled and resumed: Stripe is told both, and renews it again at period end.
    const cancelFirst = await call(`/api/payment/stripe/cancel-subscription/${renewed.id}`, {
      token: fan.token,
      method: "POST",
    });
    expect(cancelFirst.json.data).toMatchObject({ willRenew: false, isActive: true });
    const resumed = await call(`/api/payment/stripe/resume-subscription/${renewed.id}`, {
      token: fan.token,
      method: "POST",
    });
    expect(resumed.json.data).toMatchObject({ willRenew: true, isActive: true });
    await standinControl(`subscriptions/${active.stripeSubscriptionId}/advance`, {});
    const again = await deliverEvents({ customer });
    expect(again.map((e) => e.type)).not.toContain("customer.subscription.deleted");
    expect((await pair(fan.id, creator.id)).expiresAt).toBe(renewed.expiresAt! + 30 * DAY);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(3 * 796);

    // Cancelled: Stripe ends it at period end; access stays until the paid period expires.
    const cancel = await call(`/api/payment/stripe/cancel-subscription/${renewed.id}`, {
      token: fan.token,
      method: "POST",
    });
    expect(cancel.json.data).toMatchObject({ willRenew: false, isActive: true });
    await standinControl(`subscriptions/${active.stripeSubscriptionId}/advance`, {});
    const ended = await deliverEvents({ customer });
    expect(ended.map((e) => e.type)).toContain("customer.subscription.deleted");
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(3 * 796);
    expect(await unlocked(fan, post)).toBe(true);
    await runCronAt(renewed.expiresAt! + 30 * DAY + 60_000);
    expect((await pair(fan.id, creator.id)).status).toBe("deactivated");
    expect(await ledgerViolations()).toEqual([]);
  });

  it("a fan who cancels on Checkout comes back to the page they subscribed from, the Checkout closed and nothing charged", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const from = `/${creator.username}`;
    const res = await subscribe(fan, creator.id, { paymentGateway: "stripe", returnPath: from });
    expect(res.status, res.text).toBe(201);
    const txId = res.json.data.transactionId as string;
    const { stripeCheckoutSessionId } = await transaction(txId);
    const session = await stripeApi(`/checkout/sessions/${stripeCheckoutSessionId}`);
    const cancelLink = new URL(session.cancel_url);
    expect(cancelLink.pathname).toBe("/payment/cancelled");

    // Another user following the link closes nothing; the payer's browser does.
    const other = await longUser("fan");
    expect((await call(cancelLink.pathname + cancelLink.search, { token: other.token })).status).toBe(302);
    expect((await transaction(txId)).status).toBe("created");
    const back = await call(cancelLink.pathname + cancelLink.search, { token: fan.token });
    expect(back.status).toBe(302);
    const next = new URL(back.headers.get("location") ?? "", "http://x");
    expect(next.pathname).toBe(from);
    expect(Object.fromEntries(next.searchParams)).toEqual({ payment: "cancelled", transactionId: txId });
    expect((await transaction(txId)).status).toBe("canceled");
    expect((await stripeApi(`/checkout/sessions/${stripeCheckoutSessionId}`)).status).toBe("expired");
    // Stripe's expiry event lands on the same state; the fan is not subscribed and can start again.
    await deliverEvents({ object: stripeCheckoutSessionId! });
    expect((await transaction(txId)).status).toBe("canceled");
    expect((await pair(fan.id, creator.id)).status).not.toBe("active");
    const again = await subscribe(fan, creator.id, { paymentGateway: "stripe", returnPath: from });
    expect(again.status, again.text).toBe(201);
    expect(again.json.data.redirectUrl).toMatch(/\/checkout\/cs_test_/);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("a free card subscription is a Stripe trial that then renews as monthly", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    await db()
      .update(performerProfiles)
      .set({ isFreeSubscription: true, freeSubscriptionDays: 7 })
      .where(eq(performerProfiles.userId, creator.id));
    const res = await subscribe(fan, creator.id, { type: "free", paymentGateway: "stripe" });
    expect(res.status, res.text).toBe(201);
    await payCheckout(res.json.data.redirectUrl);
    const customer = await customerOf(fan.id);
    await deliverEvents({ customer });
    const trial = await pair(fan.id, creator.id);
    expect(trial).toMatchObject({ status: "active", type: "free" });
    expect(trial.freeTrialUsedAt).not.toBeNull();
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(0);
    await standinControl(`subscriptions/${trial.stripeSubscriptionId}/advance`, {});
    await deliverEvents({ customer });
    expect(await pair(fan.id, creator.id)).toMatchObject({
      type: "monthly",
      expiresAt: trial.expiresAt! + 30 * DAY,
    });
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(796);
    expect(await ledgerViolations()).toEqual([]);
  });
});
