/**
 * Money under concurrency: D1 runs each batch as one transaction, and the balance CHECK, the
 * purchases index and the one-pending-payout index are what refuse the losers, whatever the timing.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payoutRequests, walletCharges } from "../../drizzle/schema/ledger";
import { performerPayoutSettings } from "../../drizzle/schema/performers";
import { purchases } from "../../drizzle/schema/purchases";
import { call, createUser, db } from "../helpers/api";
import { accountBalance, balanceOf, charge, fund, ledgerViolations, saleFeed } from "../helpers/money";

describe("concurrent money", () => {
  it("50 parallel charges against a balance that affords exactly 20: 20 succeed, 30 get 402", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 200); // 20 tips of 10
    const results = await Promise.all(
      Array.from({ length: 50 }, () => charge(fan.token, "tip", creator.id, { amount: 10 })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 402)).toHaveLength(30);
    expect(results.filter((r) => r.status === 402).every((r) => r.json.code === "insufficient_balance")).toBe(
      true,
    );
    expect(await balanceOf(fan.id)).toBe(0);
    const charges = await db().select().from(walletCharges).where(eq(walletCharges.userId, fan.id));
    expect(charges).toHaveLength(20);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(20 * 800);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("20 parallel buys of one post by one fan: one purchase, one charge, 19 refused with 409", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 500);
    const feed = await saleFeed(creator, 7.5);
    const results = await Promise.all(Array.from({ length: 20 }, () => charge(fan.token, "feed", feed._id)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.json.code === "already_purchased")).toHaveLength(19);
    expect(await db().select().from(purchases).where(eq(purchases.userId, fan.id))).toHaveLength(1);
    expect(await balanceOf(fan.id)).toBe(50000 - 750);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("20 parallel requests with one Idempotency-Key: one charge, every answer the same", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 100);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => charge(fan.token, "tip", creator.id, { amount: 10 }, "same-tip-key")),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json.data._id)).size).toBe(1);
    expect(await balanceOf(fan.id)).toBe(9000);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("20 parallel payout requests: one reserve, one pending request", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 1000);
    for (let i = 0; i < 10; i++) await charge(fan.token, "tip", creator.id, { amount: 100 });
    const now = Date.now();
    await db().insert(performerPayoutSettings).values({
      performerId: creator.id,
      preferredMethod: "paypal",
      paypalEmail: "me@example.com",
      createdAt: now,
      updatedAt: now,
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call("/api/payout-requests", {
          token: creator.token,
          body: { amount: 100, paymentMethod: "paypal" },
        }),
      ),
    );
    expect(
      results.filter((r) => r.status === 201),
      results[0].text,
    ).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.json.code === "payout_pending")).toHaveLength(19);
    expect(
      await db().select().from(payoutRequests).where(eq(payoutRequests.performerId, creator.id)),
    ).toHaveLength(1);
    expect(await accountBalance(`reserve:${creator.id}`)).toBe(10000);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(80000 - 10000);
    expect(await ledgerViolations()).toEqual([]);
  });
});
