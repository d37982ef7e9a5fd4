// The Stripe stand-in (@fanverse/stripe-standin, standins/stripe/) for local runs: `npm start`, `npm run dev` and the browser
// tests start it when no real Stripe key is configured, and hand its URL and webhook secret to the
// Worker as variables (never by writing the developer's .dev.vars).
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { tsImport } from "tsx/esm/api";

/** Whether a real STRIPE_SECRET_KEY is set (environment, or a non-empty line in .dev.vars). */
export function realStripeConfigured() {
  if (process.env.STRIPE_SECRET_KEY?.trim()) return true;
  if (!existsSync(".dev.vars")) return false;
  return readFileSync(".dev.vars", "utf8")
    .split("\n")
    .some((line) => /^\s*STRIPE_SECRET_KEY\s*=\s*\S/.test(line));
}

/**
 * Starts the stand-in on `port` (0: any free port; a busy port falls back to a free one) posting
 * signed webhooks to `webhookUrl`. Answers the Worker variables that point Stripe at it.
 */
export async function startLocalStripe({ port, webhookUrl }) {
  const { startStripeStandin } = await tsImport("@fanverse/stripe-standin", import.meta.url);
  const webhookSecret = `whsec_local_${randomBytes(16).toString("hex")}`;
  let standin;
  try {
    standin = await startStripeStandin({ port: Number(port), webhookUrl, webhookSecret });
  } catch (err) {
    if (err?.code !== "EADDRINUSE") throw err;
    standin = await startStripeStandin({ port: 0, webhookUrl, webhookSecret });
  }
  return {
    standin,
    vars: {
      STRIPE_SECRET_KEY: "sk_test_local_standin",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: standin.url,
    },
  };
}
