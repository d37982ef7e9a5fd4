import { Logo } from "../logo";
import { ThemeToggle } from "../theme-toggle";

/**
 * A centred notice with only the logo: the maintenance and geoBlock layouts (and error pages).
 * Visitors seeing it cannot use the rest of the site, so it offers no navigation.
 */
export function NoticeLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/60 to-canvas dark:from-brand-950/20">
      <div className="flex items-center justify-between px-4 py-4 sm:px-8">
        <Logo />
        <ThemeToggle />
      </div>
      <main id="main" className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="w-full max-w-lg animate-slide-up text-center">{children}</div>
      </main>
    </div>
  );
}

export const MaintenanceLayout = NoticeLayout;
export const GeoBlockLayout = NoticeLayout;
