import { lt } from "drizzle-orm";
import { rateLimits, sessions, userTokens } from "../drizzle/schema/users";
import { createDeps } from "./context/create-deps";
import { releaseHeldEarnings } from "./earnings/release";
import { publishScheduledFeeds } from "./feeds/publish";
import type { Deps } from "./lib/deps";
import { deliverQueuedEmails } from "./mail/deliver";
import { pruneItemViews } from "./reactions/views";
import { deactivateEndedSubscriptions, renewWalletSubscriptions } from "./subscriptions/renewals";
import { publishScheduledVideos } from "./videos/service";

/** Timed work, every minute. Each job runs on its own so one failure does not stop the others. */
const scheduledJobs: Record<string, (deps: Deps) => Promise<unknown>> = {
  deliverQueuedEmails,
  publishScheduledFeeds,
  publishScheduledVideos,
  renewWalletSubscriptions,
  deactivateEndedSubscriptions,
  releaseHeldEarnings,
  async pruneExpired(deps) {
    const now = deps.clock.now();
    await deps.db.batch([
      pruneItemViews(deps),
      deps.db.delete(rateLimits).where(lt(rateLimits.expiresAt, now)),
      deps.db.delete(sessions).where(lt(sessions.expiresAt, now)),
      deps.db.delete(userTokens).where(lt(userTokens.expiresAt, now)),
    ]);
  },
};

/**
 * Runs every job with the run's scheduled time as its clock: renewals, expiries and publications
 * are decided for the minute the trigger stands for, even when the run starts late.
 */
export async function runScheduledJobs(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, at: number) {
  const deps = createDeps(env, ctx, { now: () => at });
  const results = await Promise.allSettled(Object.values(scheduledJobs).map((job) => job(deps)));
  results.forEach((r, i) => {
    if (r.status === "rejected")
      console.error("scheduled job failed", Object.keys(scheduledJobs)[i], r.reason);
  });
}
