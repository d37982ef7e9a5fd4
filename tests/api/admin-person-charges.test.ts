/**
 * GET /admin/wallet/charges?userId=: an admin's look at one person's wallet charges, those they
 * paid and those paid to them, newest first, each naming the payer; refunded ones say so.
 */
import { describe, expect, it } from "vitest";
import { call, createUser } from "../helpers/api";
import { admin, charge, fund, saleFeed } from "../helpers/money";

describe("an admin lists a person's wallet charges", () => {
  it("as payer and as creator paid, newest first, with the payer's card and the refund's status", async () => {
    const creator = await createUser("performer", { verified: true });
    const fan = await createUser("fan");
    const other = await createUser("fan");
    await fund(fan.id, 100);
    await fund(other.id, 100);
    const tip = await charge(fan.token, "tip", creator.id, { amount: 20 });
    expect(tip.status).toBe(201);
    const feed = await saleFeed(creator, 5);
    const bought = await charge(fan.token, "feed", feed._id);
    expect(bought.status).toBe(201);
    expect((await charge(other.token, "tip", creator.id, { amount: 30 })).status).toBe(201);
    const { token } = await admin();
    const refunded = await call(`/api/admin/wallet/charges/${tip.json.data._id}/refund`, {
      method: "POST",
      token,
      body: { reason: "Tipped by mistake" },
    });
    expect(refunded.status).toBe(200);

    const ofFan = await call(`/api/admin/wallet/charges?userId=${fan.id}`, { token });
    expect(ofFan.status).toBe(200);
    expect(ofFan.json.data.total).toBe(2);
    expect(ofFan.json.data.data.map((c: { type: string; status: string }) => [c.type, c.status])).toEqual([
      ["feed", "paid"],
      ["tip", "refunded"],
    ]);
    expect(ofFan.json.data.data[1]).toMatchObject({
      amount: 20,
      userId: fan.id,
      user: { _id: fan.id, username: fan.username },
      performerId: creator.id,
      refundedAt: expect.any(String),
    });

    const ofCreator = await call(`/api/admin/wallet/charges?userId=${creator.id}&limit=2`, { token });
    expect(ofCreator.json.data.total).toBe(3);
    expect(ofCreator.json.data.data.map((c: { userId: string }) => c.userId)).toEqual([other.id, fan.id]);
  });

  it("is for admins only and needs the person", async () => {
    const fan = await createUser("fan");
    expect((await call(`/api/admin/wallet/charges?userId=${fan.id}`, { token: fan.token })).status).toBe(403);
    const missing = await call("/api/admin/wallet/charges", { token: (await admin()).token });
    expect(missing.status).toBe(422);
    expect(missing.json.code).toBe("validation_failed");
  });
});
