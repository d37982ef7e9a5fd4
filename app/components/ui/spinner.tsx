import { cn } from "~/lib/cn";

/** A turning ring, 1.25rem across unless `className` sizes it (with no size, an SVG fills its box). */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg
      className={cn("shrink-0 animate-spin", className ?? "size-5")}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
