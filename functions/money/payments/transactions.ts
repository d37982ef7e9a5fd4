import { and, eq, gte, lte } from "drizzle-orm";
import { coupons, type PaymentStatus, paymentTransactions } from "../../../drizzle/schema/payments";
import { AppError } from "../../errors";
import { requireUser, type Viewer } from "../../identity/accounts/viewer";
import { toIso } from "../../lib/clock";
import { inJson, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { rangeMs } from "../ledger/schemas";
import type { TransactionDto, TransactionQueryInput } from "./schemas";

export type TransactionRow = typeof paymentTransactions.$inferSelect;

/** The page to send the payer to, only while the payment waits for them. */
const WAITING: readonly PaymentStatus[] = ["created", "require_authentication"];

/** Stripe expires a Checkout Session 24 hours after it is made (its default; we set no other). */
const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A payment still waiting for its payer after its Checkout page expired: never finished. (Stripe's
 * `checkout.session.expired` webhook marks it cancelled; this holds until it lands, or if it never does.)
 */
export const notCompleted = (p: Pick<TransactionDto, "status" | "createdAt">, now: number) =>
  p.status === "created" && Date.parse(p.createdAt) + CHECKOUT_LIFETIME_MS <= now;

async function presentTransactions(deps: Deps, rows: readonly TransactionRow[]): Promise<TransactionDto[]> {
  const couponIds = [...new Set(rows.flatMap((r) => (r.couponId ? [r.couponId] : [])))];
  const codes = couponIds.length
    ? new Map(
        (
          await deps.db
            .select({ id: coupons.id, code: coupons.code })
            .from(coupons)
            .where(inJson(coupons.id, couponIds))
        ).map((c) => [c.id, c.code]),
      )
    : new Map<string, string>();
  return rows.map((r) => ({
    _id: r.id,
    type: r.kind,
    provider: "stripe" as const,
    status: r.status,
    amount: toTokens(r.amount),
    tokens: toTokens(r.tokens),
    discount: toTokens(r.discount),
    couponCode: r.couponId ? (codes.get(r.couponId) ?? null) : null,
    packageId: r.packageId,
    performerId: r.performerId,
    subscriptionId: r.subscriptionId,
    redirectUrl: WAITING.includes(r.status) ? r.redirectUrl : null,
    failureReason: r.failureReason,
    refundedAmount: toTokens(r.refundedAmount),
    createdAt: toIso(r.createdAt)!,
    updatedAt: toIso(r.updatedAt)!,
  }));
}

export async function presentTransaction(deps: Deps, row: TransactionRow) {
  const [dto] = await presentTransactions(deps, [row]);
  return dto;
}

export async function findTransaction(deps: Deps, id: string): Promise<TransactionRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id))
    .limit(1);
  return row;
}

/**
 * The payment a retried request (same Idempotency-Key) already started; a different request with
 * that key is a 409.
 */
export async function previousPayment(
  deps: Deps,
  userId: string,
  key: string | null,
  fingerprint: string,
): Promise<TransactionRow | null> {
  if (!key) return null;
  const [row] = await deps.db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.userId, userId), eq(paymentTransactions.idempotencyKey, key)))
    .limit(1);
  if (!row) return null;
  if (row.fingerprint !== fingerprint) throw new AppError("idempotency_key_reused");
  return row;
}

/** Tells the payer's open pages that a payment changed (`payment/status`). */
export function notifyPaymentStatus(
  deps: Deps,
  row: Pick<TransactionRow, "id" | "userId">,
  status: PaymentStatus,
) {
  deps.waitUntil(
    deps.realtime.notifyUser(row.userId, {
      event: "payment/status",
      data: { transactionId: row.id, status },
    }),
  );
}

const TRANSACTION_SORTS = sortColumns({
  createdAt: paymentTransactions.createdAt,
  amount: paymentTransactions.amount,
});

/** `GET /payment/transactions/user/search`: the viewer's card payments (top-ups, card subscriptions). */
export async function searchTransactions(deps: Deps, viewer: Viewer | null, query: TransactionQueryInput) {
  const user = requireUser(viewer);
  const from = rangeMs(query.fromDate, false);
  const to = rangeMs(query.toDate, true);
  const where = and(
    eq(paymentTransactions.userId, user.id),
    query.type ? eq(paymentTransactions.kind, query.type) : undefined,
    query.status ? eq(paymentTransactions.status, query.status) : undefined,
    from !== null ? gte(paymentTransactions.createdAt, from) : undefined,
    to !== null ? lte(paymentTransactions.createdAt, to) : undefined,
  );
  const { rows, total } = await selectPage(deps.db, {
    from: paymentTransactions,
    where,
    orderBy: orderFor(query, TRANSACTION_SORTS, "createdAt", paymentTransactions.id),
    paging: query,
  });
  return { data: await presentTransactions(deps, rows), total };
}

/** One of the viewer's payments (the wallet page polls it after coming back from Checkout). */
export async function viewTransaction(deps: Deps, viewer: Viewer | null, id: string) {
  const user = requireUser(viewer);
  const row = await findTransaction(deps, id);
  if (!row || (row.userId !== user.id && !user.isAdmin))
    throw new AppError("not_found", { message: "Payment not found." });
  return presentTransaction(deps, row);
}
