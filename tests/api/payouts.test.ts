import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { performerPayoutSettings, performerProfiles } from "../../drizzle/schema/performers";
import { call, db, type TestUser } from "../helpers/api";
import {
  accountBalance,
  admin,
  charge,
  fund,
  ledgerViolations,
  longUser,
  runCronAt,
  saleFeed,
  stripeApi,
} from "../helpers/money";

async function paypal(creator: TestUser) {
  const now = Date.now();
  await db().insert(performerPayoutSettings).values({
    performerId: creator.id,
    preferredMethod: "paypal",
    paypalEmail: "pay@example.com",
    createdAt: now,
    updatedAt: now,
  });
}

/** A creator who earned `tips` tips of 100 tokens (80 net each). */
async function earner(tips = 2) {
  const creator = await longUser("performer");
  const fan = await longUser("fan");
  await fund(fan.id, tips * 100);
  for (let i = 0; i < tips; i++) await charge(fan.token, "tip", creator.id, { amount: 100 });
  return { creator, fan };
}

const request = (creator: TestUser, body: Record<string, unknown>) =>
  call("/api/payout-requests", { token: creator.token, body: { paymentMethod: "paypal", ...body } });

describe("payouts", () => {
  it("reserves the amount, one pending request at a time, at least the minimum, at most what is available", async () => {
    const { creator } = await earner(2);
    const calc = await call("/api/payout-requests/calculate", { token: creator.token, method: "POST" });
    expect(calc.json.data).toMatchObject({
      totalEarned: 160,
      paid: 0,
      pending: 0,
      available: 160,
      minimumPayoutAmount: 50,
      canRequest: true,
    });
    const noMethod = await request(creator, { amount: 60 });
    expect(noMethod.status).toBe(422);
    expect(noMethod.json.details.paymentMethod).toBe("Save your PayPal email first.");
    await paypal(creator);
    expect((await request(creator, { amount: 40 })).json.details.amount).toBe("Request at least 50 tokens.");
    expect((await request(creator, { amount: 161 })).json.details.amount).toBe(
      "You can request at most 160 tokens now.",
    );
    const made = await request(creator, { amount: 100, requestNote: "Thanks!" });
    expect(made.status, made.text).toBe(201);
    expect(made.json.data).toMatchObject({
      amount: 100,
      status: "pending",
      paymentMethod: "paypal",
      requestNote: "Thanks!",
    });
    expect(made.json.data.payoutDetails.paypal.email).toBe("pay@example.com");
    expect(await accountBalance(`reserve:${creator.id}`)).toBe(10000);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(6000);
    expect((await request(creator, { amount: 50 })).json.code).toBe("payout_pending");
    const pending = await call("/api/payout-requests/check/pending-review", { token: creator.token });
    expect(pending.json.data.hasPending).toBe(true);

    // The creator edits it while pending: the reserve follows the amount.
    const id = made.json.data._id;
    const edited = await call(`/api/payout-requests/${id}`, {
      token: creator.token,
      method: "PUT",
      body: { amount: 150 },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await accountBalance(`reserve:${creator.id}`)).toBe(15000);
    expect(
      (
        await call(`/api/payout-requests/${id}`, {
          token: creator.token,
          method: "PUT",
          body: { amount: 170 },
        })
      ).status,
    ).toBe(422);
    const someone = await longUser("performer");
    expect(
      (
        await call(`/api/payout-requests/${id}`, {
          token: someone.token,
          method: "PUT",
          body: { amount: 60 },
        })
      ).status,
    ).toBe(404);
    expect((await call(`/api/payout-requests/${id}/view`, { token: someone.token })).status).toBe(404);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("admins approve, reject (the reserve comes back) and mark paid with a reference (the tokens leave)", async () => {
    const { creator } = await earner(3);
    await paypal(creator);
    const adm = await admin();
    const first = (await request(creator, { amount: 100 })).json.data;
    expect(
      (
        await call(`/api/admin/payout-requests/${first._id}/approve`, {
          token: creator.token,
          method: "POST",
        })
      ).status,
    ).toBe(403);
    const rejected = await call(`/api/admin/payout-requests/${first._id}/reject`, {
      token: adm.token,
      body: { reason: "Details do not match" },
    });
    expect(rejected.json.data).toMatchObject({ status: "rejected", adminNote: "Details do not match" });
    expect(await accountBalance(`reserve:${creator.id}`)).toBe(0);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(24000);
    expect(
      (
        await call(`/api/payout-requests/${first._id}`, {
          token: creator.token,
          method: "PUT",
          body: { amount: 60 },
        })
      ).json.code,
    ).toBe("payout_not_pending");

    const second = (await request(creator, { amount: 200 })).json.data;
    const approved = await call(`/api/admin/payout-requests/${second._id}/approve`, {
      token: adm.token,
      body: { note: "ok" },
    });
    expect(approved.json.data.status).toBe("approved");
    expect(
      (await call(`/api/admin/payout-requests/${second._id}/paid`, { token: adm.token, body: {} })).json
        .details.reference,
    ).toBeTruthy();
    const paid = await call(`/api/admin/payout-requests/${second._id}/paid`, {
      token: adm.token,
      body: { reference: "PP-123" },
    });
    expect(paid.json.data).toMatchObject({ status: "done", reference: "PP-123" });
    expect(
      (
        await call(`/api/admin/payout-requests/${second._id}/reject`, {
          token: adm.token,
          body: { reason: "late" },
        })
      ).status,
    ).toBe(409);
    expect(await accountBalance(`reserve:${creator.id}`)).toBe(0);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(4000);
    expect(await accountBalance("platform:outside")).toBeLessThan(0);
    const calc = (await call("/api/payout-requests/calculate", { token: creator.token, method: "POST" })).json
      .data;
    expect(calc).toMatchObject({ totalEarned: 240, paid: 200, pending: 0, available: 40, canRequest: false });
    const stats = (await call("/api/performer/earning/stats", { token: creator.token })).json.data;
    expect(stats).toMatchObject({ gross: 300, commission: 60, net: 240, paid: 200, unpaid: 40 });
    const audit = (
      await call(`/api/admin/audit-log?targetId=${second._id}`, { token: (await admin()).token })
    ).json.data.data as { action: string }[];
    expect(audit.map((a) => a.action).sort()).toEqual(["payout.approve", "payout.paid"]);
    const list = await call("/api/payout-requests/search?status=done", { token: creator.token });
    expect(list.json.data.data.map((p: { _id: string }) => p._id)).toEqual([second._id]);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("pays a stripe request by a Connect transfer once the creator finished onboarding", async () => {
    const { creator } = await earner(1);
    const adm = await admin();
    expect(
      (await request(creator, { amount: 60, paymentMethod: "stripe" })).json.details.paymentMethod,
    ).toMatch(/Connect your Stripe account/);
    const connect = await call("/api/stripe/accounts", { token: creator.token, body: {} });
    expect(connect.status, connect.text).toBe(201);
    expect(connect.json.data.onboardingUrl).toMatch(/\/connect\/onboarding\//);
    const done = await fetch(connect.json.data.onboardingUrl, { method: "POST", redirect: "manual" });
    expect(done.status).toBe(303);
    const events = await stripeApi("/events?type=account.updated&limit=100");
    const event = events.data.find(
      (e: { data: { object: { id: string } } }) => e.data.object.id === connect.json.data.accountId,
    );
    const { postEvent } = await import("../helpers/money");
    expect((await postEvent(event.id)).status).toBe(200);
    expect((await call("/api/stripe/accounts", { token: creator.token })).json.data.payoutsEnabled).toBe(
      true,
    );
    const made = (await request(creator, { amount: 60, paymentMethod: "stripe" })).json.data;
    const paid = await call(`/api/admin/payout-requests/${made._id}/paid`, { token: adm.token, body: {} });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.json.data.reference).toMatch(/^tr_/);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("only verified creators request payouts", async () => {
    const { creator } = await earner(1);
    await paypal(creator);
    await db()
      .update(performerProfiles)
      .set({ verificationStatus: "pending" })
      .where(eq(performerProfiles.userId, creator.id));
    // The calculation says what a request would get: 80 available over the minimum, yet no request.
    const calc = await call("/api/payout-requests/calculate", { token: creator.token, method: "POST" });
    expect(calc.json.data).toMatchObject({ available: 80, minimumPayoutAmount: 50, canRequest: false });
    const res = await request(creator, { amount: 60 });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("performer_not_verified");
    // What to do, in the words every refusal for verification uses.
    expect(res.json.message).toBe(
      "Your creator account must be verified before you can request a payout. Send your ID documents from Studio → ID verification to get verified.",
    );
  });

  it("holds earnings for the holding period, then the cron job makes them available once", async () => {
    const adm = await admin();
    await call("/api/admin/settings/earningHoldingDays", {
      token: adm.token,
      method: "PUT",
      body: { value: 7 },
    });
    try {
      const { creator } = await earner(1);
      expect(await accountBalance(`holding:${creator.id}`)).toBe(8000);
      expect(await accountBalance(`earnings:${creator.id}`)).toBe(0);
      const list = await call("/api/performer/earning/search", { token: creator.token });
      expect(list.json.data.data[0]).toMatchObject({
        type: "tip",
        gross: 100,
        commission: 20,
        net: 80,
        status: "holding",
      });
      await runCronAt(Date.now() + 6 * 86_400_000);
      expect(await accountBalance(`earnings:${creator.id}`)).toBe(0);
      await Promise.all([
        runCronAt(Date.now() + 7 * 86_400_000 + 60_000),
        runCronAt(Date.now() + 7 * 86_400_000 + 60_000),
      ]);
      expect(await accountBalance(`holding:${creator.id}`)).toBe(0);
      expect(await accountBalance(`earnings:${creator.id}`)).toBe(8000);
      expect(await ledgerViolations()).toEqual([]);
    } finally {
      await call("/api/admin/settings/earningHoldingDays", {
        token: adm.token,
        method: "PUT",
        body: { value: 0 },
      });
    }
  });

  it("gives creators their earnings by type and by day, week or month", async () => {
    const { creator, fan } = await earner(1);
    await fund(fan.id, 10);
    await charge(fan.token, "feed", (await saleFeed(creator, 10))._id);
    const stats = (await call("/api/performer/earning/stats?groupBy=month", { token: creator.token })).json
      .data;
    expect(stats).toMatchObject({ count: 2, gross: 110, commission: 22, net: 88, available: 88 });
    expect(stats.byType).toEqual([
      { type: "feed", count: 1, gross: 10, commission: 2, net: 8 },
      { type: "tip", count: 1, gross: 100, commission: 20, net: 80 },
    ]);
    expect(stats.series).toEqual([
      { period: new Date().toISOString().slice(0, 7), count: 2, gross: 110, commission: 22, net: 88 },
    ]);
    const week = (await call("/api/performer/earning/stats?groupBy=week&type=tip", { token: creator.token }))
      .json.data;
    expect(week.series[0].period).toMatch(/^\d{4}-W\d{2}$/);
    expect(week.gross).toBe(100);
    expect((await call("/api/performer/earning/stats?groupBy=year", { token: creator.token })).status).toBe(
      400,
    );
    expect((await call("/api/performer/earning/stats", { token: fan.token })).status).toBe(403);
  });

  it("a creator's own commission override counts, 0 included", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    await db()
      .update(performerProfiles)
      .set({ commission: 0 })
      .where(eq(performerProfiles.userId, creator.id));
    await fund(fan.id, 10);
    await charge(fan.token, "tip", creator.id, { amount: 10 });
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(1000);
  });
});
