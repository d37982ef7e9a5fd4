import { PASSWORD_MIN_LENGTH } from "#functions/identity/users/password-rules";
import { Field } from "../ui/field";

/**
 * A password being chosen (sign-up, reset, change): at least 8 characters, offered to password
 * managers as new. Its form hashes it with useNewPasswordSubmit, which holds it to the rules first.
 */
export function NewPasswordField({ label = "New password", error }: { label?: string; error?: string }) {
  return (
    <Field
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      required
      minLength={PASSWORD_MIN_LENGTH}
      error={error}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
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
