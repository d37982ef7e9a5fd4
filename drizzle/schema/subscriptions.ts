import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, timestamp, updatedAt } from "./columns";
import { users } from "./users";

export const SUBSCRIPTION_TYPES = ["monthly", "yearly", "free"] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];
export const SUBSCRIPTION_STATUSES = ["created", "active", "deactivated"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscriptions_user_performer_uq").on(t.userId, t.performerId),
    index("subscriptions_performer_idx").on(t.performerId, t.status),
    index("subscriptions_expires_idx").on(t.status, t.expiresAt),
    index("subscriptions_stripe_idx").on(t.stripeSubscriptionId),
    // The admin's list of every subscription, newest first, and the dashboard's new ones by day.
    index("subscriptions_created_idx").on(t.createdAt, t.id),
    index("subscriptions_status_created_idx").on(t.status, t.createdAt, t.id),
    // A fan's own subscriptions, newest first (also when only the active ones are asked for, which
    // otherwise went through subscriptions_expires_idx: every active subscription of the site).
    index("subscriptions_user_created_idx").on(t.userId, t.createdAt, t.id),
  ],
);
