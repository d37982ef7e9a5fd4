import { COUPON_TYPES, PAYMENT_KINDS, PAYMENT_STATUSES } from "../../../drizzle/schema/payments";
import { Instant } from "../../lib/instant";
import { namedKey, PagingQuery } from "../../lib/paging";
import { isSitePath } from "../../lib/site-path";
import { z } from "../../lib/zod";
import { DateRangeQuery, PositiveTokens } from "../ledger/schemas";

const Id = z.string().trim().min(1).max(64);

/** A path on this site to come back to after paying (`/wallet`), never another site. */
export const ReturnPath = z
  .string()
  .trim()
  .max(300)
  .refine(isSitePath, {
    message: "Use a path on this site, like /wallet.",
  })
  .openapi({
    description:
      "Where the payer comes back to (default /wallet); ?payment=success|cancelled&transactionId=… is added",
    example: "/wallet",
  });

const CouponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,40}$/, "Use 3 to 40 letters, digits, - or _.");

/* ---- Top-up ---- */

export const TopUpBody = z
  .object({
    amount: PositiveTokens.optional().openapi({
      description: "Tokens to buy (within minimumWalletPrice..maximumWalletPrice); or packageId",
    }),
    packageId: Id.optional().openapi({
      description: "A token package (GET /package/token/search) instead of an amount",
    }),
    couponCode: CouponCode.optional(),
    cardId: Id.optional().openapi({
      description: "Pay now with a saved card (GET /payment-cards) instead of the hosted Checkout",
    }),
    returnPath: ReturnPath.optional(),
  })
  .openapi("TopUpInput");
export type TopUpInput = z.infer<typeof TopUpBody>;

export const TransactionSchema = z
  .object({
    _id: z.string(),
    type: z.enum(PAYMENT_KINDS).openapi({ description: "top_up, or a card subscription's payment" }),
    provider: z.literal("stripe"),
    status: z.enum(PAYMENT_STATUSES),
    amount: z.number().openapi({ description: "What the card is (or was) charged" }),
    tokens: z.number().openapi({ description: "Tokens credited when it succeeds" }),
    discount: z.number(),
    couponCode: z.string().nullable(),
    packageId: z.string().nullable(),
    performerId: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    redirectUrl: z.string().nullable().openapi({
      description: "While created or require_authentication: where to send the payer (Checkout, 3-D Secure)",
    }),
    failureReason: z.string().nullable(),
    refundedAmount: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("PaymentTransaction");
export type TransactionDto = z.infer<typeof TransactionSchema>;

const TRANSACTION_SORTS = ["createdAt", "amount"] as const;
export const TransactionQuery = PagingQuery.extend({
  sortBy: namedKey(TRANSACTION_SORTS).optional(),
  type: z.enum(PAYMENT_KINDS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
}).extend(DateRangeQuery.shape);
export type TransactionQueryInput = z.infer<typeof TransactionQuery>;

/* ---- Coupons ---- */

export const ApplyCouponBody = z
  .object({
    amount: PositiveTokens.optional(),
    packageId: Id.optional(),
  })
  .openapi("ApplyCouponInput");
export type ApplyCouponInput = z.infer<typeof ApplyCouponBody>;

export const CouponQuoteSchema = z
  .object({
    code: z.string(),
    type: z.enum(COUPON_TYPES),
    value: z.number().openapi({ description: "percentage: percent off; fixed: tokens off" }),
    expiresAt: z.string().nullable(),
    tokens: z
      .number()
      .nullable()
      .openapi({ description: "Tokens credited (when an amount or package was given)" }),
    discount: z.number().nullable(),
    amountToPay: z.number().nullable(),
  })
  .openapi("CouponQuote");
export type CouponQuoteDto = z.infer<typeof CouponQuoteSchema>;

export const CouponBody = z
  .object({
    code: CouponCode,
    type: z.enum(COUPON_TYPES),
    value: z.number().positive().openapi({ description: "percentage: 1-100 percent; fixed: tokens off" }),
    expiresAt: Instant.nullable().optional(),
    maxUses: z.number().int().min(1).max(1_000_000).nullable().optional(),
    active: z.boolean().optional(),
  })
  .openapi("CouponInput");
export type CouponInput = z.infer<typeof CouponBody>;
export const CouponUpdateBody = CouponBody.partial().openapi("CouponUpdate");
export type CouponUpdateInput = z.infer<typeof CouponUpdateBody>;

export const CouponSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    type: z.enum(COUPON_TYPES),
    value: z.number(),
    expiresAt: z.string().nullable(),
    maxUses: z.number().int().nullable(),
    usedCount: z
      .number()
      .int()
      .openapi({ description: "Uses taken: paid, and held by payments still open (given back if not paid)" }),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Coupon");
export type CouponDto = z.infer<typeof CouponSchema>;

export const CouponQuery = PagingQuery.extend({
  sortBy: namedKey(["createdAt", "code"] as const).optional(),
});

/* ---- Token packages ---- */

export const PackageBody = z
  .object({
    name: z.string().trim().min(1, "Enter a name.").max(100),
    description: z.string().trim().max(500).default(""),
    price: PositiveTokens.openapi({ description: "What the card is charged" }),
    tokens: PositiveTokens.openapi({ description: "Tokens credited" }),
    ordering: z.number().int().min(0).max(1_000_000).default(0),
    active: z.boolean().default(true),
  })
  .openapi("TokenPackageInput");
export type PackageInput = z.infer<typeof PackageBody>;
export const PackageUpdateBody = z
  .object({
    name: PackageBody.shape.name,
    description: z.string().trim().max(500),
    price: PositiveTokens,
    tokens: PositiveTokens,
    ordering: z.number().int().min(0).max(1_000_000),
    active: z.boolean(),
  })
  .partial()
  .openapi("TokenPackageUpdate");
export type PackageUpdateInput = z.infer<typeof PackageUpdateBody>;

export const PackageSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    tokens: z.number(),
    ordering: z.number().int(),
    isActive: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("TokenPackage");
export type PackageDto = z.infer<typeof PackageSchema>;

export const PackageQuery = PagingQuery.extend({
  sortBy: namedKey(["ordering", "price", "createdAt"] as const).optional(),
  sort: z.enum(["asc", "desc"]).default("asc"),
});
export type PackageQueryInput = z.infer<typeof PackageQuery>;
export const AdminPackageQuery = PackageQuery.extend({ active: z.enum(["true", "false"]).optional() });
export type AdminPackageQueryInput = z.infer<typeof AdminPackageQuery>;

/* ---- Cards and Connect ---- */

export const CardSchema = z
  .object({
    _id: z.string(),
    brand: z.string(),
    last4: z.string(),
    expMonth: z.number().int(),
    expYear: z.number().int(),
  })
  .openapi("PaymentCard");

export const AddCardBody = z
  .object({
    cardId: Id.optional().openapi({
      description: "A payment method made by Stripe.js (pm_…); without it a hosted page saves the card",
    }),
    returnPath: ReturnPath.optional(),
  })
  .openapi("AddCardInput");
export type AddCardInput = z.infer<typeof AddCardBody>;

export const AddCardResultSchema = z
  .object({
    card: CardSchema.nullable().openapi({ description: "The saved card (cardId given)" }),
    redirectUrl: z
      .string()
      .nullable()
      .openapi({ description: "The hosted page that saves a card (no cardId)" }),
  })
  .openapi("AddCardResult");

export const ConnectAccountSchema = z
  .object({
    accountId: z.string().nullable(),
    chargesEnabled: z.boolean(),
    payoutsEnabled: z.boolean(),
    detailsSubmitted: z.boolean(),
    onboardingUrl: z
      .string()
      .nullable()
      .openapi({ description: "Where to finish Stripe Connect onboarding" }),
  })
  .openapi("StripeConnectAccount");
export type ConnectAccountDto = z.infer<typeof ConnectAccountSchema>;

export const ConnectBody = z.object({ returnPath: ReturnPath.optional() }).openapi("ConnectInput");
