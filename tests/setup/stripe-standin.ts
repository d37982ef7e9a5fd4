/**
 * vitest globalSetup (Node): starts the Stripe stand-in the Worker under test talks to
 * (STRIPE_API_BASE, a miniflare binding set in vitest.config.ts). The Worker has no listening port
 * in the workers pool, so the stand-in sends no webhooks: tests fetch each signed event from it and
 * POST it to the Worker themselves (tests/helpers/money.ts).
 */
import { startStripeStandin } from "@fanverse/stripe-standin";

export default async function setup() {
  const port = Number(process.env.VITEST_STRIPE_STANDIN_PORT);
  const standin = await startStripeStandin({ port, webhookSecret: process.env.VITEST_STRIPE_WEBHOOK_SECRET });
  return () => standin.close();
}
