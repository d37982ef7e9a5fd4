/**
 * Fan lists' member counts from kept counts (issue 22 §4): the Followers list's total (and its
 * count on the lists page) reads the creator's kept follower count, moved in the same batch as
 * every follow row, so what the request reads does not grow with the audience, and the answer
 * stays exact through every path that adds or removes a follower.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { asManyRows, counted, rowsRead } from "../helpers/d1-count";
import { follow } from "../helpers/feeds";
import { fund } from "../helpers/money";

const FOLLOWERS = "/api/lists/followers/members?limit=20";

/** The creator's followers counted the long way (the list's own rule: follows of existing users). */
async function liveFollowers(performerId: string): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT count(*) AS n FROM follows f JOIN users u ON u.id = f.follower_id WHERE f.performer_id = ?",
  )
    .bind(performerId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const listTotal = async (creator: TestUser, query = "") => {
  const res = await call(`/api/lists/followers/members?limit=20${query}`, { token: creator.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data.total as number;
};

const listsPageCount = async (creator: TestUser, id: string) => {
  const res = await call("/api/lists", { token: creator.token });
  expect(res.status, res.text).toBe(200);
  return (res.json.data.data as { _id: string; memberCount: number }[]).find((l) => l._id === id)
    ?.memberCount;
};

/** The total, checked against the long count, on the list and on the lists page. */
async function exact(creator: TestUser) {
  const total = await listTotal(creator);
  expect(total).toBe(await liveFollowers(creator.id));
  expect(await listsPageCount(creator, "followers")).toBe(total);
  return total;
}

const fans = (n: number, name = "Fan") =>
  Promise.all(Array.from({ length: n }, (_, i) => createUser("fan", { name: `${name} ${i}` })));

describe("the Followers list's total", () => {
  it("reads as many rows with 40 more followers: the total is kept, not counted", async () => {
    const creator = await createUser("performer");
    // More than a page already, so the page itself reads the same 20 both times.
    for (const fan of await fans(25)) await follow(fan.id, creator.id);
    await counted(FOLLOWERS, creator.token); // the isolate's first reads (settings) are not the list's
    const before = await counted(FOLLOWERS, creator.token);
    expect(before.status, before.body).toBe(200);
    const readBefore = await rowsRead(before.statements);
    for (const fan of await fans(40)) await follow(fan.id, creator.id);
    const after = await counted(FOLLOWERS, creator.token);
    expect(JSON.parse(after.body).data.total).toBe(65);
    expect(asManyRows(readBefore, await rowsRead(after.statements), after.statements.length)).toBe(true);
  });

  it("stays exact through follows, unfollows, subscribing, blocks and suspensions", async () => {
    const creator = await createUser("performer");
    const admin = await createUser("admin");
    const [a, b, c, d] = await fans(4, "Exact");
    expect(await exact(creator)).toBe(0);

    // Following, twice (counts once), and unfollowing, twice.
    for (const fan of [a, b, c, a]) {
      expect((await call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token })).status).toBe(
        200,
      );
    }
    expect(await exact(creator)).toBe(3);
    for (let i = 0; i < 2; i++) {
      expect((await call(`/api/follows/${creator.id}`, { method: "DELETE", token: c.token })).status).toBe(
        200,
      );
    }
    expect(await exact(creator)).toBe(2);

    // Subscribing follows (once: a follower who subscribes is not counted again).
    await fund(d.id, 20);
    await fund(a.id, 20);
    for (const fan of [d, a]) {
      const sub = await call("/api/payment/subscribe/performers", {
        token: fan.token,
        body: { performerId: creator.id, type: "monthly", paymentGateway: "wallet" },
      });
      expect(sub.status, sub.text).toBe(201);
    }
    expect(await exact(creator)).toBe(3);

    // A block drops the follow with it.
    const block = await call("/api/block/users", { token: creator.token, body: { targetId: b.id } });
    expect(block.status, block.text).toBe(200);
    expect(await exact(creator)).toBe(2);

    // A suspended follower stays a follower (the list shows them), and comes back unchanged.
    const suspend = await call(`/api/admin/users/${d.id}/suspend`, {
      token: admin.token,
      body: { reason: "Checking" },
    });
    expect(suspend.status, suspend.text).toBeLessThan(300);
    expect(await exact(creator)).toBe(2);

    // A search counts its matches.
    expect(await listTotal(creator, `&q=${encodeURIComponent("Exact 0")}`)).toBe(1);
    expect(await listTotal(creator, "&q=nobody-by-this-name")).toBe(0);
  });
});

describe("the lists page's counts", () => {
  it("reads as many rows with 40 more followers: the Followers count is kept, not counted", async () => {
    const creator = await createUser("performer");
    for (const fan of await fans(5)) await follow(fan.id, creator.id);
    await counted("/api/lists", creator.token);
    const before = await counted("/api/lists", creator.token);
    expect(before.status, before.body).toBe(200);
    const readBefore = await rowsRead(before.statements);
    for (const fan of await fans(40)) await follow(fan.id, creator.id);
    const after = await counted("/api/lists", creator.token);
    const followers = JSON.parse(after.body).data.data.find((l: { _id: string }) => l._id === "followers");
    expect(followers.memberCount).toBe(45);
    expect(asManyRows(readBefore, await rowsRead(after.statements), after.statements.length)).toBe(true);
  });
});

describe("round trips", () => {
  it("the lists page and a list's members page each read in one round trip after the session", async () => {
    const creator = await createUser("performer");
    const followers = await fans(3, "Trip");
    for (const fan of followers) await follow(fan.id, creator.id);
    const made = await call("/api/lists", { method: "POST", token: creator.token, body: { name: "VIP" } });
    expect(made.status, made.text).toBe(201);
    await counted("/api/lists", creator.token); // the isolate's first reads (settings) are not the list's

    const lists = await counted("/api/lists", creator.token);
    expect(lists.status, lists.body).toBe(200);
    const data = JSON.parse(lists.body).data.data as { _id: string; kind: string; memberCount: number }[];
    expect(data.map((l) => [l._id, l.memberCount])).toEqual([
      ["subscribers", 0],
      ["expired", 0],
      ["followers", 3],
      ["top-spenders", 0],
      ["tipped", 0],
      [made.json.data._id, 0],
    ]);
    expect(lists.roundTrips).toBe(2);

    const members = await counted(FOLLOWERS, creator.token);
    expect(members.status, members.body).toBe(200);
    const page = JSON.parse(members.body).data;
    expect(page.total).toBe(3);
    expect(page.data.map((m: { user: { username: string } }) => m.user.username).sort()).toEqual(
      followers.map((f) => f.username).sort(),
    );
    expect(members.roundTrips).toBe(2);
  });
});
