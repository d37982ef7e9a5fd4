import { CHARGE_TYPES } from "../../../drizzle/schema/ledger";
import { UserCardSchema } from "../../identity/users/cards";
import { z } from "../../lib/zod";

/** The longest period one answer covers (a leap year). */
export const MAX_STATISTICS_DAYS = 366;
/** The default period: the last 30 days, today included. */
export const DEFAULT_STATISTICS_DAYS = 30;
export const TOP_FANS = 10;

const Day = z.iso.date({ message: "Use a date like 2026-01-31." }).openapi({ example: "2026-01-31" });

export const StatisticsQuery = z.object({
  from: Day.optional().openapi({
    description: "First day (UTC, inclusive); default: 29 days before `to`",
  }),
  to: Day.optional().openapi({ description: "Last day (UTC, inclusive); default: today" }),
});
export type StatisticsQueryInput = z.infer<typeof StatisticsQuery>;

const ByType = z
  .object(
    Object.fromEntries(CHARGE_TYPES.map((t) => [t, z.number()])) as Record<
      (typeof CHARGE_TYPES)[number],
      z.ZodNumber
    >,
  )
  .openapi({ description: "Net tokens earned that day by the kind of sale, as the earnings record it" });

const Totals = z.object({
  gross: z.number().openapi({ description: "Tokens fans paid (refunded sales left out)" }),
  net: z.number().openapi({ description: "Tokens the creator earned after commission" }),
  sales: z.number().int().openapi({ description: "Earnings (one per sale)" }),
  byType: ByType,
  subscribersGained: z.number().int(),
  subscribersLost: z.number().int(),
  followersGained: z.number().int(),
});

const Period = z.object({
  from: z.string().openapi({ example: "2026-01-01" }),
  to: z.string().openapi({ example: "2026-01-30" }),
  days: z.number().int(),
});

export const StatisticsSchema = z
  .object({
    period: Period,
    previousPeriod: Period.openapi({ description: "The same number of days just before `period`" }),
    kinds: z.array(z.enum(CHARGE_TYPES)).openapi({ description: "The keys of byType, in order" }),
    series: z
      .array(
        z.object({
          date: z.string().openapi({ example: "2026-01-31" }),
          gross: z.number(),
          net: z.number(),
          byType: ByType,
          subscribersGained: z.number().int().openapi({ description: "Subscriptions started that day" }),
          subscribersLost: z.number().int().openapi({
            description:
              "Subscriptions cancelled that day (or, ended without a cancel, that expired that day)",
          }),
          followersGained: z.number().int().openapi({ description: "Follows that day (still following)" }),
        }),
      )
      .openapi({
        description: "One entry per day of the period, oldest first (days without activity are zeros)",
      }),
    topFans: z
      .array(
        z.object({
          userId: z.string(),
          user: UserCardSchema.nullable(),
          gross: z.number().openapi({ description: "Tokens this fan spent with the creator in the period" }),
          net: z.number(),
          sales: z.number().int(),
        }),
      )
      .openapi({ description: `The ${TOP_FANS} fans who spent most in the period, most first` }),
    totals: z.object({ current: Totals, previous: Totals }),
  })
  .openapi("PerformerStatistics");
export type StatisticsDto = z.infer<typeof StatisticsSchema>;
