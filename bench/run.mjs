// `npm run bench`: serves the built Worker in plain Miniflare (workerd) on seeded local D1/R2/rooms,
// measures each scenario against its ceiling (bare Workers behind the same assets router), counts
// D1 statements per request, profiles the slow scenarios, measures the bundle and its start-up,
// and writes docs/benchmarks.md. See bench/README.md for the options and what each number means.
import { execFileSync, execSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Miniflare } from "miniflare";
import { DEMO_ADMIN } from "../scripts/demo-accounts.ts";
import { applyMigrations } from "../scripts/lib/local-d1.ts";
import { bundleWorker, workerOptions } from "../scripts/lib/worker-server.mjs";
import { SCHEMA as BATCH_SCHEMA } from "./ceilings/inflight.mjs";
import { analyseBundle } from "./lib/bundle.mjs";
import { tally } from "./lib/d1-counter.mjs";
import { drain, drained, load, summarise } from "./lib/load.mjs";
import { profileStartup, profileWhile } from "./lib/profile.mjs";
import { failedRuns, renderReport } from "./lib/report.mjs";
import {
  BASE,
  BENCH_CREATOR_PASSWORD,
  BENCH_CREATORS,
  BENCH_FAN_PASSWORD,
  BENCH_FANS,
  seedDatabase,
} from "./lib/seed.mjs";
import { bundleRemixCeiling, startApp, startCeiling } from "./lib/servers.mjs";
import { summariseProfile } from "./lib/sources.mjs";
import { fund, tip } from "./lib/wallet-fixture.mjs";

const { values: opts } = parseArgs({
  options: {
    smoke: { type: "boolean", default: false },
    duration: { type: "string" },
    "growth-duration": { type: "string" },
    rounds: { type: "string" },
    "growth-rounds": { type: "string" },
    connections: { type: "string" },
    scales: { type: "string" },
    scenarios: { type: "string" },
    "profile-duration": { type: "string" },
    build: { type: "boolean", default: true },
    mass: { type: "boolean", default: true },
    out: { type: "string" },
    "port-base": { type: "string", default: process.env.BENCH_PORT_BASE ?? "8840" },
  },
  allowNegative: true,
});
const smoke = opts.smoke;
const config = {
  duration: Number(opts.duration ?? (smoke ? 2 : 5)),
  growthDuration: Number(opts["growth-duration"] ?? opts.duration ?? (smoke ? 2 : 4)),
  warmup: smoke ? 0.5 : 1,
  rounds: Number(opts.rounds ?? (smoke ? 1 : 3)),
  growthRounds: Number(opts["growth-rounds"] ?? opts.rounds ?? (smoke ? 1 : 2)),
  connections: Number(opts.connections ?? (smoke ? 10 : 25)),
  scales: (opts.scales ?? (smoke ? "1" : "1,10,100")).split(",").map(Number),
  profileDuration: Number(opts["profile-duration"] ?? (smoke ? 1 : 5)),
  loginConnections: 4,
};
const out = opts.out ?? (smoke ? ".bench/smoke.md" : "docs/benchmarks.md");
const portBase = Number(opts["port-base"]);
const PORTS = {
  app: portBase,
  count: portBase + 1,
  hello: portBase + 2,
  d1: portBase + 3,
  remix: portBase + 4,
};
process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";

const started = performance.now();
const log = (msg) => console.error(`[bench ${Math.round((performance.now() - started) / 1000)} s] ${msg}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A cheap request through the isolate and D1: answers fast only when both are idle. */
const DRAIN_PATH = "/api/settings/public";

/** The scenarios: what a fan or visitor asks for, and the ceiling each is held against. */
const SCENARIOS = [
  { id: "settings", name: "Public settings", kind: "cached", path: "/api/settings/public" },
  { id: "countries", name: "Country list", kind: "cached", path: "/api/countries/list" },
  // A fan's search reads D1 (a visitor's would come from the edge cache).
  {
    id: "search",
    name: "Creator search (20)",
    kind: "api",
    path: "/api/performers/user/search?limit=20",
    auth: "bearer",
  },
  {
    id: "timeline",
    name: "Fan's timeline (20)",
    kind: "api",
    path: "/api/user/feeds?limit=20",
    auth: "bearer",
  },
  {
    id: "creatorPosts",
    name: "A creator's posts (20)",
    kind: "api",
    path: "/api/user/feeds?performerId=luna&limit=20",
    auth: "bearer",
  },
  // A visitor's /luna comes from the edge cache (functions/http/edge/edge-cache.ts): held against the
  // bare Worker at its own target. A signed-in fan's /luna is rendered: held against bare Remix.
  {
    id: "profileEdge",
    name: "A visitor's /luna from the edge cache",
    kind: "cached",
    target: 0.7,
    html: true,
    path: "/luna",
  },
  {
    id: "profile",
    name: "Creator profile page /luna (a fan's, rendered)",
    kind: "page",
    path: "/luna",
    auth: "cookie",
  },
  { id: "home", name: "Home page /home", kind: "page", path: "/home", auth: "cookie" },
  // The creator tools' and the fan's own lists (issue 22 §4): what the screens call to read them.
  // `as: "creator"`: the request is a creator's (the top 8 creators, luna first, in turn).
  {
    id: "notifications",
    name: "A fan's notifications (20)",
    kind: "api",
    path: "/api/notifications?limit=20",
    auth: "bearer",
  },
  {
    id: "creatorNotifications",
    name: "A creator's notifications (20)",
    kind: "api",
    path: "/api/notifications?limit=20",
    auth: "bearer",
    as: "creator",
  },
  {
    id: "vault",
    name: "Vault (20)",
    kind: "api",
    path: "/api/vault?limit=20",
    auth: "bearer",
    as: "creator",
  },
  {
    id: "vaultFolders",
    name: "Vault folders",
    kind: "api",
    path: "/api/vault/folders",
    auth: "bearer",
    as: "creator",
  },
  { id: "lists", name: "Fan lists", kind: "api", path: "/api/lists", auth: "bearer", as: "creator" },
  {
    id: "listMembers",
    name: "A fan list's members (20)",
    kind: "api",
    path: "/api/lists/followers/members?limit=20",
    auth: "bearer",
    as: "creator",
  },
  {
    id: "subscribersPage",
    name: "The Subscribers list (20)",
    kind: "api",
    path: "/api/lists/subscribers/members?limit=20",
    auth: "bearer",
    as: "creator",
  },
  {
    id: "expiredPage",
    name: "The Expired list (20)",
    kind: "api",
    path: "/api/lists/expired/members?limit=20",
    auth: "bearer",
    as: "creator",
  },
  {
    id: "massHistory",
    name: "Mass-message history (20)",
    kind: "api",
    path: "/api/messages/mass?limit=20",
    auth: "bearer",
    as: "creator",
  },
  {
    id: "statistics",
    name: "Statistics (30 days)",
    kind: "api",
    path: "/api/performer/statistics",
    auth: "bearer",
    as: "creator",
  },
];
// `--scenarios timeline,home`: only these (for iterating; the report then lists only them).
// Wallet charges (tips) run as their own phase at the first scale, against a bare Worker that
// writes one D1 batch of as many statements as the app's tip (bench/ceilings/inflight.mjs /batch).
let runTips = true;
if (opts.scenarios) {
  const keep = new Set(opts.scenarios.split(","));
  runTips = keep.delete("tips");
  for (const id of keep) {
    if (!SCENARIOS.some((s) => s.id === id)) throw new Error(`unknown scenario ${id}`);
  }
  SCENARIOS.splice(0, SCENARIOS.length, ...SCENARIOS.filter((s) => keep.has(s.id)));
}
const CEILINGS = [
  {
    id: "hello",
    name: "Bare Worker (hello)",
    for: "cached",
    target: 0.6,
    script: "bench/ceilings/hello.mjs",
  },
  {
    id: "d1",
    name: "Bare Worker, one D1 query (20 rows)",
    for: "api",
    target: 0.6,
    script: "bench/ceilings/d1-query.mjs",
  },
  { id: "remix", name: "Bare Remix page (home's HTML size)", for: "page", target: 0.6 },
];

/** The sessions a scenario's requests cycle through: the bench fans', or the creators'. */
const tokensOf = (scenario, sessions) => sessions[scenario.as ?? "fan"];

function requestsFor(scenario, sessions) {
  if (!scenario.auth) return [{ method: "GET", path: scenario.path }];
  return tokensOf(scenario, sessions).map((token) => ({
    method: "GET",
    path: scenario.path,
    headers: scenario.auth === "bearer" ? { authorization: `Bearer ${token}` } : { cookie: `token=${token}` },
  }));
}

function headersFor(scenario, token) {
  if (scenario.auth === "bearer") return { authorization: `Bearer ${token}` };
  if (scenario.auth === "cookie") return { cookie: `token=${token}` };
  return {};
}

// ---- data ---------------------------------------------------------------------------------------

function seedFingerprint() {
  const hash = createHash("sha256");
  for (const f of readdirSync("migrations").sort()) {
    if (f.endsWith(".sql")) hash.update(readFileSync(join("migrations", f)));
  }
  hash.update(readFileSync("bench/lib/seed.mjs"));
  hash.update(readFileSync("scripts/demo-accounts.ts"));
  return hash.digest("hex").slice(0, 12);
}

/**
 * A migrated and seeded state for `scale`, built once and kept under .bench/state (seeding 100x
 * takes about a minute); each run works on a fresh copy of it.
 */
async function seededState(scale) {
  const cache = resolve(`.bench/state/${scale}x-${seedFingerprint()}`);
  let seedMs = null;
  let counts;
  if (!existsSync(join(cache, "counts.json"))) {
    rmSync(cache, { recursive: true, force: true });
    log(`seeding ${scale}x (kept in ${cache} for later runs)`);
    const t = performance.now();
    applyMigrations(cache);
    const mf = new Miniflare({
      modules: true,
      script: "export default { fetch: () => new Response(null) }",
      d1Databases: { DB: "00000000-0000-0000-0000-000000000000" },
      d1Persist: join(cache, "v3", "d1"),
      compatibilityDate: "2026-04-01",
    });
    try {
      counts = await seedDatabase(await mf.getD1Database("DB"), scale);
    } finally {
      await mf.dispose();
    }
    seedMs = performance.now() - t;
    writeFileSync(join(cache, "counts.json"), JSON.stringify({ counts, seedMs }));
  } else {
    ({ counts, seedMs } = JSON.parse(readFileSync(join(cache, "counts.json"), "utf8")));
  }
  const work = resolve(`.bench/run/${scale}x`);
  rmSync(work, { recursive: true, force: true });
  cpSync(cache, work, { recursive: true });
  return { persistTo: work, counts, seedMs };
}

async function loginAs(url, usernames, password) {
  const tokens = [];
  for (const username of usernames) {
    const res = await fetch(`${url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username, password }),
    });
    if (!res.ok) throw new Error(`login as ${username}: ${res.status} ${await res.text()}`);
    tokens.push((await res.json()).data.token); // the API's envelope: { status, data, message }
  }
  return tokens;
}

/** One session per bench fan and per bench creator, through the API. */
async function loginAll(url) {
  return {
    fan: await loginAs(url, BENCH_FANS, BENCH_FAN_PASSWORD),
    creator: await loginAs(url, BENCH_CREATORS, BENCH_CREATOR_PASSWORD),
  };
}

/** One request per scenario: it must answer 200; records the body size (and items for the API). */
async function probe(url, sessions) {
  const out = {};
  for (const s of SCENARIOS) {
    const res = await fetch(url + s.path, {
      headers: headersFor(s, tokensOf(s, sessions)[0]),
      redirect: "manual",
    });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${s.path} answered ${res.status}: ${body.slice(0, 300)}`);
    let items = null;
    if (s.kind !== "page" && !s.html) {
      const { data } = JSON.parse(body);
      items = Array.isArray(data?.data) ? data.data.length : Array.isArray(data) ? data.length : null;
    }
    out[s.id] = { bytes: Buffer.byteLength(body), items };
  }
  return out;
}

// ---- measurements -------------------------------------------------------------------------------

/** Milliseconds of one request with nothing else running (median of 7, after 3 to warm up). */
async function unloadedLatency(url, sessions) {
  const out = {};
  for (const s of SCENARIOS) {
    const tokens = tokensOf(s, sessions);
    const times = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      await (await fetch(url + s.path, { headers: headersFor(s, tokens[i % tokens.length]) })).text();
      if (i >= 3) times.push(performance.now() - t);
    }
    out[s.id] = times.sort((a, b) => a - b)[3];
  }
  return out;
}

/** D1 statements and round trips of one (warm) request per scenario, through the counting binding. */
async function countStatements(script, persistTo, sessions, tipRequests) {
  let lines = [];
  const { mf, url } = await startApp({
    script,
    persistTo,
    port: PORTS.count,
    countD1: true,
    onLine: (line) => lines.push(line),
  });
  const out = {};
  try {
    const login = async () => {
      await fetch(`${url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: BENCH_FANS[0], password: BENCH_FAN_PASSWORD }),
      }).then((r) => r.text());
    };
    const once = async (fn) => {
      await fn(); // warms the isolate's caches, as under load
      await sleep(150);
      lines = [];
      await fn();
      await sleep(150); // work left to waitUntil is counted too
      return tally(lines);
    };
    for (const s of SCENARIOS) {
      out[s.id] = await once(() =>
        fetch(url + s.path, { headers: headersFor(s, tokensOf(s, sessions)[0]) }).then((r) => r.text()),
      );
    }
    out.login = await once(login);
    if (tipRequests) {
      const [{ method, path, headers, body }] = tipRequests;
      out.tip = await once(() => fetch(url + path, { method, headers, body }).then((r) => r.text()));
    }
  } finally {
    await mf.dispose();
  }
  return out;
}

async function measureCeiling(ceiling, server, duration, remixItems) {
  const path = ceiling.id === "remix" ? `/?items=${remixItems}` : "/";
  await drain(server.url, "/");
  return load({
    url: server.url,
    requests: [{ method: "GET", path }],
    connections: config.connections,
    duration,
  });
}

/** Items the bare Remix page needs for `bytes` of HTML (its size grows linearly with them). */
async function calibrateRemix(url, bytes) {
  const size = async (n) => Buffer.byteLength(await (await fetch(`${url}/?items=${n}`)).text());
  const [a, b] = [await size(10), await size(110)];
  return Math.max(1, Math.round(10 + ((bytes - a) * 100) / (b - a)));
}

/**
 * The bench fans' wallets funded through the admin API (so the ledger holds), and one tip request
 * per fan, each to a different listed creator (one D1 writer either way: bench:wallet).
 */
async function prepareTips(url, tokens) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`admin login: ${res.status} ${await res.text()}`);
  const adminToken = (await res.json()).data.token;
  const fans = [];
  for (const token of tokens) {
    const me = await (
      await fetch(`${url}/api/users/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    fans.push({ id: me.data._id, token });
  }
  for (const fan of fans) await fund(url, adminToken, fan.id, 1_000_000);
  const search = await (
    await fetch(`${url}/api/performers/user/search?limit=${tokens.length}`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    })
  ).json();
  const creators = search.data.data.map((c) => c._id);
  return fans.map((fan, i) => tip(fan.token, creators[i % creators.length]));
}

/** Tips against the app and the bare one-batch Worker, interleaved rounds. */
async function measureTips(ctx, persistTo, tipRequests, statements, duration, rounds) {
  const app = [];
  const bare = [];
  for (let round = 1; round <= rounds; round++) {
    log(`tips round ${round}/${rounds}`);
    const server = await startApp({ script: ctx.script, persistTo, port: PORTS.app });
    const args = { url: server.url, requests: tipRequests, connections: config.connections };
    await load({ ...args, duration: config.warmup });
    await drain(server.url, DRAIN_PATH);
    app.push(await load({ ...args, duration }));
    await drain(server.url, DRAIN_PATH);
    await server.mf.dispose();
    const ceiling = await startCeiling({
      script: "bench/ceilings/inflight.mjs",
      persistTo,
      port: PORTS.d1,
      appScript: ctx.script,
      d1: true,
    });
    const db = await ceiling.mf.getD1Database("DB");
    for (const statement of BATCH_SCHEMA) await db.prepare(statement).run();
    const batchArgs = {
      url: ceiling.url,
      requests: [{ method: "POST", path: `/batch?statements=${statements}`, body: "{}" }],
      connections: config.connections,
    };
    await load({ ...batchArgs, duration: config.warmup });
    await drain(ceiling.url, "/read");
    bare.push(await load({ ...batchArgs, duration }));
    await ceiling.mf.dispose();
  }
  return { app: summarise(app), bare: summarise(bare), statements };
}

async function coldStart(start) {
  const t = performance.now();
  const server = await start();
  const readyMs = performance.now() - t;
  const res = await fetch(`${server.url}/api/health`);
  await res.text();
  return { server, readyMs, firstResponseMs: performance.now() - t };
}

async function runScale(scale, ctx) {
  const first = scale === config.scales[0];
  const { persistTo, counts, seedMs } = await seededState(scale);
  const duration = first ? config.duration : config.growthDuration;
  const result = { scale, counts, seedMs, scenarios: {}, ceilings: {}, startups: [] };

  // Sessions: one login per bench fan, through the API.
  let app = await coldStart(() => startApp({ script: ctx.script, persistTo, port: PORTS.app }));
  result.startups.push({ readyMs: app.readyMs, firstResponseMs: app.firstResponseMs });
  const sessions = await loginAll(app.server.url);
  const tipRequests = first && runTips ? await prepareTips(app.server.url, sessions.fan) : null;
  result.probe = await probe(app.server.url, sessions);
  result.unloaded = await unloadedLatency(app.server.url, sessions);
  await app.server.mf.dispose();

  if (first) {
    log("counting D1 statements per request");
    result.d1 = await countStatements(ctx.script, persistTo, sessions, tipRequests);
  }

  // The ceilings that never touch D1 run beside the app; the D1 one runs alone (one process at a
  // time on the SQLite files).
  const hello = await coldStart(() =>
    startCeiling({ script: CEILINGS[0].script, persistTo, port: PORTS.hello, appScript: ctx.script }),
  );
  result.helloStartup = { readyMs: hello.readyMs, firstResponseMs: hello.firstResponseMs };
  const remix = await startCeiling({
    script: ctx.remixScript,
    persistTo,
    port: PORTS.remix,
    appScript: ctx.script,
  });
  // Sized like the home page (115 KiB when a --scenarios run leaves it out).
  const remixItems = await calibrateRemix(remix.url, result.probe.home?.bytes ?? 115 * 1024);
  result.remixBytes = Buffer.byteLength(await (await fetch(`${remix.url}/?items=${remixItems}`)).text());

  const rounds = { scenarios: {}, ceilings: {} };
  const record = (group, id, r) => {
    group[id] ??= [];
    group[id].push(r);
  };
  const roundCount = first ? config.rounds : config.growthRounds;
  for (let round = 1; round <= roundCount; round++) {
    log(`${scale}x round ${round}/${roundCount}`);
    app = await coldStart(() => startApp({ script: ctx.script, persistTo, port: PORTS.app }));
    result.startups.push({ readyMs: app.readyMs, firstResponseMs: app.firstResponseMs });
    for (const s of SCENARIOS) {
      // A fresh isolate runs cold (JIT, lazily built state) for its first second or so; a
      // deployed isolate serves for far longer, so each scenario warms up before it is timed.
      const requests = requestsFor(s, sessions);
      const args = { url: app.server.url, requests, connections: config.connections };
      await load({ ...args, duration: config.warmup });
      await drain(app.server.url, DRAIN_PATH);
      const r = await load({ ...args, duration });
      await drain(app.server.url, DRAIN_PATH);
      record(rounds.scenarios, s.id, r);
    }
    await app.server.mf.dispose();
    const d1 = await startCeiling({
      script: CEILINGS[1].script,
      persistTo,
      port: PORTS.d1,
      appScript: ctx.script,
      d1: true,
    });
    for (const c of CEILINGS) {
      if (!first && c.id !== "d1") continue; // hello and Remix do not depend on the data
      const server = c.id === "hello" ? hello.server : c.id === "remix" ? remix : d1;
      await measureCeiling(c, server, config.warmup, remixItems);
      record(rounds.ceilings, c.id, await measureCeiling(c, server, duration, remixItems));
    }
    await d1.mf.dispose();
  }
  for (const [id, rs] of Object.entries(rounds.scenarios)) result.scenarios[id] = summarise(rs);
  for (const [id, rs] of Object.entries(rounds.ceilings)) result.ceilings[id] = summarise(rs);
  await hello.server.mf.dispose();
  await remix.mf.dispose();

  if (tipRequests) {
    result.tips = await measureTips(
      ctx,
      persistTo,
      tipRequests,
      result.d1?.tip?.largestBatch || 11,
      duration,
      roundCount,
    );
  }

  if (first) {
    log("login (PBKDF2), profiles");
    const profiled = await startApp({ script: ctx.script, persistTo, port: PORTS.app, inspectorPort: 0 });
    result.login = summarise([
      await load({
        url: profiled.url,
        requests: BENCH_FANS.map((username) => ({
          method: "POST",
          path: "/api/auth/login",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password: BENCH_FAN_PASSWORD }),
        })),
        connections: config.loginConnections,
        duration: config.duration,
      }),
    ]);
    result.profiles = {};
    for (const id of ["timeline", "profile", "home"].filter((x) => SCENARIOS.some((s) => s.id === x))) {
      await drain(profiled.url, DRAIN_PATH);
      const s = SCENARIOS.find((x) => x.id === id);
      const profile = await profileWhile(profiled.mf, "fanplatform", () =>
        load({
          url: profiled.url,
          requests: requestsFor(s, sessions),
          connections: config.connections,
          duration: config.profileDuration,
        }),
      );
      mkdirSync(".bench/profiles", { recursive: true });
      writeFileSync(`.bench/profiles/${id}.cpuprofile`, JSON.stringify(profile));
      result.profiles[id] = summariseProfile(profile, {
        bundleUrlIncludes: "worker.js",
        mapFile: `${ctx.script}.map`,
      });
    }
    await profiled.mf.dispose();
    // What one D1 round trip costs the Worker's isolate: the one-query ceiling under the same load.
    const d1 = await startCeiling({
      script: CEILINGS[1].script,
      persistTo,
      port: PORTS.d1,
      appScript: ctx.script,
      d1: true,
      inspectorPort: 0,
    });
    const profile = await profileWhile(d1.mf, "ceiling", () =>
      measureCeiling(CEILINGS[1], d1, config.profileDuration),
    );
    result.profiles.d1Ceiling = summariseProfile(profile, {
      bundleUrlIncludes: "d1-query.mjs",
      mapFile: null,
    });
    await d1.mf.dispose();
  }
  return result;
}

// ---- main ---------------------------------------------------------------------------------------

async function main() {
  const loadBefore = loadavg();
  if (opts.build || !existsSync("build/server/index.js")) {
    log("building (with the server build's source map, for the profiles)");
    try {
      execSync("npm run build -- --sourcemapServer", { stdio: "pipe" });
    } catch (err) {
      console.error(String(err.stdout), String(err.stderr));
      throw err;
    }
  }
  log("bundling as wrangler deploy does");
  const script = bundleWorker(".bench/dist", ["--metafile", ".bench/dist/meta.json"]);
  const bundle = analyseBundle(script, ".bench/dist/meta.json");
  const remixScript = await bundleRemixCeiling();
  const { worker } = workerOptions({ script, persistTo: ".bench/run/startup" });
  log("start-up profile");
  const startupRuns = [];
  for (let i = 0; i < (smoke ? 1 : 3); i++) startupRuns.push(await profileStartup(script, worker));
  const startup = {
    wallMs: startupRuns.map((r) => r.wallMs),
    profile: summariseProfile(startupRuns.at(-1).profile, {
      bundleUrlIncludes: "worker.js",
      mapFile: `${script}.map`,
    }),
    cpuMs: startupRuns.map(
      (r) => summariseProfile(r.profile, { bundleUrlIncludes: "worker.js", mapFile: null }).totalMs,
    ),
  };

  const ctx = { script, remixScript };
  const scales = [];
  for (const scale of config.scales) scales.push(await runScale(scale, ctx));

  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      loadBefore,
      loadAfter: loadavg(),
      node: process.version,
      workerd: execFileSync("node_modules/.bin/workerd", ["--version"], { encoding: "utf8" }).trim(),
    },
    config: { ...config, smoke },
    base: BASE,
    scenarios: SCENARIOS,
    ceilings: CEILINGS,
    bundle,
    startup,
    scales,
    elapsedS: (performance.now() - started) / 1000,
    harness: { idleConnectionsClosed: drained.idleConnectionsClosed },
  };
  mkdirSync(".bench", { recursive: true });
  const details = smoke ? ".bench/smoke.json" : ".bench/last-run.json";
  writeFileSync(details, JSON.stringify(report, null, 1));
  const { markdown, table } = renderReport(report);
  // `--no-mass` keeps the mass-message section the last full run wrote (bench:mass is long).
  const MASS = /<!-- mass-bench:start -->[\s\S]*<!-- mass-bench:end -->\n?/;
  const kept = !opts.mass && existsSync(out) ? MASS.exec(readFileSync(out, "utf8"))?.[0] : null;
  writeFileSync(out, kept ? `${markdown}\n${kept}` : markdown);
  console.log(table);
  // How long a mass message takes to reach 1,000 and 10,000 fans (bench/mass.mjs; the smoke run:
  // 1,000 only) adds its section to the report.
  if (opts.mass)
    execFileSync(
      process.execPath,
      ["--import", "tsx", "bench/mass.mjs", "--out", out, ...(smoke ? ["--recipients", "1000"] : [])],
      { stdio: "inherit", env: { ...process.env, BENCH_MASS_PORT: String(portBase + 9) } },
    );
  log(`written to ${out} (details in ${details})`);
  // Numbers are never asserted, but a scenario that fails its requests means the harness or the
  // app is broken: CI's smoke run must say so.
  const failed = failedRuns(report);
  if (failed.length) {
    console.error(`Requests failed:\n${failed.join("\n")}`);
    if (smoke) process.exitCode = 1;
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
