import { Link, NavLink, useLocation } from "@remix-run/react";
import { useCart } from "~/lib/cart";
import { cn } from "~/lib/cn";
import { tokenAmount, tokensInWords } from "~/lib/money";
import { useNavCounts } from "~/lib/nav-counts";
import { landingPath } from "~/lib/page";
import { useOptionalUser } from "~/lib/root-data";
import { Logo } from "./logo";
import { navItems } from "./nav-items";
import { NotificationBell } from "./notification-bell";
import { VisitorMenuButton } from "./phone-nav";
import { SiteMenuLink, useSiteMenu } from "./site-menu";
import { ThemeToggle } from "./theme-toggle";
import { ButtonLink } from "./ui/button";
import { CountBadge } from "./ui/count-badge";
import { ShopIcon } from "./ui/icons";
import { UserMenu } from "./user-menu";

const siteLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block whitespace-nowrap rounded-lg px-2 py-1 text-xs font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
      : "text-ink-muted hover:text-ink",
  );

/**
 * The cart with its item count (units), on every size of screen: the phone's top bar too. Shown
 * once something is in it (and on the cart page), so an empty cart takes no room in the header.
 */
function CartLink({ userId }: { userId: string | null }) {
  const { count } = useCart(userId);
  const { pathname } = useLocation();
  if (count === 0 && pathname !== "/cart") return null;
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

/**
 * The header: on a wide screen (1024 px and up) the logo, the app's links, the balance and the
 * account menu, with the admin's site links in a row below; narrower, the logo, the balance and
 * the theme switch only (the tab bar and its drawer hold the links: phone-nav.tsx).
 */
export function AppHeader() {
  const user = useOptionalUser();
  const items = user ? navItems(user) : [];
  const siteLinks = useSiteMenu("header");
  const { unread } = useNavCounts();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <Logo to={user ? landingPath(user) : "/"} compact className="shrink-0" />
        <nav aria-label="Main" className="ml-2 hidden min-w-0 items-center gap-0.5 lg:flex xl:ml-4 xl:gap-1">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "inline-flex items-center whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium transition-colors xl:px-3",
                  isActive
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
                    : "text-ink-muted hover:text-ink",
                )
              }
            >
              {item.label}
              {item.badge === "unread" ? (
                <CountBadge count={unread} label="unread" className="ml-1.5" testId="unread-badge" />
              ) : null}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
          {user ? <NotificationBell /> : null}
          <CartLink userId={user?.id ?? null} />
          {user ? (
            // The balance follows the user's socket: a balance event reloads the root data (LiveUpdates).
            <Link
              to="/wallet"
              className="rounded-full border border-line px-3 py-1 text-sm font-semibold whitespace-nowrap text-ink hover:bg-surface-muted"
              data-testid="header-balance"
              aria-label={`Wallet balance ${tokensInWords(user.balance)}`}
              // A creator's earnings are not in the wallet: the hover says where they are.
              title={
                user.isPerformer
                  ? "Your wallet, for spending. What you earn is under Earnings and Payouts."
                  : "Your wallet balance"
              }
            >
              {/* A creator reads a lone figure as earnings: where the header has room it says it is the wallet (not at 1024-1279 px, where the links fill it). */}
              {user.isPerformer ? (
                <span className="hidden font-normal text-ink-muted sm:inline lg:hidden xl:inline">
                  Wallet{" "}
                </span>
              ) : null}
              {tokenAmount(user.balance)}
            </Link>
          ) : null}
          <ThemeToggle />
          {user ? (
            <div className="hidden lg:block">
              <UserMenu user={user} />
            </div>
          ) : (
            <>
              <ButtonLink to="/auth/login" variant="ghost" size="sm" className="max-[359px]:hidden">
                Log in
              </ButtonLink>
              <ButtonLink to="/auth/register" size="sm">
                Sign up
              </ButtonLink>
              <VisitorMenuButton />
            </>
          )}
        </div>
      </div>
      {siteLinks.length > 0 ? (
        // The admin's header links (Settings → Menus), visitors' too: a row of their own on a wide
        // screen, so they never crowd out the app's navigation; in the drawer on a phone.
        <nav aria-label="Site" className="hidden border-t border-line lg:block">
          <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2 py-1 sm:px-4">
            {siteLinks.map((link) => (
              <li key={`${link.title}-${link.path}`} className="shrink-0">
                <SiteMenuLink item={link} navClassName={siteLink} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
