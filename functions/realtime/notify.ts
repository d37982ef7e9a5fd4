import { getServerByName } from "partyserver";
import type { Realtime } from "../lib/deps";

/** The Realtime of functions/lib/deps.ts over the `User` room binding (party/user-room.ts). */
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
