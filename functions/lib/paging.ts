import { type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "./db";

/**
 * One page of a list plus the count of all its matches, read with the same FROM, joins and
 * WHERE so the two can never disagree. `Row` is the shape of `fields` as the caller reads it.
 */
export async function selectPage<Row>(
  db: Db,
  query: {
    fields: Record<string, SQL | SQLiteColumn>;
    from: SQLiteTable;
    join?: (select: SQLiteSelect) => SQLiteSelect;
    where: SQL | undefined;
    orderBy: (SQL | SQLiteColumn)[];
    paging: { limit: number; offset: number };
  },
): Promise<{ rows: Row[]; total: number }> {
  const join = query.join ?? ((select: SQLiteSelect) => select);
  const [rows, [{ total }]] = (await Promise.all([
    join(db.select(query.fields).from(query.from).$dynamic())
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.paging.limit)
      .offset(query.paging.offset),
    join(db.select({ total: sql<number>`count(*)` }).from(query.from).$dynamic()).where(query.where),
  ])) as [Row[], { total: number }[]];
  return { rows, total };
}
