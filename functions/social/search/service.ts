import { desc, sql } from "drizzle-orm";
import { searchKeywords } from "../../../drizzle/schema/social";
import { MINUTE, toIso } from "../../lib/clock";
import { selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";
import { consumeRateLimits } from "../../lib/rate-limit";

type KeywordRow = typeof searchKeywords.$inferSelect;

const present = (row: KeywordRow) => ({
  _id: row.keyword,
  keyword: row.keyword,
  count: row.count,
  createdAt: toIso(row.createdAt)!,
  updatedAt: toIso(row.updatedAt)!,
});

/** Searches one address may record per window, so nobody can push a keyword up the popular list. */
const KEYWORD_LIMIT = { max: 30, windowMs: 10 * MINUTE };

/** Counts one search of an already normalised keyword (anyone may search, logged in or not). */
export async function recordKeyword(deps: Deps, keyword: string, clientIp: string) {
  await consumeRateLimits(deps, [{ key: `search-keyword:${clientIp}`, ...KEYWORD_LIMIT }]);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(searchKeywords)
    .values({ keyword, count: 1, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: searchKeywords.keyword,
      set: { count: sql`${searchKeywords.count} + 1`, updatedAt: now },
    })
    .returning();
  return present(row);
}

/** The most searched keywords first (ties: most recent first); q keeps keywords starting with it. */
export async function listPopularKeywords(deps: Deps, paging: Paging) {
  const prefix = paging.q ? paging.q.trim().toLowerCase() : "";
  const where = prefix ? sql`substr(${searchKeywords.keyword}, 1, ${prefix.length}) = ${prefix}` : undefined;
  const { rows, total } = await selectPage(deps.db, {
    from: searchKeywords,
    where,
    orderBy: [desc(searchKeywords.count), desc(searchKeywords.updatedAt)],
    paging: paging,
  });
  return { data: rows.map(present), total };
}
