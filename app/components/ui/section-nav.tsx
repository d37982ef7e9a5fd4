/** A console's section navigation (the studio, the admin console) and its page heading. */
import { NavLink, useLocation } from "@remix-run/react";
import { cn } from "~/lib/cn";
import { MiniIcon } from "./icons";

export interface Section {
  to: string;
  label: string;
  end?: boolean;
  /** A new document (a page with its own policy, such as the go-live page). */
  reloadDocument?: boolean;
}

/** The section the current page belongs to: the longest path that holds it. */
function currentSection(sections: readonly Section[], pathname: string) {
  let best: Section | undefined;
  for (const s of sections) {
    const holds = pathname === s.to || (!s.end && pathname.startsWith(`${s.to}/`));
    if (holds && (!best || s.to.length > best.to.length)) best = s;
  }
  return best;
}

const sectionLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    "block rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
      : "text-ink-muted hover:bg-surface-muted hover:text-ink",
  );

function SectionLinks({ sections, className }: { sections: readonly Section[]; className: string }) {
  return (
    <ul className={className}>
      {sections.map((s) => (
        <li key={s.to} className="min-w-0">
          <NavLink
            to={s.to}
            end={s.end}
            reloadDocument={s.reloadDocument}
            prefetch={s.reloadDocument ? "none" : "intent"}
            className={sectionLink}
          >
            {s.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * A sidebar on a wide screen; below 1024 px a compact menu: one line naming the console and the
 * section open, which unfolds into every section (a `<details>`, so it works before the scripts
 * load, and folds again on the next page).
 */
export function SectionNav({ label, sections }: { label: string; sections: readonly Section[] }) {
  const location = useLocation();
  const current = currentSection(sections, location.pathname);
  return (
    <>
      <nav aria-label={label} className="hidden lg:block">
        <SectionLinks sections={sections} className="flex flex-col gap-1" />
      </nav>
      <details
        key={location.key}
        className="group rounded-xl border border-line bg-surface shadow-xs lg:hidden"
        data-testid="section-menu"
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2.5 text-sm [&::-webkit-details-marker]:hidden">
          <span className="font-semibold text-ink-subtle">{label}</span>
          <span aria-hidden="true" className="text-ink-subtle">
            /
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold text-ink">
            {current?.label ?? "Sections"}
          </span>
          <span className="sr-only">: all sections</span>
          <MiniIcon
            shape="chevron-down"
            className="size-5 shrink-0 text-ink-muted transition-transform group-open:rotate-180"
          />
        </summary>
        <nav aria-label={label} className="border-t border-line p-2">
          <SectionLinks sections={sections} className="grid grid-cols-2 gap-1" />
        </nav>
      </details>
    </>
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

/** A console's frame (the studio, the admin console): its section navigation beside the page. */
export function ConsoleFrame({
  title,
  nav,
  children,
}: {
  title: string;
  nav: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase lg:block">
          {title}
        </p>
        {nav}
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
