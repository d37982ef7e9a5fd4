/** A console's section navigation (the studio, the admin console) and its page heading. */
import { NavLink } from "@remix-run/react";
import { cn } from "~/lib/cn";

export interface Section {
  to: string;
  label: string;
  end?: boolean;
  /** A new document (a page with its own policy, such as the go-live page). */
  reloadDocument?: boolean;
}

/** A sidebar on desktop, a scrolling strip on phones. */
export function SectionNav({ label, sections }: { label: string; sections: readonly Section[] }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:overflow-visible lg:px-0">
      <ul className="flex gap-1 lg:flex-col">
        {sections.map((s) => (
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

/** The heading of a console page: title, a line of description, an action on the right. */
export function SectionHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {action}
    </div>
  );
}
