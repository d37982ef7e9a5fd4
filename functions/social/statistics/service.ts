/**
 * A creator's statistics (`GET /performer/statistics`): per day of a period, earnings by the
 * kind of sale, subscribers gained and lost, followers gained; the top fans by spend; and the
 * period's totals against the same number of days just before it.
 *
 * One D1 statement with the session lookup (`statisticsSql` below), each of its reads a search of
 * one creator's rows by an index that starts with `performer_id` (tests/api/query-plans.test.ts):
 * the earnings of both periods by day and kind (kept per day: earning_days), the subscriptions
 * started and lost by day (kept per day: subscription_days), the follows by day (kept per day:
 * follower_days), the top fans with their cards (the period's earnings, grouped by fan). Days are
 * UTC.
 */
import { sql } from "drizzle-orm";
import { CHARGE_TYPES, type ChargeType } from "../../../drizzle/schema/ledger";
import type { UserRole } from "../../../drizzle/schema/users";
import { fieldError } from "../../errors";
import {
  leadingViewerColumn,
  type ReadViewer,
  readRowsAsViewer,
  requirePerformer,
  type ViewerRead,
} from "../../identity/accounts/viewer";
import { toPublicUser } from "../../identity/users/service";
import { DAY, utcDate, utcDay } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { compiled, param } from "../../lib/statements";
import { fileUrls } from "../../media/upload";
import { subscriptionDaysRead } from "../../money/ledger/subscriber-counts";
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

const from = param<number>("from");
const to = param<number>("to");
const fromDay = param<number>("fromDay");
const toDay = param<number>("toDay");

/**
 * The four reads as ONE statement (one round trip, with the session lookup while the viewer is not
 * known yet: `readRowsAsViewer`), its SQL text built once per isolate for each way the viewer is
 * named (lib/statements.ts, `as.by`), each read a search of the creator's (`as.id`) rows by an index
 * that starts with `performer_id`, as rows of one shape (Row) told apart by their `kind`:
 * - `earned`: the earnings of both periods by day and kind, kept per day
 *   (money/ledger/earning-figures.ts: a row a day and kind, not an earning);
 * - `gained` and `lost`: subscriptions started and lost by day, kept per day
 *   (money/ledger/subscriber-counts.ts: `subscription_days`, a row a day, not a subscription,
 *   with the few rows changed since the last recount: `subscriptionDaysRead`);
 * - `followed`: the follows kept per day (identity/performers/follow-days.ts: a row a day, not a follow);
 * - `fan`: the period's top fans (limited in the "top" CTE) with the columns of their public card
 *   (users' key; unknown ids: null); a compound select's rows come in no set order, so they are
 *   put in the CTE's order again (`byTopFan`).
 * With the lookup, its first column is the lookup's row on one row of the top fans (`oneRow`: the
 * fans are limited in their CTE), null elsewhere; the top fans are read from `(SELECT 1) LEFT JOIN`,
 * so that a row carries it when there is nothing else (a fan row of nulls). Not a window over the
 * other reads' rows nor a left join of them: those rows are many (a year's days by kind) and would
 * each be read again. (Not a sixth term of its own: D1 takes at most five in a compound select.)
 */
const statisticsSql = (as: ReadViewer) => {
  const performer = as.id;
  const pad = (n: number) => sql.raw(Array.from({ length: n }, () => ", null").join(""));
  // The other reads' rows carry no session (the first term names the column).
  const noViewer = as.viewerColumn ? sql`null AS "viewer", ` : sql``;
  return sql`
    WITH "top" AS (
      SELECT user_id, sum(gross) AS gross, sum(net) AS net, count(*) AS n
      FROM earnings
      WHERE performer_id = ${performer} AND created_at >= ${from} AND created_at < ${to}
        AND status <> 'refunded'
      GROUP BY user_id
      ORDER BY sum(gross) DESC, user_id
      LIMIT ${sql.raw(String(TOP_FANS))}
    )
    SELECT ${noViewer}'earned' AS kind, day, type, gross, net, n${pad(6)}
    FROM earning_days
    WHERE performer_id = ${performer} AND day >= ${fromDay} AND day < ${toDay}
    UNION ALL
    SELECT ${noViewer}'gained', day, null, null, null, n${pad(6)}
    FROM ${subscriptionDaysRead(performer, "gained", fromDay, toDay)}
    UNION ALL
    SELECT ${noViewer}'lost', day, null, null, null, n${pad(6)}
    FROM ${subscriptionDaysRead(performer, "lost", fromDay, toDay)}
    UNION ALL
    SELECT ${noViewer}'followed', day, null, null, null, n${pad(6)}
    FROM follower_days
    WHERE performer_id = ${performer} AND day >= ${fromDay} AND day < ${toDay}
    UNION ALL
    SELECT ${leadingViewerColumn(as)}'fan', null, "top".user_id, "top".gross,
      "top".net, "top".n, u.id, u.name, u.username, u.role, u.online_until, u.avatar_file_id
    FROM (SELECT 1) LEFT JOIN "top" LEFT JOIN users u ON u.id = "top".user_id`;
};

/**
 * A row of the statement: `kind`, then `day` (a UTC day number), `type` (a kind of sale, or a top
 * fan's id), the cents `gross` and `net`, a count `n`, and a top fan's card.
 */
type Row = [
  kind: "earned" | "gained" | "lost" | "followed" | "fan",
  day: number | null,
  type: string | null,
  gross: number | null,
  net: number | null,
  n: number | null,
  cardId: string | null,
  name: string | null,
  username: string | null,
  role: UserRole | null,
  onlineUntil: number | null,
  avatarFileId: string | null,
];
type Fan = {
  userId: string;
  gross: number;
  net: number;
  n: number;
  card: {
    id: string;
    name: string;
    username: string | null;
    role: UserRole;
    onlineUntil: number | null;
  } | null;
  avatarFileId: string | null;
};

/** The top fans' order, as the "top" CTE has it: by spend, then by id. */
const byTopFan = (a: Fan, b: Fan) =>
  b.gross - a.gross || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0);

/** `GET /performer/statistics`: the creator's own figures only. */
export async function performerStatistics(
  deps: Deps,
  who: ViewerRead,
  query: StatisticsQueryInput,
): Promise<StatisticsDto> {
  let period: ReturnType<typeof statisticsPeriod>;
  try {
    period = statisticsPeriod(query, deps.clock.now());
  } catch (err) {
    // Whoever may not read statistics is refused that first, as before (401, 403).
    requirePerformer(await who.lookUp());
    throw err;
  }
  const { start, end, days, previousStart } = period;
  const values = {
    from: start,
    to: end,
    fromDay: utcDay(previousStart),
    toDay: utcDay(end),
  };
  const { rows } = await readRowsAsViewer(
    who,
    ["performer"],
    (as) => compiled(deps.d1, `statistics:${as.by}`, () => statisticsSql(as), { ...values, ...as.values }),
    requirePerformer,
  );

  /** By UTC day number. */
  const byDay = new Map<number, DayFigures>();
  const at = (day: number) => {
    const figures = byDay.get(day) ?? emptyDay();
    byDay.set(day, figures);
    return figures;
  };
  const fans: Fan[] = [];
  for (const cells of rows) {
    const [kind, day, type, gross, net, n, cardId, name, username, role, onlineUntil, avatarFileId] =
      cells as Row;
    if (kind === "earned") {
      const d = at(Number(day));
      d.gross += Number(gross);
      d.net += Number(net);
      d.sales += Number(n);
      const index = TYPE_INDEX.get(type as ChargeType);
      if (index !== undefined) d.byType[index] += Number(net);
    } else if (kind === "gained") at(Number(day)).subscribersGained += Number(n);
    else if (kind === "lost") at(Number(day)).subscribersLost += Number(n);
    else if (kind === "followed") at(Number(day)).followersGained += Number(n);
    else if (kind === "fan" && type !== null) {
      fans.push({
        userId: type as string,
        gross: Number(gross),
        net: Number(net),
        n: Number(n),
        card:
          cardId === null
            ? null
            : { id: cardId, name: name as string, username, role: role as UserRole, onlineUntil },
        avatarFileId,
      });
    }
  }
  fans.sort(byTopFan);

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
    fans.map((f) => f.avatarFileId),
  );
  const now = deps.clock.now();
  return {
    period: { from: dayOf(start), to: dayOf(end - DAY), days },
    previousPeriod: { from: dayOf(previousStart), to: dayOf(start - DAY), days },
    kinds: [...CHARGE_TYPES],
    series,
    topFans: fans.map((f) => ({
      userId: f.userId,
      user: f.card === null ? null : toPublicUser(f.card, f.avatarFileId && avatars.get(f.avatarFileId), now),
      gross: toTokens(f.gross),
      net: toTokens(f.net),
      sales: f.n,
    })),
    totals: { current: out(total(start, end)), previous: out(total(previousStart, start)) },
  };
}
