// `npm run test:e2e`: browser tests against the running Worker. Builds if needed, bundles the Worker
// as `wrangler deploy` would, serves it in Miniflare on a fresh local state (migrated + seeded), runs
// tests/e2e/*.test.ts with node's test runner and playwright-core driving Debian's Chromium, then
// stops the server.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { AGORA_SANDBOX } from "../../scripts/lib/agora-sandbox.mjs";
import { startLocalStripe } from "../../scripts/lib/local-stripe.mjs";
import { bundleWorker, startWorker } from "../../scripts/lib/worker-server.mjs";
import { startAllStandins } from "../../standins/all.ts";

const port = process.env.E2E_PORT || "8788";
const persistTo = mkdtempSync(join(tmpdir(), "e2e-state-"));
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const run = (cmd) => execSync(cmd, { stdio: "inherit", env });
const step = (name) => console.log(`[e2e] ${name} (${Math.round(process.uptime())} s)`);

if (!existsSync("build/server/index.js")) run("npm run build");
step("bundling");
const script = bundleWorker();
step("migrating and seeding");
run(`npx wrangler d1 migrations apply DB --local --persist-to ${persistTo}`);
run(`npx tsx scripts/seed.ts --persist-to ${persistTo}`);

step("starting the provider stand-ins (Stripe, Persona, Google, X, reCAPTCHA) and the Worker");
// Persona, Google, X and reCAPTCHA are local stand-ins (standins/); Persona's webhooks come back here.
const standins = await startAllStandins({ workerUrl: `http://127.0.0.1:${port}` });
// Payments go to the Stripe stand-in, whose signed webhooks come back to this Worker (the
// tests drive its hosted Checkout and its /_standin controls at E2E_STRIPE_URL).
const stripe = await startLocalStripe({
  port: process.env.E2E_STRIPE_PORT || 0,
  webhookUrl: `http://127.0.0.1:${port}/api/webhooks/stripe`,
});
// The browser tests play visitors from other countries with a CF-IPCountry header, and read mail
// on the developer outbox (DEV_TOOLS, as npm start sets it).
const { mf, url: baseUrl } = await startWorker({
  script,
  persistTo,
  port,
  vars: {
    TRUST_CF_IPCOUNTRY_HEADER: "true",
    DEV_TOOLS: "true",
    ...AGORA_SANDBOX,
    ...standins.vars,
    ...stripe.vars,
  },
});

let code = 1;
try {
  const files = readdirSync("tests/e2e")
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => join("tests/e2e", f));
  const only = process.argv.slice(2);
  const selected = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;
  step(`running ${selected.length} test files against ${baseUrl}`);
  const tests = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--test",
      "--test-concurrency=1",
      "--test-reporter=spec",
      ...(process.env.E2E_NAME ? [`--test-name-pattern=${process.env.E2E_NAME}`] : []),
      ...selected,
    ],
    {
      stdio: "inherit",
      env: {
        ...env,
        E2E_BASE_URL: baseUrl,
        E2E_PERSIST_DIR: persistTo,
        E2E_STANDINS: JSON.stringify(standins.urls),
        E2E_STRIPE_URL: stripe.standin.url,
      },
    },
  );
  code = await new Promise((resolve) => tests.on("exit", (c) => resolve(c ?? 1)));
} catch (err) {
  console.error(err);
} finally {
  step("stopping");
  await mf.dispose();
  await standins.close();
  await stripe.standin.close();
  rmSync(persistTo, { recursive: true, force: true });
}
process.exit(code);
