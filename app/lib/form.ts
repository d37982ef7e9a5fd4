/** The answer of a form action, as the page reads it from useActionData / fetcher.data. */
export type FormResult =
  | { ok: true; message?: string }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string> };

/** Field errors and the form-level error of a failed submission (nothing while none failed). */
export function formErrors(result: unknown): { formError?: string; fieldErrors: Record<string, string> } {
  const r = result as FormResult | undefined;
  if (!r || r.ok) return { fieldErrors: {} };
  return { formError: r.formError, fieldErrors: r.fieldErrors ?? {} };
}

/** The text fields of a form as a plain object (files and empty strings left out). */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === "string" && value.trim() !== "") out[name] = value;
  }
  return out;
}
