// `npm run test:e2e`: browser tests against the running Worker. Builds if needed, starts
// `wrangler dev` on a fresh local state (migrated + seeded), runs tests/e2e/*.test.ts with node's
// test runner and playwright-core driving Debian's Chromium, then stops the server.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = process.env.E2E_PORT || "8788";
const baseUrl = `http://127.0.0.1:${port}`;
const persistTo = mkdtempSync(join(tmpdir(), "e2e-state-"));
const run = (cmd) => execSync(cmd, { stdio: "inherit" });

if (!existsSync("build/server/index.js")) run("npm run build");
run(`npx wrangler d1 migrations apply DB --local --persist-to ${persistTo}`);
run(`npx tsx scripts/seed.ts --persist-to ${persistTo}`);

const server = spawn(
  "npx",
  ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1", "--persist-to", persistTo, "--log-level", "warn"],
  { stdio: ["ignore", "inherit", "inherit"], detached: true },
);
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stopServer);

async function waitForServer() {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not start at ${baseUrl}`);
}

let code = 1;
try {
  await waitForServer();
  const files = readdirSync("tests/e2e")
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => join("tests/e2e", f));
  const only = process.argv.slice(2);
  const selected = only.length ? files.filter((f) => only.some((o) => f.includes(o))) : files;
  const tests = spawn(
    process.execPath,
    ["--import", "tsx", "--test", "--test-concurrency=1", "--test-reporter=spec", ...selected],
    {
      stdio: "inherit",
      env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_PERSIST_DIR: persistTo },
    },
  );
  code = await new Promise((resolve) => tests.on("exit", (c) => resolve(c ?? 1)));
} catch (err) {
  console.error(err);
} finally {
  stopServer();
  rmSync(persistTo, { recursive: true, force: true });
}
process.exit(code);
