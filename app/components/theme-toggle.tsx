import { useFetcher, useLocation } from "@remix-run/react";
import { cn } from "~/lib/cn";
import { THEME_FETCHER_KEY, useTheme } from "~/lib/theme";
import { useHydrated } from "~/lib/use-hydrated";

/** Switches between light and dark; works without JavaScript too (the action redirects back). */
export function ThemeToggle({ className }: { className?: string }) {
  const fetcher = useFetcher({ key: THEME_FETCHER_KEY });
  const theme = useTheme();
  const location = useLocation();
  const hydrated = useHydrated();
  const next = theme === "dark" ? "light" : "dark";
  return (
    <fetcher.Form noValidate method="post" action="/resources/theme">
      <input type="hidden" name="theme" value={next} />
      {/* Without JavaScript the action redirects back here; with it, the fetcher just revalidates. */}
      {hydrated ? null : (
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      )}
      <button
        type="submit"
        className={cn(
          "inline-flex size-10 items-center justify-center rounded-xl text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink",
          className,
        )}
        aria-label={next === "dark" ? "Switch to dark theme" : "Switch to light theme"}
        title={next === "dark" ? "Dark theme" : "Light theme"}
        data-theme-toggle={theme}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          {theme === "dark" ? (
            <>
              <circle cx="12" cy="12" r="4" />
              <path
                strokeLinecap="round"
                d="M12 2v2m0 16v2M4.93 4.93l1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M4.93 19.07l1.41-1.41M17.66 6.34l1.41-1.41"
              />
            </>
          ) : (
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M21 12.79A9 9 0 1 1 11.21 3 7 7 0 0 0 21 12.79Z"
            />
          )}
        </svg>
      </button>
    </fetcher.Form>
  );
}
