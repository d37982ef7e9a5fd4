import { siteCountryBlocks } from "../../../drizzle/schema/blocks";
import type { Db } from "../../lib/d1";

/**
 * Site-wide country blocks are read on every page and API request, so each isolate keeps them
 * for a short while instead of asking D1 each time. A change made in this isolate clears it at
 * once; other isolates see it within CACHE_MS. It takes the request's deps, so a hit does not make
 * their drizzle instance (create-deps.ts).
 */
const CACHE_MS = 30_000;
let cache: { codes: Set<string>; at: number } | null = null;

export async function siteBlockedCountries(deps: { readonly db: Db }, now: number): Promise<Set<string>> {
  if (cache && now - cache.at < CACHE_MS) return cache.codes;
  const rows = await deps.db.select({ code: siteCountryBlocks.countryCode }).from(siteCountryBlocks);
  cache = { codes: new Set(rows.map((r) => r.code)), at: now };
  return cache.codes;
}

export function clearSiteBlockCache() {
  cache = null;
}
