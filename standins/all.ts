/**
 * Starts every provider stand-in (Persona, Google, X, reCAPTCHA; mail on request) on free ports
 * and returns the Worker configuration that points the platform at them. Used by the browser
 * tests and by `npm start` / `npm run dev` offline; `npx tsx standins/all.ts [--worker URL]` prints
 * the values as one JSON line and keeps serving.
 */
import { startGoogleStandin } from "./google/standin";
import type { Standin } from "./lib/server";
import { startMailStandin } from "./mail/standin";
import { startPersonaStandin } from "./persona/standin";
import { startRecaptchaStandin } from "./recaptcha/standin";
import { startTwitterStandin } from "./twitter/standin";

/** Local-only keys: the stand-ins accept exactly these. */
export const LOCAL_SECRETS = {
  personaApiKey: "persona_sandbox_local",
  personaWebhookSecret: "wbhsec_local_standin",
  googleClientId: "local-standin.apps.googleusercontent.com",
  googleClientSecret: "local-google-secret",
  twitterConsumerKey: "local-consumer-key",
  twitterConsumerSecret: "local-consumer-secret",
  recaptchaSecret: "local-recaptcha-secret",
  recaptchaSiteKey: "local-recaptcha-site-key",
} as const;

export interface AllStandins {
  /** Worker variables (secrets included, all local-only) pointing at the stand-ins. */
  vars: Record<string, string>;
  urls: { persona: string; google: string; twitter: string; recaptcha: string; mail: string | null };
  close(): Promise<void>;
}

/**
 * `workerUrl`: where Persona's webhooks go (`<workerUrl>/api/webhooks/persona`). `mail`: also a mail
 * provider stand-in (the outbox page is what a local run usually wants instead).
 */
export async function startAllStandins(
  options: { workerUrl?: string; mail?: boolean } = {},
): Promise<AllStandins> {
  const s = LOCAL_SECRETS;
  const [persona, google, twitter, recaptcha] = await Promise.all([
    startPersonaStandin({
      apiKey: s.personaApiKey,
      webhookSecret: s.personaWebhookSecret,
      webhookUrl: options.workerUrl ? `${options.workerUrl}/api/webhooks/persona` : undefined,
    }),
    startGoogleStandin({ clientId: s.googleClientId, clientSecret: s.googleClientSecret }),
    startTwitterStandin({ consumerKey: s.twitterConsumerKey, consumerSecret: s.twitterConsumerSecret }),
    startRecaptchaStandin({ secret: s.recaptchaSecret }),
  ]);
  const running: Standin[] = [persona, google, twitter, recaptcha];
  const mail = options.mail ? await startMailStandin({ apiKey: "local-mail-key" }) : null;
  if (mail) running.push(mail);
  const vars: Record<string, string> = {
    PERSONA_API_KEY: s.personaApiKey,
    PERSONA_WEBHOOK_SECRET: s.personaWebhookSecret,
    PERSONA_API_BASE: persona.url,
    PERSONA_HOSTED_URL: `${persona.url}/verify`,
    GOOGLE_CLIENT_SECRET: s.googleClientSecret,
    GOOGLE_JWKS_URL: google.jwksUrl,
    GOOGLE_AUTH_URL: google.authUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    TWITTER_CONSUMER_KEY: s.twitterConsumerKey,
    TWITTER_CONSUMER_SECRET: s.twitterConsumerSecret,
    TWITTER_API_BASE: twitter.url,
    RECAPTCHA_SECRET: s.recaptchaSecret,
    RECAPTCHA_VERIFY_URL: recaptcha.verifyUrl,
    RECAPTCHA_SCRIPT_URL: recaptcha.scriptUrl,
    ...(mail ? { MAIL_PROVIDER: "resend", MAIL_API_KEY: "local-mail-key", MAIL_API_BASE: mail.url } : {}),
  };
  return {
    vars,
    urls: {
      persona: persona.url,
      google: google.url,
      twitter: twitter.url,
      recaptcha: recaptcha.url,
      mail: mail?.url ?? null,
    },
    close: async () => {
      await Promise.all(running.map((r) => r.close()));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf("--worker");
  const all = await startAllStandins({ workerUrl: at >= 0 ? process.argv[at + 1] : undefined });
  console.log(JSON.stringify(all.vars));
  const stop = () => void all.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
