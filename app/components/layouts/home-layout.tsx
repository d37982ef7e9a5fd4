import { AppChrome } from "./primary-layout";

/** The fan's home: the app chrome around a wider, feed-style page (pages lay out their own columns). */
export function HomeLayout({ children }: { children: React.ReactNode }) {
  return <AppChrome mainClassName="lg:py-8">{children}</AppChrome>;
}
