/**
 * The statistics' followers gained from follows kept per day (issue 22 §4): `follower_days` is
 * moved in the batch of every follow row (follow, unfollow, block, subscribing), so a period's
 * figures read a row per day whatever the audience, and each day's figure stays what counting the
 * creator's follows of that day would say.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { asManyRows, counted, rangesWalked, rowsRead } from "../helpers/d1-count";
import { follow } from "../helpers/feeds";
import { fund } from "../helpers/money";

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, n: number) => new Date(Date.parse(day) + n * DAY).toISOString().slice(0, 10);
const WEEK = () => `/api/performer/statistics?from=${dayAfter(today(), -6)}&to=${today()}`;

/** Followers gained per day of the last week, as the statistics say. */
async function gained(creator: TestUser): Promise<Map<string, number>> {
  const res = await call(WEEK(), { token: creator.token });
  expect(res.status, res.text).toBe(200);
  const series = res.json.data.series as { date: string; followersGained: number }[];
  return new Map(series.filter((d) => d.followersGained !== 0).map((d) => [d.date, d.followersGained]));
}

/** The same counted the long way: the creator's follows of each day. */
async function live(performerId: string): Promise<Map<string, number>> {
  const { results } = await env.DB.prepare(
    `SELECT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') AS day, count(*) AS n FROM follows
     WHERE performer_id = ? AND created_at >= ? GROUP BY day`,
  )
    .bind(performerId, Date.parse(dayAfter(today(), -6)))
    .all<{ day: string; n: number }>();
  return new Map(results.map((r) => [r.day, r.n]));
}

const fans = (n: number) => Promise.all(Array.from({ length: n }, () => createUser("fan")));
const api = (path: string, token: string, method = "POST", body?: unknown) =>
  call(path, { token, method, ...(body ? { body } : {}) });

describe("statistics: followers gained", () => {
  it("reads as many rows with 40 more followers: the follows are kept per day, not counted", async () => {
    const creator = await createUser("performer");
    for (const fan of await fans(5)) await follow(fan.id, creator.id);
    await counted(WEEK(), creator.token);
    const before = await counted(WEEK(), creator.token);
    expect(before.status, before.body).toBe(200);
    const readBefore = await rowsRead(before.statements);
    for (const fan of await fans(40)) await follow(fan.id, creator.id);
    const after = await counted(WEEK(), creator.token);
    expect(JSON.parse(after.body).data.totals.current.followersGained).toBe(45);
    // One statement with the session lookup: each of its ranges may read one entry past its end.
    expect(after.statements).toHaveLength(1);
    expect(
      asManyRows(readBefore, await rowsRead(after.statements), await rangesWalked(after.statements)),
    ).toBe(true);
  });

  it("stays exact through follows, unfollows of earlier days, subscribing and blocks", async () => {
    const creator = await createUser("performer");
    const [a, b, c, d, old] = await fans(5);
    // A follow made three days ago (as the app would have written it then).
    await follow(old.id, creator.id, Date.now() - 3 * DAY);
    expect(await gained(creator)).toEqual(await live(creator.id));
    expect(await gained(creator)).toEqual(new Map([[dayAfter(today(), -3), 1]]));

    // Following (again: counts once), unfollowing (again: changes nothing).
    for (const fan of [a, b, c, a])
      expect((await api(`/api/follows/${creator.id}`, fan.token)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await api(`/api/follows/${creator.id}`, c.token, "DELETE")).status).toBe(200);
    }
    expect((await gained(creator)).get(today())).toBe(2);
    expect(await gained(creator)).toEqual(await live(creator.id));

    // Unfollowing a follow of an earlier day takes it from that day, not from today.
    expect((await api(`/api/follows/${creator.id}`, old.token, "DELETE")).status).toBe(200);
    expect(await gained(creator)).toEqual(new Map([[today(), 2]]));

    // Subscribing follows once (a follower who subscribes is not counted again).
    for (const fan of [d, a]) {
      await fund(fan.id, 20);
      const sub = await api("/api/payment/subscribe/performers", fan.token, "POST", {
        performerId: creator.id,
        type: "monthly",
        paymentGateway: "wallet",
      });
      expect(sub.status, sub.text).toBe(201);
    }
    expect((await gained(creator)).get(today())).toBe(3);

    // A block drops the follow and its day's figure in the same batch.
    const block = await api("/api/block/users", creator.token, "POST", { targetId: b.id });
    expect(block.status, block.text).toBe(200);
    expect((await gained(creator)).get(today())).toBe(2);
    expect(await gained(creator)).toEqual(await live(creator.id));
  });
});
