/**
 * What a request sends to D1: the Worker is called through its fetch handler with a D1
 * binding in front of the real one that counts round trips and records every statement with its
 * parameters. The app sees D1's own prepare/batch surface; only the test's `env` differs.
 */
import { env } from "cloudflare:test";
import { BASE } from "./api";
import { withBindings } from "./bindings";

export interface Sent {
  sql: string;
  params: unknown[];
}

/** A D1 binding in front of the real one that records every statement and round trip. */
function countingD1(inner: D1Database) {
  const log = { roundTrips: 0, waits: 0, statements: [] as Sent[] };
  // `waits`: how many round trips come one after another. A round trip waits for every one that
  // ended before it started (and for none still under way): its depth is one more than theirs.
  let endedDepth = 0;
  const trip = <T>(run: () => Promise<T>): Promise<T> => {
    log.roundTrips++;
    const depth = endedDepth + 1;
    log.waits = Math.max(log.waits, depth);
    return run().finally(() => {
      endedDepth = Math.max(endedDepth, depth);
    });
  };
  const wrap = (stmt: D1PreparedStatement, sent: Sent): D1PreparedStatement => {
    const once =
      <T>(run: () => Promise<T>) =>
      () => {
        log.statements.push(sent);
        return trip(run);
      };
    return {
      __inner: stmt,
      __sent: sent,
      bind: (...params: unknown[]) => wrap(stmt.bind(...params), { sql: sent.sql, params }),
      first: (column?: string) => once(() => stmt.first(column as string))(),
      all: () => once(() => stmt.all())(),
      run: () => once(() => stmt.run())(),
      raw: (options?: { columnNames?: boolean }) => once(() => stmt.raw(options as { columnNames: true }))(),
    } as unknown as D1PreparedStatement;
  };
  const binding = {
    prepare: (sql: string) => wrap(inner.prepare(sql), { sql, params: [] }),
    batch: (statements: D1PreparedStatement[]) => {
      const unwrapped = statements.map((s) => {
        const w = s as unknown as { __inner: D1PreparedStatement; __sent: Sent };
        log.statements.push(w.__sent);
        return w.__inner;
      });
      return trip(() => inner.batch(unwrapped));
    },
    exec: (sql: string) => {
      log.statements.push({ sql, params: [] });
      return trip(() => inner.exec(sql));
    },
    dump: () => inner.dump(),
    // The request's session (functions/context/d1-session.ts) is this same counting binding: the
    // statements are what is counted, not where they run.
    withSession: () => binding,
    getBookmark: () => null,
  } as unknown as D1Database;
  return { binding, log };
}

/**
 * One request through the Worker with the counting binding (a GET, or `json` as a JSON POST): its
 * status, body and what it sent to D1.
 */
export async function counted(path: string, token?: string, json?: unknown, extra: HeadersInit = {}) {
  const { binding, log } = countingD1(env.DB);
  const headers = new Headers(token ? { authorization: `Bearer ${token}`, cookie: `token=${token}` } : {});
  for (const [name, value] of new Headers(extra)) headers.set(name, value);
  if (json !== undefined) headers.set("content-type", "application/json");
  const init = json === undefined ? { headers } : { method: "POST", headers, body: JSON.stringify(json) };
  const { status, body } = await withBindings({ DB: binding }, async (fetch) => {
    const res = await fetch(new Request(`${BASE}${path}`, init));
    return { status: res.status, body: await res.text() };
  });
  return { status, body, ...log };
}

export interface PlanLine {
  id: number;
  /** 0 for the statement's own loops; a subquery's lines name the line they belong to. */
  parent: number;
  detail: string;
}

/** SQLite's `EXPLAIN QUERY PLAN` of a statement the app sent, run with the same parameters. */
export async function planLines({ sql, params }: Sent): Promise<PlanLine[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<PlanLine>();
  return results;
}

/** The lines of SQLite's `EXPLAIN QUERY PLAN` for a statement the app sent, with its parameters. */
export async function plan(sent: Sent): Promise<string[]> {
  return (await planLines(sent)).map((r) => r.detail);
}

/**
 * Rows SQLite read for these statements, run again with their parameters (D1's `rows_read`); the
 * site settings, which an isolate reads now and then whatever the request, are left out.
 */
export async function rowsRead(statements: Sent[]): Promise<number> {
  let total = 0;
  for (const { sql, params } of statements) {
    if (!/^\s*(select|with)\b/i.test(sql) || /^select [^()]* from "settings"/i.test(sql)) continue;
    const res = await env.DB.prepare(sql)
      .bind(...params)
      .all();
    total += res.meta.rows_read ?? 0;
  }
  return total;
}

/**
 * A statement as sent with the LIMIT of one of its reads (`limit`, as written in its SQL: `limit ?`
 * or `LIMIT 10`) made zero, so that SQLite reads none of that read's rows: what the rest of a
 * one-statement read reads (`rowsRead`), without a page that reads the rows it orders.
 */
export function limitedToNone(sent: Sent, limit: string): Sent {
  if (!sent.sql.includes(limit)) throw new Error(`no "${limit}" in ${sent.sql}`);
  const none = limit.includes("?") ? limit.replace("?", "0 * ?") : limit.replace(/\d+/, "0");
  return { ...sent, sql: sent.sql.replace(limit, none) };
}

/**
 * Whether a read stayed flat: as many rows read after the data grew (`after`, measured then) as
 * before (`before`, measured before it grew), give or take the one index entry SQLite may read past
 * the end of each of the request's `statements` ranges (whether it does depends on whose rows
 * follow in the index, so other tests' rows move it). Growth with the data is far larger.
 * A page ordered by a rank reads every row tied with its last one (to order them by id), so the
 * rows a test adds to a paged list each get their own rank (their own moment), or ties made by
 * the clock, not by the list's size, move the count.
 */
export const asManyRows = (before: number, after: number, statements: number) =>
  Math.abs(after - before) <= statements;

/**
 * How many index ranges these statements' plans walk that may each read one entry past their end,
 * for `asManyRows` when one statement holds many reads (a subquery, a CTE per use): its searches
 * of a non-unique index. A unique key's lookup (`sqlite_autoindex_*`, `*_unique`, a primary key)
 * reads exactly its row; an automatic index is SQLite's own over rows already read.
 */
export async function rangesWalked(statements: Sent[]): Promise<number> {
  let ranges = 0;
  for (const sent of statements) {
    if (!/^\s*(select|with)\b/i.test(sent.sql)) continue;
    for (const line of await plan(sent)) {
      const index = /^SEARCH \S+ USING (?:COVERING )?INDEX (\S+)/.exec(line)?.[1];
      if (index && !/^sqlite_autoindex_|_unique$|_uq$/.test(index)) ranges++;
    }
  }
  return ranges;
}
