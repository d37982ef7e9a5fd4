/**
 * What a person should fix, for every zod issue a schema did not word itself: "Username is
 * required", "Price must be at most 300". Installed as zod's error map (functions/lib/zod.ts on the
 * server, app/lib/zod-jitless.ts in the browser), so no raw validator text ("Invalid input:
 * expected string, received undefined") reaches an API answer or a form. Messages a schema gives
 * (`.min(1, "Enter a title")`) still win.
 */

interface RawIssue {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: string;
  origin?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: boolean;
  divisor?: unknown;
  keys?: readonly string[];
  values?: readonly unknown[];
}

/** The field a person sees: `monthlyPrice` → "Monthly price", `options.2` → "Options item 3". */
function fieldLabel(path: readonly PropertyKey[] = []): string {
  const keys = path.filter((k): k is string => typeof k === "string");
  const last = keys.at(-1);
  if (!last) return "This value";
  const words = last
    .replace(/^_+/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .toLowerCase()
    .trim();
  const label = words ? words[0].toUpperCase() + words.slice(1) : "This value";
  const index = path.at(-1);
  return typeof index === "number" ? `${label} item ${index + 1}` : label;
}

const KINDS = new Map<string, string>([
  ["string", "text"],
  ["number", "a number"],
  ["int", "a whole number"],
  ["bigint", "a whole number"],
  ["boolean", "true or false"],
  ["array", "a list"],
  ["object", "an object"],
  ["date", "a date"],
  ["file", "a file"],
]);

const FORMATS = new Map<string, string>([
  ["email", "Enter a valid email address"],
  ["url", "Enter a web address starting with https://"],
  ["datetime", "Enter a date and time, such as 2026-01-31T18:00:00Z"],
  ["date", "Enter a date, such as 2026-01-31"],
  ["time", "Enter a time, such as 18:00"],
]);

const plural = (n: unknown, one: string, many: string) => `${n} ${Number(n) === 1 ? one : many}`;

export function humanMessage(issue: RawIssue): string | undefined {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${label} is required`;
      return `${label} must be ${KINDS.get(issue.expected ?? "") ?? "of another kind"}`;
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? `${label} is required`
          : `${label} must be at least ${plural(issue.minimum, "character", "characters")}`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return `${label} needs at least ${plural(issue.minimum, "entry", "entries")}`;
      }
      if (issue.origin === "date") return `${label} must be on or after ${String(issue.minimum)}`;
      return issue.inclusive === false
        ? `${label} must be more than ${issue.minimum}`
        : `${label} must be at least ${issue.minimum}`;
    case "too_big":
      if (issue.origin === "string") {
        return `${label} must be at most ${plural(issue.maximum, "character", "characters")}`;
      }
      if (issue.origin === "array" || issue.origin === "set") {
        return `${label} can have at most ${plural(issue.maximum, "entry", "entries")}`;
      }
      if (issue.origin === "file") return `${label} must be at most ${issue.maximum} bytes`;
      if (issue.origin === "date") return `${label} must be on or before ${String(issue.maximum)}`;
      return issue.inclusive === false
        ? `${label} must be less than ${issue.maximum}`
        : `${label} must be at most ${issue.maximum}`;
    case "invalid_format":
      return FORMATS.get(issue.format ?? "") ?? `${label} is not in the expected format`;
    case "not_multiple_of":
      return `${label} must be a multiple of ${issue.divisor}`;
    case "invalid_value": {
      const values = (issue.values ?? []).map(String);
      if (issue.input === undefined) {
        return values.length > 0 && values.length <= 12
          ? `${label} is required (one of: ${values.join(", ")})`
          : `${label} is required`;
      }
      return values.length > 0 && values.length <= 12
        ? `${label} must be one of: ${values.join(", ")}`
        : `${label} is not one of the accepted values`;
    }
    case "unrecognized_keys": {
      const keys = issue.keys ?? [];
      return `Remove the unknown ${keys.length === 1 ? "field" : "fields"}: ${keys.join(", ")}`;
    }
    case "invalid_key":
    case "invalid_element":
      return `${label} has an entry that is not accepted`;
    case "invalid_union":
      // Nothing given for a field of several accepted forms (a time as text or milliseconds): say
      // it is missing, not that it "is not valid".
      if (issue.input === undefined || issue.input === null) return `${label} is required`;
      return `${label} is not valid`;
    default:
      return `${label} is not valid`;
  }
}
