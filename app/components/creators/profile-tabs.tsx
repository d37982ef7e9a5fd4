import { NavLink } from "@remix-run/react";
import type { PerformerProfile } from "#functions/performers/schemas";
import { cn } from "~/lib/cn";

type Stats = PerformerProfile["stats"];

interface ProfileTab {
  /** Path under /{profileId}; "" is the profile's index page (its posts). */
  path: string;
  label: string;
  /** The count shown in the label, from the profile's stats. */
  count?: (stats: Stats) => number;
}

/**
 * The tabs of a creator's profile page, each a nested route of `$profileId.tsx`
 * (`$profileId._index.tsx` is Posts, `$profileId.<path>.tsx` the others). The page opens on the
 * posts, as fans expect; the counts say what each tab holds before it is opened.
 */
const PROFILE_TABS: ProfileTab[] = [
  { path: "", label: "Posts", count: (s) => s.totalPosts },
  { path: "photos", label: "Photos", count: (s) => s.totalPhotos },
  { path: "videos", label: "Videos", count: (s) => s.totalVideos },
  { path: "galleries", label: "Galleries", count: (s) => s.totalGalleries },
  { path: "shop", label: "Shop", count: (s) => s.totalProducts },
  { path: "about", label: "About" },
];

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** The tab strip; on a narrow screen it scrolls sideways (never wraps or cuts a tab off). */
export function ProfileTabs({ base, stats }: { base: string; stats: Stats }) {
  return (
    <nav
      aria-label="Profile sections"
      className="-mx-4 overflow-x-auto overscroll-x-contain border-b border-line px-4 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-1">
        {PROFILE_TABS.map((tab) => (
          <li key={tab.path} className="shrink-0">
            <NavLink
              to={tab.path ? `${base}/${tab.path}` : base}
              end={tab.path === ""}
              preventScrollReset
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "-mb-px flex items-center gap-1.5 border-b-2 px-3 py-3 text-sm font-semibold whitespace-nowrap transition-colors sm:px-4",
                  isActive
                    ? "border-brand-600 text-brand-700 dark:text-brand-300"
                    : "border-transparent text-ink-muted hover:text-ink",
                )
              }
            >
              {tab.label}
              {tab.count ? (
                <span className="rounded-full bg-surface-muted px-1.5 py-0.5 text-xs font-medium text-ink-muted tabular-nums">
                  {compact.format(tab.count(stats))}
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
