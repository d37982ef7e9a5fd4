import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { cents, createdAt, id, timestamp, updatedAt } from "./columns";
import { users } from "./users";

/**
 * The money ledger (docs/money.md). A wallet's balance is `users.balance`; every other account's
 * cached balance is here. The CHECKs are what refuse an overdraft: a conditional UPDATE that
 * matches no row would not abort a D1 batch, a failed CHECK does.
 */
export const ACCOUNT_KINDS = [
  "earnings",
  "holding",
  "reserve",
  "receivable",
  "commission",
  "outside",
] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number] | "wallet";

export const ledgerAccounts = sqliteTable(
  "ledger_accounts",
  {
    /** `earnings:<userId>`, `platform:commission`, ... (functions/money/ledger/accounts.ts). */
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ACCOUNT_KINDS }).notNull(),
    ownerId: text("owner_id"),
    balance: cents("balance").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("ledger_accounts_owner_idx").on(t.ownerId),
    check("ledger_accounts_non_negative", sql`${t.kind} IN ('receivable', 'outside') OR ${t.balance} >= 0`),
    check("ledger_accounts_receivable_owed", sql`${t.kind} <> 'receivable' OR ${t.balance} <= 0`),
  ],
);

export const MOVEMENT_KINDS = [
  "top_up",
  "charge",
  "card_subscription",
  "charge_refund",
  "card_refund",
  "earning_release",
  "payout",
  "adjustment",
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** One money movement: its ledger rows move together, once (the unique key). */
export const ledgerMovements = sqliteTable(
  "ledger_movements",
  {
    id: id(),
    /** What makes the movement happen once: `payment:<tx>`, `charge:<id>`, `release:<earning>`... */
    key: text("key").notNull(),
    kind: text("kind", { enum: MOVEMENT_KINDS }).notNull(),
    /** The user the movement is about (payer, creator, adjusted user). */
    userId: text("user_id"),
    /** The admin who made it (adjustments, payouts, refunds); null for the user's own actions. */
    actorId: text("actor_id"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("ledger_movements_key_unique").on(t.key),
    // A user's movements, and of one kind newest first (the wallet's adjustments page of 10 reads
    // that many rows and stops).
    index("ledger_movements_user_idx").on(t.userId, t.kind, t.createdAt),
  ],
);

export const LEDGER_ROW_TYPES = [
  "top_up",
  "top_up_refund",
  "creator_earning",
  "platform_commission",
  "earning_release",
  "charge_refund",
  "refund_shortfall",
  "payout_reserve",
  "payout_release",
  "payout_paid",
  "admin_credit",
  "admin_debit",
] as const;
export type LedgerRowType = (typeof LEDGER_ROW_TYPES)[number];

/** Append-only: each row moves a positive amount from one account to another. */
export const ledger = sqliteTable(
  "ledger",
  {
    id: id(),
    movementId: text("movement_id")
      .notNull()
      .references(() => ledgerMovements.id),
    fromAccount: text("from_account").notNull(),
    toAccount: text("to_account").notNull(),
    amount: cents("amount").notNull(),
    type: text("type", { enum: LEDGER_ROW_TYPES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("ledger_from_idx").on(t.fromAccount, t.createdAt),
    index("ledger_to_idx").on(t.toAccount, t.createdAt),
    index("ledger_movement_idx").on(t.movementId),
    // The admin dashboard's money by day over the last 7-90 days.
    index("ledger_created_idx").on(t.createdAt),
    check("ledger_amount_positive", sql`${t.amount} > 0`),
    check("ledger_two_accounts", sql`${t.fromAccount} <> ${t.toAccount}`),
  ],
);

export const CHARGE_TYPES = [
  "tip",
  "feed",
  "video",
  "gallery",
  "product",
  "message",
  "stream",
  "crowdfunding",
  "subscription",
] as const;
export type ChargeType = (typeof CHARGE_TYPES)[number];
export const CHARGE_STATUSES = ["paid", "refunded"] as const;

/**
 * A payment from a wallet to a creator: what fans see as their spending and creators as a sale.
 * `(user_id, idempotency_key)` is unique: the same key replays the stored charge.
 */
export const walletCharges = sqliteTable(
  "wallet_charges",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: CHARGE_TYPES }).notNull(),
    /** What was paid for: the item, the creator (tip, subscription) or the crowdfunding goal. */
    targetId: text("target_id").notNull(),
    amount: cents("amount").notNull(),
    commission: cents("commission").notNull(),
    net: cents("net").notNull(),
    quantity: integer("quantity").notNull().default(1),
    /** A tip's message. */
    message: text("message"),
    description: text("description").notNull().default(""),
    status: text("status", { enum: CHARGE_STATUSES }).notNull().default("paid"),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The request the key was first used for; the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    /** Set when a card payment paid for it (card subscriptions): the tokens came in just for it. */
    paymentTransactionId: text("payment_transaction_id"),
    refundedAt: timestamp("refunded_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("wallet_charges_idempotency_unique").on(t.userId, t.idempotencyKey),
    index("wallet_charges_user_idx").on(t.userId, t.createdAt),
    index("wallet_charges_performer_idx").on(t.performerId, t.createdAt),
    index("wallet_charges_target_idx").on(t.type, t.targetId),
    check("wallet_charges_amount_positive", sql`${t.amount} > 0`),
    check("wallet_charges_split", sql`${t.net} + ${t.commission} = ${t.amount}`),
  ],
);

export const EARNING_STATUSES = ["holding", "available", "refunded"] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

/** A creator's share of one charge (one per charge). */
export const earnings = sqliteTable(
  "earnings",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The fan who paid. */
    userId: text("user_id").notNull(),
    chargeId: text("charge_id")
      .notNull()
      .references(() => walletCharges.id),
    type: text("type", { enum: CHARGE_TYPES }).notNull(),
    gross: cents("gross").notNull(),
    commission: cents("commission").notNull(),
    net: cents("net").notNull(),
    status: text("status", { enum: EARNING_STATUSES }).notNull(),
    /** When it can be paid out (the end of the holding period). */
    availableAt: timestamp("available_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("earnings_charge_unique").on(t.chargeId),
    // A creator's earnings by date, with what statistics and the money lists sum and group
    // (status, kind, amounts, fan): their aggregates of a period walk the index alone.
    index("earnings_performer_idx").on(
      t.performerId,
      t.createdAt,
      t.status,
      t.type,
      t.gross,
      t.net,
      t.userId,
    ),
    index("earnings_holding_idx").on(t.status, t.availableAt),
    // The admin's list of every creator's earnings, newest first.
    index("earnings_created_idx").on(t.createdAt, t.id),
    index("earnings_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
);

export const PAYOUT_STATUSES = ["pending", "approved", "rejected", "done"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
export const PAYOUT_REQUEST_METHODS = ["banking", "paypal", "stripe"] as const;
export type PayoutRequestMethod = (typeof PAYOUT_REQUEST_METHODS)[number];

/**
 * A creator's request to be paid. Its amount is reserved (earnings -> reserve) when made; the
 * partial unique index allows one pending request per creator. `version` moves with every change,
 * and each change claims the ledger key `payout:<id>:v<version>`.
 */
export const payoutRequests = sqliteTable(
  "payout_requests",
  {
    id: id(),
    performerId: text("performer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: cents("amount").notNull(),
    status: text("status", { enum: PAYOUT_STATUSES }).notNull().default("pending"),
    paymentMethod: text("payment_method", { enum: PAYOUT_REQUEST_METHODS }).notNull(),
    requestNote: text("request_note").notNull().default(""),
    adminNote: text("admin_note"),
    /** The bank, PayPal or Stripe transfer reference once paid. */
    reference: text("reference"),
    version: integer("version").notNull().default(1),
    /** The creator's Idempotency-Key of the request that made it. */
    idempotencyKey: text("idempotency_key"),
    decidedAt: timestamp("decided_at"),
    paidAt: timestamp("paid_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payout_requests_one_pending").on(t.performerId).where(sql`${t.status} = 'pending'`),
    uniqueIndex("payout_requests_idempotency_unique").on(t.performerId, t.idempotencyKey),
    index("payout_requests_performer_idx").on(t.performerId, t.createdAt),
    index("payout_requests_status_idx").on(t.status, t.createdAt),
    // The admin's list of every request, newest first.
    index("payout_requests_created_idx").on(t.createdAt, t.id),
    check("payout_requests_amount_positive", sql`${t.amount} > 0`),
  ],
);
