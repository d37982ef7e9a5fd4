import type { Lobby } from "partyserver";
import { findViewer } from "../auth/viewer";
import type { RequestContext } from "../lib/request-context";

/**
 * Rooms authorise before the socket opens: the session cookie (browsers) or a `token` query
 * parameter (other clients). The `user` room (binding `User`) is only for its own user.
 */
export async function authorizeRoomConnection(
  request: Request,
  lobby: Lobby,
  rc: RequestContext,
): Promise<Response | undefined> {
  const queryToken = new URL(request.url).searchParams.get("token");
  const viewer = rc.viewer ?? (queryToken ? await findViewer(rc.deps, queryToken) : null);
  if (!viewer) return new Response("Please login!", { status: 401 });
  if (lobby.className === "User" && lobby.name !== viewer.id)
    return new Response("Forbidden", { status: 403 });
  return undefined;
}
