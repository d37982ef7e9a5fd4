import { type Connection, Server, type WSMessage } from "partyserver";
import type { ClientFrame, ServerFrame, UserEvent } from "./protocol";

const send = (conn: Connection, frame: ServerFrame) => {
  try {
    conn.send(JSON.stringify(frame satisfies ServerFrame));
  } catch {
    // A dead socket must not stop the others; the runtime closes it.
  }
};

function parseFrame(message: WSMessage): ClientFrame | null {
  if (typeof message !== "string" || message.length > 4096) return null;
  try {
    const frame = JSON.parse(message) as { event?: unknown; data?: unknown };
    if (frame.event === "ping") return { event: "ping", data: {} };
    if (frame.event === "auth/login" && typeof (frame.data as { token?: unknown })?.token === "string") {
      return frame as ClientFrame;
    }
  } catch {}
  return null;
}

/**
 * Per-user notifications (`/parties/user/<userId>`): balance changes, unread counts, payment
 * status. Connections are authorised by the Worker before they reach here (realtime/authorize.ts);
 * services push events with a POST to /notify through the Durable Object stub.
 */
export class UserRoom extends Server<Env> {
  static options = { hibernate: true };

  onConnect(conn: Connection) {
    send(conn, { event: "auth/success", data: { userId: this.name } });
  }

  onMessage(conn: Connection, message: WSMessage) {
    const frame = parseFrame(message);
    if (!frame)
      return send(conn, { event: "error", data: { code: "bad_frame", message: "Unknown message." } });
    if (frame.event === "ping") return send(conn, { event: "pong", data: {} });
    // auth/login after a reconnect: the connection was authorised at upgrade time.
    send(conn, { event: "auth/success", data: { userId: this.name } });
  }

  async onRequest(request: Request): Promise<Response> {
    if (request.method !== "POST" || !new URL(request.url).pathname.endsWith("/notify")) {
      return new Response("Not found", { status: 404 });
    }
    const event = (await request.json()) as UserEvent;
    for (const conn of this.getConnections()) send(conn, event);
    return new Response(null, { status: 204 });
  }
}
