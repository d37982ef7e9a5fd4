/**
 * Choose several countries on any screen: a search box narrows a list of checkboxes, and the
 * chosen ones show as chips above it (tap one to take it out). Every checkbox stays in the form
 * (hidden when it does not match), so the form submits the full choice as `name` values.
 */
import { useId, useMemo, useState } from "react";
import { CloseIcon, SearchIcon } from "./icons";

export function CountryPicker({
  label,
  name,
  options,
  defaultValue = [],
  error,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string[];
  error?: string;
}) {
  const searchId = useId();
  const listId = useId();
  const [chosen, setChosen] = useState(() => new Set(defaultValue));
  const [filter, setFilter] = useState("");
  const labels = useMemo(() => new Map(options.map((o) => [o.value, o.label])), [options]);
  const needle = filter.trim().toLowerCase();
  const matches = (o: { value: string; label: string }) =>
    !needle || o.label.toLowerCase().includes(needle) || o.value.toLowerCase() === needle;
  const toggle = (code: string, on: boolean) =>
    setChosen((all) => {
      const next = new Set(all);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  const shown = options.filter(matches).length;
  return (
    <fieldset className="space-y-2" data-testid="country-picker">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      {chosen.size > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Chosen countries">
          {[...chosen].map((code) => (
            <li key={code}>
              <button
                type="button"
                onClick={() => toggle(code, false)}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-sm text-brand-800 hover:bg-brand-100 dark:bg-brand-900/30 dark:text-brand-200"
                aria-label={`Remove ${labels.get(code) ?? code}`}
              >
                {labels.get(code) ?? code}
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-subtle">None chosen.</p>
      )}
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle" />
        <label htmlFor={searchId} className="sr-only">
          Find a country
        </label>
        <input
          id={searchId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter picks the only match instead of submitting the form.
            if (e.key !== "Enter") return;
            e.preventDefault();
            const only = options.filter(matches);
            if (only.length === 1) toggle(only[0].value, true);
          }}
          placeholder="Find a country"
          aria-controls={listId}
          className="h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-9 text-base text-ink placeholder:text-ink-subtle focus:border-brand-500 focus:outline-none sm:text-sm"
        />
      </div>
      <div id={listId} className="max-h-64 overflow-y-auto rounded-xl border border-line bg-surface">
        {options.map((o) => (
          <label
            key={o.value}
            hidden={!matches(o)}
            className="flex cursor-pointer items-center gap-3 border-b border-line px-3 py-2.5 text-sm text-ink last:border-0 hover:bg-surface-muted"
          >
            <input
              type="checkbox"
              name={name}
              value={o.value}
              checked={chosen.has(o.value)}
              onChange={(e) => toggle(o.value, e.currentTarget.checked)}
              className="size-4 accent-brand-600"
            />
            {o.label}
          </label>
        ))}
        {shown === 0 ? <p className="px-3 py-2.5 text-sm text-ink-subtle">No country matches.</p> : null}
      </div>
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}
