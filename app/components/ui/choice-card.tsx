import { cn } from "~/lib/cn";

/**
 * One choice of a radio group drawn as a card (a plan, a package, a card to pay with, a payout
 * method): the whole card is the label, and the chosen one is outlined. `detail` goes at the end of
 * the row (a price, a badge), or under the label when `stacked`. Controlled when `checked` is given.
 */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  detail,
  stacked = false,
  children,
}: {
  name: string;
  value: string;
  checked?: boolean;
  onChange?: () => void;
  detail?: React.ReactNode;
  stacked?: boolean;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer rounded-xl border border-line p-3 text-sm text-ink has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/20",
        stacked ? "flex-col gap-1" : "items-center justify-between gap-3",
      )}
    >
      <span className="flex items-center gap-2">
        <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
        {children}
      </span>
      {detail}
    </label>
  );
}
