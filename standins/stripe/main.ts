/**
 * `npx tsx standins/stripe/main.ts [--port 12111] [--webhook-url URL] [--webhook-secret whsec_...]`
 *
 * Starts the Stripe stand-in and prints its base URL (the value for STRIPE_API_BASE). Options fall
 * back to STRIPE_STANDIN_PORT, STRIPE_STANDIN_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET.
 */
import { parseArgs } from "node:util";
import { startStripeStandin } from "./standin";

const { values } = parseArgs({
  options: {
    port: { type: "string" },
    "webhook-url": { type: "string" },
    "webhook-secret": { type: "string" },
  },
});

const port = Number(values.port ?? process.env.STRIPE_STANDIN_PORT ?? 12111);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(2);
}
const webhookSecret = values["webhook-secret"] ?? process.env.STRIPE_WEBHOOK_SECRET;
if (webhookSecret !== undefined && !webhookSecret.startsWith("whsec_")) {
  console.error("--webhook-secret must start with whsec_");
  process.exit(2);
}

const standin = await startStripeStandin({
  port,
  webhookUrl: values["webhook-url"] ?? process.env.STRIPE_STANDIN_WEBHOOK_URL,
  webhookSecret,
});

console.log(standin.url);
console.error(
  `[stripe stand-in] API at ${standin.url}/v1 (any sk_test_ key); webhooks ${
    values["webhook-url"] ?? process.env.STRIPE_STANDIN_WEBHOOK_URL ?? "stored only"
  }; signing secret ${standin.webhookSecret}`,
);

const stop = () => void standin.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
