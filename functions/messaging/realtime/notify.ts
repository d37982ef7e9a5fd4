import { getServerByName } from "partyserver";
import type { Realtime } from "../../lib/deps";

/**
 * The Realtime of functions/lib/deps.ts over the room bindings: `User` (party/user-room.ts),
 * `Conversation` (party/conversation-room.ts) and `Stream` (party/stream-room.ts). Every call is
 * best effort: D1 is the source of truth and clients reload from the API when they reconnect, so a
 * failed push is logged, never thrown at the request that caused it.
 */
export function createRealtime(env: Env): Realtime {
  // getServerByName names the room (and runs its start-up) before the first RPC reaches it.
  const user = (userId: string) => getServerByName(env.User, userId);
  const conversation = (id: string) => getServerByName(env.Conversation, id);
  const stream = (id: string) => getServerByName(env.Stream, id);
  const quietly = async <T>(what: string, id: string, call: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await call();
    } catch (err) {
      console.error(`${what} failed`, id, err);
      return fallback;
    }
  };
  return {
    async notifyUser(userId, event) {
      await quietly("notifyUser", userId, async () => (await user(userId)).notify(event), 0);
    },
    async closeSessions(userId, which) {
      await quietly("closeSessions", userId, async () => (await user(userId)).closeSessions(which), 0);
    },
    async toConversation(conversationId, deliveries) {
      await quietly(
        "toConversation",
        conversationId,
        async () => (await conversation(conversationId)).deliver(deliveries),
        0,
      );
    },
    async toStream(streamId, deliveries) {
      await quietly("toStream", streamId, async () => (await stream(streamId)).deliver(deliveries), 0);
    },
    async setBlocked(room, change) {
      if ("conversationId" in room) {
        const id = room.conversationId;
        await quietly("setBlocked", id, async () => (await conversation(id)).setBlocked(change), undefined);
      } else {
        const id = room.streamId;
        await quietly("setBlocked", id, async () => (await stream(id)).setBlocked(change), undefined);
      }
    },
    async endStream(streamId) {
      await quietly("endStream", streamId, async () => (await stream(streamId)).end(), undefined);
    },
    streamViewerCount(streamId) {
      return quietly("streamViewerCount", streamId, async () => (await stream(streamId)).viewerCount(), 0);
    },
  };
}
