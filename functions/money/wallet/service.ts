/**
 * The fan's wallet: paying for things (tips, posts, videos, galleries, products, crowdfunding;
 * messages and streams plug in), the spending list, and the admin's refunds and adjustments.
 */
import { and, desc, eq, gte, lte, or } from "drizzle-orm";
import { type ChargeType, ledger, ledgerMovements, walletCharges } from "../../../drizzle/schema/ledger";
import { orders } from "../../../drizzle/schema/orders";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { requireAdmin, requireUser, type Viewer } from "../../identity/accounts/viewer";
import { userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import { inJson, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { formatTokens, toCents, toTokens } from "../../lib/money";
import { recordAdminAction } from "../../site/audit/service";
import { accounts } from "../ledger/accounts";
import { adminKey, claimAdminKey, oncePerAdminKey } from "../ledger/admin-keys";
import { addMovement, commitMoney, newMoneyBatch, OVERDRAFT, refusedBy } from "../ledger/movements";
import { rangeMs } from "../ledger/schemas";
import { type ChargeRow, chargeWallet, previousCharge } from "./charge";
import { addChargeRefund, CHARGE_REFUND_REFUSALS } from "./refund";
import { type ChargeInput, saleKind } from "./sales";
import type {
  AdjustmentDto,
  AdjustWalletInput,
  ChargeDto,
  ChargeQueryInput,
  PersonChargeQueryInput,
  RefundInput,
} from "./schemas";

export async function presentCharges(deps: Deps, rows: readonly ChargeRow[]): Promise<ChargeDto[]> {
  if (rows.length === 0) return [];
  const productCharges = rows.filter((r) => r.type === "product").map((r) => r.id);
  const [cards, orderRows] = await Promise.all([
    userCards(
      deps,
      rows.flatMap((r) => [r.userId, r.performerId]),
    ),
    productCharges.length === 0
      ? []
      : deps.db
          .select({ id: orders.id, chargeId: orders.chargeId, checkoutId: orders.checkoutId })
          .from(orders)
          .where(inJson(orders.chargeId, productCharges)),
  ]);
  const orderOf = new Map(orderRows.map((o) => [o.chargeId, o]));
  return rows.map((r) => ({
    _id: r.id,
    type: r.type,
    targetId: r.targetId,
    userId: r.userId,
    user: cards.get(r.userId) ?? null,
    performerId: r.performerId,
    performer: cards.get(r.performerId) ?? null,
    amount: toTokens(r.amount),
    quantity: r.quantity,
    message: r.message,
    description: r.description,
    status: r.status,
    paidWith: r.paymentTransactionId ? "card" : "wallet",
    orderId: orderOf.get(r.id)?.id ?? null,
    checkoutId: orderOf.get(r.id)?.checkoutId ?? null,
    refundedAt: toIso(r.refundedAt),
    createdAt: toIso(r.createdAt)!,
    updatedAt: toIso(r.updatedAt)!,
  }));
}

export async function presentCharge(deps: Deps, row: ChargeRow): Promise<ChargeDto> {
  const [dto] = await presentCharges(deps, [row]);
  return dto;
}

/**
 * `POST /wallet/charges/{type}/{id}`: pays for the item from the viewer's wallet. Not enough
 * tokens: 402 and nothing changes; bought before: 409; a price other than `expectedPrice`: 409
 * `price_changed`; the same Idempotency-Key again: the first answer.
 */
export async function payWithWallet(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  type: ChargeType,
  id: string,
  input: ChargeInput,
  idempotencyKey: string | null,
): Promise<ChargeDto> {
  const payer = requireUser(viewer);
  const kind = saleKind(type);
  if (!kind) throw new AppError("route_not_found");
  // What the request buys; expectedPrice is a condition on it, not part of it: a retry of a charge
  // that happened answers that charge whatever price it expects now.
  const fingerprint = JSON.stringify([
    type,
    id,
    input.amount ?? null,
    input.quantity ?? null,
    input.deliveryAddressId ?? null,
    input.message ?? null,
  ]);
  // A retry answers what the first request did, even if the item could no longer be bought: the
  // key's earlier charge is read while the item loads (loads only read), and wins over its refusal.
  const [earlier, loaded] = await Promise.allSettled([
    previousCharge(deps, payer.id, { key: idempotencyKey, fingerprint }),
    kind.load({ deps, payer, country, id, input }),
  ]);
  if (earlier.status === "rejected") throw earlier.reason;
  if (earlier.value) return presentCharge(deps, earlier.value);
  if (loaded.status === "rejected") throw loaded.reason;
  const item = loaded.value;
  const row = await chargeWallet(deps, payer.id, item, {
    key: idempotencyKey,
    fingerprint,
    expectedPrice: input.expectedPrice ?? null,
  });
  return presentCharge(deps, row);
}

const CHARGE_SORT_COLUMNS = sortColumns({ createdAt: walletCharges.createdAt, amount: walletCharges.amount });

/** `GET /wallet/charges/search`: what the viewer spent from their wallet, newest first. */
export async function searchCharges(deps: Deps, viewer: Viewer | null, query: ChargeQueryInput) {
  const user = requireUser(viewer);
  const from = rangeMs(query.fromDate, false);
  const to = rangeMs(query.toDate, true);
  const where = and(
    eq(walletCharges.userId, user.id),
    query.type ? eq(walletCharges.type, query.type) : undefined,
    query.status ? eq(walletCharges.status, query.status) : undefined,
    query.performerId ? eq(walletCharges.performerId, query.performerId) : undefined,
    from !== null ? gte(walletCharges.createdAt, from) : undefined,
    to !== null ? lte(walletCharges.createdAt, to) : undefined,
  );
  const { rows, total } = await selectPage(deps.db, {
    from: walletCharges,
    where,
    orderBy: orderFor(query, CHARGE_SORT_COLUMNS, "createdAt", walletCharges.id),
    paging: query,
  });
  return { data: await presentCharges(deps, rows), total };
}

/** One person's charges for an admin: those they paid and those paid to them, newest first. */
export async function searchPersonCharges(deps: Deps, viewer: Viewer | null, query: PersonChargeQueryInput) {
  requireAdmin(viewer);
  const { rows, total } = await selectPage(deps.db, {
    from: walletCharges,
    where: or(eq(walletCharges.userId, query.userId), eq(walletCharges.performerId, query.userId)),
    orderBy: [desc(walletCharges.createdAt), desc(walletCharges.id)],
    paging: query,
  });
  return { data: await presentCharges(deps, rows), total };
}

/**
 * Refunds a wallet charge to the payer's wallet (admin): see addChargeRefund. Once per charge: a
 * second refund is a 409, except a repeat with the first one's Idempotency-Key, which answers the
 * refunded charge again (ledger/admin-keys.ts).
 */
export async function refundCharge(
  deps: Deps,
  viewer: Viewer | null,
  chargeId: string,
  input: RefundInput,
  idempotencyKey: string | null = null,
): Promise<ChargeDto> {
  const admin = requireAdmin(viewer);
  const findCharge = async () =>
    (await deps.db.select().from(walletCharges).where(eq(walletCharges.id, chargeId)).limit(1))[0];
  const claim = {
    adminId: admin.id,
    key: idempotencyKey,
    action: "charge.refund",
    targetId: chargeId,
    kind: "charge_refund",
  } as const;
  return oncePerAdminKey(
    deps,
    claim,
    async () => {
      const charge = await findCharge();
      if (!charge) throw new AppError("not_found", { message: "Charge not found." });
      const batch = newMoneyBatch();
      await addChargeRefund(deps, batch, charge, { actorId: admin.id, note: input.reason });
      claimAdminKey(deps, batch, claim, charge.userId);
      batch.statements.push(
        ...recordAdminAction(
          deps,
          admin,
          "charge.refund",
          { type: "wallet_charge", id: charge.id, people: [charge.userId, charge.performerId] },
          {
            reason: input.reason,
            amount: charge.amount,
            userId: charge.userId,
            performerId: charge.performerId,
          },
        ),
      );
      try {
        await commitMoney(deps, batch, CHARGE_REFUND_REFUSALS);
      } catch (err) {
        // Lost a race: if that was another refund of this charge, say so.
        if ((await findCharge())?.status === "refunded") throw new AppError("already_refunded");
        throw err;
      }
    },
    async () => presentCharge(deps, (await findCharge())!),
  );
}

/**
 * An admin credits (amount > 0) or debits (amount < 0) a user's wallet with a reason: a ledger
 * movement with the admin as actor and the reason as note, and an audit row, in one batch. A debit
 * cannot take the wallet below 0 (422). The same Idempotency-Key does it once.
 */
export async function adjustWallet(
  deps: Deps,
  viewer: Viewer | null,
  userId: string,
  input: AdjustWalletInput,
  idempotencyKey: string | null,
): Promise<AdjustmentDto> {
  const admin = requireAdmin(viewer);
  const [user] = await deps.db
    .select({ id: users.id, balance: users.balance })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new AppError("user_not_found");
  const amount = toCents(input.amount);
  // The admin's key is the movement's own (ledger/admin-keys.ts): a repeat fails on it below.
  const key = adminKey(admin.id, idempotencyKey ?? deps.ids.next());
  const wallet = accounts.wallet(userId);
  const batch = newMoneyBatch();
  const movementId = addMovement(deps, batch, {
    key,
    kind: "adjustment",
    userId,
    actorId: admin.id,
    note: input.reason,
    transfers: [
      amount > 0
        ? { from: accounts.outside, to: wallet, amount, type: "admin_credit" }
        : { from: wallet, to: accounts.outside, amount: -amount, type: "admin_debit" },
    ],
  });
  batch.statements.push(
    ...recordAdminAction(
      deps,
      admin,
      "wallet.adjust",
      { type: "user", id: userId },
      { amount, reason: input.reason, movementId },
    ),
  );
  try {
    await commitMoney(deps, batch, [
      [
        OVERDRAFT,
        () => fieldError({ amount: `The wallet holds only ${formatTokens(toTokens(user.balance))} tokens.` }),
      ],
    ]);
  } catch (err) {
    if (!refusedBy(err, "UNIQUE:ledger_movements.")) throw err;
  }
  const [[movement], [after]] = await Promise.all([
    deps.db.select().from(ledgerMovements).where(eq(ledgerMovements.key, key)).limit(1),
    deps.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const [row] = await deps.db.select().from(ledger).where(eq(ledger.movementId, movement.id)).limit(1);
  const done = row?.type === "admin_debit" ? -row.amount : (row?.amount ?? 0);
  if (movement.userId !== userId || done !== amount) throw new AppError("idempotency_key_reused");
  return {
    _id: movement.id,
    userId,
    amount: toTokens(done),
    reason: movement.note ?? input.reason,
    balance: toTokens(after.balance),
    actorId: admin.id,
    createdAt: toIso(movement.createdAt)!,
  };
}

/**
 * A user's wallet adjustments made by the site's team (credits and debits, `adjustWallet`), newest
 * first, `limit` of them: what their balance moved by besides their own payments and charges. The
 * admin's reason is the audit log's, not shown to the user. One indexed read (user, kind, time).
 */
export async function listWalletAdjustments(deps: Deps, viewer: Viewer | null, limit = 10) {
  const user = requireUser(viewer);
  const rows = await deps.db
    .select({
      id: ledgerMovements.id,
      createdAt: ledgerMovements.createdAt,
      type: ledger.type,
      amount: ledger.amount,
    })
    .from(ledgerMovements)
    .innerJoin(ledger, eq(ledger.movementId, ledgerMovements.id))
    .where(and(eq(ledgerMovements.userId, user.id), eq(ledgerMovements.kind, "adjustment")))
    .orderBy(desc(ledgerMovements.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    amount: toTokens(r.type === "admin_debit" ? -r.amount : r.amount),
    createdAt: toIso(r.createdAt)!,
  }));
}
