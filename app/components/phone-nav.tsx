/**
 * The app's navigation below 1024 px: a tab bar at the bottom of the screen (Home, Discover,
 * Messages and Notifications with their counts, Me) and a drawer ("Me", or "Menu" for a visitor)
 * for every other place. Wide screens keep the header's row of links (app-header.tsx).
 */
import { Form, Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useId } from "react";
import { Photo } from "~/components/ui/photo";
import { cn } from "~/lib/cn";
import { tokenAmount } from "~/lib/money";
import { useNavCounts } from "~/lib/nav-counts";
import { type RootUser, useOptionalUser } from "~/lib/root-data";
import { drawerItems, type NavItem, phoneTabs } from "./nav-items";
import { SiteMenuLink, useSiteMenu } from "./site-menu";
import { ThemeToggle } from "./theme-toggle";
import { Avatar } from "./ui/avatar";
import { ButtonLink } from "./ui/button";
import { CountBadge } from "./ui/count-badge";
import { useLazyDialog } from "./ui/dialog";
import { CloseIcon, Icon, type IconShape } from "./ui/icons";

const TAB_ICONS: Record<string, IconShape> = {
  Home: "home",
  Discover: "discover",
  Messages: "messages",
  Notifications: "notifications",
};

function TabIcon({ label }: { label: string }) {
  const shape = TAB_ICONS[label];
  return shape ? <Icon shape={shape} className="size-6" /> : null;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "relative flex h-full flex-col items-center justify-center gap-0.5 text-[0.6875rem] leading-none font-medium transition-colors",
    isActive ? "text-brand-600 dark:text-brand-300" : "text-ink-muted hover:text-ink",
  );

/** The tab bar for a signed-in user on a phone or a tablet, and the room it takes at the page's end. */
export function PhoneTabBar() {
  const user = useOptionalUser();
  const counts = useNavCounts();
  const drawer = useLazyDialog();
  if (!user) return null;
  const badge = (item: NavItem) =>
    item.badge === "unread" ? counts.unread : item.badge === "notifications" ? counts.notifications : 0;
  return (
    <>
      {/* The page's last lines stay above the bar. */}
      <div aria-hidden="true" className="h-[calc(4rem+env(safe-area-inset-bottom))] lg:hidden" />
      <nav
        aria-label="Tabs"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-surface/85 lg:hidden"
      >
        <ul className="mx-auto grid h-16 max-w-lg grid-cols-5">
          {phoneTabs(user).map((item) => (
            <li key={item.label}>
              <NavLink to={item.to} end={item.end} prefetch="intent" className={tabClass}>
                <TabIcon label={item.label} />
                <span className="max-w-full truncate px-0.5">{item.label}</span>
                {/* After the label, so the link reads "Messages, unread: 3". */}
                <CountBadge
                  count={badge(item)}
                  label={item.badge === "unread" ? "unread" : "new"}
                  testId={item.badge === "unread" ? "unread-badge" : "notifications-badge"}
                  className="absolute top-1.5 left-1/2 ml-1 min-w-4.5 px-1 text-[0.625rem] leading-4.5 ring-2 ring-surface"
                />
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={drawer.open}
              aria-haspopup="dialog"
              className={tabClass({ isActive: false })}
              data-testid="me-tab"
            >
              <Photo
                sizes="avatar"
                src={user.avatar || "/images/default-avatar.svg"}
                alt=""
                className="size-6 rounded-full bg-surface-muted object-cover"
              />
              <span>Me</span>
            </button>
          </li>
        </ul>
      </nav>
      {drawer.mounted ? <Drawer dialogRef={drawer.ref} close={drawer.close} user={user} /> : null}
    </>
  );
}

/** The "Menu" button of a visitor's header on a phone: the drawer with Discover, Live and the site's links. */
export function VisitorMenuButton() {
  const drawer = useLazyDialog();
  return (
    <>
      <button
        type="button"
        onClick={drawer.open}
        aria-haspopup="dialog"
        aria-label="Menu"
        className="inline-flex size-10 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink lg:hidden"
      >
        <Icon shape="menu" className="size-6" />
      </button>
      {drawer.mounted ? <Drawer dialogRef={drawer.ref} close={drawer.close} user={null} /> : null}
    </>
  );
}

const drawerLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "flex items-center justify-between gap-2 rounded-xl px-3 py-2.5 text-[0.9375rem] font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
      : "text-ink hover:bg-surface-muted",
  );

/**
 * The side sheet: a modal `<dialog>` (focus stays inside, Escape closes it, the page behind is
 * inert) that also closes on a tap beside it and on any navigation.
 */
function Drawer({
  dialogRef,
  close,
  user,
}: {
  dialogRef: React.RefObject<HTMLDialogElement>;
  close: () => void;
  user: RootUser | null;
}) {
  const titleId = useId();
  const location = useLocation();
  const siteLinks = useSiteMenu("header");
  const counts = useNavCounts();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => close(), [location.key]);
  const items: NavItem[] = user
    ? drawerItems(user)
    : [
        { to: "/search", label: "Discover" },
        { to: "/live", label: "Live" },
      ];
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop; Escape already closes a modal dialog.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
      className="m-0 ml-auto h-dvh max-h-none w-[min(20rem,calc(100vw-3rem))] max-w-none overflow-y-auto border-l border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/50 open:animate-fade-in"
    >
      <div className="flex min-h-full flex-col gap-2 p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
        <div className="flex items-center gap-3 px-1 py-1">
          {user ? (
            <>
              <Avatar src={user.avatar} name={user.name} size="md" />
              <div className="min-w-0 flex-1">
                <h2 id={titleId} className="truncate font-semibold text-ink">
                  {user.name || user.username}
                </h2>
                {user.username ? <p className="truncate text-sm text-ink-muted">@{user.username}</p> : null}
              </div>
            </>
          ) : (
            <h2 id={titleId} className="flex-1 px-2 text-lg font-semibold text-ink">
              Menu
            </h2>
          )}
          <button
            type="button"
            onClick={close}
            aria-label="Close menu"
            autoFocus
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {user ? (
          <Link
            to="/wallet"
            className="flex items-center justify-between rounded-xl border border-line px-3 py-2.5 text-sm hover:bg-surface-muted"
          >
            <span className="text-ink-muted">Wallet balance</span>
            <span className="font-semibold text-ink">{tokenAmount(user.balance)}</span>
          </Link>
        ) : null}
        <nav aria-label={user ? "More" : "Menu"}>
          <ul className="space-y-0.5">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} prefetch="intent" className={drawerLink}>
                  {item.label}
                  <CountBadge count={item.badge === "unread" ? counts.unread : 0} label="unread" />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {siteLinks.length > 0 ? (
          <nav aria-label="Site" className="border-t border-line pt-2">
            <ul className="space-y-0.5">
              {siteLinks.map((link) => (
                <li key={`${link.title}-${link.path}`}>
                  <SiteMenuLink item={link} navClassName={drawerLink} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <div className="mt-auto space-y-2 border-t border-line pt-2">
          <div className="flex items-center justify-between px-3">
            <span className="text-sm text-ink-muted">Theme</span>
            <ThemeToggle />
          </div>
          {user ? (
            <Form noValidate method="post" action="/auth/logout">
              <button
                type="submit"
                className="w-full rounded-xl px-3 py-2.5 text-left text-[0.9375rem] font-medium text-red-600 hover:bg-surface-muted dark:text-red-400"
              >
                Log out
              </button>
            </Form>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <ButtonLink to="/auth/login" variant="secondary">
                Log in
              </ButtonLink>
              <ButtonLink to="/auth/register">Sign up</ButtonLink>
            </div>
          )}
        </div>
      </div>
    </dialog>
  );
}
