import type { RootUser } from "~/lib/root-data";

export interface NavItem {
  to: string;
  label: string;
  /** Matches only the exact path (for "/home"-style roots). */
  end?: boolean;
  /** A live count beside the label: "unread" is the user's unseen messages. */
  badge?: "unread";
}

/** The main navigation for a signed-in user; pages added later append their entries here. */
export function navItems(user: RootUser): NavItem[] {
  const items: NavItem[] = [];
  if (user.isPerformer) {
    if (user.username) items.push({ to: `/${user.username}`, label: "My profile" });
    items.push({ to: "/studio", label: "Studio" });
    items.push({ to: "/creator/earnings", label: "Earnings" });
    items.push({ to: "/creator/account", label: "Account" });
  } else {
    items.push({ to: "/home", label: "Home", end: true });
    items.push({ to: "/user/subscriptions", label: "Subscriptions" });
    items.push({ to: "/user/account", label: "Account" });
  }
  items.splice(
    items.length - 1,
    0,
    { to: "/search", label: "Discover" },
    { to: "/live", label: "Live" },
    { to: "/messages", label: "Messages", badge: "unread" },
    { to: "/bookmarks", label: "Bookmarks" },
  );
  if (user.isAdmin) items.unshift({ to: "/admin", label: "Admin" });
  return items;
}
