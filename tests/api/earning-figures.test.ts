/**
 * The earnings' kept figures (issue 22 §4): the statistics read a period's earnings from
 * `earning_days` (a row per day and kind of sale), and the "Tipped you" list's count from the
 * creator's kept count of fans who tipped. Both move in the batch of every sale and every refund
 * (money/ledger/earning-figures.ts), so what a request reads does not grow with the sales, and the figures
 * stay what summing the earnings row by row says, through tips, purchases, subscriptions and
 * refunds, also of a sale made on an earlier day.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOP_FANS } from "#functions/social/statistics/schemas";
import { call, createUser, type TestUser } from "../helpers/api";
import {
  asManyRows,
  counted,
  limitedToNone,
  plan,
  rangesWalked,
  rowsRead,
  type Sent,
} from "../helpers/d1-count";
import { admin, charge, fund, ledgerViolations, longUser, saleFeed } from "../helpers/money";

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const WEEK = () => `/api/performer/statistics?from=${dayOf(Date.now() - 6 * DAY)}&to=${dayOf(Date.now())}`;

afterEach(() => {
  vi.useRealTimers();
});

/** What the statistics say of the last week: per day, gross, net and net by kind (tokens). */
async function shown(creator: TestUser) {
  const res = await call(WEEK(), { token: creator.token });
  expect(res.status, res.text).toBe(200);
  const s = res.json.data;
  const days = new Map<string, { gross: number; net: number; byType: Record<string, number> }>();
  for (const d of s.series as {
    date: string;
    gross: number;
    net: number;
    byType: Record<string, number>;
  }[]) {
    if (d.gross !== 0 || d.net !== 0) days.set(d.date, { gross: d.gross, net: d.net, byType: d.byType });
  }
  return { days, sales: s.totals.current.sales as number, kinds: s.kinds as string[] };
}

/** The same summed from the creator's earnings row by row (refunded ones left out). */
async function live(performerId: string, kinds: string[]) {
  const { results } = await env.DB.prepare(
    `SELECT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') AS day, type, sum(gross) AS gross,
       sum(net) AS net, count(*) AS n
     FROM earnings WHERE performer_id = ? AND status <> 'refunded' AND created_at >= ? GROUP BY day, type`,
  )
    .bind(performerId, Date.parse(dayOf(Date.now() - 6 * DAY)))
    .all<{ day: string; type: string; gross: number; net: number; n: number }>();
  const days = new Map<string, { gross: number; net: number; byType: Record<string, number> }>();
  let sales = 0;
  for (const r of results) {
    const d = days.get(r.day) ?? {
      gross: 0,
      net: 0,
      byType: Object.fromEntries(kinds.map((k) => [k, 0])),
    };
    d.gross += r.gross;
    d.net += r.net;
    d.byType[r.type] += r.net;
    days.set(r.day, d);
    sales += r.n;
  }
  const tokens = (cents: number) => cents / 100;
  for (const d of days.values()) {
    d.gross = tokens(d.gross);
    d.net = tokens(d.net);
    for (const k of kinds) d.byType[k] = tokens(d.byType[k]);
  }
  return { days, sales };
}

/** The "Tipped you" list: its total, its count on the lists page, and its members. */
async function tipped(creator: TestUser) {
  const page = await call("/api/lists/tipped/members?limit=100", { token: creator.token });
  expect(page.status, page.text).toBe(200);
  const lists = await call("/api/lists", { token: creator.token });
  const count = (lists.json.data.data as { _id: string; memberCount: number }[]).find(
    (l) => l._id === "tipped",
  )?.memberCount;
  return {
    total: page.json.data.total as number,
    count,
    members: (page.json.data.data as { _id: string }[]).map((m) => m._id).sort(),
  };
}

/** Every kept figure equals the row-by-row sums, and the list's count its members. */
async function exact(creator: TestUser) {
  const s = await shown(creator);
  expect(s.days).toEqual((await live(creator.id, s.kinds)).days);
  expect(s.sales).toBe((await live(creator.id, s.kinds)).sales);
  const t = await tipped(creator);
  expect(t.total).toBe(t.members.length);
  expect(t.count).toBe(t.members.length);
  return { ...s, tippers: t.members };
}

const refund = async (chargeId: string) => {
  const res = await call(`/api/admin/wallet/charges/${chargeId}/refund`, {
    token: (await admin()).token,
    body: { reason: "Refunded in a test" },
  });
  expect(res.status, res.text).toBe(200);
};

const paid = async (res: Awaited<ReturnType<typeof charge>>) => {
  expect(res.status, res.text).toBe(201);
  return res.json.data._id as string;
};

describe("the earnings' kept figures", () => {
  it("statistics read as many rows after more sales on the same days: only the top fans walk the earnings", async () => {
    const creator = await createUser("performer");
    const fans = await Promise.all([createUser("fan"), createUser("fan")]);
    for (const fan of fans) await fund(fan.id, 200);
    for (const fan of fans) await paid(await charge(fan.token, "tip", creator.id, { amount: 10 }));
    await counted(WEEK(), creator.token); // the isolate's first reads (settings) are not the statistics'
    const before = await counted(WEEK(), creator.token);
    expect(before.status, before.body).toBe(200);
    expect(before.statements).toHaveLength(1);
    // The top fans are the one read of the earnings: the rest is measured without them.
    const withoutTopFans = (sent: Sent) => limitedToNone(sent, `LIMIT ${TOP_FANS}`);
    const readBefore = await rowsRead([withoutTopFans(before.statements[0])]);

    const post = await saleFeed(creator, 3);
    for (const fan of fans) {
      for (let i = 0; i < 5; i++) await paid(await charge(fan.token, "tip", creator.id, { amount: 10 + i }));
    }
    await paid(await charge(fans[0].token, "feed", post._id));
    const after = await counted(WEEK(), creator.token);
    expect(after.status, after.body).toBe(200);
    expect(JSON.parse(after.body).data.totals.current.sales).toBe(13);
    // One statement with the session lookup; of its reads only the top fans' is of the earnings.
    expect(after.roundTrips).toBe(1);
    expect(after.statements).toHaveLength(1);
    const [sent] = after.statements;
    expect(sent.sql.match(/\bfrom earnings\b/gi)).toHaveLength(1);
    // The days are a search of the creator's days by its key.
    expect((await plan(sent)).filter((line) => /\bearning_days\b/.test(line))).toEqual([
      expect.stringMatching(
        /^SEARCH earning_days USING (PRIMARY KEY|INDEX sqlite_autoindex_earning_days_1) \(performer_id=\? AND day>\? AND day<\?\)$/,
      ),
    ]);
    const readAfter = await rowsRead([withoutTopFans(sent)]);
    expect(
      asManyRows(readBefore, readAfter, await rangesWalked([sent])),
      `rows read ${readBefore} -> ${readAfter}`,
    ).toBe(true);
  });

  it("the Tipped you list's total reads as many rows with 12 more tippers: the count is kept, not counted", async () => {
    const creator = await createUser("performer");
    const tippers = async (n: number) => {
      for (const fan of await Promise.all(Array.from({ length: n }, () => createUser("fan")))) {
        await fund(fan.id, 20);
        await paid(await charge(fan.token, "tip", creator.id, { amount: 10 }));
      }
    };
    await tippers(3);
    const PATH = "/api/lists/tipped/members?limit=2";
    await counted(PATH, creator.token);
    const before = await counted(PATH, creator.token);
    expect(JSON.parse(before.body).data.total).toBe(3);
    // The page's one statement without its page (which reads every tip to order the tippers).
    expect(before.statements).toHaveLength(1);
    const totalOf = (sent: Sent[]) => [limitedToNone(sent[0], " limit ? offset ?)")];
    const readBefore = await rowsRead(totalOf(before.statements));
    await tippers(12);
    const after = await counted(PATH, creator.token);
    expect(JSON.parse(after.body).data.total).toBe(15);
    const readAfter = await rowsRead(totalOf(after.statements));
    expect(
      asManyRows(readBefore, readAfter, await rangesWalked(after.statements)),
      `rows read ${readBefore} -> ${readAfter}`,
    ).toBe(true);
  });

  it("stay exact through tips, a second tip, a purchase, a subscription and refunds, across a day boundary", async () => {
    const creator = await longUser("performer");
    const [a, b] = await Promise.all([longUser("fan"), longUser("fan")]);
    await Promise.all([fund(a.id, 300), fund(b.id, 300)]);
    const post = await saleFeed(creator, 5);

    // A minute before midnight yesterday (UTC): a tip and a purchase.
    const midnight = Math.floor(Date.now() / DAY) * DAY;
    vi.useFakeTimers({ toFake: ["Date"], now: midnight - 60_000 });
    const firstTip = await paid(await charge(a.token, "tip", creator.id, { amount: 10 }));
    await paid(await charge(a.token, "feed", post._id));
    vi.useRealTimers();
    const yesterday = dayOf(midnight - DAY);
    const afterYesterday = await exact(creator);
    expect([...afterYesterday.days.keys()]).toEqual([yesterday]);
    expect(afterYesterday.tippers).toEqual([a.id]);

    // Today: a's second tip, b's tip and subscription.
    const secondTip = await paid(await charge(a.token, "tip", creator.id, { amount: 20 }));
    const bTip = await paid(await charge(b.token, "tip", creator.id, { amount: 15 }));
    const sub = await call("/api/payment/subscribe/performers", {
      token: b.token,
      body: { performerId: creator.id, type: "monthly", paymentGateway: "wallet" },
    });
    expect(sub.status, sub.text).toBe(201);
    const both = await exact(creator);
    expect(both.days.size).toBe(2);
    expect(both.sales).toBe(5);
    expect(both.tippers).toEqual([a.id, b.id].sort());

    // Refunding yesterday's tip takes it from yesterday; a still tipped (today), so stays listed.
    await refund(firstTip);
    const refundedOld = await exact(creator);
    expect(refundedOld.days.get(yesterday)?.byType.tip).toBe(0);
    expect(refundedOld.days.get(dayOf(Date.now()))).toEqual(both.days.get(dayOf(Date.now())));
    expect(refundedOld.tippers).toEqual([a.id, b.id].sort());

    // Refunding a's last tip takes a out of the list; the subscription's refund leaves the tippers.
    await refund(secondTip);
    expect((await exact(creator)).tippers).toEqual([b.id]);
    const subscriptionCharge = await env.DB.prepare(
      "SELECT id FROM wallet_charges WHERE user_id = ? AND performer_id = ? AND type = 'subscription'",
    )
      .bind(b.id, creator.id)
      .first<{ id: string }>();
    await refund(subscriptionCharge!.id);
    expect((await exact(creator)).tippers).toEqual([b.id]);
    await refund(bTip);
    const none = await exact(creator);
    expect(none.tippers).toEqual([]);
    expect(none.sales).toBe(1); // the purchase of yesterday
    // A tip after every tip was refunded counts the fan again.
    await paid(await charge(b.token, "tip", creator.id, { amount: 10 }));
    expect((await exact(creator)).tippers).toEqual([b.id]);
    expect(await ledgerViolations()).toEqual([]);
  });
});
