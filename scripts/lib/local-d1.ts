/**
 * Talks to the local D1 the way an operator would: through `wrangler d1 execute --local`.
 * Used by the seed script and the browser-test harness.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const wrangler = join(process.cwd(), "node_modules/.bin/wrangler");

/**
 * Runs wrangler, once more (up to five tries) when the database was busy: the Worker serving the
 * same local state may hold SQLite's lock for a moment (SQLITE_BUSY), and a statement refused so
 * ran nothing, so it is safe to send again.
 */
function runWrangler(args: string[]): string {
  for (let attempt = 1; ; attempt++) {
    try {
      return execFileSync(wrangler, args, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
    } catch (err) {
      const output = `${(err as { stderr?: string }).stderr ?? ""}${(err as { stdout?: string }).stdout ?? ""}`;
      if (attempt >= 5 || !output.includes("SQLITE_BUSY")) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
    }
  }
}

function persistArgs(persistTo?: string) {
  return persistTo ? ["--persist-to", persistTo] : [];
}

/** Runs SQL (one or many statements) against the local D1. */
export function execSqlFile(sql: string, persistTo?: string) {
  const dir = mkdtempSync(join(tmpdir(), "d1-"));
  const file = join(dir, "statements.sql");
  writeFileSync(file, sql);
  try {
    runWrangler(["d1", "execute", "DB", "--local", ...persistArgs(persistTo), "--file", file, "--yes"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs one query and returns its rows. */
export function queryRows<T = Record<string, unknown>>(sql: string, persistTo?: string): T[] {
  const out = runWrangler([
    "d1",
    "execute",
    "DB",
    "--local",
    ...persistArgs(persistTo),
    "--command",
    sql,
    "--json",
  ]);
  const parsed = JSON.parse(out) as { results: T[] }[];
  return parsed.flatMap((r) => r.results);
}

/** Applies migrations/ to a local D1 state the way `npm run db:migrate` does (the benchmark's states). */
export function applyMigrations(persistTo?: string) {
  execFileSync(wrangler, ["d1", "migrations", "apply", "DB", "--local", ...persistArgs(persistTo)], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, CI: "true" },
  });
}

/** Renders a drizzle query to SQL with its parameters inlined as SQLite literals. */
export function inlineSql(query: { sql: string; params: unknown[] }): string {
  let i = 0;
  return `${query.sql.replace(/\?/g, () => literal(query.params[i++]))};`;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "1" : "0";
  return `'${String(value).replaceAll("'", "''")}'`;
}
