import { describe, expect, it } from "vitest";
import { call, createUser } from "../helpers/api";
import { insertContent, performerStats } from "../helpers/social";

describe("creator blocks users", () => {
  it("blocks a user, drops their follow and shuts them out of the creator's content", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan", { name: "Troll Fan" });
    const feedId = await insertContent("feed", creator.id);
    await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token });
    expect((await performerStats(creator.id)).totalFollowers).toBe(1);

    const res = await call("/api/block/users", {
      method: "POST",
      token: creator.token,
      body: { targetId: fan.id, reason: "Spam" },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      _id: fan.id,
      reason: "Spam",
      user: { _id: fan.id, name: "Troll Fan" },
    });
    expect((await performerStats(creator.id)).totalFollowers).toBe(0);
    const following = await call("/api/follows/following?idsOnly=true", { token: fan.token });
    expect(following.json.data.data).toEqual([]);

    const follow = await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token });
    expect(follow.status).toBe(403);
    expect(follow.json.code).toBe("user_blocked");
    const comment = await call("/api/comments", {
      token: fan.token,
      body: { objectId: feedId, objectType: "feed", content: "Hi" },
    });
    expect(comment.status).toBe(403);
    const like = await call("/api/reactions", {
      token: fan.token,
      body: { objectId: feedId, objectType: "feed", action: "like" },
    });
    expect(like.status).toBe(403);
    expect((await call(`/api/performers/${creator.id}`, { token: fan.token })).status).toBe(403);

    // Blocking again keeps one block and updates the reason.
    const again = await call("/api/block/users", {
      method: "POST",
      token: creator.token,
      body: { targetId: fan.id, reason: "Abuse" },
    });
    expect(again.status).toBe(200);
    const list = await call("/api/block/users", { token: creator.token });
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBe(1);
    expect(list.json.data.data[0]).toMatchObject({
      _id: fan.id,
      reason: "Abuse",
      user: { username: fan.username },
    });

    const unblock = await call(`/api/block/users/${fan.id}`, { method: "DELETE", token: creator.token });
    expect(unblock.status).toBe(200);
    expect(unblock.json.data).toEqual({ _id: fan.id, blocked: false });
    expect((await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token })).status).toBe(200);
    expect(
      (await call(`/api/block/users/${fan.id}`, { method: "DELETE", token: creator.token })).status,
    ).toBe(404);
  });

  it("lists blocked users with paging and a name filter", async () => {
    const creator = await createUser("performer");
    const a = await createUser("fan", { name: "Annoying Alpha" });
    const b = await createUser("fan", { name: "Bothersome Beta" });
    for (const u of [a, b]) {
      await call("/api/block/users", { method: "POST", token: creator.token, body: { targetId: u.id } });
    }
    const page = await call("/api/block/users?limit=1", { token: creator.token });
    expect(page.json.data.total).toBe(2);
    expect(page.json.data.data.map((x: any) => x._id)).toEqual([b.id]);
    expect(page.json.data.data[0].reason).toBeNull();
    const filtered = await call("/api/block/users?q=alpha", { token: creator.token });
    expect(filtered.json.data.data.map((x: any) => x._id)).toEqual([a.id]);
  });

  it("refuses fans (403), anonymous (401), self-blocks and bad input (422), unknown users (404)", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    expect((await call("/api/block/users", { method: "POST", body: { targetId: fan.id } })).status).toBe(401);
    const byFan = await call("/api/block/users", {
      method: "POST",
      token: fan.token,
      body: { targetId: creator.id },
    });
    expect(byFan.status).toBe(403);
    expect(byFan.json.code).toBe("performer_only");
    expect((await call("/api/block/users", { token: fan.token })).status).toBe(403);
    expect(
      (await call(`/api/block/users/${creator.id}`, { method: "DELETE", token: fan.token })).status,
    ).toBe(403);

    const self = await call("/api/block/users", {
      method: "POST",
      token: creator.token,
      body: { targetId: creator.id },
    });
    expect(self.status).toBe(422);
    expect(self.json.details.targetId).toBeDefined();
    const missing = await call("/api/block/users", { method: "POST", token: creator.token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.details.targetId).toBeDefined();
    const longReason = await call("/api/block/users", {
      method: "POST",
      token: creator.token,
      body: { targetId: fan.id, reason: "x".repeat(501) },
    });
    expect(longReason.status).toBe(422);
    const unknown = await call("/api/block/users", {
      method: "POST",
      token: creator.token,
      body: { targetId: "nosuchuser" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("creator blocks countries", () => {
  it("replaces the blocked country list and keeps those visitors out", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const videoId = await insertContent("video", creator.id);

    const set = await call("/api/block/countries", {
      method: "POST",
      token: creator.token,
      body: { countryCodes: ["us", "FR", "US"] },
    });
    expect(set.status).toBe(200);
    expect(set.json.data.countryCodes).toEqual(["FR", "US"]);
    expect(set.json.data.countries).toEqual([
      { code: "FR", name: "France" },
      { code: "US", name: "United States" },
    ]);
    const got = await call("/api/block/countries", { token: creator.token });
    expect(got.json.data.countryCodes).toEqual(["FR", "US"]);

    const fromFrance = { token: fan.token, headers: { "cf-ipcountry": "FR" } };
    const profile = await call(`/api/performers/${creator.id}`, fromFrance);
    expect(profile.status).toBe(403);
    expect(profile.json.code).toBe("country_blocked");
    const follow = await call(`/api/follows/${creator.id}`, { method: "POST", ...fromFrance });
    expect(follow.status).toBe(403);
    const comments = await call(`/api/comments?objectId=${videoId}&objectType=video`, fromFrance);
    expect(comments.status).toBe(403);
    // The creator still sees their own things from a blocked country.
    const own = await call(`/api/comments?objectId=${videoId}&objectType=video`, {
      token: creator.token,
      headers: { "cf-ipcountry": "FR" },
    });
    expect(own.status).toBe(200);

    const replaced = await call("/api/block/countries", {
      method: "POST",
      token: creator.token,
      body: { countryCodes: ["DE"] },
    });
    expect(replaced.json.data.countryCodes).toEqual(["DE"]);
    expect((await call(`/api/follows/${creator.id}`, { method: "POST", ...fromFrance })).status).toBe(200);

    const cleared = await call("/api/block/countries", {
      method: "POST",
      token: creator.token,
      body: { countryCodes: [] },
    });
    expect(cleared.json.data).toEqual({ countryCodes: [], countries: [] });
  });

  it("validates codes (422) and is for creators only", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const bad = await call("/api/block/countries", {
      method: "POST",
      token: creator.token,
      body: { countryCodes: ["FR", "XX", "france"] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.details).sort()).toEqual(["countryCodes.1", "countryCodes.2"]);
    expect(
      (await call("/api/block/countries", { method: "POST", token: creator.token, body: {} })).status,
    ).toBe(422);
    expect(
      (
        await call("/api/block/countries", {
          method: "POST",
          token: fan.token,
          body: { countryCodes: ["FR"] },
        })
      ).status,
    ).toBe(403);
    expect((await call("/api/block/countries", { token: fan.token })).status).toBe(403);
    expect((await call("/api/block/countries")).status).toBe(401);
  });
});
