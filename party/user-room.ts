import { type Connection, type ConnectionContext, Server, type WSMessage } from "partyserver";
import {
  answerCommonFrame,
  authorisedUpgrade,
  CLOSE_UNAUTHORIZED,
  closeSocket,
  PRESENCE_REFRESH_MS,
  readSocketIdentity,
  refuseFrame,
  type SocketState,
  sendFrame,
  sessionLive,
  type UserEvent,
} from "./protocol";

type UserConnection = Connection<SocketState>;

const notFound = () => new Response("Not found", { status: 404 });

/**
 * Per-user notifications (`/parties/user/<userId>`): balance changes, unread counts, payment
 * status, new messages. The room answers nothing over plain HTTP: the only request it takes is a
 * WebSocket upgrade the Worker has authorised (realtime/authorize.ts), carrying the socket's
 * identity (party/protocol.ts). Services reach the room by Durable Object RPC (`notify`,
 * `closeSessions`, called by realtime/notify.ts through the namespace stub).
 *
 * It also knows whether its user is online: every tab of a signed-in user keeps one socket here,
 * so the user is online while any socket is open. `presenceChanged` is told when the first opens
 * (and every PRESENCE_REFRESH_MS while any stays open) and when the last closes; the Worker's
 * subclass (functions/rooms.ts) records it where the API reads it. It depends on nothing but the
 * protocol.
 */
export class UserRoom extends Server<Env> {
  static options = { hibernate: true };

  async fetch(request: Request): Promise<Response> {
    const identity = authorisedUpgrade(request);
    if (!identity || identity.userId !== this.name) return notFound();
    return super.fetch(request);
  }

  onRequest(): Response {
    return notFound();
  }

  /** Records presence; overridden by the Worker's room. `online` false: the last socket closed. */
  protected presenceChanged(_online: boolean): Promise<void> | void {}

  /** Open sockets, leaving out one that is closing now. */
  private openSockets(except?: string): UserConnection[] {
    return [...this.getConnections<SocketState>()].filter((c) => c.id !== except);
  }

  async onConnect(conn: UserConnection, ctx: ConnectionContext) {
    // fetch() above let only requests with a valid identity through.
    const identity = readSocketIdentity(ctx.request)!;
    conn.setState(identity);
    sendFrame(conn, { event: "auth/success", data: { userId: identity.userId } });
    await this.refreshPresence();
  }

  async onClose(conn: UserConnection) {
    if (this.openSockets(conn.id).length > 0) return;
    await this.ctx.storage.deleteAlarm();
    await this.presenceChanged(false);
  }

  /** While any socket is open, presence is refreshed on a timer (it expires on its own otherwise). */
  async onAlarm() {
    if (this.openSockets().length === 0) return this.presenceChanged(false);
    await this.refreshPresence();
  }

  private async refreshPresence() {
    await this.ctx.storage.setAlarm(Date.now() + PRESENCE_REFRESH_MS);
    await this.presenceChanged(true);
  }

  async onMessage(conn: UserConnection, message: WSMessage) {
    try {
      // Only the common frames: those of other rooms (typing) are refused there.
      await answerCommonFrame(conn, message);
    } catch {
      refuseFrame(conn, { code: "internal", message: "Something went wrong." });
    }
  }

  /** RPC: pushes an event to every open socket of this user; sockets of expired sessions close. */
  notify(event: UserEvent): number {
    const now = Date.now();
    let delivered = 0;
    for (const conn of this.getConnections<SocketState>()) {
      if (!sessionLive(conn.state, now)) {
        closeSocket(conn, CLOSE_UNAUTHORIZED, "session expired");
        continue;
      }
      sendFrame(conn, event);
      delivered++;
    }
    return delivered;
  }

  /**
   * RPC: closes the sockets of ended sessions: one session (`sessionId`, logout) or every session
   * but the one making a change (`exceptSessionId`, password change; omitted: all, password reset).
   */
  closeSessions(which: { sessionId: string } | { exceptSessionId?: string }): number {
    let closed = 0;
    for (const conn of this.getConnections<SocketState>()) {
      const sessionId = conn.state?.sessionId;
      const ends = "sessionId" in which ? sessionId === which.sessionId : sessionId !== which.exceptSessionId;
      if (!ends) continue;
      closeSocket(conn, CLOSE_UNAUTHORIZED, "session ended");
      closed++;
    }
    return closed;
  }
}
