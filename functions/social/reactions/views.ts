/**
 * View counts: an item's totalView grows once per viewer and UTC day, however often they open it
 * (a reload, a script), and never for its creator or an admin. The creator's totalViews moves with
 * it, in the same batch under the same guard (it used to stay 0).
 */
import { lt, sql } from "drizzle-orm";
import { type CommentObjectType, itemViews } from "../../../drizzle/schema/social";
import type { AccessViewer } from "../../identity/access/service";
import { runBatch } from "../../lib/batch";
import { DAY } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { sha256Hex } from "../../lib/ids";
import { clientIp } from "../../lib/rate-limit";
import { getSigningSecret } from "../../lib/secrets";
import { bumpContentCounter, bumpPerformerViews } from "./counters";

/** Who opened an item when nobody is signed in: their address and browser, from the request. */
export interface Visitor {
  ip: string;
  userAgent: string;
}

export const visitorOf = (headers: Headers): Visitor => ({
  ip: clientIp(headers),
  userAgent: headers.get("user-agent") ?? "",
});

/** How many days of view rows the cron job keeps (today's are all that count). */
const VIEW_DAYS_KEPT = 2;

const dayOf = (ms: number) => Math.floor(ms / DAY);

/** A signed-in viewer by id; a visitor by a hash keyed with the server secret, new every day. */
async function viewerKey(deps: Deps, viewer: AccessViewer, visitor: Visitor, day: number) {
  if (viewer) return `user:${viewer.id}`;
  const secret = await getSigningSecret(deps.env, deps);
  return `visitor:${await sha256Hex(`${secret}\n${day}\n${visitor.ip}\n${visitor.userAgent}`)}`;
}

/**
 * Counts one view of an item, once per viewer and day: the view row and the counter move in one
 * batch, the counter guarded by the row this call inserted, so a repeat (or a race) adds nothing.
 * Returns whether this view counted. The creator and admins never count.
 */
export async function countView(
  deps: Deps,
  viewer: AccessViewer,
  visitor: Visitor,
  item: { type: CommentObjectType; id: string; performerId: string },
): Promise<boolean> {
  if (viewer && (viewer.id === item.performerId || viewer.isAdmin)) return false;
  const now = deps.clock.now();
  const day = dayOf(now);
  const id = deps.ids.next();
  const counted = sql`EXISTS (SELECT 1 FROM ${itemViews} WHERE ${itemViews.id} = ${id})`;
  const [inserted] = await runBatch(deps, [
    deps.db
      .insert(itemViews)
      .values({
        id,
        objectType: item.type,
        objectId: item.id,
        viewerKey: await viewerKey(deps, viewer, visitor, day),
        day,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: itemViews.id }),
    bumpContentCounter(deps, item.type, item.id, "totalView", 1, counted),
    bumpPerformerViews(deps, item.performerId, counted),
  ]);
  return (inserted as unknown[]).length > 0;
}

/** Cron: forgets view rows of days that no longer count. */
export function pruneItemViews(deps: Deps) {
  return deps.db.delete(itemViews).where(lt(itemViews.day, dayOf(deps.clock.now()) - VIEW_DAYS_KEPT + 1));
}
