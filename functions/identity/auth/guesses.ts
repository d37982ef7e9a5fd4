import type { Deps } from "../../lib/deps";
import { countInWindow, reserveAttempt } from "../../lib/rate-limit";
import { ACCOUNT_GUESS_THRESHOLD, reserveAccountGuess } from "../accounts/account-guesses";
import { passwordGuessLimits } from "../accounts/limits";
import { assertCaptcha, CAPTCHA_AFTER_FAILED_LOGINS, captchaConfig } from "../captcha/service";

export interface SignInGuess {
  /** The attempt turned out to be no guess (right password, second factor still to come). */
  notAFailure(): Promise<void>;
  /** Signed in: the client's attempt is taken back and the account's failures cleared. */
  succeeded(): Promise<void>;
}

/**
 * Every sign-in attempt that checks a secret (a password, a two-factor or recovery code) starts
 * here, before the secret is checked, and counts as a failure until the caller says otherwise:
 * - per account and client (functions/identity/accounts/limits.ts): 10 a minute, 100 an hour, then 429;
 *   after 3 failures in the hour the client is asked for a captcha (where captchas are on);
 * - per account from every client (functions/identity/accounts/account-guesses.ts): past 10 failures every
 *   attempt needs a captcha where captchas are on, otherwise waits a growing delay (429).
 * A refused attempt is not counted. `account` is the user id, or the typed name when no account
 * has it, so unknown names behave the same.
 */
export async function beginSignInGuess(
  deps: Deps,
  guess: { account: string; client: string; captchaToken?: string | null },
): Promise<SignInGuess> {
  const limits = passwordGuessLimits(guess.account, guess.client);
  const [captcha, clientFailures] = await Promise.all([
    captchaConfig(deps),
    countInWindow(deps, limits[1].key),
  ]);
  const client = await reserveAttempt(deps, limits);
  let account: Awaited<ReturnType<typeof reserveAccountGuess>>;
  try {
    account = await reserveAccountGuess(deps, guess.account, { waits: !captcha.enabled });
  } catch (err) {
    await client.release();
    throw err;
  }
  const needsCaptcha =
    clientFailures >= CAPTCHA_AFTER_FAILED_LOGINS || account.failures > ACCOUNT_GUESS_THRESHOLD;
  if (captcha.enabled && needsCaptcha) {
    try {
      await assertCaptcha(deps, guess.captchaToken, guess.client);
    } catch (err) {
      await Promise.all([client.release(), account.notAFailure()]);
      throw err;
    }
  }
  return {
    notAFailure: async () => {
      await Promise.all([client.release(), account.notAFailure()]);
    },
    succeeded: async () => {
      await Promise.all([client.release(), account.succeeded()]);
    },
  };
}
