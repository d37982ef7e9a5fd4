import type { Lobby } from "partyserver";
import { SOCKET_IDENTITY_HEADER, type SocketIdentity, sessionTokenHash } from "../../../party/protocol";
import { findViewer, readSessionToken, type Viewer } from "../../identity/accounts/viewer";
import type { Deps } from "../../lib/deps";
import { isAllowedOrigin } from "../../lib/origin";

/**
 * The request a room may see: the client's request without any header that would speak for the
 * Worker (our identity header, PartyServer's `x-partykit-*`, whose props header would otherwise
 * reach the room's start-up code unchecked). Applied to every /parties request before routing.
 */
export function withoutWorkerHeaders(request: Request): Request {
  const headers = new Headers(request.headers);
  for (const name of [...headers.keys()]) {
    if (name === SOCKET_IDENTITY_HEADER || name.startsWith("x-partykit-")) headers.delete(name);
  }
  return new Request(request, { headers });
}

/**
 * The address a room is handed for a socket: the path, and PartySocket's connection id (`_pk`) when
 * it is a plain id. PartyServer keeps this URL with the socket for its life (in the socket's
 * attachment, at most 16 KiB with the room's own state), so nothing else of the client's query
 * goes in: neither a session token nor a query long enough to make the room fail as it opens.
 */
function roomUrl(url: URL): string {
  const kept = new URL(url.pathname, url.origin);
  const id = url.searchParams.get("_pk");
  if (id && /^[\w-]{1,64}$/.test(id)) kept.searchParams.set("_pk", id);
  return kept.href;
}

/** Who may open a room: the socket's role there, or null when the viewer may not. */
export type RoomPolicy = (viewer: Viewer, lobby: Lobby) => Promise<SocketIdentity["role"] | null>;

/**
 * Rooms authorise before the socket opens: a `token` query parameter (other clients) or the
 * session cookie (browsers). A cookie-authenticated upgrade must carry one of our origins: the
 * browser sends the cookie to a socket any site opens (cross-site WebSocket hijacking), and the
 * Origin header, which a page cannot forge, tells ours apart; a client with a token in the URL
 * proves itself without ambient credentials and may omit Origin. An authorised upgrade goes on with
 * the socket's identity (party/protocol.ts) in a header only the Worker sets. Which rooms the viewer
 * may open is the `policy` of the composition root (functions/rooms.ts roomPolicy). The room gets
 * the request at `roomUrl`.
 */
export async function authorizeRoomConnection(
  request: Request,
  lobby: Lobby,
  deps: Pick<Deps, "db" | "d1" | "clock" | "env">,
  policy: RoomPolicy,
): Promise<Request | Response> {
  const url = new URL(request.url);
  const queryToken = url.searchParams.get("token");
  const fromRequest = queryToken ? null : readSessionToken(request);
  const token = queryToken || fromRequest?.token;
  if (fromRequest?.via === "cookie" && !isAllowedOrigin(request.headers.get("origin"), url, deps.env)) {
    return new Response("This request came from another site.", { status: 403 });
  }
  const viewer = token ? await findViewer(deps, token) : null;
  if (!token || !viewer) return new Response("Please login!", { status: 401 });
  const role = await policy(viewer, lobby);
  if (!role) return new Response("Forbidden", { status: 403 });
  const identity: SocketIdentity = {
    userId: viewer.id,
    sessionId: viewer.sessionId,
    tokenHash: await sessionTokenHash(token),
    expiresAt: viewer.sessionExpiresAt,
    role,
  };
  const authorised = new Request(roomUrl(url), request);
  authorised.headers.set(SOCKET_IDENTITY_HEADER, JSON.stringify(identity));
  return authorised;
}
