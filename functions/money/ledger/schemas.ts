/** Request and response pieces every money domain shares. */
import { isWholeCents } from "../../lib/money";
import { z } from "../../lib/zod";

/** A positive amount of tokens with at most two decimals (JSON number). */
export const PositiveTokens = z
  .number({ message: "Enter an amount in tokens." })
  .positive("Enter an amount above 0.")
  .max(1_000_000, "Enter at most 1,000,000 tokens.")
  .refine(isWholeCents, "At most two decimals.")
  .openapi({ description: "Tokens (1 token = 1 USD), at most two decimals", example: 25, multipleOf: 0.01 });

/** `fromDate`/`toDate` of money lists: a day (`2026-01-31`) or an ISO time with offset. */
const Day = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { message: "Use a date like 2026-01-31." })
  .openapi({ example: "2026-01-31" });

export const DateRangeQuery = z.object({
  fromDate: Day.optional().openapi({ description: "From this day (inclusive, UTC) or time" }),
  toDate: Day.optional().openapi({ description: "Up to this day (inclusive, UTC) or time" }),
});

/** Milliseconds of a range bound: a bare day covers the whole UTC day. */
export function rangeMs(value: string | undefined, end: boolean): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && end ? ms + 86_400_000 - 1 : ms;
}
