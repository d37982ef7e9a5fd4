import { PAYOUT_REQUEST_METHODS, PAYOUT_STATUSES } from "../../../drizzle/schema/ledger";
import { PayoutSettingsSchema } from "../../identity/performers/schemas";
import { UserCardSchema } from "../../identity/users/cards";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { DateRangeQuery, PositiveTokens } from "../ledger/schemas";

const Note = z.string().trim().max(1000);

export const PayoutRequestBody = z
  .object({
    amount: PositiveTokens.openapi({
      description: "At least minimumPayoutAmount, at most what is available",
    }),
    paymentMethod: z.enum(PAYOUT_REQUEST_METHODS).openapi({
      description:
        "banking / paypal: the details saved with PUT /performers/{id}/banking-settings or /payment-gateway-settings; stripe: a connected account (POST /stripe/accounts)",
    }),
    requestNote: Note.default(""),
  })
  .openapi("PayoutRequestInput");
export type PayoutRequestInput = z.infer<typeof PayoutRequestBody>;

export const PayoutUpdateBody = z
  .object({
    amount: PayoutRequestBody.shape.amount,
    paymentMethod: PayoutRequestBody.shape.paymentMethod,
    requestNote: Note,
  })
  .partial()
  .openapi("PayoutRequestUpdate");
export type PayoutUpdateInput = z.infer<typeof PayoutUpdateBody>;

export const PayoutSchema = z
  .object({
    _id: z.string(),
    performerId: z.string(),
    performer: UserCardSchema.nullable(),
    amount: z.number(),
    status: z
      .enum(PAYOUT_STATUSES)
      .openapi({ description: "pending (reserved), approved, rejected (reserve returned), done (paid)" }),
    paymentMethod: z.enum(PAYOUT_REQUEST_METHODS),
    requestNote: z.string(),
    adminNote: z.string().nullable(),
    reference: z.string().nullable().openapi({ description: "The transfer's reference once paid" }),
    payoutDetails: PayoutSettingsSchema.nullable().openapi({
      description: "Where to send the money (the creator and admins only)",
    }),
    decidedAt: z.string().nullable(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("PayoutRequest");
export type PayoutDto = z.infer<typeof PayoutSchema>;

export const PayoutCalculationSchema = z
  .object({
    totalEarned: z.number().openapi({ description: "Net earnings, all time (refunds taken off)" }),
    paid: z.number().openapi({ description: "Paid out (requests done)" }),
    pending: z.number().openapi({ description: "Reserved by requests not yet paid" }),
    holding: z.number().openapi({ description: "Earned, still in the holding period" }),
    owed: z.number().openapi({ description: "Refunds taken after the money was paid out" }),
    available: z.number().openapi({ description: "What a new request can ask for now" }),
    minimumPayoutAmount: z.number(),
    canRequest: z.boolean().openapi({
      description:
        "The creator is verified, available ≥ the minimum and no request is pending (the payout method aside)",
    }),
  })
  .openapi("PayoutCalculation");
export type PayoutCalculationDto = z.infer<typeof PayoutCalculationSchema>;

const PAYOUT_SORTS = ["createdAt", "amount", "updatedAt"] as const;
export const PayoutQuery = PagingQuery.extend({
  sortBy: namedKey(PAYOUT_SORTS).optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
  performerId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: "Admins: one creator's requests" }),
}).extend(DateRangeQuery.shape);
export type PayoutQueryInput = z.infer<typeof PayoutQuery>;

export const PendingReviewSchema = z
  .object({ hasPending: z.boolean(), request: PayoutSchema.nullable() })
  .openapi("PayoutPendingReview");

export const ApproveBody = z.object({ note: Note.optional() }).openapi("PayoutApproval");
export const RejectBody = z
  .object({ reason: z.string().trim().min(3, "Say why (at least 3 characters).").max(1000) })
  .openapi("PayoutRejection");
export const PaidBody = z
  .object({
    reference: z.string().trim().min(1).max(200).optional().openapi({
      description:
        "The bank or PayPal reference; leave out for a stripe request to transfer through Stripe Connect",
    }),
    note: Note.optional(),
  })
  .openapi("PayoutPaid");
export type PaidInput = z.infer<typeof PaidBody>;
