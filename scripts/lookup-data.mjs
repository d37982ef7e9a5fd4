/**
 * Build step: writes the state and city lookup lists of `country-state-city` as small static JSON
 * files, so the Worker serves them through its ASSETS binding instead of bundling the package's
 * 8 MB city table. Output (generated, gitignored):
 *   <out>/states/<CC>.json          [{ name, isoCode, countryCode }]   one per country of world-countries
 *   <out>/cities/<CC>/<STATE>.json  [{ name, stateCode, countryCode }] one per state that has cities
 * It also refreshes functions/site/lookup/data/countries.json (committed): the world-countries entries
 * reduced to the fields the API serves (about 60 KB instead of the package's 1.4 MB, which both the
 * Worker and the Remix server bundle would otherwise carry). Deterministic: no diff unless the
 * package changes.
 * Usage: node scripts/lookup-data.mjs [outDir]   (default public/data; Remix copies public/ into build/client)
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const outDir = path.resolve(process.argv[2] ?? "public/data");
const cscDir = path.dirname(require.resolve("country-state-city/package.json"));
const states = require(path.join(cscDir, "lib/assets/state.json"));
/** Rows of [name, countryCode, stateCode, latitude, longitude]. */
const cities = require(path.join(cscDir, "lib/assets/city.json"));
const countries = require("world-countries");
const ISO6391 = require("iso-639-1");

/** State codes are used as file names: keep only what is safe in a path. */
const safeCode = (code) => /^[A-Za-z0-9-]{1,10}$/.test(code);
const byName = (a, b) => a.name.localeCompare(b.name);

/** The emoji flag; built from the regional indicator letters where the data has none (BQ). */
const flagOf = (c) =>
  c.flag || String.fromCodePoint(...[...c.cca2].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));

/** Currencies world-countries leaves out: Micronesia uses the US dollar (its own data has none). */
const MISSING_CURRENCIES = new Map([["FM", { code: "USD", name: "United States dollar", symbol: "$" }]]);

const compactCountries = countries
  .map((c) => {
    const [currencyCode, currency] = Object.entries(c.currencies ?? {})[0] ?? [];
    const [languageCode3, languageName] = Object.entries(c.languages ?? {})[0] ?? [];
    // Prefer the two-letter ISO 639-1 code (what /languages/list uses); keep ISO 639-3 otherwise.
    const languageCode = languageName ? ISO6391.getCode(languageName) || languageCode3 : null;
    const suffixes = c.idd?.suffixes ?? [];
    return {
      name: c.name.common,
      code: c.cca2,
      capital: c.capital?.[0] ?? "",
      region: c.region,
      currency:
        currencyCode && currency
          ? { code: currencyCode, name: currency.name, symbol: currency.symbol ?? "" }
          : (MISSING_CURRENCIES.get(c.cca2) ?? null),
      language: languageCode && languageName ? { code: languageCode, name: languageName } : null,
      flag: flagOf(c),
      // Dialling code: the root plus the suffix when there is exactly one (+44), else the root (+1).
      dialCode: c.idd?.root ? (suffixes.length === 1 ? `${c.idd.root}${suffixes[0]}` : c.idd.root) : null,
    };
  })
  .sort(byName);
const countriesFile = path.resolve("functions/site/lookup/data/countries.json");
await mkdir(path.dirname(countriesFile), { recursive: true });
await writeFile(countriesFile, `${JSON.stringify(compactCountries, null, 2)}\n`);

await rm(outDir, { recursive: true, force: true });
await mkdir(path.join(outDir, "states"), { recursive: true });

const statesByCountry = new Map(countries.map((c) => [c.cca2, []]));
for (const s of states) {
  if (!safeCode(s.isoCode) || !statesByCountry.has(s.countryCode)) continue;
  statesByCountry.get(s.countryCode).push({ name: s.name, isoCode: s.isoCode, countryCode: s.countryCode });
}
for (const [code, list] of statesByCountry) {
  list.sort(byName);
  await writeFile(path.join(outDir, "states", `${code}.json`), JSON.stringify(list));
}

const citiesByState = new Map();
for (const [name, countryCode, stateCode] of cities) {
  if (!safeCode(stateCode) || !statesByCountry.has(countryCode)) continue;
  const key = `${countryCode}/${stateCode}`;
  if (!citiesByState.has(key)) citiesByState.set(key, []);
  citiesByState.get(key).push({ name, stateCode, countryCode });
}
const countryDirs = new Set();
let bytes = 0;
for (const [key, list] of citiesByState) {
  const [countryCode, stateCode] = key.split("/");
  if (!countryDirs.has(countryCode)) {
    await mkdir(path.join(outDir, "cities", countryCode), { recursive: true });
    countryDirs.add(countryCode);
  }
  list.sort(byName);
  const json = JSON.stringify(list);
  bytes += json.length;
  await writeFile(path.join(outDir, "cities", countryCode, `${stateCode}.json`), json);
}
console.log(
  `lookup-data: ${statesByCountry.size} state lists, ${citiesByState.size} city lists (${(bytes / 1e6).toFixed(1)} MB) in ${path.relative(process.cwd(), outDir) || "."}`,
);
