/**
 * Coupons lower what a top-up's card is charged, never the tokens credited. A coupon is checked
 * when the payment starts and its use counted when the payment succeeds (one use per fan).
 */

import { and, count, eq, sql } from "drizzle-orm";
import { coupons, couponUses } from "../../drizzle/schema/payments";
import { recordAdminAction } from "../audit/service";
import { AppError, fieldError } from "../errors";
import { requireAdmin, requireUser, type Viewer } from "../identity/viewer";
import { toIso } from "../lib/clock";
import { failedConstraint, orderFor, sortColumns } from "../lib/d1";
import type { Deps } from "../lib/deps";
import { instantMs } from "../lib/instant";
import { toCents, toTokens } from "../lib/money";
import type { Paging } from "../lib/paging";
import type { CouponDto, CouponInput, CouponQuoteDto, CouponUpdateInput } from "./schemas";
import { topUpTerms } from "./top-up-terms";

export type CouponRow = typeof coupons.$inferSelect;

export const toCoupon = (row: CouponRow): CouponDto => ({
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

/** A coupon this fan may use now: 404 unknown or switched off, 422 expired, used up or used by them. */
export async function usableCoupon(deps: Deps, userId: string, code: string): Promise<CouponRow> {
  const [coupon] = await deps.db.select().from(coupons).where(eq(coupons.code, code.toUpperCase())).limit(1);
  if (!coupon || !coupon.active) throw new AppError("coupon_not_found");
  const refuse = (message: string) =>
    new AppError("coupon_invalid", { message, details: { couponCode: message } });
  if (coupon.expiresAt !== null && coupon.expiresAt <= deps.clock.now())
    throw refuse("This coupon has expired.");
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses)
    throw refuse("This coupon has been used up.");
  const [used] = await deps.db
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, coupon.id), eq(couponUses.userId, userId)))
    .limit(1);
  if (used) throw refuse("You have already used this coupon.");
  return coupon;
}

/** The use of a coupon, recorded in the batch that credits the payment (counted once per fan). */
export function couponUseStatements(deps: Deps, couponId: string, userId: string, transactionId: string) {
  return [
    deps.db
      .insert(couponUses)
      .values({ id: deps.ids.next(), couponId, userId, transactionId, createdAt: deps.clock.now() })
      .onConflictDoNothing(),
    deps.db
      .update(coupons)
      .set({
        usedCount: sql`(SELECT count(*) FROM ${couponUses} WHERE ${couponUses.couponId} = ${couponId})`,
      })
      .where(eq(coupons.id, couponId)),
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
      recordAdminAction(deps, admin, "coupon.create", { type: "coupon", id }, { code: input.code }),
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
  try {
    await deps.db.batch([
      deps.db
        .update(coupons)
        .set({ ...couponValues({ ...input, type }), updatedAt: deps.clock.now() })
        .where(eq(coupons.id, id)),
      recordAdminAction(
        deps,
        admin,
        "coupon.update",
        { type: "coupon", id },
        { code: found.code, fields: Object.keys(input) },
      ),
    ]);
  } catch (err) {
    if (taken(err)) throw fieldError({ code: "A coupon with this code exists." });
    throw err;
  }
  return toCoupon(await findCoupon(deps, id));
}

export async function deleteCoupon(deps: Deps, viewer: Viewer | null, id: string) {
  const admin = requireAdmin(viewer);
  const found = await findCoupon(deps, id);
  await deps.db.batch([
    deps.db.delete(coupons).where(eq(coupons.id, id)),
    recordAdminAction(deps, admin, "coupon.delete", { type: "coupon", id }, { code: found.code }),
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
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(coupons)
      .orderBy(...orderFor(query, COUPON_SORTS, "createdAt", coupons.id))
      .limit(query.limit)
      .offset(query.offset),
    deps.db.select({ total: count() }).from(coupons),
  ]);
  return { data: rows.map(toCoupon), total };
}
