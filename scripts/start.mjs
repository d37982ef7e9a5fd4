// `npm start`: build, migrate the local D1, seed demo data once, then serve the Worker with
// `wrangler dev` at http://127.0.0.1:$PORT (default 8787). State lives in .wrangler/state.
import { execSync, spawn } from "node:child_process";

const port = process.env.PORT || "8787";
const run = (cmd) => execSync(cmd, { stdio: "inherit" });

run("npm run build");
run("npx wrangler d1 migrations apply DB --local");
run("npx tsx scripts/seed.ts");
run("npx tsx scripts/print-logins.ts");

const server = spawn("npx", ["wrangler", "dev", "--port", port, "--ip", "127.0.0.1"], { stdio: "inherit" });
const stop = () => server.kill("SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
server.on("exit", (code) => process.exit(code ?? 0));
