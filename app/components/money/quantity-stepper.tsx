/** A quantity with − and + buttons, within min and max (a product's stock). */
import { cn } from "~/lib/cn";

const stepClass =
  "inline-flex size-9 items-center justify-center text-lg font-semibold text-ink hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-40";

export function QuantityStepper({
  label,
  value,
  min,
  max,
  onChange,
  className,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  className?: string;
}) {
  return (
    <fieldset
      aria-label={label}
      className={cn(
        "m-0 inline-flex min-w-0 items-center overflow-hidden rounded-xl border border-line bg-surface p-0",
        className,
      )}
    >
      <button
        type="button"
        className={stepClass}
        aria-label="One less"
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      <output className="min-w-8 text-center text-sm font-semibold text-ink tabular-nums" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={stepClass}
        aria-label="One more"
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </fieldset>
  );
}
