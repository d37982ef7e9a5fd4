// A wrapped D1 binding for the statement count (bench only; the timed runs use the plain binding).
// It runs inside the app's isolate in front of the real local D1 (its `INNER` binding) and writes
// one `[d1]` line per statement to workerd's stdout, which the harness reads: how many statements
// and round trips one request makes, and which. The app code is unchanged: it sees a binding with
// D1's prepare/batch/exec surface.
const D1_COUNTER_SOURCE = `
const log = (kind, sql) => console.log("[d1] " + kind + " " + sql.replace(/\\\\s+/g, " "));
// Each round trip's start and end, numbered, for how many of them wait one after another.
let calls = 0;
const timed = (send) => {
  const n = ++calls;
  console.log("[d1-start] " + n);
  const done = () => console.log("[d1-end] " + n);
  return send().then((r) => (done(), r), (e) => (done(), Promise.reject(e)));
};
const statement = (inner, sql) => ({
  inner,
  sql,
  bind: (...values) => statement(inner.bind(...values), sql),
  first: (...a) => (log("first", sql), timed(() => inner.first(...a))),
  all: () => (log("all", sql), timed(() => inner.all())),
  run: () => (log("run", sql), timed(() => inner.run())),
  raw: (...a) => (log("raw", sql), timed(() => inner.raw(...a))),
});
// A session (the app opens one per request, functions/context/d1-session.ts) counts the same way.
const counted = (inner) => ({
  prepare: (sql) => statement(inner.prepare(sql), sql),
  batch: (statements) => {
    console.log("[d1] batch " + statements.length);
    for (const s of statements) log("batched", s.sql);
    return timed(() => inner.batch(statements.map((s) => s.inner)));
  },
  getBookmark: () => inner.getBookmark?.() ?? null,
});
export default function ({ INNER }) {
  return {
    ...counted(INNER),
    exec: (sql) => (log("exec", sql), INNER.exec(sql)),
    dump: () => INNER.dump(),
    withSession: (constraint) => counted(INNER.withSession(constraint)),
  };
}
`;

/** The Worker (a name and options) that provides the counted binding, for Miniflare's `workers`. */
export function d1CounterWorker(databaseId) {
  return {
    name: "bench-d1-counter",
    modules: [{ type: "ESModule", path: "d1-counter.mjs", contents: D1_COUNTER_SOURCE }],
    d1Databases: { INNER: databaseId },
  };
}

/**
 * Tallies the `[d1]` lines of one request: statements (batched ones count each), round trips, and
 * `waits`: how many of the round trips come one after another (each waits for every round trip that
 * ended before it started, and for none still under way).
 */
export function tally(lines) {
  let statements = 0;
  let roundTrips = 0;
  let largestBatch = 0;
  let waits = 0;
  let endedDepth = 0;
  const depth = new Map();
  const sql = [];
  for (const line of lines) {
    const edge = /^\[d1-(start|end)\] (\d+)$/.exec(line);
    if (edge?.[1] === "start") {
      depth.set(edge[2], endedDepth + 1);
      waits = Math.max(waits, endedDepth + 1);
      continue;
    }
    if (edge?.[1] === "end") {
      endedDepth = Math.max(endedDepth, depth.get(edge[2]) ?? 0);
      continue;
    }
    const m = /^\[d1\] (\w+) ?(.*)$/.exec(line);
    if (!m) continue;
    if (m[1] === "batch") {
      roundTrips++;
      largestBatch = Math.max(largestBatch, Number(m[2]) || 0);
      continue;
    }
    statements++;
    if (m[1] !== "batched") roundTrips++;
    sql.push(m[2]);
  }
  return { statements, roundTrips, largestBatch, waits, sql };
}
