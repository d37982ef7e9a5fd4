import { z } from "zod";

/**
 * Socket frames, both ways: JSON `{ event, data }`. This file is the only definition of them;
 * rooms import it and their base (room.ts), nothing else of ours. Rooms: `user/<userId>` (notifications, presence),
 * `conversation/<conversationId>` (a private conversation's participants: new, deleted and read
 * messages, typing), `stream/<streamId>` (a live stream's public chat, viewer count, private
 * requests for its creator). Writes go through the API; rooms only fan out what services hand
 * them by RPC (Delivery), so a client that reconnects reloads from the API and misses nothing.
 * After every (re)connect the client sends `auth/login`: browsers are already authorised by their
 * session cookie at upgrade time and may omit the token; other clients send `{ token }`, which must
 * be the token the socket was opened with, of a session that has not expired (else the socket
 * closes with 4001). Ending a session (logout, password change or reset) closes its sockets.
 * What one socket may send is limited (MAX_CLIENT_FRAME_BYTES, CLIENT_FRAMES_PER_SECOND and the
 * rest below): every room applies the limits to a frame before reading it (`answerCommonFrame`).
 */
const ClientFrame = z.discriminatedUnion("event", [
  z.object({ event: z.literal("auth/login"), data: z.object({ token: z.string().max(200).optional() }) }),
  z.object({ event: z.literal("ping"), data: z.object({}).optional() }),
  /** Conversation rooms only: the sender starts or stops typing. */
  z.object({ event: z.literal("typing"), data: z.object({ typing: z.boolean() }) }),
]);
type ClientFrame = z.infer<typeof ClientFrame>;
/** Frames a client sends that only some rooms take (the conversation room's `typing`). */
export type RoomFrameEvent = Exclude<ClientFrame["event"], "auth/login" | "ping">;
/** A frame of one of those events, as `answerCommonFrame` hands it to the room. */
export type RoomFrame<E extends RoomFrameEvent> = Extract<ClientFrame, { event: E }>;

/*
 * What one socket may send, per connection (other sockets of the room, the same user's included,
 * are never affected). Clients should stay well inside these; our browser client sends `auth/login`
 * once per (re)connect and at most one `typing` frame a second.
 */
/**
 * The largest frame a client may send, in UTF-8 bytes (binary frames by their length). The largest
 * legitimate one is `auth/login` with a 200-character token, about 250 bytes; chat text goes through
 * the API, never the socket. A larger frame is not read: the socket closes with CLOSE_FRAME_TOO_LARGE.
 */
export const MAX_CLIENT_FRAME_BYTES = 4096;
/**
 * The frame budget, a token bucket: a socket starts with CLIENT_FRAME_BURST frames and earns
 * CLIENT_FRAMES_PER_SECOND more a second, up to the burst again. Every frame costs one, read or not.
 */
export const CLIENT_FRAMES_PER_SECOND = 5;
export const CLIENT_FRAME_BURST = 20;
/**
 * A frame sent with the budget spent is dropped unanswered and still costs one, so the budget goes
 * below zero; once it is more than CLIENT_FLOOD_ALLOWANCE frames short, the socket closes with
 * CLOSE_FLOODING. A client that keeps flooding is closed within a second or two; one that sends a
 * little too fast for a while loses those frames and, if it never slows down, the socket.
 */
export const CLIENT_FLOOD_ALLOWANCE = 20;
/**
 * Error frames a socket gets in answer to frames the room cannot take (malformed, unknown here);
 * after this many, such frames are dropped without a word (they still cost their budget).
 */
export const BAD_FRAME_REPLIES = 5;

/**
 * Typing frames one socket may have forwarded to the other participants (the conversation room):
 * only a change (`true` after `false`, `false` after a forwarded `true`) or a `true` repeated once
 * TYPING_FRAME_INTERVAL_MS has passed since the last forwarded one, and at most
 * TYPING_FRAMES_PER_INTERVAL of them per interval; the rest are dropped without a word (they cost
 * their budget). A person who sends a message and types the next at once is still seen typing;
 * a socket flipping on and off as fast as it can reaches the others a few times per interval. Our
 * client sends `true` at most every two seconds while a key is pressed.
 */
export const TYPING_FRAME_INTERVAL_MS = 2000;
export const TYPING_FRAMES_PER_INTERVAL = 4;

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
/**
 * The standard close codes of the frame limits (RFC 6455): 1008 a socket that kept sending past its
 * budget, 1009 a frame over MAX_CLIENT_FRAME_BYTES. Neither is answered with an error frame first.
 * Our browser client does not reconnect after either (it would only send the same again).
 */
export const CLOSE_FLOODING = 1008;
export const CLOSE_FRAME_TOO_LARGE = 1009;

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
 * A message as the API returns it to one viewer (functions/messaging/messages/present.ts). A pay-per-view
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
  file: {
    _id: string | null;
    kind: "photo" | "video";
    url: string | null;
    mimeType: string;
    /** A video's length in seconds, locked or not; null when unknown. */
    duration: number | null;
    /** While locked: the photo's (or video poster's) tiny blurred data: WebP; null otherwise. */
    preview: string | null;
  } | null;
  createdAt: string;
  updatedAt: string;
}

/** Per-user notifications (`user` room). */
export type UserEvent =
  | { event: "balance/updated"; data: { balance: number; change: number } }
  /** `at`: when the count was read (ms); pushes may overtake each other, the newest count wins. */
  | { event: "messages/unread"; data: { total: number; at: number } }
  | { event: "messages/new"; data: { conversationId: string; messageId: string; from: string } }
  /** Notifications not read yet (GET /api/notifications), counted at `at` (ms): the newest count wins. */
  | { event: "notifications/unread"; data: { total: number; at: number } }
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
  /** `userId` read the conversation at `readAt` (ISO): every message up to then was seen (read receipts). */
  | { event: "conversation/read"; data: { conversationId: string; userId: string; readAt: string } }
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

/**
 * What a socket sent so far, for the frame limits: the budget left (`tokens`, below zero when in
 * debt) as of `at` (ms), and how many error frames it was answered with. Kept in the socket's
 * attachment with its identity (a few dozen bytes of the runtime's 16 KiB), so it survives the
 * room's hibernation.
 */
export interface FrameBudget {
  tokens: number;
  at: number;
  errors: number;
}

/** What a conversation room forwarded of a socket's typing (TYPING_FRAME_INTERVAL_MS). */
export interface TypingForwarded {
  /** When the current interval began, and how many frames were forwarded in it. */
  at: number;
  count?: number;
  /** The last forwarded state, and when the last forwarded `true` was. */
  typing: boolean;
  startedAt?: number;
}

/**
 * A room's per-socket state: who it is, what it sent (absent until its first frame) and the last
 * typing frame forwarded for it.
 */
export type SocketState = SocketIdentity & { budget?: FrameBudget; typing?: TypingForwarded };

/**
 * Whether a socket's typing frame goes to the others (see TYPING_FRAME_INTERVAL_MS); when it does,
 * it is recorded in the socket's state, which survives hibernation like its budget.
 */
export function forwardTyping(conn: RoomSocket, typing: boolean, now = Date.now()): boolean {
  const state = conn.state;
  if (!state) return false;
  const last = state.typing;
  const changes = typing
    ? !last?.typing || now - (last.startedAt ?? last.at) >= TYPING_FRAME_INTERVAL_MS
    : last?.typing === true;
  if (!changes) return false;
  const freshInterval = !last || now - last.at >= TYPING_FRAME_INTERVAL_MS;
  const count = freshInterval ? 0 : (last.count ?? 1);
  if (count >= TYPING_FRAMES_PER_INTERVAL) return false;
  conn.setState({
    ...state,
    typing: {
      at: freshInterval ? now : last.at,
      count: count + 1,
      typing,
      startedAt: typing ? now : last?.startedAt,
    },
  });
  return true;
}

/** A socket's budget before its first frame: the full burst, no error frames yet. */
const freshBudget = (now: number): FrameBudget => ({ tokens: CLIENT_FRAME_BURST, at: now, errors: 0 });

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
function parseClientFrame(message: unknown): ClientFrame | null {
  if (typeof message !== "string" || message.length > MAX_CLIENT_FRAME_BYTES) return null;
  try {
    const parsed = ClientFrame.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/* ---- Socket plumbing every room shares (used by room.ts, the rooms' base) ---- */

/** What the helpers below need of a PartyServer connection. */
export interface RoomSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly state: Readonly<SocketState> | null;
  setState(state: SocketState): unknown;
}

/** Sends one frame; a dead socket must not stop the others, so a failed send is ignored. */
export function sendFrame(conn: Pick<RoomSocket, "send">, frame: ServerFrame) {
  try {
    conn.send(JSON.stringify(frame satisfies ServerFrame));
  } catch {
    // The runtime closes a dead socket.
  }
}

/** Closes a socket; one that is already closing is left alone. */
function endSocket(conn: Pick<RoomSocket, "close">, code: number, reason: string) {
  try {
    conn.close(code, reason);
  } catch {
    // Already closing.
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
  endSocket(conn, code, reason);
}

/** A frame's size in UTF-8 bytes (binary: its length), counted without encoding short text. */
function frameBytes(message: unknown): number {
  if (typeof message === "string") {
    // UTF-8 takes 1 to 3 bytes per UTF-16 unit, so only text between the bounds needs encoding.
    if (message.length > MAX_CLIENT_FRAME_BYTES || message.length * 3 <= MAX_CLIENT_FRAME_BYTES) {
      return message.length;
    }
    return new TextEncoder().encode(message).byteLength;
  }
  if (message instanceof ArrayBuffer || ArrayBuffer.isView(message)) return message.byteLength;
  return 0;
}

/**
 * The frame limits, applied to every frame before anything reads it (see MAX_CLIENT_FRAME_BYTES and
 * the budget constants): a frame over the size closes the socket with 1009 unread; every frame
 * costs one of the socket's budget, and one sent with the budget spent is dropped unanswered, or
 * closes the socket with 1008 once the socket is CLIENT_FLOOD_ALLOWANCE frames short. Synchronous,
 * so frames of one socket racing in the room never read a stale budget. Returns whether to read it.
 */
function admitFrame(conn: RoomSocket, message: unknown, now = Date.now()): boolean {
  if (frameBytes(message) > MAX_CLIENT_FRAME_BYTES) {
    endSocket(conn, CLOSE_FRAME_TOO_LARGE, "frame too large");
    return false;
  }
  const state = conn.state;
  // A socket the room shut out as it opened (blocked, stream over) is closing: nothing to answer.
  if (!state) return false;
  const budget = state.budget ?? freshBudget(now);
  const earned = (Math.max(0, now - budget.at) * CLIENT_FRAMES_PER_SECOND) / 1000;
  const tokens = Math.min(CLIENT_FRAME_BURST, budget.tokens + earned) - 1;
  conn.setState({ ...state, budget: { ...budget, tokens, at: now } });
  if (tokens < -CLIENT_FLOOD_ALLOWANCE) {
    endSocket(conn, CLOSE_FLOODING, "too many messages");
    return false;
  }
  return tokens >= 0;
}

/**
 * Answers a frame the room cannot take with an error frame, the first BAD_FRAME_REPLIES times on a
 * socket; later ones go unanswered, so a client cannot make the room talk by sending garbage.
 */
export function refuseFrame(
  conn: RoomSocket,
  error: { code: string; message: string } = { code: "bad_frame", message: "Unknown message." },
) {
  const state = conn.state;
  if (!state) return;
  const budget = state.budget ?? freshBudget(Date.now());
  if (budget.errors >= BAD_FRAME_REPLIES) return;
  conn.setState({ ...state, budget: { ...budget, errors: budget.errors + 1 } });
  sendFrame(conn, { event: "error", data: error });
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
 * Every room's onMessage starts here. The frame limits first (`admitFrame`); then the frames every
 * room answers alike: `ping` gets `pong`; `auth/login` (sent after every (re)connect) gets
 * `auth/success` when its token, if any, is the one the socket was opened with and the session is
 * live, else the socket closes with 4001. Returns a frame of `roomEvents` for the room to handle;
 * null when answered or dropped here (malformed frames and those of other rooms: `refuseFrame`).
 */
export async function answerCommonFrame<E extends RoomFrameEvent = never>(
  conn: RoomSocket,
  message: unknown,
  roomEvents: readonly E[] = [],
): Promise<RoomFrame<E> | null> {
  if (!admitFrame(conn, message)) return null;
  const frame = parseClientFrame(message);
  if (
    !frame ||
    (frame.event !== "ping" && frame.event !== "auth/login" && !roomEvents.includes(frame.event as E))
  ) {
    refuseFrame(conn);
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
  if (frame.event !== "auth/login") return frame as RoomFrame<E>;
  if (frame.data.token && (await sessionTokenHash(frame.data.token)) !== identity.tokenHash) {
    closeSocket(conn, CLOSE_UNAUTHORIZED, "unauthorized");
    return null;
  }
  sendFrame(conn, { event: "auth/success", data: { userId: identity.userId } });
  return null;
}

/** Whether a delivery is for this user. */
function deliveryIncludes(delivery: Delivery, userId: string): boolean {
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
