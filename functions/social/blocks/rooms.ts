import { and, eq } from "drizzle-orm";
import { conversations, privateKey, streams } from "../../../drizzle/schema/messaging";
import type { Deps } from "../../lib/deps";

/**
 * A creator blocked (or unblocked) a user : the private conversation between
 * them and the creator's live streams stop serving that user at once (their sockets close), and
 * serve them again after an unblock. The API refuses their sends either way.
 */
export async function applyBlockToRooms(deps: Deps, performerId: string, userId: string, blocked: boolean) {
  const [[conversation], live] = await Promise.all([
    deps.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.memberKey, privateKey(performerId, userId))),
    deps.db
      .select({ id: streams.id })
      .from(streams)
      .where(and(eq(streams.performerId, performerId), eq(streams.status, "live"))),
  ]);
  const change = { userId, blocked };
  await Promise.all([
    conversation ? deps.realtime.setBlocked({ conversationId: conversation.id }, change) : null,
    ...live.map((stream) => deps.realtime.setBlocked({ streamId: stream.id }, change)),
  ]);
}
