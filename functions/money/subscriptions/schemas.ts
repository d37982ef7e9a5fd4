import { SUBSCRIPTION_STATUSES, SUBSCRIPTION_TYPES } from "../../../drizzle/schema/subscriptions";
import { UserCardSchema } from "../../identity/users/cards";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { ReturnPath } from "../payments/schemas";
import { ChargeSchema, expectedPrice } from "../wallet/schemas";

const PAYMENT_GATEWAYS = ["stripe", "wallet"] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

export const SubscribeBody = z
  .object({
    performerId: z.string().trim().min(1).max(64),
    type: z.enum(SUBSCRIPTION_TYPES),
    paymentGateway: z.enum(PAYMENT_GATEWAYS).default("wallet").openapi({
      description:
        "wallet: paid (and renewed) from the token balance; stripe: a card subscription through Checkout",
    }),
    returnPath: ReturnPath.optional().openapi({ description: "stripe: where Checkout sends the fan back" }),
    expectedPrice: expectedPrice(
      "the creator's price of the chosen period (monthly or yearly), 0 for free; by card it is checked before the Checkout is made",
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
