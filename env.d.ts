// Secrets and optional settings, set with .dev.vars locally or `wrangler secret put` in production.
// The generated worker-configuration.d.ts covers the bindings and [vars] of wrangler.toml.
declare namespace Cloudflare {
  interface Env {
    SIGNING_SECRET?: string;
    MAIL_API_URL?: string;
    MAIL_API_KEY?: string;
    MAIL_FROM?: string;
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    STRIPE_API_BASE?: string;
    /** Agora project (live video): App ID and App Certificate, 32 hex characters each. */
    AGORA_APP_ID?: string;
    AGORA_APP_CERTIFICATE?: string;
  }
}
