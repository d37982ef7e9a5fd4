import { sql } from "drizzle-orm";
import { check, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * Always empty: a batch refuses itself by inserting a row here when a condition it depends on no
 * longer holds (functions/lib/batch.ts `refuseIf`). Its CHECK fails every insert, so the whole
 * batch (one D1 transaction) rolls back with `CHECK constraint failed: batch_refused`, which the
 * caller turns into its own error. For a rule checked before the batch that a concurrent write may
 * break in between (a gallery bought while one of its photos is being deleted).
 */
export const batchRefusals = sqliteTable(
  "batch_refusals",
  {
    rule: text("rule").notNull(),
  },
  (t) => [check("batch_refused", sql`${t.rule} is null`)],
);
