/** No chrome at all: the page draws everything. */
export function BlankLayout({ children }: { children: React.ReactNode }) {
  return <main id="main">{children}</main>;
}
