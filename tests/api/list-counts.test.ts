/**
 * Fan lists' member counts from kept counts (issue 22 §4): the Followers list's total (and its
 * count on the lists page) reads the creator's kept follower count, moved in the same batch as
 * every follow row, so what the request reads does not grow with the audience, and the answer
 * stays exact through every path that adds or removes a follower.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { asManyRows, counted, limitedToNone, rangesWalked, rowsRead, type Sent } from "../helpers/d1-count";
import { follow, subscribe } from "../helpers/feeds";
import { fourWalletSubscribers, fund, longUser, runCronAt, subscribeWithWallet } from "../helpers/money";

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
    // More than a page already, so the page itself reads the same 20 both times. Each follow at
    // its own moment: where follows share the page's last moment, SQLite reads every one of them
    // to order them by id, so ties at the page's edge (follows made in the same millisecond) would
    // move the count by a row or two whatever the list's size.
    let moment = Date.now() - 100_000;
    for (const fan of await fans(25)) await follow(fan.id, creator.id, moment++);
    await counted(FOLLOWERS, creator.token); // the isolate's first reads (settings) are not the list's
    const before = await counted(FOLLOWERS, creator.token);
    expect(before.status, before.body).toBe(200);
    const readBefore = await rowsRead(before.statements);
    for (const fan of await fans(40)) await follow(fan.id, creator.id, moment++);
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
    // One statement (the session lookup, the counts and the custom lists): each of its ranges may
    // read one entry past its end.
    expect(after.statements).toHaveLength(1);
    expect(
      asManyRows(readBefore, await rowsRead(after.statements), await rangesWalked(after.statements)),
    ).toBe(true);
  });
});

describe("round trips", () => {
  it("the lists page and a list's members page are each one statement, with the session lookup", async () => {
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
    expect(lists.roundTrips).toBe(1);
    expect(lists.statements).toHaveLength(1);

    const members = await counted(FOLLOWERS, creator.token);
    expect(members.status, members.body).toBe(200);
    const page = JSON.parse(members.body).data;
    expect(page.total).toBe(3);
    expect(page.data.map((m: { user: { username: string } }) => m.user.username).sort()).toEqual(
      followers.map((f) => f.username).sort(),
    );
    expect(members.roundTrips).toBe(1);
    expect(members.statements).toHaveLength(1);
  });
});

describe("a custom list's members", () => {
  it("read in one statement with the session lookup, the list's ownership checked in it (404 for another creator's list)", async () => {
    const creator = await createUser("performer");
    const other = await createUser("performer");
    const members = await fans(3, "Custom");
    for (const fan of members) await follow(fan.id, creator.id);
    const made = await call("/api/lists", { method: "POST", token: creator.token, body: { name: "Close" } });
    expect(made.status, made.text).toBe(201);
    const listId = made.json.data._id as string;
    const added = await call(`/api/lists/${listId}/members`, {
      token: creator.token,
      body: { userIds: members.map((m) => m.id) },
    });
    expect(added.status, added.text).toBe(200);
    await counted(`/api/lists/${listId}/members?limit=20`, creator.token);

    const page = await counted(`/api/lists/${listId}/members?limit=2`, creator.token);
    expect(page.status, page.body).toBe(200);
    const body = JSON.parse(page.body).data;
    expect([body.total, body.data.length]).toEqual([3, 2]);
    expect(page.roundTrips).toBe(1);
    const searched = await counted(`/api/lists/${listId}/members?limit=20&q=Custom%201`, creator.token);
    expect(JSON.parse(searched.body).data.total).toBe(1);
    expect(searched.roundTrips).toBe(1);

    const theirs = await counted(`/api/lists/${listId}/members?limit=20`, other.token);
    expect(theirs.status).toBe(404);
    expect(JSON.parse(theirs.body).code).toBe("list_not_found");
  });
});

/* The Subscribers and Expired lists (issue 22 §4, seventh round): counted from the creator's kept
 * subscription counts and the few rows changed since, so exact at every moment and flat. */

const SUBS = "/api/lists/subscribers/members?limit=20";

/** Each list's members counted the long way, by the list's own rule (the page's query). */
async function liveSubscriptions(performerId: string) {
  const now = Date.now();
  const row = await env.DB.prepare(
    `SELECT
       sum(s.status = 'active' AND s.expires_at > ?1) AS subscribers,
       sum(s.started_at IS NOT NULL AND NOT (s.status = 'active' AND coalesce(s.expires_at, 0) > ?1)) AS expired
     FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE s.performer_id = ?2`,
  )
    .bind(now, performerId)
    .first<{ subscribers: number | null; expired: number | null }>();
  return { subscribers: row?.subscribers ?? 0, expired: row?.expired ?? 0 };
}

/** Both lists' totals (their pages, without and with a search matching every member) and their counts on the lists page, against the long count. */
async function exactSubscriptions(creator: TestUser, everyone: string) {
  const live = await liveSubscriptions(creator.id);
  const res = await call("/api/lists", { token: creator.token });
  expect(res.status, res.text).toBe(200);
  const counts = new Map(
    (res.json.data.data as { _id: string; memberCount: number }[]).map((l) => [l._id, l.memberCount]),
  );
  for (const id of ["subscribers", "expired"] as const) {
    const kept = await call(`/api/lists/${id}/members?limit=20`, { token: creator.token });
    expect(kept.status, kept.text).toBe(200);
    const searched = await call(`/api/lists/${id}/members?limit=20&q=${encodeURIComponent(everyone)}`, {
      token: creator.token,
    });
    expect([id, kept.json.data.total, searched.json.data.total, counts.get(id)]).toEqual([
      id,
      live[id],
      live[id],
      live[id],
    ]);
    expect(kept.json.data.data).toHaveLength(Math.min(live[id], 20));
  }
  return live;
}

describe("the Subscribers and Expired lists' counts", () => {
  it("stay exact through subscribing, cancelling, renewal, lapse, expiry before the cron, the cron, a refund and a new start", async () => {
    // Sessions that outlive the cron runs months ahead (the cron prunes expired sessions by its clock).
    const creator = await longUser("performer");
    const admin = await longUser("admin");
    const [a, b, c, d] = await fans(4, "Kept");
    for (const fan of [a, b, c, d]) {
      await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
        .bind(Date.now() + 365 * 86_400_000, fan.id)
        .run();
    }
    const everyone = "Kept";
    expect(await exactSubscriptions(creator, everyone)).toEqual({ subscribers: 0, expired: 0 });

    // Subscribing: b and c can pay one more period, a and d cannot.
    const { subA, subD } = await fourWalletSubscribers(creator.id, [a, b, c, d]);
    expect(await exactSubscriptions(creator, everyone)).toEqual({ subscribers: 4, expired: 0 });

    // Cancelling keeps the access until expiry.
    const cancel = await call(`/api/payment/wallet/cancel-subscription/${subA.subscription._id}`, {
      token: a.token,
      method: "POST",
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await exactSubscriptions(creator, everyone)).toEqual({ subscribers: 4, expired: 0 });

    // A refund (the admin's, elsewhere in the money code) ends d's access at once.
    const refund = await call(`/api/admin/wallet/charges/${subD.charge._id}/refund`, {
      token: admin.token,
      body: { reason: "test refund" },
    });
    expect(refund.status, refund.text).toBe(200);
    expect(await exactSubscriptions(creator, everyone)).toEqual({ subscribers: 3, expired: 1 });
    // ...and the creator's subscriber count (profile, discovery's sort) follows it in the refund's batch.
    const me = await call("/api/performers/me", { token: creator.token });
    expect(me.json.data.stats.totalSubscribers).toBe(3);

    // Renewal half an hour before expiry: b and c renew (a is cancelled).
    const expiry = Date.parse(subA.subscription.expiresAt);
    await runCronAt(expiry - 30 * 60_000);
    expect(await exactSubscriptions(creator, everyone)).toEqual({ subscribers: 3, expired: 1 });

    // a's period runs out and the cron has not run yet: a is no longer a subscriber. (The period
    // is moved to the past, as the clock would move: the reads use the Worker's own clock.)
    await env.DB.prepare("UPDATE subscriptions SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 60_000, subA.subscription._id)
      .run();
    expect(await exactSubscriptions(creator, everyone)).toEqual({ subscribers: 2, expired: 2 });
    // The cron deactivates it: the same counts.
    await runCronAt(Date.now());
    expect(await exactSubscriptions(creator, everyone)).toEqual({ subscribers: 2, expired: 2 });

    // c's next renewal cannot be paid (0.10 left): at the second expiry it lapses.
    const secondExpiry = expiry + 30 * 86_400_000;
    await runCronAt(secondExpiry + 60_000);
    expect(await exactSubscriptions(creator, everyone)).toEqual({ subscribers: 1, expired: 3 });

    // a subscribes again: a new start of the same row.
    await fund(a.id, 20);
    await subscribeWithWallet(a, creator.id);
    expect(await exactSubscriptions(creator, everyone)).toEqual({ subscribers: 2, expired: 2 });
  });

  it("count subscriptions written elsewhere (straight into D1) until the next recount marks them", async () => {
    const creator = await createUser("performer");
    const [a, b, c] = await fans(3, "Elsewhere");
    await subscribe(a.id, creator.id);
    await subscribe(b.id, creator.id, -86_400_000);
    expect(await exactSubscriptions(creator, "Elsewhere")).toEqual({ subscribers: 1, expired: 1 });
    await fund(c.id, 20);
    await subscribeWithWallet(c, creator.id);
    expect(await exactSubscriptions(creator, "Elsewhere")).toEqual({ subscribers: 2, expired: 1 });
  });

  it("read as many rows with 40 more subscribers and 40 more expired ones (the lists page, each list's total and its page)", async () => {
    const creator = await createUser("performer");
    // Each subscription starts (and ends) at its own moment: rows tied on the page's last rank are
    // all read to order them by id, so ties at a page's edge would move the count whatever the size.
    let moment = Date.now() - 100_000;
    const grow = async (n: number) => {
      for (const fan of await fans(n, "Grow")) await subscribe(fan.id, creator.id, undefined, moment++);
      for (const fan of await fans(n, "Grow gone")) {
        await subscribe(fan.id, creator.id, -86_400_000, moment++);
      }
    };
    /**
     * The cron lets the periods that ran out lapse (as it does within minutes), and a subscription
     * through the API: their batches' recounts mark the rows written straight into D1.
     */
    const recount = async () => {
      await runCronAt(Date.now());
      const [fan] = await fans(1, "Grow paying");
      await fund(fan.id, 20);
      await subscribeWithWallet(fan, creator.id);
    };
    // The lists page's statement, each list's total (its members statement without its page: the
    // page's LIMIT times 0), and each list's page itself (read in index order, stopped at the page;
    // a page that is full before the lists grow, so that only the rest of the list grows).
    const withoutPage = (sent: Sent) => limitedToNone(sent, " limit ? offset ?)");
    const whole = (sent: Sent) => sent;
    const reads = [
      ["/api/lists", whole],
      [SUBS, withoutPage],
      ["/api/lists/expired/members?limit=20", withoutPage],
      ["/api/lists/subscribers/members?limit=3", whole],
      ["/api/lists/expired/members?limit=3", whole],
      ["/api/lists/expired/members?limit=2&offset=1", whole],
    ] as const;
    // Each index range a statement walks may read one entry past its end (`rangesWalked`).
    const measure = async () => {
      const out: { path: string; rows: number; ranges: number }[] = [];
      for (const [path, which] of reads) {
        const res = await counted(path, creator.token);
        expect(res.status, res.body).toBe(200);
        expect(res.statements).toHaveLength(1);
        const statements = res.statements.map(which);
        out.push({ path, rows: await rowsRead(statements), ranges: await rangesWalked(statements) });
      }
      return out;
    };
    await grow(3);
    await recount();
    await counted("/api/lists", creator.token); // the isolate's first reads (settings) are not the list's
    const before = await measure();
    await grow(40);
    await recount();
    const after = await measure();
    for (const [i, { path, rows, ranges }] of after.entries()) {
      const was = before[i].rows;
      expect([path, asManyRows(was, rows, ranges)], `${path}: ${was} → ${rows} rows`).toEqual([path, true]);
    }
    expect(await exactSubscriptions(creator, "Grow")).toEqual({ subscribers: 45, expired: 43 });
  });
});

describe("the Subscribers and Expired pages", () => {
  it("list the members by the list's rule in its order (rank, newest first, then id), page by page", async () => {
    const creator = await createUser("performer");
    const people = await fans(12, "Paged");
    const now = Date.now();
    const day = 86_400_000;
    // [status, started_at, expires_at] per fan: ties on both ranks, every way of having ended, and
    // rows that are in neither list (an unpaid checkout never started).
    const rows: [string, number | null, number | null][] = [
      ["active", now - 5 * day, now + 20 * day],
      ["active", now - 5 * day, now + 21 * day],
      ["active", now - 3 * day, now + 25 * day],
      ["active", now - 9 * day, now - day], // ran out, not yet deactivated by the cron
      ["active", now - 8 * day, now - day],
      ["active", now - 7 * day, null],
      ["deactivated", now - 60 * day, now - 30 * day],
      ["deactivated", now - 50 * day, now - 2 * day],
      ["deactivated", now - 40 * day, null],
      ["created", now - 90 * day, now - 60 * day], // a new checkout after an ended subscription
      ["created", null, null],
      ["active", now - 5 * day, now + 22 * day],
    ];
    await env.DB.batch(
      rows.map(([status, startedAt, expiresAt], i) =>
        env.DB.prepare(
          `INSERT INTO subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, created_at, updated_at)
           VALUES (?, ?, ?, 'monthly', ?, ?, ?, ?, ?)`,
        ).bind(crypto.randomUUID(), people[i].id, creator.id, status, startedAt, expiresAt, now, now),
      ),
    );
    const expected = async (rule: string, rank: string) =>
      (
        await env.DB.prepare(
          `SELECT user_id AS id FROM subscriptions WHERE performer_id = ?1 AND ${rule} ORDER BY ${rank} DESC, user_id`,
        )
          .bind(creator.id, Date.now())
          .all<{ id: string }>()
      ).results.map((r) => r.id);
    const paged = async (list: string, size: number) => {
      const ids: string[] = [];
      for (let offset = 0; offset < 15; offset += size) {
        const res = await call(`/api/lists/${list}/members?limit=${size}&offset=${offset}`, {
          token: creator.token,
        });
        expect(res.status, res.text).toBe(200);
        ids.push(...(res.json.data.data as { _id: string }[]).map((m) => m._id));
      }
      return ids;
    };
    const subscribers = await expected("status = 'active' AND expires_at > ?2", "started_at");
    const expired = await expected(
      "started_at IS NOT NULL AND NOT (status = 'active' AND coalesce(expires_at, 0) > ?2)",
      "expires_at",
    );
    expect([subscribers.length, expired.length]).toEqual([4, 7]);
    for (const size of [2, 3, 20]) {
      expect(await paged("subscribers", size)).toEqual(subscribers);
      expect(await paged("expired", size)).toEqual(expired);
    }
    const page = await call("/api/lists/expired/members?limit=20", { token: creator.token });
    const since = (page.json.data.data as { since: string | null }[]).map((m) => m.since);
    expect(since.slice(-2)).toEqual([null, null]); // no end date: last, as the rank's order puts them
  });
});
