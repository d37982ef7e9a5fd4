/**
 * The one place counts meet words: "1 like", "2 likes", "0 likes". English forms chosen by
 * `Intl.PluralRules`, so a translation only adds forms, never conditions.
 */
const rules = new Intl.PluralRules("en");
const number = new Intl.NumberFormat("en");

/** Irregular plurals; every other noun takes an "s". */
const IRREGULAR = new Map<string, string>([
  ["person", "people"],
  ["reply", "replies"],
  ["category", "categories"],
  ["gallery", "galleries"],
  ["country", "countries"],
]);

/** The word for `count` of `noun` ("photo" → "photos", "Gallery" → "Galleries"), without the number. */
export function pluralWord(count: number, noun: string): string {
  if (rules.select(count) === "one") return noun;
  const irregular = IRREGULAR.get(noun.toLowerCase());
  if (!irregular) return `${noun}s`;
  return noun[0] === noun[0].toUpperCase() ? irregular[0].toUpperCase() + irregular.slice(1) : irregular;
}

/** `count` and its noun: plural(1, "like") is "1 like", plural(1200, "like") is "1,200 likes". */
export function plural(count: number, noun: string): string {
  return `${number.format(count)} ${pluralWord(count, noun)}`;
}
