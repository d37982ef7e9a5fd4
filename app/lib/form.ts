import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ERRORS } from "#functions/errors";

/** The answer of a form action, as the page reads it from useActionData / fetcher.data. */
export type FormResult =
  | { ok: true; message?: string }
  | { ok: false; formError?: string; fieldErrors?: Record<string, string> };

/**
 * Field errors and the form-level error of a failed submission (nothing while none failed). An
 * error that belongs to a field is said under that field only: a form-level message that repeats
 * a field's ("This email address is already registered.") is left out, so the page's banner or
 * toast says only what belongs to no field (or "Please check the highlighted fields.").
 */
export function formErrors(result: unknown): { formError?: string; fieldErrors: Record<string, string> } {
  const r = result as FormResult | undefined;
  if (!r || r.ok) return { fieldErrors: {} };
  const fieldErrors = r.fieldErrors ?? {};
  const repeated = r.formError !== undefined && Object.values(fieldErrors).includes(r.formError);
  return { formError: repeated ? undefined : r.formError, fieldErrors };
}

/**
 * `formErrors` of an answer, less the errors of fields changed since it came: a field's error
 * stands while its value (in `values`, as the form holds it) is still the one that was sent, and
 * goes once the person changes it; the next answer brings its own. Fields not in `values` keep
 * their errors until then.
 */
export function useStandingErrors(answer: unknown, values: Readonly<Record<string, string>>) {
  const { formError, fieldErrors } = formErrors(answer);
  // The values when this answer came (a new answer takes a new copy, in the same render).
  const [sent, setSent] = useState({ answer, values });
  const at = sent.answer === answer ? sent.values : values;
  if (sent.answer !== answer) setSent({ answer, values });
  const standing: Record<string, string> = {};
  for (const [name, message] of Object.entries(fieldErrors)) {
    if (!Object.hasOwn(values, name) || values[name] === at[name]) standing[name] = message;
  }
  // "Please check the highlighted fields." goes with the last highlighted field.
  const pointsAtFields = formError === ERRORS.validation_failed.message;
  return {
    formError: pointsAtFields && Object.keys(standing).length === 0 ? undefined : formError,
    fieldErrors: standing,
  };
}

/**
 * The field errors of the page action's answer for one of a page's several forms (one per row, as
 * a creator to review; or forms with fields of the same name): only the form that was sent, the
 * one whose `field` carried `value` (its row's id, its intent), shows them under its fields; the
 * others stay clean.
 */
export function useRowFieldErrors(result: unknown, field: string, value: string): Record<string, string> {
  const sent = useNavigation().formData;
  const [mine, setMine] = useState(false);
  useEffect(() => {
    if (sent) setMine(sent.get(field) === value);
  }, [sent, field, value]);
  return mine ? formErrors(result).fieldErrors : {};
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
