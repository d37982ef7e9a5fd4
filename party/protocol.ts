import { z } from "zod";

/**
 * Socket frames, both ways: JSON `{ event, data }`. This file is the only definition of them and
 * the only module a room imports. Rooms: `user/<userId>` (notifications, presence),
 * `conversation/<conversationId>` (a private conversation's participants: new, deleted and read
 * messages, typing), `stream/<streamId>` (a live stream's public chat, viewer count, private
 * requests for its creator). Writes go through the API; rooms only fan out what services hand
 * them by RPC (Delivery), so a client that reconnects reloads from the API and misses nothing.
 * After every (re)connect the client sends `auth/login`: browsers are already authorised by their
 * session cookie at upgrade time and may omit the token; other clients send `{ token }`, which must
 * be the token the socket was opened with, of a session that has not expired (else the socket
 * closes with 4001). Ending a session (logout, password change or reset) closes its sockets.
 */
const ClientFrame = z.discriminatedUnion("event", [
  z.object({ event: z.literal("auth/login"), data: z.object({ token: z.string().max(200).optional() }) }),
  z.object({ event: z.literal("ping"), data: z.object({}).optional() }),
  /** Conversation rooms only: the sender starts or stops typing. */
  z.object({ event: z.literal("typing"), data: z.object({ typing: z.boolean() }) }),
]);
type ClientFrame = z.infer<typeof ClientFrame>;

const MAX_FRAME_BYTES = 4096;

/*
 * Close codes. Rooms use 4000-4999 only for closes that are final (retrying would be refused
 * again): clients stop reconnecting on any of them.
 */
/** The close code of a socket whose session ended or was never valid. */
export const CLOSE_UNAUTHORIZED = 4001;
/** The close code of a socket whose user the creator blocked: clients stop reconnecting. */
export const CLOSE_BLOCKED = 4003;
/** The close code of a stream room's sockets when the stream ends: clients stop reconnecting. */
export const CLOSE_ENDED = 4004;

/** A person as chat frames show them (the API's public user card, with presence). */
export interface ChatUser {
  _id: string;
  name: string;
  username: string | null;
  avatar: string;
  isPerformer: boolean;
  isOnline: boolean;
}

/**
 * A message as the API returns it to one viewer (functions/messages/present.ts). A pay-per-view
 * message the viewer has not bought comes `locked`: no text and no file URL.
 */
export interface ChatMessage {
  _id: string;
  conversationId: string;
  senderId: string;
  sender: ChatUser | null;
  type: "text" | "photo" | "video" | "tip";
  /** HTML-escaped plain text; null while locked. */
  text: string | null;
  isDeleted: boolean;
  /** Pay-per-view: a price was set (tokens). A tip: `price` is the amount. */
  isSale: boolean;
  price: number;
  isBought: boolean;
  locked: boolean;
  file: { _id: string; kind: "photo" | "video"; url: string | null; mimeType: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** Per-user notifications (`user` room). */
export type UserEvent =
  | { event: "balance/updated"; data: { balance: number; change: number } }
  /** `at`: when the count was read (ms); pushes may overtake each other, the newest count wins. */
  | { event: "messages/unread"; data: { total: number; at: number } }
  | { event: "messages/new"; data: { conversationId: string; messageId: string; from: string } }
  | { event: "payment/status"; data: { transactionId: string; status: string } }
  | { event: "subscription/updated"; data: { performerId: string; status: string } }
  | { event: "notification"; data: { message: string; link?: string } };

/** Events of a private conversation (`conversation` room) and of a stream's chat (`stream` room). */
export type ChatEvent =
  | { event: "message/created"; data: { message: ChatMessage } }
  /** Private: `removed` (gone from the list). Public stream chat: kept, marked deleted, with this text. */
  | {
      event: "message/deleted";
      data: { _id: string; conversationId: string; removed: boolean; text: string };
    }
  /** The viewer bought a pay-per-view message: reload it from the API. */
  | { event: "message/unlocked"; data: { _id: string; conversationId: string } }
  | { event: "messages/cleared"; data: { conversationId: string } }
  | { event: "conversation/read"; data: { conversationId: string; userId: string } }
  | { event: "typing"; data: { conversationId: string; userId: string; typing: boolean } };

/** Events only the `stream` room sends. */
export type StreamEvent =
  | { event: "stream/viewers"; data: { streamId: string; count: number } }
  | { event: "stream/updated"; data: { streamId: string; title: string; price: number } }
  | { event: "stream/ended"; data: { streamId: string } }
  | {
      event: "stream/private-request";
      data: { conversationId: string; user: ChatUser; createdAt: string };
    }
  | { event: "stream/private-request-removed"; data: { conversationId: string } };

export type ServerFrame =
  | UserEvent
  | ChatEvent
  | StreamEvent
  | { event: "auth/success"; data: { userId: string } }
  | { event: "error"; data: { code: string; message: string } }
  | { event: "pong"; data: Record<string, never> };

/**
 * What a service hands a room by RPC: frames and who gets them (user ids). `only`: just these
 * users' sockets; `except`: everyone else's. Neither: every socket of the room. A pay-per-view
 * message goes out twice: the full one to its sender, the locked one to everyone else.
 */
export interface Delivery {
  frame: ChatEvent | StreamEvent;
  only?: string[];
  except?: string[];
}

/** A user the creator blocked (or unblocked): the room stops delivering to them and closes them. */
export interface BlockChange {
  userId: string;
  blocked: boolean;
}

/**
 * The upgrade contract between the Worker and a room. The Worker authorises a socket (session
 * cookie or `token` query parameter) and hands the room who it is in this header. Rooms are
 * Durable Objects: nothing reaches them except through the Worker, which deletes this header and
 * every `x-partykit-*` header from the client's request before setting its own, so the room can
 * trust it and needs no database or session code of its own.
 */
export const SOCKET_IDENTITY_HEADER = "x-fanverse-socket-identity";

export const SocketIdentity = z.object({
  userId: z.string().min(1).max(64),
  /** The session the socket belongs to: logout and password changes close its sockets by this id. */
  sessionId: z.string().min(1).max(64),
  /** sessionTokenHash of the token that opened the socket; an `auth/login` token must match it. */
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** When the session ends (ms since epoch); after that `auth/login` and pushes close the socket. */
  expiresAt: z.number().int(),
  /** Stream rooms: the stream's creator (sees private requests, moderates) or a viewer. */
  role: z.enum(["owner", "member"]).default("member"),
});
export type SocketIdentity = z.infer<typeof SocketIdentity>;

/** Reads the Worker's identity header; null when it is missing or malformed. */
export function readSocketIdentity(request: Request): SocketIdentity | null {
  try {
    const parsed = SocketIdentity.safeParse(JSON.parse(request.headers.get(SOCKET_IDENTITY_HEADER) ?? ""));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** SHA-256 hex of a session token: how a room recognises the token a socket was opened with. */
export async function sessionTokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Parses an inbound frame; null for anything that is not a known, well-formed frame. */
export function parseClientFrame(message: unknown): ClientFrame | null {
  if (typeof message !== "string" || message.length > MAX_FRAME_BYTES) return null;
  try {
    const parsed = ClientFrame.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/* ---- Socket plumbing every room shares (rooms import nothing but this module) ---- */

/** What the helpers below need of a PartyServer connection. */
export interface RoomSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly state: Readonly<SocketIdentity> | null;
}

/** Sends one frame; a dead socket must not stop the others, so a failed send is ignored. */
export function sendFrame(conn: Pick<RoomSocket, "send">, frame: ServerFrame) {
  try {
    conn.send(JSON.stringify(frame satisfies ServerFrame));
  } catch {
    // The runtime closes a dead socket.
  }
}

/** Sends an error frame and closes the socket with `code` (clients do not retry 4xxx codes). */
export function closeSocket(conn: Pick<RoomSocket, "send" | "close">, code: number, reason: string) {
  const message =
    code === CLOSE_BLOCKED
      ? "You cannot chat here."
      : code === CLOSE_ENDED
        ? "The stream has ended."
        : "Please login!";
  const errorCode =
    code === CLOSE_BLOCKED ? "user_blocked" : code === CLOSE_ENDED ? "stream_ended" : "unauthorized";
  sendFrame(conn, { event: "error", data: { code: errorCode, message } });
  try {
    conn.close(code, reason);
  } catch {
    // Already closing.
  }
}

/**
 * Whether a request reaching a room is an upgrade the Worker authorised for it (realtime/authorize.ts
 * sets the identity header only then): rooms answer anything else with 404.
 */
export function authorisedUpgrade(request: Request): SocketIdentity | null {
  if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return null;
  return readSocketIdentity(request);
}

/** Whether a socket's session is still live (pushes to expired sessions close them instead). */
export const sessionLive = (identity: Readonly<SocketIdentity> | null, now = Date.now()) =>
  Boolean(identity && identity.expiresAt > now);

/**
 * The frames every room answers alike: `ping` gets `pong`; `auth/login` (sent after every
 * (re)connect) gets `auth/success` when its token, if any, is the one the socket was opened with
 * and the session is live, else the socket closes with 4001. Returns the frame when it is another
 * one, for the room to handle; null when answered here (malformed frames get `bad_frame`).
 */
export async function answerCommonFrame(conn: RoomSocket, message: unknown): Promise<ClientFrame | null> {
  const frame = parseClientFrame(message);
  if (!frame) {
    sendFrame(conn, { event: "error", data: { code: "bad_frame", message: "Unknown message." } });
    return null;
  }
  if (frame.event === "ping") {
    sendFrame(conn, { event: "pong", data: {} });
    return null;
  }
  const identity = conn.state;
  if (!identity || !sessionLive(identity)) {
    closeSocket(conn, CLOSE_UNAUTHORIZED, "session expired");
    return null;
  }
  if (frame.event !== "auth/login") return frame;
  if (frame.data.token && (await sessionTokenHash(frame.data.token)) !== identity.tokenHash) {
    closeSocket(conn, CLOSE_UNAUTHORIZED, "unauthorized");
    return null;
  }
  sendFrame(conn, { event: "auth/success", data: { userId: identity.userId } });
  return null;
}

/** Whether a delivery is for this user. */
export function deliveryIncludes(delivery: Delivery, userId: string): boolean {
  if (delivery.only) return delivery.only.includes(userId);
  if (delivery.except) return !delivery.except.includes(userId);
  return true;
}

/**
 * A room's fan-out: every open socket gets the deliveries meant for its user, each frame encoded
 * once for all (a thousand sockets share one string). Sockets of users in `blocked` close with
 * 4003, of expired sessions with 4001; a socket whose send fails is skipped, never stops the rest.
 * Returns how many frames were sent.
 */
export function fanOut(
  sockets: Iterable<RoomSocket>,
  deliveries: readonly Delivery[],
  blocked: ReadonlySet<string>,
  now = Date.now(),
): number {
  const encoded = deliveries.map((d) => ({ d, json: JSON.stringify(d.frame satisfies ServerFrame) }));
  let sent = 0;
  for (const conn of sockets) {
    // One read of the socket's state: after hibernation each read deserialises it again.
    const state = conn.state;
    if (!state) continue;
    if (blocked.has(state.userId)) {
      closeSocket(conn, CLOSE_BLOCKED, "blocked");
      continue;
    }
    if (!sessionLive(state, now)) {
      closeSocket(conn, CLOSE_UNAUTHORIZED, "session expired");
      continue;
    }
    for (const { d, json } of encoded) {
      if (!deliveryIncludes(d, state.userId)) continue;
      try {
        conn.send(json);
        sent++;
      } catch {
        // A dead socket: the runtime closes it.
      }
    }
  }
  return sent;
}

/** How often a user room refreshes its user's presence while a socket is open (ms). */
export const PRESENCE_REFRESH_MS = 60_000;
