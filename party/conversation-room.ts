import {
  CLOSE_BLOCKED,
  closeSocket,
  forwardTyping,
  type RoomFrame,
  sendFrame,
  sessionLive,
} from "./protocol";
import { ChatRoom, type RoomConnection } from "./room";

/**
 * A private conversation (`/parties/conversation/<conversationId>`): its participants' sockets get
 * new, deleted and read messages (handed over by services through `deliver`, after the API wrote
 * them to D1) and each other's typing (rate limited per socket: forwardTyping). The Worker lets only participants in
 * (realtime/authorize.ts). When the creator blocks the other participant, `setBlocked` tells the
 * room (see ChatRoom): their sockets close and every later frame or delivery skips them.
 */
export class ConversationRoom extends ChatRoom<"typing"> {
  protected readonly roomEvents = ["typing"] as const;

  protected async onRoomFrame(conn: RoomConnection, frame: RoomFrame<"typing">) {
    const userId = conn.state!.userId;
    const blocked = await this.blocked();
    if (blocked.has(userId)) return closeSocket(conn, CLOSE_BLOCKED, "blocked");
    // One socket's typing reaches the others only as changes, a few per TYPING_FRAME_INTERVAL_MS.
    if (!forwardTyping(conn, frame.data.typing)) return;
    const typing = {
      event: "typing" as const,
      data: { conversationId: this.name, userId, typing: frame.data.typing },
    };
    const now = Date.now();
    for (const other of this.sockets()) {
      const id = other.state?.userId;
      if (!id || id === userId || blocked.has(id) || !sessionLive(other.state, now)) continue;
      sendFrame(other, typing);
    }
  }
}
