/**
 * The provider stand-ins (standins/) the tests run against: their keys and secrets, and the Worker
 * bindings that point the platform at them. Shared by vitest.config.ts (bindings) and the global
 * setup (which starts the servers, in Node, on the ports the config picked).
 */
import { createServer } from "node:net";

export const STANDIN_SECRETS = {
  personaApiKey: "persona_sandbox_test_key",
  personaWebhookSecret: "wbhsec_testsecret0123456789",
  googleClientId: "test-client.apps.googleusercontent.com",
  googleClientSecret: "test-google-secret",
  twitterConsumerKey: "test-consumer-key",
  twitterConsumerSecret: "test-consumer-secret",
  recaptchaSecret: "test-recaptcha-secret",
  mailApiKey: "test-mail-key",
} as const;

export interface StandinPorts {
  persona: number;
  google: number;
  twitter: number;
  recaptcha: number;
  mail: number;
}

/** Free ports on 127.0.0.1, one per stand-in (the OS picks them, so parallel runs do not collide). */
export async function pickStandinPorts(): Promise<StandinPorts> {
  const one = () =>
    new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
  return {
    persona: await one(),
    google: await one(),
    twitter: await one(),
    recaptcha: await one(),
    mail: await one(),
  };
}

/**
 * The Worker's configuration for the tests: every provider at its stand-in. Mail stays without a
 * provider (the outbox), as in a local run; tests of the providers pass MAIL_* to the cron job.
 */
export function standinBindings(ports: StandinPorts): Record<string, string> {
  const at = (port: number) => `http://127.0.0.1:${port}`;
  return {
    PERSONA_API_KEY: STANDIN_SECRETS.personaApiKey,
    PERSONA_WEBHOOK_SECRET: STANDIN_SECRETS.personaWebhookSecret,
    PERSONA_API_BASE: at(ports.persona),
    PERSONA_HOSTED_URL: `${at(ports.persona)}/verify`,
    GOOGLE_CLIENT_SECRET: STANDIN_SECRETS.googleClientSecret,
    GOOGLE_JWKS_URL: `${at(ports.google)}/oauth2/v3/certs`,
    GOOGLE_AUTH_URL: `${at(ports.google)}/o/oauth2/v2/auth`,
    GOOGLE_TOKEN_URL: `${at(ports.google)}/token`,
    TWITTER_CONSUMER_KEY: STANDIN_SECRETS.twitterConsumerKey,
    TWITTER_CONSUMER_SECRET: STANDIN_SECRETS.twitterConsumerSecret,
    TWITTER_API_BASE: at(ports.twitter),
    RECAPTCHA_SECRET: STANDIN_SECRETS.recaptchaSecret,
    RECAPTCHA_VERIFY_URL: `${at(ports.recaptcha)}/recaptcha/api/siteverify`,
    RECAPTCHA_SCRIPT_URL: `${at(ports.recaptcha)}/recaptcha/api.js`,
    MAIL_STANDIN_URL: at(ports.mail),
  };
}
