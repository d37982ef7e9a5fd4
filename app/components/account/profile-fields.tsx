import { Field, SelectField } from "../ui/field";

type Options = ReadonlyArray<{ value: string; label: string }>;

/** A person's display name and username (their page address), side by side. */
export function NameFields({
  name,
  username,
  errors,
}: {
  name: string;
  username: string | null;
  errors: Record<string, string>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Display name" name="name" defaultValue={name} required error={errors.name} />
      <Field
        label="Username"
        name="username"
        prefix="@"
        autoCapitalize="none"
        defaultValue={username ?? ""}
        required
        error={errors.username}
      />
    </div>
  );
}

/** A person's gender and country, side by side (sign-up as a creator, a fan's account). */
export function GenderCountryFields({
  genders,
  countries,
  errors,
  genderPlaceholder = "Choose…",
  gender,
  country,
}: {
  genders: Options;
  countries: Options;
  errors: Record<string, string>;
  genderPlaceholder?: string;
  gender?: string | null;
  country?: string | null;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label="Gender"
        name="gender"
        options={genders}
        placeholder={genderPlaceholder}
        defaultValue={gender ?? undefined}
        error={errors.gender}
      />
      <SelectField
        label="Country"
        name="country"
        options={countries}
        placeholder="Choose…"
        defaultValue={country ?? undefined}
        error={errors.country}
      />
    </div>
  );
}
