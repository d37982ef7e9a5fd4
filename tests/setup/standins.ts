/**
 * Vitest global setup (runs in Node before the Workers pool starts): the provider stand-ins on the
 * ports vitest.config.ts chose and passed to the Worker as bindings.
 */
import { startGoogleStandin } from "../../standins/google/standin";
import type { Standin } from "../../standins/lib/server";
import { startMailStandin } from "../../standins/mail/standin";
import { startPersonaStandin } from "../../standins/persona/standin";
import { startRecaptchaStandin } from "../../standins/recaptcha/standin";
import { startTwitterStandin } from "../../standins/twitter/standin";
import { STANDIN_SECRETS, type StandinPorts } from "./standin-config";

export default async function startStandins() {
  const ports = JSON.parse(process.env.FANVERSE_STANDIN_PORTS ?? "null") as StandinPorts | null;
  if (!ports) throw new Error("vitest.config.ts did not choose the stand-ins' ports");
  const s = STANDIN_SECRETS;
  const running: Standin[] = await Promise.all([
    startPersonaStandin({
      port: ports.persona,
      apiKey: s.personaApiKey,
      webhookSecret: s.personaWebhookSecret,
    }),
    startGoogleStandin({
      port: ports.google,
      clientId: s.googleClientId,
      clientSecret: s.googleClientSecret,
    }),
    startTwitterStandin({
      port: ports.twitter,
      consumerKey: s.twitterConsumerKey,
      consumerSecret: s.twitterConsumerSecret,
    }),
    startRecaptchaStandin({ port: ports.recaptcha, secret: s.recaptchaSecret }),
    startMailStandin({ port: ports.mail, apiKey: s.mailApiKey }),
  ]);
  return async () => {
    await Promise.all(running.map((r) => r.close()));
  };
}
