import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, updatedAt } from "./columns";
import { users } from "./users";

/** trial: a promotion's free days; bundle: several months paid at once. Both renew as monthly. */
export const SUBSCRIPTION_TYPES = ["monthly", "yearly", "free", "trial", "bundle"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const SUBSCRIPTION_STATUSES = ["created", "active", "deactivated"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** How a creator's kept subscription counts count a row (`keptAs` below). */
export const KEPT_AS = ["active", "ended"] as const;

/**
 * When a subscription was lost: cancelled, or else ended without a cancellation (null while it
 * holds). The statistics' "subscribers lost" (SUBSCRIPTION_LOST_DAY) and the index of rows to
 * recount say it in these same words, which is what lets SQLite use the index (no comma:
 * drizzle-kit splits an index expression at commas).
 */
export const SUBSCRIPTION_LOST_AT = sql`(CASE WHEN cancelled_at IS NOT NULL THEN cancelled_at WHEN status = 'deactivated' THEN expires_at END)`;

/**
 * The statistics' rule for subscribers gained and lost, by UTC day (86,400,000 ms; written out:
 * a bound number would reach SQLite as a real): a subscription counts as gained on the day it
 * started, once it is past "created", and as lost on the day SUBSCRIPTION_LOST_AT says. One row
 * per fan and creator is reused when the fan subscribes again, so both days can move.
 */
export const SUBSCRIPTION_GAINED_DAY = sql`(CASE WHEN status <> 'created' THEN started_at / 86400000 END)`;
export const SUBSCRIPTION_LOST_DAY = sql`(${SUBSCRIPTION_LOST_AT} / 86400000)`;
/**
 * 1 for a row whose kept days (gainedDay, lostDay) are not what the rule says now: a row a write
 * changed since the last recount. Its index (`subscriptions_days_unkept_idx`) finds those rows
 * without walking the creator's others; a read must say it in these same words, `= 1`.
 */
export const SUBSCRIPTION_DAYS_UNKEPT = sql`(gained_day IS NOT ${SUBSCRIPTION_GAINED_DAY} OR lost_day IS NOT ${SUBSCRIPTION_LOST_DAY})`;

/**
 * A fan's subscription to a creator, one row per pair. It grants access while status is "active"
 * and expiresAt is in the future (functions/identity/access/service.ts); renewals move expiresAt on.
 */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: SUBSCRIPTION_TYPES }).notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("created"),
    startedAt: timestamp("started_at"),
    expiresAt: timestamp("expires_at"),
    cancelledAt: timestamp("cancelled_at"),
    /** "wallet" (renewed by the cron job from the balance) or "stripe" (renewed by Stripe's webhooks). */
    paymentGateway: text("payment_gateway"),
    /** The Stripe subscription of a card subscription. */
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** When this fan's one free subscription to this creator started (free is once per pair). */
    freeTrialUsedAt: timestamp("free_trial_used_at"),
    /** A promotion's discount on the renewals still to come: percent off, for this many periods. */
    discountPercent: integer("discount_percent"),
    discountedPeriodsLeft: integer("discounted_periods_left").notNull().default(0),
    /**
     * How the creator's kept counts (performer_profiles.active_subscriptions and
     * started_subscriptions) count this row: "active" in both, "ended" in the started one only,
     * null in neither. Set from status and startedAt by the recount in the batch of every
     * subscription write (functions/money/subscriptions/terms.ts, `recountSubscribers`); a row
     * another write changed since (a refund) differs from it, and the lists read those few rows.
     */
    keptAs: text("kept_as", { enum: KEPT_AS }),
    /**
     * The days this row is counted on in `subscription_days` (SUBSCRIPTION_GAINED_DAY and
     * SUBSCRIPTION_LOST_DAY when it was last recounted; null: not counted), moved with the counts
     * by the same recount as keptAs.
     */
    gainedDay: integer("gained_day"),
    lostDay: integer("lost_day"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_user_performer_uq").on(t.userId, t.performerId),
    // A creator's subscriptions by status (also the prefix every per-creator status read uses):
    // the Subscribers list's page newest first, walked in this order and stopped at the page
    // (functions/messaging/lists/service.ts, `firstMembers`; covering, with the fan and the expiry).
    index("subscriptions_subscribers_idx").on(t.performerId, t.status, t.startedAt, t.userId, t.expiresAt),
    // The Expired list's page, latest end first: one range per status (and per run-out or missing
    // expiry of the active ones), each stopped at the page.
    index("subscriptions_ended_idx").on(t.performerId, t.status, t.expiresAt, t.userId, t.startedAt),
    index("subscriptions_expires_idx").on(t.status, t.expiresAt),
    // The rows a creator's kept counts count differently from what they are now (the Subscribers
    // and Expired lists' counts, functions/messaging/lists/service.ts): a few index entries each.
    index("subscriptions_kept_idx").on(t.performerId, t.keptAs, t.status, t.expiresAt, t.startedAt),
    // The rows whose kept days are not what the rule says now (subscription_days below).
    index("subscriptions_days_unkept_idx").on(t.performerId, SUBSCRIPTION_DAYS_UNKEPT),
    index("subscriptions_stripe_idx").on(t.stripeSubscriptionId),
    // The admin's list of every subscription, newest first, and the dashboard's new ones by day.
    index("subscriptions_created_idx").on(t.createdAt, t.id),
    index("subscriptions_status_created_idx").on(t.status, t.createdAt, t.id),
    // A fan's own subscriptions, newest first (also when only the active ones are asked for, which
    // otherwise went through subscriptions_expires_idx: every active subscription of the site).
    index("subscriptions_user_created_idx").on(t.userId, t.createdAt, t.id),
  ],
);

/**
 * A creator's subscribers gained and lost by UTC day (the statistics' rule above), kept so that a
 * period reads a row per day, not every subscription of it: how many of the creator's subscription
 * rows count on that day now. Moved by `recountSubscribers` (functions/money/ledger/
 * subscriber-counts.ts), last in every batch that changes a subscription.
 */
export const subscriptionDays = sqliteTable(
  "subscription_days",
  {
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    gained: integer("gained").notNull().default(0),
    lost: integer("lost").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.performerId, t.day] })],
);

export const PROMOTION_KINDS = ["discount", "trial"] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_AUDIENCES = ["new", "expired", "both"] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];

/**
 * A creator's promotion (docs/money.md, "Promotions and bundles"): a discount on the first months
 * of a monthly subscription, or free trial days, for new and/or expired subscribers, by code.
 */
export const subscriptionPromotions = sqliteTable(
  "subscription_promotions",
  {
    id: text("id").primaryKey(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Stored upper-case; the link is `/{username}?promo={code}`. */
    code: text("code").notNull(),
    kind: text("kind", { enum: PROMOTION_KINDS }).notNull(),
    audience: text("audience", { enum: PROMOTION_AUDIENCES }).notNull(),
    /** discount: whole percent off. */
    percent: integer("percent"),
    /** discount: how many monthly periods are discounted (the first one included). */
    months: integer("months"),
    /** trial: free days. */
    trialDays: integer("trial_days"),
    /** Null: no limit. */
    maxClaims: integer("max_claims"),
    /**
     * Claims taken, raised in the batch that subscribes the fan, so the CHECK below is what refuses
     * a claim past `maxClaims` however many arrive at once.
     */
    claimCount: integer("claim_count").notNull().default(0),
    endsAt: timestamp("ends_at"),
    /** Ended early by the creator. */
    endedAt: timestamp("ended_at"),
    message: text("message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscription_promotions_code_uq").on(t.code),
    index("subscription_promotions_performer_idx").on(t.performerId, t.createdAt),
    check(
      "subscription_promotions_claims_within_limit",
      sql`${t.maxClaims} IS NULL OR ${t.claimCount} <= ${t.maxClaims}`,
    ),
  ],
);

/** One fan's claim of a promotion (one per fan and promotion), written with the subscription. */
export const promotionClaims = sqliteTable(
  "promotion_claims",
  {
    id: text("id").primaryKey(),
    promotionId: text("promotion_id")
      .notNull()
      .references(() => subscriptionPromotions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Cents paid for the first period (0 for a trial). */
    price: integer("price").notNull(),
    /** The subscribe request's Idempotency-Key (a trial has no charge to replay). */
    idempotencyKey: text("idempotency_key"),
    fingerprint: text("fingerprint"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promotion_claims_user_uq").on(t.promotionId, t.userId),
    uniqueIndex("promotion_claims_key_uq").on(t.userId, t.idempotencyKey),
  ],
);

/** A creator's multi-month bundle: `months` paid at once with `percent` off. */
export const subscriptionBundles = sqliteTable(
  "subscription_bundles",
  {
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    months: integer("months").notNull(),
    percent: integer("percent").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.performerId, t.months] }),
    check("subscription_bundles_percent_range", sql`${t.percent} BETWEEN 1 AND 90`),
  ],
);
