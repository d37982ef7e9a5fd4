import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, cents, createdAt, id, timestamp, updatedAt } from "./columns";
import { users } from "./users";

export const PAYMENT_KINDS = ["top_up", "subscription"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = [
  "created",
  "processing",
  "success",
  "fail",
  "canceled",
  "refunded",
  "require_authentication",
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * A card payment through Stripe: a wallet top-up, or a card subscription's payment (one per
 * invoice). Tokens are credited only by the signed webhook, once (ledger key `payment:<id>`).
 */
export const paymentTransactions = sqliteTable(
  "payment_transactions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: PAYMENT_KINDS }).notNull(),
    provider: text("provider", { enum: ["stripe"] })
      .notNull()
      .default("stripe"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("created"),
    /** What the card is charged, in cents (after a coupon). */
    amount: cents("amount").notNull(),
    /** Tokens (cents) credited when it succeeds. */
    tokens: cents("tokens").notNull(),
    discount: cents("discount").notNull().default(0),
    couponId: text("coupon_id"),
    packageId: text("package_id"),
    /** Card subscriptions: the creator and our subscription row. */
    performerId: text("performer_id"),
    subscriptionId: text("subscription_id"),
    stripeCheckoutSessionId: text("stripe_checkout_session_id"),
    stripePaymentIntentId: text("stripe_payment_intent_id"),
    stripeInvoiceId: text("stripe_invoice_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** Where to send the payer (Checkout, or the 3-D Secure page). */
    redirectUrl: text("redirect_url"),
    failureReason: text("failure_reason"),
    refundedAmount: cents("refunded_amount").notNull().default(0),
    /** Tokens taken back by refunds so far. */
    refundedTokens: cents("refunded_tokens").notNull().default(0),
    idempotencyKey: text("idempotency_key"),
    fingerprint: text("fingerprint"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payment_transactions_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("payment_transactions_idempotency_unique").on(t.userId, t.idempotencyKey),
    uniqueIndex("payment_transactions_invoice_unique").on(t.stripeInvoiceId),
    index("payment_transactions_intent_idx").on(t.stripePaymentIntentId),
    index("payment_transactions_session_idx").on(t.stripeCheckoutSessionId),
    check("payment_transactions_refund_bounds", sql`${t.refundedAmount} <= ${t.amount}`),
  ],
);

/** Every Stripe event applied, by id, inserted in the batch of its effect: a replay changes nothing. */
export const stripeEvents = sqliteTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

/** A user's Stripe customer (saved cards live there). */
export const paymentCustomers = sqliteTable(
  "payment_customers",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_customers_stripe_unique").on(t.stripeCustomerId)],
);

/** A creator's Stripe Connect account, for payouts by Stripe. */
export const stripeAccounts = sqliteTable(
  "stripe_accounts",
  {
    performerId: text("performer_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    stripeAccountId: text("stripe_account_id").notNull(),
    chargesEnabled: bool("charges_enabled").notNull().default(false),
    payoutsEnabled: bool("payouts_enabled").notNull().default(false),
    detailsSubmitted: bool("details_submitted").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("stripe_accounts_account_unique").on(t.stripeAccountId)],
);

export const COUPON_TYPES = ["percentage", "fixed"] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/** A discount on a top-up: it lowers what the card is charged, never the tokens credited. */
export const coupons = sqliteTable(
  "coupons",
  {
    id: id(),
    /** Stored upper-case. */
    code: text("code").notNull(),
    type: text("type", { enum: COUPON_TYPES }).notNull(),
    /** percentage: whole percent (1-100); fixed: cents off. */
    value: integer("value").notNull(),
    expiresAt: timestamp("expires_at"),
    /** Null: no limit. */
    maxUses: integer("max_uses"),
    /**
     * Uses taken: paid ones and those reserved by payments still open (one coupon_uses row each).
     * Raised in the batch that records a payment with the coupon, so the CHECK below is what
     * refuses a use past `maxUses` (docs/money.md, "Coupons").
     */
    usedCount: integer("used_count").notNull().default(0),
    active: bool("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("coupons_code_unique").on(t.code),
    check("coupons_value_positive", sql`${t.value} > 0`),
    check("coupons_uses_within_limit", sql`${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses}`),
  ],
);

/**
 * One use of a coupon by a fan (one per fan): reserved with the payment that uses it, kept once it
 * is paid, released if that payment can no longer be paid (Checkout cancelled or expired, a saved
 * card declined).
 */
export const couponUses = sqliteTable(
  "coupon_uses",
  {
    id: id(),
    couponId: text("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    transactionId: text("transaction_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("coupon_uses_user_unique").on(t.couponId, t.userId),
    index("coupon_uses_transaction_idx").on(t.transactionId),
  ],
);

/** Token packages admins define (name, price, tokens, order, active). */
export const tokenPackages = sqliteTable(
  "token_packages",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** What the card is charged, in cents. */
    price: cents("price").notNull(),
    /** Tokens (cents) credited. */
    tokens: cents("tokens").notNull(),
    ordering: integer("ordering").notNull().default(0),
    active: bool("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("token_packages_order_idx").on(t.active, t.ordering),
    check("token_packages_price_positive", sql`${t.price} > 0`),
    check("token_packages_tokens_positive", sql`${t.tokens} > 0`),
  ],
);
