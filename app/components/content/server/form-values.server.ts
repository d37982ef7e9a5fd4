/** Reading content forms on the server: datetime-local values in the browser's zone, money, flags. */

/**
 * A `datetime-local` value ("2030-01-01T12:30") in the browser's zone, given the browser's
 * getTimezoneOffset() in minutes, as epoch milliseconds; null when empty or unreadable.
 */
export function localDateTime(
  value: FormDataEntryValue | null,
  tzOffset: FormDataEntryValue | null,
): number | null {
  if (typeof value !== "string" || !value) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const offset = Number(tzOffset ?? 0);
  const utc = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0));
  return utc + (Number.isFinite(offset) ? offset : 0) * 60_000;
}

export const flag = (value: FormDataEntryValue | null) => value === "true" || value === "on";

/** A number field; undefined when empty (so the schema reports "required" where it is). */
export function numberField(value: FormDataEntryValue | null): number | undefined {
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
}

export const textField = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
export const idField = (value: FormDataEntryValue | null) =>
  typeof value === "string" && value ? value : null;

/** Maps schema paths (poll.question) to the form's field names so errors show by the right input. */
export function renameDetails(details: Record<string, string> | undefined, names: Record<string, string>) {
  if (!details) return undefined;
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(details)) {
    // "poll.options.2" belongs to "poll.options".
    const match = Object.keys(names).find((n) => key === n || key.startsWith(`${n}.`));
    out[match ? names[match] : key] ??= message;
  }
  return out;
}
