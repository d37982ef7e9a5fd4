import { Link } from "@remix-run/react";
import { useNotificationsUnreadCount } from "~/lib/live-events";
import { useOptionalUser } from "~/lib/root-data";
import { CountBadge } from "./ui/count-badge";

/**
 * The signed-in user's unread notifications: the root data's count (`user.notificationsUnread`),
 * replaced by newer counts pushed to their user room. 0 when logged out.
 */
export function useNotificationsUnread(): number {
  const user = useOptionalUser();
  return useNotificationsUnreadCount(user?.notificationsUnread ?? null);
}

export function BellIcon({ className = "size-5" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's bell: a link to /notifications with the live unread count. Below `lg` the phone's
 * tab bar holds Notifications with the same count, so the header leaves it out (it showed twice).
 */
export function NotificationBell() {
  const count = useNotificationsUnread();
  return (
    <Link
      to="/notifications"
      prefetch="intent"
      className="relative hidden size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink lg:inline-flex"
      aria-label={count > 0 ? `Notifications, ${count} unread` : "Notifications"}
      data-testid="notification-bell"
    >
      <BellIcon />
      <CountBadge
        count={count}
        className="absolute -top-0.5 -right-1 min-w-4.5 px-1 text-[10px] leading-4.5"
        testId="notifications-count"
      />
    </Link>
  );
}
