import { CHARGE_TYPES, EARNING_STATUSES } from "../../../drizzle/schema/ledger";
import { UserCardSchema } from "../../identity/users/cards";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { DateRangeQuery } from "../ledger/schemas";

const PerformerFilter = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .optional()
  .openapi({ description: "Admins: one creator's earnings" });

const EARNING_SORTS = ["createdAt", "gross", "net"] as const;
export const EarningQuery = PagingQuery.extend({
  sortBy: namedKey(EARNING_SORTS).optional(),
  type: z.enum(CHARGE_TYPES).optional(),
  status: z.enum(EARNING_STATUSES).optional(),
  performerId: PerformerFilter,
}).extend(DateRangeQuery.shape);
export type EarningQueryInput = z.infer<typeof EarningQuery>;

export const EarningStatsQuery = z
  .object({
    groupBy: namedKey(["day", "week", "month"] as const)
      .optional()
      .openapi({ description: "The series' periods (default day)" }),
    type: z.enum(CHARGE_TYPES).optional(),
    performerId: PerformerFilter,
  })
  .extend(DateRangeQuery.shape);
export type EarningStatsQueryInput = z.infer<typeof EarningStatsQuery>;

export const EarningSchema = z
  .object({
    _id: z.string(),
    performerId: z.string(),
    userId: z.string(),
    user: UserCardSchema.nullable().openapi({ description: "The fan who paid" }),
    chargeId: z.string(),
    type: z.enum(CHARGE_TYPES),
    description: z.string(),
    gross: z.number(),
    commission: z.number(),
    net: z.number(),
    status: z
      .enum(EARNING_STATUSES)
      .openapi({ description: "holding: not yet payable (holding period); available; refunded" }),
    availableAt: z.string(),
    createdAt: z.string(),
  })
  .openapi("Earning");
export type EarningDto = z.infer<typeof EarningSchema>;

const Totals = {
  count: z.number().int(),
  gross: z.number(),
  commission: z.number(),
  net: z.number(),
};

export const EarningStatsSchema = z
  .object({
    ...Totals,
    paid: z.number().openapi({ description: "Paid out so far (payouts done), all time" }),
    unpaid: z.number().openapi({
      description: "Earned and not yet paid out, all time (available + holding + reserved − owed)",
    }),
    available: z.number().openapi({ description: "Can be requested as a payout now" }),
    holding: z.number().openapi({ description: "Still in the holding period" }),
    reserved: z.number().openapi({ description: "Asked for by payout requests not yet paid" }),
    owed: z.number().openapi({ description: "Refunds taken after the money was paid out" }),
    byType: z.array(z.object({ type: z.enum(CHARGE_TYPES), ...Totals })),
    series: z.array(
      z.object({ period: z.string().openapi({ description: "2026-01-31, 2026-W05 or 2026-01" }), ...Totals }),
    ),
  })
  .openapi("EarningStats");
export type EarningStatsDto = z.infer<typeof EarningStatsSchema>;
