/**
 * The creator profile's option lists (height, weight, age range, body type, ethnicity, size, hair,
 * eyes, gender, orientation), defined once: `GET /user-additional` serves them and performer profile
 * updates are validated against them.
 */
interface Option {
  value: string;
  label: string;
}

const titleCase = (value: string) =>
  value
    .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
    .replace(/^./, (c) => c.toUpperCase());
const plain = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: titleCase(value) }));

/** "Under 140 cm", "140-142 cm", ... "188-190 cm", "Over 190 cm": 3 cm steps. */
function ranges(min: number, max: number, step: number, unit: string): Option[] {
  const out: Option[] = [{ value: `under-${min}`, label: `Under ${min} ${unit}` }];
  for (let from = min; from + step - 1 <= max; from += step) {
    const to = from + step - 1;
    out.push({ value: `${from}-${to}`, label: `${from}-${to} ${unit}` });
  }
  out.push({ value: `over-${max}`, label: `Over ${max} ${unit}` });
  return out;
}

const heights = ranges(140, 190, 3, "cm");
// 40-42 ... 97-99, then "Over 100 kg" (100 and more), matching "from under 40kg to over 100kg".
const weights = ranges(40, 99, 3, "kg").map((o) =>
  o.value === "over-99" ? { value: "over-100", label: "Over 100 kg" } : o,
);

const ageRanges: Option[] = [
  { value: "18-19", label: "18-19" },
  { value: "20-24", label: "20-24" },
  { value: "25-29", label: "25-29" },
  { value: "30-34", label: "30-34" },
  { value: "35-39", label: "35-39" },
  { value: "40-44", label: "40-44" },
  { value: "45-50", label: "45-50" },
  { value: "over-50", label: "Over 50" },
];

const ethnicities: Option[] = [
  { value: "asian", label: "Asian" },
  { value: "white", label: "White" },
  { value: "latino", label: "Latino" },
  { value: "hispanic", label: "Hispanic" },
  { value: "blackAfricanAmerican", label: "Black or African American" },
  { value: "americanIndianAlaskaNative", label: "American Indian or Alaska Native" },
  { value: "nativeHawaiianPacificIslander", label: "Native Hawaiian or other Pacific Islander" },
];

export const PROFILE_OPTIONS = {
  heights,
  weights,
  ageRanges,
  bodyTypes: plain([
    "fit",
    "slim",
    "curvy",
    "large",
    "toned",
    "petite",
    "ripped",
    "tanned",
    "runner",
    "swimmer",
    "muscular",
    "gymBody",
  ]),
  ethnicities,
  sizes: [
    { value: "x-large", label: "X-Large" },
    { value: "large", label: "Large" },
    { value: "medium", label: "Medium" },
    { value: "small", label: "Small" },
  ],
  hairs: plain([
    "red",
    "yellow",
    "blond",
    "black",
    "brown",
    "white",
    "brunet",
    "blue",
    "green",
    "pink",
    "ginger",
    "multiColored",
  ]),
  eyes: plain(["blue", "brown", "green", "amber", "gray", "hazel", "red"]),
  genders: plain(["male", "female", "transgender"]),
  sexualOrientations: plain(["straight", "lesbian", "gay", "bisexual", "transgender"]),
} satisfies Record<string, Option[]>;

type ProfileOptionList = keyof typeof PROFILE_OPTIONS;

/** Which list each performer profile field takes its value from. */
export const PROFILE_OPTION_FIELDS = {
  height: "heights",
  weight: "weights",
  ageRange: "ageRanges",
  bodyType: "bodyTypes",
  ethnicity: "ethnicities",
  size: "sizes",
  hair: "hairs",
  eyes: "eyes",
  gender: "genders",
  sexualOrientation: "sexualOrientations",
} as const satisfies Record<string, ProfileOptionList>;

export type ProfileOptionField = keyof typeof PROFILE_OPTION_FIELDS;
export const PROFILE_OPTION_FIELD_NAMES = Object.keys(PROFILE_OPTION_FIELDS) as ProfileOptionField[];

/** The allowed values of one list, as a non-empty tuple (for z.enum). */
export function optionValues(list: ProfileOptionList): [string, ...string[]] {
  return PROFILE_OPTIONS[list].map((o) => o.value) as [string, ...string[]];
}
