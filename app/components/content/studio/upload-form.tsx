/**
 * A form whose submission is a multipart upload to an API call (XHR with a progress bar and a
 * Cancel button). File inputs and fields go as they are; on success the page's loaders revalidate
 * and `onDone` runs (e.g. to close the form).
 */
import { useRevalidator } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button, SubmitRow } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress";
import { useToast } from "~/components/ui/toaster";
import { DEFAULT_MESSAGES } from "~/lib/default-messages";
import { isAbortedUpload, startUpload, UploadError } from "~/lib/upload";

export function UploadForm({
  url,
  method = "POST",
  submitLabel,
  successMessage,
  onDone,
  children,
  label,
}: {
  url: string;
  method?: "POST" | "PUT";
  submitLabel: string;
  successMessage: string;
  onDone?: () => void;
  children: React.ReactNode;
  label: string;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const abortRef = useRef<(() => void) | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<UploadError | null>(null);
  const revalidator = useRevalidator();
  const toast = useToast();
  // The fields the API refused are marked invalid until the next try (their names are the form's).
  useEffect(() => {
    const form = formRef.current;
    if (!form || !error?.details) return;
    const marked = Object.keys(error.details)
      .map((name) => form.elements.namedItem(name))
      .filter((el): el is HTMLInputElement => el instanceof HTMLElement);
    for (const el of marked) el.setAttribute("aria-invalid", "true");
    return () => {
      for (const el of marked) el.removeAttribute("aria-invalid");
    };
  }, [error]);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const files: Record<string, File> = {};
    const fields: Record<string, string> = {};
    for (const [key, value] of data.entries()) {
      if (value instanceof File) {
        if (value.size > 0) files[key] = value;
      } else if (value !== "") fields[key] = value;
    }
    // Dates are typed in the browser's zone; the API takes ISO 8601 with an offset.
    for (const input of Array.from(
      event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="datetime-local"]'),
    )) {
      if (!input.name || !input.value) continue;
      // A time JavaScript cannot hold goes as typed: the API answers with the field's message.
      const at = new Date(input.value);
      fields[input.name] = Number.isNaN(at.getTime()) ? input.value : at.toISOString();
    }
    // Unchecked boxes send nothing; the API wants an explicit false.
    for (const input of Array.from(
      event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'),
    )) {
      if (input.name && !input.checked) fields[input.name] = "false";
    }
    setError(null);
    setProgress(0);
    const handle = startUpload(url, { method, files, fields, onProgress: setProgress });
    abortRef.current = handle.abort;
    handle.promise.then(
      () => {
        setProgress(null);
        formRef.current?.reset();
        toast({ tone: "success", title: successMessage });
        revalidator.revalidate();
        onDone?.();
      },
      (err: unknown) => {
        setProgress(null);
        if (isAbortedUpload(err)) return;
        setError(err instanceof UploadError ? err : new UploadError(DEFAULT_MESSAGES.generic));
      },
    );
  }

  const uploading = progress !== null;
  return (
    <form
      noValidate
      ref={formRef}
      onSubmit={submit}
      className="space-y-4"
      aria-label={label}
      encType="multipart/form-data"
    >
      {error ? (
        <Alert tone="error">
          {error.message}
          {error.details ? (
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(error.details).map(([field, message]) => (
                <li key={field}>
                  {fieldLabel(formRef.current, field)}: {message}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
      <fieldset disabled={uploading} className="space-y-4">
        {children}
      </fieldset>
      {uploading ? (
        <div className="flex items-center gap-3">
          <ProgressBar value={progress * 100} label={`Uploading: ${label}`} />
          <span className="w-10 text-right text-sm text-ink-muted">{Math.round(progress * 100)}%</span>
          <Button variant="secondary" size="sm" onClick={() => abortRef.current?.()}>
            Cancel
          </Button>
        </div>
      ) : (
        <SubmitRow>{submitLabel}</SubmitRow>
      )}
    </form>
  );
}

/** The upload form that saves changes to an existing item (PUT to `url`). */
export function EditUploadForm({
  url,
  title,
  children,
}: {
  url: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <UploadForm
      url={url}
      method="PUT"
      label={`Edit ${title}`}
      submitLabel="Save changes"
      successMessage="Changes saved"
    >
      {children}
    </UploadForm>
  );
}

/** A field's label as the form shows it ("File to deliver"), else its name: an error names what to fix. */
function fieldLabel(form: HTMLFormElement | null, name: string): string {
  const el = form?.elements.namedItem(name);
  const label =
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
      ? el.labels?.[0]?.textContent?.trim()
      : undefined;
  return label || name;
}
