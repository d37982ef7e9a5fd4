import { useRef } from "react";
import type { FormResult } from "~/lib/form";
import { Field } from "../ui/field";

/**
 * The current password that confirms a sensitive change (password, email, where payouts go). Its
 * name is the one `usePasswordSubmit` hashes before sending when the site hashes on the client.
 * Given the form's `result`, the field is emptied once the change it confirmed is saved (the
 * password was for that change; the form may stay open for another).
 */
export function CurrentPasswordField({
  error,
  hint,
  result,
}: {
  error?: string;
  hint?: string;
  result?: unknown;
}) {
  const saved = useRef<{ result: unknown; count: number }>({ result: null, count: 0 });
  if ((result as FormResult | undefined)?.ok && result !== saved.current.result)
    saved.current = { result, count: saved.current.count + 1 };
  return (
    <Field
      key={saved.current.count}
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
