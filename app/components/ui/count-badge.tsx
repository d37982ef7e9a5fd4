import { cn } from "~/lib/cn";

/** A live count beside a link (unread messages, notifications): nothing at zero, "99+" past 99. */
export function CountBadge({
  count,
  label,
  className,
  testId,
}: {
  count: number;
  /** What is counted, for screen readers: ", unread: 3" (none where the link already says it). */
  label?: string;
  className?: string;
  testId?: string;
}) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        "inline-flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1.5 text-xs leading-5 font-semibold text-white",
        className,
      )}
      data-testid={testId}
    >
      {label ? <span className="sr-only">, {label}: </span> : null}
      {count > 99 ? "99+" : count}
    </span>
  );
}
