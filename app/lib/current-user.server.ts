import type { Viewer } from "#functions/identity/viewer";
import type { Deps } from "#functions/lib/deps";
import { unreadTotal } from "#functions/messages/conversations";
import { getCurrentUser } from "#functions/users/service";
import type { RootUser } from "./root-data";

/** The signed-in user for the page chrome (header, menus), or null. */
export async function loadRootUser(deps: Deps, viewer: Viewer | null): Promise<RootUser | null> {
  if (!viewer) return null;
  const at = deps.clock.now();
  const [me, unread] = await Promise.all([getCurrentUser(deps, viewer), unreadTotal(deps, viewer)]);
  return {
    id: me._id,
    name: me.name,
    username: me.username,
    email: me.email,
    avatar: me.avatar,
    isPerformer: me.isPerformer,
    isAdmin: me.role === "admin",
    balance: me.balance,
    unreadMessages: { total: unread, at },
  };
}
