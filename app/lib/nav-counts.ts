/**
 * The counts the app's navigation shows beside its links, one hook for the header, the phone's tab
 * bar and its drawer.
 */
import { useUnreadCount } from "./live-events";
import { useRootData } from "./root-data";

/**
 * The unread notifications, when the root data carries a count (`notificationsUnread`, beside the
 * user or on it; a number or a `{ total }`). Read defensively: the navigation is drawn before and
 * whatever the notifications feature answers, and shows no count without one.
 */
function notificationsCount(source: unknown): number | null {
  if (!source || typeof source !== "object" || !Object.hasOwn(source, "notificationsUnread")) return null;
  const raw: unknown = (source as { notificationsUnread: unknown }).notificationsUnread;
  if (typeof raw === "number" && Number.isFinite(raw)) return raw;
  if (raw && typeof raw === "object" && Object.hasOwn(raw, "total")) {
    const total: unknown = (raw as { total: unknown }).total;
    if (typeof total === "number" && Number.isFinite(total)) return total;
  }
  return null;
}

export function useNavCounts(): { unread: number; notifications: number } {
  const data = useRootData();
  const unread = useUnreadCount(data.user?.unreadMessages ?? null);
  const notifications = notificationsCount(data) ?? notificationsCount(data.user) ?? 0;
  return { unread, notifications };
}
