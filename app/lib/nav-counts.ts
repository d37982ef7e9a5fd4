/**
 * The counts the app's navigation shows beside its links, one hook for the header, the phone's tab
 * bar and its drawer.
 */
import { useNotificationsUnreadCount, useUnreadCount } from "./live-events";
import { useRootData } from "./root-data";

export function useNavCounts(): { unread: number; notifications: number } {
  const data = useRootData();
  const unread = useUnreadCount(data.user?.unreadMessages ?? null);
  // Live from the user room, like the header's bell.
  const notifications = useNotificationsUnreadCount(data.user?.notificationsUnread ?? null);
  return { unread, notifications };
}
