import { lt } from "drizzle-orm";
import { rateLimits, sessions, userTokens } from "../drizzle/schema/users";
import { publishScheduledFeeds } from "./content/feeds/publish";
import { publishScheduledVideos } from "./content/videos/service";
import { createDeps } from "./context/create-deps";
import { bumpPublicVersion } from "./http/edge/edge-cache";
import type { Deps } from "./lib/deps";
import { backfillPreviews } from "./media/preview-backfill";
import { releaseHeldEarnings } from "./money/earnings/release";
import { deactivateEndedSubscriptions, renewWalletSubscriptions } from "./money/subscriptions/renewals";
import { deliverQueuedEmails } from "./site/mail/deliver";
import { pruneItemViews } from "./social/reactions/views";

/** Timed work, every minute. Each job runs on its own so one failure does not stop the others. */
const scheduledJobs: Record<string, (deps: Deps) => Promise<unknown>> = {
  deliverQueuedEmails,
  // A post or video going out is a change visitors must see: the edge cache's copies retire.
  async publishScheduled(deps) {
    const [posts, videos] = await Promise.all([publishScheduledFeeds(deps), publishScheduledVideos(deps)]);
    if (posts.published > 0 || videos > 0) await bumpPublicVersion(deps.db);
  },
  renewWalletSubscriptions,
  deactivateEndedSubscriptions,
  releaseHeldEarnings,
  // Blurred previews for photos stored before previews existed, a batch a minute (docs/images.md).
  backfillPreviews,
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
 * What went wrong, as one line: the error's message and its causes' (drizzle's "Failed query" wrapper,
 * which only repeats the SQL, is left out for the database's own error under it).
 */
function cause(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e !== undefined && e !== null && depth < 5; depth++) {
    const message = (e instanceof Error ? e.message : String(e)).split("\n")[0];
    if (!message.startsWith("Failed query")) parts.push(message);
    e = e instanceof Error ? e.cause : undefined;
  }
  return parts.join(": ") || "unknown error";
}

/**
 * Runs every job with the run's scheduled time as its clock: renewals, expiries and publications
 * are decided for the minute the trigger stands for, even when the run starts late. Each failed job
 * is logged with its error; then the run fails naming them and their causes, so the cron event's
 * outcome (Cloudflare's Cron Events, a local trigger's answer) says it did not all happen.
 */
export async function runScheduledJobs(env: Env, ctx: Pick<ExecutionContext, "waitUntil">, at: number) {
  const deps = createDeps(env, ctx, { now: () => at });
  const names = Object.keys(scheduledJobs);
  const results = await Promise.allSettled(Object.values(scheduledJobs).map((job) => job(deps)));
  const failed = results.flatMap((r, i) =>
    r.status === "rejected" ? [{ job: names[i], reason: r.reason }] : [],
  );
  for (const { job, reason } of failed) console.error("scheduled job failed", job, reason);
  if (failed.length > 0) {
    const causes = failed.map(({ job, reason }) => `${job} (${cause(reason)})`);
    throw new AggregateError(
      failed.map((f) => f.reason),
      `${failed.length} of ${names.length} scheduled jobs failed: ${causes.join("; ")}`,
    );
  }
}
