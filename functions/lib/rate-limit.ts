import { and, eq, gt, sql } from "drizzle-orm";
import { rateLimits } from "../../drizzle/schema/users";
import { AppError } from "../errors";
import type { Deps } from "./deps";

/**
 * Fixed-window counters in D1. One upsert both opens a window and counts in it, so concurrent
 * requests cannot both read "under the limit" and slip past: the database hands each one its own
 * count. An expired window restarts at 1 in the same statement; the cron job prunes old rows.
 */
export async function hitRateLimit(
  deps: Pick<Deps, "db" | "clock">,
  key: string,
  windowMs: number,
): Promise<{ count: number; expiresAt: number }> {
  const now = deps.clock.now();
  const expired = sql`${rateLimits.expiresAt} <= ${now}`;
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: now + windowMs })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        expiresAt: sql`CASE WHEN ${expired} THEN ${now + windowMs} ELSE ${rateLimits.expiresAt} END`,
      },
    })
    .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
  return row;
}

/** Takes back one count (an attempt that turned out not to be a failure). */
export async function releaseRateLimit(deps: Pick<Deps, "db">, key: string): Promise<void> {
  await deps.db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0)));
}

export interface Limit {
  key: string;
  /** Calls allowed per window; the next one is refused with 429. */
  max: number;
  windowMs: number;
}

const hitAll = (deps: Pick<Deps, "db" | "clock">, limits: Limit[]) =>
  Promise.all(limits.map((l) => hitRateLimit(deps, l.key, l.windowMs)));

/** The 429 for calls over any of their limits, with the wait until the last of those windows ends; null when none is. */
function overLimit(
  deps: Pick<Deps, "clock">,
  limits: Limit[],
  hits: { count: number; expiresAt: number }[],
): AppError | null {
  const over = hits.filter((hit, i) => hit.count > limits[i].max);
  if (over.length === 0) return null;
  const waitMs = Math.max(...over.map((hit) => hit.expiresAt)) - deps.clock.now();
  return new AppError("too_many_attempts", { retryAfter: Math.ceil(waitMs / 1000) });
}

const releaseAll = async (deps: Pick<Deps, "db">, limits: Limit[]) => {
  await Promise.all(limits.map((l) => releaseRateLimit(deps, l.key)));
};

/** Counts one call against each limit and throws too_many_attempts (with Retry-After) once any is exceeded. */
export async function consumeRateLimits(deps: Pick<Deps, "db" | "clock">, limits: Limit[]): Promise<void> {
  const refused = overLimit(deps, limits, await hitAll(deps, limits));
  if (refused) throw refused;
}

/**
 * For limits on failures (logins): the attempt is counted before the work, so a burst of
 * parallel requests gets distinct counts and no more than `max` of them are let through. A refused
 * attempt is taken back (it was not a failure), and the caller takes back a successful one with
 * the returned `release`.
 */
export async function reserveAttempt(
  deps: Pick<Deps, "db" | "clock">,
  limits: Limit[],
): Promise<{ release: () => Promise<void> }> {
  const refused = overLimit(deps, limits, await hitAll(deps, limits));
  if (refused) {
    await releaseAll(deps, limits);
    throw refused;
  }
  return { release: () => releaseAll(deps, limits) };
}

/** The client's address as Cloudflare reports it; "local" when there is none (wrangler dev, tests). */
export function clientIp(headers: Headers): string {
  return headers.get("cf-connecting-ip")?.trim() || "local";
}
