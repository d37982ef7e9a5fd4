import { AppError, ERRORS, fieldError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { verifyPassword } from "../../lib/password";
import { reserveAttempt } from "../../lib/rate-limit";
import { passwordGuessLimits } from "./limits";

/**
 * Changing the password or the email hands the account to whoever makes the change, so a session
 * alone is not enough: the current password must be given too. Wrong guesses count with the login
 * failures of this account and client, so a stolen session cannot be used to guess the password
 * faster than the login form allows.
 */
export async function confirmCurrentPassword(
  deps: Pick<Deps, "db" | "clock">,
  user: { id: string; passwordHash: string | null },
  currentPassword: string | undefined,
  client: string,
): Promise<void> {
  if (!currentPassword) throw fieldError({ currentPassword: "Enter your current password." });
  const attempt = await reserveAttempt(deps, passwordGuessLimits(user.id, client));
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError("wrong_password", { details: { currentPassword: ERRORS.wrong_password.message } });
  }
  await attempt.release();
}
