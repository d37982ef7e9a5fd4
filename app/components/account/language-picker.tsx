import { useId, useState } from "react";
import { MiniIcon } from "~/components/ui/icons";
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
                <MiniIcon shape="x-mark" className="size-4" />
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
