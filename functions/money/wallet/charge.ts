/**
 * A wallet charge: the payer's tokens go to a creator for something (docs/money.md, "Wallet
 * charge"). One D1 batch writes the charge, the sale (ledger rows and earning) and whatever the
 * charge buys; the balance CHECK refuses an overdraft (402), the purchases index a second buy
 * (409), the charge's (user, Idempotency-Key) index a replay, which answers the first charge.
 * A charge whose payer said what they expect to pay takes exactly that or nothing (the price check).
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type ChargeType, walletCharges } from "../../../drizzle/schema/ledger";
import { type PurchaseItemType, purchases } from "../../../drizzle/schema/purchases";
import { AppError } from "../../errors";
import { type NewNotification, notificationStatement } from "../../identity/notifications/service";
import type { Deps } from "../../lib/deps";
import { inOrder } from "../../lib/in-order";
import { formatTokens, toCents, toTokens } from "../../lib/money";
import {
  commitMoney,
  type MoneyBatch,
  newMoneyBatch,
  OVERDRAFT,
  type Refusals,
  refusedBy,
} from "../ledger/movements";
import { addSale, type SaleTerms, saleTerms } from "../ledger/sale";

export type ChargeRow = typeof walletCharges.$inferSelect;

/** A charge whose target was deleted since it was loaded (Chargeable.sellerOf found no row). */
const ITEM_GONE = "NOTNULL:wallet_charges.performer_id";

/** Something a wallet can pay for, as the kind that sells it describes it (wallet/sales.ts). */
export interface Chargeable {
  type: ChargeType;
  /** The item, the creator (tip, subscription) or the crowdfunding goal. */
  targetId: string;
  performerId: string;
  /** Gross, in cents (> 0). */
  amount: number;
  quantity: number;
  message: string | null;
  /** Shown in the payer's spending list and the creator's earnings. */
  description: string;
  /**
   * The target's creator, read by the charge's own statement from the target's row (a post, video,
   * gallery or goal): an item deleted after it was loaded gives no creator, and the charge is
   * refused (`ITEM_GONE`), so no charge is ever paid for an item that is gone (sold-items.ts).
   */
  sellerOf?: SQL;
  /** The purchase it unlocks for good (once per buyer), if any. */
  unlocks: { itemType: PurchaseItemType; itemId: string } | null;
  /** Rows written in the same batch (an order and the stock, the amount raised, a subscription). */
  withCharge?: (deps: Deps, charge: { id: string; now: number }) => BatchItem<"sqlite">[];
  /** A key that makes the whole charge happen once (a subscription period); default: the charge. */
  movementKey?: string;
  /** What a failed constraint of `withCharge` or `movementKey` means to the payer. */
  refusals?: Refusals;
  /**
   * What the creator is told (functions/identity/notifications), in the charge's own batch, so a
   * replay tells nobody twice: the payer is the actor, the creator the recipient.
   */
  notice?: Pick<NewNotification, "type" | "object" | "text">;
  /**
   * What follows the charge once its batch is written (never on a replay): rooms are told, a tip
   * shows in a live chat. The money has moved by then, so a failure here is logged, not answered.
   */
  afterCharge?: (deps: Deps, charge: ChargeRow) => Promise<unknown>;
}

export interface ChargeRequestKey {
  /** The client's Idempotency-Key, or null (a fresh key: nothing to replay). */
  key: string | null;
  /** What the key was used for; the same key for another request is a 409. */
  fingerprint: string;
}

export interface ChargeRequest extends ChargeRequestKey {
  /**
   * Tokens the payer saw and agreed to pay (the request's `expectedPrice`), or null when they did
   * not say (a cron renewal, an API client that does not send it): see assertExpectedPrice.
   */
  expectedPrice: number | null;
}

/**
 * The price check (docs/money.md): a payer who says what they expect to pay pays exactly that or
 * nothing. Compared in integer cents with what the charge takes now (a product: unit price ×
 * quantity; a tip or a contribution: the amount sent); a difference is 409 `price_changed` with the
 * price now in `details.price` (tokens, a string like every detail), before anything is written.
 * Every charge passes here (addCharge); a card subscription's Checkout, which is no charge yet,
 * calls it before the Checkout is made.
 */
export function assertExpectedPrice(
  expectedPrice: number | null,
  priceNow: number,
  /** What makes up the price (a cart: each item's price now), added to the details. */
  parts: Record<string, string> = {},
): void {
  if (expectedPrice === null || toCents(expectedPrice) === priceNow) return;
  const tokens = toTokens(priceNow);
  throw new AppError("price_changed", {
    message: `The price changed to ${formatTokens(tokens)} tokens. Nothing was charged.`,
    details: {
      ...parts,
      expectedPrice: `The price is now ${formatTokens(tokens)} tokens.`,
      price: String(tokens),
    },
  });
}

async function findByKey(deps: Deps, userId: string, key: string): Promise<ChargeRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(walletCharges)
    .where(and(eq(walletCharges.userId, userId), eq(walletCharges.idempotencyKey, key)))
    .limit(1);
  return row;
}

function replayOf(row: ChargeRow, fingerprint: string): ChargeRow {
  if (row.fingerprint !== fingerprint) throw new AppError("idempotency_key_reused");
  return row;
}

/** The charge already made with this key, if any (a retried request answers it again). */
export async function previousCharge(deps: Deps, payerId: string, request: ChargeRequestKey) {
  if (!request.key) return null;
  const row = await findByKey(deps, payerId, request.key);
  return row ? replayOf(row, request.fingerprint) : null;
}

/**
 * Adds a charge to a money batch: the charge row, the sale, the purchase and the item's own rows.
 * Returns the charge row as it will be written. The caller commits (chargeWallet, or a card
 * payment's webhook). The price check comes first: a stale `expectedPrice` throws before the batch
 * holds anything of this charge.
 */
export function addCharge(
  deps: Deps,
  batch: MoneyBatch,
  input: {
    payerId: string;
    item: Chargeable;
    terms: SaleTerms;
    key: string;
    fingerprint: string;
    /** What the payer expects to pay (tokens), or null: see assertExpectedPrice. */
    expectedPrice: number | null;
    paymentTransactionId?: string | null;
  },
): ChargeRow {
  const { item, terms } = input;
  assertExpectedPrice(input.expectedPrice, item.amount);
  const id = deps.ids.next();
  const now = deps.clock.now();
  const row: ChargeRow = {
    id,
    userId: input.payerId,
    performerId: item.performerId,
    type: item.type,
    targetId: item.targetId,
    amount: item.amount,
    commission: terms.commission,
    net: terms.net,
    quantity: item.quantity,
    message: item.message,
    description: item.description,
    status: "paid",
    idempotencyKey: input.key,
    fingerprint: input.fingerprint,
    paymentTransactionId: input.paymentTransactionId ?? null,
    refundedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  // The charge row first: a replay of the same key fails here, before touching any balance.
  batch.statements.push(
    deps.db.insert(walletCharges).values(item.sellerOf ? { ...row, performerId: item.sellerOf } : row),
  );
  // The purchase before the money: what the payer already owns is refused as that (409),
  // whatever their balance, never as a shortfall.
  if (item.unlocks) {
    batch.statements.push(
      deps.db.insert(purchases).values({
        id: deps.ids.next(),
        userId: input.payerId,
        itemType: item.unlocks.itemType,
        itemId: item.unlocks.itemId,
        performerId: item.performerId,
        price: item.amount,
        createdAt: now,
      }),
    );
  }
  addSale(deps, batch, {
    terms,
    chargeId: id,
    payerId: input.payerId,
    performerId: item.performerId,
    type: item.type,
    key: item.movementKey,
  });
  batch.statements.push(...(item.withCharge?.(deps, { id, now }) ?? []));
  if (item.notice) {
    batch.statements.push(
      notificationStatement(deps, { ...item.notice, userId: item.performerId, actorId: input.payerId }),
    );
    batch.notified.push(item.performerId);
  }
  return row;
}

/** What a charge's failed constraints mean, whatever it buys. */
export const chargeRefusals = (item: Chargeable): Refusals => [
  [OVERDRAFT, () => new AppError("insufficient_balance")],
  [
    ITEM_GONE,
    () => new AppError("not_found", { message: "This is no longer available. Nothing was charged." }),
  ],
  ["UNIQUE:purchases.", () => new AppError("already_purchased")],
  ...(item.refusals ?? []),
];

/**
 * Pays for an item from the payer's wallet, once per Idempotency-Key. Answers the charge and
 * whether it is a replay of an earlier request with the same key.
 */
export async function chargeWallet(
  deps: Deps,
  payerId: string,
  item: Chargeable,
  request: ChargeRequest,
): Promise<ChargeRow> {
  // The key's earlier charge and the terms are read at once; a replay answers the earlier charge.
  const [earlier, terms] = await inOrder([
    previousCharge(deps, payerId, request),
    saleTerms(deps, item.performerId, item.amount),
  ]);
  if (earlier) return earlier;
  const key = request.key ?? `auto:${deps.ids.next()}`;
  const batch = newMoneyBatch();
  const row = addCharge(deps, batch, {
    payerId,
    item,
    terms,
    key,
    fingerprint: request.fingerprint,
    expectedPrice: request.expectedPrice,
  });
  try {
    await commitMoney(deps, batch, chargeRefusals(item));
  } catch (err) {
    // The same key raced in from another request: answer what that one did.
    if (request.key && refusedBy(err, "UNIQUE:wallet_charges.")) {
      const earlier = await findByKey(deps, payerId, request.key);
      if (earlier) return replayOf(earlier, request.fingerprint);
    }
    throw err;
  }
  if (item.afterCharge) {
    await item.afterCharge(deps, row).catch((err) => console.error("after a wallet charge", row.id, err));
  }
  return row;
}
