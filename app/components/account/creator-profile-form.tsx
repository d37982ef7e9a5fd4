import { BIO_MAX_LENGTH } from "#functions/identity/performers/limits";
import type { OwnPerformerProfile } from "#functions/identity/performers/schemas";
import type { PROFILE_OPTIONS } from "#functions/site/lookup/profile-options";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { SelectField, TextareaField } from "~/components/ui/field";
import { IntentForm } from "./intent-form";
import { LanguagePicker } from "./language-picker";
import { LocationFields } from "./location-fields";
import { useSectionForm } from "./use-section-form";

/** What fans see on the creator's page: bio, profile options, location, languages. */
export function CreatorProfileForm({
  profile,
  bioText,
  options,
  countries,
  languages,
}: {
  profile: OwnPerformerProfile;
  /** The bio's text as the textarea edits it (editableText). */
  bioText: string;
  options: typeof PROFILE_OPTIONS;
  countries: readonly { value: string; label: string }[];
  languages: { code: string; name: string }[];
}) {
  const details = useSectionForm();
  const option = (
    name: keyof typeof profile & string,
    label: string,
    list: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <SelectField
      label={label}
      name={name}
      options={list}
      placeholder="Not shown"
      defaultValue={(profile[name] as string | null) ?? ""}
      error={details.fieldErrors[name]}
    />
  );
  return (
    <Card id="profile" className="scroll-mt-24">
      <CardHeader
        title="Creator profile"
        description="What fans see on your page. Leave a field empty to hide it."
      />
      <CardBody>
        <IntentForm fetcher={details.fetcher} intent="profile" submitLabel="Save profile">
          <TextareaField
            label="Bio"
            name="bio"
            rows={5}
            maxLength={BIO_MAX_LENGTH}
            defaultValue={bioText}
            error={details.fieldErrors.bio}
            hint={`Tell fans what you post and how often. Up to ${BIO_MAX_LENGTH.toLocaleString("en-US")} characters.`}
          />
          <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
            {option("gender", "Gender", options.genders)}
            {option("sexualOrientation", "Sexual orientation", options.sexualOrientations)}
            {option("ageRange", "Age", options.ageRanges)}
            {option("ethnicity", "Ethnicity", options.ethnicities)}
            {option("height", "Height", options.heights)}
            {option("weight", "Weight", options.weights)}
            {option("bodyType", "Body type", options.bodyTypes)}
            {option("size", "Size", options.sizes)}
            {option("hair", "Hair colour", options.hairs)}
            {option("eyes", "Eye colour", options.eyes)}
          </div>
          <LocationFields
            countries={countries}
            defaultCountry={profile.country}
            defaultState={profile.state}
            defaultCity={profile.city}
            errors={details.fieldErrors}
          />
          <LanguagePicker
            languages={languages}
            defaultValue={profile.languages}
            error={details.fieldErrors.languages}
          />
        </IntentForm>
      </CardBody>
    </Card>
  );
}
