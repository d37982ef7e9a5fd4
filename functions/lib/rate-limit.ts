import { and, eq, gt, sql } from "drizzle-orm";
import { rateLimits } from "../../drizzle/schema/users";
import { AppError } from "../errors";
import type { Deps } from "./deps";

/**
 * Fixed-window counters in D1. One upsert both opens a window and counts in it, so concurrent
 * requests cannot both read "under the limit" and slip past: the database hands each one its own
 * count. An expired window restarts at 1 in the same statement; the cron job prunes old rows.
 */
async function hitRateLimit(
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

/** The count of a window still open (0 when none is). */
export async function countInWindow(deps: Pick<Deps, "db" | "clock">, key: string): Promise<number> {
  const [row] = await deps.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.expiresAt, deps.clock.now())));
  return row?.count ?? 0;
}

/** Takes back one count (an attempt that turned out not to be a failure). */
async function releaseRateLimit(deps: Pick<Deps, "db">, key: string): Promise<void> {
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

/**
 * The client as per-client limits count it: the address Cloudflare reports, "local" when there is
 * none (wrangler dev, tests). An IPv6 client counts by its /64 network, the block one subscriber
 * is usually given, or stepping through its addresses would give it a fresh limit each time.
 */
export function clientIp(headers: Headers): string {
  const ip = headers.get("cf-connecting-ip")?.trim();
  if (!ip) return "local";
  return ip.includes(":") ? (ipv6Network(ip) ?? ip) : ip;
}

/** The /64 network of an IPv6 address (`2001:db8:0:1::/64`); null when it is not one. */
function ipv6Network(ip: string): string | null {
  // An embedded IPv4 address (::ffff:192.0.2.1) names one client: keep it whole.
  if (ip.includes(".")) return null;
  const halves = ip.toLowerCase().split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(missing).fill("0"), ...tail];
  if (!groups.slice(0, 4).every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}
