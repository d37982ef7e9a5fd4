import { describe, expect, it } from "vitest";
import { performerCountryBlocks, userBlocks } from "../../drizzle/schema/blocks";
import { call, createUser, db } from "../helpers/api";
import { performerStats } from "../helpers/social";

describe("follows", () => {
  it("follows a creator once, counts once, and unfollows (both idempotent)", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");

    const first = await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token });
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ performerId: creator.id, isFollowed: true, totalFollowers: 1 });

    const again = await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token });
    expect(again.status).toBe(200);
    expect(again.json.data.totalFollowers).toBe(1);
    expect((await performerStats(creator.id)).totalFollowers).toBe(1);

    const off = await call(`/api/follows/${creator.id}`, { method: "DELETE", token: fan.token });
    expect(off.status).toBe(200);
    expect(off.json.data).toEqual({ performerId: creator.id, isFollowed: false, totalFollowers: 0 });
    const offAgain = await call(`/api/follows/${creator.id}`, { method: "DELETE", token: fan.token });
    expect(offAgain.status).toBe(200);
    expect((await performerStats(creator.id)).totalFollowers).toBe(0);
  });

  it("shows the follower count on the creator's public profile", async () => {
    const creator = await createUser("performer");
    const fans = await Promise.all([createUser("fan"), createUser("fan")]);
    for (const fan of fans) await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token });
    const profile = await call(`/api/performers/${creator.id}`, { token: fans[0].token });
    expect(profile.status).toBe(200);
    expect(profile.json.data.stats.totalFollowers).toBe(2);
    expect(profile.json.data.isFollowed).toBe(true);
    expect((await performerStats(creator.id)).totalFollowers).toBe(2);
  });

  it("refuses anonymous visitors, self-follows, unknown creators and blocked fans", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const blocked = await createUser("fan");
    await db()
      .insert(userBlocks)
      .values({ performerId: creator.id, userId: blocked.id, createdAt: Date.now() });

    expect((await call(`/api/follows/${creator.id}`, { method: "POST" })).status).toBe(401);

    const self = await call(`/api/follows/${creator.id}`, { method: "POST", token: creator.token });
    expect(self.status).toBe(422);
    expect(self.json.details.performerId).toBeDefined();

    const unknown = await call("/api/follows/nosuchcreator", { method: "POST", token: fan.token });
    expect(unknown.status).toBe(404);
    const notCreator = await call(`/api/follows/${fan.id}`, { method: "POST", token: blocked.token });
    expect(notCreator.status).toBe(404);

    const refused = await call(`/api/follows/${creator.id}`, { method: "POST", token: blocked.token });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("user_blocked");
    expect((await performerStats(creator.id)).totalFollowers).toBe(0);
  });

  it("refuses a visitor from a country the creator blocked", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await db()
      .insert(performerCountryBlocks)
      .values({ performerId: creator.id, countryCode: "FR", createdAt: Date.now() });
    const res = await call(`/api/follows/${creator.id}`, {
      method: "POST",
      token: fan.token,
      headers: { "cf-ipcountry": "FR" },
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("country_blocked");
  });

  it("lists a creator's own followers; fans get 403; admins pick the creator", async () => {
    const creator = await createUser("performer");
    const other = await createUser("performer");
    const admin = await createUser("admin");
    const a = await createUser("fan", { name: "Alice Follower" });
    const b = await createUser("fan", { name: "Bob Follower" });
    await call(`/api/follows/${creator.id}`, { method: "POST", token: a.token });
    await call(`/api/follows/${creator.id}`, { method: "POST", token: b.token });

    const own = await call("/api/follows/followers", { token: creator.token });
    expect(own.status).toBe(200);
    expect(own.json.data.total).toBe(2);
    expect(own.json.data.data[0].user).toMatchObject({
      _id: b.id,
      name: "Bob Follower",
      username: b.username,
    });
    expect(own.json.data.data[1]._id).toBe(a.id);
    expect(own.json.data.data[0].followedAt).toMatch(/Z$/);

    const paged = await call("/api/follows/followers?limit=1&offset=1", { token: creator.token });
    expect(paged.json.data.data.map((f: any) => f._id)).toEqual([a.id]);
    expect(paged.json.data.total).toBe(2);

    const searched = await call("/api/follows/followers?q=alice", { token: creator.token });
    expect(searched.json.data.data.map((f: any) => f._id)).toEqual([a.id]);

    expect((await call("/api/follows/followers", { token: a.token })).status).toBe(403);
    expect((await call("/api/follows/followers")).status).toBe(401);
    const foreign = await call(`/api/follows/followers?performerId=${creator.id}`, { token: other.token });
    expect(foreign.status).toBe(403);

    const byAdmin = await call(`/api/follows/followers?performerId=${creator.id}`, { token: admin.token });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.data.total).toBe(2);
    const adminWithout = await call("/api/follows/followers", { token: admin.token });
    expect(adminWithout.status).toBe(422);

    expect((await call("/api/follows/followers?limit=0", { token: creator.token })).status).toBe(422);
  });

  it("lists the creators a fan follows, with cards or as ids only", async () => {
    const fan = await createUser("fan");
    const c1 = await createUser("performer", { name: "First Creator" });
    const c2 = await createUser("performer", { name: "Second Creator" });
    await call(`/api/follows/${c1.id}`, { method: "POST", token: fan.token });
    await call(`/api/follows/${c2.id}`, { method: "POST", token: fan.token });

    const list = await call("/api/follows/following", { token: fan.token });
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBe(2);
    expect(list.json.data.data[0].performer).toMatchObject({
      _id: c2.id,
      name: "Second Creator",
      username: c2.username,
      isVerified: true,
    });
    expect(list.json.data.data[0].performer.stats.totalFollowers).toBe(1);

    const ids = await call("/api/follows/following?idsOnly=true", { token: fan.token });
    expect(ids.status).toBe(200);
    expect(ids.json.data.data.sort()).toEqual([c1.id, c2.id].sort());
    expect(ids.json.data.total).toBe(2);

    expect((await call("/api/follows/following?idsOnly=maybe", { token: fan.token })).status).toBe(400);
    expect((await call("/api/follows/following")).status).toBe(401);
  });
});
