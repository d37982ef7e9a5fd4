import { Link } from "@remix-run/react";
import { useRootData } from "~/lib/root-data";

/** Footer: the site's footer menu (Settings → Menus), the contact form, the copyright. */
export function SiteFooter() {
  const { settings } = useRootData();
  const links = [
    ...settings.menus.filter((m) => m.section === "footer"),
    { title: "Contact", path: "/contact", section: "footer" as const },
  ];
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-ink-subtle sm:px-6">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={`${link.title}-${link.path}`}>
                {link.path.startsWith("/") ? (
                  <Link to={link.path} className="hover:text-ink">
                    {link.title}
                  </Link>
                ) : (
                  <a href={link.path} className="hover:text-ink" rel="noreferrer">
                    {link.title}
                  </a>
                )}
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
