import { NavLink } from "@remix-run/react";
import { cn } from "~/lib/cn";

interface ProfileTab {
  /** Path under /{profileId}; "" is the profile's index page. */
  path: string;
  label: string;
}

/**
 * The tabs of a creator's profile page, each a nested route of `$profileId.tsx`
 * (`$profileId._index.tsx`, `$profileId.<path>.tsx`). Content pages add their tab here.
 */
const PROFILE_TABS: ProfileTab[] = [
  { path: "", label: "About" },
  { path: "feed", label: "Posts" },
  { path: "photos", label: "Photos" },
  { path: "videos", label: "Videos" },
  { path: "galleries", label: "Galleries" },
  { path: "shop", label: "Shop" },
];

export function ProfileTabs({ base, tabs = PROFILE_TABS }: { base: string; tabs?: ProfileTab[] }) {
  return (
    <nav
      aria-label="Profile sections"
      className="-mx-4 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.path} className="shrink-0">
            <NavLink
              to={tab.path ? `${base}/${tab.path}` : base}
              end={tab.path === ""}
              preventScrollReset
              prefetch="intent"
              className={({ isActive }) =>
                cn(
                  "-mb-px block border-b-2 px-4 py-3 text-sm font-semibold transition-colors",
                  isActive
                    ? "border-brand-600 text-brand-700 dark:text-brand-300"
                    : "border-transparent text-ink-muted hover:text-ink",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
