/**
 * Transactional mail providers, reached over their HTTP APIs with fetch. MAIL_PROVIDER picks the
 * style (resend, postmark or mailgun), MAIL_API_KEY authenticates, MAIL_FROM is the sender, and
 * MAIL_API_BASE replaces the provider's address (a local stand-in in tests and offline runs).
 * Without MAIL_PROVIDER and MAIL_API_KEY no mail leaves: it stays in the D1 outbox, readable on
 * the developer outbox page.
 */
import type { Email } from "./outbox";

type MailEnv = Pick<Env, "MAIL_PROVIDER" | "MAIL_API_KEY" | "MAIL_FROM" | "MAIL_API_BASE" | "MAIL_DOMAIN">;

interface Provider {
  /** The real provider's API address (the production default of MAIL_API_BASE). */
  base: string;
  request(env: MailEnv, base: string, from: string, mail: Email): { url: string; init: RequestInit };
}

const PROVIDERS: ReadonlyMap<string, Provider> = new Map<string, Provider>([
  [
    "resend",
    {
      base: "https://api.resend.com",
      request: (env, base, from, mail) => ({
        url: `${base}/emails`,
        init: {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${env.MAIL_API_KEY}` },
          body: JSON.stringify({
            from,
            to: [mail.to],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          }),
        },
      }),
    },
  ],
  [
    "postmark",
    {
      base: "https://api.postmarkapp.com",
      request: (env, base, from, mail) => ({
        url: `${base}/email`,
        init: {
          method: "POST",
          headers: {
            "content-type": "application/json",
            accept: "application/json",
            "x-postmark-server-token": env.MAIL_API_KEY ?? "",
          },
          body: JSON.stringify({
            From: from,
            To: mail.to,
            Subject: mail.subject,
            TextBody: mail.text,
            HtmlBody: mail.html,
            MessageStream: "outbound",
          }),
        },
      }),
    },
  ],
  [
    "mailgun",
    {
      base: "https://api.mailgun.net",
      request: (env, base, from, mail) => ({
        url: `${base}/v3/${encodeURIComponent(env.MAIL_DOMAIN ?? "")}/messages`,
        init: {
          method: "POST",
          headers: { authorization: `Basic ${btoa(`api:${env.MAIL_API_KEY}`)}` },
          body: new URLSearchParams({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          }),
        },
      }),
    },
  ],
]);

const MAIL_PROVIDER_NAMES = [...PROVIDERS.keys()];

/** The configured provider, or null when mail stays in the outbox (no provider, or no key). */
function configuredProvider(env: MailEnv): Provider | null {
  if (!env.MAIL_PROVIDER || !env.MAIL_API_KEY) return null;
  const provider = PROVIDERS.get(env.MAIL_PROVIDER);
  if (!provider) {
    console.error(`MAIL_PROVIDER must be one of ${MAIL_PROVIDER_NAMES.join(", ")}, not ${env.MAIL_PROVIDER}`);
    return null;
  }
  return provider;
}

export const isMailProviderConfigured = (env: MailEnv) => configuredProvider(env) !== null;

/**
 * Hands one email to the provider; throws when it is refused (the outbox counts the attempt and
 * tries again). Returns false when no provider is configured.
 */
export async function sendWithProvider(env: MailEnv, mail: Email): Promise<boolean> {
  const provider = configuredProvider(env);
  if (!provider) return false;
  const base = (env.MAIL_API_BASE || provider.base).replace(/\/+$/, "");
  const { url, init } = provider.request(env, base, env.MAIL_FROM || "no-reply@localhost", mail);
  const res = await fetch(url, init);
  if (!res.ok)
    throw new Error(`${env.MAIL_PROVIDER} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return true;
}
