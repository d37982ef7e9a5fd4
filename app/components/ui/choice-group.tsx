/**
 * A radio group of ChoiceCards under a legend (a package, a card to pay with, a payout method, a
 * plan), with its field error. Controlled when `value` is given.
 */
import type { ReactNode } from "react";
import { ChoiceCard } from "~/components/ui/choice-card";

export function ChoiceGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  stacked,
  className = "space-y-2",
  error,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: ReactNode; detail?: ReactNode }[];
  value?: V;
  onChange?: (value: V) => void;
  /** Each card's detail under its label. */
  stacked?: boolean;
  /** The cards' layout (a grid). */
  className?: string;
  error?: string;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className={className}>
        {options.map((o) => (
          <ChoiceCard
            key={o.value}
            name={name}
            value={o.value}
            checked={value === undefined ? undefined : value === o.value}
            onChange={onChange ? () => onChange(o.value) : undefined}
            detail={o.detail}
            stacked={stacked}
          >
            {o.label}
          </ChoiceCard>
        ))}
      </div>
      {error ? <p className="text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
