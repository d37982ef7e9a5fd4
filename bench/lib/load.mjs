// Load generation with autocannon (in this process; 2xx latencies only, errors counted apart).
import autocannon from "autocannon";

/**
 * Runs `connections` keep-alive connections against url for `duration` seconds. `requests` is
 * the sequence each connection cycles through (e.g. one request per logged-in fan).
 * Returns requests/s, p50/p99 (ms), and every way a request failed: status codes other than 2xx,
 * timeouts and socket errors by code (ECONNRESET is a connection reset).
 */
export async function load({ url, requests, connections, duration, timeout = 10 }) {
  const socketErrors = {};
  const instance = autocannon({ url, requests, connections, duration, timeout });
  instance.on("reqError", (err) => {
    const code = err.code ?? err.message;
    socketErrors[code] = (socketErrors[code] ?? 0) + 1;
  });
  const r = await instance;
  const ok = r["2xx"];
  return {
    rps: ok / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    ok,
    non2xx: r.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !code.startsWith("2")),
    ),
    timeouts: r.timeouts,
    socketErrors,
    errors: r.errors,
  };
}

/**
 * Waits until the server has finished what the last load left behind: autocannon stops on time
 * and drops the requests still in flight, but the Worker (and D1's queue) still runs them, and the
 * next measurement would pay for them. Done when `path` answers quickly twice in a row.
 */
export async function drain(url, path, { fastMs = 50, maxMs = 60_000 } = {}) {
  const until = performance.now() + maxMs;
  let fast = 0;
  while (fast < 2 && performance.now() < until) {
    const t = performance.now();
    try {
      await (await fetch(url + path)).arrayBuffer();
      fast = performance.now() - t < fastMs ? fast + 1 : 0;
    } catch (err) {
      // fetch's pooled keep-alive connection sat idle through the last run and the server closed
      // it as it was reused (a known keep-alive race, not a reset under load): count it, go on.
      drained.idleConnectionsClosed++;
      if (drained.idleConnectionsClosed > 20) throw err;
    }
    if (fast < 2) await new Promise((r) => setTimeout(r, 100));
  }
}

/** What drain saw; reported so a harness artifact is never mistaken for the app's resets. */
export const drained = { idleConnectionsClosed: 0 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Medians of rps, p50 and p99 over rounds; failures are summed (every one of them counts). */
export function summarise(rounds) {
  const sum = (f) => rounds.reduce((n, r) => n + f(r), 0);
  const socketErrors = {};
  for (const r of rounds) {
    for (const [code, n] of Object.entries(r.socketErrors))
      socketErrors[code] = (socketErrors[code] ?? 0) + n;
  }
  return {
    rps: median(rounds.map((r) => r.rps)),
    p50: median(rounds.map((r) => r.p50)),
    p99: median(rounds.map((r) => r.p99)),
    maxP99: Math.max(...rounds.map((r) => r.p99)),
    requests: sum((r) => r.ok + r.non2xx + r.errors),
    non2xx: sum((r) => r.non2xx),
    timeouts: sum((r) => r.timeouts),
    errors: sum((r) => r.errors),
    socketErrors,
    rounds: rounds.map((r) => Math.round(r.rps)),
  };
}
