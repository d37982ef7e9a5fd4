import { landingPath } from "~/lib/page";
import type { RootUser } from "~/lib/root-data";

export interface NavItem {
  to: string;
  label: string;
  /** Matches only the exact path (for "/home"-style roots). */
  end?: boolean;
  /** A live count beside the label: "unread" is the user's unseen messages, "notifications" their unread notifications. */
  badge?: "unread" | "notifications";
}

/**
 * The main navigation for a signed-in user on a wide screen (the header); pages added later append
 * their entries here. The account page is in the account menu beside it, so the row fits beside the
 * logo at 1024 px for every role.
 */
export function navItems(user: RootUser): NavItem[] {
  const items: NavItem[] = [];
  if (user.isPerformer) {
    if (user.username) items.push({ to: `/${user.username}`, label: "My profile" });
    items.push({ to: "/studio", label: "Studio" });
    items.push({ to: "/creator/earnings", label: "Earnings" });
  } else {
    items.push({ to: "/home", label: "Home", end: true });
    items.push({ to: "/user/subscriptions", label: "Subscriptions" });
  }
  items.push(
    { to: "/search", label: "Discover" },
    { to: "/live", label: "Live" },
    { to: "/messages", label: "Messages", badge: "unread" },
    { to: "/bookmarks", label: "Bookmarks" },
  );
  if (user.isAdmin) items.unshift({ to: "/admin", label: "Admin" });
  return items;
}

/** The account page of this kind of user. */
export const accountPath = (user: RootUser) => (user.isPerformer ? "/creator/account" : "/user/account");

/** The phone's bottom tab bar: the same five for everyone; "Me" (the drawer) is the sixth place. */
export function phoneTabs(user: RootUser): NavItem[] {
  return [
    { to: landingPath(user), label: "Home", end: true },
    { to: "/search", label: "Discover" },
    { to: "/messages", label: "Messages", badge: "unread" },
    { to: "/notifications", label: "Notifications", badge: "notifications" },
  ];
}

/** The phone's drawer ("Me"): every place the tab bar does not hold, in the header's order. */
export function drawerItems(user: RootUser): NavItem[] {
  const tabs = new Set(phoneTabs(user).map((t) => t.to));
  return [
    ...navItems(user).filter((item) => !tabs.has(item.to)),
    { to: "/wallet", label: "Wallet" },
    { to: accountPath(user), label: "Account settings" },
  ];
}
