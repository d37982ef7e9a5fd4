import { useId, useState } from "react";
import { controlClass } from "../ui/field";

/** Chooses several languages: a select adds one, each chosen language shows as a removable chip. */
export function LanguagePicker({
  languages,
  defaultValue,
  error,
}: {
  languages: ReadonlyArray<{ code: string; name: string }>;
  defaultValue: readonly string[];
  error?: string;
}) {
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([...defaultValue]);
  const name = (code: string) => languages.find((l) => l.code === code)?.name ?? code;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        Languages
      </label>
      {chosen.map((code) => (
        <input key={code} type="hidden" name="languages" value={code} />
      ))}
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen languages">
          {chosen.map((code) => (
            <li
              key={code}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
            >
              {name(code)}
              <button
                type="button"
                onClick={() => setChosen((list) => list.filter((c) => c !== code))}
                className="rounded-full p-0.5 hover:bg-brand-100 dark:hover:bg-brand-900/60"
                aria-label={`Remove ${name(code)}`}
              >
                <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <select
        id={id}
        value=""
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const code = e.currentTarget.value;
          if (code) setChosen((list) => (list.includes(code) ? list : [...list, code]));
        }}
        className={`${controlClass} h-11`}
      >
        <option value="">Add a language…</option>
        {languages
          .filter((l) => !chosen.includes(l.code))
          .map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
      </select>
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </div>
  );
}
