import { cn } from "~/lib/cn";

const TONES: Record<string, string> = {
  good: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  wait: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
  bad: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
  none: "bg-surface-muted text-ink-muted",
};

/** A status in words with a colour: good (active, paid, delivered), wait (pending, shipping), bad, none. */
export function StatusBadge({ tone, children }: { tone: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <span className={cn("inline-flex rounded-full px-2 py-0.5 text-xs font-semibold", TONES[tone])}>
      {children}
    </span>
  );
}

/** An order's status in the words fans, creators and admins read (one set for every screen). */
export const ORDER_STATUS: ReadonlyMap<string, { label: string; tone: keyof typeof TONES }> = new Map([
  ["processing", { label: "Being prepared", tone: "wait" }],
  ["shipping", { label: "Shipped", tone: "wait" }],
  ["delivered", { label: "Delivered", tone: "good" }],
  ["refunded", { label: "Refunded", tone: "none" }],
]);

export function OrderStatusBadge({ status }: { status: string }) {
  const known = ORDER_STATUS.get(status);
  return <StatusBadge tone={known?.tone ?? "none"}>{known?.label ?? status}</StatusBadge>;
}
