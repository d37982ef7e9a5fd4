// Shared by `npm start` and `npm run dev`: prepare the local D1 and serve the built Worker.
import { execSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { AGORA_SANDBOX } from "./agora-sandbox.mjs";

const run = (cmd) => execSync(cmd, { stdio: "inherit" });

/** Migrates the local D1 and seeds the demo accounts once. */
export function prepareLocalDatabase() {
  run("npx wrangler d1 migrations apply DB --local");
  run("npx tsx scripts/seed.ts");
}

/**
 * `--var` arguments for the sandbox Agora credentials that .dev.vars does not set, so live video
 * tokens work locally without any set-up (see agora-sandbox.mjs).
 */
function sandboxVars() {
  const devVars = existsSync(".dev.vars") ? readFileSync(".dev.vars", "utf8") : "";
  return Object.entries(AGORA_SANDBOX)
    .filter(([name]) => !new RegExp(`^[ \\t]*${name}[ \\t]*=[ \\t]*\\S`, "m").test(devVars))
    .flatMap(([name, value]) => ["--var", `${name}:${value}`]);
}

/**
 * Serves the built Worker with `wrangler dev` on 127.0.0.1:port; once it answers, seeds the demo
 * content through the API (once) and prints the logins. Resolves with the server process.
 */
export async function serve(port) {
  const server = spawn("npx", ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1", ...sandboxVars()], {
    stdio: "inherit",
  });
  const stop = () => server.kill("SIGINT");
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  server.on("exit", (code) => process.exit(code ?? 0));
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
