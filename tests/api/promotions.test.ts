/**
 * Promotions, free-trial links and subscription bundles (issue 21, sections 4 and 5): each claim
 * rule through the public API, the race against maxClaims, what is charged and earned, and the
 * renewals after an offer (the cron job run at the time the test picks).
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { walletCharges } from "../../drizzle/schema/ledger";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { setSetting } from "../helpers/admin";
import { call, db, type TestUser } from "../helpers/api";
import { balanceOf, fund, ledgerViolations, longUser, runCronAt } from "../helpers/money";

const DAY = 86_400_000;

const subscribe = (fan: TestUser, performerId: string, body: Record<string, unknown> = {}, key?: string) =>
  call("/api/payment/subscribe/performers", {
    token: fan.token,
    body: { performerId, type: "monthly", paymentGateway: "wallet", ...body },
    headers: key ? { "idempotency-key": key } : {},
  });

async function promote(creator: TestUser, body: Record<string, unknown>) {
  const res = await call("/api/performer/promotions", { token: creator.token, body });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { _id: string; code: string; url: string; path: string };
}

async function pair(fanId: string, performerId: string) {
  const [row] = await db()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, fanId), eq(subscriptions.performerId, performerId)));
  return row;
}

async function chargeRow(id: string) {
  const [row] = await db().select().from(walletCharges).where(eq(walletCharges.id, id));
  return row;
}

const cancel = (fan: TestUser, subscriptionId: string) =>
  call(`/api/payment/wallet/cancel-subscription/${subscriptionId}`, { token: fan.token, method: "POST" });

/** A fan whose subscription to the creator ran out: subscribed, cancelled, expired (cron). */
async function formerSubscriber(creator: TestUser) {
  const fan = await longUser("fan");
  await fund(fan.id, 10);
  const sub = await subscribe(fan, creator.id);
  expect(sub.status, sub.text).toBe(201);
  await cancel(fan, sub.json.data.subscription._id);
  await runCronAt((await pair(fan.id, creator.id)).expiresAt! + 60_000);
  expect((await pair(fan.id, creator.id)).status).toBe("deactivated");
  return fan;
}

describe("promotions", () => {
  it("a creator creates, lists and ends promotions; bad input and non-creators are refused", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const noPercent = await call("/api/performer/promotions", {
      token: creator.token,
      body: { kind: "discount", audience: "new" },
    });
    expect(noPercent.status).toBe(422);
    expect(noPercent.json.details.percent).toBeTruthy();
    const past = await call("/api/performer/promotions", {
      token: creator.token,
      body: {
        kind: "trial",
        audience: "both",
        trialDays: 7,
        endsAt: new Date(Date.now() - DAY).toISOString(),
      },
    });
    expect(past.status).toBe(422);
    expect(past.json.details.endsAt).toBeTruthy();
    const tooLong = await call("/api/performer/promotions", {
      token: creator.token,
      body: { kind: "trial", audience: "both", trialDays: 90 },
    });
    expect(tooLong.status).toBe(422);
    const byFan = await call("/api/performer/promotions", {
      token: fan.token,
      body: { kind: "trial", audience: "both", trialDays: 7 },
    });
    expect(byFan.status).toBe(403);

    const promo = await promote(creator, { kind: "discount", audience: "both", percent: 50, months: 3 });
    expect(promo.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(promo.path).toBe(`/${creator.username}?promo=${promo.code}`);
    expect(promo.url.endsWith(promo.path)).toBe(true);
    const list = await call("/api/performer/promotions", { token: creator.token });
    expect(list.json.data.data).toEqual([
      expect.objectContaining({ _id: promo._id, claims: 0, status: "active", percent: 50, months: 3 }),
    ]);
    // Another creator cannot end it.
    const other = await longUser("performer");
    expect(
      (await call(`/api/performer/promotions/${promo._id}`, { token: other.token, method: "DELETE" })).status,
    ).toBe(404);
    const ended = await call(`/api/performer/promotions/${promo._id}`, {
      token: creator.token,
      method: "DELETE",
    });
    expect(ended.status, ended.text).toBe(200);
    expect(ended.json.data.status).toBe("ended");
    await fund(fan.id, 20);
    const late = await subscribe(fan, creator.id, { promoCode: promo.code });
    expect(late.status).toBe(410);
    expect(late.json.code).toBe("promotion_ended");
    expect(await balanceOf(fan.id)).toBe(2000);
    // A code of another creator's is not this one's.
    const theirs = await promote(other, { kind: "trial", audience: "both", trialDays: 7 });
    expect((await subscribe(fan, creator.id, { promoCode: theirs.code })).json.code).toBe(
      "promotion_not_found",
    );
  });

  it("past endsAt a claim is 410 promotion_ended and nothing changes", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const promo = await promote(creator, {
      kind: "trial",
      audience: "both",
      trialDays: 7,
      endsAt: new Date(Date.now() + 1500).toISOString(),
    });
    await new Promise((r) => setTimeout(r, 1700));
    const res = await subscribe(fan, creator.id, { promoCode: promo.code, expectedPrice: 0 });
    expect(res.status).toBe(410);
    expect(res.json.code).toBe("promotion_ended");
    expect(await pair(fan.id, creator.id)).toBeUndefined();
    const offers = await call(`/api/performers/${creator.id}/offers?promo=${promo.code}`, {
      token: fan.token,
    });
    expect(offers.json.data.promotion).toMatchObject({ status: "ended", eligible: false });
  });

  it("a discount charges percent off the first months (the creator earns on that price), then the normal price", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const promo = await promote(creator, { kind: "discount", audience: "new", percent: 33, months: 2 });
    // The profile shows it: 9.95 with 33% off is 6.6665, rounded half-up to 6.67.
    const offers = await call(`/api/performers/${creator.id}/offers`, { token: fan.token });
    expect(offers.json.data.promotion).toMatchObject({
      code: promo.code,
      kind: "discount",
      price: 6.67,
      regularPrice: 9.95,
      eligible: true,
    });
    await fund(fan.id, 50);
    const stale = await subscribe(fan, creator.id, { promoCode: promo.code, expectedPrice: 9.95 });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("price_changed");
    expect(stale.json.details.price).toBe("6.67");
    const res = await subscribe(fan, creator.id, {
      promoCode: promo.code.toLowerCase(),
      expectedPrice: 6.67,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.charge.amount).toBe(6.67);
    expect(res.json.data.subscription).toMatchObject({
      type: "monthly",
      renewalPrice: 6.67,
      discountedRenewals: 1,
    });
    const first = await chargeRow(res.json.data.charge._id);
    const [{ commission: rate }] = [{ commission: first.commission / first.amount }];
    expect(first.amount).toBe(667);
    expect(first.net + first.commission).toBe(667);
    expect(rate).toBeLessThan(1);
    expect(await balanceOf(fan.id)).toBe(5000 - 667);

    // The second month: still discounted. The third: the normal price.
    const row = await pair(fan.id, creator.id);
    await runCronAt(row.expiresAt! - 30 * 60_000);
    expect(await balanceOf(fan.id)).toBe(5000 - 667 - 667);
    const second = await pair(fan.id, creator.id);
    expect(second).toMatchObject({ expiresAt: row.expiresAt! + 30 * DAY, discountedPeriodsLeft: 0 });
    await runCronAt(second.expiresAt! - 30 * 60_000);
    expect(await balanceOf(fan.id)).toBe(5000 - 667 - 667 - 995);
    expect((await pair(fan.id, creator.id)).expiresAt).toBe(second.expiresAt! + 30 * DAY);
    const list = await call("/api/performer/promotions", { token: creator.token });
    expect(list.json.data.data[0].claims).toBe(1);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("a trial link gives free days, then renews at the normal price unless cancelled", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const promo = await promote(creator, {
      kind: "trial",
      audience: "both",
      trialDays: 7,
      message: "Welcome!",
    });
    // Trials go by link only: the profile without the code shows no offer.
    expect((await call(`/api/performers/${creator.id}/offers`)).json.data.promotion).toBeNull();
    const viaLink = await call(`/api/performers/${creator.id}/offers?promo=${promo.code}`);
    expect(viaLink.json.data.promotion).toMatchObject({
      kind: "trial",
      trialDays: 7,
      price: 0,
      message: "Welcome!",
    });
    const res = await subscribe(fan, creator.id, { promoCode: promo.code, expectedPrice: 0 });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.charge).toBeNull();
    expect(res.json.data.subscription).toMatchObject({
      type: "trial",
      isActive: true,
      willRenew: true,
      renewalPrice: 9.95,
    });
    const row = await pair(fan.id, creator.id);
    expect(row.expiresAt! - row.startedAt!).toBe(7 * DAY);
    await fund(fan.id, 20);
    await runCronAt(row.expiresAt! - 30 * 60_000);
    const renewed = await pair(fan.id, creator.id);
    expect(renewed).toMatchObject({
      type: "monthly",
      status: "active",
      expiresAt: row.expiresAt! + 30 * DAY,
    });
    expect(await balanceOf(fan.id)).toBe(2000 - 995);

    // A cancelled trial is not renewed.
    const other = await longUser("fan");
    await fund(other.id, 20);
    const trial = await subscribe(other, creator.id, { promoCode: promo.code, expectedPrice: 0 });
    await cancel(other, trial.json.data.subscription._id);
    const theirs = await pair(other.id, creator.id);
    await runCronAt(theirs.expiresAt! - 30 * 60_000);
    await runCronAt(theirs.expiresAt! + 60_000);
    expect((await pair(other.id, creator.id)).status).toBe("deactivated");
    expect(await balanceOf(other.id)).toBe(2000);
  });

  it("a free trial is a free subscription: while the site turns those off, no trial is made or started", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const promo = await promote(creator, { kind: "trial", audience: "both", trialDays: 7 });
    const discount = await promote(creator, { kind: "discount", audience: "both", percent: 50 });
    await setSetting("freeSubscriptionEnabled", false);
    try {
      const made = await call("/api/performer/promotions", {
        token: creator.token,
        body: { kind: "trial", audience: "both", trialDays: 7 },
      });
      expect(made.status).toBe(422);
      expect(made.json.details).toEqual({ kind: "Free trials are turned off on this site." });
      // The link's trial reads as ended to fans, and claiming it changes nothing.
      const offer = await call(`/api/performers/${creator.id}/offers?promo=${promo.code}`, {
        token: fan.token,
      });
      expect(offer.json.data.promotion).toMatchObject({ kind: "trial", status: "ended", eligible: false });
      const claim = await subscribe(fan, creator.id, { promoCode: promo.code, expectedPrice: 0 });
      expect(claim.status).toBe(410);
      expect(claim.json).toMatchObject({
        code: "promotion_ended",
        message: "Free trials are turned off on this site.",
      });
      expect(await pair(fan.id, creator.id)).toBeUndefined();
      // A discount is not free: it is still offered.
      const discounted = await call(`/api/performers/${creator.id}/offers?promo=${discount.code}`, {
        token: fan.token,
      });
      expect(discounted.json.data.promotion).toMatchObject({
        kind: "discount",
        status: "active",
        eligible: true,
      });
    } finally {
      await setSetting("freeSubscriptionEnabled", true);
    }
    // Turned on again, the same link works.
    const res = await subscribe(fan, creator.id, { promoCode: promo.code, expectedPrice: 0 });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.subscription).toMatchObject({ type: "trial", isActive: true });
  });

  it("checks the audience: new = never subscribed, expired = a subscription that ended", async () => {
    const creator = await longUser("performer");
    const forNew = await promote(creator, { kind: "trial", audience: "new", trialDays: 3 });
    const forExpired = await promote(creator, { kind: "trial", audience: "expired", trialDays: 3 });
    const former = await formerSubscriber(creator);
    const newcomer = await longUser("fan");
    const no1 = await subscribe(former, creator.id, { promoCode: forNew.code });
    expect(no1.status).toBe(403);
    expect(no1.json.code).toBe("promotion_not_for_you");
    const no2 = await subscribe(newcomer, creator.id, { promoCode: forExpired.code });
    expect(no2.json.code).toBe("promotion_not_for_you");
    expect(await pair(newcomer.id, creator.id)).toBeUndefined();
    const offers = await call(`/api/performers/${creator.id}/offers?promo=${forExpired.code}`, {
      token: newcomer.token,
    });
    expect(offers.json.data.promotion.eligible).toBe(false);
    expect((await subscribe(former, creator.id, { promoCode: forExpired.code })).status).toBe(201);
    expect((await subscribe(newcomer, creator.id, { promoCode: forNew.code })).status).toBe(201);
    // A current subscriber is neither new nor expired (with renewal cancelled, they may subscribe again).
    const both = await promote(creator, { kind: "discount", audience: "both", percent: 10 });
    await cancel(newcomer, (await pair(newcomer.id, creator.id)).id);
    await fund(newcomer.id, 20);
    expect((await subscribe(newcomer, creator.id, { promoCode: both.code })).json.code).toBe(
      "promotion_not_for_you",
    );
  });

  it("one claim per fan per promotion, also when the fan's requests race", async () => {
    const creator = await longUser("performer");
    const promo = await promote(creator, { kind: "trial", audience: "both", trialDays: 3 });
    const fan = await longUser("fan");
    const both = await Promise.all([
      subscribe(fan, creator.id, { promoCode: promo.code }, "race-a"),
      subscribe(fan, creator.id, { promoCode: promo.code }, "race-b"),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(["promotion_already_claimed", "already_subscribed"]).toContain(
      both.find((r) => r.status === 409)!.json.code,
    );
    // Cancelled (access stays) and trying again: the promotion was theirs once.
    await cancel(fan, (await pair(fan.id, creator.id)).id);
    const again = await subscribe(fan, creator.id, { promoCode: promo.code });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("promotion_already_claimed");
    const list = await call("/api/performer/promotions", { token: creator.token });
    expect(list.json.data.data[0].claims).toBe(1);
  });

  it("parallel claims never exceed maxClaims: exactly maxClaims succeed, the rest are 409 promotion_used_up", async () => {
    const creator = await longUser("performer");
    const promo = await promote(creator, { kind: "discount", audience: "new", percent: 20, maxClaims: 3 });
    const fans = await Promise.all(Array.from({ length: 8 }, () => longUser("fan")));
    await Promise.all(fans.map((f) => fund(f.id, 20)));
    const results = await Promise.all(
      fans.map((f) => subscribe(f, creator.id, { promoCode: promo.code, expectedPrice: 7.96 })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.json.code)).toEqual(Array(5).fill("promotion_used_up"));
    // The refused paid nothing and have no subscription.
    const balances = await Promise.all(fans.map((f) => balanceOf(f.id)));
    expect(balances.filter((b) => b === 2000 - 796)).toHaveLength(3);
    expect(balances.filter((b) => b === 2000)).toHaveLength(5);
    const list = await call("/api/performer/promotions", { token: creator.token });
    expect(list.json.data.data[0]).toMatchObject({ claims: 3, status: "used_up" });
    expect(await ledgerViolations()).toEqual([]);
  });

  it("replays a claim with its Idempotency-Key: the first answer, nothing claimed or charged twice", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const discount = await promote(creator, { kind: "discount", audience: "both", percent: 50 });
    await fund(fan.id, 20);
    const first = await subscribe(
      fan,
      creator.id,
      { promoCode: discount.code, expectedPrice: 4.98 },
      "promo-k1",
    );
    expect(first.status, first.text).toBe(201);
    const retried = await subscribe(
      fan,
      creator.id,
      { promoCode: discount.code, expectedPrice: 4.98 },
      "promo-k1",
    );
    expect(retried.status).toBe(201);
    expect(retried.json.data.charge._id).toBe(first.json.data.charge._id);
    expect(await balanceOf(fan.id)).toBe(2000 - 498);
    const reused = await subscribe(fan, creator.id, { type: "yearly" }, "promo-k1");
    expect(reused.json.code).toBe("idempotency_key_reused");

    const trial = await promote(creator, { kind: "trial", audience: "both", trialDays: 5 });
    const other = await longUser("fan");
    const t1 = await subscribe(other, creator.id, { promoCode: trial.code }, "trial-k1");
    const t2 = await subscribe(other, creator.id, { promoCode: trial.code }, "trial-k1");
    expect([t1.status, t2.status]).toEqual([201, 201]);
    expect(t2.json.data.subscription._id).toBe(t1.json.data.subscription._id);
    expect(t2.json.data.subscription.expiresAt).toBe(t1.json.data.subscription.expiresAt);
    const list = await call("/api/performer/promotions", { token: creator.token });
    expect(list.json.data.data.find((p: { _id: string }) => p._id === trial._id).claims).toBe(1);
  });

  it("offers and bundles are paid from the wallet; an offer goes with a monthly subscription", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const promo = await promote(creator, { kind: "discount", audience: "both", percent: 10 });
    const card = await subscribe(fan, creator.id, { promoCode: promo.code, paymentGateway: "stripe" });
    expect(card.status).toBe(422);
    expect(card.json.details.paymentGateway).toBeTruthy();
    const yearly = await subscribe(fan, creator.id, { promoCode: promo.code, type: "yearly" });
    expect(yearly.status).toBe(422);
    expect(yearly.json.details.type).toBeTruthy();
  });
});

describe("subscription bundles", () => {
  it("a creator sets 3, 6 and 12-month bundles; the profile shows each with what it saves", async () => {
    const creator = await longUser("performer");
    const bad = await call("/api/performer/subscription-settings", {
      token: creator.token,
      method: "PUT",
      body: { bundles: [{ months: 4, percent: 10 }] },
    });
    expect(bad.status).toBe(422);
    const twice = await call("/api/performer/subscription-settings", {
      token: creator.token,
      method: "PUT",
      body: {
        bundles: [
          { months: 3, percent: 10 },
          { months: 3, percent: 20 },
        ],
      },
    });
    expect(twice.status).toBe(422);
    const tooMuch = await call("/api/performer/subscription-settings", {
      token: creator.token,
      method: "PUT",
      body: { bundles: [{ months: 3, percent: 95 }] },
    });
    expect(tooMuch.status).toBe(422);
    const set = await call("/api/performer/subscription-settings", {
      token: creator.token,
      method: "PUT",
      body: {
        bundles: [
          { months: 12, percent: 20 },
          { months: 3, percent: 10 },
          { months: 6, percent: 15 },
        ],
      },
    });
    expect(set.status, set.text).toBe(200);
    // 9.95 × 3 × 0.9 = 26.865 → 26.87 (half-up); × 6 × 0.85 = 50.745 → 50.75; × 12 × 0.8 = 95.52.
    const expected = [
      { months: 3, percent: 10, price: 26.87, saving: 2.98 },
      { months: 6, percent: 15, price: 50.75, saving: 8.95 },
      { months: 12, percent: 20, price: 95.52, saving: 23.88 },
    ];
    expect(set.json.data.bundles).toEqual(expected);
    const offers = await call(`/api/performers/${creator.id}/offers`);
    expect(offers.json.data.bundles).toEqual(expected);
    const fan = await longUser("fan");
    const byFan = await call("/api/performer/subscription-settings", {
      token: fan.token,
      method: "PUT",
      body: { bundles: [] },
    });
    expect(byFan.status).toBe(403);
  });

  it("a bundle charges its price once, runs for its months, then renews monthly at the normal price", async () => {
    const creator = await longUser("performer");
    await call("/api/performer/subscription-settings", {
      token: creator.token,
      method: "PUT",
      body: { bundles: [{ months: 3, percent: 10 }] },
    });
    const fan = await longUser("fan");
    await fund(fan.id, 40);
    const none = await subscribe(fan, creator.id, { type: "bundle", months: 6 });
    expect(none.status).toBe(422);
    expect(none.json.details.months).toBeTruthy();
    const noMonths = await subscribe(fan, creator.id, { type: "bundle" });
    expect(noMonths.status).toBe(422);
    const stale = await subscribe(fan, creator.id, { type: "bundle", months: 3, expectedPrice: 29.85 });
    expect(stale.json.code).toBe("price_changed");
    expect(stale.json.details.price).toBe("26.87");
    const res = await subscribe(
      fan,
      creator.id,
      { type: "bundle", months: 3, expectedPrice: 26.87 },
      "bundle-k",
    );
    expect(res.status, res.text).toBe(201);
    expect(res.json.data.charge.amount).toBe(26.87);
    expect(res.json.data.subscription).toMatchObject({ type: "bundle", isActive: true, renewalPrice: 9.95 });
    const replay = await subscribe(
      fan,
      creator.id,
      { type: "bundle", months: 3, expectedPrice: 26.87 },
      "bundle-k",
    );
    expect(replay.json.data.charge._id).toBe(res.json.data.charge._id);
    expect(await balanceOf(fan.id)).toBe(4000 - 2687);
    const charged = await chargeRow(res.json.data.charge._id);
    expect(charged.net + charged.commission).toBe(2687);
    const row = await pair(fan.id, creator.id);
    // 90 days from the request (startedAt is stamped a moment later, as the batch is written).
    expect(Math.abs(row.expiresAt! - row.startedAt! - 90 * DAY)).toBeLessThan(5_000);
    // Nothing is charged during the bundle; at its end, a month at the normal price.
    await runCronAt(row.startedAt! + 45 * DAY);
    expect(await balanceOf(fan.id)).toBe(4000 - 2687);
    await runCronAt(row.expiresAt! - 30 * 60_000);
    expect(await balanceOf(fan.id)).toBe(4000 - 2687 - 995);
    expect(await pair(fan.id, creator.id)).toMatchObject({
      type: "monthly",
      expiresAt: row.expiresAt! + 30 * DAY,
    });
    expect(await ledgerViolations()).toEqual([]);
  });
});
