/**
 * Hot reads as plain D1 statements whose SQL text is built once per isolate: drizzle's
 * query building cost a quarter of a timeline's CPU when it ran on every request. The SQL is
 * still written with drizzle's `sql` and the schema's columns (and the rules' own SQL from
 * functions/identity/access), with `sql.placeholder(name)` where a request's values go; `compiled` turns it
 * into SQL text and a parameter order the first time, and afterwards only binds values.
 */
import { type AnyColumn, fillPlaceholders, getTableColumns, type SQL, sql } from "drizzle-orm";
import {
  type PreparedQueryConfig,
  SQLiteAsyncDialect,
  type SQLitePreparedQuery,
  type SQLiteTable,
} from "drizzle-orm/sqlite-core";

const dialect = new SQLiteAsyncDialect();

/** `sql.placeholder`, typed as the value it stands for, so rule helpers that take values accept it. */
export const param = <T = string>(name: string): T => sql.placeholder(name) as unknown as T;

type Compiled = { text: string; params: unknown[] };
const cache = new Map<string, Compiled>();

/**
 * The statement `key` (one per shape of SQL: callers put every choice that changes the text in
 * it), built by `build` on first use in this isolate, bound to `values` by placeholder name.
 */
export function compiled(
  d1: D1Database,
  key: string,
  build: () => SQL,
  values: Record<string, unknown>,
): D1PreparedStatement {
  let found = cache.get(key);
  if (!found) {
    const query = dialect.sqlToQuery(build());
    found = { text: query.sql, params: query.params };
    cache.set(key, found);
  }
  return d1.prepare(found.text).bind(...fillPlaceholders(found.params, values));
}

/** A raw answer's row (`.raw()`) as an object: `keys[i]` is the cell at `at + i`. */
export function cellsAsRow(
  keys: readonly string[],
  cells: readonly unknown[],
  at: number,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) row[keys[i]] = cells[at + i];
  return row;
}

/**
 * `json_object(...)` of a table's columns under their TypeScript names (`alias` names the row in
 * the query), for statements that return nested rows as JSON; `fromJson` reads one back.
 */
export function jsonRow(table: SQLiteTable, alias: string, only?: readonly string[]): SQL {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !only || only.includes(key));
  const parts = columns.map(
    ([key, column]) => sql`'${sql.raw(key)}', ${sql.raw(`"${alias}"."${column.name}"`)}`,
  );
  return sql`json_object(${sql.join(parts, sql`, `)})`;
}

/**
 * A row read from `jsonRow`'s JSON, with each column's own decoding (booleans, JSON columns),
 * as drizzle would have returned it.
 */
export function fromJson<T extends SQLiteTable>(table: T, raw: Record<string, unknown>): T["$inferSelect"] {
  const out: Record<string, unknown> = {};
  const columns = columnsOf(table);
  for (let i = 0; i < columns.length; i++) {
    const key = columns[i][0];
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    out[key] = value === null || value === undefined ? null : columns[i][1].mapFromDriverValue(value);
  }
  return out as T["$inferSelect"];
}

/** A table's columns by TypeScript name, listed once per isolate (fromJson runs per nested row). */
const tableColumns = new WeakMap<SQLiteTable, readonly (readonly [string, AnyColumn])[]>();
function columnsOf(table: SQLiteTable) {
  let found = tableColumns.get(table);
  if (!found) {
    found = Object.entries(getTableColumns(table)) as [string, AnyColumn][];
    tableColumns.set(table, found);
  }
  return found;
}

/**
 * A table's columns under their TypeScript names, for hand-written statements whose rows
 * `fromJson` then reads as drizzle would have returned them.
 */
export function columnsAs(table: SQLiteTable): SQL {
  return sql.join(
    Object.entries(getTableColumns(table)).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );
}

/**
 * A statement written with drizzle's `sql`, as a D1 statement for a raw D1 batch: reads in one
 * round trip (`oneTrip`) and conditional writes in one transaction (the mass sends), which drizzle's
 * own batch does not take when they are hand-written with parameters. Built on every call: a hot
 * read whose SQL text does not change belongs in `compiled`.
 */
export function statement(d1: D1Database, query: SQL): D1PreparedStatement {
  const built = dialect.sqlToQuery(query);
  return d1.prepare(built.sql).bind(...built.params);
}

/** Hand-written reads in one round trip (one D1 batch): each statement's rows, in order. */
export async function oneTrip(d1: D1Database, queries: readonly SQL[]): Promise<Record<string, unknown>[][]> {
  const answers = await d1.batch<Record<string, unknown>>(queries.map((query) => statement(d1, query)));
  return answers.map((answer) => answer.results);
}

/** A drizzle select (or anything drizzle can prepare), before it runs. */
type Preparable = { prepare(): SQLitePreparedQuery<PreparedQueryConfig & { all: unknown }> };
type RowsOf<Q> = Q extends { all(): Promise<infer R> } ? R : never;
type Prepared = { text: string; params: unknown[]; query: SQLitePreparedQuery<PreparedQueryConfig> };
const preparedCache = new Map<string, Prepared[]>();

/**
 * Drizzle selects as plain D1 statements for a caller's own batch, built once per isolate: `build`
 * returns the queries with `param(name)` wherever a request's value goes (a value written in
 * directly would be bound to every later request), `read` maps each D1 result back to the rows
 * drizzle itself would have returned (its own mapping, joins and column decoding).
 */
export function compiledReads<const Q extends readonly Preparable[]>(
  d1: D1Database,
  key: string,
  build: () => Q,
  values: Record<string, unknown>,
): {
  statements: D1PreparedStatement[];
  read: (results: readonly D1Result[]) => { -readonly [K in keyof Q]: RowsOf<Q[K]> };
} {
  let found = preparedCache.get(key);
  if (!found) {
    found = build().map((q) => {
      const query = q.prepare() as SQLitePreparedQuery<PreparedQueryConfig>;
      const { sql: text, params } = query.getQuery();
      return { text, params, query };
    });
    preparedCache.set(key, found);
  }
  const prepared = found;
  return {
    statements: prepared.map((p) => d1.prepare(p.text).bind(...fillPlaceholders(p.params, values))),
    read: (results) =>
      prepared.map((p, i) => p.query.mapResult(results[i], true)) as {
        -readonly [K in keyof Q]: RowsOf<Q[K]>;
      },
  };
}
