/**
 * How money moves (docs/money.md): a MoneyBatch collects movements (ledger rows with the balance
 * changes they make) and the domain rows that go with them (a charge, an earning, a purchase...),
 * and `commitMoney` runs them as ONE D1 batch. Guarantees come from statements that fail: the
 * movement's unique key (nothing happens twice), the balance CHECKs (nothing is overspent).
 * Whatever fails, nothing of the batch is written.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  type LedgerRowType,
  ledger,
  ledgerAccounts,
  ledgerMovements,
  type MovementKind,
} from "../../../drizzle/schema/ledger";
import { users } from "../../../drizzle/schema/users";
import type { AppError } from "../../errors";
import { deliverNotifications } from "../../identity/notifications/service";
import { failedConstraint } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import type { Account } from "./accounts";

export interface Transfer {
  from: Account;
  to: Account;
  /** Cents; a transfer of 0 is left out. */
  amount: number;
  type: LedgerRowType;
}

export interface Movement {
  /** Unique across all movements: a second movement with the same key fails the whole batch. */
  key: string;
  kind: MovementKind;
  userId?: string | null;
  actorId?: string | null;
  note?: string | null;
  transfers: Transfer[];
}

export interface MoneyBatch {
  statements: BatchItem<"sqlite">[];
  /** Wallet changes by user id (cents), pushed to the users' rooms once the batch is written. */
  walletChanges: Map<string, number>;
  /** People the batch may notify (its notification statements), told live once it is written. */
  notified: string[];
}

export const newMoneyBatch = (): MoneyBatch => ({ statements: [], walletChanges: new Map(), notified: [] });

/**
 * The statements that add `delta` cents to an account. A ledger account is made (at 0) if it does
 * not exist yet and then changed by a plain UPDATE, so the CHECK judges the balance it ends at
 * (SQLite checks an upsert's proposed row before it sees the conflict, which would refuse every
 * debit of an existing account).
 */
function changeBalance(deps: Deps, account: Account, delta: number, now: number): BatchItem<"sqlite">[] {
  if (account.kind === "wallet") {
    return [
      deps.db
        .update(users)
        .set({ balance: sql`${users.balance} + ${delta}` })
        .where(eq(users.id, account.ownerId ?? "")),
    ];
  }
  return [
    deps.db
      .insert(ledgerAccounts)
      .values({
        id: account.id,
        kind: account.kind,
        ownerId: account.ownerId,
        balance: 0,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing(),
    deps.db
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${delta}`, updatedAt: now })
      .where(eq(ledgerAccounts.id, account.id)),
  ];
}

/** Adds a movement: its key row, then per transfer: debit, credit, ledger row. */
export function addMovement(deps: Deps, batch: MoneyBatch, movement: Movement): string {
  const id = deps.ids.next();
  const now = deps.clock.now();
  batch.statements.push(
    deps.db.insert(ledgerMovements).values({
      id,
      key: movement.key,
      kind: movement.kind,
      userId: movement.userId ?? null,
      actorId: movement.actorId ?? null,
      note: movement.note ?? null,
      createdAt: now,
    }),
  );
  for (const t of movement.transfers) {
    if (t.amount === 0) continue;
    if (!Number.isInteger(t.amount) || t.amount < 0) throw new Error(`invalid transfer amount ${t.amount}`);
    batch.statements.push(
      ...changeBalance(deps, t.from, -t.amount, now),
      ...changeBalance(deps, t.to, t.amount, now),
      deps.db.insert(ledger).values({
        id: deps.ids.next(),
        movementId: id,
        fromAccount: t.from.id,
        toAccount: t.to.id,
        amount: t.amount,
        type: t.type,
        createdAt: now,
      }),
    );
    for (const [account, delta] of [
      [t.from, -t.amount],
      [t.to, t.amount],
    ] as const) {
      if (account.kind === "wallet" && account.ownerId) {
        batch.walletChanges.set(account.ownerId, (batch.walletChanges.get(account.ownerId) ?? 0) + delta);
      }
    }
  }
  return id;
}

/**
 * What a failed constraint means to the caller: keys are `CHECK:<name>` or `UNIQUE:<table>.`
 * prefixes (see failedConstraint); the first that matches is thrown. An unlisted failure is
 * rethrown as it is (a bug, not a user's mistake).
 */
export type Refusals = [prefix: string, error: () => AppError][];

/** The one refusal every wallet debit shares: not enough tokens is a 402 that changed nothing. */
export const OVERDRAFT = "CHECK:users_balance_non_negative";

/**
 * Runs the batch (one D1 transaction) and maps a refused constraint through `refusals`. Once
 * written, each wallet that changed gets a `balance/updated` event on its user room.
 */
export async function commitMoney(deps: Deps, batch: MoneyBatch, refusals: Refusals): Promise<void> {
  const [first, ...rest] = batch.statements;
  if (!first) return;
  try {
    await deps.db.batch([first, ...rest]);
  } catch (err) {
    const constraint = failedConstraint(err);
    const match = constraint ? refusals.find(([prefix]) => constraint.startsWith(prefix)) : undefined;
    if (match) throw match[1]();
    throw err;
  }
  notifyBalances(deps, batch.walletChanges);
  deliverNotifications(deps, batch.notified);
}

/** Pushes each changed wallet's balance (read after the write) and the change; best effort. */
function notifyBalances(deps: Deps, changes: ReadonlyMap<string, number>) {
  const ids = [...changes].filter(([, delta]) => delta !== 0).map(([id]) => id);
  if (ids.length === 0) return;
  deps.waitUntil(
    (async () => {
      const rows = await deps.db
        .select({ id: users.id, balance: users.balance })
        .from(users)
        .where(inArray(users.id, ids));
      await Promise.all(
        rows.map((row) =>
          deps.realtime.notifyUser(row.id, {
            event: "balance/updated",
            data: { balance: toTokens(row.balance), change: toTokens(changes.get(row.id) ?? 0) },
          }),
        ),
      );
    })(),
  );
}

/** Whether an error is this exact constraint refusing (for callers that recover, e.g. a replay). */
export const refusedBy = (err: unknown, prefix: string) => failedConstraint(err)?.startsWith(prefix) ?? false;
