import { getServerByName } from "partyserver";
import type { UserEvent } from "../../party/protocol";

export interface Realtime {
  /** Push an event to every open socket of a user. Best effort: D1 stays the source of truth. */
  notifyUser(userId: string, event: UserEvent): Promise<void>;
}

export function createRealtime(env: Env): Realtime {
  return {
    async notifyUser(userId, event) {
      try {
        const stub = await getServerByName(env.User, userId);
        await stub.fetch(
          new Request("https://rooms.internal/notify", {
            method: "POST",
            headers: { "content-type": "application/json", "x-partykit-room": userId },
            body: JSON.stringify(event),
          }),
        );
      } catch (err) {
        console.error("notifyUser failed", userId, err);
      }
    },
  };
}
