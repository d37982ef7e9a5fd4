// A wrapped D1 binding for the statement count (bench only; the timed runs use the plain binding).
// It runs inside the app's isolate in front of the real local D1 (its `INNER` binding) and writes
// one `[d1]` line per statement to workerd's stdout, which the harness reads: how many statements
// and round trips one request makes, and which. The app code is unchanged: it sees a binding with
// D1's prepare/batch/exec surface.
const D1_COUNTER_SOURCE = `
const log = (kind, sql) => console.log("[d1] " + kind + " " + sql.replace(/\\\\s+/g, " "));
const statement = (inner, sql) => ({
  inner,
  sql,
  bind: (...values) => statement(inner.bind(...values), sql),
  first: (...a) => (log("first", sql), inner.first(...a)),
  all: () => (log("all", sql), inner.all()),
  run: () => (log("run", sql), inner.run()),
  raw: (...a) => (log("raw", sql), inner.raw(...a)),
});
// A session (the app opens one per request, functions/context/d1-session.ts) counts the same way.
const counted = (inner) => ({
  prepare: (sql) => statement(inner.prepare(sql), sql),
  batch: (statements) => {
    console.log("[d1] batch " + statements.length);
    for (const s of statements) log("batched", s.sql);
    return inner.batch(statements.map((s) => s.inner));
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

/** Tallies the `[d1]` lines of one request: statements (batched ones count each) and round trips. */
export function tally(lines) {
  let statements = 0;
  let roundTrips = 0;
  let largestBatch = 0;
  const sql = [];
  for (const line of lines) {
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
  return { statements, roundTrips, largestBatch, sql };
}
