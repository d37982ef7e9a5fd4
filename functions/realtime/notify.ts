import { getServerByName } from "partyserver";
import type { UserEvent } from "../../party/protocol";

/**
 * Services talk to rooms only through this, by Durable Object RPC (typed methods of the room class
 * called through its stub); rooms take no plain HTTP requests. Best effort: D1 stays the source of
 * truth, so a failed push is logged, not thrown.
 */
export interface Realtime {
  /** Push an event to every open socket of a user. */
  notifyUser(userId: string, event: UserEvent): Promise<void>;
  /**
   * Close the sockets of ended sessions: one (`sessionId`: logout), or all but the one making the
   * change (`exceptSessionId`: password change; omitted: password reset).
   */
  closeSessions(userId: string, which: { sessionId: string } | { exceptSessionId?: string }): Promise<void>;
}

export function createRealtime(env: Env): Realtime {
  // getServerByName names the room (and runs its start-up) before the first RPC reaches it.
  const room = (userId: string) => getServerByName(env.User, userId);
  return {
    async notifyUser(userId, event) {
      try {
        await (await room(userId)).notify(event);
      } catch (err) {
        console.error("notifyUser failed", userId, err);
      }
    },
    async closeSessions(userId, which) {
      try {
        await (await room(userId)).closeSessions(which);
      } catch (err) {
        console.error("closeSessions failed", userId, err);
      }
    },
  };
}
