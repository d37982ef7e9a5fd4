/**
 * Wallet top-ups by card (docs/money.md, "Top-up credit"). Starting one records a payment and
 * sends the payer to Stripe (hosted Checkout, or a saved card with 3-D Secure when asked); the
 * wallet is credited ONLY by the signed webhook, once per payment (`payment:<id>`), whichever of
 * Checkout's and the PaymentIntent's success events comes first.
 */
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { type PaymentStatus, paymentTransactions, stripeEvents } from "../../../drizzle/schema/payments";
import { AppError, fieldError } from "../../errors";
import { requireUser, type Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { accounts } from "../ledger/accounts";
import { addMovement, commitMoney, type MoneyBatch, newMoneyBatch, refusedBy } from "../ledger/movements";
import {
  couponDiscount,
  refusedCouponUse,
  releaseCouponStatements,
  reserveCouponStatements,
  usableCoupon,
} from "./coupons";
import { customerIdFor } from "./customers";
import { checkoutCancelUrl, returnUrl } from "./return-url";
import type { TopUpInput, TransactionDto } from "./schemas";
import { topUpTerms } from "./top-up-terms";
import {
  findTransaction,
  notifyPaymentStatus,
  presentTransaction,
  previousPayment,
  type TransactionRow,
} from "./transactions";

/** Stripe charges cards at least 0.50 USD. */
const MINIMUM_CARD_CHARGE = 50;

/**
 * `POST /payment/wallet/top-up`: starts a card payment for tokens and answers where to send the
 * payer (`redirectUrl`: Checkout or 3-D Secure), or that a saved card was charged (`processing`;
 * the tokens arrive with the webhook, and a balance event says so). A declined saved card is a 402.
 */
export async function startTopUp(
  deps: Deps,
  viewer: Viewer | null,
  input: TopUpInput,
  request: { url: string; idempotencyKey: string | null },
): Promise<TransactionDto> {
  const user = requireUser(viewer);
  const fingerprint = JSON.stringify([
    input.amount ?? null,
    input.packageId ?? null,
    input.couponCode ?? null,
    input.cardId ?? null,
  ]);
  const earlier = await previousPayment(deps, user.id, request.idempotencyKey, fingerprint);
  if (earlier) return answer(deps, earlier);

  const terms = await topUpTerms(deps, input);
  const coupon = input.couponCode ? await usableCoupon(deps, user.id, input.couponCode) : null;
  const discount = coupon ? couponDiscount(coupon, terms.price) : 0;
  const amount = terms.price - discount;
  if (amount < MINIMUM_CARD_CHARGE) {
    throw fieldError({
      couponCode: `With this coupon the payment would be under ${toTokens(MINIMUM_CARD_CHARGE)}, the least a card can be charged.`,
    });
  }
  const customerId = await customerIdFor(deps, user);
  if (input.cardId) await assertOwnCard(deps, customerId, input.cardId);

  const id = deps.ids.next();
  const now = deps.clock.now();
  try {
    // The payment and its coupon's use in one batch: past the limit, or the fan's second use, fails it.
    await deps.db.batch([
      deps.db.insert(paymentTransactions).values({
        id,
        userId: user.id,
        kind: "top_up",
        status: "created",
        amount,
        tokens: terms.tokens,
        discount,
        couponId: coupon?.id ?? null,
        packageId: terms.packageId,
        idempotencyKey: request.idempotencyKey,
        fingerprint,
        createdAt: now,
        updatedAt: now,
      }),
      ...(coupon ? reserveCouponStatements(deps, coupon.id, user.id, id) : []),
    ]);
  } catch (err) {
    const raced = request.idempotencyKey && refusedBy(err, "UNIQUE:payment_transactions.");
    const row = raced ? await previousPayment(deps, user.id, request.idempotencyKey, fingerprint) : null;
    if (row) return answer(deps, row);
    if (coupon && input.couponCode && refusedCouponUse(err)) {
      // Another payment took the use between our check and this batch: say which, as the check would.
      await usableCoupon(deps, user.id, input.couponCode);
      throw new AppError("coupon_used_up");
    }
    throw err;
  }
  const back = (outcome: string) =>
    returnUrl(deps, request.url, input.returnPath, { payment: outcome, transactionId: id });
  const metadata = { transactionId: id, userId: user.id, kind: "top_up" };
  const productName = `${toTokens(terms.tokens)} tokens`;

  if (input.cardId) {
    const result = await deps.payments.chargeSavedCard({
      customerId,
      cardId: input.cardId,
      amount,
      description: productName,
      metadata,
      returnUrl: back("success"),
      idempotencyKey: `top-up-${id}`,
    });
    if (result.status === "succeeded")
      await setStatus(deps, id, "processing", { stripePaymentIntentId: result.paymentIntentId });
    else if (result.status === "requires_action") {
      await setStatus(deps, id, "require_authentication", {
        stripePaymentIntentId: result.paymentIntentId,
        redirectUrl: result.redirectUrl,
      });
    } else {
      await setStatus(deps, id, "fail", {
        stripePaymentIntentId: result.paymentIntentId,
        failureReason: result.message,
      });
    }
  } else {
    const page = await deps.payments
      .startPaymentCheckout({
        customerId,
        amount,
        productName,
        metadata,
        successUrl: back("success"),
        cancelUrl: checkoutCancelUrl(deps, request.url, input.returnPath ?? "/wallet", id),
        idempotencyKey: `top-up-${id}`,
      })
      .catch(async (err) => {
        // No page to pay on, so no one can pay it: the payment is closed and its coupon use freed.
        await setStatus(deps, id, "canceled");
        throw err;
      });
    await deps.db
      .update(paymentTransactions)
      .set({ stripeCheckoutSessionId: page.id, redirectUrl: page.url, updatedAt: deps.clock.now() })
      .where(eq(paymentTransactions.id, id));
  }
  return answer(deps, (await findTransaction(deps, id))!);
}

/** The transaction as the caller sees it; a declined card is a 402 (also on a replay). */
async function answer(deps: Deps, row: TransactionRow): Promise<TransactionDto> {
  if (row.status === "fail" && row.kind === "top_up" && row.stripeCheckoutSessionId === null) {
    throw new AppError("card_declined", { message: row.failureReason ?? undefined });
  }
  return presentTransaction(deps, row);
}

async function assertOwnCard(deps: Deps, customerId: string, cardId: string) {
  const cards = await deps.payments.listCards(customerId);
  if (!cards.some((c) => c.id === cardId)) throw fieldError({ cardId: "Choose one of your saved cards." });
}

/** Statuses a late event must not overwrite: the payment is settled. */
const SETTLED: PaymentStatus[] = ["success", "refunded"];

/** Statuses after which a payment may no longer be paid (for a Checkout payment: cancelled only). */
const CLOSING = new Set<PaymentStatus>(["canceled", "fail"]);

/**
 * Moves an unsettled payment to a status (a failure after a success changes nothing); a payment
 * that can no longer be paid gives back its coupon's use in the same batch. A webhook's event id is
 * recorded in the same batch, first: a duplicate delivery changes nothing.
 */
async function setStatus(
  deps: Deps,
  id: string,
  status: PaymentStatus,
  fields: Partial<typeof paymentTransactions.$inferInsert> = {},
  event?: { id: string; type: string },
): Promise<boolean> {
  const update = deps.db
    .update(paymentTransactions)
    .set({ ...fields, status, updatedAt: deps.clock.now() })
    .where(and(eq(paymentTransactions.id, id), notInArray(paymentTransactions.status, SETTLED)));
  const release = CLOSING.has(status) ? releaseCouponStatements(deps, id) : [];
  const results = event
    ? await deps.db.batch([eventStatement(deps, event), update, ...release])
    : await deps.db.batch([update, ...release]);
  const result = results[event ? 1 : 0];
  const changed = (result.meta?.changes ?? 0) > 0;
  if (changed) {
    const row = await findTransaction(deps, id);
    if (row) notifyPaymentStatus(deps, row, status);
  }
  return changed;
}

/**
 * Adds the credit of a succeeded top-up to a batch: `outside → wallet` for its tokens under
 * `payment:<id>`, the payment marked success. Its coupon's use was reserved when it started and is
 * given back only once it can no longer be paid, so it is still held: the use is now for good.
 */
export function addTopUpCredit(
  deps: Deps,
  batch: MoneyBatch,
  tx: TransactionRow,
  paymentIntentId: string | null,
) {
  addMovement(deps, batch, {
    key: `payment:${tx.id}`,
    kind: "top_up",
    userId: tx.userId,
    transfers: [
      { from: accounts.outside, to: accounts.wallet(tx.userId), amount: tx.tokens, type: "top_up" },
    ],
  });
  batch.statements.push(
    deps.db
      .update(paymentTransactions)
      .set({
        status: "success",
        failureReason: null,
        ...(paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {}),
        updatedAt: deps.clock.now(),
      })
      .where(eq(paymentTransactions.id, tx.id)),
  );
}

/** The event's id, recorded in the batch of its effect: a replay of it fails and changes nothing. */
export const eventStatement = (deps: Deps, event: { id: string; type: string }) =>
  deps.db.insert(stripeEvents).values({ id: event.id, type: event.type, createdAt: deps.clock.now() });

/**
 * Webhook: a top-up's payment succeeded (Checkout completed and paid, or its PaymentIntent
 * succeeded). Credits the wallet once; a second event for the same payment changes nothing.
 */
export async function topUpSucceeded(
  deps: Deps,
  event: { id: string; type: string },
  transactionId: string,
  paymentIntentId: string | null,
): Promise<void> {
  const tx = await findTransaction(deps, transactionId);
  if (!tx || tx.kind !== "top_up") return;
  const batch = newMoneyBatch();
  // The event id first: this very event again fails there, and the webhook answers it as a duplicate.
  batch.statements.push(eventStatement(deps, event));
  addTopUpCredit(deps, batch, tx, paymentIntentId);
  try {
    await commitMoney(deps, batch, []);
  } catch (err) {
    // Already credited by an earlier event for this payment: nothing to do.
    if (refusedBy(err, "UNIQUE:ledger_movements.")) return;
    throw err;
  }
  notifyPaymentStatus(deps, tx, "success");
}

/** Webhook: a payment failed, needs 3-D Secure, or was abandoned; a settled one stays as it is. */
export async function topUpChanged(
  deps: Deps,
  event: { id: string; type: string },
  transactionId: string,
  status: Extract<PaymentStatus, "fail" | "require_authentication" | "canceled">,
  fields: {
    failureReason?: string | null;
    redirectUrl?: string | null;
    paymentIntentId?: string | null;
  } = {},
): Promise<void> {
  const tx = await findTransaction(deps, transactionId);
  if (!tx) return;
  // Checkout lets the payer try another card after a decline: the payment stays open until it
  // expires or the payer cancels, and a decline reported after that leaves it cancelled. The
  // decline's reason is kept either way: it says the payer's card was declined.
  const next =
    status === "fail" && tx.stripeCheckoutSessionId && (tx.status === "created" || tx.status === "canceled")
      ? tx.status
      : status;
  await setStatus(
    deps,
    tx.id,
    next,
    {
      ...(fields.failureReason !== undefined ? { failureReason: fields.failureReason } : {}),
      ...(fields.redirectUrl ? { redirectUrl: fields.redirectUrl } : {}),
      ...(fields.paymentIntentId ? { stripePaymentIntentId: fields.paymentIntentId } : {}),
    },
    event,
  );
}

/**
 * The payer came back from Checkout by its cancel link (`/payment/cancelled`, for a top-up or a
 * card subscription): if the payment is theirs and still open, its Checkout Session is expired at
 * Stripe, so it can no longer be paid, and the payment marked cancelled, once (a conditional
 * update; the `checkout.session.expired` webhook lands on the same state), its coupon's use given back. Stripe refuses to
 * expire a session that was paid meanwhile: then nothing changes here and the webhook completes
 * the payment as usual. The same closes a payment the payer left open (the wallet's Cancel).
 * Answers whether this call closed it.
 */
export async function cancelCheckoutPayment(
  deps: Deps,
  viewer: Viewer | null,
  transactionId: string,
): Promise<boolean> {
  const user = requireUser(viewer);
  const tx = await findTransaction(deps, transactionId);
  if (!tx || tx.userId !== user.id || !CHECKOUT_KINDS.has(tx.kind)) return false;
  if (tx.status !== "created" || !tx.stripeCheckoutSessionId) return false;
  if ((await deps.payments.expireCheckout(tx.stripeCheckoutSessionId)) !== "expired") return false;
  const [result] = await deps.db.batch([
    deps.db
      .update(paymentTransactions)
      .set({ status: "canceled", updatedAt: deps.clock.now() })
      .where(
        and(
          eq(paymentTransactions.id, tx.id),
          eq(paymentTransactions.userId, user.id),
          eq(paymentTransactions.status, "created"),
        ),
      ),
    ...releaseCouponStatements(deps, tx.id),
  ]);
  const closed = (result.meta?.changes ?? 0) > 0;
  if (closed) notifyPaymentStatus(deps, tx, "canceled");
  return closed;
}

/** Payments started on a Checkout page: a top-up, a card subscription's first payment. */
const CHECKOUT_KINDS = new Set<string>(["top_up", "subscription"]);

/** Payments that match a Stripe PaymentIntent (a top-up's, or a card subscription invoice's). */
export async function transactionsOfIntent(deps: Deps, paymentIntentId: string) {
  return deps.db
    .select()
    .from(paymentTransactions)
    .where(inArray(paymentTransactions.stripePaymentIntentId, [paymentIntentId]));
}
