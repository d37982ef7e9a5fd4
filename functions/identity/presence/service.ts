/**
 * Who is online now. A signed-in browser keeps one socket per tab in its user's notification room
 * (party/user-room.ts); the room reports the first socket opening (and, every
 * PRESENCE_REFRESH_MS, that sockets are still open) and the last one closing, and this records it
 * as `users.online_until`. Reading presence is then one column of the user row the API already
 * reads for every card, with no call to any room: `isOnline` is `online_until > now`.
 *
 * A clean close clears it at once; a room that went away without closing (a crash, a deploy)
 * stops refreshing it, and it expires PRESENCE_TTL_MS after the last refresh.
 */
import { and, eq, gt } from "drizzle-orm";
import { users } from "../../../drizzle/schema/users";
import { PRESENCE_REFRESH_MS } from "../../../party/protocol";
import { inJson } from "../../lib/d1";
import type { Deps } from "../../lib/deps";

/** How long one refresh keeps a user online: two refreshes and a half, so one late alarm is fine. */
const PRESENCE_TTL_MS = Math.round(PRESENCE_REFRESH_MS * 2.5);

export async function recordPresence(deps: Pick<Deps, "db" | "clock">, userId: string, online: boolean) {
  const onlineUntil = online ? deps.clock.now() + PRESENCE_TTL_MS : null;
  await deps.db.update(users).set({ onlineUntil }).where(eq(users.id, userId));
}

/** Whether a user row's presence says online at `now`. */
export const isOnlineAt = (onlineUntil: number | null | undefined, now: number) =>
  typeof onlineUntil === "number" && onlineUntil > now;

/**
 * Of these users, the ones online now (one query, any number of ids). Work that reaches many
 * people at once (a mass message) pushes live only to these: waking a room per offline user costs
 * a Durable Object each and tells nobody anything, since offline users read D1 when they next load.
 */
export async function onlineAmong(deps: Pick<Deps, "db" | "clock">, userIds: readonly string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(inJson(users.id, userIds), gt(users.onlineUntil, deps.clock.now())));
  return new Set(rows.map((r) => r.id));
}
