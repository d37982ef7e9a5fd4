import type { ReactNode } from "react";

/** A whole-page notice (maintenance, not available here): a round icon, a big title, a line of text. */
export function NoticePage({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-4">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          {icon}
        </svg>
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
      <p className="text-ink-muted">{children}</p>
    </div>
  );
}
