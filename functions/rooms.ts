/**
 * The rooms this Worker exports (wrangler.toml binds them by these names). party/ holds the rooms
 * themselves, which know nothing but their protocol; what a room must record in D1 is added here,
 * in the composition root, through a service.
 */
import { UserRoom } from "../party/user-room";
import { createDeps } from "./context/create-deps";
import { recordPresence } from "./presence/service";

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
