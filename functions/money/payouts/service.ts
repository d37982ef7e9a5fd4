/**
 * Payout requests. A request reserves its amount at once
 * (`earnings → reserve`); one may be pending per creator (a partial unique index); it is at least
 * `minimumPayoutAmount` and at most what is available (the earnings CHECK). The creator may edit it
 * while pending (the difference moves); an admin approves it, rejects it (the reserve goes back) or
 * marks it paid with a reference (`reserve → outside`: the tokens leave the platform). Every change
 * of a request claims the ledger key `payout:<id>:v<version>`, so racing changes cannot both move
 * its money; an admin's decision also claims their Idempotency-Key (ledger/admin-keys.ts), so a
 * repeat of it answers the request again instead of a 409.
 */

import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { earnings, type PayoutStatus, payoutRequests } from "../../../drizzle/schema/ledger";
import { AppError, fieldError } from "../../errors";
import { assertVerifiedCreator, isVerifiedCreator } from "../../identity/access/verified";
import {
  assertManages,
  requireAdmin,
  requireCreatorOrAdmin,
  requirePerformer,
  type Viewer,
} from "../../identity/accounts/viewer";
import { tokensText } from "../../identity/notifications/kinds";
import { notificationStatement } from "../../identity/notifications/service";
import { getPayoutSettings } from "../../identity/performers/payout";
import { userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import { orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { formatTokens, toCents, toTokens } from "../../lib/money";
import { type AuditActor, recordAdminAction } from "../../site/audit/service";
import { getSetting } from "../../site/settings/service";
import { creatorStanding } from "../earnings/service";
import { accounts } from "../ledger/accounts";
import { type AdminKeyClaim, claimAdminKey, oncePerAdminKey } from "../ledger/admin-keys";
import { addMovement, commitMoney, newMoneyBatch, refusedBy, type Transfer } from "../ledger/movements";
import { tellUser } from "../ledger/notices";
import { rangeMs } from "../ledger/schemas";
import { findConnectAccount } from "../payments/connect";
import type {
  PaidInput,
  PayoutCalculationDto,
  PayoutDto,
  PayoutQueryInput,
  PayoutRequestInput,
  PayoutUpdateInput,
} from "./schemas";

type PayoutRow = typeof payoutRequests.$inferSelect;

const notFound = () => new AppError("not_found", { message: "Payout request not found." });

async function present(deps: Deps, rows: readonly PayoutRow[], withDetails: boolean): Promise<PayoutDto[]> {
  const cards = await userCards(
    deps,
    rows.map((r) => r.performerId),
  );
  const details = withDetails
    ? new Map(
        await Promise.all(
          rows.map(async (r) => [r.id, await getPayoutSettings(deps, r.performerId)] as const),
        ),
      )
    : new Map();
  return rows.map((r) => ({
    _id: r.id,
    performerId: r.performerId,
    performer: cards.get(r.performerId) ?? null,
    amount: toTokens(r.amount),
    status: r.status,
    paymentMethod: r.paymentMethod,
    requestNote: r.requestNote,
    adminNote: r.adminNote,
    reference: r.reference,
    payoutDetails: details.get(r.id) ?? null,
    decidedAt: toIso(r.decidedAt),
    paidAt: toIso(r.paidAt),
    createdAt: toIso(r.createdAt)!,
    updatedAt: toIso(r.updatedAt)!,
  }));
}

async function presentOne(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(payoutRequests).where(eq(payoutRequests.id, id)).limit(1);
  return (await present(deps, [row], true))[0];
}

async function findRequest(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(payoutRequests).where(eq(payoutRequests.id, id)).limit(1);
  return row;
}

async function pendingRequest(deps: Deps, performerId: string) {
  const [row] = await deps.db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.performerId, performerId), eq(payoutRequests.status, "pending")))
    .limit(1);
  return row;
}

/** `POST /payout-requests/calculate`: what the creator earned, was paid, has pending and may ask for. */
export async function calculatePayout(deps: Deps, viewer: Viewer | null): Promise<PayoutCalculationDto> {
  const me = requirePerformer(viewer);
  const [standing, minimum, pending, [earned], verified] = await Promise.all([
    creatorStanding(deps, me.id),
    getSetting(deps, "minimumPayoutAmount"),
    pendingRequest(deps, me.id),
    deps.db
      .select({ net: sql<number>`coalesce(sum(${earnings.net}), 0)` })
      .from(earnings)
      .where(and(eq(earnings.performerId, me.id), sql`${earnings.status} <> 'refunded'`)),
    isVerifiedCreator(deps.db, me.id),
  ]);
  return {
    totalEarned: toTokens(Number(earned.net)),
    paid: toTokens(standing.paid),
    pending: toTokens(standing.reserved),
    holding: toTokens(standing.holding),
    owed: toTokens(standing.owed),
    available: toTokens(standing.available),
    minimumPayoutAmount: minimum,
    // What requestPayout would accept now, method aside (it refuses an unverified creator first).
    canRequest: verified && !pending && standing.available >= toCents(minimum),
  };
}

/** The method must be set up: bank details, a PayPal email or a Stripe account that takes payouts. */
async function assertMethodReady(
  deps: Deps,
  performerId: string,
  method: PayoutRequestInput["paymentMethod"],
) {
  if (method === "stripe") {
    const account = await findConnectAccount(deps, performerId);
    if (!account?.payoutsEnabled) {
      throw fieldError({ paymentMethod: "Connect your Stripe account first (and finish its onboarding)." });
    }
    return;
  }
  const settings = await getPayoutSettings(deps, performerId);
  if (method === "banking" && !settings.banking)
    throw fieldError({ paymentMethod: "Save your bank details first." });
  if (method === "paypal" && !settings.paypal)
    throw fieldError({ paymentMethod: "Save your PayPal email first." });
}

async function availableMessage(deps: Deps, performerId: string) {
  const { available } = await creatorStanding(deps, performerId);
  return fieldError({ amount: `You can request at most ${formatTokens(toTokens(available))} tokens now.` });
}

/** `POST /payout-requests`. Honours Idempotency-Key. */
export async function requestPayout(
  deps: Deps,
  viewer: Viewer | null,
  input: PayoutRequestInput,
  idempotencyKey: string | null,
): Promise<PayoutDto> {
  const me = requirePerformer(viewer);
  if (idempotencyKey) {
    const [earlier] = await deps.db
      .select()
      .from(payoutRequests)
      .where(and(eq(payoutRequests.performerId, me.id), eq(payoutRequests.idempotencyKey, idempotencyKey)))
      .limit(1);
    if (earlier) {
      if (earlier.amount !== toCents(input.amount) || earlier.paymentMethod !== input.paymentMethod) {
        throw new AppError("idempotency_key_reused");
      }
      return presentOne(deps, earlier.id);
    }
  }
  await assertVerifiedCreator(deps, me.id, "request_payout");
  const minimum = await getSetting(deps, "minimumPayoutAmount");
  const amount = toCents(input.amount);
  if (amount < toCents(minimum))
    throw fieldError({ amount: `Request at least ${formatTokens(minimum)} tokens.` });
  await assertMethodReady(deps, me.id, input.paymentMethod);
  if (await pendingRequest(deps, me.id)) throw new AppError("payout_pending");

  const id = deps.ids.next();
  const now = deps.clock.now();
  const batch = newMoneyBatch();
  // The request first: a second pending one fails its index before any money moves.
  batch.statements.push(
    deps.db.insert(payoutRequests).values({
      id,
      performerId: me.id,
      amount,
      status: "pending",
      paymentMethod: input.paymentMethod,
      requestNote: input.requestNote,
      version: 1,
      idempotencyKey,
      createdAt: now,
      updatedAt: now,
    }),
  );
  addMovement(deps, batch, {
    key: `payout:${id}:v1`,
    kind: "payout",
    userId: me.id,
    transfers: [
      { from: accounts.earnings(me.id), to: accounts.reserve(me.id), amount, type: "payout_reserve" },
    ],
  });
  try {
    await commitMoney(deps, batch, [
      [
        "UNIQUE:payout_requests.performer_id, payout_requests.idempotency_key",
        () => new AppError("conflict"),
      ],
      ["UNIQUE:payout_requests.", () => new AppError("payout_pending")],
    ]);
  } catch (err) {
    if (refusedBy(err, "CHECK:ledger_accounts_non_negative")) throw await availableMessage(deps, me.id);
    if (err instanceof AppError && err.code === "conflict" && idempotencyKey) {
      return requestPayout(deps, viewer, input, idempotencyKey);
    }
    throw err;
  }
  return presentOne(deps, id);
}

/**
 * Moves a request to its next version in one batch with the money that goes with the change;
 * 409 when the request changed meanwhile (another change claimed the same version).
 */
async function changeRequest(
  deps: Deps,
  row: PayoutRow,
  change: {
    set: Partial<typeof payoutRequests.$inferInsert>;
    transfers: Transfer[];
    actorId: string | null;
    note: string | null;
    audit?: { admin: AuditActor; action: string; details: Record<string, unknown> };
    /** An admin's Idempotency-Key, claimed in the same batch. */
    claim?: AdminKeyClaim;
    /** The decision the creator is told of (functions/identity/notifications), in the same batch. */
    notice?: { type: "payout_approved" | "payout_rejected" | "payout_paid"; text: string };
  },
) {
  const version = row.version + 1;
  const batch = newMoneyBatch();
  addMovement(deps, batch, {
    key: `payout:${row.id}:v${version}`,
    kind: "payout",
    userId: row.performerId,
    actorId: change.actorId,
    note: change.note,
    transfers: change.transfers,
  });
  if (change.claim) claimAdminKey(deps, batch, change.claim, row.performerId);
  batch.statements.push(
    deps.db
      .update(payoutRequests)
      .set({ ...change.set, version, updatedAt: deps.clock.now() })
      .where(and(eq(payoutRequests.id, row.id), eq(payoutRequests.version, row.version))),
  );
  if (change.audit) {
    batch.statements.push(
      ...recordAdminAction(
        deps,
        change.audit.admin,
        change.audit.action,
        { type: "payout_request", id: row.id, people: [row.performerId] },
        change.audit.details,
      ),
    );
  }
  if (change.notice) {
    batch.statements.push(
      notificationStatement(deps, {
        ...change.notice,
        userId: row.performerId,
        actorId: null,
        object: { type: "payout", id: row.id },
      }),
    );
    batch.notified.push(row.performerId);
  }
  await commitMoney(deps, batch, [
    [
      "UNIQUE:ledger_movements.",
      () => new AppError("payout_not_pending", { message: "This payout request just changed; reload it." }),
    ],
  ]);
}

/** `PUT /payout-requests/{id}`: the creator edits their own request while it is pending. */
export async function updatePayout(deps: Deps, viewer: Viewer | null, id: string, input: PayoutUpdateInput) {
  const me = requirePerformer(viewer);
  const row = await findRequest(deps, id);
  if (!row || row.performerId !== me.id) throw notFound();
  if (row.status !== "pending") throw new AppError("payout_not_pending");
  const amount = input.amount === undefined ? row.amount : toCents(input.amount);
  const minimum = await getSetting(deps, "minimumPayoutAmount");
  if (amount < toCents(minimum))
    throw fieldError({ amount: `Request at least ${formatTokens(minimum)} tokens.` });
  if (input.paymentMethod) await assertMethodReady(deps, me.id, input.paymentMethod);
  const delta = amount - row.amount;
  try {
    await changeRequest(deps, row, {
      set: {
        amount,
        ...(input.paymentMethod ? { paymentMethod: input.paymentMethod } : {}),
        ...(input.requestNote !== undefined ? { requestNote: input.requestNote } : {}),
      },
      transfers: [
        delta > 0
          ? {
              from: accounts.earnings(me.id),
              to: accounts.reserve(me.id),
              amount: delta,
              type: "payout_reserve",
            }
          : {
              from: accounts.reserve(me.id),
              to: accounts.earnings(me.id),
              amount: -delta,
              type: "payout_release",
            },
      ],
      actorId: null,
      note: null,
    });
  } catch (err) {
    if (refusedBy(err, "CHECK:ledger_accounts_non_negative")) {
      const { available } = await creatorStanding(deps, me.id);
      throw fieldError({
        amount: `You can request at most ${formatTokens(toTokens(available + row.amount))} tokens now.`,
      });
    }
    throw err;
  }
  return presentOne(deps, id);
}

const PAYOUT_SORT_COLUMNS = sortColumns({
  createdAt: payoutRequests.createdAt,
  amount: payoutRequests.amount,
  updatedAt: payoutRequests.updatedAt,
});

/** `GET /payout-requests/search`: a creator's own requests; admins everyone's (or one creator's). */
export async function searchPayouts(deps: Deps, viewer: Viewer | null, query: PayoutQueryInput) {
  const user = requireCreatorOrAdmin(viewer);
  const from = rangeMs(query.fromDate, false);
  const to = rangeMs(query.toDate, true);
  const where = and(
    user.isAdmin
      ? query.performerId
        ? eq(payoutRequests.performerId, query.performerId)
        : undefined
      : eq(payoutRequests.performerId, user.id),
    query.status ? eq(payoutRequests.status, query.status) : undefined,
    from !== null ? gte(payoutRequests.createdAt, from) : undefined,
    to !== null ? lte(payoutRequests.createdAt, to) : undefined,
  );
  const { rows, total } = await selectPage(deps.db, {
    from: payoutRequests,
    where,
    orderBy: orderFor(query, PAYOUT_SORT_COLUMNS, "createdAt", payoutRequests.id),
    paging: query,
  });
  return { data: await present(deps, rows, user.isAdmin), total };
}

/** `GET /payout-requests/{id}/view`: the creator's own, or any for admins. */
export async function viewPayout(deps: Deps, viewer: Viewer | null, id: string) {
  const user = requireCreatorOrAdmin(viewer);
  const row = await findRequest(deps, id);
  assertManages(user, row, notFound);
  return presentOne(deps, id);
}

/** `GET /payout-requests/check/pending-review`: whether the creator has a request waiting. */
export async function checkPendingReview(deps: Deps, viewer: Viewer | null) {
  const me = requirePerformer(viewer);
  const [row] = await deps.db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.performerId, me.id), eq(payoutRequests.status, "pending")))
    .orderBy(desc(payoutRequests.createdAt))
    .limit(1);
  return { hasPending: Boolean(row), request: row ? (await present(deps, [row], true))[0] : null };
}

/* ---- Admin decisions ---- */

async function decidable(deps: Deps, id: string, from: PayoutStatus[]) {
  const row = await findRequest(deps, id);
  if (!row) throw notFound();
  if (!from.includes(row.status))
    throw new AppError("payout_not_pending", { message: `This payout request is ${row.status}.` });
  return row;
}

/** An admin's decision on a request, once per Idempotency-Key: a repeat answers the request as it is now. */
function decideOnce(
  deps: Deps,
  admin: Viewer,
  id: string,
  action: "payout.approve" | "payout.reject" | "payout.paid",
  idempotencyKey: string | null,
  decide: (claim: AdminKeyClaim) => Promise<void>,
) {
  const claim: AdminKeyClaim = {
    adminId: admin.id,
    key: idempotencyKey,
    action,
    targetId: id,
    kind: "payout",
  };
  return oncePerAdminKey(
    deps,
    claim,
    () => decide(claim),
    () => presentOne(deps, id),
  );
}

export async function approvePayout(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  note?: string,
  idempotencyKey: string | null = null,
) {
  const admin = requireAdmin(viewer);
  return decideOnce(deps, admin, id, "payout.approve", idempotencyKey, async (claim) => {
    const row = await decidable(deps, id, ["pending"]);
    await changeRequest(deps, row, {
      set: { status: "approved", adminNote: note ?? row.adminNote, decidedAt: deps.clock.now() },
      transfers: [],
      actorId: admin.id,
      note: note ?? "approved",
      audit: { admin, action: "payout.approve", details: { note: note ?? null, amount: row.amount } },
      claim,
      notice: {
        type: "payout_approved",
        text: `Your payout request of ${tokensText(row.amount)} was approved.`,
      },
    });
  });
}

export async function rejectPayout(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  reason: string,
  idempotencyKey: string | null = null,
) {
  const admin = requireAdmin(viewer);
  return decideOnce(deps, admin, id, "payout.reject", idempotencyKey, async (claim) => {
    const row = await decidable(deps, id, ["pending", "approved"]);
    await changeRequest(deps, row, {
      set: { status: "rejected", adminNote: reason, decidedAt: deps.clock.now() },
      transfers: [
        {
          from: accounts.reserve(row.performerId),
          to: accounts.earnings(row.performerId),
          amount: row.amount,
          type: "payout_release",
        },
      ],
      actorId: admin.id,
      note: reason,
      audit: { admin, action: "payout.reject", details: { reason, amount: row.amount } },
      claim,
      notice: {
        type: "payout_rejected",
        text: `Your payout request of ${tokensText(row.amount)} was declined: ${reason}`,
      },
    });
    await tellUser(deps, row.performerId, {
      subject: "Your payout request was declined",
      setting: "payouts",
      message: `Your payout request of ${formatTokens(toTokens(row.amount))} tokens was declined: ${reason}. The amount is available again.`,
    });
  });
}

/**
 * Records a payout as paid with its reference. A `stripe` request without a reference is sent by
 * Stripe Connect (a transfer to the creator's account, once: its idempotency key is the request).
 */
export async function markPayoutPaid(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  input: PaidInput,
  idempotencyKey: string | null = null,
) {
  const admin = requireAdmin(viewer);
  return decideOnce(deps, admin, id, "payout.paid", idempotencyKey, async (claim) => {
    const row = await decidable(deps, id, ["pending", "approved"]);
    let reference = input.reference ?? null;
    if (!reference) {
      if (row.paymentMethod !== "stripe") throw fieldError({ reference: "Enter the transfer's reference." });
      const account = await findConnectAccount(deps, row.performerId);
      if (!account?.payoutsEnabled)
        throw fieldError({ reference: "The creator's Stripe account cannot take payouts yet." });
      reference = await deps.payments.transfer({
        accountId: account.stripeAccountId,
        amount: row.amount,
        description: `Payout ${row.id}`,
        metadata: { payoutRequestId: row.id, performerId: row.performerId },
        idempotencyKey: `payout-${row.id}`,
      });
    }
    const now = deps.clock.now();
    await changeRequest(deps, row, {
      set: {
        status: "done",
        reference,
        adminNote: input.note ?? row.adminNote,
        paidAt: now,
        decidedAt: row.decidedAt ?? now,
      },
      transfers: [
        {
          from: accounts.reserve(row.performerId),
          to: accounts.outside,
          amount: row.amount,
          type: "payout_paid",
        },
      ],
      actorId: admin.id,
      note: `paid: ${reference}`,
      audit: { admin, action: "payout.paid", details: { reference, amount: row.amount } },
      claim,
      notice: {
        type: "payout_paid",
        text: `Your payout of ${tokensText(row.amount)} was sent (reference ${reference}).`,
      },
    });
    await tellUser(deps, row.performerId, {
      subject: "Your payout is on its way",
      setting: "payouts",
      message: `Your payout of ${formatTokens(toTokens(row.amount))} tokens was sent (reference ${reference}).`,
    });
  });
}
