import {
  PROMOTION_AUDIENCES,
  PROMOTION_KINDS,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TYPES,
} from "../../../drizzle/schema/subscriptions";
import { UserCardSchema } from "../../identity/users/cards";
import { Instant } from "../../lib/instant";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { ReturnPath } from "../payments/schemas";
import { ChargeSchema, expectedPrice } from "../wallet/schemas";

export const PAYMENT_GATEWAYS = ["stripe", "wallet"] as const;
export const SUBSCRIBE_TYPES = ["monthly", "yearly", "free", "bundle"] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export const SubscribeBody = z
  .object({
    performerId: z.string().trim().min(1).max(64),
    type: z.enum(SUBSCRIBE_TYPES).openapi({
      description:
        "monthly, yearly, free (the creator's free days), or bundle (`months` paid at once with the bundle's percent off). With `promoCode`: monthly",
    }),
    promoCode: z.string().trim().min(1).max(32).optional().openapi({
      description:
        "A creator's promotion (discount or free trial), with type monthly, from the wallet. One claim per fan; 404 `promotion_not_found`, 410 `promotion_ended`, 409 `promotion_already_claimed` or `promotion_used_up`, 403 `promotion_not_for_you`",
    }),
    months: z
      .union([z.literal(3), z.literal(6), z.literal(12)], { message: "Choose 3, 6 or 12 months." })
      .optional()
      .openapi({
        description: "type bundle: which of the creator's bundles",
        type: "integer",
        enum: [3, 6, 12],
      }),
    paymentGateway: z.enum(PAYMENT_GATEWAYS).default("wallet").openapi({
      description:
        "wallet: paid (and renewed) from the token balance; stripe: a card subscription through Checkout",
    }),
    returnPath: ReturnPath.optional().openapi({ description: "stripe: where Checkout sends the fan back" }),
    expectedPrice: expectedPrice(
      "the creator's price of the chosen period (monthly or yearly), 0 for free, the bundle's price, the promotion's first-month price (0 for a trial); by card it is checked before the Checkout is made",
    ),
  })
  .openapi("SubscribeInput");
export type SubscribeInput = z.infer<typeof SubscribeBody>;

export const SubscriptionSchema = z
  .object({
    _id: z.string(),
    userId: z.string(),
    performerId: z.string(),
    user: UserCardSchema.nullable(),
    performer: UserCardSchema.nullable(),
    type: z.enum(SUBSCRIPTION_TYPES),
    status: z.enum(SUBSCRIPTION_STATUSES),
    paymentGateway: z.enum(PAYMENT_GATEWAYS).nullable(),
    isActive: z.boolean().openapi({ description: "Gives access now (active and not expired)" }),
    willRenew: z.boolean().openapi({ description: "Active and not cancelled: renews at expiry" }),
    renewalPrice: z
      .number()
      .nullable()
      .openapi({ description: "Tokens the next period costs (wallet) or the card is charged (stripe)" }),
    startedAt: z.string().nullable(),
    expiresAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    freeTrialUsed: z.boolean(),
    discountedRenewals: z.number().int().openapi({
      description: "Renewals still at a promotion's discounted price (renewalPrice is that price)",
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Subscription");
export type SubscriptionDto = z.infer<typeof SubscriptionSchema>;

export const SubscribeResultSchema = z
  .object({
    subscription: SubscriptionSchema,
    charge: ChargeSchema.nullable().openapi({ description: "wallet: the charge that paid the first period" }),
    transactionId: z.string().nullable().openapi({ description: "stripe: the card payment being made" }),
    redirectUrl: z.string().nullable().openapi({ description: "stripe: send the fan to Checkout" }),
  })
  .openapi("SubscribeResult");
export type SubscribeResultDto = z.infer<typeof SubscribeResultSchema>;

const SUBSCRIPTION_SORTS = ["createdAt", "expiresAt", "updatedAt"] as const;
const listQuery = PagingQuery.extend({
  sortBy: namedKey(SUBSCRIPTION_SORTS).optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  type: z.enum(SUBSCRIPTION_TYPES).optional(),
  activeOnly: z
    .enum(["true", "false"])
    .optional()
    .openapi({ description: "true: only those giving access now" }),
});
export const UserSubscriptionQuery = listQuery.extend({
  performerId: z.string().trim().min(1).max(64).optional(),
  q: listQuery.shape.q.openapi({ description: "Part of the creator's name or username" }),
});
export type UserSubscriptionQueryInput = z.infer<typeof UserSubscriptionQuery>;
export const PerformerSubscriptionQuery = listQuery.extend({
  performerId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .optional()
    .openapi({ description: "Admins: one creator's subscribers" }),
  userId: z.string().trim().min(1).max(64).optional(),
  q: listQuery.shape.q.openapi({ description: "Part of the fan's name or username" }),
});
export type PerformerSubscriptionQueryInput = z.infer<typeof PerformerSubscriptionQuery>;

export const CancelParams = z.object({
  provider: namedKey(PAYMENT_GATEWAYS).openapi({ param: { name: "provider", in: "path" } }),
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});

/* ---- Promotions and bundles ---- */

export const PromotionBody = z
  .object({
    kind: z.enum(PROMOTION_KINDS).openapi({
      description:
        "discount: `percent` off the first `months` months; trial: `trialDays` free, then the normal price",
    }),
    audience: z.enum(PROMOTION_AUDIENCES).openapi({
      description: "new: fans never subscribed to this creator; expired: fans whose subscription ended; both",
    }),
    percent: z.number().int("Use a whole percent.").min(5, "At least 5%.").max(95, "At most 95%.").optional(),
    months: z
      .number()
      .int("Use whole months.")
      .min(1, "At least 1 month.")
      .max(12, "At most 12 months.")
      .optional()
      .openapi({ description: "discount: how many monthly periods are discounted (default 1)" }),
    trialDays: z
      .number()
      .int("Use whole days.")
      .min(1, "At least 1 day.")
      .max(30, "At most 30 days.")
      .optional(),
    maxClaims: z
      .number()
      .int("Use a whole number.")
      .min(1, "At least 1.")
      .max(1_000_000)
      .optional()
      .openapi({ description: "At most this many fans may claim it; left out: no limit" }),
    endsAt: Instant.nullable().optional().openapi({ description: "When it ends; left out: until ended" }),
    message: z.string().max(500, "At most 500 characters.").optional(),
  })
  .openapi("PromotionInput");
export type PromotionInput = z.infer<typeof PromotionBody>;

export const PromotionSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    url: z.string().openapi({ description: "The link to share: the profile with the offer" }),
    path: z.string().openapi({ description: "The link's path on this site: /{username}?promo={code}" }),
    kind: z.enum(PROMOTION_KINDS),
    audience: z.enum(PROMOTION_AUDIENCES),
    percent: z.number().int().nullable(),
    months: z.number().int().nullable(),
    trialDays: z.number().int().nullable(),
    maxClaims: z.number().int().nullable(),
    claims: z.number().int().openapi({ description: "Fans who claimed it" }),
    endsAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    message: z.string().nullable(),
    status: z.enum(["active", "ended", "used_up"]),
    createdAt: z.string(),
  })
  .openapi("Promotion");
export type PromotionDto = z.infer<typeof PromotionSchema>;

export const PublicPromotionSchema = z
  .object({
    code: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    audience: z.enum(PROMOTION_AUDIENCES),
    percent: z.number().int().nullable(),
    months: z.number().int().nullable(),
    trialDays: z.number().int().nullable(),
    endsAt: z.string().nullable(),
    message: z.string().nullable(),
    status: z.enum(["active", "ended", "used_up"]),
    eligible: z
      .boolean()
      .openapi({ description: "Whether the viewer may claim it now (a visitor: whether anyone may)" }),
    price: z.number().openapi({ description: "Tokens the first month costs with it (0: a free trial)" }),
    regularPrice: z.number().openapi({ description: "The monthly price without it" }),
    claimsLeft: z.number().int().nullable(),
  })
  .openapi("PublicPromotion");
export type PublicPromotionDto = z.infer<typeof PublicPromotionSchema>;

export const BundleOfferSchema = z
  .object({
    months: z.number().int(),
    percent: z.number().int(),
    price: z.number().openapi({
      description:
        "Tokens, paid once: monthlyPrice × months × (1 − percent/100), rounded half-up to the cent",
    }),
    saving: z.number().openapi({ description: "Tokens saved against paying month by month" }),
  })
  .openapi("BundleOffer");
export type BundleOfferDto = z.infer<typeof BundleOfferSchema>;

export const SubscriptionSettingsBody = z
  .object({
    bundles: z
      .array(
        z.object({
          months: z
            .union([z.literal(3), z.literal(6), z.literal(12)], { message: "Choose 3, 6 or 12 months." })
            .openapi({ type: "integer", enum: [3, 6, 12] }),
          percent: z.number().int("Use a whole percent.").min(1, "At least 1%.").max(90, "At most 90%."),
        }),
      )
      .max(3),
  })
  .openapi("SubscriptionSettingsInput");
export type SubscriptionSettingsInput = z.infer<typeof SubscriptionSettingsBody>;

export const SubscriptionSettingsSchema = z
  .object({
    monthlyPrice: z.number(),
    yearlyPrice: z.number(),
    bundles: z.array(BundleOfferSchema),
  })
  .openapi("SubscriptionSettings");
export type SubscriptionSettingsDto = z.infer<typeof SubscriptionSettingsSchema>;

export const SubscriptionOffersSchema = z
  .object({
    monthlyPrice: z.number(),
    promotion: PublicPromotionSchema.nullable(),
    bundles: z.array(BundleOfferSchema),
  })
  .openapi("SubscriptionOffers");
export type SubscriptionOffersDto = z.infer<typeof SubscriptionOffersSchema>;

export const OffersQuery = z.object({
  promo: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .optional()
    .openapi({ description: "A promotion's code (a trial link)" }),
});

export const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});
export const PerformerIdParam = z.object({
  performerId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "performerId", in: "path" } }),
});
