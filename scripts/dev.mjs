// `npm run dev`: like `npm start`, but rebuilds when app/, functions/, party/ or drizzle/ change;
// wrangler dev reloads the Worker when the build output changes. (remix vite:dev cannot run the
// Durable Objects of this Worker, so the built Worker is what runs.)
import { execSync, spawn } from "node:child_process";
import { watch } from "node:fs";

const port = process.env.PORT || "8787";
const run = (cmd) => execSync(cmd, { stdio: "inherit" });

run("npm run build");
run("npx wrangler d1 migrations apply DB --local");
run("npx tsx scripts/seed.ts");
run("npx tsx scripts/print-logins.ts");

let timer = null;
let building = false;
let again = false;
const rebuild = () => {
  if (building) {
    again = true;
    return;
  }
  building = true;
  const child = spawn("npx", ["remix", "vite:build"], { stdio: "inherit" });
  child.on("exit", () => {
    building = false;
    if (again) {
      again = false;
      rebuild();
    }
  });
};
for (const dir of ["app", "functions", "party", "drizzle"]) {
  watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(rebuild, 300);
  });
}

const server = spawn("npx", ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1"], { stdio: "inherit" });
process.on("SIGINT", () => server.kill("SIGINT"));
server.on("exit", (code) => process.exit(code ?? 0));
