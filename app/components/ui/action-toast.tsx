/**
 * Shows the page action's answer (`{ ok, message }` or `{ formError, fieldErrors }`) as a toast once
 * per answer. Each answer replaces the previous one's toast (group "action"): an error goes once
 * the action succeeds or fails again. Field errors are said under their fields (formErrors); the
 * toast then only asks to check them.
 */
import { useActionData } from "@remix-run/react";
import { useEffect } from "react";
import { ERRORS } from "#functions/errors";
import { useToast } from "~/components/ui/toaster";
import { DEFAULT_MESSAGES } from "~/lib/default-messages";
import { type FormResult, formErrors } from "~/lib/form";

export function ActionToast() {
  const answer = useActionData() as FormResult | undefined;
  const toast = useToast();
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      if (answer.message) toast({ tone: "success", title: answer.message, group: "action" });
      return;
    }
    const { formError, fieldErrors } = formErrors(answer);
    const title =
      formError ??
      (Object.keys(fieldErrors).length > 0 ? ERRORS.validation_failed.message : DEFAULT_MESSAGES.generic);
    toast({ tone: "error", title, group: "action" });
  }, [answer, toast]);
  return null;
}
