import { applyD1Migrations, env } from "cloudflare:test";

declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
      /** The mail provider stand-in (tests/setup/standin-config.ts). */
      MAIL_STANDIN_URL: string;
    }
  }
}

// Applies migrations/ to the test D1 exactly as `wrangler d1 migrations apply` would; idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
