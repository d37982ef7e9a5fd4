import { cn } from "~/lib/cn";
import { AppHeader } from "../app-header";
import { PhoneTabBar } from "../phone-nav";
import { SiteFooter } from "../site-footer";

/** The app chrome around a page: the header, the page's main column, the footer and the phone's tab bar. */
export function AppChrome({ mainClassName, children }: { mainClassName: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className={cn("mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6", mainClassName)}>
        {children}
      </main>
      <SiteFooter />
      <PhoneTabBar />
    </div>
  );
}

/** The app chrome: header with logo, navigation, theme switch and account menu. */
export function PrimaryLayout({ children }: { children: React.ReactNode }) {
  return <AppChrome mainClassName="sm:py-8">{children}</AppChrome>;
}
