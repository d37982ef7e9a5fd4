/**
 * One line of a money history (an earning, a spending, a card payment, an order): what it was and
 * when on the left, its amount on the right (with an optional smaller line under it).
 */
import type { ReactNode } from "react";
import { tokenAmount } from "~/lib/money";

export function MoneyRow({
  title,
  meta,
  amount,
  detail,
  wrap = false,
}: {
  /** What it was (up to two lines, cut short after that unless `wrap`: a phone shows the name). */
  title: ReactNode;
  /** Who, when, its state. */
  meta: ReactNode;
  amount: ReactNode;
  /** Under the amount ("of ◎10.00"). */
  detail?: ReactNode;
  wrap?: boolean;
}) {
  return (
    <>
      <span className="min-w-0">
        <span className={wrap ? "block text-ink" : "line-clamp-2 break-words text-ink"}>{title}</span>
        <span className="text-ink-muted">{meta}</span>
      </span>
      <span className="shrink-0 text-right">
        <span className="block font-semibold text-ink">{amount}</span>
        {detail ? <span className="text-xs text-ink-muted">{detail}</span> : null}
      </span>
    </>
  );
}

/** A headline figure (a total, a balance) in tokens, in its own tile. */
export function MoneyFigure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4">
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-xl font-bold text-ink" data-testid={testId}>
        {tokenAmount(value)}
      </p>
    </div>
  );
}

/** One line of a money summary (price, total, balance): its name, and its amount on the right. */
export function SummaryLine({
  label,
  testId,
  strong = false,
  children,
}: {
  label: ReactNode;
  testId?: string;
  /** The line that matters most (a total): larger and bold. */
  strong?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-between">
      <dt className="text-ink-muted">{label}</dt>
      <dd className={strong ? "text-base font-bold text-ink" : "font-semibold text-ink"} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
