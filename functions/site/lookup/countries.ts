import ISO6391 from "iso-639-1";
import countriesData from "./data/countries.json";

/**
 * Country reference data from the `world-countries` package (about 250 entries), reduced at build
 * time by scripts/lookup-data.mjs to data/countries.json (the package itself is 1.4 MB with
 * translations). Also the source of truth for "is this a country code".
 */
interface CountryInfo {
  name: string;
  code: string;
  capital: string;
  region: string;
  currency: { code: string; name: string; symbol: string } | null;
  language: { code: string; name: string } | null;
  flag: string;
}

interface PhoneCode {
  code: string;
  name: string;
  dialCode: string;
  flag: string;
}

interface LanguageInfo {
  code: string;
  name: string;
  nativeName: string;
}

/** One entry of data/countries.json (written by scripts/lookup-data.mjs from world-countries). */
type CountryEntry = CountryInfo & { dialCode: string | null };
const COUNTRIES = countriesData as CountryEntry[];

let countries: CountryInfo[] | null = null;
let countryCodes: Set<string> | null = null;
let phoneCodes: PhoneCode[] | null = null;
let languages: LanguageInfo[] | null = null;
let languageCodes: Set<string> | null = null;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** All countries by name: name, code, capital, region, currency, language, flag. */
export function listCountries(): CountryInfo[] {
  countries ??= COUNTRIES.map(({ dialCode: _dial, ...country }) => country);
  return countries;
}

let options: { value: string; label: string }[] | undefined;
/** Every country as a form's options (code, name), built once per isolate. */
export function countryOptions(): readonly { value: string; label: string }[] {
  options ??= listCountries().map((c) => ({ value: c.code, label: c.name }));
  return options;
}

/** True for an ISO 3166-1 alpha-2 code of world-countries (upper case). */
export function isCountryCode(code: string): boolean {
  countryCodes ??= new Set(COUNTRIES.map((c) => c.code));
  return countryCodes.has(code);
}

/** Dialling codes per country (countries without one, such as Antarctica, are left out). */
export function listPhoneCodes(): PhoneCode[] {
  phoneCodes ??= COUNTRIES.flatMap((c) =>
    c.dialCode ? [{ code: c.code, name: c.name, dialCode: c.dialCode, flag: c.flag }] : [],
  );
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
