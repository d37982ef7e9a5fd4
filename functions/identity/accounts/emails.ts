import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { isLoopbackUrl } from "../../lib/loopback";
import { type Email, outboxInsert, queueEmail } from "../../site/mail/outbox";
import { layoutEmail } from "../../site/mail/templates";
import { issueUserToken, voidUserTokens } from "./user-tokens";

type MailDeps = Pick<Deps, "db" | "clock" | "ids" | "env">;

const parseUrl = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * Where mailed links (password reset, email verification) point. Never the request's Host header,
 * which anyone can forge to send a victim's reset link to their own site: only PUBLIC_ORIGIN.
 * Without it, a request made to a loopback address (a local run: `npm start`, the browser tests)
 * may use its own origin, since such a link can only lead back to the reader's own machine.
 * Otherwise null, and nothing that mails a link is done (requireLinkOrigin).
 */
export function linkOrigin(env: Pick<Env, "PUBLIC_ORIGIN">, requestUrl: string): string | null {
  const configured = (env.PUBLIC_ORIGIN ?? "").trim();
  if (configured) {
    const url = parseUrl(configured);
    if (url && (url.protocol === "https:" || url.protocol === "http:")) return url.origin;
    console.error("PUBLIC_ORIGIN is not an http(s) origin:", configured);
    return null;
  }
  const url = parseUrl(requestUrl);
  return url && isLoopbackUrl(requestUrl) ? url.origin : null;
}

/** The origin for mailed links, or 503 public_origin_missing before anything is changed or sent. */
export function requireLinkOrigin(origin: string | null): string {
  if (!origin) throw new AppError("public_origin_missing");
  return origin;
}

function linkEmail(
  to: string,
  subject: string,
  template: string,
  name: string,
  lead: string,
  url: string,
  tail: string,
) {
  return layoutEmail({ to, subject, template, name, lead: [lead], link: { url }, tail: [tail] });
}

interface MailRecipient {
  id: string;
  name: string;
  email: string;
}

/** Queues the "confirm your email" message with a fresh 7-day link. */
export async function queueVerificationEmail(deps: MailDeps, user: MailRecipient, origin: string) {
  const token = await issueUserToken(deps, user.id, "email_verification");
  const url = `${origin}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await queueEmail(
    deps,
    linkEmail(
      user.email,
      "Confirm your email address",
      "email-verification",
      user.name,
      "Please confirm your email address by opening this link:",
      url,
      "The link is valid for 7 days. If you did not create an account, ignore this email.",
    ),
  );
}

/** Queues a password reset link valid for one hour; earlier reset links stop working. */
export async function queuePasswordResetEmail(deps: MailDeps, user: MailRecipient, origin: string) {
  await voidUserTokens(deps, user.id, "password_reset");
  const token = await issueUserToken(deps, user.id, "password_reset");
  const url = `${origin}/auth/reset-password?token=${encodeURIComponent(token)}`;
  await queueEmail(
    deps,
    linkEmail(
      user.email,
      "Reset your password",
      "password-reset",
      user.name,
      "Someone asked to reset the password of your account. To choose a new password, open this link:",
      url,
      "The link is valid for 1 hour and works once. If you did not ask for this, ignore this email.",
    ),
  );
}

/**
 * An email change: the link that makes `newEmail` the account's goes to that address (valid for a
 * day; earlier change links stop working), and the current address, which keeps working until
 * then, is told (queueSecurityNotice).
 */
export async function queueEmailChangeEmails(
  deps: MailDeps,
  user: { id: string; name: string; email: string | null },
  newEmail: string,
  origin: string,
) {
  await voidUserTokens(deps, user.id, "email_change");
  const token = await issueUserToken(deps, user.id, "email_change", newEmail);
  const url = `${origin}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await queueEmail(
    deps,
    linkEmail(
      newEmail,
      "Confirm your new email address",
      "email-change",
      user.name,
      "To make this the email address of your account, open this link:",
      url,
      "The link is valid for 1 day. Until then your account keeps its current address. If you did not ask for this, ignore this email.",
    ),
  );
  await queueSecurityNotice(
    deps,
    user,
    {
      subject: "Your email address is being changed",
      template: "email-change-notice",
      lead: `Someone asked to change the email address of your account to ${newEmail}. It changes only once the link we sent there is opened; until then this address keeps working.`,
    },
    origin,
  );
}

/** When a notice's change happened, as the mail states it: "2026-11-28 21:30 UTC". */
const noticeTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * The notice that tells the account's address about a change that could hand the account or its
 * money to someone else (password, two-factor, email, payout details), so a change its owner did
 * not make does not go unnoticed. It says what changed and when, and links to the forgotten
 * password page (not a reset token: a notice must not itself open the account). Null when the
 * account has no address.
 */
export function securityNoticeEmail(
  deps: Pick<Deps, "clock">,
  user: { name: string; email: string | null },
  notice: { subject: string; template: string; lead: string },
  origin: string | null = null,
): Email | null {
  if (!user.email) return null;
  return layoutEmail({
    to: user.email,
    subject: notice.subject,
    template: notice.template,
    name: user.name,
    lead: [notice.lead, `When: ${noticeTime(deps.clock.now())}.`],
    link: origin ? { url: `${origin}/auth/forgot-password`, label: "Reset your password" } : undefined,
    tail: ["If this was not you, reset your password now: whoever did it knows it."],
  });
}

/**
 * The security notice as outbox statements, to go in the batch of the change itself: mail is only
 * queued, never sent in the request, so a provider that is down cannot make the change fail.
 */
export function securityNoticeInserts(
  deps: Pick<Deps, "db" | "ids" | "clock">,
  user: { name: string; email: string | null },
  notice: { subject: string; template: string; lead: string },
  origin: string | null,
) {
  const email = securityNoticeEmail(deps, user, notice, origin);
  return email ? [outboxInsert(deps, email)] : [];
}

/** Queues the security notice (securityNoticeEmail) on its own, after the change. */
export async function queueSecurityNotice(
  deps: MailDeps,
  user: { name: string; email: string | null },
  notice: { subject: string; template: string; lead: string },
  origin: string | null = null,
) {
  const email = securityNoticeEmail(deps, user, notice, origin);
  if (email) await queueEmail(deps, email);
}
