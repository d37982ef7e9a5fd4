/** The creator studio's section navigation: a sidebar on desktop, a scrolling strip on phones. */
import { NavLink } from "@remix-run/react";
import { cn } from "~/lib/cn";

const SECTIONS: { to: string; label: string; end?: boolean; reloadDocument?: boolean }[] = [
  { to: "/studio", label: "Overview", end: true },
  // A new document: the go-live page has its own policy (camera, microphone, the video service).
  { to: "/studio/live", label: "Go live", reloadDocument: true },
  { to: "/studio/compose", label: "New post" },
  { to: "/studio/posts", label: "Posts" },
  { to: "/studio/photos", label: "Photos" },
  { to: "/studio/galleries", label: "Galleries" },
  { to: "/studio/videos", label: "Videos" },
  { to: "/studio/products", label: "Products" },
  { to: "/studio/comments", label: "Comments" },
  { to: "/studio/blocks", label: "Blocked" },
];

export function StudioNav() {
  return (
    <nav aria-label="Studio" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
      <ul className="flex gap-1 lg:flex-col">
        {SECTIONS.map((s) => (
          <li key={s.to} className="shrink-0">
            <NavLink
              to={s.to}
              end={s.end}
              reloadDocument={s.reloadDocument}
              prefetch={s.reloadDocument ? "none" : "intent"}
              className={({ isActive }) =>
                cn(
                  "block rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                  isActive
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
                    : "text-ink-muted hover:bg-surface-muted hover:text-ink",
                )
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function StudioHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
