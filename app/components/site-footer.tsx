import { useRootData } from "~/lib/root-data";
import { type SiteMenuItem, SiteMenuLink, useSiteMenu } from "./site-menu";

/** Footer: the site's footer menu (Settings → Menus), the contact form, the copyright. */
export function SiteFooter() {
  const { settings } = useRootData();
  const links: SiteMenuItem[] = [
    ...useSiteMenu("footer"),
    { title: "Contact", path: "/contact", section: "footer" },
  ];
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-subtle sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={`${link.title}-${link.path}`}>
                <SiteMenuLink item={link} className="hover:text-ink" />
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {settings.siteName}
          </p>
          <p>Made for creators and their fans.</p>
        </div>
      </div>
    </footer>
  );
}
