/**
 * D1 plumbing every service shares: the per-request Drizzle instance, id lists cut below D1's
 * parameter limit, search text matched literally at any length, and paged lists.
 */
import { type AnyColumn, asc, desc, type SQL, sql } from "drizzle-orm";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from "drizzle-orm/sqlite-core";
import { AppError } from "../errors";
import { DAY } from "./clock";

export type Db = DrizzleD1Database;

/** One Drizzle instance per request, over the D1 binding. */
export const createDb = (d1: D1Database): Db => drizzle(d1);

/** D1 binds at most 100 parameters per statement: id lists are read in slices below that. */
const SLICE = 90;

export function slices<T>(items: readonly T[], size = SLICE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * `column IN (ids)` through one JSON parameter: D1 allows at most 100 bound parameters per
 * statement, and a page can reference far more ids than that. One parameter also keeps the
 * statement's text the same whatever the number of ids.
 */
export const inJson = (column: SQLiteColumn | SQL, ids: readonly string[]): SQL =>
  sql`${column} in (select value from json_each(${JSON.stringify([...new Set(ids)])}))`;

/**
 * The one search-text match every `q` goes through: true when any of `columns` contains `q`,
 * ignoring ASCII case as SQLite's LIKE does. It is `instr(lower(column), lower(q)) > 0`, not
 * `LIKE '%q%'`: D1 refuses LIKE patterns over 50 bytes ("LIKE or GLOB pattern too complex"), and
 * a search text of 200 characters (up to 800 bytes of UTF-8) must work. instr also takes `%`, `_`
 * and `\` literally, so nothing needs escaping; `lower()` on both sides folds the same (ASCII)
 * letters LIKE would. A NULL column matches nothing.
 */
export function containsText(columns: AnyColumn | SQL | readonly (AnyColumn | SQL)[], q: string): SQL {
  const list = Array.isArray(columns) ? columns : [columns];
  const each = list.map((column) => sql`instr(lower(${column}), lower(${q})) > 0`);
  return each.length === 1 ? each[0] : sql`(${sql.join(each, sql` OR `)})`;
}

/** The columns a list may be sorted by, keyed by the names its `sortBy` accepts (see namedKey). */
type SortColumns<K extends string> = ReadonlyMap<K, AnyColumn | SQL>;

/** A Map of sort columns from a record that must name every accepted sortBy (the compiler checks). */
export const sortColumns = <K extends string>(columns: Record<K, AnyColumn | SQL>): SortColumns<K> =>
  new Map(Object.entries(columns) as [K, AnyColumn | SQL][]);

/**
 * ORDER BY for a list: the `sortBy` column (looked up in a Map, so a name like `constructor` finds
 * nothing and is refused with 400), then `tieBreak` (the table's id) in the same direction, so rows
 * made in the same millisecond never repeat or go missing between pages.
 */
export function orderFor<K extends string>(
  query: { sort?: "asc" | "desc"; sortBy?: K },
  columns: SortColumns<K>,
  fallback: K,
  tieBreak: AnyColumn,
): SQL[] {
  const name = query.sortBy ?? fallback;
  const column = columns.get(name);
  if (!column) {
    throw new AppError("malformed_request", {
      details: { sortBy: `One of ${[...columns.keys()].join(", ")}.` },
    });
  }
  const dir = query.sort === "asc" ? asc : desc;
  return [dir(column), dir(tieBreak)];
}

/** What a page selects: columns, tables, or groups of columns (`{ user: { id: users.id } }`). */
type PageFields = Record<string, SQL | SQLiteColumn | SQLiteTable | Record<string, SQL | SQLiteColumn>>;

interface PageQuery {
  from: SQLiteTable;
  join?: (select: SQLiteSelect) => SQLiteSelect;
  where: SQL | undefined;
  orderBy: (SQL | SQLiteColumn)[];
  paging: { limit: number; offset: number };
}

/**
 * One page of a list plus the count of all its matches, read with the same FROM, joins and
 * WHERE so the two can never disagree. Without `fields` the rows are whole rows of `from`; with
 * them, `Row` is the shape of `fields` as the caller reads it.
 */
export async function selectPage<T extends SQLiteTable>(
  db: Db,
  query: PageQuery & { from: T; fields?: undefined },
): Promise<{ rows: T["$inferSelect"][]; total: number }>;
export async function selectPage<Row>(
  db: Db,
  query: PageQuery & { fields: PageFields },
): Promise<{ rows: Row[]; total: number }>;
export async function selectPage(
  db: Db,
  query: PageQuery & { fields?: PageFields },
): Promise<{ rows: unknown[]; total: number }> {
  const join = query.join ?? ((select: SQLiteSelect) => select);
  const select = (query.fields ? db.select(query.fields) : db.select()) as ReturnType<Db["select"]>;
  // Two statements in parallel, not one db.batch: drizzle reads a batch's rows as objects keyed by
  // column name, and the joined pages here (users with performer_profiles) repeat names.
  const [rows, [{ total }]] = (await Promise.all([
    join(select.from(query.from).$dynamic())
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.paging.limit)
      .offset(query.paging.offset),
    join(db.select({ total: sql<number>`count(*)` }).from(query.from).$dynamic()).where(query.where),
  ])) as [unknown[], { total: number }[]];
  return { rows, total };
}

/**
 * The constraint that made D1 refuse a statement: `CHECK:<name>` for a named CHECK,
 * `UNIQUE:<table>.<column>[, ...]` for a unique index, `NOTNULL:<table>.<column>` for a NOT NULL
 * column given no value (a subquery that found no row); null for any other error. Only D1's own
 * messages count: Drizzle's wrapper quotes the query parameters, which are user input.
 */
export function failedConstraint(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.startsWith("Failed query")) continue;
    const check = /CHECK constraint failed: ([A-Za-z0-9_]+)/.exec(e.message);
    if (check) return `CHECK:${check[1]}`;
    const unique = /UNIQUE constraint failed: ([A-Za-z0-9_., ]+?)(?=: SQLITE|$|\s*\()/.exec(e.message);
    if (unique) return `UNIQUE:${unique[1].trim()}`;
    const notNull = /NOT NULL constraint failed: ([A-Za-z0-9_]+\.[A-Za-z0-9_]+)/.exec(e.message);
    if (notNull) return `NOTNULL:${notNull[1]}`;
  }
  return null;
}

/** A ms column's UTC day number in SQL (integer division), as `utcDay` (lib/clock.ts) gives it. */
export const utcDaySql = (column: SQL | AnyColumn) => sql<number>`(${column} / ${sql.raw(String(DAY))})`;
