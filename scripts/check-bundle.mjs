// `npm run check:bundle` (CI): bundles the Worker exactly as `wrangler deploy` would upload it
// (`wrangler deploy --dry-run`, which also fails on a broken binding or config) and checks its
// compressed size against Cloudflare's limits: 3 MB gzip on the Workers Free plan, 10 MB on the
// paid plan. Fails above the free plan's, so a change that would make the Worker undeployable there
// is caught before anyone tries.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { bundleWorker } from "./lib/worker-server.mjs";

const FREE_LIMIT = 3 * 1024 * 1024;
const PAID_LIMIT = 10 * 1024 * 1024;
const outdir = ".wrangler/bundle-check";

bundleWorker(outdir);
const files = readdirSync(outdir, { recursive: true })
  .map(String)
  .filter((f) => statSync(join(outdir, f)).isFile() && !/\.(map|json|md)$/.test(f));
let raw = 0;
let gzip = 0;
for (const file of files) {
  const bytes = readFileSync(join(outdir, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
console.log(`Worker bundle: ${files.length} file(s), ${mb(raw)} raw, ${mb(gzip)} gzip`);
console.log(`Limits (gzip): Workers Free ${mb(FREE_LIMIT)}, Workers Paid ${mb(PAID_LIMIT)}`);
if (gzip > PAID_LIMIT) {
  console.error(
    `The Worker is ${mb(gzip)} gzip: over even the paid plan's ${mb(PAID_LIMIT)}. It cannot be deployed.`,
  );
  process.exit(1);
}
if (gzip > FREE_LIMIT) {
  console.error(
    `The Worker is ${mb(gzip)} gzip: over the Workers Free plan's ${mb(FREE_LIMIT)}. ` +
      "Deploying needs the Workers Paid plan, or a smaller bundle (see README, Deploy).",
  );
  process.exit(1);
}
console.log(`OK: ${mb(FREE_LIMIT - gzip)} below the free plan's limit.`);
