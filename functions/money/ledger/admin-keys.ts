/**
 * An admin's Idempotency-Key on a money action (wallet adjustment, refund of a charge or an order,
 * payout approve / reject / paid), the way every money call keeps its key (docs/money.md,
 * "Idempotency"): stored in the batch of the action, under a unique index, so a repeat finds it and
 * answers the first result, and a refused action stores nothing. Here the store is the ledger's own
 * unique movement key, `admin:<adminId>:<key>`: an adjustment's movement carries it; the other
 * actions, whose movement is keyed by their item (`refund:<charge>`, `payout:<id>:v<n>`), add a
 * movement with no transfers that claims it and says which action on which item it did. The same
 * key on another action or item is a 409 `idempotency_key_reused`.
 */
import { eq } from "drizzle-orm";
import { ledgerMovements, type MovementKind } from "../../../drizzle/schema/ledger";
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { addMovement, type MoneyBatch } from "./movements";

/** The movement key an admin's Idempotency-Key claims. */
export const adminKey = (adminId: string, key: string) => `admin:${adminId}:${key}`;

export interface AdminKeyClaim {
  adminId: string;
  /** The Idempotency-Key sent, or null (nothing to replay). */
  key: string | null;
  /** What was done, as the audit log names it (`charge.refund`, `payout.approve`, ...). */
  action: string;
  targetId: string;
  kind: MovementKind;
}

const noteOf = (claim: AdminKeyClaim) => `${claim.action} ${claim.targetId}`;

/**
 * Whether this admin already did this action with this key; 409 `idempotency_key_reused` when the
 * key went to another action or item.
 */
async function doneBefore(deps: Deps, claim: AdminKeyClaim): Promise<boolean> {
  if (!claim.key) return false;
  const [row] = await deps.db
    .select({ kind: ledgerMovements.kind, note: ledgerMovements.note })
    .from(ledgerMovements)
    .where(eq(ledgerMovements.key, adminKey(claim.adminId, claim.key)))
    .limit(1);
  if (!row) return false;
  if (row.kind !== claim.kind || row.note !== noteOf(claim)) throw new AppError("idempotency_key_reused");
  return true;
}

/** Adds the claim of the key to the action's batch (nothing without a key). */
export function claimAdminKey(deps: Deps, batch: MoneyBatch, claim: AdminKeyClaim, userId: string | null) {
  if (!claim.key) return;
  addMovement(deps, batch, {
    key: adminKey(claim.adminId, claim.key),
    kind: claim.kind,
    userId,
    actorId: claim.adminId,
    note: noteOf(claim),
    transfers: [],
  });
}

/**
 * Runs an admin's money action once per key: a repeat answers `answer()` (the item as it is now)
 * without acting; so does an action that failed because a repeat with the same key got there
 * first (its batch ran into the claim or the item's own key). `act` must put the claim in its
 * batch (`claimAdminKey`). Without a key the action simply runs.
 */
export async function oncePerAdminKey<T>(
  deps: Deps,
  claim: AdminKeyClaim,
  act: () => Promise<void>,
  answer: () => Promise<T>,
): Promise<T> {
  if (await doneBefore(deps, claim)) return answer();
  try {
    await act();
  } catch (err) {
    if (await doneBefore(deps, claim)) return answer();
    throw err;
  }
  return answer();
}
