/**
 * Issue 21, section 2: fan lists. Built-in lists are read live (subscribers, expired subscribers,
 * followers, top spenders of 30 days, tippers) and cannot be edited; custom lists are named and
 * filled by their creator, with fans who have a relation with them only.
 */
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { follow, subscribe } from "../helpers/feeds";
import { charge, fund, saleFeed } from "../helpers/money";

interface FanList {
  _id: string;
  name: string;
  kind: "builtin" | "custom";
  memberCount: number;
}

const lists = async (creator: TestUser) => {
  const res = await call("/api/lists", { token: creator.token });
  expect(res.status, res.text).toBe(200);
  return new Map((res.json.data.data as FanList[]).map((l) => [l._id, l]));
};

const members = async (creator: TestUser, listId: string, query = "") => {
  const res = await call(`/api/lists/${listId}/members${query}`, { token: creator.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data as { data: { _id: string; user: { name: string } }[]; total: number };
};

const createList = async (creator: TestUser, name: string) => {
  const res = await call("/api/lists", { token: creator.token, body: { name } });
  expect(res.status, res.text).toBe(201);
  return res.json.data as FanList;
};

describe("built-in lists", () => {
  it("are kept current from subscriptions, follows, tips and purchases", async () => {
    const creator = await createUser("performer");
    const [subscriber, lapsed, follower, tipper, buyer] = await Promise.all(
      ["Sub", "Lapsed", "Follower", "Tipper", "Buyer"].map((name) => createUser("fan", { name })),
    );
    await subscribe(subscriber.id, creator.id);
    await subscribe(lapsed.id, creator.id, -86_400_000);
    await follow(follower.id, creator.id);
    await fund(tipper.id, 20);
    expect((await charge(tipper.token, "tip", creator.id, { amount: 10 })).status).toBe(201);
    await fund(buyer.id, 20);
    const post = await saleFeed(creator, 15);
    expect((await charge(buyer.token, "feed", post._id, {})).status).toBe(201);

    const all = await lists(creator);
    expect([...all.values()].filter((l) => l.kind === "builtin").map((l) => [l._id, l.memberCount])).toEqual([
      ["subscribers", 1],
      ["expired", 1],
      ["followers", 1],
      ["top-spenders", 2],
      ["tipped", 1],
    ]);
    expect(all.get("top-spenders")?.name).toBe("Top spenders · 30 days");
    expect((await members(creator, "subscribers")).data.map((m) => m._id)).toEqual([subscriber.id]);
    expect((await members(creator, "expired")).data.map((m) => m._id)).toEqual([lapsed.id]);
    expect((await members(creator, "tipped")).data.map((m) => m._id)).toEqual([tipper.id]);
    // Biggest spender first.
    expect((await members(creator, "top-spenders")).data.map((m) => m._id)).toEqual([buyer.id, tipper.id]);

    // Current: a follower who leaves is gone at once.
    await call(`/api/follows/${creator.id}`, { method: "DELETE", token: follower.token });
    expect((await lists(creator)).get("followers")?.memberCount).toBe(0);
    // Another creator's lists are their own.
    const other = await createUser("performer");
    expect((await lists(other)).get("subscribers")?.memberCount).toBe(0);
  });

  it("cannot be renamed, deleted or filled by hand", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await follow(fan.id, creator.id);
    const attempts = [
      call("/api/lists/followers", { method: "PUT", token: creator.token, body: { name: "Mine" } }),
      call("/api/lists/followers", { method: "DELETE", token: creator.token }),
      call("/api/lists/subscribers/members", { token: creator.token, body: { userIds: [fan.id] } }),
      call(`/api/lists/followers/members/${fan.id}`, { method: "DELETE", token: creator.token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(403);
      expect(res.json.code).toBe("list_not_editable");
    }
    expect((await members(creator, "followers")).total).toBe(1);
    expect((await members(creator, "subscribers")).total).toBe(0);
  });
});

describe("custom lists", () => {
  it("are named, filled with related fans, searched, emptied and deleted", async () => {
    const creator = await createUser("performer");
    const [ana, bob, stranger] = await Promise.all([
      createUser("fan", { name: "Ana Lopez" }),
      createUser("fan", { name: "Bob Stone" }),
      createUser("fan", { name: "Stranger" }),
    ]);
    await follow(ana.id, creator.id);
    await subscribe(bob.id, creator.id, -86_400_000);

    const vip = await createList(creator, "VIP");
    expect(vip).toMatchObject({ name: "VIP", kind: "custom", memberCount: 0 });
    const dup = await call("/api/lists", { token: creator.token, body: { name: "VIP" } });
    expect(dup.status).toBe(409);
    expect(dup.json.code).toBe("list_name_taken");
    expect((await call("/api/lists", { token: creator.token, body: { name: "  " } })).status).toBe(422);

    // The relation rule: a fan with no tie to the creator is refused, and nothing is added.
    const refused = await call(`/api/lists/${vip._id}/members`, {
      token: creator.token,
      body: { userIds: [ana.id, stranger.id] },
    });
    expect(refused.status).toBe(422);
    expect(refused.json.details.userIds).toContain(stranger.id);
    expect((await members(creator, vip._id)).total).toBe(0);
    const self = await call(`/api/lists/${vip._id}/members`, {
      token: creator.token,
      body: { userIds: [creator.id] },
    });
    expect(self.status).toBe(422);

    const added = await call(`/api/lists/${vip._id}/members`, {
      token: creator.token,
      body: { userIds: [ana.id, bob.id, ana.id] },
    });
    expect(added.status, added.text).toBe(200);
    expect(added.json.data).toEqual({ listId: vip._id, added: 2, memberCount: 2 });
    const again = await call(`/api/lists/${vip._id}/members`, {
      token: creator.token,
      body: { userIds: [bob.id] },
    });
    expect(again.json.data).toMatchObject({ added: 0, memberCount: 2 });
    expect((await lists(creator)).get(vip._id)?.memberCount).toBe(2);
    expect((await members(creator, vip._id, "?q=stone")).data.map((m) => m._id)).toEqual([bob.id]);
    expect((await members(creator, vip._id, "?limit=1&offset=1")).total).toBe(2);

    // Fans to choose from: only the related ones.
    const fans = await call("/api/lists/fans?q=a", { token: creator.token });
    const fanIds = (fans.json.data.data as { _id: string }[]).map((f) => f._id);
    expect(fanIds).toContain(ana.id);
    expect(fanIds).not.toContain(stranger.id);

    const renamed = await call(`/api/lists/${vip._id}`, {
      method: "PUT",
      token: creator.token,
      body: { name: "Best" },
    });
    expect(renamed.json.data).toMatchObject({ _id: vip._id, name: "Best", memberCount: 2 });

    const out = await call(`/api/lists/${vip._id}/members/${ana.id}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(out.json.data.memberCount).toBe(1);
    expect((await members(creator, vip._id)).data.map((m) => m._id)).toEqual([bob.id]);

    expect((await call(`/api/lists/${vip._id}`, { method: "DELETE", token: creator.token })).status).toBe(
      200,
    );
    expect((await lists(creator)).has(vip._id)).toBe(false);
    expect((await call(`/api/lists/${vip._id}/members`, { token: creator.token })).status).toBe(404);
  });

  it("belong to their creator: anyone else gets 404, fans get no lists", async () => {
    const creator = await createUser("performer");
    const rival = await createUser("performer");
    const fan = await createUser("fan");
    await follow(fan.id, creator.id);
    await follow(fan.id, rival.id);
    const list = await createList(creator, "Close friends");
    await call(`/api/lists/${list._id}/members`, { token: creator.token, body: { userIds: [fan.id] } });

    const tries = [
      call(`/api/lists/${list._id}/members`, { token: rival.token }),
      call(`/api/lists/${list._id}/members`, { token: rival.token, body: { userIds: [fan.id] } }),
      call(`/api/lists/${list._id}/members/${fan.id}`, { method: "DELETE", token: rival.token }),
      call(`/api/lists/${list._id}`, { method: "PUT", token: rival.token, body: { name: "Taken" } }),
      call(`/api/lists/${list._id}`, { method: "DELETE", token: rival.token }),
    ];
    for (const res of await Promise.all(tries)) {
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("list_not_found");
    }
    expect((await lists(rival)).has(list._id)).toBe(false);
    expect((await call("/api/lists", { token: fan.token })).status).toBe(403);
    expect((await members(creator, list._id)).total).toBe(1);
  });
});
