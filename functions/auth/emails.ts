import type { Deps } from "../lib/deps";
import { queueEmail } from "../mail/outbox";
import { issueUserToken, voidUserTokens } from "./user-tokens";

type MailDeps = Pick<Deps, "db" | "clock" | "ids" | "env">;

/**
 * Where mailed links point: the first APP_ORIGIN when configured (so a forged Host header can
 * never redirect a reset link elsewhere), else the origin the request came to.
 */
export function linkOrigin(env: Pick<Env, "APP_ORIGIN">, requestOrigin: string): string {
  const configured = (env.APP_ORIGIN ?? "")
    .split(",")
    .map((o) => o.trim())
    .find(Boolean);
  return (configured ?? requestOrigin).replace(/\/+$/, "");
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function linkEmail(
  to: string,
  subject: string,
  template: string,
  name: string,
  lead: string,
  url: string,
  tail: string,
) {
  const greeting = name ? `Hi ${name},` : "Hi,";
  return {
    to,
    subject,
    template,
    text: `${greeting}\n\n${lead}\n\n${url}\n\n${tail}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>${escapeHtml(tail)}</p>`,
  };
}

export interface MailRecipient {
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
