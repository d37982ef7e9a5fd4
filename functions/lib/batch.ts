import { type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { batchRefusals } from "../../drizzle/schema/guards";
import type { Deps } from "./deps";

/** Runs statements as one D1 batch (one transaction); `statements` must not be empty. */
export function runBatch(deps: Deps, statements: BatchItem<"sqlite">[]) {
  return deps.db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/**
 * Whether an error is D1 refusing a row for a unique index on `table` (e.g. a race past a
 * check). Only D1's own messages count: Drizzle's wrapper quotes the parameters, which are user input.
 */
export function isUniqueViolation(err: unknown, table: string): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e.message.startsWith("Failed query")) continue;
    if (e.message.includes(`UNIQUE constraint failed: ${table}.`)) return true;
  }
  return false;
}

/** The constraint `refuseIf` fails (for a call's Refusals, or `failedConstraint`). */
export const BATCH_REFUSED = "CHECK:batch_refused";

/**
 * A statement that makes its batch fail (`BATCH_REFUSED`, rolling back every statement in it) when
 * `condition` holds at the moment the batch runs: for a rule checked before the batch that a
 * concurrent write may break in between. `rule` names it for whoever reads the SQL.
 */
export function refuseIf(deps: Deps, rule: string, condition: SQL): BatchItem<"sqlite"> {
  return deps.db.insert(batchRefusals).select(
    deps.db
      .select({ rule: sql<string>`${rule}`.as("rule") })
      .from(sql`(select 1)`)
      .where(condition),
  );
}
