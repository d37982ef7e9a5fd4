import { useFetcher } from "@remix-run/react";
import { type FormResult, formErrors } from "~/lib/form";

/** One section of an account page: its own fetcher, so saving it leaves the other sections as typed. */
export function useSectionForm() {
  const fetcher = useFetcher<FormResult>();
  const { fieldErrors } = formErrors(fetcher.data);
  // Array fields report per item ("languages.0"); show the first under the field.
  for (const [key, message] of Object.entries(fieldErrors)) {
    const root = key.split(".")[0];
    if (root !== key) fieldErrors[root] ??= message;
  }
  return { fetcher, fieldErrors };
}
