/**
 * GET /api/performer/statistics: a creator's figures per day, top fans and this period against
 * the last, from sales, subscriptions and follows made through the API. Another creator's data
 * never counts; the period is validated.
 */
import { describe, expect, it } from "vitest";
import { call, type TestUser } from "../helpers/api";
import { charge, fund, longUser, saleFeed } from "../helpers/money";

const DAY = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const dayAfter = (day: string, n: number) => new Date(Date.parse(day) + n * DAY).toISOString().slice(0, 10);

const stats = (user: TestUser, query = "") =>
  call(`/api/performer/statistics${query}`, { token: user.token });

const subscribeByWallet = (fan: TestUser, performerId: string) =>
  call("/api/payment/subscribe/performers", {
    token: fan.token,
    body: { performerId, type: "monthly", paymentGateway: "wallet" },
  });

/** The creator's earnings as the earnings list gives them (tokens): per type, net; and per fan, gross. */
async function earningsOf(creator: TestUser) {
  const res = await call("/api/performer/earning/search?limit=100", { token: creator.token });
  const rows = res.json.data.data as { type: string; userId: string; gross: number; net: number }[];
  const netByType = new Map<string, number>();
  const grossByFan = new Map<string, number>();
  for (const r of rows) {
    netByType.set(r.type, Math.round(((netByType.get(r.type) ?? 0) + r.net) * 100) / 100);
    grossByFan.set(r.userId, Math.round(((grossByFan.get(r.userId) ?? 0) + r.gross) * 100) / 100);
  }
  return { rows, netByType, grossByFan };
}

describe("creator statistics", () => {
  it("counts the creator's own sales by kind, subscribers gained and lost, followers and top fans, and nobody else's", async () => {
    const [creator, other, big, small, follower] = await Promise.all([
      longUser("performer"),
      longUser("performer"),
      longUser("fan"),
      longUser("fan"),
      longUser("fan"),
    ]);
    await Promise.all([fund(big.id, 200), fund(small.id, 200)]);

    const sub = await subscribeByWallet(small, creator.id);
    expect(sub.status, sub.text).toBe(201);
    expect((await charge(small.token, "tip", creator.id, { amount: 10 })).status).toBe(201);
    expect((await charge(big.token, "tip", creator.id, { amount: 25 })).status).toBe(201);
    const post = await saleFeed(creator, 7);
    expect((await charge(big.token, "feed", post._id)).status).toBe(201);
    // Another creator's sale, subscriber and follower count only for them.
    expect((await charge(big.token, "tip", other.id, { amount: 40 })).status).toBe(201);
    expect((await subscribeByWallet(big, other.id)).status).toBe(201);
    expect((await call(`/api/follows/${other.id}`, { token: follower.token, method: "POST" })).status).toBe(
      200,
    );
    // Two followers each (following again, as a subscriber may already, changes nothing).
    for (const [fan, performer] of [
      [follower, creator],
      [small, creator],
      [big, other],
    ] as const) {
      expect((await call(`/api/follows/${performer.id}`, { token: fan.token, method: "POST" })).status).toBe(
        200,
      );
    }
    const cancel = await call(`/api/payment/wallet/cancel-subscription/${sub.json.data.subscription._id}`, {
      token: small.token,
      method: "POST",
    });
    expect(cancel.status, cancel.text).toBe(200);

    const { rows, netByType, grossByFan } = await earningsOf(creator);
    expect(rows.map((r) => r.type).sort()).toEqual(["feed", "subscription", "tip", "tip"]);
    const subscriptionGross = rows.find((r) => r.type === "subscription")!.gross;

    const day = today();
    const res = await stats(creator, `?from=${dayAfter(day, -6)}&to=${day}`);
    expect(res.status, res.text).toBe(200);
    const s = res.json.data;
    expect(s.period).toEqual({ from: dayAfter(day, -6), to: day, days: 7 });
    expect(s.previousPeriod).toEqual({ from: dayAfter(day, -13), to: dayAfter(day, -7), days: 7 });
    expect(s.series.map((d: { date: string }) => d.date)).toEqual(
      Array.from({ length: 7 }, (_, i) => dayAfter(day, i - 6)),
    );
    const last = s.series[6];
    expect(last.gross).toBe(subscriptionGross + 10 + 25 + 7);
    for (const kind of s.kinds) expect(last.byType[kind], kind).toBe(netByType.get(kind) ?? 0);
    expect(last.net).toBe(Math.round([...netByType.values()].reduce((a, b) => a + b, 0) * 100) / 100);
    expect(last.subscribersGained).toBe(1);
    expect(last.subscribersLost).toBe(1);
    expect(last.followersGained).toBe(2);
    for (const d of s.series.slice(0, 6)) {
      expect(d.gross + d.net + d.subscribersGained + d.subscribersLost + d.followersGained).toBe(0);
    }
    expect(s.totals.current).toMatchObject({
      gross: last.gross,
      net: last.net,
      sales: 4,
      subscribersGained: 1,
      subscribersLost: 1,
      followersGained: 2,
    });
    expect(s.totals.previous).toMatchObject({ gross: 0, net: 0, sales: 0, subscribersGained: 0 });
    expect(
      s.topFans.map((f: { userId: string; user: { username: string }; gross: number; sales: number }) => [
        f.userId,
        f.user.username,
        f.gross,
        f.sales,
      ]),
    ).toEqual(
      [
        [big.id, big.username, 32, 2],
        [small.id, small.username, subscriptionGross + 10, 2],
      ].sort((a, b) => Number(b[2]) - Number(a[2])),
    );
    expect(grossByFan.get(big.id)).toBe(32);

    // A period that starts tomorrow has today as its previous period.
    const next = (await stats(creator, `?from=${dayAfter(day, 1)}&to=${dayAfter(day, 1)}`)).json.data;
    expect(next.totals.current).toMatchObject({ gross: 0, sales: 0, followersGained: 0 });
    expect(next.totals.previous).toMatchObject({
      gross: last.gross,
      net: last.net,
      sales: 4,
      followersGained: 2,
    });
    expect(next.topFans).toEqual([]);

    // The other creator sees their own only.
    const theirs = (await stats(other)).json.data;
    expect(theirs.period.days).toBe(30);
    expect(theirs.totals.current.byType.tip).toBe((await earningsOf(other)).netByType.get("tip"));
    expect(theirs.totals.current).toMatchObject({ sales: 2, subscribersGained: 1, followersGained: 2 });
    expect(theirs.topFans.map((f: { userId: string }) => f.userId)).toEqual([big.id]);
  });

  it("is for creators: 401 without a session, 403 performer_only for a fan", async () => {
    expect((await call("/api/performer/statistics")).status).toBe(401);
    const fan = await longUser("fan");
    const res = await stats(fan);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("performer_only");
  });

  it("validates the period: real dates, from on or before to, at most 366 days", async () => {
    const creator = await longUser("performer");
    const bad = await stats(creator, "?from=2026-02-30&to=2026-03-01");
    expect(bad.status).toBe(422);
    expect(bad.json.code).toBe("validation_failed");
    expect(bad.json.details.from).toBeTruthy();
    const words = await stats(creator, "?from=last-week");
    expect(words.status).toBe(422);
    expect(words.json.details.from).toBeTruthy();
    const reversed = await stats(creator, "?from=2026-03-02&to=2026-03-01");
    expect(reversed.status).toBe(422);
    expect(reversed.json.details).toEqual({ from: "Choose a first day on or before the last day." });
    const long = await stats(creator, "?from=2025-01-01&to=2026-01-02");
    expect(long.status).toBe(422);
    expect(long.json.details.from).toMatch(/366 days/);
    const year = await stats(creator, "?from=2025-01-01&to=2026-01-01");
    expect(year.status, year.text).toBe(200);
    expect(year.json.data.series).toHaveLength(366);
    expect(year.json.data.previousPeriod).toEqual({ from: "2024-01-01", to: "2024-12-31", days: 366 });
  });
});
