// `npm run bench:inflight`: requests in flight, every one accounted for. The
// deploy bundle runs in plain Miniflare (workerd) as the browser tests and bench:wallet serve it;
// bare Workers (ceilings/inflight.mjs) run behind the same server with the app's assets router and
// compatibility settings. In each round, interleaved: tips at each concurrency (each with its own
// Idempotency-Key) against the app, then the same number of POSTs against the bare Workers; then a
// fuzz-like mix of API requests (bench/lib/api-mix.mjs) against the app and the same mix against a
// bare Worker. Each request ends answered (status, time) or not (how: reset, closed, timeout, and
// after how long). After the tips, every key is checked to have charged at most once, and the
// unanswered tips are sent again with the same key. Writes .bench/inflight.md and .bench/inflight.json.
// Findings: docs/performance.md, "Connections without an answer".
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { applyMigrations } from "../scripts/lib/local-d1.ts";
import { bundleWorker, startWorker } from "../scripts/lib/worker-server.mjs";
import { SCHEMA } from "./ceilings/inflight.mjs";
import { apiMix } from "./lib/api-mix.mjs";
import { sendAll, tallyOutcomes } from "./lib/inflight.mjs";
import { drain } from "./lib/load.mjs";
import { startCeiling } from "./lib/servers.mjs";
import { fundAll, seedUsers, tip } from "./lib/wallet-fixture.mjs";

const { values: opts } = parseArgs({
  options: {
    requests: { type: "string", default: "900" },
    inflight: { type: "string", default: "250,100" },
    mixed: { type: "string", default: "2000" },
    "mixed-inflight": { type: "string", default: "20" },
    rounds: { type: "string", default: "2" },
    "cpu-ms": { type: "string", default: "20" },
    timeout: { type: "string", default: "120" },
    "keep-alive": { type: "boolean", default: true },
    bare: { type: "string", default: "batch,read,ignore,cpu" },
    fans: { type: "string", default: "300" },
    creators: { type: "string", default: "20" },
    out: { type: "string", default: ".bench/inflight.md" },
  },
  allowNegative: true,
});
const config = {
  requests: Number(opts.requests),
  inflight: opts.inflight.split(",").map(Number),
  mixed: Number(opts.mixed),
  mixedInflight: Number(opts["mixed-inflight"]),
  rounds: Number(opts.rounds),
  cpuMs: Number(opts["cpu-ms"]),
  timeoutMs: Number(opts.timeout) * 1000,
  keepAlive: opts["keep-alive"],
  bare: opts.bare ? opts.bare.split(",") : [],
};
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";
const started = performance.now();
const log = (msg) =>
  console.error(`[bench:inflight ${Math.round((performance.now() - started) / 1000)} s] ${msg}`);
const load1 = () => Math.round(loadavg()[0] * 10) / 10;

/** The bare Workers, by name: the path of ceilings/inflight.mjs that does it. */
const BARE = {
  batch: { path: "/batch", what: "reads the body, one D1 batch of 11 statements (what a tip writes)" },
  read: { path: "/read", what: "reads the body, answers" },
  ignore: { path: "/ignore", what: "answers without reading the body" },
  cpu: { path: `/cpu?ms=${config.cpuMs}`, what: `reads the body, keeps the isolate busy ${config.cpuMs} ms` },
};

const results = [];
async function measure(row, url, requests, inflight) {
  const before = load1();
  const run = await sendAll({
    url,
    requests,
    inflight,
    keepAlive: config.keepAlive,
    timeoutMs: config.timeoutMs,
  });
  const tally = tallyOutcomes(run);
  const result = { ...row, inflight, load: [before, load1()], ...tally };
  results.push(result);
  const errors = Object.entries(tally.byError)
    .map(([kind, e]) => `${kind} ${e.n} (after ${e.ms.p50} ms)`)
    .join(", ");
  log(
    `${row.scenario} @${inflight}: ${tally.answered}/${tally.requests} answered${errors ? `; no answer: ${errors}` : ""}; p99 ${tally.latency.p99} ms, max ${tally.latency.max} ms`,
  );
  return { run, result };
}

const appDir = mkdtempSync(join(tmpdir(), "bench-inflight-app-"));
const bareDir = mkdtempSync(join(tmpdir(), "bench-inflight-bare-"));
let app;
let bare;
try {
  log("bundling (uses build/; run npm run build first after changes)");
  const script = bundleWorker(".bench/inflight-dist");
  applyMigrations(appDir);
  app = await startWorker({ script, persistTo: appDir, port: 0 });
  bare = await startCeiling({
    script: resolve("bench/ceilings/inflight.mjs"),
    persistTo: bareDir,
    port: 0,
    appScript: script,
    d1: true,
  });
  const bareDb = await bare.mf.getD1Database("DB");
  for (const statement of SCHEMA) await bareDb.prepare(statement).run();
  const db = await app.mf.getD1Database("DB");
  log(`seeding ${opts.fans} fans and ${opts.creators} creators`);
  const { adminId, adminToken, creators, fans } = await seedUsers(db, {
    fans: Number(opts.fans),
    creators: Number(opts.creators),
  });
  await fundAll(app.url, adminToken, fans, 1_000_000);
  const doc = await (await fetch(`${app.url}/api/openapi.json`)).json();
  const who = [
    { token: null },
    { token: fans[0].token },
    { token: creators[0].token },
    { token: adminToken },
  ];
  const ids = [creators[0].id, creators[1].id, fans[1].id, adminId];

  let keyNo = 0;
  for (let round = 1; round <= config.rounds; round++) {
    for (const inflight of config.inflight) {
      await drain(app.url, "/api/settings/public");
      const tips = Array.from({ length: config.requests }, (_, i) =>
        tip(
          fans[(keyNo + i) % fans.length].token,
          creators[i % creators.length].id,
          `inflight-${round}-${inflight}-${i}`,
        ),
      );
      keyNo += config.requests;
      const chargesBefore = (await db.prepare("select count(*) as n from wallet_charges").first()).n;
      const { run, result } = await measure(
        { round, scenario: "app: tip", target: "app" },
        app.url,
        tips,
        inflight,
      );
      await drain(app.url, "/api/settings/public");
      const charged =
        (await db.prepare("select count(*) as n from wallet_charges").first()).n - chargesBefore;
      // A tip without an answer, sent again with its key: it charges now if it had not before.
      const missed = tips.filter((_, i) => run.outcomes[i].status === undefined);
      const retry = await sendAll({ url: app.url, requests: missed, inflight: 10, keepAlive: false });
      const afterRetry =
        (await db.prepare("select count(*) as n from wallet_charges").first()).n - chargesBefore;
      const keysCharged = (
        await db
          .prepare(
            "select count(distinct idempotency_key) as keys, count(*) as n from wallet_charges where idempotency_key like ?",
          )
          .bind(`inflight-${round}-${inflight}-%`)
          .first()
      ).keys;
      result.ledger = {
        answered201: result.byStatus[201] ?? 0,
        chargedBeforeRetry: charged,
        retried: missed.length,
        retryAnswered: retry.outcomes.filter((o) => o.status === 201).length,
        chargedAfterRetry: afterRetry,
        keysCharged,
      };
      log(
        `  charges: ${charged} for ${result.ledger.answered201} answers; ${missed.length} retried with their key, ${result.ledger.retryAnswered} answered; ${afterRetry} charges for ${keysCharged} keys`,
      );
      for (const name of config.bare) {
        const { path, what } = BARE[name];
        const requests = Array.from({ length: config.requests }, () => ({
          method: "POST",
          path,
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ amount: 10 }),
        }));
        await measure(
          { round, scenario: `bare: ${name}`, target: "bare", what },
          bare.url,
          requests,
          inflight,
        );
      }
    }
    if (config.mixed > 0) {
      await drain(app.url, "/api/settings/public");
      const mix = apiMix(doc, { count: config.mixed, who, ids, seed: 18 + round });
      const { run, result } = await measure(
        { round, scenario: "app: API mix", target: "app" },
        app.url,
        mix,
        config.mixedInflight,
      );
      // What each request without an answer followed on its connection (a reused connection
      // fails because of what the request before it left behind), or, on a new connection, what
      // the app answers it alone (through Miniflare's dispatchFetch: no socket in between).
      const byOp = new Map();
      for (const [i, o] of run.outcomes.entries()) {
        if (o.status !== undefined) continue;
        let key;
        if (o.previous !== undefined) {
          const before = mix[o.previous];
          key = `after ${before.op} ${before.body === undefined ? "(no body)" : "(with a body)"} → ${run.outcomes[o.previous].status ?? "no answer"}`;
        } else {
          const r = mix[i];
          const replay = await app.mf.dispatchFetch(`${app.url}${r.path}`, {
            method: r.method,
            headers: r.headers,
            body: r.body,
          });
          await replay.arrayBuffer();
          key = `itself, new connection: ${r.op} ${r.body === undefined ? "(no body)" : "(with a body)"} → ${replay.status}`;
        }
        byOp.set(key, (byOp.get(key) ?? 0) + 1);
      }
      result.noAnswerByOperation = Object.fromEntries([...byOp].sort((a, b) => b[1].n - a[1].n));
      const withBody = mix.filter((r) => r.body !== undefined).length;
      const missedWithBody = run.outcomes.filter(
        (o, i) => o.status === undefined && mix[i].body !== undefined,
      ).length;
      result.bodies = { withBody, missedWithBody };
      log(
        `  no answer: ${missedWithBody} of ${result.noAnswer} had a body (${withBody} of ${mix.length} sent one)`,
      );
      await measure(
        { round, scenario: "bare: read, API mix", target: "bare" },
        bare.url,
        mix,
        config.mixedInflight,
      );
    }
  }
} finally {
  await app?.mf.dispose();
  await bare?.mf.dispose();
  rmSync(appDir, { recursive: true, force: true });
  rmSync(bareDir, { recursive: true, force: true });
}

const env = {
  date: new Date().toISOString(),
  cpus: `${cpus().length} CPU ${cpus()[0]?.model?.trim() ?? ""}`.trim(),
  keepAlive: config.keepAlive,
  clientTimeoutS: config.timeoutMs / 1000,
};
const md = render(results, env);
mkdirSync(".bench", { recursive: true });
writeFileSync(opts.out, `${md}\n`);
writeFileSync(opts.out.replace(/\.md$/, ".json"), JSON.stringify({ env, config, results }, null, 1));
console.log(md);
log(`wrote ${opts.out}`);

function render(rows, env) {
  const kinds = (r) =>
    Object.entries(r.byError)
      .map(([k, e]) => `${k} ${e.n} (${e.reused} reused; after ${e.ms.min}/${e.ms.p50}/${e.ms.max} ms)`)
      .join("; ") || "–";
  const lines = [
    `Requests in flight (\`npm run bench:inflight\`, ${env.date.slice(0, 16)}Z, ${env.cpus}; plain Miniflare/workerd,`,
    `${env.keepAlive ? "keep-alive connections" : "a new connection per request"}, client timeout ${env.clientTimeoutS} s). No answer: how, how many on a`,
    "reused connection, after min/p50/max ms. Latency of the answered requests. Load: 1-minute load average before/after.",
    "",
    "| round | scenario | in flight | answered | no answer | how | p50 ms | p99 ms | max ms | answers > 10 s | load |",
    "|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.round} | ${r.scenario} | ${r.inflight} | ${r.answered}/${r.requests} | ${r.noAnswer} | ${kinds(r)} | ${r.latency.p50} | ${r.latency.p99} | ${r.latency.max} | ${r.wouldTimeOut[10_000]} | ${r.load.join(" → ")} |`,
    );
  }
  const tips = rows.filter((r) => r.ledger);
  if (tips.length) {
    lines.push("", "Tips and the ledger (each key once):", "");
    lines.push(
      "| round | in flight | 201 answers | charges | retried with the same key | retry answered | charges after | keys charged |",
    );
    lines.push("|---|---|---|---|---|---|---|---|");
    for (const r of tips) {
      const l = r.ledger;
      lines.push(
        `| ${r.round} | ${r.inflight} | ${l.answered201} | ${l.chargedBeforeRetry} | ${l.retried} | ${l.retryAnswered} | ${l.chargedAfterRetry} | ${l.keysCharged} |`,
      );
    }
  }
  for (const r of rows.filter((r) => r.noAnswerByOperation && r.noAnswer > 0)) {
    lines.push(
      "",
      `Round ${r.round}, API mix: the ${r.noAnswer} requests without an answer (${r.bodies.missedWithBody} with a body; ${r.bodies.withBody} of ${r.requests} sent one), by what the connection carried just before (a reused connection) or by what the app answers the request alone (a new connection):`,
      "",
    );
    for (const [op, n] of Object.entries(r.noAnswerByOperation).slice(0, 12)) lines.push(`- ${op}: ${n}`);
  }
  return lines.join("\n");
}
