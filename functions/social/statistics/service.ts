/**
 * A creator's statistics (`GET /performer/statistics`): per day of a period, earnings by the
 * kind of sale, subscribers gained and lost, followers gained; the top fans by spend; and the
 * period's totals against the same number of days just before it.
 *
 * One D1 batch after the session (STATEMENTS below), each read a search of one creator's rows by
 * an index that starts with `performer_id` (tests/api/query-plans.test.ts): the earnings of both
 * periods by day and kind (kept per day: earning_days), the subscriptions started and lost by day,
 * the follows by day (kept per day: follower_days), the top fans with their cards (the period's
 * earnings, grouped by fan). Days are UTC.
 */
import { sql } from "drizzle-orm";
import { CHARGE_TYPES, type ChargeType } from "../../../drizzle/schema/ledger";
import { SUBSCRIPTION_LOST_AT } from "../../../drizzle/schema/subscriptions";
import type { UserRole } from "../../../drizzle/schema/users";
import { fieldError } from "../../errors";
import { requirePerformer, type Viewer } from "../../identity/accounts/viewer";
import { toPublicUser } from "../../identity/users/service";
import { DAY, utcDate, utcDay } from "../../lib/clock";
import { utcDaySql } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { compiled, param } from "../../lib/statements";
import { fileUrls } from "../../media/upload";
import {
  DEFAULT_STATISTICS_DAYS,
  MAX_STATISTICS_DAYS,
  type StatisticsDto,
  type StatisticsQueryInput,
  TOP_FANS,
} from "./schemas";

const dayOf = (ms: number) => utcDate(utcDay(ms));
const startOfDay = (ms: number) => utcDay(ms) * DAY;

/**
 * The period asked for, in whole UTC days: `to` defaults to today, `from` to 29 days before `to`.
 * `from` after `to`, or more than 366 days, is a 422 naming the field.
 */
export function statisticsPeriod(query: StatisticsQueryInput, now: number) {
  const end = query.to ? Date.parse(query.to) : startOfDay(now);
  const start = query.from ? Date.parse(query.from) : end - (DEFAULT_STATISTICS_DAYS - 1) * DAY;
  if (start > end) throw fieldError({ from: "Choose a first day on or before the last day." });
  const days = Math.round((end - start) / DAY) + 1;
  if (days > MAX_STATISTICS_DAYS)
    throw fieldError({ from: `Choose a period of at most ${MAX_STATISTICS_DAYS} days.` });
  return { start, end: end + DAY, days, previousStart: start - days * DAY };
}

/** A kind's place in CHARGE_TYPES: a day's figures by kind are an array in that order. */
const TYPE_INDEX = new Map<ChargeType, number>(CHARGE_TYPES.map((t, i) => [t, i]));
const zeroByType = () => new Array<number>(CHARGE_TYPES.length).fill(0);
const typesOut = (cents: readonly number[]) => {
  const out = {} as Record<ChargeType, number>;
  for (let i = 0; i < CHARGE_TYPES.length; i++) out[CHARGE_TYPES[i]] = toTokens(cents[i]);
  return out;
};

interface DayFigures {
  gross: number;
  net: number;
  sales: number;
  /** Cents by kind, in CHARGE_TYPES' order. */
  byType: number[];
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

const performer = param("performerId");
const from = param<number>("from");
const previousFrom = param<number>("previousFrom");
const to = param<number>("to");
/** When a subscription was lost, as its index (subscriptions_performer_lost_idx) has it. */
const LOST = SUBSCRIPTION_LOST_AT;

/**
 * The four reads, one D1 batch, each SQL text built once per isolate (lib/statements.ts) and each
 * a search of the creator's rows by an index that starts with `performer_id`:
 * - the earnings of both periods by day and kind, kept per day (money/ledger/earning-figures.ts: a row a
 *   day and kind, not an earning);
 * - subscriptions started and lost by day (`kind` 'gained' or 'lost');
 * - the follows kept per day (identity/performers/follow-days.ts: a row a day, not a follow);
 * - the period's top fans with the columns of their public card (users' key; unknown ids: null).
 */
const STATEMENTS = {
  earned: () => sql`
    SELECT day, type, gross, net, n
    FROM earning_days
    WHERE performer_id = ${performer} AND day >= ${param<number>("fromDay")} AND day < ${param<number>("toDay")}`,
  subscribers: () => sql`
    SELECT 'gained' AS kind, ${utcDaySql(sql`started_at`)} AS day, count(*) AS n
    FROM subscriptions
    WHERE performer_id = ${performer} AND started_at >= ${previousFrom} AND started_at < ${to}
      AND status <> 'created'
    GROUP BY day
    UNION ALL
    SELECT 'lost' AS kind, ${utcDaySql(LOST)} AS day, count(*) AS n
    FROM subscriptions
    WHERE performer_id = ${performer} AND ${LOST} >= ${previousFrom} AND ${LOST} < ${to}
    GROUP BY day`,
  followed: () => sql`
    SELECT day, n
    FROM follower_days
    WHERE performer_id = ${performer} AND day >= ${param<number>("fromDay")} AND day < ${param<number>("toDay")}`,
  fans: () => sql`
    WITH "top" AS (
      SELECT user_id, sum(gross) AS gross, sum(net) AS net, count(*) AS n
      FROM earnings
      WHERE performer_id = ${performer} AND created_at >= ${from} AND created_at < ${to}
        AND status <> 'refunded'
      GROUP BY user_id
      ORDER BY sum(gross) DESC, user_id
      LIMIT ${sql.raw(String(TOP_FANS))}
    )
    SELECT "top".user_id, "top".gross, "top".net, "top".n,
      u.id AS card_id, u.name, u.username, u.role, u.online_until, u.avatar_file_id
    FROM "top" LEFT JOIN users u ON u.id = "top".user_id
    ORDER BY "top".gross DESC, "top".user_id`,
};

type Earned = { day: number; type: ChargeType; gross: number; net: number; n: number };
type Subscribers = { kind: "gained" | "lost"; day: number; n: number };
type Followed = { day: number; n: number };
type Fan = {
  user_id: string;
  gross: number;
  net: number;
  n: number;
  card_id: string | null;
  name: string;
  username: string | null;
  role: UserRole;
  online_until: number | null;
  avatar_file_id: string | null;
};

/** `GET /performer/statistics`: the creator's own figures only. */
export async function performerStatistics(
  deps: Deps,
  viewer: Viewer | null,
  query: StatisticsQueryInput,
): Promise<StatisticsDto> {
  const performerId = requirePerformer(viewer).id;
  const { start, end, days, previousStart } = statisticsPeriod(query, deps.clock.now());
  const values = {
    performerId,
    from: start,
    previousFrom: previousStart,
    to: end,
    fromDay: utcDay(previousStart),
    toDay: utcDay(end),
  };
  const run = (key: keyof typeof STATEMENTS) =>
    compiled(deps.d1, `statistics.${key}`, STATEMENTS[key], values);
  const [earnedRes, subscribersRes, followedRes, fansRes] = await deps.d1.batch<unknown>([
    run("earned"),
    run("subscribers"),
    run("followed"),
    run("fans"),
  ]);
  const earned = earnedRes.results as Earned[];
  const subscribers = subscribersRes.results as Subscribers[];
  const followed = followedRes.results as Followed[];
  const fans = fansRes.results as Fan[];

  /** By UTC day number. */
  const byDay = new Map<number, DayFigures>();
  const at = (day: number) => {
    const figures = byDay.get(day) ?? emptyDay();
    byDay.set(day, figures);
    return figures;
  };
  for (const r of earned) {
    const d = at(r.day);
    d.gross += Number(r.gross);
    d.net += Number(r.net);
    d.sales += Number(r.n);
    const kind = TYPE_INDEX.get(r.type);
    if (kind !== undefined) d.byType[kind] += Number(r.net);
  }
  for (const r of subscribers) {
    if (r.kind === "gained") at(r.day).subscribersGained += Number(r.n);
    else at(r.day).subscribersLost += Number(r.n);
  }
  for (const r of followed) at(r.day).followersGained += Number(r.n);

  /** Sums the days of [from, to) (cents), for the series or a period's totals. */
  const total = (from: number, to: number) => {
    const sum = emptyDay();
    for (let day = utcDay(from); day < utcDay(to); day++) {
      const d = byDay.get(day);
      if (!d) continue;
      sum.gross += d.gross;
      sum.net += d.net;
      sum.sales += d.sales;
      for (let i = 0; i < d.byType.length; i++) sum.byType[i] += d.byType[i];
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
  for (let day = utcDay(start); day < utcDay(end); day++) {
    const { sales: _sales, ...figures } = out(byDay.get(day) ?? emptyDay());
    series.push({ date: utcDate(day), ...figures });
  }
  const avatars = await fileUrls(
    deps,
    fans.map((f) => f.avatar_file_id),
  );
  const now = deps.clock.now();
  return {
    period: { from: dayOf(start), to: dayOf(end - DAY), days },
    previousPeriod: { from: dayOf(previousStart), to: dayOf(start - DAY), days },
    kinds: [...CHARGE_TYPES],
    series,
    topFans: fans.map((f) => ({
      userId: f.user_id,
      user:
        f.card_id === null
          ? null
          : toPublicUser(
              {
                id: f.card_id,
                name: f.name,
                username: f.username,
                role: f.role,
                onlineUntil: f.online_until,
              },
              f.avatar_file_id && avatars.get(f.avatar_file_id),
              now,
            ),
      gross: toTokens(Number(f.gross)),
      net: toTokens(Number(f.net)),
      sales: Number(f.n),
    })),
    totals: { current: out(total(start, end)), previous: out(total(previousStart, start)) },
  };
}
