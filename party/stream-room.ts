import { type Connection, type ConnectionContext, Server, type WSMessage } from "partyserver";
import {
  answerCommonFrame,
  authorisedUpgrade,
  type BlockChange,
  CLOSE_BLOCKED,
  CLOSE_ENDED,
  closeSocket,
  type Delivery,
  fanOut,
  readSocketIdentity,
  refuseFrame,
  type SocketState,
  sendFrame,
} from "./protocol";

type ViewerConnection = Connection<SocketState>;

const notFound = () => new Response("Not found", { status: 404 });
const BLOCKED_KEY = "blocked";
const ENDED_KEY = "ended";
/** Viewer counts go out at most this often, so a thousand viewers arriving is not a million frames. */
const VIEWER_COUNT_EVERY_MS = 1000;

/**
 * A live stream (`/parties/stream/<streamId>`): its public chat (messages, tips shown as tip
 * messages, deletes, clears), the viewer count, and for the creator's own sockets the private show
 * requests. Everything it sends was handed over by services through `deliver` after the API wrote
 * it to D1; clients send only `auth/login` and `ping`. Viewers are counted by user, so several
 * tabs count once, and the count follows sockets opening and closing. The Worker lets in only who
 * may join the stream (realtime/authorize.ts); `setBlocked` shuts out a viewer the creator blocks,
 * `end` closes every socket when the stream ends.
 */
export class StreamRoom extends Server<Env> {
  static options = { hibernate: true };
  private countTimer: ReturnType<typeof setTimeout> | null = null;

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

  getConnectionTags(_conn: ViewerConnection, ctx: ConnectionContext): string[] {
    const identity = readSocketIdentity(ctx.request);
    return identity ? [`user:${identity.userId}`] : [];
  }

  async onConnect(conn: ViewerConnection, ctx: ConnectionContext) {
    const identity = readSocketIdentity(ctx.request)!;
    if (await this.ctx.storage.get<boolean>(ENDED_KEY)) return closeSocket(conn, CLOSE_ENDED, "ended");
    if ((await this.blocked()).has(identity.userId)) return closeSocket(conn, CLOSE_BLOCKED, "blocked");
    conn.setState(identity);
    sendFrame(conn, { event: "auth/success", data: { userId: identity.userId } });
    sendFrame(conn, { event: "stream/viewers", data: { streamId: this.name, count: this.viewerCount() } });
    this.scheduleViewerCount();
  }

  onClose() {
    this.scheduleViewerCount();
  }

  async onMessage(conn: ViewerConnection, message: WSMessage) {
    try {
      // Only the common frames: chat goes through the API (POST
      // /messages/stream/public/conversations/{id}) and typing is private chat only.
      await answerCommonFrame(conn, message);
    } catch {
      refuseFrame(conn, { code: "internal", message: "Something went wrong." });
    }
  }

  /** Distinct viewers (users, not sockets) other than the creator, with an open socket. */
  viewerCount(): number {
    const viewers = new Set<string>();
    for (const conn of this.getConnections<SocketState>()) {
      if (conn.state && conn.state.role !== "owner") viewers.add(conn.state.userId);
    }
    return viewers.size;
  }

  private scheduleViewerCount() {
    if (this.countTimer) return;
    this.countTimer = setTimeout(() => {
      this.countTimer = null;
      const frame = {
        event: "stream/viewers" as const,
        data: { streamId: this.name, count: this.viewerCount() },
      };
      for (const conn of this.getConnections<SocketState>()) sendFrame(conn, frame);
    }, VIEWER_COUNT_EVERY_MS);
  }

  /** RPC: hands frames to the stream's sockets (see Delivery). Returns how many sends were made. */
  async deliver(deliveries: Delivery[]): Promise<number> {
    return fanOut(this.getConnections<SocketState>(), deliveries, await this.blocked());
  }

  /** RPC: the creator blocked (or unblocked) a viewer; a blocked viewer's sockets close at once. */
  async setBlocked(change: BlockChange): Promise<void> {
    const blocked = await this.blocked();
    if (change.blocked) blocked.add(change.userId);
    else blocked.delete(change.userId);
    await this.ctx.storage.put(BLOCKED_KEY, [...blocked]);
    if (!change.blocked) return;
    for (const conn of this.getConnections<SocketState>(`user:${change.userId}`)) {
      closeSocket(conn, CLOSE_BLOCKED, "blocked");
    }
    this.scheduleViewerCount();
  }

  /** RPC: the stream ended: everyone is told and every socket closes; the room takes no more. */
  async end(): Promise<void> {
    await this.ctx.storage.put(ENDED_KEY, true);
    for (const conn of this.getConnections<SocketState>()) {
      sendFrame(conn, { event: "stream/ended", data: { streamId: this.name } });
      closeSocket(conn, CLOSE_ENDED, "ended");
    }
  }
}
