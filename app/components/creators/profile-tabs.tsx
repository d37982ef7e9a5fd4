import { NavLink } from "@remix-run/react";
import type { PerformerProfile } from "#functions/identity/performers/schemas";
import { cn } from "~/lib/cn";
import { pluralWord } from "~/lib/plural";

type Stats = PerformerProfile["stats"];

type ProfileTab = {
  /** Path under /{profileId}; "" is the profile's index page (its posts). */
  path: string;
} & (
  | { label: string }
  | {
      /** A counted tab reads "<count> <noun>" in the count's number: "1 Photo", "2 Photos". */
      noun: string;
      count: (stats: Stats) => number;
    }
);

/**
 * The tabs of a creator's profile page, each a nested route of `$profileId.tsx`
 * (`$profileId._index.tsx` is Posts, `$profileId.<path>.tsx` the others). The page opens on the
 * posts, as fans expect; the counts say what each tab holds before it is opened.
 */
const PROFILE_TABS: ProfileTab[] = [
  { path: "", noun: "Post", count: (s) => s.totalPosts },
  { path: "photos", noun: "Photo", count: (s) => s.totalPhotos },
  { path: "videos", noun: "Video", count: (s) => s.totalVideos },
  { path: "galleries", noun: "Gallery", count: (s) => s.totalGalleries },
  { path: "shop", noun: "Product", count: (s) => s.totalProducts },
  { path: "about", label: "About" },
];

const compact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** "1 Photo", "1.2K Photos": the count (compact) and its noun in the count's number. */
function TabCount({ count, noun }: { count: number; noun: string }) {
  return (
    <>
      <span className="tabular-nums">{compact.format(count)}</span> {pluralWord(count, noun)}
    </>
  );
}

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
              {"label" in tab ? tab.label : <TabCount count={tab.count(stats)} noun={tab.noun} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
