/**
 * The audit log knows whom each admin action is about: a person's actions are listed by
 * `userId` (their account, payout requests, charges as buyer or seller, reported items), and the
 * log's search finds an action by the username, name or email of the person it is about.
 */
import { describe, expect, it } from "vitest";
import { performerPayoutSettings } from "../../drizzle/schema/performers";
import { call, createUser, db, unique } from "../helpers/api";
import { charge, fund, longUser } from "../helpers/money";
import { insertContent } from "../helpers/social";

async function withPaypal(creatorId: string) {
  const now = Date.now();
  await db().insert(performerPayoutSettings).values({
    performerId: creatorId,
    preferredMethod: "paypal",
    paypalEmail: "pay@example.com",
    createdAt: now,
    updatedAt: now,
  });
}

const log = async (token: string, query: Record<string, string>) => {
  const res = await call(`/api/admin/audit-log?${new URLSearchParams({ limit: "50", ...query })}`, { token });
  expect(res.status, res.text).toBe(200);
  return res.json.data.data as {
    action: string;
    targetType: string;
    people: { _id: string; username: string | null; name: string | null }[];
  }[];
};

describe("the audit log's people", () => {
  it("lists every action about a creator and a fan, whatever it targeted, and finds them by username", async () => {
    const admin = await createUser("admin");
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    const bystander = await longUser("fan");

    // A tip the admin refunds: about the fan who paid and the creator who earned it.
    await fund(fan.id, 300);
    const tip = await charge(fan.token, "tip", creator.id, { amount: 200 });
    expect(tip.status, tip.text).toBe(201);
    const refund = await call(`/api/admin/wallet/charges/${tip.json.data._id}/refund`, {
      token: admin.token,
      body: { reason: "Sent by mistake" },
    });
    expect(refund.status, refund.text).toBe(200);

    // A payout request the admin rejects: about the creator.
    await fund(bystander.id, 200);
    expect((await charge(bystander.token, "tip", creator.id, { amount: 100 })).status).toBe(201);
    await withPaypal(creator.id);
    const payout = await call("/api/payout-requests", {
      token: creator.token,
      body: { amount: 60, paymentMethod: "paypal" },
    });
    expect(payout.status, payout.text).toBe(201);
    const rejected = await call(`/api/admin/payout-requests/${payout.json.data._id}/reject`, {
      token: admin.token,
      body: { reason: "Wrong email" },
    });
    expect(rejected.status, rejected.text).toBe(200);

    // A reported post the admin removes: about its creator, not the reporter.
    const feedId = await insertContent("feed", creator.id);
    const report = await call("/api/reports", {
      token: bystander.token,
      body: { target: "feed", targetId: feedId, description: "Not OK" },
    });
    expect(report.status, report.text).toBe(201);
    const removed = await call(`/api/admin/reports/${report.json.data._id}/resolve`, {
      token: admin.token,
      body: { action: "remove_item", note: "Spam" },
    });
    expect(removed.status, removed.text).toBe(200);

    const aboutCreator = await log(admin.token, { userId: creator.id });
    expect(aboutCreator.map((a) => a.action).sort()).toEqual([
      "charge.refund",
      "feed.delete",
      "payout.reject",
      "report.remove_item",
    ]);
    const aboutFan = await log(admin.token, { userId: fan.id });
    // The fan's wallet was funded by this file's admin (fund), then the tip refunded.
    expect(aboutFan.map((a) => a.action).sort()).toEqual(["charge.refund", "wallet.adjust"]);
    const refundEntry = aboutFan.find((a) => a.action === "charge.refund")!;
    expect(refundEntry.people.map((p) => p.username).sort()).toEqual([creator.username, fan.username].sort());

    // The search finds the actions about a person by their username and email.
    const byUsername = await log(admin.token, { q: fan.username });
    expect(byUsername.map((a) => a.action).sort()).toEqual(["charge.refund", "wallet.adjust"]);
    const byEmail = await log(admin.token, { q: creator.email });
    expect(byEmail.map((a) => a.action).sort()).toEqual(aboutCreator.map((a) => a.action).sort());
    expect(await log(admin.token, { q: unique("nobody") })).toEqual([]);
  });
});
