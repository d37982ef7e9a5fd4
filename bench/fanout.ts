/**
 * `npm run bench:fanout`: how fast one chat message reaches every socket of a live stream's room.
 *
 * Serves the deploy bundle in Miniflare (workerd, as production runs it; not `wrangler dev`, whose
 * proxy is far slower) on a fresh local state, makes a creator live with a subscribed fan, opens
 * N WebSockets of that fan into the stream room (100, then 1,000), then posts chat messages through
 * the API and times, for every socket, the moment the message arrives from the moment the POST was
 * sent (the API's D1 write, the RPC to the room and the fan-out, end to end). Reports p50 and p99
 * per room size, next to a bare workerd "hello" round trip measured in the same run.
 *
 * A benchmark, not a test: it prints numbers, writes bench/results/fanout.json and the table's rows
 * into README.md (between the fanout-bench markers; `--no-write` leaves README.md alone); the goal is
 * a p99 under 250 ms at 1,000 sockets on a 2-core machine.
 */
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { Miniflare } from "miniflare";
import { AGORA_SANDBOX } from "../scripts/lib/agora-sandbox.mjs";
import { execSqlFile, queryRows } from "../scripts/lib/local-d1";
import { bundleWorker, startWorker } from "../scripts/lib/worker-server.mjs";

const SIZES = [100, 1000];
const ROUNDS = 20;
const PORT = Number(process.env.BENCH_PORT || 8869);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
    max: Number(sorted[sorted.length - 1].toFixed(1)),
  };
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const step = (what: string) => console.log(`[bench] ${what} (${Math.round(process.uptime())} s)`);

/** A bare workerd answering "hello": the machine's own floor for one request, for the ratio. */
async function helloBaseline(): Promise<number> {
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response("hello"); } }',
    host: "127.0.0.1",
    port: PORT - 1,
  });
  const url = (await mf.ready).href;
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await (await fetch(url)).text();
    if (i >= 50) times.push(performance.now() - t0);
  }
  await mf.dispose();
  return summary(times).p50;
}

async function api<T>(base: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "content-type": "application/json",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

interface Listener {
  socket: WebSocket;
  /** Resolves the arrival time of the chat message with this text. */
  waitFor(text: string): Promise<number>;
}

function openSocket(wsBase: string, streamId: string, token: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${wsBase}/parties/stream/${streamId}?token=${encodeURIComponent(token)}`);
    const waiting = new Map<string, (t: number) => void>();
    const early = new Map<string, number>();
    socket.addEventListener("message", (e) => {
      const at = performance.now();
      const frame = JSON.parse(String(e.data)) as { event: string; data: any };
      if (frame.event === "auth/success") resolve({ socket, waitFor });
      if (frame.event !== "message/created") return;
      const text = frame.data.message.text as string;
      const waiter = waiting.get(text);
      if (waiter) {
        waiting.delete(text);
        waiter(at);
      } else early.set(text, at);
    });
    socket.addEventListener("error", () => reject(new Error("socket failed")));
    function waitFor(text: string) {
      const at = early.get(text);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise<number>((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`no "${text}" within 10 s`)), 10_000);
        waiting.set(text, (t) => {
          clearTimeout(timer);
          done(t);
        });
      });
    }
  });
}

type Figures = { p50: number; p99: number };
const load1 = () => loadavg()[0].toFixed(1);

/** The README's table: a row per room size, and the load the machine was under (1-minute average). */
function readmeRows(results: Record<string, Figures>, helloP50: number, machine: string, load: string[]) {
  const rows = SIZES.map((size) => {
    const r = results[String(size)];
    return `| ${size.toLocaleString("en-US")} | ${r.p50} ms | ${r.p99} ms | ${helloP50.toFixed(1)} ms | ${machine} |`;
  });
  const date = new Date().toISOString().slice(0, 10);
  return [
    '| sockets | p50 | p99 | bare workerd "hello" p50 | machine |',
    "|---|---|---|---|---|",
    ...rows,
    "",
    `${ROUNDS} messages per room size, ${date}; load average ${load[0]} before and ${load[1]} after (1 minute,`,
    `${cpus().length} cores shared with other work), so these are upper bounds.`,
  ].join("\n");
}

function writeReadme(rows: string) {
  const readme = readFileSync("README.md", "utf8");
  const start = "<!-- fanout-bench:start -->";
  const end = "<!-- fanout-bench:end -->";
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < 0) throw new Error("README.md has no fanout-bench markers");
  writeFileSync("README.md", `${readme.slice(0, from + start.length)}\n${rows}\n${readme.slice(to)}`);
  console.log("[bench] README.md updated");
}

async function main() {
  const loadBefore = load1();
  const persistTo = mkdtempSync(join(tmpdir(), "bench-fanout-"));
  if (!existsSync("build/server/index.js")) execSync("npm run build", { stdio: "inherit" });
  step("bundling");
  const script = bundleWorker(".wrangler/dist-bench");
  step("migrating and seeding");
  execSync(`npx wrangler d1 migrations apply DB --local --persist-to ${persistTo}`, { stdio: "ignore" });
  execSync(`npx tsx scripts/seed.ts --persist-to ${persistTo}`, { stdio: "ignore" });

  // The fans subscribe to the creator (test data), written before the Worker holds the database.
  const [luna] = queryRows<{ id: string }>("SELECT id FROM users WHERE username = 'luna'", persistTo);
  const fanIds = queryRows<{ id: string }>(
    "SELECT id FROM users WHERE username IN ('alex', 'samlee') ORDER BY username",
    persistTo,
  );
  const now = Date.now();
  execSqlFile(
    fanIds
      .map(
        (f, i) =>
          `INSERT INTO subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, payment_gateway, created_at, updated_at) VALUES ('bench${i}${now}', '${f.id}', '${luna.id}', 'monthly', 'active', ${now}, ${now + 86_400_000}, 'wallet', ${now}, ${now});`,
      )
      .join("\n"),
    persistTo,
  );
  step("measuring a bare workerd hello");
  const hello = await helloBaseline();

  step("starting the Worker");
  const { mf, url } = await startWorker({ script, persistTo, port: PORT, vars: { ...AGORA_SANDBOX } });
  const results: Record<string, unknown> = {};
  try {
    const creator = await api<{ token: string }>(url, "/auth/login", null, {
      username: "luna",
      password: "Creator123!",
    });
    const fans = await Promise.all(
      ["alex", "samlee"].map((username) =>
        api<{ token: string }>(url, "/auth/login", null, { username, password: "Fan12345!" }),
      ),
    );
    const stream = await api<{ _id: string; conversationId: string }>(url, "/streaming/live", creator.token, {
      title: "Fan-out benchmark",
    });
    const wsBase = url.replace(/^http/, "ws");
    // Messages are limited per account (30 a minute): each room size gets its own sender.
    const senders = [creator.token, fans[1].token];

    for (const [i, size] of SIZES.entries()) {
      step(`opening ${size} sockets`);
      const listeners: Listener[] = [];
      for (let opened = 0; opened < size; opened += 50) {
        const batch = Math.min(50, size - opened);
        listeners.push(
          ...(await Promise.all(
            Array.from({ length: batch }, () => openSocket(wsBase, stream._id, fans[0].token)),
          )),
        );
      }
      await sleep(1500); // viewer counts settle
      const latencies: number[] = [];
      const answered: number[] = [];
      const first: number[] = [];
      step(`sending ${ROUNDS} messages to ${size} sockets`);
      for (let round = -1; round < ROUNDS; round++) {
        const text = `fan-out ${size} #${round}`;
        const arrivals = listeners.map((l) => l.waitFor(text));
        const sentAt = performance.now();
        await api(url, `/messages/stream/public/conversations/${stream.conversationId}`, senders[i], {
          text,
        });
        const answeredAt = performance.now();
        const times = await Promise.all(arrivals);
        if (round >= 0) {
          // Round -1 warms up.
          for (const t of times) latencies.push(t - sentAt);
          answered.push(answeredAt - sentAt);
          first.push(Math.min(...times) - sentAt);
        }
        await sleep(100);
      }
      results[String(size)] = {
        ...summary(latencies),
        // Where the time goes: the API's answer (write, then the RPC is handed off), the first socket.
        apiAnswerP50: summary(answered).p50,
        firstSocketP50: summary(first).p50,
      };
      console.log(`[bench] ${size} sockets:`, results[String(size)]);
      for (const l of listeners) l.socket.close(1000, "done");
      await sleep(1500);
    }
  } finally {
    await mf.dispose();
    rmSync(persistTo, { recursive: true, force: true });
  }
  const machine = `${cpus().length} cores, ${cpus()[0]?.model ?? "?"}, node ${process.version}`;
  const report = {
    measuredAt: new Date().toISOString(),
    machine,
    helloP50Ms: Number(hello.toFixed(2)),
    rounds: ROUNDS,
    fanout: results,
  };
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/fanout.json", `${JSON.stringify(report, null, 2)}\n`);
  console.log(JSON.stringify(report, null, 2));
  if (!process.argv.includes("--no-write")) {
    writeReadme(readmeRows(results as Record<string, Figures>, hello, machine, [loadBefore, load1()]));
  }
}

await main();
