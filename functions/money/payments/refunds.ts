/**
 * A card payment refunded at Stripe (webhook `refund.created` / `refund.updated`, succeeded):
 * the tokens it bought leave the payer's wallet, and what the payer already spent becomes a
 * receivable (`receivable:<user>`): never a negative balance. A full refund of a card
 * subscription's payment first refunds the subscription charge (the creator's earning and the
 * access go with it). Once per Stripe refund (`stripe-refund:<re_…>`).
 */
import { and, eq, sql } from "drizzle-orm";
import { walletCharges } from "../../../drizzle/schema/ledger";
import { paymentTransactions } from "../../../drizzle/schema/payments";
import { users } from "../../../drizzle/schema/users";
import type { Deps } from "../../lib/deps";
import { accounts } from "../ledger/accounts";
import { addMovement, commitMoney, newMoneyBatch, refusedBy } from "../ledger/movements";
import { addChargeRefund } from "../wallet/refund";
import { addTopUpCredit, eventStatement, transactionsOfIntent } from "./top-up";
import { findTransaction, notifyPaymentStatus, type TransactionRow } from "./transactions";

export async function cardRefunded(
  deps: Deps,
  event: { id: string; type: string },
  refund: { id: string; amount: number; paymentIntentId: string },
): Promise<void> {
  let tx: TransactionRow | undefined = (await transactionsOfIntent(deps, refund.paymentIntentId))[0];
  // A Checkout's PaymentIntent is known to us only once its success event came: ask Stripe whose it is.
  if (!tx) {
    const { transactionId } = await deps.payments.paymentIntentMetadata(refund.paymentIntentId);
    tx = transactionId ? await findTransaction(deps, transactionId) : undefined;
  }
  if (!tx) return;
  const batch = newMoneyBatch();
  // The event id first: this very event again fails there, and the webhook answers it as a duplicate.
  batch.statements.push(eventStatement(deps, event));
  // A refund proves the payment went through: credit it first if its own event is still on its way.
  const credited = tx.status === "success" || tx.status === "refunded";
  if (!credited && tx.kind === "top_up") addTopUpCredit(deps, batch, tx, refund.paymentIntentId);

  const refunded = Math.min(tx.amount, tx.refundedAmount + refund.amount);
  const full = refunded >= tx.amount;
  const tokensAfter = full ? tx.tokens : Math.floor((tx.tokens * refunded) / tx.amount);
  const tokens = tokensAfter - tx.refundedTokens;

  let wallet =
    (await deps.db.select({ balance: users.balance }).from(users).where(eq(users.id, tx.userId)))[0]
      ?.balance ?? 0;
  if (!credited && tx.kind === "top_up") wallet += tx.tokens;
  if (full && tx.kind === "subscription") {
    const [charge] = await deps.db
      .select()
      .from(walletCharges)
      .where(and(eq(walletCharges.paymentTransactionId, tx.id), eq(walletCharges.status, "paid")))
      .limit(1);
    if (charge) {
      await addChargeRefund(deps, batch, charge, { actorId: null, note: "The card payment was refunded." });
      wallet += charge.amount;
    }
  }
  const fromWallet = Math.min(tokens, Math.max(0, wallet));
  addMovement(deps, batch, {
    key: `stripe-refund:${refund.id}`,
    kind: "card_refund",
    userId: tx.userId,
    note: `Card refund ${refund.id}`,
    transfers: [
      { from: accounts.wallet(tx.userId), to: accounts.outside, amount: fromWallet, type: "top_up_refund" },
      {
        from: accounts.receivable(tx.userId),
        to: accounts.outside,
        amount: tokens - fromWallet,
        type: "refund_shortfall",
      },
    ],
  });
  batch.statements.push(
    deps.db
      .update(paymentTransactions)
      .set({
        refundedAmount: sql`min(${paymentTransactions.amount}, ${paymentTransactions.refundedAmount} + ${refund.amount})`,
        refundedTokens: tokensAfter,
        ...(full ? { status: "refunded" as const } : {}),
        updatedAt: deps.clock.now(),
      })
      .where(eq(paymentTransactions.id, tx.id)),
  );
  try {
    await commitMoney(deps, batch, []);
  } catch (err) {
    if (refusedBy(err, "UNIQUE:ledger_movements.") && (await refundRecorded(deps, refund.id))) return;
    throw err;
  }
  if (full) notifyPaymentStatus(deps, tx, "refunded");
}

async function refundRecorded(deps: Deps, refundId: string) {
  const rows = await deps.db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM ledger_movements WHERE key = ${`stripe-refund:${refundId}`}`,
  );
  return (rows[0]?.n ?? 0) > 0;
}
