/**
 * Build step: writes the state and city lookup lists of `country-state-city` as small static JSON
 * files, so the Worker serves them through its ASSETS binding instead of bundling the package's
 * 8 MB city table. Output (generated, gitignored):
 *   <out>/states/<CC>.json          [{ name, isoCode, countryCode }]   one per country of world-countries
 *   <out>/cities/<CC>/<STATE>.json  [{ name, stateCode, countryCode }] one per state that has cities
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

/** State codes are used as file names: keep only what is safe in a path. */
const safeCode = (code) => /^[A-Za-z0-9-]{1,10}$/.test(code);
const byName = (a, b) => a.name.localeCompare(b.name);

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
