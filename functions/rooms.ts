/**
 * The rooms this Worker exports (wrangler.toml binds them by these names). party/ holds the rooms
 * themselves, which know nothing but their protocol; what a room must record in D1 is added here,
 * in the composition root, through a service.
 */
import type { Lobby } from "partyserver";
import type { SocketIdentity } from "../party/protocol";
import { UserRoom } from "../party/user-room";
import { createDeps } from "./context/create-deps";
import type { Viewer } from "./identity/accounts/viewer";
import { recordPresence } from "./identity/presence/service";
import type { Deps } from "./lib/deps";
import { mayJoinConversation } from "./messaging/messages/conversations";
import type { RoomPolicy } from "./messaging/realtime/authorize";
import { streamRoomRole } from "./messaging/streaming/service";

export { ConversationRoom } from "../party/conversation-room";
export { StreamRoom } from "../party/stream-room";

/** The user room, recording its user's presence (users.online_until) for the API's `isOnline`. */
export class PresentUserRoom extends UserRoom {
  protected async presenceChanged(online: boolean) {
    try {
      await recordPresence(createDeps(this.env), this.name, online);
    } catch (err) {
      console.error("recordPresence failed", this.name, err);
    }
  }
}

/**
 * Who may open which room (binding names of wrangler.toml): `User` only its own user;
 * `Conversation` its participants, unless one blocked the other; `Stream` whoever may join the
 * stream (its creator as owner). Anything else is refused.
 */
/** The rooms' URL namespaces (`/parties/<namespace>/<name>`): partyserver's kebab-case of the bindings. */
const ROOM_NAMESPACES: ReadonlySet<string> = new Set(["user", "conversation", "stream"]);

/** Whether a path names one of our rooms; anything else is a 404 before partyserver sees it. */
export const isRoomPath = (pathname: string): boolean =>
  ROOM_NAMESPACES.has(pathname.split("/")[2] ?? "") && /^\/parties\/[^/]+\/[^/]+$/.test(pathname);

export function roomPolicy(deps: Deps, country: string | null): RoomPolicy {
  return async (viewer: Viewer, lobby: Lobby): Promise<SocketIdentity["role"] | null> => {
    switch (lobby.className) {
      case "User":
        return lobby.name === viewer.id ? "member" : null;
      case "Conversation":
        return (await mayJoinConversation(deps, viewer, lobby.name)) ? "member" : null;
      case "Stream":
        return streamRoomRole(deps, viewer, country, lobby.name);
      default:
        return null;
    }
  };
}
