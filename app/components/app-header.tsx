import { Link, NavLink } from "@remix-run/react";
import { useCart } from "~/lib/cart";
import { cn } from "~/lib/cn";
import { useUnreadCount } from "~/lib/live-events";
import { tokenAmount, tokensInWords } from "~/lib/money";
import { landingPath } from "~/lib/page";
import { useOptionalUser } from "~/lib/root-data";
import { ShopIcon } from "./content/ui/icons";
import { Logo } from "./logo";
import { type NavItem, navItems } from "./nav-items";
import { NotificationBell } from "./notification-bell";
import { SiteMenuLink, useSiteMenu } from "./site-menu";
import { ThemeToggle } from "./theme-toggle";
import { ButtonLink } from "./ui/button";
import { UserMenu } from "./user-menu";

/** The unread count beside "Messages", live from the user's socket. */
function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white"
      data-testid="unread-badge"
    >
      <span className="sr-only">, unread: </span>
      {count > 99 ? "99+" : count}
    </span>
  );
}

function NavLabel({ item, unread }: { item: NavItem; unread: number }) {
  return (
    <>
      {item.label}
      {item.badge === "unread" ? <UnreadBadge count={unread} /> : null}
    </>
  );
}

const siteLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block whitespace-nowrap rounded-lg px-2 py-1 text-xs font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
      : "text-ink-muted hover:text-ink",
  );

/** The cart with its item count (units), on every size of screen: the phone's top bar too. */
function CartLink({ userId }: { userId: string | null }) {
  const { count } = useCart(userId);
  return (
    <NavLink
      to="/cart"
      className={({ isActive }) =>
        cn(
          "relative inline-flex size-9 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink",
          isActive && "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300",
        )
      }
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? "item" : "items"}` : "Cart"}
      data-testid="header-cart"
    >
      <ShopIcon className="size-5" />
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-4.5 items-center justify-center rounded-full bg-brand-600 px-1 text-[0.6875rem] leading-4.5 font-semibold text-white"
          data-testid="cart-count"
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </NavLink>
  );
}

export function AppHeader() {
  const user = useOptionalUser();
  const items = user ? navItems(user) : [];
  const siteLinks = useSiteMenu("header");
  const unread = useUnreadCount(user?.unreadMessages ?? null);
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Logo to={user ? landingPath(user) : "/"} compact />
        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                  isActive
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
                    : "text-ink-muted hover:text-ink",
                )
              }
            >
              <NavLabel item={item} unread={unread} />
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          {user ? <NotificationBell /> : null}
          <CartLink userId={user?.id ?? null} />
          {user ? (
            // The balance follows the user's socket: a balance event reloads the root data (LiveUpdates).
            <Link
              to="/wallet"
              className="rounded-full border border-line px-3 py-1 text-sm font-semibold text-ink hover:bg-surface-muted"
              data-testid="header-balance"
              aria-label={`Wallet balance ${tokensInWords(user.balance)}`}
            >
              {tokenAmount(user.balance)}
            </Link>
          ) : null}
          <ThemeToggle />
          {user ? (
            <UserMenu user={user} />
          ) : (
            <>
              <ButtonLink to="/auth/login" variant="ghost" size="sm">
                Log in
              </ButtonLink>
              <ButtonLink to="/auth/register" size="sm">
                Sign up
              </ButtonLink>
            </>
          )}
        </div>
      </div>
      {siteLinks.length > 0 ? (
        // The admin's header links (Settings → Menus), visitors' too: a row of their own, so they
        // never crowd out the app's navigation (a creator's or an admin's fills the first row).
        <nav aria-label="Site" className="border-t border-line">
          <ul className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-2 py-1 sm:px-4">
            {siteLinks.map((link) => (
              <li key={`${link.title}-${link.path}`} className="shrink-0">
                <SiteMenuLink item={link} navClassName={siteLink} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {items.length > 0 ? (
        <nav
          aria-label="Main (mobile)"
          className="flex gap-1 overflow-x-auto border-t border-line px-3 py-1.5 md:hidden"
        >
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  "shrink-0 rounded-lg px-3 py-1.5 text-sm font-medium",
                  isActive
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
                    : "text-ink-muted",
                )
              }
            >
              <NavLabel item={item} unread={unread} />
            </NavLink>
          ))}
        </nav>
      ) : null}
    </header>
  );
}
