/**
 * The notice to a person whose item the site's team removed after a report: which item, why (the
 * admin's note, else that it breaks the site's rules), and whether its buyers got their tokens back.
 * It goes in the removal's own batch, so it exists exactly when the item is gone. Nothing the
 * reporter wrote ever reaches the owner: their words could name them (it used to quote the report).
 */
import type { BatchItem } from "drizzle-orm/batch";
import type { Deps } from "../../lib/deps";
import { contentWord } from "./kinds";
import { notificationStatement } from "./service";

export function contentRemovedStatement(
  deps: Pick<Deps, "db" | "ids" | "clock">,
  removal: {
    ownerId: string;
    item: { type: string };
    /** The admin's note to the owner; empty for none. */
    reason: string;
    /** How many payments for it were refunded. */
    refunded: number;
  },
): BatchItem<"sqlite"> {
  const what = contentWord(removal.item.type);
  const refunds =
    removal.refunded > 0
      ? ` Everyone who bought it (${removal.refunded} ${removal.refunded === 1 ? "payment" : "payments"}) got their tokens back.`
      : "";
  return notificationStatement(deps, {
    userId: removal.ownerId,
    type: "content_removed",
    actorId: null,
    // The item is gone, so there is nothing to link to.
    object: null,
    text: `Your ${what} was removed by the site's team after a report. Reason: ${removal.reason.trim() || "it breaks the site's rules"}.${refunds}`,
  });
}
