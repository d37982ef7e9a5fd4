import { AppHeader } from "../app-header";
import { PhoneTabBar } from "../phone-nav";
import { SiteFooter } from "../site-footer";

/** The fan's home: the app chrome around a wider, feed-style page (pages lay out their own columns). */
export function HomeLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
        {children}
      </main>
      <SiteFooter />
      <PhoneTabBar />
    </div>
  );
}
