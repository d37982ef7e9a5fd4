// Secrets and optional settings, set with .dev.vars locally or `wrangler secret put` in production.
// The generated worker-configuration.d.ts covers the bindings and [vars] of wrangler.toml.
// Every *_BASE / *_URL below replaces a provider's real address (its production default, named
// where it is used) with a local stand-in (standins/) in tests and offline runs.
declare namespace Cloudflare {
  interface Env {
    SIGNING_SECRET?: string;
    /** resend, postmark or mailgun; with MAIL_API_KEY set, mail leaves through that provider's HTTP API. */
    MAIL_PROVIDER?: string;
    MAIL_API_KEY?: string;
    MAIL_FROM?: string;
    MAIL_API_BASE?: string;
    /** Mailgun's sending domain. */
    MAIL_DOMAIN?: string;
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    STRIPE_API_BASE?: string;
    /** Persona's API key (sandbox or production, matching the personaIsProduction setting). */
    PERSONA_API_KEY?: string;
    /** Signs Persona's webhooks (wbhsec_...). */
    PERSONA_WEBHOOK_SECRET?: string;
    PERSONA_API_BASE?: string;
    PERSONA_HOSTED_URL?: string;
    /** Google OAuth client secret, for the web sign-in (authorization code) flow. */
    GOOGLE_CLIENT_SECRET?: string;
    GOOGLE_JWKS_URL?: string;
    GOOGLE_AUTH_URL?: string;
    GOOGLE_TOKEN_URL?: string;
    /** X (Twitter) OAuth 1.0a consumer key and secret. */
    TWITTER_CONSUMER_KEY?: string;
    TWITTER_CONSUMER_SECRET?: string;
    TWITTER_API_BASE?: string;
    /** reCAPTCHA secret key; captcha checks run only when it is set and the recaptchaEnabled setting is on. */
    RECAPTCHA_SECRET?: string;
    RECAPTCHA_VERIFY_URL?: string;
    RECAPTCHA_SCRIPT_URL?: string;
    /** Agora project (live video): App ID and App Certificate, 32 hex characters each. */
    AGORA_APP_ID?: string;
    AGORA_APP_CERTIFICATE?: string;
    /**
     * "true" only on a developer's machine (`npm start`, `npm run dev` and the browser tests pass it
     * with --var; never in wrangler.toml): serves the developer tools, such as /dev/outbox.
     */
    DEV_TOOLS?: string;
  }
}
