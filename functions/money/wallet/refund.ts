/**
 * Undoing a wallet charge (docs/money.md, "Refund of a charge"): the payer gets the gross back in
 * their wallet, the creator loses the net (what they no longer have becomes what they owe), the
 * platform its commission; the earning is marked refunded and what the charge bought is undone
 * (the purchase, stock and order, the amount raised, subscription access) and it leaves the
 * earnings' kept figures (ledger/earning-figures.ts). Once per charge: the
 * movement's key is `refund:<charge>`.
 */

import { and, eq, sql } from "drizzle-orm";
import { earnings, ledgerAccounts, walletCharges } from "../../../drizzle/schema/ledger";
import { purchases } from "../../../drizzle/schema/purchases";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { accounts } from "../ledger/accounts";
import { earningFigureStatements } from "../ledger/earning-figures";
import { addMovement, type MoneyBatch, type Refusals } from "../ledger/movements";
import { earningAccount, heldEarningKey } from "../ledger/sale";
import { recountSubscribers } from "../ledger/subscriber-counts";
import type { ChargeRow } from "./charge";
import { saleKind } from "./sales";

/** A refund that lost a race (another refund, a release, a payout request) changed nothing. */
export const CHARGE_REFUND_REFUSALS: Refusals = [
  [
    "UNIQUE:ledger_movements.",
    () => new AppError("conflict", { message: "This charge just changed; try again." }),
  ],
  [
    "CHECK:ledger_accounts_non_negative",
    () => new AppError("conflict", { message: "The creator's balance just changed; try again." }),
  ],
];

async function accountBalance(deps: Deps, accountId: string): Promise<number> {
  const [row] = await deps.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId))
    .limit(1);
  return row?.balance ?? 0;
}

/** Adds the refund of a paid charge to a batch; 409 when it is already refunded. */
export async function addChargeRefund(
  deps: Deps,
  batch: MoneyBatch,
  charge: ChargeRow,
  why: { actorId: string | null; note: string },
): Promise<void> {
  if (charge.status === "refunded") throw new AppError("already_refunded");
  const [earning] = await deps.db.select().from(earnings).where(eq(earnings.chargeId, charge.id)).limit(1);
  if (!earning || earning.status === "refunded") throw new AppError("already_refunded");
  const creatorAccount = earningAccount(charge.performerId, earning.status);
  const fromCreator = Math.min(charge.net, Math.max(0, await accountBalance(deps, creatorAccount.id)));
  const payer = accounts.wallet(charge.userId);
  const now = deps.clock.now();
  addMovement(deps, batch, {
    key: `refund:${charge.id}`,
    kind: "charge_refund",
    userId: charge.userId,
    actorId: why.actorId,
    note: why.note,
    transfers: [
      { from: creatorAccount, to: payer, amount: fromCreator, type: "charge_refund" },
      {
        from: accounts.receivable(charge.performerId),
        to: payer,
        amount: charge.net - fromCreator,
        type: "refund_shortfall",
      },
      { from: accounts.commission, to: payer, amount: charge.commission, type: "charge_refund" },
    ],
  });
  if (earning.status === "holding") {
    // Taking it out of holding races its release by the cron job: the first to claim this key wins.
    addMovement(deps, batch, {
      key: heldEarningKey(earning.id),
      kind: "charge_refund",
      userId: charge.userId,
      transfers: [],
    });
  }
  batch.statements.push(
    deps.db
      .update(walletCharges)
      .set({ status: "refunded", refundedAt: now, updatedAt: now })
      .where(eq(walletCharges.id, charge.id)),
    deps.db.update(earnings).set({ status: "refunded", updatedAt: now }).where(eq(earnings.id, earning.id)),
    ...earningFigureStatements(deps, earning, -1),
    deps.db
      .delete(purchases)
      .where(
        and(
          eq(purchases.userId, charge.userId),
          sql`${purchases.itemType} = ${charge.type}`,
          eq(purchases.itemId, charge.targetId),
        ),
      ),
    ...(saleKind(charge.type)?.onRefund?.(deps, charge) ?? []),
  );
  if (charge.type === "subscription") {
    // A refunded subscription payment ends the access it paid for.
    batch.statements.push(
      deps.db
        .update(subscriptions)
        .set({
          status: "deactivated",
          expiresAt: sql`min(coalesce(${subscriptions.expiresAt}, ${now}), ${now})`,
          cancelledAt: sql`coalesce(${subscriptions.cancelledAt}, ${now})`,
          updatedAt: now,
        })
        .where(
          and(eq(subscriptions.userId, charge.userId), eq(subscriptions.performerId, charge.performerId)),
        ),
      // The creator's subscriber counts follow the access it ended, in the same batch.
      ...recountSubscribers(deps, charge.performerId),
    );
  }
}
