import type { PerformerProfile } from "#functions/identity/performers/schemas";
import { listCountries, listLanguages } from "#functions/site/lookup/countries";
import {
  PROFILE_OPTION_FIELDS,
  PROFILE_OPTIONS,
  type ProfileOptionField,
} from "#functions/site/lookup/profile-options";

const FIELD_LABELS: Record<ProfileOptionField, string> = {
  gender: "Gender",
  sexualOrientation: "Sexual orientation",
  ageRange: "Age",
  height: "Height",
  weight: "Weight",
  bodyType: "Body type",
  ethnicity: "Ethnicity",
  hair: "Hair",
  eyes: "Eyes",
  size: "Size",
};

/** The creator's "About" facts as label/value pairs, with option values turned into their labels. */
export function profileDetails(profile: PerformerProfile): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  const country = profile.country ? listCountries().find((c) => c.code === profile.country) : null;
  const place = [profile.city, profile.state, country ? country.name : profile.country]
    .filter(Boolean)
    .join(", ");
  if (place) out.push({ label: "Location", value: place });
  if (profile.languages.length > 0) {
    const names = new Map(listLanguages().map((l) => [l.code, l.name]));
    out.push({ label: "Languages", value: profile.languages.map((c) => names.get(c) ?? c).join(", ") });
  }
  for (const [field, list] of Object.entries(PROFILE_OPTION_FIELDS) as [
    ProfileOptionField,
    keyof typeof PROFILE_OPTIONS,
  ][]) {
    const value = profile[field];
    if (!value) continue;
    const label = PROFILE_OPTIONS[list].find((o) => o.value === value)?.label ?? value;
    out.push({ label: FIELD_LABELS[field], value: label });
  }
  return out;
}
