import { and, eq, gt, isNotNull, type SQL, sql } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import {
  SUBSCRIPTION_DAYS_UNKEPT,
  SUBSCRIPTION_GAINED_DAY,
  SUBSCRIPTION_LOST_DAY,
  subscriptionDays,
  subscriptions,
} from "../../../drizzle/schema/subscriptions";
import type { Deps } from "../../lib/deps";

/*
 * A creator's kept subscription counts (the profile's subscriber count, the Subscribers and
 * Expired lists' counts). Here, below the wallet and the subscriptions, because both move them:
 * every subscription batch (functions/money/subscriptions/) and a refund of a subscription payment
 * (functions/money/wallet/refund.ts). With them, the statistics' subscribers gained and lost by
 * day (`subscription_days`).
 */

/** What a subscription row counts as in its creator's kept counts, from its status and start. */
const keptAsNow = sql`CASE WHEN ${subscriptions.status} = 'active' THEN 'active' WHEN ${subscriptions.startedAt} IS NOT NULL THEN 'ended' END`;

/**
 * The creator's kept subscription counts, last in the batch that changes one of their
 * subscriptions: each row's `keptAs` set from what it is now (the rows this batch or a write
 * elsewhere changed, through `subscriptions_kept_idx`), then the counts of those marks, from the
 * index alone (`activeSubscriptions`, `startedSubscriptions`: the Subscribers and Expired lists'
 * counts), and the subscriber count (subscriptions giving access now).
 */
export function recountSubscribers(deps: Deps, performerId: string) {
  const now = deps.clock.now();
  const mine = eq(subscriptions.performerId, performerId);
  return [
    ...recountSubscriptionDays(deps, performerId),
    deps.db
      .update(subscriptions)
      .set({ keptAs: keptAsNow })
      .where(and(mine, sql`${subscriptions.keptAs} IS NOT ${keptAsNow}`)),
    deps.db
      .update(performerProfiles)
      .set({
        totalSubscribers: sql`(SELECT count(*) FROM ${subscriptions} WHERE ${and(
          mine,
          eq(subscriptions.status, "active"),
          gt(subscriptions.expiresAt, now),
        )})`,
        activeSubscriptions: sql`(SELECT count(*) FROM ${subscriptions} WHERE ${and(mine, eq(subscriptions.keptAs, "active"))})`,
        startedSubscriptions: sql`(SELECT count(*) FROM ${subscriptions} WHERE ${and(mine, isNotNull(subscriptions.keptAs))})`,
      })
      .where(eq(performerProfiles.userId, performerId)),
  ] as const;
}

/** Each figure of `subscription_days`: the day a row is kept on, and the day the rule says now. */
const DAY_FIGURES = {
  gained: { kept: sql`gained_day`, now: SUBSCRIPTION_GAINED_DAY },
  lost: { kept: sql`lost_day`, now: SUBSCRIPTION_LOST_DAY },
} as const;

/** The creator's rows changed since the last recount, through `subscriptions_days_unkept_idx`. */
const unkeptRows = (performer: SQL | string) =>
  sql`${subscriptions.performerId} = ${performer} AND ${SUBSCRIPTION_DAYS_UNKEPT} = 1`;

/**
 * The creator's subscribers gained and lost by day (`subscription_days`), moved by the rows whose
 * kept days are not what the rule says now (the rows this batch or a write elsewhere changed, found
 * through their index, not by walking the creator's others): each such row is taken off the days
 * it was counted on, added to the days it counts on now, and then marked with those days. Three
 * statements, in this order, in the batch.
 */
function recountSubscriptionDays(deps: Deps, performerId: string) {
  const unkept = unkeptRows(performerId);
  const { gained, lost } = DAY_FIGURES;
  const movedFrom = ({ kept, now }: (typeof DAY_FIGURES)[keyof typeof DAY_FIGURES]) =>
    sql`(SELECT count(*) FROM ${subscriptions} WHERE ${unkept} AND ${kept} = ${subscriptionDays.day} AND ${kept} IS NOT ${now})`;
  return [
    deps.db
      .update(subscriptionDays)
      .set({
        gained: sql`${subscriptionDays.gained} - ${movedFrom(gained)}`,
        lost: sql`${subscriptionDays.lost} - ${movedFrom(lost)}`,
      })
      .where(
        and(
          eq(subscriptionDays.performerId, performerId),
          sql`${subscriptionDays.day} IN (SELECT ${gained.kept} FROM ${subscriptions} WHERE ${unkept}
            UNION SELECT ${lost.kept} FROM ${subscriptions} WHERE ${unkept})`,
        ),
      ),
    deps.db
      .insert(subscriptionDays)
      .select(
        sql`SELECT ${performerId}, "d", sum("g"), sum("l") FROM (
          SELECT ${gained.now} AS "d", 1 AS "g", 0 AS "l" FROM ${subscriptions}
            WHERE ${unkept} AND ${gained.now} IS NOT NULL AND ${gained.kept} IS NOT ${gained.now}
          UNION ALL SELECT ${lost.now}, 0, 1 FROM ${subscriptions}
            WHERE ${unkept} AND ${lost.now} IS NOT NULL AND ${lost.kept} IS NOT ${lost.now}
        ) GROUP BY "d"`,
      )
      .onConflictDoUpdate({
        target: [subscriptionDays.performerId, subscriptionDays.day],
        set: {
          gained: sql`${subscriptionDays.gained} + excluded.gained`,
          lost: sql`${subscriptionDays.lost} + excluded.lost`,
        },
      }),
    deps.db.update(subscriptions).set({ gainedDay: gained.now, lostDay: lost.now }).where(unkept),
  ] as const;
}

/**
 * A creator's subscribers gained or lost per UTC day in [fromDay, toDay), exact at every moment:
 * the kept days, with the rows changed since the last recount (a few, or none) taken off the days
 * they are kept on and put on the days the rule says now. A subquery of rows (day, n), n not 0;
 * `performer` may be the session lookup's expression.
 */
export function subscriptionDaysRead(
  performer: SQL | string,
  which: keyof typeof DAY_FIGURES,
  fromDay: SQL | number,
  toDay: SQL | number,
) {
  const { kept, now } = DAY_FIGURES[which];
  const unkept = unkeptRows(performer);
  return sql`(SELECT "d" AS day, sum("n") AS n FROM (
      SELECT day AS "d", ${sql.raw(which)} AS "n" FROM subscription_days
        WHERE performer_id = ${performer} AND day >= ${fromDay} AND day < ${toDay}
      UNION ALL SELECT ${now}, 1 FROM subscriptions WHERE ${unkept} AND ${now} >= ${fromDay} AND ${now} < ${toDay}
      UNION ALL SELECT ${kept}, -1 FROM subscriptions WHERE ${unkept} AND ${kept} >= ${fromDay} AND ${kept} < ${toDay}
    ) GROUP BY "d" HAVING sum("n") <> 0)`;
}
