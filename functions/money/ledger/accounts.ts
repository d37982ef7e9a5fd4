/**
 * The accounts of the ledger (docs/money.md). A wallet is `users.balance`; the others are rows of
 * `ledger_accounts`, created by the first movement that touches them.
 */
import type { AccountKind } from "../../../drizzle/schema/ledger";

export interface Account {
  /** `wallet:<userId>`, `earnings:<userId>`, `platform:commission`, ... */
  id: string;
  kind: AccountKind;
  ownerId: string | null;
}

const owned = (kind: AccountKind, userId: string): Account => ({
  id: `${kind}:${userId}`,
  kind,
  ownerId: userId,
});

export const accounts = {
  /** A user's spendable tokens (users.balance, never below 0). */
  wallet: (userId: string) => owned("wallet", userId),
  /** A creator's net earnings that can be paid out. */
  earnings: (userId: string) => owned("earnings", userId),
  /** A creator's earnings still in the holding period. */
  holding: (userId: string) => owned("holding", userId),
  /** A creator's earnings reserved by payout requests. */
  reserve: (userId: string) => owned("reserve", userId),
  /** What a user owes the platform (never above 0). */
  receivable: (userId: string) => owned("receivable", userId),
  commission: { id: "platform:commission", kind: "commission", ownerId: null } as Account,
  /** The world outside: tokens enter from it (paid top-ups) and leave to it (payouts). */
  outside: { id: "platform:outside", kind: "outside", ownerId: null } as Account,
};
