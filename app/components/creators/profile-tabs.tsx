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

/**
 * "1 Photo", "1.2K Photos": the count (compact) and its noun in the count's number; on a phone the
 * count stands over the noun, so all six tabs fit the width.
 */
function TabCount({ count, noun }: { count: number; noun: string }) {
  return (
    <>
      <span className="text-base leading-tight tabular-nums sm:text-sm">{compact.format(count)}</span>{" "}
      <span className="text-xs leading-tight font-medium sm:text-sm sm:font-semibold">
        {pluralWord(count, noun)}
      </span>
    </>
  );
}

/** The tab strip: on a phone the tabs share the width equally (nothing scrolls or is cut off). */
export function ProfileTabs({ base, stats }: { base: string; stats: Stats }) {
  return (
    <nav aria-label="Profile sections" className="border-b border-line">
      <ul className="grid grid-cols-6 sm:flex sm:gap-1">
        {PROFILE_TABS.map((tab) => (
          <li key={tab.path} className="min-w-0 sm:shrink-0">
            <NavLink
              to={tab.path ? `${base}/${tab.path}` : base}
              end={tab.path === ""}
              preventScrollReset
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "-mb-px flex h-full flex-col items-center justify-center border-b-2 px-0.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-row sm:gap-1 sm:px-4 sm:py-3",
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
