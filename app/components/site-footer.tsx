import { useRootData } from "~/lib/root-data";

export function SiteFooter() {
  const { settings } = useRootData();
  return (
    <footer className="border-t border-line">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-ink-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {settings.siteName}
        </p>
        <p>Made for creators and their fans.</p>
      </div>
    </footer>
  );
}
