import { type BlockChange, CLOSE_ENDED, closeSocket, type SocketIdentity, sendFrame } from "./protocol";
import { ChatRoom, type Refusal, type RoomConnection } from "./room";

const ENDED_KEY = "ended";
const ENDED: Refusal = { code: CLOSE_ENDED, reason: "ended" };
/** Viewer counts go out at most this often, so a thousand viewers arriving is not a million frames. */
const VIEWER_COUNT_EVERY_MS = 1000;

/**
 * A live stream (`/parties/stream/<streamId>`): its public chat (messages, tips shown as tip
 * messages, deletes, clears), the viewer count, and for the creator's own sockets the private show
 * requests. Everything it sends was handed over by services through `deliver` after the API wrote
 * it to D1; clients send only `auth/login` and `ping` (chat goes through the API, POST
 * /messages/stream/public/conversations/{id}, and typing is private chat only). Viewers are counted
 * by user, so several tabs count once, and the count follows sockets opening and closing. The
 * Worker lets in only who may join the stream (realtime/authorize.ts); `setBlocked` shuts out a
 * viewer the creator blocks (see ChatRoom), `end` closes every socket when the stream ends.
 */
export class StreamRoom extends ChatRoom {
  private countTimer: ReturnType<typeof setTimeout> | null = null;

  protected async refusal(identity: SocketIdentity): Promise<Refusal | null> {
    if (await this.ctx.storage.get<boolean>(ENDED_KEY)) return ENDED;
    return super.refusal(identity);
  }

  protected joined(conn: RoomConnection) {
    sendFrame(conn, { event: "stream/viewers", data: { streamId: this.name, count: this.viewerCount() } });
    this.scheduleViewerCount();
  }

  onClose() {
    this.scheduleViewerCount();
  }

  /** Distinct viewers (users, not sockets) other than the creator, with an open socket. */
  viewerCount(): number {
    const viewers = new Set<string>();
    for (const conn of this.sockets()) {
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
      for (const conn of this.sockets()) sendFrame(conn, frame);
    }, VIEWER_COUNT_EVERY_MS);
  }

  /** RPC: the creator blocked (or unblocked) a viewer; a blocked viewer's sockets close at once. */
  async setBlocked(change: BlockChange): Promise<void> {
    await super.setBlocked(change);
    if (change.blocked) this.scheduleViewerCount();
  }

  /** RPC: the stream ended: everyone is told and every socket closes; the room takes no more. */
  async end(): Promise<void> {
    await this.ctx.storage.put(ENDED_KEY, true);
    for (const conn of this.sockets()) {
      sendFrame(conn, { event: "stream/ended", data: { streamId: this.name } });
      closeSocket(conn, CLOSE_ENDED, "ended");
    }
  }
}
