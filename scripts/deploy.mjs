// `npm run deploy`: build, apply the D1 migrations to the Cloudflare database, deploy the Worker.
// The one-time steps (database, bucket, secrets) are in README → Deploy to Cloudflare.
import { execSync } from "node:child_process";
import { readFileSync } from "node:fs";

const toml = readFileSync("wrangler.toml", "utf8");
if (/database_id\s*=\s*"0{8}-0{4}-0{4}-0{4}-0{12}"/.test(toml)) {
  console.error(
    "wrangler.toml still has the placeholder database_id. Create the database first:\n" +
      "  npx wrangler d1 create fanplatform\n" +
      "and put the database_id it prints into wrangler.toml (see README → Deploy to Cloudflare).",
  );
  process.exit(1);
}

const run = (cmd) => {
  console.log(`\n$ ${cmd}`);
  execSync(cmd, { stdio: "inherit" });
};

run("npm run build");
run("node scripts/check-bundle.mjs");
run("npx wrangler d1 migrations apply DB --remote");
run("npx wrangler deploy");
