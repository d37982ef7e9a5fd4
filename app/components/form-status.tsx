import { type FormResult, formErrors } from "~/lib/form";
import { Alert } from "./ui/alert";

/**
 * The outcome of a form submitted with a fetcher, inline by the form: "Changes saved" (or the
 * success message), or the error message. Said once, where the person is looking: a toast as well
 * said it twice, and could cover the next button.
 */
export function FormStatus({ result, state }: { result: unknown; state: "idle" | "loading" | "submitting" }) {
  const r = result as FormResult | undefined;
  if (!r || state === "submitting") return null;
  if (r.ok) return <Alert tone="success">{r.message ?? "Changes saved"}</Alert>;
  const { formError } = formErrors(r);
  return formError ? <Alert tone="error">{formError}</Alert> : null;
}
