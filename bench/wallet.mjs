// `npm run bench:wallet`: wallet charges per second, against one balance (every request debits the
// same fan: one hot row) and against many (each request a different fan and creator), beside a
// one-row authenticated read for scale. The deploy bundle runs in plain Miniflare (workerd) on a
// fresh migrated D1; fans are funded through the admin adjust API; after the load, the ledger
// invariants are checked on the database. Not a timed test: it measures and writes the numbers into
// README.md (between the wallet-bench markers).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { applyMigrations } from "../scripts/lib/local-d1.ts";
import { bundleWorker, startWorker } from "../scripts/lib/worker-server.mjs";
import { drain, load, summarise } from "./lib/load.mjs";
import { fund, fundAll, seedUsers, tip } from "./lib/wallet-fixture.mjs";

const { values: opts } = parseArgs({
  options: {
    duration: { type: "string", default: "8" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "25" },
    fans: { type: "string", default: "500" },
    creators: { type: "string", default: "20" },
    port: { type: "string", default: process.env.BENCH_WALLET_PORT ?? "8850" },
    write: { type: "boolean", default: true },
  },
  allowNegative: true,
});
const config = {
  duration: Number(opts.duration),
  rounds: Number(opts.rounds),
  connections: Number(opts.connections),
  fans: Number(opts.fans),
  creators: Number(opts.creators),
};
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";
const started = performance.now();
const log = (msg) =>
  console.error(`[bench:wallet ${Math.round((performance.now() - started) / 1000)} s] ${msg}`);

/** The ledger invariants of docs/money.md that a load of tips can touch, on the whole database. */
async function checkLedger(db) {
  const problems = [];
  const { results: accounts } = await db
    .prepare(`select a.id, a.balance, coalesce((select sum(amount) from ledger where to_account = a.id), 0)
      - coalesce((select sum(amount) from ledger where from_account = a.id), 0) as rows_sum from ledger_accounts a`)
    .all();
  for (const a of accounts)
    if (a.balance !== a.rows_sum) problems.push(`${a.id}: ${a.balance} != ${a.rows_sum}`);
  const { results: wallets } = await db
    .prepare(`select u.id, u.balance, coalesce((select sum(amount) from ledger where to_account = 'wallet:' || u.id), 0)
      - coalesce((select sum(amount) from ledger where from_account = 'wallet:' || u.id), 0) as rows_sum from users u`)
    .all();
  for (const w of wallets)
    if (w.balance !== w.rows_sum) problems.push(`wallet:${w.id}: ${w.balance} != ${w.rows_sum}`);
  const total = accounts.reduce((n, a) => n + a.balance, 0) + wallets.reduce((n, w) => n + w.balance, 0);
  if (total !== 0) problems.push(`balances sum to ${total}`);
  const commission = await db.prepare("select coalesce(sum(commission), 0) as c from earnings").first();
  const platform = accounts.find((a) => a.id === "platform:commission")?.balance ?? 0;
  if (commission.c !== platform) problems.push(`commission ${platform} != earnings ${commission.c}`);
  const charges = await db.prepare("select count(*) as n from wallet_charges").first();
  return { problems, charges: charges.n };
}

function renderReadme(results, check, env) {
  const row = (name, r) =>
    `| ${name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.rounds.join(", ")} | ${r.non2xx} |`;
  return [
    `Wallet charges (\`npm run bench:wallet\`, ${env.date}, ${env.cpus}; the deploy bundle in Miniflare/workerd with a`,
    `local D1; ${config.connections} keep-alive connections, ${config.rounds} rounds of ${config.duration} s, medians).`,
    "A tip is one D1 batch of 11 statements (charge row, movement key, two transfers of four, earning); one",
    "balance means every request debits the same fan (one hot row plus the creator's and the platform's);",
    "many means each request is a different fan tipping one of the creators.",
    "",
    "| scenario | req/s | p50 ms | p99 ms | rounds (req/s) | non-2xx |",
    "|---|---|---|---|---|---|",
    row("Tips against one balance", results.one),
    row(`Tips against many balances (${config.fans} fans, ${config.creators} creators)`, results.many),
    row("For scale: GET /api/users/me (one-row read, same fans)", results.read),
    "",
    `After the load: ${check.charges} charges written, ledger invariants ${check.problems.length === 0 ? "hold" : `BROKEN: ${check.problems.join("; ")}`}.`,
    "D1 runs one writer at a time, so both charge scenarios are bounded by the same queue; one balance",
    "costs about what many do because a charge's statements are the same either way (a balance is a",
    "row update, not a lock held across requests).",
  ].join("\n");
}

const persistTo = mkdtempSync(join(tmpdir(), "bench-wallet-"));
let mf;
try {
  log("bundling (uses build/; run npm run build first after changes)");
  const script = bundleWorker(".bench/wallet-dist");
  log("migrating a fresh D1");
  applyMigrations(persistTo);
  const server = await startWorker({ script, persistTo, port: opts.port });
  mf = server.mf;
  const { url } = server;
  const db = await mf.getD1Database("DB");
  log(`seeding ${config.fans} fans and ${config.creators} creators`);
  const { adminToken, creators, fans } = await seedUsers(db, config);
  await fund(url, adminToken, fans[0].id, 1_000_000);
  await fundAll(url, adminToken, fans.slice(1), 10_000);

  const measure = async (name, requests) => {
    const rounds = [];
    for (let r = 0; r < config.rounds; r++) {
      await drain(url, "/api/settings/public");
      rounds.push(await load({ url, requests, connections: config.connections, duration: config.duration }));
      log(`${name}: round ${r + 1}: ${Math.round(rounds.at(-1).rps)} req/s`);
    }
    return summarise(rounds);
  };
  const results = {
    one: await measure("one balance", [tip(fans[0].token, creators[0].id)]),
    many: await measure(
      "many balances",
      fans.slice(1).map((f, i) => tip(f.token, creators[i % creators.length].id)),
    ),
    read: await measure(
      "read",
      fans.slice(1).map((f) => ({
        method: "GET",
        path: "/api/users/me",
        headers: { authorization: `Bearer ${f.token}` },
      })),
    ),
  };
  await drain(url, "/api/settings/public");
  const check = await checkLedger(db);
  const report = renderReadme(results, check, {
    date: new Date().toISOString().slice(0, 10),
    cpus: `${cpus().length} CPU ${cpus()[0]?.model?.trim() ?? ""}`.trim(),
  });
  console.log(report);
  if (opts.write) {
    const readme = readFileSync("README.md", "utf8");
    const start = "<!-- wallet-bench:start -->";
    const end = "<!-- wallet-bench:end -->";
    const from = readme.indexOf(start);
    const to = readme.indexOf(end);
    if (from < 0 || to < 0) throw new Error("README.md has no wallet-bench markers");
    writeFileSync("README.md", `${readme.slice(0, from + start.length)}\n${report}\n${readme.slice(to)}`);
    log("README.md updated");
  }
  if (check.problems.length > 0) process.exitCode = 1;
} finally {
  await mf?.dispose();
  rmSync(persistTo, { recursive: true, force: true });
}
