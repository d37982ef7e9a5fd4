/**
 * The fan panel: what a creator sees about the fan they are chatting with (subscribed since or
 * not, total spent with them, the lists the fan is in) and the private note they keep about the
 * fan. Only the creator of a conversation sees it; the fan never does.
 */
import { and, eq, sql } from "drizzle-orm";
import { creatorFanNotes } from "../../../drizzle/schema/lists";
import { subscriptions } from "../../../drizzle/schema/subscriptions";
import { AppError } from "../../errors";
import { activeSubscription } from "../../identity/access/service";
import type { Viewer } from "../../identity/accounts/viewer";
import { userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { spentWithCreator } from "../../money/earnings/service";
import { listsOfFan } from "../lists/service";
import { requireMembership } from "../messages/conversations";
import type { FanNote, FanPanel } from "./schemas";

/**
 * The fan of a conversation, for its creator. Who may ask: the creator in the conversation
 * (`performerId`); anyone else in it gets 403, anyone outside it 404 (as for the conversation).
 */
async function fanOf(deps: Deps, viewer: Viewer, conversationId: string): Promise<string> {
  const { conversation, otherId } = await requireMembership(
    deps,
    { id: viewer.id, isAdmin: false },
    conversationId,
  );
  if (!otherId || conversation.performerId !== viewer.id) {
    throw new AppError("forbidden", { message: "Only the creator in this conversation sees the fan panel." });
  }
  return otherId;
}

const presentNote = (row: { note: string; updatedAt: number } | undefined): FanNote => ({
  text: row?.note ?? "",
  updatedAt: toIso(row?.updatedAt),
});

/** `GET /conversations/{id}/fan`. */
export async function fanPanel(deps: Deps, viewer: Viewer, conversationId: string): Promise<FanPanel> {
  const fanId = await fanOf(deps, viewer, conversationId);
  const now = deps.clock.now();
  const [cards, [subscription], spent, lists, [note]] = await Promise.all([
    userCards(deps, [fanId]),
    deps.db
      .select({
        startedAt: subscriptions.startedAt,
        expiresAt: subscriptions.expiresAt,
        cancelledAt: subscriptions.cancelledAt,
        // The one rule of an active subscription (access/service.ts).
        active: sql<number>`CASE WHEN ${activeSubscription(fanId, viewer.id, now)} THEN 1 ELSE 0 END`,
      })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, fanId), eq(subscriptions.performerId, viewer.id)))
      .limit(1),
    spentWithCreator(deps, viewer.id, fanId),
    listsOfFan(deps, viewer.id, fanId),
    deps.db
      .select({ note: creatorFanNotes.note, updatedAt: creatorFanNotes.updatedAt })
      .from(creatorFanNotes)
      .where(and(eq(creatorFanNotes.performerId, viewer.id), eq(creatorFanNotes.userId, fanId))),
  ]);
  const fan = cards.get(fanId);
  if (!fan) throw new AppError("user_not_found");
  const active = Boolean(subscription && Number(subscription.active));
  // Expired: started once (the "Expired subscribers" list's rule), not active now.
  const status = active ? "active" : subscription?.startedAt ? "expired" : "none";
  return {
    fan,
    subscription: {
      status,
      since: status === "none" ? null : toIso(subscription?.startedAt),
      expiresAt: status === "none" ? null : toIso(subscription?.expiresAt),
      cancelled: active && Boolean(subscription?.cancelledAt),
    },
    totalSpent: toTokens(spent),
    lists,
    note: presentNote(note),
  };
}

/** `PUT /conversations/{id}/fan/note`: saves the creator's note about the fan; empty removes it. */
export async function saveFanNote(
  deps: Deps,
  viewer: Viewer,
  conversationId: string,
  text: string,
): Promise<FanNote> {
  const fanId = await fanOf(deps, viewer, conversationId);
  const pair = and(eq(creatorFanNotes.performerId, viewer.id), eq(creatorFanNotes.userId, fanId));
  if (!text) {
    await deps.db.delete(creatorFanNotes).where(pair);
    return presentNote(undefined);
  }
  const now = deps.clock.now();
  await deps.db
    .insert(creatorFanNotes)
    .values({ performerId: viewer.id, userId: fanId, note: text, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [creatorFanNotes.performerId, creatorFanNotes.userId],
      set: { note: text, updatedAt: now },
    });
  return presentNote({ note: text, updatedAt: now });
}
