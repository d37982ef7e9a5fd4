/**
 * Turning two-factor sign-in on and off (`/auth/2fa/*`). Both need the current password, like
 * every change that hands the account to whoever makes it; the codes typed here count with the
 * account's password guesses from this client (functions/identity/accounts/limits.ts).
 */
import { AppError, ERRORS } from "../../errors";
import type { Deps } from "../../lib/deps";
import { reserveAttempt } from "../../lib/rate-limit";
import { getSetting } from "../../site/settings/service";
import { confirmCurrentPassword } from "../accounts/current-password";
import { securityNoticeInserts } from "../accounts/emails";
import { passwordGuessLimits } from "../accounts/limits";
import type { RequestMeta } from "../accounts/request-meta";
import {
  confirmTwoFactorSetup,
  freshRecoveryCodes,
  hasPendingTwoFactorSetup,
  isTwoFactorEnabled,
  removeTwoFactor,
  spendSecondFactor,
  startTwoFactorSetup,
  twoFactorStatus,
} from "../accounts/two-factor";
import type { Viewer } from "../accounts/viewer";
import { findUserById } from "../users/service";
import type { TwoFactorDisableInput, TwoFactorEnableInput } from "./schemas";

/**
 * Marks an admin whom the site requires to use two-factor sign-in (setting requireAdminTwoFactor)
 * and who has not turned it on: requireAdmin then refuses them the console (API 403, pages send them
 * to set it up). Run by the composition root once per request, after the viewer is known.
 */
export async function markAdminTwoFactorSetup(deps: Deps, viewer: Viewer | null): Promise<void> {
  if (viewer?.isAdmin && !viewer.twoFactorEnabled) {
    viewer.twoFactorSetupRequired = await getSetting(deps, "requireAdminTwoFactor");
  }
}

/** `GET /auth/2fa`: whether it is on, recovery codes left, and whether the site requires it of this account. */
export async function getTwoFactorStatus(deps: Deps, viewer: Viewer) {
  const status = await twoFactorStatus(deps, viewer.id);
  const required = viewer.isAdmin && (await getSetting(deps, "requireAdminTwoFactor"));
  return { ...status, required };
}

/** `POST /auth/2fa/setup`: a new secret for the authenticator app; on once a code confirms it. */
export async function setupTwoFactor(deps: Deps, viewer: Viewer) {
  if (await isTwoFactorEnabled(deps, viewer.id)) throw new AppError("two_factor_already_enabled");
  const label = viewer.email ?? viewer.username ?? viewer.name;
  return startTwoFactorSetup(deps, { id: viewer.id, label }, await getSetting(deps, "siteName"));
}

async function accountWithPassword(
  deps: Deps,
  viewer: Viewer,
  currentPassword: string,
  meta: Pick<RequestMeta, "ip">,
) {
  const user = await findUserById(deps, viewer.id);
  if (!user) throw new AppError("unauthorized");
  await confirmCurrentPassword(deps, user, currentPassword, meta.ip);
  return user;
}

const TWO_FACTOR_ON = {
  subject: "Two-factor sign-in was turned on",
  template: "two-factor-on-notice",
  lead: "Two-factor sign-in was turned on for your account: signing in now also asks for a code from an authenticator app. New recovery codes were made; earlier ones no longer work.",
};
const TWO_FACTOR_OFF = {
  subject: "Two-factor sign-in was turned off",
  template: "two-factor-off-notice",
  lead: "Two-factor sign-in was turned off for your account: signing in now asks for the password only.",
};

/**
 * `POST /auth/2fa/enable`: the first code of the set-up's secret turns two-factor sign-in on and
 * answers ten recovery codes (replacing any old ones), shown this once.
 */
export async function enableTwoFactor(
  deps: Deps,
  viewer: Viewer,
  input: TwoFactorEnableInput,
  meta: Pick<RequestMeta, "ip" | "origin">,
): Promise<{ recoveryCodes: string[] }> {
  const user = await accountWithPassword(deps, viewer, input.currentPassword, meta);
  const status = await twoFactorStatus(deps, user.id);
  if (status.enabled) throw new AppError("two_factor_already_enabled");
  const attempt = await reserveAttempt(deps, passwordGuessLimits(user.id, meta.ip));
  if (!(await confirmTwoFactorSetup(deps, user.id, input.code))) {
    // No pending set-up is not a guess; a wrong code is.
    if (!(await hasPendingTwoFactorSetup(deps, user.id))) {
      await attempt.release();
      throw new AppError("two_factor_not_set_up");
    }
    throw new AppError("wrong_two_factor_code", { details: { code: ERRORS.wrong_two_factor_code.message } });
  }
  await attempt.release();
  const { codes, statements } = await freshRecoveryCodes(deps, user.id);
  await deps.db.batch([...statements, ...securityNoticeInserts(deps, user, TWO_FACTOR_ON, meta.origin)]);
  return { recoveryCodes: codes };
}

/** `POST /auth/2fa/disable`: with a current code or an unused recovery code; secret and codes are removed. */
export async function disableTwoFactor(
  deps: Deps,
  viewer: Viewer,
  input: TwoFactorDisableInput,
  meta: Pick<RequestMeta, "ip" | "origin">,
): Promise<void> {
  const user = await accountWithPassword(deps, viewer, input.currentPassword, meta);
  if (!(await isTwoFactorEnabled(deps, user.id))) throw new AppError("two_factor_not_enabled");
  const attempt = await reserveAttempt(deps, passwordGuessLimits(user.id, meta.ip));
  if (!(await spendSecondFactor(deps, user.id, input))) {
    const field = input.code ? "code" : "recoveryCode";
    throw new AppError("wrong_two_factor_code", {
      message: "That code is not right.",
      details: { [field]: "That code is not right." },
    });
  }
  await attempt.release();
  await deps.db.batch([
    ...removeTwoFactor(deps, user.id),
    ...securityNoticeInserts(deps, user, TWO_FACTOR_OFF, meta.origin),
  ]);
}
