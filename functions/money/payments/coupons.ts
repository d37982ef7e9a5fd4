/**
 * Coupons lower what a top-up's card is charged, never the tokens credited. A use (one per fan, at
 * most `maxUses` in all) is reserved in the batch that records the payment, where a failing
 * statement refuses it: the `coupons_uses_within_limit` CHECK on the raised count, the one-per-fan
 * unique index on `coupon_uses`. A paid payment keeps its use; one that can no longer be paid
 * gives it back (docs/money.md, "Coupons").
 */

import { and, eq, sql } from "drizzle-orm";
import { coupons, couponUses, paymentTransactions } from "../../../drizzle/schema/payments";
import { AppError, fieldError } from "../../errors";
import { requireAdmin, requireUser, type Viewer } from "../../identity/accounts/viewer";
import { toIso } from "../../lib/clock";
import { failedConstraint, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { instantMs } from "../../lib/instant";
import { toCents, toTokens } from "../../lib/money";
import type { Paging } from "../../lib/paging";
import { changedFields, recordAdminAction } from "../../site/audit/service";
import { refusedBy } from "../ledger/movements";
import type { CouponDto, CouponInput, CouponQuoteDto, CouponUpdateInput } from "./schemas";
import { topUpTerms } from "./top-up-terms";

export type CouponRow = typeof coupons.$inferSelect;

const toCoupon = (row: CouponRow): CouponDto => ({
  _id: row.id,
  code: row.code,
  type: row.type,
  value: row.type === "fixed" ? toTokens(row.value) : row.value,
  expiresAt: toIso(row.expiresAt),
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  active: row.active,
  createdAt: toIso(row.createdAt)!,
  updatedAt: toIso(row.updatedAt)!,
});

/** What the coupon takes off an amount (cents): a percentage rounded down, or a fixed sum at most the amount. */
export function couponDiscount(coupon: Pick<CouponRow, "type" | "value">, amount: number): number {
  if (coupon.type === "percentage") return Math.floor((amount * Math.min(100, coupon.value)) / 100);
  return Math.min(coupon.value, amount);
}

/**
 * A coupon this fan may use now: 404 unknown or switched off, 422 expired, 409 `coupon_used_up`
 * when no use is left for them (all taken, or theirs taken by a paid or still open payment). The
 * same answers whether this read sees the other use or the reservation's batch runs into it.
 */
export async function usableCoupon(deps: Deps, userId: string, code: string): Promise<CouponRow> {
  const [coupon] = await deps.db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
  if (!coupon || !coupon.active) throw new AppError("coupon_not_found");
  if (coupon.expiresAt !== null && coupon.expiresAt <= deps.clock.now()) {
    const message = "This coupon has expired.";
    throw new AppError("coupon_invalid", { message, details: { couponCode: message } });
  }
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) throw new AppError("coupon_used_up");
  const [used] = await deps.db
    .select({ status: paymentTransactions.status })
    .from(couponUses)
    .leftJoin(paymentTransactions, eq(paymentTransactions.id, couponUses.transactionId))
    .where(and(eq(couponUses.couponId, coupon.id), eq(couponUses.userId, userId)))
    .limit(1);
  if (used) {
    throw new AppError("coupon_used_up", {
      message:
        used.status === "success" || used.status === "refunded"
          ? "You have already used this coupon."
          : "You have a payment with this coupon that is not finished: pay it or cancel it to use the coupon again.",
    });
  }
  return coupon;
}

/**
 * Reserves a use of the coupon for a payment, in the batch that records it: the count first (its
 * CHECK fails past `maxUses`), then the fan's use (its unique index fails on a second one).
 */
export function reserveCouponStatements(deps: Deps, couponId: string, userId: string, transactionId: string) {
  return [
    deps.db
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, couponId)),
    deps.db
      .insert(couponUses)
      .values({ id: deps.ids.next(), couponId, userId, transactionId, createdAt: deps.clock.now() }),
  ];
}

/** Whether a reservation's batch was refused by the coupon's limit or the fan's earlier use. */
export const refusedCouponUse = (err: unknown) =>
  refusedBy(err, "CHECK:coupons_uses_within_limit") || refusedBy(err, "UNIQUE:coupon_uses.");

/**
 * Gives back the use a payment reserved if the payment can no longer be paid: cancelled (Checkout
 * cancelled or expired, a PaymentIntent cancelled) or a saved card's payment failed. (A Checkout
 * payment stays open after a decline: the payer may try another card.) Conditional on the status
 * the payment has once the statements before these in the batch ran, so it goes with the status
 * change that caused it and a settled payment keeps its use; the count is recounted from the uses.
 */
export function releaseCouponStatements(deps: Deps, transactionId: string) {
  const closed = sql`EXISTS (SELECT 1 FROM ${paymentTransactions} WHERE ${paymentTransactions.id} = ${transactionId}
    AND (${paymentTransactions.status} = 'canceled'
      OR (${paymentTransactions.status} = 'fail' AND ${paymentTransactions.stripeCheckoutSessionId} IS NULL)))`;
  return [
    deps.db.delete(couponUses).where(and(eq(couponUses.transactionId, transactionId), closed)),
    deps.db
      .update(coupons)
      .set({
        usedCount: sql`(SELECT count(*) FROM ${couponUses} WHERE ${couponUses.couponId} = ${coupons.id})`,
      })
      .where(
        eq(
          coupons.id,
          sql`(SELECT ${paymentTransactions.couponId} FROM ${paymentTransactions} WHERE ${paymentTransactions.id} = ${transactionId})`,
        ),
      ),
  ];
}

/** `POST /coupons/{code}/apply-coupon`: whether the fan may use it, and what a top-up would cost with it. */
export async function applyCoupon(
  deps: Deps,
  viewer: Viewer | null,
  code: string,
  input: { amount?: number; packageId?: string },
): Promise<CouponQuoteDto> {
  const user = requireUser(viewer);
  const coupon = await usableCoupon(deps, user.id, code);
  const quote: CouponQuoteDto = {
    code: coupon.code,
    type: coupon.type,
    value: coupon.type === "fixed" ? toTokens(coupon.value) : coupon.value,
    expiresAt: toIso(coupon.expiresAt),
    tokens: null,
    discount: null,
    amountToPay: null,
  };
  if (input.amount === undefined && input.packageId === undefined) return quote;
  const terms = await topUpTerms(deps, input);
  const discount = couponDiscount(coupon, terms.price);
  return {
    ...quote,
    tokens: toTokens(terms.tokens),
    discount: toTokens(discount),
    amountToPay: toTokens(terms.price - discount),
  };
}

/* ---- Admin ---- */

function couponValues(input: CouponUpdateInput) {
  const values: Partial<typeof coupons.$inferInsert> = {};
  if (input.code !== undefined) values.code = input.code;
  if (input.type !== undefined) values.type = input.type;
  if (input.value !== undefined)
    values.value = input.type === "percentage" ? Math.round(input.value) : toCents(input.value);
  if (input.expiresAt !== undefined)
    values.expiresAt = input.expiresAt === null ? null : instantMs(input.expiresAt);
  if (input.maxUses !== undefined) values.maxUses = input.maxUses;
  if (input.active !== undefined) values.active = input.active;
  return values;
}

function checkValue(type: CouponRow["type"], value: number) {
  if (type === "percentage" && (!Number.isInteger(value) || value < 1 || value > 100)) {
    throw fieldError({ value: "Enter a whole percentage between 1 and 100." });
  }
}

async function findCoupon(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  if (!row) throw new AppError("coupon_not_found");
  return row;
}

const taken = (err: unknown) => failedConstraint(err)?.startsWith("UNIQUE:coupons.") ?? false;

export async function createCoupon(deps: Deps, viewer: Viewer | null, input: CouponInput) {
  const admin = requireAdmin(viewer);
  checkValue(input.type, input.value);
  const id = deps.ids.next();
  const now = deps.clock.now();
  try {
    await deps.db.batch([
      deps.db.insert(coupons).values({
        id,
        code: input.code,
        type: input.type,
        value: 0,
        active: true,
        ...couponValues(input),
        createdAt: now,
        updatedAt: now,
      }),
      ...recordAdminAction(deps, admin, "coupon.create", { type: "coupon", id }, { code: input.code }),
    ]);
  } catch (err) {
    if (taken(err)) throw fieldError({ code: "A coupon with this code exists." });
    throw err;
  }
  return toCoupon(await findCoupon(deps, id));
}

export async function updateCoupon(deps: Deps, viewer: Viewer | null, id: string, input: CouponUpdateInput) {
  const admin = requireAdmin(viewer);
  const found = await findCoupon(deps, id);
  const type = input.type ?? found.type;
  if (input.value !== undefined) checkValue(type, input.value);
  const values = couponValues({ ...input, type });
  try {
    await deps.db.batch([
      deps.db
        .update(coupons)
        .set({ ...values, updatedAt: deps.clock.now() })
        .where(eq(coupons.id, id)),
      ...recordAdminAction(
        deps,
        admin,
        "coupon.update",
        { type: "coupon", id },
        { code: found.code, fields: changedFields(found, values) },
      ),
    ]);
  } catch (err) {
    if (taken(err)) throw fieldError({ code: "A coupon with this code exists." });
    if (refusedBy(err, "CHECK:coupons_uses_within_limit")) {
      const { usedCount } = await findCoupon(deps, id);
      throw fieldError({
        maxUses: `It has ${usedCount} ${usedCount === 1 ? "use" : "uses"} (paid or in payments still open): allow at least that many.`,
      });
    }
    throw err;
  }
  return toCoupon(await findCoupon(deps, id));
}

export async function deleteCoupon(deps: Deps, viewer: Viewer | null, id: string) {
  const admin = requireAdmin(viewer);
  const found = await findCoupon(deps, id);
  await deps.db.batch([
    deps.db.delete(coupons).where(eq(coupons.id, id)),
    ...recordAdminAction(deps, admin, "coupon.delete", { type: "coupon", id }, { code: found.code }),
  ]);
  return { deleted: true as const };
}

const COUPON_SORTS = sortColumns({ createdAt: coupons.createdAt, code: coupons.code });

export async function searchCoupons(
  deps: Deps,
  viewer: Viewer | null,
  query: Paging & { sortBy?: "createdAt" | "code" },
) {
  requireAdmin(viewer);
  const { rows, total } = await selectPage(deps.db, {
    from: coupons,
    where: undefined,
    orderBy: orderFor(query, COUPON_SORTS, "createdAt", coupons.id),
    paging: query,
  });
  return { data: rows.map(toCoupon), total };
}
