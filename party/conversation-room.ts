import { type Connection, type ConnectionContext, Server, type WSMessage } from "partyserver";
import {
  answerCommonFrame,
  authorisedUpgrade,
  type BlockChange,
  CLOSE_BLOCKED,
  closeSocket,
  type Delivery,
  fanOut,
  readSocketIdentity,
  refuseFrame,
  type SocketState,
  sendFrame,
  sessionLive,
} from "./protocol";

type ChatConnection = Connection<SocketState>;

const notFound = () => new Response("Not found", { status: 404 });
const BLOCKED_KEY = "blocked";

/**
 * A private conversation (`/parties/conversation/<conversationId>`): its participants' sockets get
 * new, deleted and read messages (handed over by services through `deliver`, after the API wrote
 * them to D1) and each other's typing. The Worker lets only participants in
 * (realtime/authorize.ts). When the creator blocks the other participant, `setBlocked` tells the
 * room: their sockets close and every later frame or delivery skips them, checked on each send,
 * until `setBlocked` lifts it. Hibernates between frames; the blocked list is in the room's
 * storage so it survives that.
 */
export class ConversationRoom extends Server<Env> {
  static options = { hibernate: true };

  async fetch(request: Request): Promise<Response> {
    if (!authorisedUpgrade(request)) return notFound();
    return super.fetch(request);
  }

  onRequest(): Response {
    return notFound();
  }

  private async blocked(): Promise<Set<string>> {
    return new Set((await this.ctx.storage.get<string[]>(BLOCKED_KEY)) ?? []);
  }

  getConnectionTags(_conn: ChatConnection, ctx: ConnectionContext): string[] {
    const identity = readSocketIdentity(ctx.request);
    return identity ? [`user:${identity.userId}`] : [];
  }

  async onConnect(conn: ChatConnection, ctx: ConnectionContext) {
    const identity = readSocketIdentity(ctx.request)!;
    // A block that reached the room first wins over an upgrade authorised just before it.
    if ((await this.blocked()).has(identity.userId)) return closeSocket(conn, CLOSE_BLOCKED, "blocked");
    conn.setState(identity);
    sendFrame(conn, { event: "auth/success", data: { userId: identity.userId } });
  }

  async onMessage(conn: ChatConnection, message: WSMessage) {
    try {
      const frame = await answerCommonFrame(conn, message, ["typing"]);
      if (!frame) return;
      const userId = conn.state!.userId;
      const blocked = await this.blocked();
      if (blocked.has(userId)) return closeSocket(conn, CLOSE_BLOCKED, "blocked");
      const typing = {
        event: "typing" as const,
        data: { conversationId: this.name, userId, typing: frame.data.typing },
      };
      const now = Date.now();
      for (const other of this.getConnections<SocketState>()) {
        const id = other.state?.userId;
        if (!id || id === userId || blocked.has(id) || !sessionLive(other.state, now)) continue;
        sendFrame(other, typing);
      }
    } catch {
      refuseFrame(conn, { code: "internal", message: "Something went wrong." });
    }
  }

  /** RPC: hands frames to the participants' sockets. Returns how many sends were made. */
  async deliver(deliveries: Delivery[]): Promise<number> {
    return fanOut(this.getConnections<SocketState>(), deliveries, await this.blocked());
  }

  /** RPC: a creator blocked (or unblocked) a participant. Their open sockets close at once. */
  async setBlocked(change: BlockChange): Promise<void> {
    const blocked = await this.blocked();
    if (change.blocked) blocked.add(change.userId);
    else blocked.delete(change.userId);
    await this.ctx.storage.put(BLOCKED_KEY, [...blocked]);
    if (!change.blocked) return;
    for (const conn of this.getConnections<SocketState>(`user:${change.userId}`)) {
      closeSocket(conn, CLOSE_BLOCKED, "blocked");
    }
  }
}
