import { asc, eq } from "drizzle-orm";
import { siteCountryBlocks } from "../../../drizzle/schema/blocks";
import { AppError, fieldError } from "../../errors";
import { clearSiteBlockCache, siteBlockedCountries } from "../../http/edge/site-blocks";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { type AuditActor, recordAdminAction } from "../../site/audit/service";
import { isCountryCode, listCountries } from "../../site/lookup/countries";

/** `GET /block/countries/check`: whether the visitor's country is blocked from the whole site. */
export async function checkVisitorCountry(deps: Pick<Deps, "db" | "clock">, country: string | null) {
  if (!country) return { blocked: false, country: null };
  const blocked = await siteBlockedCountries(deps, deps.clock.now());
  return { blocked: blocked.has(country), country };
}

const countryName = (code: string) => listCountries().find((c) => c.code === code)?.name ?? code;

export async function listSiteCountryBlocks(deps: Pick<Deps, "db">) {
  const rows = await deps.db.select().from(siteCountryBlocks).orderBy(asc(siteCountryBlocks.countryCode));
  const data = rows.map((r) => ({
    countryCode: r.countryCode,
    name: countryName(r.countryCode),
    createdAt: toIso(r.createdAt)!,
  }));
  return { data, total: data.length };
}

/** Admin: blocks countries site-wide (already blocked ones are kept). Every code must be a real country. */
export async function addSiteCountryBlocks(
  deps: Pick<Deps, "db" | "clock" | "ids">,
  admin: AuditActor,
  codes: string[],
) {
  const details: Record<string, string> = {};
  codes.forEach((code, i) => {
    if (!isCountryCode(code)) details[`countryCodes.${i}`] = `${code} is not a country code`;
  });
  if (Object.keys(details).length > 0) throw fieldError(details);
  const unique = [...new Set(codes)];
  const now = deps.clock.now();
  await deps.db.batch([
    deps.db
      .insert(siteCountryBlocks)
      .values(unique.map((countryCode) => ({ countryCode, createdAt: now })))
      .onConflictDoNothing(),
    ...recordAdminAction(deps, admin, "country-block.add", { type: "country-block", id: unique.join(",") }),
  ]);
  clearSiteBlockCache();
  return listSiteCountryBlocks(deps);
}

/** Admin: lifts a site-wide block; 404 when the country was not blocked. */
export async function removeSiteCountryBlock(
  deps: Pick<Deps, "db" | "clock" | "ids">,
  admin: AuditActor,
  code: string,
) {
  const countryCode = code.trim().toUpperCase();
  const [blocked] = await deps.db
    .select()
    .from(siteCountryBlocks)
    .where(eq(siteCountryBlocks.countryCode, countryCode));
  if (!blocked) throw new AppError("country_not_blocked");
  await deps.db.batch([
    deps.db.delete(siteCountryBlocks).where(eq(siteCountryBlocks.countryCode, countryCode)),
    ...recordAdminAction(deps, admin, "country-block.remove", { type: "country-block", id: countryCode }),
  ]);
  clearSiteBlockCache();
  return listSiteCountryBlocks(deps);
}
