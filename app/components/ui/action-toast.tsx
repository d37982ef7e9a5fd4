/** Shows the page action's answer (`{ ok, message }` or `{ formError }`) as a toast once per answer. */
import { useActionData } from "@remix-run/react";
import { useEffect } from "react";
import { useToast } from "~/components/ui/toaster";
import { DEFAULT_MESSAGES } from "~/lib/default-messages";

type Answer = { ok?: boolean; message?: string; formError?: string } | undefined;

export function ActionToast() {
  const answer = useActionData() as Answer;
  const toast = useToast();
  useEffect(() => {
    if (!answer) return;
    if (answer.ok && answer.message) toast({ tone: "success", title: answer.message });
    else if (!answer.ok) toast({ tone: "error", title: answer.formError || DEFAULT_MESSAGES.generic });
  }, [answer, toast]);
  return null;
}
