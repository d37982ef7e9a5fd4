/**
 * Which outside services the server is configured for (secrets present or not), so the settings
 * page can say what a switch will do. Never the secrets themselves.
 */
import type { Deps } from "../../lib/deps";
import { isMailProviderConfigured } from "../../site/mail/providers";

export function serverIntegrations(env: Deps["env"]) {
  return {
    mailProvider: isMailProviderConfigured(env) ? (env.MAIL_PROVIDER ?? null) : null,
    recaptchaSecret: Boolean(env.RECAPTCHA_SECRET),
    personaApiKey: Boolean(env.PERSONA_API_KEY),
    personaWebhookSecret: Boolean(env.PERSONA_WEBHOOK_SECRET),
    googleClientSecret: Boolean(env.GOOGLE_CLIENT_SECRET),
    twitterKeys: Boolean(env.TWITTER_CONSUMER_KEY && env.TWITTER_CONSUMER_SECRET),
    stripeSecretKey: Boolean(env.STRIPE_SECRET_KEY),
  };
}
