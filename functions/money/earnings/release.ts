/**
 * Cron: earnings whose holding period has ended become available for payout, moving the net from
 * `holding` to `earnings`. The key `earning-held:<earning>` is claimed by whichever takes the
 * earning out of holding first, this release or a refund (wallet/refund.ts): never both.
 */
import { and, eq, lte } from "drizzle-orm";
import { earnings } from "../../../drizzle/schema/ledger";
import type { Deps } from "../../lib/deps";
import { accounts } from "../ledger/accounts";
import { addMovement, commitMoney, newMoneyBatch, refusedBy } from "../ledger/movements";
import { heldEarningKey } from "../ledger/sale";

const BATCH = 200;

export async function releaseHeldEarnings(deps: Deps) {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(earnings)
    .where(and(eq(earnings.status, "holding"), lte(earnings.availableAt, now)))
    .orderBy(earnings.availableAt)
    .limit(BATCH);
  let released = 0;
  for (const earning of due) {
    const batch = newMoneyBatch();
    addMovement(deps, batch, {
      key: heldEarningKey(earning.id),
      kind: "earning_release",
      userId: earning.performerId,
      transfers: [
        {
          from: accounts.holding(earning.performerId),
          to: accounts.earnings(earning.performerId),
          amount: earning.net,
          type: "earning_release",
        },
      ],
    });
    batch.statements.push(
      deps.db
        .update(earnings)
        .set({ status: "available", updatedAt: now })
        .where(and(eq(earnings.id, earning.id), eq(earnings.status, "holding"))),
    );
    try {
      await commitMoney(deps, batch, []);
      released++;
    } catch (err) {
      // Another run released it, or it was refunded meanwhile (its net already left holding).
      if (refusedBy(err, "UNIQUE:ledger_movements.") || refusedBy(err, "CHECK:ledger_accounts_non_negative"))
        continue;
      throw err;
    }
  }
  return released;
}
