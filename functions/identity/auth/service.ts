import { eq } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { users } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { inOrder } from "../../lib/in-order";
import { hashPassword, verifyPassword } from "../../lib/password";
import { consumeRateLimits } from "../../lib/rate-limit";
import { deleteFiles, storeUpload } from "../../media/upload";
import { getSetting } from "../../site/settings/service";
import { confirmCurrentPassword } from "../accounts/current-password";
import {
  queuePasswordResetEmail,
  queueVerificationEmail,
  requireLinkOrigin,
  securityNoticeInserts,
} from "../accounts/emails";
import { mailLimits, registerLimits } from "../accounts/limits";
import { commitPasswordChange } from "../accounts/password-change";
import type { RequestMeta } from "../accounts/request-meta";
import { createSession, revokeSession, revokeUserSessions } from "../accounts/sessions";
import {
  hasSecondFactor,
  isTwoFactorEnabled,
  readChallenge,
  spendSecondFactor,
  twoFactorRequired,
} from "../accounts/two-factor";
import { consumeUserToken, voidUserTokens } from "../accounts/user-tokens";
import type { Viewer } from "../accounts/viewer";
import { assertCaptcha } from "../captcha/service";
import type { CurrentUser } from "../users/schemas";
import {
  assertIdentityAvailableTo,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  identityConflict,
  toCurrentUser,
  type UserRow,
} from "../users/service";
import { beginSignInGuess, type SignInGuess } from "./guesses";
import type { LoginInput, PasswordUpdateInput, RegisterInput, TwoFactorLoginInput } from "./schemas";

export interface LoginResult {
  token: string;
  expiresAt: string;
  /** Cookie lifetime in seconds. */
  maxAge: number;
  user: CurrentUser;
}

/**
 * `POST /auth/login`: by username or email. Unknown account and wrong password are the same 401
 * and cost the same time (verifyPassword hashes a dummy); only after the password is right do
 * inactive (403) and unverified-email (403, when requireEmailVerification) show. With two-factor
 * sign-in on, the right password alone answers 401 two_factor_required (no session; its
 * `details.challenge` can finish with `completeTwoFactorSignIn`), and with a `code` or
 * `recoveryCode` signs in. Every attempt counts under beginSignInGuess's limits; a wrong code is a
 * failed guess like a wrong password.
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  meta: Pick<RequestMeta, "ip" | "userAgent" | "country">,
): Promise<LoginResult> {
  const user = await findUserByLogin(deps, input.username);
  const account = user?.id ?? input.username.trim().toLowerCase();
  // Whether two-factor sign-in is on is read while the attempt is counted (one wait for both), and
  // used only once the password is right. An unknown name is looked up too (it matches no id), so
  // both cost the same.
  const [guess, twoFactorOn] = await inOrder([
    beginSignInGuess(deps, { account, client: meta.ip, captchaToken: input.captchaToken }),
    isTwoFactorEnabled(deps, account),
  ]);
  const valid = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !valid) throw new AppError("incorrect_credentials");
  if (
    user.status !== "active" ||
    (!user.emailVerified && (await getSetting(deps, "requireEmailVerification")))
  ) {
    await guess.notAFailure();
    throw new AppError(user.status !== "active" ? "account_inactive" : "email_not_verified");
  }
  if (twoFactorOn) {
    if (!hasSecondFactor(input)) {
      await guess.notAFailure();
      throw await twoFactorRequired(deps, { userId: user.id, remember: input.remember });
    }
    if (!(await spendSecondFactor(deps, user.id, input))) throw new AppError("incorrect_two_factor_code");
  }
  return signedIn(deps, guess, user, { remember: input.remember, ...meta });
}

/**
 * `POST /auth/2fa/login` and the login page's second step: finishes a sign-in whose first factor
 * (password, Google, X) passed, with the challenge it answered and a code or recovery code.
 */
export async function completeTwoFactorSignIn(
  deps: Deps,
  input: TwoFactorLoginInput,
  meta: Pick<RequestMeta, "ip" | "userAgent" | "country">,
): Promise<LoginResult> {
  const challenge = await readChallenge(deps, input.challenge);
  if (!challenge) throw new AppError("two_factor_challenge_expired");
  const [guess, user] = await inOrder([
    beginSignInGuess(deps, { account: challenge.userId, client: meta.ip, captchaToken: input.captchaToken }),
    findUserById(deps, challenge.userId),
  ]);
  if (!user || user.status !== "active") {
    await guess.notAFailure();
    throw new AppError(user ? "account_inactive" : "two_factor_challenge_expired");
  }
  if (!(await spendSecondFactor(deps, user.id, input))) throw new AppError("incorrect_two_factor_code");
  return signedIn(deps, guess, user, { remember: challenge.remember, ...meta });
}

export type SessionOptions = { remember?: boolean; userAgent?: string | null; country?: string | null };

/**
 * A sign-in whose every secret was right: the attempt is taken back and the account's failures
 * cleared at the same time as the session starts (one wait).
 */
async function signedIn(
  deps: Deps,
  guess: SignInGuess,
  user: UserRow,
  options: SessionOptions,
): Promise<LoginResult> {
  const [, session] = await inOrder([guess.succeeded(), startSession(deps, user, options)]);
  return session;
}

/**
 * A new session for the user, and the user as the answer shows them (read at the same time): the
 * end of every sign-in (password, two-factor, Google, X).
 */
export async function startSession(deps: Deps, user: UserRow, options: SessionOptions): Promise<LoginResult> {
  const [session, current] = await inOrder([
    createSession(deps, user.id, options),
    toCurrentUser(deps, user),
  ]);
  return {
    token: session.token,
    expiresAt: toIso(session.expiresAt)!,
    maxAge: session.maxAge,
    user: current,
  };
}

/** `POST /auth/logout`: ends the session that made the call (a no-op without one). */
export async function logout(deps: Deps, viewer: Viewer | null): Promise<void> {
  if (viewer) await revokeSession(deps, { userId: viewer.id, sessionId: viewer.sessionId });
}

function newUserRow(deps: Deps, input: RegisterInput, role: "fan" | "performer", passwordHash: string) {
  const now = deps.clock.now();
  return {
    id: deps.ids.next(),
    role,
    name: input.name,
    username: input.username,
    email: input.email,
    passwordHash,
    gender: input.gender ?? null,
    country: input.country ?? null,
    createdAt: now,
    updatedAt: now,
  };
}

async function mailVerification(deps: Deps, user: UserRow, origin: string) {
  if (user.email)
    await queueVerificationEmail(deps, { id: user.id, name: user.name, email: user.email }, origin);
}

/**
 * `POST /auth/users/register`: a fan account. No session is returned: the client logs in next,
 * which is also where requireEmailVerification is enforced, in one place.
 */
export async function registerFan(deps: Deps, input: RegisterInput, meta: RequestMeta): Promise<CurrentUser> {
  const origin = requireLinkOrigin(meta.origin);
  await consumeRateLimits(deps, registerLimits(meta.ip));
  await assertCaptcha(deps, input.captchaToken, meta.ip);
  await assertIdentityAvailableTo(deps, input, meta.ip);
  const row = newUserRow(deps, input, "fan", await hashPassword(input.password));
  let user: UserRow;
  try {
    [user] = await deps.db.insert(users).values(row).returning();
  } catch (err) {
    throw identityConflict(err) ?? err;
  }
  await mailVerification(deps, user, origin);
  return toCurrentUser(deps, user);
}

export interface VerificationDocuments {
  idVerification: File;
  documentVerification: File;
}

/**
 * `POST /auth/performers/register` (with documents: verification "pending", awaiting an admin)
 * and `/register-without-document` ("unsubmitted"). The account and its profile are written in one
 * batch; the documents are then stored, and if either is refused (413/415) the account, its
 * profile and any stored document are removed again, so a rejected signup leaves nothing behind.
 */
export async function registerPerformer(
  deps: Deps,
  input: RegisterInput,
  documents: VerificationDocuments | null,
  meta: RequestMeta,
): Promise<CurrentUser> {
  const origin = requireLinkOrigin(meta.origin);
  await consumeRateLimits(deps, registerLimits(meta.ip));
  await assertCaptcha(deps, input.captchaToken, meta.ip);
  await assertIdentityAvailableTo(deps, input, meta.ip);
  const row = newUserRow(deps, input, "performer", await hashPassword(input.password));
  try {
    await deps.db.batch([
      deps.db.insert(users).values(row),
      deps.db.insert(performerProfiles).values({
        userId: row.id,
        gender: row.gender,
        country: row.country,
        verificationStatus: "unsubmitted",
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      }),
    ]);
  } catch (err) {
    throw identityConflict(err) ?? err;
  }

  if (documents) {
    const stored: string[] = [];
    try {
      for (const file of [documents.idVerification, documents.documentVerification]) {
        const saved = await storeUpload(deps, {
          ownerId: row.id,
          kind: "document",
          file,
          refType: "performer-verification",
          refId: row.id,
        });
        stored.push(saved.id);
      }
      await deps.db
        .update(performerProfiles)
        .set({ verificationStatus: "pending", documentFileIds: stored, updatedAt: deps.clock.now() })
        .where(eq(performerProfiles.userId, row.id));
    } catch (err) {
      await deleteFiles(deps, stored);
      // Cascades to the profile and any file rows.
      await deps.db.delete(users).where(eq(users.id, row.id));
      throw err;
    }
  }

  const user = (await findUserById(deps, row.id))!;
  await mailVerification(deps, user, origin);
  return toCurrentUser(deps, user, documents ? "pending" : "unsubmitted");
}

const PASSWORD_RESET = {
  subject: "Your password was reset",
  template: "password-reset-notice",
  lead: "The password of your account was reset with a link sent to this address, and every session was signed out.",
};

/**
 * `PUT /auth/users/me/password`: with the current password (422 wrong_password otherwise), sets a
 * new one and ends every other session of the user, closing their sockets; this session stays.
 */
export async function changePassword(
  deps: Deps,
  viewer: Viewer,
  input: PasswordUpdateInput,
  meta: Pick<RequestMeta, "ip" | "origin">,
): Promise<void> {
  const user = await findUserById(deps, viewer.id);
  if (!user) throw new AppError("unauthorized");
  await confirmCurrentPassword(deps, user, input.currentPassword, meta.ip);
  const passwordHash = await hashPassword(input.password);
  await commitPasswordChange(
    deps,
    user,
    viewer.sessionId,
    [deps.db.update(users).set({ passwordHash, updatedAt: deps.clock.now() }).where(eq(users.id, user.id))],
    meta.origin,
  );
}

/**
 * Mail that goes out only when an account matches must not show in the answer, in its content or
 * in its timing: the caller answers after the rate limit, and the lookup and the mail run after
 * the response (`waitUntil`). The outbox is written a moment later; nothing is lost, since the
 * cron job delivers from it.
 */
function afterAnswer(deps: Deps, work: () => Promise<void>) {
  deps.waitUntil(work().catch((err) => console.error("account mail failed", err)));
}

/**
 * `POST /auth/users/forgot`: mails a one-hour reset link when an active account has this email.
 * The answer is the same either way, so it cannot be used to find out who has an account.
 */
export async function requestPasswordReset(deps: Deps, email: string, meta: RequestMeta): Promise<void> {
  const origin = requireLinkOrigin(meta.origin);
  await consumeRateLimits(deps, mailLimits("forgot", meta.ip, email));
  afterAnswer(deps, async () => {
    const user = await findUserByEmail(deps, email);
    if (!user?.email || user.status !== "active") return;
    await queuePasswordResetEmail(deps, { id: user.id, name: user.name, email: user.email }, origin);
  });
}

/**
 * `POST /auth/users/reset-password`: uses the mailed token once, sets the password and ends every
 * session (whoever held one may be the reason for the reset). Opening the mailed link also proves
 * the address, so the email counts as verified.
 */
export async function resetPassword(
  deps: Deps,
  token: string,
  password: string,
  meta: Pick<RequestMeta, "origin">,
): Promise<void> {
  const { userId } = await consumeUserToken(deps, token, "password_reset");
  const user = await findUserById(deps, userId);
  const passwordHash = await hashPassword(password);
  await revokeUserSessions(deps, userId, undefined, [
    ...(user ? securityNoticeInserts(deps, user, PASSWORD_RESET, meta.origin) : []),
    deps.db
      .update(users)
      .set({ passwordHash, emailVerified: true, updatedAt: deps.clock.now() })
      .where(eq(users.id, userId)),
    voidUserTokens(deps, userId, "password_reset"),
  ]);
}

/** `POST /auth/email-verification`: mails a new link to an unverified account; same answer otherwise. */
export async function resendVerificationEmail(deps: Deps, email: string, meta: RequestMeta): Promise<void> {
  const origin = requireLinkOrigin(meta.origin);
  await consumeRateLimits(deps, mailLimits("verify", meta.ip, email));
  afterAnswer(deps, async () => {
    const user = await findUserByEmail(deps, email);
    if (!user || user.emailVerified || user.status !== "active") return;
    await mailVerification(deps, user, origin);
  });
}

/**
 * `POST /auth/verify-email`: opens a mailed confirmation link. A sign-up link marks the address
 * verified; an email change link makes the new address the account's (verified, since the link
 * reached it). Links mailed to the old address stop verifying anything.
 */
export async function verifyEmail(
  deps: Deps,
  token: string,
): Promise<{ purpose: "email_verification" | "email_change"; email: string | null }> {
  const claimed = await consumeUserToken(deps, token, "email_verification", "email_change");
  const now = deps.clock.now();
  if (claimed.purpose === "email_change" && claimed.email) {
    try {
      await deps.db.batch([
        deps.db
          .update(users)
          .set({ email: claimed.email, emailVerified: true, updatedAt: now })
          .where(eq(users.id, claimed.userId)),
        voidUserTokens(deps, claimed.userId, "email_verification"),
        voidUserTokens(deps, claimed.userId, "email_change"),
      ]);
    } catch (err) {
      // Someone signed up with the address while the link was on its way.
      throw identityConflict(err) ?? err;
    }
    return { purpose: "email_change", email: claimed.email };
  }
  const [user] = await deps.db
    .update(users)
    .set({ emailVerified: true, updatedAt: now })
    .where(eq(users.id, claimed.userId))
    .returning({ email: users.email });
  return { purpose: "email_verification", email: user?.email ?? null };
}
