/**
 * The rule for content fans paid for: it stays theirs (docs/money.md, "Content fans paid for").
 *
 * - A post, video or gallery that fans bought (or, for a post, gave to its goal) cannot be deleted
 *   by its creator: 409 `item_sold`. Hiding it takes it off the page and the timelines. Nor can
 *   what they bought be taken out of it: a sold video's file is not removed or replaced, a sold
 *   gallery's photos are not deleted or moved to another gallery (the same 409; `part`).
 * - Hidden (a draft, a hidden post, a video or gallery set to Draft), it still opens for each fan
 *   who bought it (`boughtBy`), as it was when they paid.
 * - Only the site's team removes sold content, and that refunds everyone who paid first
 *   (`refundPayersOf`, removed-items.ts).
 * - A payment that lands between that check and the deletion is refunded right after it
 *   (`refundChargesLeftBy`): no charge stays paid for an item that is gone. One that lands between
 *   the check and taking a part out refuses the part's batch (`commitUnlessSold`): the part stays.
 */
import { and, eq, exists } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { walletCharges } from "../../../drizzle/schema/ledger";
import { purchases } from "../../../drizzle/schema/purchases";
import { AppError } from "../../errors";
import { BATCH_REFUSED, refuseIf, runBatch } from "../../lib/batch";
import { failedConstraint } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { commitMoney, newMoneyBatch } from "../ledger/movements";
import { addChargeRefund, CHARGE_REFUND_REFUSALS } from "./refund";
import { paidChargesFor, paidFor, type RemovedItem } from "./removed-items";

const HOW_TO_HIDE: Record<RemovedItem["type"], string> = {
  feed: "Fans have paid for this post, so it stays theirs and cannot be deleted. Hide it to take it off your page; the fans who bought it keep it.",
  video:
    "Fans have paid for this video, so it stays theirs and cannot be deleted. Set it to Draft to take it off your page; the fans who bought it keep it.",
  gallery:
    "Fans have paid for this gallery, so it stays theirs and cannot be deleted. Set it to Draft to take it off your page; the fans who bought it keep it.",
};

/** What is taken out of a sold item: the item itself, a video's file, a gallery's photo. */
export type SoldPart = "item" | "file" | "photo";

const HOW_TO_KEEP: Record<Exclude<SoldPart, "item">, string> = {
  file: "Fans have paid for this video, so its file stays theirs and cannot be removed or replaced. To offer a new cut, upload it as a new video; set this one to Draft to take it off your page (the fans who bought it keep it).",
  photo:
    "Fans have paid for this gallery, so its photos stay theirs and cannot be deleted or moved to another gallery. Set the gallery to Draft to take it off your page; the fans who bought it keep it.",
};

/**
 * Refuses the deletion of an item someone has paid for, or of the `part` of it they paid for
 * (409 item_sold, saying how to hide it instead).
 */
export async function assertNotSold(deps: Deps, item: RemovedItem, part: SoldPart = "item"): Promise<void> {
  const [paid] = await deps.db
    .select({ id: walletCharges.id })
    .from(walletCharges)
    .where(paidFor(deps, item))
    .limit(1);
  if (paid) throw soldError(item, part);
}

const soldError = (item: RemovedItem, part: SoldPart) =>
  new AppError("item_sold", { message: part === "item" ? HOW_TO_HIDE[item.type] : HOW_TO_KEEP[part] });

/**
 * Runs the batch that takes `part` out of a sold-checked item (after `assertNotSold`), refused as
 * a whole (409 item_sold, nothing written) if a payment for the item landed in between: the rule
 * is checked again inside the batch's own transaction (`refuseIf`). A deleted item needs no such
 * guard: a payment that lands after its check is refunded (`refundChargesLeftBy`); a part taken
 * out of an item that stays could not be given back.
 */
export async function commitUnlessSold(
  deps: Deps,
  item: RemovedItem,
  part: Exclude<SoldPart, "item">,
  statements: BatchItem<"sqlite">[],
): Promise<void> {
  const paid = deps.db.select({ id: walletCharges.id }).from(walletCharges).where(paidFor(deps, item));
  try {
    await runBatch(deps, [refuseIf(deps, `${item.type} ${part} kept: sold`, exists(paid)), ...statements]);
  } catch (err) {
    if (failedConstraint(err) === BATCH_REFUSED) throw soldError(item, part);
    throw err;
  }
}

/** Whether `userId` bought the item, so it opens for them even while hidden from its page. */
export async function boughtBy(deps: Deps, userId: string | undefined, item: RemovedItem): Promise<boolean> {
  if (!userId) return false;
  const [row] = await deps.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(eq(purchases.userId, userId), eq(purchases.itemType, item.type), eq(purchases.itemId, item.id)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * After an item is deleted: refunds any charge still paid for it (one that landed after the
 * deletion's check), as the site's refund of a charge, with no admin as its actor.
 */
export async function refundChargesLeftBy(deps: Deps, item: RemovedItem): Promise<number> {
  let refunded = 0;
  for (const charge of await paidChargesFor(deps, item)) {
    const { id } = charge;
    try {
      const batch = newMoneyBatch();
      await addChargeRefund(deps, batch, charge, { actorId: null, note: "The item was deleted." });
      await commitMoney(deps, batch, CHARGE_REFUND_REFUSALS);
      refunded++;
    } catch (err) {
      // Another refund of this charge got there first: it is refunded either way.
      const [now] = await deps.db
        .select({ status: walletCharges.status })
        .from(walletCharges)
        .where(eq(walletCharges.id, id))
        .limit(1);
      if (now?.status !== "refunded") throw err;
    }
  }
  return refunded;
}
