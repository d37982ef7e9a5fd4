import type { Lobby } from "partyserver";
import { SOCKET_IDENTITY_HEADER, type SocketIdentity, sessionTokenHash } from "../../party/protocol";
import { findViewer, readSessionToken } from "../identity/viewer";
import type { Deps } from "../lib/deps";

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
 * Rooms authorise before the socket opens: a `token` query parameter (other clients) or the session
 * cookie (browsers). The `user` room (binding `User`) is only for its own user. An authorised
 * upgrade goes on with the socket's identity (party/protocol.ts) in a header only the Worker sets.
 */
export async function authorizeRoomConnection(
  request: Request,
  lobby: Lobby,
  deps: Pick<Deps, "db" | "clock">,
): Promise<Request | Response> {
  const token = new URL(request.url).searchParams.get("token") || readSessionToken(request)?.token;
  const viewer = token ? await findViewer(deps, token) : null;
  if (!token || !viewer) return new Response("Please login!", { status: 401 });
  if (lobby.className !== "User" || lobby.name !== viewer.id)
    return new Response("Forbidden", { status: 403 });
  const identity: SocketIdentity = {
    userId: viewer.id,
    sessionId: viewer.sessionId,
    tokenHash: await sessionTokenHash(token),
    expiresAt: viewer.sessionExpiresAt,
  };
  const authorised = new Request(request);
  authorised.headers.set(SOCKET_IDENTITY_HEADER, JSON.stringify(identity));
  return authorised;
}
