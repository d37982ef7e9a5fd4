import ISO6391 from "iso-639-1";
import worldCountries from "world-countries";

/**
 * Country reference data from the `world-countries` package (about 250 entries), mapped once per
 * isolate to the shapes the clients use. Also the source of truth for "is this a country code".
 */
export interface CountryInfo {
  name: string;
  code: string;
  capital: string;
  region: string;
  currency: { code: string; name: string; symbol: string } | null;
  language: { code: string; name: string } | null;
  flag: string;
}

export interface PhoneCode {
  code: string;
  name: string;
  dialCode: string;
  flag: string;
}

export interface LanguageInfo {
  code: string;
  name: string;
  nativeName: string;
}

let countries: CountryInfo[] | null = null;
let countryCodes: Set<string> | null = null;
let phoneCodes: PhoneCode[] | null = null;
let languages: LanguageInfo[] | null = null;
let languageCodes: Set<string> | null = null;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The emoji flag; built from the regional indicator letters where the data has none (BQ). */
const flagOf = (c: { flag: string; cca2: string }) =>
  c.flag || String.fromCodePoint(...[...c.cca2].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));

export function listCountries(): CountryInfo[] {
  if (countries) return countries;
  countries = worldCountries
    .map((c) => {
      const [currencyCode, currency] = Object.entries(c.currencies ?? {})[0] ?? [];
      const [languageCode3, languageName] = Object.entries(c.languages ?? {})[0] ?? [];
      // Prefer the two-letter ISO 639-1 code (what /languages/list uses); keep ISO 639-3 otherwise.
      const languageCode = languageName ? ISO6391.getCode(languageName) || languageCode3 : null;
      return {
        name: c.name.common,
        code: c.cca2,
        capital: c.capital?.[0] ?? "",
        region: c.region,
        currency:
          currencyCode && currency
            ? { code: currencyCode, name: currency.name, symbol: currency.symbol ?? "" }
            : null,
        language: languageCode && languageName ? { code: languageCode, name: languageName } : null,
        flag: flagOf(c),
      };
    })
    .sort(byName);
  return countries;
}

/** True for an ISO 3166-1 alpha-2 code known to world-countries (upper case). */
export function isCountryCode(code: string): boolean {
  countryCodes ??= new Set(worldCountries.map((c) => c.cca2));
  return countryCodes.has(code);
}

/** Dialling codes: the root plus the suffix when a country has exactly one (e.g. +44), else the root (+1). */
export function listPhoneCodes(): PhoneCode[] {
  if (phoneCodes) return phoneCodes;
  phoneCodes = worldCountries
    .filter((c) => c.idd?.root)
    .map((c) => ({
      code: c.cca2,
      name: c.name.common,
      dialCode: c.idd.suffixes?.length === 1 ? `${c.idd.root}${c.idd.suffixes[0]}` : c.idd.root,
      flag: flagOf(c),
    }))
    .sort(byName);
  return phoneCodes;
}

/** ISO 639-1 languages from the `iso-639-1` package. */
export function listLanguages(): LanguageInfo[] {
  if (languages) return languages;
  languages = ISO6391.getLanguages(ISO6391.getAllCodes())
    .map((l) => ({ code: l.code, name: l.name, nativeName: l.nativeName }))
    .sort(byName);
  return languages;
}

export function isLanguageCode(code: string): boolean {
  languageCodes ??= new Set(ISO6391.getAllCodes());
  return languageCodes.has(code);
}
