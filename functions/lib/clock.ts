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
 * Milliseconds as ISO 8601 for JSON. Total: a stored value that is no date (out of range, not a
 * number) reads as null instead of failing the whole list it is in.
 */
export const toIso = (ms: number | null | undefined): string | null =>
  typeof ms === "number" && Number.isFinite(ms) && Math.abs(ms) <= LAST_DATE_MS
    ? new Date(ms).toISOString()
    : null;
