// A fixed number of requests with a fixed number in flight, every one accounted for: answered (with
// its status and how long it took) or not answered, and then how it failed and after how long.
// autocannon counts errors but says little about them (and drops what is in flight at the end), so
// this client is node:http with one outcome record per request.
import http from "node:http";

/**
 * How a request that got no answer failed, from node:http's error:
 * - `timeout`: the client gave up waiting (its own timeout, `timeoutMs`);
 * - `closed`: the server closed the connection before any answer ("socket hang up");
 * - `reset`: the connection was reset (a TCP RST: "read ECONNRESET");
 * - `refused`: nothing accepted the connection (ECONNREFUSED);
 * - otherwise the error's code (EPIPE, ETIMEDOUT, ...).
 */
function errorKind(err) {
  if (err.code === "ECONNRESET") return err.message === "socket hang up" ? "closed" : "reset";
  if (err.code === "ECONNREFUSED") return "refused";
  return err.code ?? err.message;
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Sends `requests` (each `{ method, path, headers?, body? }`) to `url`, `inflight` at a time: each
 * of `inflight` senders takes the next request when its last one ended. `keepAlive`: the senders
 * reuse connections (like a browser or a client library's session); without it every request
 * opens its own. Returns one outcome per request, in order:
 * `{ status, ms, reused, sentAt }` when answered (ms = until the whole body arrived), or
 * `{ error, message, ms, reused, sentAt, previous }` when not (ms = until the error; previous =
 * the index of the request the same connection carried before, when it was reused).
 */
export async function sendAll({ url, requests, inflight, keepAlive = true, timeoutMs = 120_000 }) {
  const agent = new http.Agent({ keepAlive, maxSockets: inflight });
  const outcomes = new Array(requests.length);
  const base = new URL(url);
  const t0 = performance.now();
  let next = 0;
  // The last request each connection carried: a request that fails on a reused connection may
  // have been failed by what the one before it left behind.
  const lastOn = new Map();
  const one = (req, index) =>
    new Promise((resolve) => {
      const started = performance.now();
      const ms = () => Math.round(performance.now() - started);
      const body = req.body === undefined ? undefined : Buffer.from(req.body);
      const headers = { ...req.headers };
      if (body) headers["content-length"] = String(body.length);
      let done = false;
      let socketOf;
      const finish = (outcome) => {
        if (done) return;
        done = true;
        const previous = socketOf ? lastOn.get(socketOf) : undefined;
        if (socketOf) lastOn.set(socketOf, index);
        resolve({
          ...outcome,
          sentAt: Math.round(started - t0),
          previous: outcome.reused ? previous : undefined,
        });
      };
      const r = http.request(
        { host: base.hostname, port: base.port, method: req.method, path: req.path, headers, agent },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => finish({ status: res.statusCode, ms: ms(), reused: r.reusedSocket }));
          res.on("error", (err) =>
            finish({
              error: `body ${errorKind(err)}`,
              message: err.message,
              ms: ms(),
              reused: r.reusedSocket,
            }),
          );
        },
      );
      r.setTimeout(timeoutMs, () => {
        finish({
          error: "timeout",
          message: `no answer in ${timeoutMs} ms`,
          ms: ms(),
          reused: r.reusedSocket,
        });
        r.destroy();
      });
      r.on("socket", (socket) => {
        socketOf = socket;
      });
      r.on("error", (err) =>
        finish({ error: errorKind(err), message: err.message, ms: ms(), reused: r.reusedSocket }),
      );
      r.end(body);
    });
  const sender = async () => {
    while (next < requests.length) {
      const i = next++;
      outcomes[i] = await one(requests[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inflight, requests.length) }, sender));
  agent.destroy();
  return { outcomes, seconds: (performance.now() - t0) / 1000 };
}

/**
 * Counts of a run: answered (by status class), not answered (by error kind, with the time to the
 * error), and latency percentiles of the answers. `wouldTimeOut`: how many answers took longer
 * than each of these client timeouts (a client with that timeout would have counted them as lost).
 */
export function tallyOutcomes({ outcomes, seconds }, { clientTimeouts = [5_000, 10_000, 30_000] } = {}) {
  const answered = outcomes.filter((o) => o.status !== undefined);
  const failed = outcomes.filter((o) => o.status === undefined);
  const byStatus = new Map();
  for (const o of answered) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  const byError = new Map();
  for (const o of failed) {
    const e = byError.get(o.error) ?? { n: 0, reused: 0, ms: [] };
    byError.set(o.error, e);
    e.n++;
    if (o.reused) e.reused++;
    e.ms.push(o.ms);
  }
  for (const e of byError.values()) {
    const sorted = e.ms.sort((a, b) => a - b);
    e.ms = { min: sorted[0], p50: percentile(sorted, 50), max: sorted.at(-1) };
  }
  const ms = answered.map((o) => o.ms).sort((a, b) => a - b);
  return {
    requests: outcomes.length,
    answered: answered.length,
    noAnswer: failed.length,
    byStatus: Object.fromEntries(byStatus),
    byError: Object.fromEntries(byError),
    latency: {
      p50: percentile(ms, 50),
      p90: percentile(ms, 90),
      p99: percentile(ms, 99),
      max: ms.at(-1) ?? null,
    },
    wouldTimeOut: Object.fromEntries(clientTimeouts.map((t) => [t, ms.filter((m) => m > t).length])),
    seconds: Math.round(seconds * 10) / 10,
  };
}
