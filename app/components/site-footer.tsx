import { PRIVACY_PATH, TERMS_PATH } from "~/lib/legal";
import { TOKEN_RATE, TOKEN_SYMBOL } from "~/lib/money";
import { useRootData } from "~/lib/root-data";
import { type SiteMenuItem, SiteMenuLink, useSiteMenu } from "./site-menu";

/** Always in the footer (once, should the admin's menu list one too): the legal pages, contact. */
const FIXED_LINKS: SiteMenuItem[] = [
  { title: "Terms", path: TERMS_PATH, section: "footer" },
  { title: "Privacy", path: PRIVACY_PATH, section: "footer" },
  { title: "Contact", path: "/contact", section: "footer" },
];

/** Footer: the site's footer menu (Settings → Menus), Terms, Privacy, the contact form, the copyright. */
export function SiteFooter() {
  const { settings, user } = useRootData();
  const menu = useSiteMenu("footer");
  const links: SiteMenuItem[] = [
    ...menu,
    ...FIXED_LINKS.filter((fixed) => !menu.some((m) => m.path === fixed.path)),
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
          {/* A visitor meets prices in tokens before any wallet: what the symbol is, and what it costs. */}
          {user ? (
            <p>Made for creators and their fans.</p>
          ) : (
            <p data-testid="token-explained">
              Prices are in tokens ({TOKEN_SYMBOL}): {TOKEN_RATE}.
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
