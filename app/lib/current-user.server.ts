import type { Viewer } from "#functions/identity/accounts/viewer";
import { DEFAULT_AVATAR } from "#functions/identity/users/service";
import type { Deps } from "#functions/lib/deps";
import { toTokens } from "#functions/lib/money";
import { fileUrl } from "#functions/media/upload";
import { unreadCounts, unreadCountsLookedUp } from "#functions/messaging/messages/conversations";
import type { RootUser } from "./root-data";

/**
 * The signed-in user for the page chrome (header, menus), or null. Built from the row the session
 * lookup already read, its unread counts included (PAGE_CHROME_COUNTS): every page would otherwise
 * read the same user a second time.
 */
export async function loadRootUser(
  deps: Deps,
  viewer: Viewer | null,
  lookedUp: ReadonlyMap<string, unknown> | null,
): Promise<RootUser | null> {
  if (!viewer) return null;
  const at = deps.clock.now();
  const [avatar, unread] = await Promise.all([
    viewer.avatarFileId ? fileUrl(deps, viewer.avatarFileId) : DEFAULT_AVATAR,
    // Read with the session when the Worker's lookup carried them (page requests); else now.
    unreadCountsLookedUp(lookedUp) ?? unreadCounts(deps, viewer),
  ]);
  return {
    id: viewer.id,
    name: viewer.name,
    username: viewer.username,
    email: viewer.email,
    avatar,
    isPerformer: viewer.isPerformer,
    isAdmin: viewer.isAdmin,
    balance: toTokens(viewer.balance),
    unreadMessages: { total: unread.messages, at },
    notificationsUnread: { total: unread.notifications, at },
  };
}
