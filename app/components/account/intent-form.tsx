import type { FetcherWithComponents } from "@remix-run/react";
import { FormStatus } from "../form-status";
import { type ButtonProps, SubmitRow } from "../ui/button";

/**
 * The form of one account card: it posts `intent` with its fields to the page's action through
 * the card's own fetcher, shows the answer above the fields and a submit row, pending while sent,
 * below them.
 */
export function IntentForm({
  fetcher,
  intent,
  submitLabel,
  submitVariant,
  formRef,
  onSubmit,
  result,
  children,
}: {
  fetcher: FetcherWithComponents<unknown>;
  intent: string;
  submitLabel: React.ReactNode;
  submitVariant?: ButtonProps["variant"];
  formRef?: React.Ref<HTMLFormElement>;
  onSubmit?: React.FormEventHandler<HTMLFormElement>;
  /** An answer to show instead of the fetcher's (a submission the browser refused itself). */
  result?: unknown;
  children: React.ReactNode;
}) {
  return (
    <fetcher.Form method="post" ref={formRef} className="space-y-4" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value={intent} />
      <FormStatus result={result ?? fetcher.data} state={fetcher.state} />
      {children}
      <SubmitRow variant={submitVariant} pending={fetcher.state !== "idle"}>
        {submitLabel}
      </SubmitRow>
    </fetcher.Form>
  );
}
