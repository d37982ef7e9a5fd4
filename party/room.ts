import { type Connection, type ConnectionContext, Server, type WSMessage } from "partyserver";
import {
  answerCommonFrame,
  authorisedUpgrade,
  type BlockChange,
  CLOSE_BLOCKED,
  closeSocket,
  type Delivery,
  fanOut,
  type RoomFrame,
  type RoomFrameEvent,
  readSocketIdentity,
  refuseFrame,
  type SocketIdentity,
  type SocketState,
  sendFrame,
} from "./protocol";

export type RoomConnection = Connection<SocketState>;

/** Why a socket is shut out as it opens: the close code (4000-4999, final) and its reason. */
export interface Refusal {
  code: number;
  reason: string;
}

const notFound = () => new Response("Not found", { status: 404 });

/** The tag of a user's sockets in a room (`getConnections(userTag(id))`). */
const userTag = (userId: string) => `user:${userId}`;

/**
 * What every room is (party/user-room.ts, conversation-room.ts, stream-room.ts): a hibernating
 * Durable Object whose only request is a WebSocket upgrade the Worker authorised
 * (realtime/authorize.ts), carrying the socket's identity (protocol.ts); anything else is a 404.
 * A socket the room lets in gets `auth/success` and keeps its identity as its state, tagged with
 * its user; every frame it sends goes through `answerCommonFrame` (the frame limits, `ping`,
 * `auth/login`), and a frame of `roomEvents` then reaches the room's `onRoomFrame`. Time is
 * `Date.now()`: the frame budget, session expiry and presence read the runtime's clock.
 */
export abstract class Room<E extends RoomFrameEvent = never> extends Server<Env> {
  static options = { hibernate: true };

  /** Frames this room takes besides `ping` and `auth/login` (others are refused as bad frames). */
  protected readonly roomEvents: readonly E[] = [];

  /** Whether this identity may open this room at all; otherwise the upgrade is a 404. */
  protected admits(_identity: SocketIdentity): boolean {
    return true;
  }

  /** Checked as a socket opens, after the upgrade: a refusal closes it at once. */
  protected async refusal(_identity: SocketIdentity): Promise<Refusal | null> {
    return null;
  }

  /** A socket was let in and greeted. */
  protected joined(_conn: RoomConnection): Promise<void> | void {}

  /** A frame of `roomEvents` from a socket whose session is live. */
  protected onRoomFrame(_conn: RoomConnection, _frame: RoomFrame<E>): Promise<void> | void {}

  async fetch(request: Request): Promise<Response> {
    const identity = authorisedUpgrade(request);
    if (!identity || !this.admits(identity)) return notFound();
    return super.fetch(request);
  }

  onRequest(): Response {
    return notFound();
  }

  getConnectionTags(_conn: RoomConnection, ctx: ConnectionContext): string[] {
    const identity = readSocketIdentity(ctx.request);
    return identity ? [userTag(identity.userId)] : [];
  }

  async onConnect(conn: RoomConnection, ctx: ConnectionContext) {
    // fetch() above let only requests with a valid identity through.
    const identity = readSocketIdentity(ctx.request)!;
    // A refusal that reached the room first wins over an upgrade authorised just before it.
    const refused = await this.refusal(identity);
    if (refused) return closeSocket(conn, refused.code, refused.reason);
    conn.setState(identity);
    sendFrame(conn, { event: "auth/success", data: { userId: identity.userId } });
    await this.joined(conn);
  }

  async onMessage(conn: RoomConnection, message: WSMessage) {
    try {
      const frame = await answerCommonFrame(conn, message, this.roomEvents);
      if (frame) await this.onRoomFrame(conn, frame);
    } catch {
      refuseFrame(conn, { code: "internal", message: "Something went wrong." });
    }
  }

  /** The room's open sockets (those of one user with `userTag`). */
  protected sockets(tag?: string): Iterable<RoomConnection> {
    return this.getConnections<SocketState>(tag);
  }

  /** Closes every socket of one user. */
  protected closeUser(userId: string, refusal: Refusal) {
    for (const conn of this.sockets(userTag(userId))) closeSocket(conn, refusal.code, refusal.reason);
  }
}

const BLOCKED_KEY = "blocked";
const BLOCKED: Refusal = { code: CLOSE_BLOCKED, reason: "blocked" };

/**
 * A room services hand frames to (`deliver`) and a creator shuts users out of (`setBlocked`): the
 * conversation and stream rooms. The blocked list is in the room's storage, so it survives
 * hibernation; a blocked user's sockets close with 4003 and every later socket, frame or delivery
 * of theirs is refused, until `setBlocked` lifts it.
 */
export abstract class ChatRoom<E extends RoomFrameEvent = never> extends Room<E> {
  protected async blocked(): Promise<Set<string>> {
    return new Set((await this.ctx.storage.get<string[]>(BLOCKED_KEY)) ?? []);
  }

  protected async refusal(identity: SocketIdentity): Promise<Refusal | null> {
    return (await this.blocked()).has(identity.userId) ? BLOCKED : null;
  }

  /** RPC: hands frames to the room's sockets (see Delivery). Returns how many sends were made. */
  async deliver(deliveries: Delivery[]): Promise<number> {
    return fanOut(this.sockets(), deliveries, await this.blocked());
  }

  /** RPC: the creator blocked (or unblocked) a user; a blocked user's sockets close at once. */
  async setBlocked(change: BlockChange): Promise<void> {
    const blocked = await this.blocked();
    if (change.blocked) blocked.add(change.userId);
    else blocked.delete(change.userId);
    await this.ctx.storage.put(BLOCKED_KEY, [...blocked]);
    if (change.blocked) this.closeUser(change.userId, BLOCKED);
  }
}
