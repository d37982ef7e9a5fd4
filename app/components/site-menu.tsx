import { Link, NavLink } from "@remix-run/react";
import { type RootData, useRootData } from "~/lib/root-data";

export type SiteMenuItem = RootData["settings"]["menus"][number];

/** The links an admin put in Settings → Menus for the header or the footer, in their order. */
export function useSiteMenu(section: SiteMenuItem["section"]): SiteMenuItem[] {
  return useRootData().settings.menus.filter((m) => m.section === section);
}

/**
 * One of those links: a site path goes through the router (`NavLink` when `active` styling is
 * asked for), an outside address is a plain link that passes no referrer.
 */
export function SiteMenuLink({
  item,
  className,
  navClassName,
}: {
  item: SiteMenuItem;
  className?: string;
  /** For a header link: its class while its page is open. */
  navClassName?: (state: { isActive: boolean }) => string;
}) {
  if (!item.path.startsWith("/")) {
    return (
      <a
        href={item.path}
        rel="noopener noreferrer"
        className={navClassName?.({ isActive: false }) ?? className}
      >
        {item.title}
      </a>
    );
  }
  if (navClassName) {
    return (
      <NavLink to={item.path} className={navClassName}>
        {item.title}
      </NavLink>
    );
  }
  return (
    <Link to={item.path} className={className}>
      {item.title}
    </Link>
  );
}
