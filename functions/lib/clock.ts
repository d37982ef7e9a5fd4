import { Kept } from "./kept";
export interface Clock {
  /** Milliseconds since epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Beyond ±8.64e15 ms JavaScript has no date (toISOString throws). */
const LAST_DATE_MS = 8.64e15;

/**
 * Times already written out in this isolate: a list shows four or five per item and the same
 * items to every viewer, and a Map lookup costs a tenth of toISOString (a timeline's 80: 60 µs).
 */
const isoStrings = new Kept<number, string>(10_000);

/**
 * Milliseconds as ISO 8601 for JSON. Total: a stored value that is no date (out of range, not a
 * number) reads as null instead of failing the whole list it is in.
 */
export const toIso = (ms: number | null | undefined): string | null => {
  if (typeof ms !== "number" || !Number.isFinite(ms) || Math.abs(ms) > LAST_DATE_MS) return null;
  return isoStrings.get(ms) ?? isoStrings.keep(ms, new Date(ms).toISOString());
};

/**
 * The UTC day number of a time in ms (days since 1970-01-01): how figures kept per day are keyed
 * (follower_days, earning_days) and how the statistics and the admin dashboard group by day.
 */
export const utcDay = (ms: number) => Math.floor(ms / DAY);

/** A UTC day number as `YYYY-MM-DD` (from toIso's kept strings). */
export const utcDate = (day: number) => toIso(day * DAY)!.slice(0, 10);
