import { Field } from "../ui/field";

/**
 * The current password that confirms a sensitive change (password, email, where payouts go). Its
 * name is the one `usePasswordSubmit` hashes before sending when the site hashes on the client.
 */
export function CurrentPasswordField({ error, hint }: { error?: string; hint?: string }) {
  return (
    <Field
      label="Current password"
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      required
      error={error}
      hint={hint}
    />
  );
}
