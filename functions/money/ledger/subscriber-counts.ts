import { and, eq, gt, isNotNull, sql } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import type { Deps } from "../../lib/deps";

/*
 * A creator's kept subscription counts (the profile's subscriber count, the Subscribers and
 * Expired lists' counts). Here, below the wallet and the subscriptions, because both move them:
 * every subscription batch (functions/money/subscriptions/) and a refund of a subscription payment
 * (functions/money/wallet/refund.ts).
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
