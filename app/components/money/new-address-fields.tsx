/** The fields of a new delivery address (saved through `POST /api/addresses/create` when paying). */
import { Field, SelectField } from "~/components/ui/field";

export interface NewAddress {
  name: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}

export const emptyAddress = (country: string | null): NewAddress => ({
  name: "",
  streetAddress: "",
  city: "",
  state: "",
  zipCode: "",
  country: country ?? "",
});

export function NewAddressFields({
  address,
  onChange,
  countries,
  errors = {},
  className = "grid gap-2 sm:grid-cols-2",
}: {
  /** Each field's error, by its name. */
  errors?: Readonly<Record<string, string>>;
  /** The grid: two columns from small screens up by default (one in a narrow column). */
  className?: string;
  address: NewAddress;
  onChange: (change: (a: NewAddress) => NewAddress) => void;
  countries: readonly { value: string; label: string }[];
}) {
  return (
    <div className={className}>
      {(
        [
          ["name", "Name"],
          ["streetAddress", "Street address"],
          ["city", "City"],
          ["state", "State or region (optional)"],
          ["zipCode", "Postal code (optional)"],
        ] as const
      ).map(([key, label]) => (
        <Field
          key={key}
          label={label}
          name={key}
          value={address[key]}
          error={errors[key]}
          onChange={(e) => onChange((a) => ({ ...a, [key]: e.target.value }))}
        />
      ))}
      <SelectField
        label="Country"
        name="country"
        value={address.country}
        error={errors.country}
        onChange={(e) => onChange((a) => ({ ...a, country: e.target.value }))}
        options={[{ value: "", label: "Choose a country" }, ...countries]}
      />
    </div>
  );
}
