import { z } from "zod";

/**
 * Socket frames, both ways: JSON `{ event, data }`. This file is the only definition of them.
 * After every (re)connect the client sends `auth/login`: browsers are already authorised by their
 * session cookie at upgrade time and may omit the token; other clients send `{ token }`, which must
 * be the token the socket was opened with, of a session that has not expired (else the socket
 * closes with 4001). Ending a session (logout, password change or reset) closes its sockets.
 */
const ClientFrame = z.discriminatedUnion("event", [
  z.object({ event: z.literal("auth/login"), data: z.object({ token: z.string().max(200).optional() }) }),
  z.object({ event: z.literal("ping"), data: z.object({}).optional() }),
]);
type ClientFrame = z.infer<typeof ClientFrame>;

const MAX_FRAME_BYTES = 4096;

/** The close code of a socket whose session ended or was never valid: clients stop reconnecting. */
export const CLOSE_UNAUTHORIZED = 4001;

export type UserEvent =
  | { event: "balance/updated"; data: { balance: number; change: number } }
  | { event: "messages/unread"; data: { total: number } }
  | { event: "payment/status"; data: { transactionId: string; status: string } }
  | { event: "notification"; data: { message: string } };

export type ServerFrame =
  | UserEvent
  | { event: "auth/success"; data: { userId: string } }
  | { event: "error"; data: { code: string; message: string } }
  | { event: "pong"; data: Record<string, never> };

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
