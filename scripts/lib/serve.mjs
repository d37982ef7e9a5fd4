// Shared by `npm start` and `npm run dev`: prepare the local D1 and serve the built Worker, firing its
// cron triggers on their schedule.
import { execSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { AGORA_SANDBOX } from "./agora-sandbox.mjs";
import { cronSchedules, scheduledUrl, startLocalCron } from "./local-cron.mjs";
import { realStripeConfigured, startLocalStripe } from "./local-stripe.mjs";

const run = (cmd) => execSync(cmd, { stdio: "inherit" });

/** Migrates the local D1 and seeds the demo accounts once. */
export function prepareLocalDatabase() {
  run("npx wrangler d1 migrations apply DB --local");
  run("npx tsx scripts/seed.ts");
}

/**
 * Starts the provider stand-ins (standins/all.ts) and resolves with the Worker variables for the
 * providers `.dev.vars` does not configure, so Persona, sign in with X and reCAPTCHA work offline
 * while a developer's own keys win. Resolves with none when the stand-ins cannot start.
 */
function startStandins(port) {
  const configured = existsSync(".dev.vars")
    ? new Set(
        readFileSync(".dev.vars", "utf8")
          .split("\n")
          .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*\S/)?.[1])
          .filter(Boolean),
      )
    : new Set();
  const child = spawn("npx", ["tsx", "standins/all.ts", "--worker", `http://127.0.0.1:${port}`], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  process.on("exit", () => child.kill());
  return new Promise((resolve) => {
    child.on("exit", () => resolve({}));
    createInterface({ input: child.stdout }).once("line", (line) => {
      const vars = JSON.parse(line);
      const provider = (key) => key.split("_")[0];
      const taken = new Set([...configured].map(provider));
      resolve(Object.fromEntries(Object.entries(vars).filter(([key]) => !taken.has(provider(key)))));
    });
  });
}

/**
 * The sandbox Agora credentials that .dev.vars does not set, so live video tokens work locally
 * without any set-up (see agora-sandbox.mjs).
 */
function sandboxVars() {
  const devVars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  return Object.fromEntries(
    Object.entries(AGORA_SANDBOX).filter(
      ([name]) => !new RegExp(`^[ \\t]*${name}[ \\t]*=[ \\t]*\\S`, "m").test(devVars),
    ),
  );
}

const WRANGLER = fileURLToPath(new URL("../../node_modules/wrangler/bin/wrangler.js", import.meta.url));

/**
 * Starts `wrangler dev` for the built Worker on 127.0.0.1:port (state in .wrangler/state, or
 * persistTo), with `vars` as --var and always DEV_TOOLS ("true": the developer tools, such as
 * /dev/outbox, exist only on a run like this one, never on a deploy) and --test-scheduled (the
 * scheduled handler at /__scheduled, see local-cron.mjs). Returns the child process.
 */
export function startWranglerDev({ port, vars = {}, persistTo, stdio = "inherit" }) {
  const args = ["dev", "--port", String(port), "--ip", "127.0.0.1", "--test-scheduled"];
  if (persistTo) args.push("--persist-to", persistTo);
  for (const [key, value] of Object.entries({ ...vars, DEV_TOOLS: "true" }))
    args.push("--var", `${key}:${value}`);
  return spawn(process.execPath, [WRANGLER, ...args], { stdio });
}

/** Resolves once the Worker at base answers /api/health (false after `tries` half-seconds). */
export async function waitForWorker(base, tries = 240) {
  for (let i = 0; i < tries; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * Serves the built Worker with `wrangler dev` on 127.0.0.1:port; once it answers, fires its cron
 * triggers on wrangler.toml's schedule (local-cron.mjs), seeds the demo content through the API
 * (once) and prints the logins. Without a STRIPE_SECRET_KEY, payments go to the local Stripe
 * stand-in (STRIPE_STANDIN_PORT, default 12111), whose webhooks come back to this Worker. Resolves
 * with the server process.
 */
export async function serve(port) {
  const vars = { ...sandboxVars(), ...(await startStandins(port)) };
  let stripe = null;
  if (!realStripeConfigured()) {
    stripe = await startLocalStripe({
      port: process.env.STRIPE_STANDIN_PORT || 12111,
      webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    });
    Object.assign(vars, stripe.vars);
    console.log(
      `Payments go to the local Stripe stand-in at ${stripe.standin.url} (test card 4242 4242 4242 4242).`,
    );
  }
  const server = startWranglerDev({ port, vars });
  let cron = null;
  const stop = () => server.kill("SIGINT");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.on("exit", async (code) => {
    cron?.stop();
    await stripe?.standin.close();
    process.exit(code ?? 0);
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForWorker(base);
  const crons = cronSchedules();
  cron = startLocalCron({ baseUrl: base, crons });
  try {
    run(`npx tsx scripts/seed-content.ts ${base}`);
  } catch {
    console.error("Demo content was not seeded; the platform still runs.");
  }
  run("npx tsx scripts/print-logins.ts");
  console.log(
    `Scheduled jobs (mail, renewals, expiries, earnings, publishing) run on wrangler.toml's schedule ` +
      `(${crons.join(", ")}, UTC). Run them now: curl ${scheduledUrl(base)}`,
  );
  return server;
}
