import { type Connection, type ConnectionContext, Server, type WSMessage } from "partyserver";
import {
  CLOSE_UNAUTHORIZED,
  parseClientFrame,
  readSocketIdentity,
  type ServerFrame,
  type SocketIdentity,
  sessionTokenHash,
  type UserEvent,
} from "./protocol";

type UserConnection = Connection<SocketIdentity>;

const send = (conn: Connection, frame: ServerFrame) => {
  try {
    conn.send(JSON.stringify(frame satisfies ServerFrame));
  } catch {
    // A dead socket must not stop the others; the runtime closes it.
  }
};

const refuse = (conn: Connection, reason: string) => {
  send(conn, { event: "error", data: { code: "unauthorized", message: "Please login!" } });
  try {
    conn.close(CLOSE_UNAUTHORIZED, reason);
  } catch {
    // Already closing.
  }
};

const notFound = () => new Response("Not found", { status: 404 });

/**
 * Per-user notifications (`/parties/user/<userId>`): balance changes, unread counts, payment
 * status. The room answers nothing over plain HTTP: the only request it takes is a WebSocket
 * upgrade the Worker has authorised (realtime/authorize.ts), carrying the socket's identity
 * (party/protocol.ts). Services reach the room by Durable Object RPC (`notify`, `closeSessions`,
 * called by realtime/notify.ts through the namespace stub). It depends on nothing but the protocol.
 */
export class UserRoom extends Server<Env> {
  static options = { hibernate: true };

  async fetch(request: Request): Promise<Response> {
    const identity = readSocketIdentity(request);
    const upgrade = request.headers.get("upgrade")?.toLowerCase() === "websocket";
    if (!upgrade || !identity || identity.userId !== this.name) return notFound();
    return super.fetch(request);
  }

  onRequest(): Response {
    return notFound();
  }

  onConnect(conn: UserConnection, ctx: ConnectionContext) {
    // fetch() above let only requests with a valid identity through.
    const identity = readSocketIdentity(ctx.request)!;
    conn.setState(identity);
    send(conn, { event: "auth/success", data: { userId: identity.userId } });
  }

  async onMessage(conn: UserConnection, message: WSMessage) {
    try {
      const frame = parseClientFrame(message);
      if (!frame)
        return send(conn, { event: "error", data: { code: "bad_frame", message: "Unknown message." } });
      if (frame.event === "ping") return send(conn, { event: "pong", data: {} });
      const identity = conn.state;
      if (!identity || identity.expiresAt <= Date.now()) return refuse(conn, "session expired");
      if (frame.data.token && (await sessionTokenHash(frame.data.token)) !== identity.tokenHash)
        return refuse(conn, "unauthorized");
      send(conn, { event: "auth/success", data: { userId: identity.userId } });
    } catch {
      send(conn, { event: "error", data: { code: "internal", message: "Something went wrong." } });
    }
  }

  /** RPC: pushes an event to every open socket of this user; sockets of expired sessions close. */
  notify(event: UserEvent): number {
    const now = Date.now();
    let delivered = 0;
    for (const conn of this.getConnections<SocketIdentity>()) {
      if (!conn.state || conn.state.expiresAt <= now) {
        refuse(conn, "session expired");
        continue;
      }
      send(conn, event);
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
    for (const conn of this.getConnections<SocketIdentity>()) {
      const sessionId = conn.state?.sessionId;
      const ends = "sessionId" in which ? sessionId === which.sessionId : sessionId !== which.exceptSessionId;
      if (!ends) continue;
      refuse(conn, "session ended");
      closed++;
    }
    return closed;
  }
}
