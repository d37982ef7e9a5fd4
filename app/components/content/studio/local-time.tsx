/**
 * Times a creator types in their own zone: `datetime-local` inputs, and the browser's offset the
 * server reads them with (`localDateTime` in form-values.server.ts).
 */
import { useEffect, useState } from "react";
import { Field } from "~/components/ui/field";
import { useHydrated } from "~/lib/use-hydrated";

/** The browser's getTimezoneOffset() in minutes, "0" until hydrated (the server knows no zone). */
export function useTzOffset(): string {
  const [tzOffset, setTzOffset] = useState("0");
  useEffect(() => setTzOffset(String(new Date().getTimezoneOffset())), []);
  return tzOffset;
}

/** A moment as a `datetime-local` value ("2030-01-01T12:30") in the browser's zone. */
export function localInputValue(iso: string): string {
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * A time already set, shown in the browser's zone once hydrated, with the value it started from
 * (`<name>Was`) so the server changes only what the creator changed: an input keeps minutes, and a
 * time left as it was is not checked again (it may have passed while the page was open).
 */
export function KeptTimeField({
  name,
  iso,
  label,
  hint,
  error,
}: {
  name: string;
  iso: string;
  label: string;
  hint?: string;
  error?: string;
}) {
  const hydrated = useHydrated();
  const was = hydrated ? localInputValue(iso) : "";
  return (
    <>
      <Field
        key={was}
        label={label}
        name={name}
        type="datetime-local"
        required
        className="max-w-64"
        defaultValue={was}
        hint={hint}
        error={error}
      />
      <input type="hidden" name={`${name}Was`} value={was} />
    </>
  );
}
