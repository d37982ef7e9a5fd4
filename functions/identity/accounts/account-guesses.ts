import { eq, type SQL, sql } from "drizzle-orm";
import { rateLimits } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import { MINUTE } from "../../lib/clock";
import type { Deps } from "../../lib/deps";

/*
 * Failed sign-in guesses at one account from every address together (wrong passwords, wrong
 * two-factor codes). The per-(account, address) limits of limits.ts keep one client from guessing
 * fast; this keeps many clients from guessing in turn. Once an account has ACCOUNT_GUESS_THRESHOLD
 * failures, each further attempt either needs a solved captcha (where captchas are on) or waits:
 * after the n-th failure the next attempt may come after 1 s × 2^(n − 10), at most 15 minutes.
 * Nobody, the owner included, is refused for longer than the wait that is running; a successful
 * sign-in clears the count, and 15 quiet minutes after the last wait end it too.
 *
 * Stored as one `rate_limits` row per account (`login:account:<account>`): `count` failures, and
 * `expiresAt` = the end of the current wait + ACCOUNT_GUESS_WINDOW_MS, so the wait ends at
 * `expiresAt − ACCOUNT_GUESS_WINDOW_MS`. Every change is one statement, so parallel guesses each
 * get their own count and at most one passes when a wait ends.
 */
export const ACCOUNT_GUESS_THRESHOLD = 10;
const ACCOUNT_GUESS_WINDOW_MS = 15 * MINUTE;
const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 15 * MINUTE;

const accountKey = (account: string) => `login:account:${account}`;

/** The wait after `failures` failures, as SQL over a count expression (0 below the threshold). */
const waitAfter = (failures: SQL) =>
  sql`(CASE WHEN ${failures} < ${ACCOUNT_GUESS_THRESHOLD} THEN 0
    ELSE min(${LONGEST_WAIT_MS}, ${FIRST_WAIT_MS} * (1 << min(${failures} - ${ACCOUNT_GUESS_THRESHOLD}, 20))) END)`;

export interface AccountGuess {
  /** Failures of the account so far, this attempt included. */
  failures: number;
  /** The attempt was no failure after all (e.g. right password, code still to come): take it back. */
  notAFailure(): Promise<void>;
  /** Signed in: the account's count starts again. */
  succeeded(): Promise<void>;
}

/**
 * Counts an attempt as a failure before it is checked (taken back by `notAFailure` or cleared by
 * `succeeded`). With `waits` (no captcha on this site), an attempt past the threshold before the
 * running wait ends is refused with 429 and Retry-After, and not counted.
 */
export async function reserveAccountGuess(
  deps: Pick<Deps, "db" | "clock">,
  account: string,
  options: { waits: boolean },
): Promise<AccountGuess> {
  const key = accountKey(account);
  const now = deps.clock.now();
  const expired = sql`${rateLimits.expiresAt} <= ${now}`;
  const failures = sql`(CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END)`;
  const waitEnds = sql`${rateLimits.expiresAt} - ${ACCOUNT_GUESS_WINDOW_MS}`;
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ key, count: 1, expiresAt: now + ACCOUNT_GUESS_WINDOW_MS })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: failures, expiresAt: sql`${now} + ${waitAfter(failures)} + ${ACCOUNT_GUESS_WINDOW_MS}` },
      setWhere: options.waits
        ? sql`${expired} OR ${rateLimits.count} < ${ACCOUNT_GUESS_THRESHOLD} OR ${waitEnds} <= ${now}`
        : undefined,
    })
    .returning({ count: rateLimits.count });
  if (!row) {
    const [current] = await deps.db
      .select({ expiresAt: rateLimits.expiresAt })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    const waitMs = (current?.expiresAt ?? now) - ACCOUNT_GUESS_WINDOW_MS - now;
    throw new AppError("too_many_attempts", {
      message: "Too many failed sign-ins to this account. Please wait a moment and try again.",
      retryAfter: Math.max(1, Math.ceil(waitMs / 1000)),
    });
  }
  return {
    failures: row.count,
    async notAFailure() {
      const count = sql`${rateLimits.count}`;
      await deps.db
        .update(rateLimits)
        .set({
          count: sql`${rateLimits.count} - 1`,
          expiresAt: sql`${rateLimits.expiresAt} - ${waitAfter(count)} + ${waitAfter(sql`${count} - 1`)}`,
        })
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.count} > 0`);
    },
    async succeeded() {
      await deps.db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}
