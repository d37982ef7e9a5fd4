import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, cents, createdAt, updatedAt } from "./columns";
import { users } from "./users";

export const VERIFICATION_STATUSES = ["unsubmitted", "pending", "approved", "rejected"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** A creator's profile, one-to-one with a `users` row whose role is "performer". */
export const performerProfiles = sqliteTable(
  "performer_profiles",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    bio: text("bio").notNull().default(""),
    gender: text("gender"),
    sexualOrientation: text("sexual_orientation"),
    ageRange: text("age_range"),
    height: text("height"),
    weight: text("weight"),
    bodyType: text("body_type"),
    ethnicity: text("ethnicity"),
    hair: text("hair"),
    eyes: text("eyes"),
    size: text("size"),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    /** JSON array of ISO 639-1 codes. */
    languages: text("languages", { mode: "json" }).$type<string[]>().notNull().default([]),
    welcomeVideoFileId: text("welcome_video_file_id"),
    monthlyPrice: cents("monthly_price").notNull().default(995),
    yearlyPrice: cents("yearly_price").notNull().default(9995),
    isFreeSubscription: bool("is_free_subscription").notNull().default(false),
    /** Days of a free subscription; null falls back to the freeSubscriptionDuration setting. */
    freeSubscriptionDays: integer("free_subscription_days"),
    /** When the creator (or an admin for them) last saved the subscription prices; null until then. */
    pricesSetAt: integer("prices_set_at"),
    /** Commission override as a fraction (0.2 = 20%); null uses the setting, 0 means 0. */
    commission: real("commission"),
    verificationStatus: text("verification_status", { enum: VERIFICATION_STATUSES })
      .notNull()
      .default("unsubmitted"),
    /** JSON array of file ids of the ID documents sent for review. */
    documentFileIds: text("document_file_ids", { mode: "json" }).$type<string[]>().notNull().default([]),
    totalFollowers: integer("total_followers").notNull().default(0),
    totalSubscribers: integer("total_subscribers").notNull().default(0),
    /**
     * The creator's subscriptions whose `keptAs` is "active", and those whose `keptAs` is set
     * (ever started): recounted in the batch of every subscription write, so the Subscribers and
     * Expired lists count from them (functions/money/subscriptions/terms.ts, `recountSubscribers`).
     */
    activeSubscriptions: integer("active_subscriptions").notNull().default(0),
    startedSubscriptions: integer("started_subscriptions").notNull().default(0),
    totalLikes: integer("total_likes").notNull().default(0),
    totalViews: integer("total_views").notNull().default(0),
    totalPosts: integer("total_posts").notNull().default(0),
    totalPhotos: integer("total_photos").notNull().default(0),
    totalVideos: integer("total_videos").notNull().default(0),
    totalGalleries: integer("total_galleries").notNull().default(0),
    totalProducts: integer("total_products").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Search and discovery walk the verified creators in the order of their list (popular,
    // subscribers, latest; functions/identity/performers/discovery.ts) and stop at the page; the admin's
    // verification queue is their prefix. The plain one holds them in the order they joined
    // (rowid): the random handful reads from a random point of it.
    index("performer_profiles_verification_idx").on(t.verificationStatus),
    index("performer_profiles_followers_idx").on(t.verificationStatus, t.totalFollowers),
    index("performer_profiles_subscribers_idx").on(t.verificationStatus, t.totalSubscribers),
    index("performer_profiles_created_idx").on(t.verificationStatus, t.createdAt),
  ],
);

export const PAYOUT_METHODS = ["banking", "paypal"] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/**
 * Where a creator's payouts go: bank transfer details and/or a PayPal email. Only the creator
 * (and the payout process) ever reads this; it is never part of a public profile.
 */
export const performerPayoutSettings = sqliteTable("performer_payout_settings", {
  performerId: text("performer_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The method the creator prefers; null until they saved one. */
  preferredMethod: text("preferred_method", { enum: PAYOUT_METHODS }),
  bankFirstName: text("bank_first_name"),
  bankLastName: text("bank_last_name"),
  bankName: text("bank_name"),
  bankAccount: text("bank_account"),
  bankRouting: text("bank_routing"),
  bankSwiftCode: text("bank_swift_code"),
  bankAddress: text("bank_address"),
  bankCity: text("bank_city"),
  bankState: text("bank_state"),
  bankCountry: text("bank_country"),
  paypalEmail: text("paypal_email"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
