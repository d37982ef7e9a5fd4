import { CHARGE_STATUSES, CHARGE_TYPES } from "../../../drizzle/schema/ledger";
import { UserCardSchema } from "../../identity/users/cards";
import { isWholeCents } from "../../lib/money";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { DateRangeQuery, PositiveTokens } from "../ledger/schemas";

const Message = z.string().trim().max(500, "At most 500 characters.");

/**
 * `expectedPrice` of every charge and subscribe request (the price check, docs/money.md): the
 * tokens the payer saw, compared in cents with what the call would take now. `what` says which
 * price that is for this call.
 */
export const expectedPrice = (what: string) =>
  z
    .number({ message: "Enter an amount in tokens." })
    .min(0, "Enter 0 or more tokens.")
    .max(1_000_000, "Enter at most 1,000,000 tokens.")
    .refine(isWholeCents, "At most two decimals.")
    .optional()
    .openapi({
      description: `Tokens the payer saw and agrees to pay: ${what}. When the price now differs, the call answers 409 \`price_changed\` with the price now in \`details.price\` and nothing is charged; left out, the price now is charged. The web app always sends it.`,
      example: 4.99,
      multipleOf: 0.01,
    });

const AMOUNT_IS_THE_PRICE =
  "the `amount` sent (the payer chooses it, so it cannot change under them; a value other than `amount` is refused the same way)";

/** `POST /wallet/charges/tip/{performerId}`. */
export const TipBody = z
  .object({
    amount: PositiveTokens,
    message: Message.optional(),
    expectedPrice: expectedPrice(AMOUNT_IS_THE_PRICE),
  })
  .openapi("TipCharge");

/** `POST /wallet/charges/crowdfunding/{crowdfundingId}`. */
export const ContributionBody = z
  .object({
    amount: PositiveTokens,
    message: Message.optional(),
    expectedPrice: expectedPrice(AMOUNT_IS_THE_PRICE),
  })
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
    expectedPrice: expectedPrice("the total, the product's price × quantity"),
  })
  .openapi("ProductCharge");

/** Posts, videos, galleries, messages, streams: the price is the item's; the body may be left out. */
export const ItemChargeBody = z
  .object({
    expectedPrice: expectedPrice(
      "the item's price (the post's, video's, gallery's, message's or live session's)",
    ),
  })
  .openapi("ItemCharge");

export const ChargeSchema = z
  .object({
    _id: z.string(),
    type: z.enum(CHARGE_TYPES),
    targetId: z.string().openapi({ description: "The item, the creator (tip, subscription) or the goal" }),
    userId: z.string().openapi({ description: "Who paid" }),
    user: UserCardSchema.nullable(),
    performerId: z.string(),
    performer: UserCardSchema.nullable(),
    amount: z.number().openapi({ description: "Tokens paid" }),
    quantity: z.number().int(),
    message: z.string().nullable(),
    description: z.string(),
    status: z.enum(CHARGE_STATUSES),
    paidWith: z.enum(["wallet", "card"]).openapi({ description: "card: a card subscription payment" }),
    orderId: z.string().nullable().openapi({ description: "Products: the order it created" }),
    checkoutId: z.string().nullable().openapi({
      description: "A cart's part: the checkout whose one payment it belongs to (the wallet shows one line)",
    }),
    refundedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("WalletCharge");
export type ChargeDto = z.infer<typeof ChargeSchema>;

const CHARGE_SORTS = ["createdAt", "amount"] as const;
export const ChargeQuery = PagingQuery.extend({
  sortBy: namedKey(CHARGE_SORTS).optional(),
  type: z.enum(CHARGE_TYPES).optional(),
  status: z.enum(CHARGE_STATUSES).optional(),
  performerId: z.string().trim().min(1).max(64).optional(),
}).extend(DateRangeQuery.shape);
export type ChargeQueryInput = z.infer<typeof ChargeQuery>;

/**
 * An admin's look at one person's charges: what they paid and what they were paid, newest first
 * (no search text, no other order: the query documents only what the list does).
 */
export const PersonChargeQuery = PagingQuery.omit({ q: true, sort: true }).extend({
  userId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .openapi({ description: "The person, as payer or as creator paid" }),
});
export type PersonChargeQueryInput = z.infer<typeof PersonChargeQuery>;

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
