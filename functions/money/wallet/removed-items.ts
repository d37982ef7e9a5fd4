/**
 * The rule for content the site's team removes: everyone who paid for it gets their tokens back.
 *
 * What was paid for it: the paid charges for the item itself (a post, video or gallery bought) and,
 * for a post, the contributions to its goal. Each is refunded as an admin refund of its charge
 * (refundCharge, docs/money.md "Refund of a charge": the fan gets the gross back, the creator loses
 * the net, the audit log has one entry per refund). Only charges still paid are read, so a repeat
 * after a failure (a refund that lost a race) refunds what is left and nothing twice.
 *
 * A product is not here: its orders are refunded one by one from Orders, because goods may have
 * shipped and an order can hold other products.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import { crowdfundings } from "../../../drizzle/schema/feeds";
import { walletCharges } from "../../../drizzle/schema/ledger";
import type { Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import { refundCharge } from "./service";

export type RemovedItem = { type: "feed" | "video" | "gallery"; id: string };

/** Which charges paid for the item: bought it, or (a post) gave to its goal. */
export function paidFor(deps: Deps, item: RemovedItem) {
  const forItem = and(eq(walletCharges.type, item.type), eq(walletCharges.targetId, item.id));
  const forGoal =
    item.type === "feed"
      ? and(
          eq(walletCharges.type, "crowdfunding"),
          inArray(
            walletCharges.targetId,
            deps.db
              .select({ id: crowdfundings.id })
              .from(crowdfundings)
              .where(eq(crowdfundings.feedId, item.id)),
          ),
        )
      : undefined;
  return and(eq(walletCharges.status, "paid"), forGoal ? or(forItem, forGoal) : forItem);
}

/** The paid charges for the item (and a post's goal), oldest first. */
export async function paidChargesFor(deps: Deps, item: RemovedItem) {
  return deps.db.select().from(walletCharges).where(paidFor(deps, item)).orderBy(walletCharges.createdAt);
}

/** Refunds everyone who paid for `item`; answers how many charges were refunded. */
export async function refundPayersOf(
  deps: Deps,
  admin: Viewer,
  item: RemovedItem,
  reason: string,
): Promise<number> {
  const charges = await paidChargesFor(deps, item);
  // One after another: D1 has one writer, and each refund is its own atomic batch.
  for (const charge of charges) await refundCharge(deps, admin, charge.id, { reason });
  return charges.length;
}
