import { Field } from "../ui/field";

/** A password being chosen (sign-up, reset, change): at least 8 characters, offered to password managers as new. */
export function NewPasswordField({ label = "New password", error }: { label?: string; error?: string }) {
  return (
    <Field
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={8}
      error={error}
      hint="At least 8 characters."
    />
  );
}

/** The new password typed again; the action answers "Passwords do not match." when it differs. */
export function ConfirmPasswordField({ error }: { error?: string }) {
  return (
    <Field
      label="Confirm new password"
      name="confirmPassword"
      type="password"
      autoComplete="new-password"
      required
      error={error}
    />
  );
}
