import { useEffect, useRef } from "react";
import { type FormResult, formErrors } from "~/lib/form";
import { Alert } from "./ui/alert";
import { useToast } from "./ui/toaster";

/**
 * The outcome of a form submitted with a fetcher: "Changes saved" (or the success message) as a
 * toast and inline, or the error message inline.
 */
export function FormStatus({ result, state }: { result: unknown; state: "idle" | "loading" | "submitting" }) {
  const toast = useToast();
  const shown = useRef<unknown>(null);
  const r = result as FormResult | undefined;
  useEffect(() => {
    if (state === "idle" && r?.ok && shown.current !== r) {
      shown.current = r;
      toast({ tone: "success", title: r.message ?? "Changes saved" });
    }
  }, [r, state, toast]);
  if (!r || state === "submitting") return null;
  if (r.ok) return <Alert tone="success">{r.message ?? "Changes saved"}</Alert>;
  const { formError } = formErrors(r);
  return formError ? <Alert tone="error">{formError}</Alert> : null;
}
