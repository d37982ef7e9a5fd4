import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { bool, cents, createdAt, id, timestamp, updatedAt } from "./columns";

export const USER_ROLES = ["fan", "performer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_STATUSES = ["active", "inactive"] as const;

export const users = sqliteTable(
  "users",
  {
    id: id(),
    role: text("role", { enum: USER_ROLES }).notNull().default("fan"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("active"),
    name: text("name").notNull().default(""),
    /** Stored lower-case; null until set (social logins may lack one). */
    username: text("username"),
    email: text("email"),
    emailVerified: bool("email_verified").notNull().default(false),
    passwordHash: text("password_hash"),
    avatarFileId: text("avatar_file_id"),
    coverFileId: text("cover_file_id"),
    gender: text("gender"),
    country: text("country"),
    /** Wallet balance in cents; the CHECK makes an overdraft fail the whole batch. */
    balance: cents("balance").notNull().default(0),
    /**
     * Presence: online while this lies in the future. The user's notification room sets it when
     * their first socket opens, refreshes it while any is open and clears it when the last closes
     * (functions/identity/presence/service.ts); the expiry covers a room that went away without closing.
     */
    onlineUntil: timestamp("online_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(t.username),
    uniqueIndex("users_email_unique").on(t.email),
    // The admin's user lists, newest first (all, by role, by status) and the dashboard's counts by
    // status; `id` breaks ties so a page is read in the index's order (tests/api/query-plans.test.ts).
    index("users_created_idx").on(t.createdAt, t.id),
    index("users_role_idx").on(t.role, t.createdAt, t.id),
    index("users_status_created_idx").on(t.status, t.createdAt, t.id),
    check("users_balance_non_negative", sql`${t.balance} >= 0`),
  ],
);

export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    /** SHA-256 (hex) of the opaque token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    remember: bool("remember").notNull().default(false),
    expiresAt: timestamp("expires_at").notNull(),
    revokedAt: timestamp("revoked_at"),
    userAgent: text("user_agent"),
    /** The visitor country (ISO alpha-2) of the last request seen, for "where am I signed in". */
    country: text("country"),
    /** When the session was last used, to within SESSION_SEEN_EVERY_MS (null: not since its creation). */
    lastSeenAt: timestamp("last_seen_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sessions_token_hash_unique").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/**
 * Two-factor sign-in (TOTP, RFC 6238) of an account: the shared secret, encrypted with a key
 * derived from the signing secret (functions/identity/accounts/two-factor.ts), so a copy of the database
 * alone cannot produce codes. A row without `enabledAt` is a set-up waiting for its first code.
 */
export const userTwoFactor = sqliteTable("user_two_factor", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** AES-GCM ciphertext of the base32 secret (`v1.<iv>.<ciphertext>`, base64url). */
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at"),
  /** The last 30-second step a code was accepted for: a code is good once (no replay). */
  lastUsedStep: integer("last_used_step"),
  createdAt: createdAt(),
});

/** One-time recovery codes of an account with two-factor sign-in, stored as SHA-256; each works once. */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_unique").on(t.userId, t.codeHash)],
);

export const TOKEN_PURPOSES = ["email_verification", "password_reset", "email_change"] as const;

/** One-time tokens mailed to users (email verification, password reset, email change); stored hashed. */
export const userTokens = sqliteTable(
  "user_tokens",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: TOKEN_PURPOSES }).notNull(),
    /** email_change: the new address, which replaces the account's once the link is opened. */
    email: text("email"),
    expiresAt: timestamp("expires_at").notNull(),
    usedAt: timestamp("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_tokens_hash_unique").on(t.tokenHash), index("user_tokens_user_idx").on(t.userId)],
);

/** Fixed-window counters for rate limits (login failures, registration, forgot password). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  expiresAt: timestamp("expires_at").notNull(),
});
