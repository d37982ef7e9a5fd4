/**
 * The statistics' subscribers gained and lost from subscriptions kept per day (issue 22 §4):
 * `subscription_days` is moved by the recount that ends every batch changing a subscription, so a
 * period's figures read a row per day whatever the audience, and each day's figures stay what the
 * rule over the creator's subscription rows says (gained on the day a subscription started, lost on
 * the day it was cancelled or else ended).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TOP_FANS } from "#functions/social/statistics/schemas";
import { call, createUser, type TestUser } from "../helpers/api";
import { asManyRows, counted, limitedToNone, planLines, rangesWalked, rowsRead } from "../helpers/d1-count";
import { subscribe } from "../helpers/feeds";
import { fourWalletSubscribers, fund, longUser, runCronAt, subscribeWithWallet } from "../helpers/money";

const DAY = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => dateOf(Date.now());
/** A week back and ten weeks ahead: the lapses the cron makes months ahead fall inside it. */
const PERIOD = () =>
  `/api/performer/statistics?from=${dateOf(Date.now() - 6 * DAY)}&to=${dateOf(Date.now() + 70 * DAY)}`;

type Figures = Map<string, [gained: number, lost: number]>;

/** Subscribers gained and lost per day of the period, as the statistics say. */
async function shown(creator: TestUser): Promise<Figures> {
  const res = await call(PERIOD(), { token: creator.token });
  expect(res.status, res.text).toBe(200);
  const series = res.json.data.series as {
    date: string;
    subscribersGained: number;
    subscribersLost: number;
  }[];
  return new Map(
    series
      .filter((d) => d.subscribersGained !== 0 || d.subscribersLost !== 0)
      .map((d) => [d.date, [d.subscribersGained, d.subscribersLost]]),
  );
}

/** The same by the rule over the creator's subscription rows, counted the long way. */
async function live(performerId: string): Promise<Figures> {
  const { results } = await env.DB.prepare(
    `SELECT day, sum(g) AS gained, sum(l) AS lost FROM (
       SELECT started_at / 86400000 AS day, 1 AS g, 0 AS l FROM subscriptions
         WHERE performer_id = ?1 AND status <> 'created' AND started_at IS NOT NULL
       UNION ALL
       SELECT (CASE WHEN cancelled_at IS NOT NULL THEN cancelled_at WHEN status = 'deactivated' THEN expires_at END) / 86400000,
              0, 1 FROM subscriptions
         WHERE performer_id = ?1 AND (cancelled_at IS NOT NULL OR status = 'deactivated'))
     WHERE day >= ?2 AND day <= ?3 GROUP BY day`,
  )
    .bind(performerId, Math.floor((Date.now() - 6 * DAY) / DAY), Math.floor((Date.now() + 70 * DAY) / DAY))
    .all<{ day: number; gained: number; lost: number }>();
  return new Map(results.map((r) => [dateOf(r.day * DAY), [r.gained, r.lost]]));
}

/** The statistics against the rule; returns them. */
async function exact(creator: TestUser) {
  const figures = await shown(creator);
  expect(figures).toEqual(await live(creator.id));
  return figures;
}

const fans = (n: number) => Promise.all(Array.from({ length: n }, () => createUser("fan")));

describe("statistics: subscribers gained and lost", () => {
  it("stay exact through subscribing, cancelling, a refund, renewal, expiry, the cron, a lapse and a new start", async () => {
    // Sessions that outlive the cron runs months ahead (the cron prunes expired sessions by its clock).
    const creator = await longUser("performer");
    const admin = await longUser("admin");
    const [a, b, c, d] = await fans(4);
    for (const user of [a, b, c, d, creator]) {
      await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?")
        .bind(Date.now() + 365 * DAY, user.id)
        .run();
    }
    expect(await exact(creator)).toEqual(new Map());

    // Subscribing: b and c can pay one more period, a and d cannot.
    const { subA, subD } = await fourWalletSubscribers(creator.id, [a, b, c, d]);
    expect(await exact(creator)).toEqual(new Map([[today(), [4, 0]]]));

    // Cancelling counts as lost on the day of the cancellation.
    const cancel = await call(`/api/payment/wallet/cancel-subscription/${subA.subscription._id}`, {
      token: a.token,
      method: "POST",
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect(await exact(creator)).toEqual(new Map([[today(), [4, 1]]]));

    // A refund (the admin's, elsewhere in the money code) ends d's subscription.
    const refund = await call(`/api/admin/wallet/charges/${subD.charge._id}/refund`, {
      token: admin.token,
      body: { reason: "test refund" },
    });
    expect(refund.status, refund.text).toBe(200);
    await exact(creator);

    // Renewal half an hour before expiry (b and c renew), then a's period runs out and the cron
    // deactivates it: still lost on the day it was cancelled.
    const expiry = Date.parse(subA.subscription.expiresAt);
    await runCronAt(expiry - 30 * 60_000);
    await exact(creator);
    await runCronAt(expiry + 60_000);
    await exact(creator);

    // c's next renewal cannot be paid: at the second expiry it lapses, lost on the day it ended.
    const secondExpiry = expiry + 30 * DAY;
    await runCronAt(secondExpiry + 60_000);
    const lapsed = await exact(creator);
    expect([...lapsed.values()].reduce((n, [, lost]) => n + lost, 0)).toBeGreaterThanOrEqual(2);

    // a subscribes again: the same row starts anew, so its start and its loss move.
    await fund(a.id, 20);
    await subscribeWithWallet(a, creator.id);
    await exact(creator);
  });

  it("count subscriptions written straight into D1 at once, and keep them from the creator's next subscription batch", async () => {
    const creator = await createUser("performer");
    const [a, b, c] = await fans(3);
    await subscribe(a.id, creator.id);
    await env.DB.prepare(
      "UPDATE subscriptions SET status = 'deactivated', started_at = ?, expires_at = ? WHERE user_id = ?",
    )
      .bind(Date.now() - 3 * DAY, Date.now() - DAY, a.id)
      .run();
    await subscribe(b.id, creator.id);
    const written = new Map([
      [dateOf(Date.now() - 3 * DAY), [1, 0]],
      [dateOf(Date.now() - DAY), [0, 1]],
      [today(), [1, 0]],
    ]);
    expect(await exact(creator)).toEqual(written);
    const kept = () =>
      env.DB.prepare(
        "SELECT sum(gained) AS gained, sum(lost) AS lost FROM subscription_days WHERE performer_id = ?",
      )
        .bind(creator.id)
        .first<{ gained: number | null; lost: number | null }>();
    expect(await kept()).toEqual({ gained: null, lost: null });
    await fund(c.id, 20);
    await subscribeWithWallet(c, creator.id);
    expect(await exact(creator)).toEqual(new Map([...written, [today(), [2, 0]]]));
    expect(await kept()).toEqual({ gained: 3, lost: 1 });
  });

  it("read as many rows with 40 more subscribers and 40 more lost ones", async () => {
    const creator = await createUser("performer");
    const grow = async (n: number) => {
      for (const fan of await fans(n)) await subscribe(fan.id, creator.id);
      for (const fan of await fans(n)) await subscribe(fan.id, creator.id, -DAY);
    };
    // The cron lets the periods that ran out lapse, and a subscription through the API: their
    // batches' recounts count the rows written straight into D1.
    const recount = async () => {
      await runCronAt(Date.now());
      const [fan] = await fans(1);
      await fund(fan.id, 20);
      await subscribeWithWallet(fan, creator.id);
    };
    const measure = async () => {
      const res = await counted(PERIOD(), creator.token);
      expect(res.status, res.body).toBe(200);
      expect(res.statements).toHaveLength(1);
      // Without the top fans: they walk the period's earnings, which the paid subscription of each
      // recount adds to (tests/api/earning-figures.test.ts measures the rest of the statement so too).
      const statements = res.statements.map((sent) => limitedToNone(sent, `LIMIT ${TOP_FANS}`));
      return { rows: await rowsRead(statements), ranges: await rangesWalked(statements) };
    };
    await grow(3);
    await recount();
    await measure(); // the isolate's first reads (settings) are not the statistics'
    const before = await measure();
    await grow(40);
    await recount();
    const after = await measure();
    expect(asManyRows(before.rows, after.rows, after.ranges), `${before.rows} → ${after.rows} rows`).toBe(
      true,
    );
    const figures = await exact(creator);
    // 43 written active and 43 whose period had run out (lapsed by the cron: lost on the day their
    // period ended), all started today, and the two paid through the API.
    expect(figures.get(today())?.[0]).toBe(88);
    expect([...figures.values()].reduce((n, [, lost]) => n + lost, 0)).toBe(43);
  });

  it("a subscription's batch recounts the days from the rows changed since, through their index", async () => {
    const creator = await createUser("performer");
    for (const fan of await fans(5)) await subscribe(fan.id, creator.id);
    const [fan] = await fans(1);
    await fund(fan.id, 20);
    const res = await counted("/api/payment/subscribe/performers", fan.token, {
      performerId: creator.id,
      type: "monthly",
      paymentGateway: "wallet",
    });
    expect(res.status, res.body).toBe(201);
    const recount = res.statements.filter((s) => /\bsubscription_days\b|set "gained_day"/.test(s.sql));
    // Off the old days, onto the new ones, then the rows marked.
    expect(recount).toHaveLength(3);
    for (const statement of recount) {
      const searches = (await planLines(statement))
        .map((l) => l.detail)
        .filter((d) => /\bsubscriptions\b/.test(d));
      expect(searches.length).toBeGreaterThan(0);
      for (const line of searches) {
        expect(line).toBe(
          "SEARCH subscriptions USING INDEX subscriptions_days_unkept_idx (performer_id=? AND <expr>=?)",
        );
      }
    }
    // The six rows (five written straight into D1) are counted, and none is left to recount.
    expect((await exact(creator)).get(today())).toEqual([6, 0]);
  });
});
