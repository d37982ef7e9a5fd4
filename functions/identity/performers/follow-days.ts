/**
 * A creator's follows by the UTC day they were made (`follower_days`), kept for the statistics'
 * "followers gained" so that a period's figure reads one row per day, not every follow. The one
 * place that writes it: each statement goes in the batch that writes the follow row itself
 * (social/follows for follows, unfollows and blocks; money/subscriptions when subscribing follows).
 */
import { and, eq, type SQL, sql } from "drizzle-orm";
import { followerDays, follows } from "../../../drizzle/schema/social";
import { utcDay } from "../../lib/clock";
import { utcDaySql } from "../../lib/d1";
import type { Deps } from "../../lib/deps";

/** +1 on today's follows when `when` holds: before the follow row's insert, with its own guard. */
export function followDayStatement(deps: Deps, performerId: string, now: number, when: SQL) {
  return (
    deps.db
      .insert(followerDays)
      // Its WHERE also keeps SQLite from reading ON CONFLICT as a join's ON.
      .select(sql`SELECT ${performerId}, ${utcDay(now)}, 1 WHERE ${when}`)
      .onConflictDoUpdate({
        target: [followerDays.performerId, followerDays.day],
        set: { n: sql`${followerDays.n} + 1` },
      })
  );
}

/**
 * -1 on the day the follow row was made, if there is one: before the row's delete. (The day's
 * length is written into the statement: a bound number reaches SQLite as a real, and the division
 * would not be a whole day.)
 */
export function unfollowDayStatement(deps: Deps, followerId: string, performerId: string) {
  return deps.db
    .update(followerDays)
    .set({ n: sql`max(${followerDays.n} - 1, 0)` })
    .where(
      and(
        eq(followerDays.performerId, performerId),
        eq(
          followerDays.day,
          sql`(SELECT ${utcDaySql(follows.createdAt)} FROM ${follows} WHERE ${follows.followerId} = ${followerId} AND ${follows.performerId} = ${performerId})`,
        ),
      ),
    );
}
