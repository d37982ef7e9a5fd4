import { Kept } from "#functions/lib/kept";

/**
 * The one way the app writes dates: `TimeAgo` for moments (relative within a week: "3h ago",
 * "in 2d"; the date after that), `formatDateTime` for a date that must be exact (a schedule, an
 * audit entry). Server and browser render the same UTC-based text at first.
 */
const formatter = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const dateFormatter = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });

/** A day without its time ("Nov 26, 2026"), UTC like the rest: since when, until when. */
export function formatDate(iso: string | null | undefined) {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormatter.format(date);
}

/**
 * Formatted moments, kept: a page writes each post's time twice (the title, and the text once it
 * is over a week old) and the same posts come back on every request, while `Intl` formatting is
 * the costly part of a page's dates. Bounded: cleared once it holds this many.
 */
const formatted = new Kept<string, string>(5_000);

export function formatDateTime(iso: string | null | undefined) {
  if (!iso) return "";
  const kept = formatted.get(iso);
  if (kept !== undefined) return kept;
  const date = new Date(iso);
  return formatted.keep(iso, Number.isNaN(date.getTime()) ? "" : `${formatter.format(date)} UTC`);
}

/** How long a video or track plays, as players write it: "0:07", "2:31", "1:02:03". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

export function TimeAgo({ iso }: { iso: string | null | undefined }) {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} title={formatDateTime(iso)} suppressHydrationWarning>
      {relative(date, iso)}
    </time>
  );
}

function relative(date: Date, iso: string) {
  const seconds = Math.round((Date.now() - date.getTime()) / 1000);
  const future = seconds < 0;
  const s = Math.abs(seconds);
  const unit =
    s < 60
      ? "now"
      : s < 3600
        ? `${Math.floor(s / 60)}m`
        : s < 86400
          ? `${Math.floor(s / 3600)}h`
          : s < 604800
            ? `${Math.floor(s / 86400)}d`
            : null;
  if (unit === null) return formatDateTime(iso);
  if (unit === "now") return "just now";
  return future ? `in ${unit}` : `${unit} ago`;
}
