import { CHARGE_STATUSES, CHARGE_TYPES } from "../../drizzle/schema/ledger";
import { DateRangeQuery, PositiveTokens } from "../ledger/schemas";
import { namedKey, PagingQuery } from "../lib/paging";
import { z } from "../lib/zod";
import { UserCardSchema } from "../users/cards";

const Message = z.string().trim().max(500, "At most 500 characters.");

/** `POST /wallet/charges/tip/{performerId}`. */
export const TipBody = z.object({ amount: PositiveTokens, message: Message.optional() }).openapi("TipCharge");

/** `POST /wallet/charges/crowdfunding/{crowdfundingId}`. */
export const ContributionBody = z
  .object({ amount: PositiveTokens, message: Message.optional() })
  .openapi("CrowdfundingCharge");

/** `POST /wallet/charges/product/{productId}`. */
export const ProductChargeBody = z
  .object({
    quantity: z
      .number()
      .int("Enter a whole number.")
      .min(1)
      .max(100)
      .optional()
      .openapi({ description: "Physical products (default 1); a digital one is always 1" }),
    deliveryAddressId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .openapi({ description: "Physical products: one of the fan's addresses (POST /addresses/create)" }),
  })
  .openapi("ProductCharge");

/** Posts, videos, galleries, messages, streams: the price is the item's; nothing to send. */
export const ItemChargeBody = z.object({}).openapi("ItemCharge");

export const ChargeSchema = z
  .object({
    _id: z.string(),
    type: z.enum(CHARGE_TYPES),
    targetId: z.string().openapi({ description: "The item, the creator (tip, subscription) or the goal" }),
    performerId: z.string(),
    performer: UserCardSchema.nullable(),
    amount: z.number().openapi({ description: "Tokens paid" }),
    quantity: z.number().int(),
    message: z.string().nullable(),
    description: z.string(),
    status: z.enum(CHARGE_STATUSES),
    paidWith: z.enum(["wallet", "card"]).openapi({ description: "card: a card subscription payment" }),
    orderId: z.string().nullable().openapi({ description: "Products: the order it created" }),
    refundedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("WalletCharge");
export type ChargeDto = z.infer<typeof ChargeSchema>;

export const CHARGE_SORTS = ["createdAt", "amount"] as const;
export const ChargeQuery = PagingQuery.extend({
  sortBy: namedKey(CHARGE_SORTS).optional(),
  type: z.enum(CHARGE_TYPES).optional(),
  status: z.enum(CHARGE_STATUSES).optional(),
  performerId: z.string().trim().min(1).max(64).optional(),
}).extend(DateRangeQuery.shape);
export type ChargeQueryInput = z.infer<typeof ChargeQuery>;

/* Admin */

export const AdjustWalletBody = z
  .object({
    amount: z
      .number({ message: "Enter an amount in tokens." })
      .refine((v) => v !== 0, "Enter an amount other than 0.")
      .refine((v) => Math.abs(v) <= 1_000_000, "At most 1,000,000 tokens.")
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "At most two decimals.")
      .openapi({
        description: "Tokens: positive credits the wallet, negative debits it",
        example: 50,
        multipleOf: 0.01,
      }),
    reason: z.string().trim().min(3, "Say why (at least 3 characters).").max(500),
  })
  .openapi("WalletAdjustment");
export type AdjustWalletInput = z.infer<typeof AdjustWalletBody>;

export const AdjustmentSchema = z
  .object({
    _id: z.string().openapi({ description: "The ledger movement" }),
    userId: z.string(),
    amount: z.number(),
    reason: z.string(),
    balance: z.number().openapi({ description: "The wallet's balance now" }),
    actorId: z.string(),
    createdAt: z.string(),
  })
  .openapi("WalletAdjustmentResult");
export type AdjustmentDto = z.infer<typeof AdjustmentSchema>;

export const RefundBody = z
  .object({ reason: z.string().trim().min(3, "Say why (at least 3 characters).").max(500) })
  .openapi("RefundInput");
export type RefundInput = z.infer<typeof RefundBody>;
