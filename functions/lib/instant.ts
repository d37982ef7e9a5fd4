/**
 * Points in time as the API accepts them. One bound for every date a request carries, so a
 * value JavaScript cannot even print (8.64e15 ms and beyond) never reaches the database: the
 * call is refused with a 422 instead, and nothing is written.
 */

import { DAY } from "./clock";
import { z } from "./zod";

/** 1970-01-01 (exclusive) up to the last millisecond of the year 9999, UTC. */
const MAX_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** How far ahead a schedule, a poll's end or a goal's deadline may be set. */
const MAX_YEARS_AHEAD = 10;
const MAX_AHEAD_MS = MAX_YEARS_AHEAD * 366 * DAY;

const RANGE_MESSAGE = "Use a date between 1970 and 9999.";
const FORMAT_MESSAGE = "Use an ISO 8601 time with a zone offset, between 1970 and 9999.";

/** Milliseconds of an accepted instant (ISO 8601 string or epoch milliseconds). */
export const instantMs = (value: string | number): number =>
  typeof value === "number" ? value : Date.parse(value);

/** A point in time: ISO 8601 with offset, or milliseconds since epoch; 1970 to 9999. */
export const Instant = z
  .union([
    // The year's range in the document too (a format alone does not bound it).
    z.iso
      .datetime({ offset: true, error: FORMAT_MESSAGE })
      .openapi({ pattern: "^(19[7-9][0-9]|[2-9][0-9]{3})-" }),
    z.number().min(1, RANGE_MESSAGE).max(MAX_INSTANT, RANGE_MESSAGE).int("Use whole milliseconds."),
  ])
  .refine((v) => {
    const ms = instantMs(v);
    return ms > 0 && ms <= MAX_INSTANT;
  }, RANGE_MESSAGE)
  .openapi({ example: "2030-01-01T12:00:00.000Z", description: "Between 1970 and 9999" });
export type InstantInput = z.infer<typeof Instant>;

/**
 * The rule for a time that must lie ahead (a schedule, a poll's end, a deadline): after `now` and
 * at most MAX_YEARS_AHEAD years later. A message for the field, or null when it is fine.
 */
export function futureTimeError(ms: number, now: number): string | null {
  if (ms <= now) return "Must be in the future.";
  if (ms > now + MAX_AHEAD_MS) return `At most ${MAX_YEARS_AHEAD} years ahead.`;
  return null;
}
