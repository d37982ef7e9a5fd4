import { type Connection, Server, type WSMessage } from "partyserver";
import { findViewer } from "../functions/auth/viewer";
import { createDeps } from "../functions/lib/deps";
import { parseClientFrame, type ServerFrame, type UserEvent } from "./protocol";

const send = (conn: Connection, frame: ServerFrame) => {
  try {
    conn.send(JSON.stringify(frame satisfies ServerFrame));
  } catch {
    // A dead socket must not stop the others; the runtime closes it.
  }
};

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

  async onMessage(conn: Connection, message: WSMessage) {
    const frame = parseClientFrame(message);
    if (!frame)
      return send(conn, { event: "error", data: { code: "bad_frame", message: "Unknown message." } });
    if (frame.event === "ping") return send(conn, { event: "pong", data: {} });
    if (frame.data.token) {
      const viewer = await findViewer(createDeps(this.env), frame.data.token);
      if (!viewer || viewer.id !== this.name) {
        send(conn, { event: "error", data: { code: "unauthorized", message: "Please login!" } });
        return conn.close(4001, "unauthorized");
      }
    }
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
