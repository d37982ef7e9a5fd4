/**
 * A creator's statistics (`GET /performer/statistics`): per day of a period, earnings by the
 * kind of sale, subscribers gained and lost, followers gained; the top fans by spend; and the
 * period's totals against the same number of days just before it.
 *
 * Four aggregate statements, each a search of one creator's rows by an index that starts with
 * `performer_id` (tests/api/query-plans.test.ts): the earnings of both periods by day and kind,
 * the subscriptions started and lost by day, the follows by day (kept per day: follower_days), the
 * top fans. Days are UTC.
 */
import { sql } from "drizzle-orm";
import { CHARGE_TYPES, type ChargeType } from "../../../drizzle/schema/ledger";
import { fieldError } from "../../errors";
import { requirePerformer, type Viewer } from "../../identity/accounts/viewer";
import { followDay } from "../../identity/performers/follow-days";
import { userCards } from "../../identity/users/cards";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import {
  DEFAULT_STATISTICS_DAYS,
  MAX_STATISTICS_DAYS,
  type StatisticsDto,
  type StatisticsQueryInput,
  TOP_FANS,
} from "./schemas";

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/**
 * The period asked for, in whole UTC days: `to` defaults to today, `from` to 29 days before `to`.
 * `from` after `to`, or more than 366 days, is a 422 naming the field.
 */
export function statisticsPeriod(query: StatisticsQueryInput, now: number) {
  const end = query.to ? Date.parse(query.to) : startOfDay(now);
  const start = query.from ? Date.parse(query.from) : end - (DEFAULT_STATISTICS_DAYS - 1) * DAY_MS;
  if (start > end) throw fieldError({ from: "Choose a first day on or before the last day." });
  const days = Math.round((end - start) / DAY_MS) + 1;
  if (days > MAX_STATISTICS_DAYS)
    throw fieldError({ from: `Choose a period of at most ${MAX_STATISTICS_DAYS} days.` });
  return { start, end: end + DAY_MS, days, previousStart: start - days * DAY_MS };
}

const zeroByType = () => new Map<ChargeType, number>(CHARGE_TYPES.map((t) => [t, 0]));
const typesOut = (cents: Map<ChargeType, number>) =>
  Object.fromEntries(CHARGE_TYPES.map((t) => [t, toTokens(cents.get(t) ?? 0)])) as Record<ChargeType, number>;

interface DayFigures {
  gross: number;
  net: number;
  sales: number;
  byType: Map<ChargeType, number>;
  subscribersGained: number;
  subscribersLost: number;
  followersGained: number;
}
const emptyDay = (): DayFigures => ({
  gross: 0,
  net: 0,
  sales: 0,
  byType: zeroByType(),
  subscribersGained: 0,
  subscribersLost: 0,
  followersGained: 0,
});

const DAY_SQL = (column: ReturnType<typeof sql>) => sql`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;

/** `GET /performer/statistics`: the creator's own figures only. */
export async function performerStatistics(
  deps: Deps,
  viewer: Viewer | null,
  query: StatisticsQueryInput,
): Promise<StatisticsDto> {
  const performerId = requirePerformer(viewer).id;
  const { start, end, days, previousStart } = statisticsPeriod(query, deps.clock.now());
  const lost = sql`coalesce(cancelled_at, CASE WHEN status = 'deactivated' THEN expires_at END)`;
  const [earned, gained, left, followed, fans] = await Promise.all([
    deps.db.all<{ day: string; type: ChargeType; gross: number; net: number; n: number }>(sql`
      SELECT ${DAY_SQL(sql`created_at`)} AS day, type, sum(gross) AS gross, sum(net) AS net, count(*) AS n
      FROM earnings
      WHERE performer_id = ${performerId} AND created_at >= ${previousStart} AND created_at < ${end}
        AND status <> 'refunded'
      GROUP BY day, type`),
    deps.db.all<{ day: string; n: number }>(sql`
      SELECT ${DAY_SQL(sql`started_at`)} AS day, count(*) AS n
      FROM subscriptions
      WHERE performer_id = ${performerId} AND started_at >= ${previousStart} AND started_at < ${end}
        AND status <> 'created'
      GROUP BY day`),
    deps.db.all<{ day: string; n: number }>(sql`
      SELECT ${DAY_SQL(lost)} AS day, count(*) AS n
      FROM subscriptions
      WHERE performer_id = ${performerId} AND ${lost} >= ${previousStart} AND ${lost} < ${end}
      GROUP BY day`),
    // The follows kept per day (identity/performers/follow-days.ts): a row a day, not a follow.
    deps.db.all<{ day: string; n: number }>(sql`
      SELECT ${DAY_SQL(sql`day * ${DAY_MS}`)} AS day, n
      FROM follower_days
      WHERE performer_id = ${performerId} AND day >= ${followDay(previousStart)} AND day < ${followDay(end)}`),
    deps.db.all<{ user_id: string; gross: number; net: number; n: number }>(sql`
      SELECT user_id, sum(gross) AS gross, sum(net) AS net, count(*) AS n
      FROM earnings
      WHERE performer_id = ${performerId} AND created_at >= ${start} AND created_at < ${end}
        AND status <> 'refunded'
      GROUP BY user_id
      ORDER BY sum(gross) DESC, user_id
      LIMIT ${TOP_FANS}`),
  ]);

  const byDay = new Map<string, DayFigures>();
  const at = (day: string) => {
    const figures = byDay.get(day) ?? emptyDay();
    byDay.set(day, figures);
    return figures;
  };
  for (const r of earned) {
    const d = at(r.day);
    d.gross += Number(r.gross);
    d.net += Number(r.net);
    d.sales += Number(r.n);
    d.byType.set(r.type, (d.byType.get(r.type) ?? 0) + Number(r.net));
  }
  for (const r of gained) at(r.day).subscribersGained += Number(r.n);
  for (const r of left) at(r.day).subscribersLost += Number(r.n);
  for (const r of followed) at(r.day).followersGained += Number(r.n);

  /** Sums the days of [from, to) (cents), for the series or a period's totals. */
  const total = (from: number, to: number) => {
    const sum = emptyDay();
    for (let ms = from; ms < to; ms += DAY_MS) {
      const d = byDay.get(dayOf(ms));
      if (!d) continue;
      sum.gross += d.gross;
      sum.net += d.net;
      sum.sales += d.sales;
      for (const [t, v] of d.byType) sum.byType.set(t, (sum.byType.get(t) ?? 0) + v);
      sum.subscribersGained += d.subscribersGained;
      sum.subscribersLost += d.subscribersLost;
      sum.followersGained += d.followersGained;
    }
    return sum;
  };
  const out = (d: DayFigures) => ({
    gross: toTokens(d.gross),
    net: toTokens(d.net),
    sales: d.sales,
    byType: typesOut(d.byType),
    subscribersGained: d.subscribersGained,
    subscribersLost: d.subscribersLost,
    followersGained: d.followersGained,
  });

  const series: StatisticsDto["series"] = [];
  for (let ms = start; ms < end; ms += DAY_MS) {
    const { sales: _sales, ...day } = out(byDay.get(dayOf(ms)) ?? emptyDay());
    series.push({ date: dayOf(ms), ...day });
  }
  const cards = await userCards(
    deps,
    fans.map((f) => f.user_id),
  );
  return {
    period: { from: dayOf(start), to: dayOf(end - DAY_MS), days },
    previousPeriod: { from: dayOf(previousStart), to: dayOf(start - DAY_MS), days },
    kinds: [...CHARGE_TYPES],
    series,
    topFans: fans.map((f) => ({
      userId: f.user_id,
      user: cards.get(f.user_id) ?? null,
      gross: toTokens(Number(f.gross)),
      net: toTokens(Number(f.net)),
      sales: Number(f.n),
    })),
    totals: { current: out(total(start, end)), previous: out(total(previousStart, start)) },
  };
}
