import { lt } from "drizzle-orm";
import { rateLimits, sessions, userTokens } from "../drizzle/schema/users";
import { createDeps } from "./context/create-deps";
import { publishScheduledFeeds } from "./feeds/publish";
import type { Deps } from "./lib/deps";
import { deliverQueuedEmails } from "./mail/deliver";
import { pruneItemViews } from "./reactions/views";
import { publishScheduledVideos } from "./videos/service";

/** Timed work, every minute. Each job runs on its own so one failure does not stop the others. */
const scheduledJobs: Record<string, (deps: Deps) => Promise<unknown>> = {
  deliverQueuedEmails,
  publishScheduledFeeds,
  publishScheduledVideos,
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

export async function runScheduledJobs(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, _at: number) {
  const deps = createDeps(env, ctx);
  const results = await Promise.allSettled(Object.values(scheduledJobs).map((job) => job(deps)));
  results.forEach((r, i) => {
    if (r.status === "rejected")
      console.error("scheduled job failed", Object.keys(scheduledJobs)[i], r.reason);
  });
}
