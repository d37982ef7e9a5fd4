// Shared by `npm start` and `npm run dev`: prepare the local D1 and serve the built Worker.
import { execSync, spawn } from "node:child_process";
import { realStripeConfigured, startLocalStripe } from "./local-stripe.mjs";

const run = (cmd) => execSync(cmd, { stdio: "inherit" });

/** Migrates the local D1 and seeds the demo accounts once. */
export function prepareLocalDatabase() {
  run("npx wrangler d1 migrations apply DB --local");
  run("npx tsx scripts/seed.ts");
}

/**
 * Serves the built Worker with `wrangler dev` on 127.0.0.1:port; once it answers, seeds the demo
 * content through the API (once) and prints the logins. Without a STRIPE_SECRET_KEY, payments go to
 * the local Stripe stand-in (STRIPE_STANDIN_PORT, default 12111), whose webhooks come back to this
 * Worker. Resolves with the server process.
 */
export async function serve(port) {
  const args = ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1"];
  let stripe = null;
  if (!realStripeConfigured()) {
    stripe = await startLocalStripe({
      port: process.env.STRIPE_STANDIN_PORT || 12111,
      webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    });
    for (const [key, value] of Object.entries(stripe.vars)) args.push("--var", `${key}:${value}`);
    console.log(
      `Payments go to the local Stripe stand-in at ${stripe.standin.url} (test card 4242 4242 4242 4242).`,
    );
  }
  const server = spawn("npx", args, { stdio: "inherit" });
  const stop = () => server.kill("SIGINT");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.on("exit", async (code) => {
    await stripe?.standin.close();
    process.exit(code ?? 0);
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  try {
    run(`npx tsx scripts/seed-content.ts ${base}`);
  } catch {
    console.error("Demo content was not seeded; the platform still runs.");
  }
  run("npx tsx scripts/print-logins.ts");
  return server;
}
