/**
 * Rows of menu links (title, path, header or footer) for the settings form; empty rows are ignored.
 * It offers what the catalogue accepts (functions/site/settings/menus.ts): no more links, and no longer
 * titles or paths, than Save would take.
 */
import { useState } from "react";
import { MENU_LIMITS, MENU_SECTIONS } from "#functions/site/settings/menus";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { cn } from "~/lib/cn";

export interface MenuLink {
  title: string;
  path: string;
  section: (typeof MENU_SECTIONS)[number];
}

const SECTION_LABELS = { header: "Header", footer: "Footer" } as const satisfies Record<
  MenuLink["section"],
  string
>;

const blank = (): MenuLink => ({ title: "", path: "", section: "footer" });

export function MenuEditor({ initial, error }: { initial: MenuLink[]; error?: string }) {
  const [rows, setRows] = useState<MenuLink[]>(
    initial.length < MENU_LIMITS.links ? [...initial, blank()] : initial,
  );
  const set = (i: number, patch: Partial<MenuLink>) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const full = rows.length >= MENU_LIMITS.links;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-ink">Menu links</legend>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their position.
        <div key={i} className="grid grid-cols-[1fr_1fr_auto] gap-2 sm:grid-cols-[1fr_1.3fr_7rem_auto]">
          <input
            aria-label={`Link ${i + 1} title`}
            name="menus.title"
            value={row.title}
            maxLength={MENU_LIMITS.title}
            onChange={(e) => set(i, { title: e.target.value })}
            placeholder="Title"
            className={cn(controlClass, "h-10")}
          />
          <input
            aria-label={`Link ${i + 1} path`}
            name="menus.path"
            value={row.path}
            maxLength={MENU_LIMITS.path}
            onChange={(e) => set(i, { path: e.target.value })}
            placeholder="/pages/terms or https://…"
            className={cn(controlClass, "h-10")}
          />
          <select
            aria-label={`Link ${i + 1} place`}
            name="menus.section"
            value={row.section}
            onChange={(e) => set(i, { section: e.target.value as MenuLink["section"] })}
            className={cn(controlClass, "col-span-2 h-10 sm:col-span-1")}
          >
            {MENU_SECTIONS.map((section) => (
              <option key={section} value={section}>
                {SECTION_LABELS[section]}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            size="sm"
            className="self-center"
            aria-label={`Remove link ${i + 1}`}
            onClick={() => setRows((r) => r.filter((_, j) => j !== i))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" disabled={full} onClick={() => setRows((r) => [...r, blank()])}>
          Add a link
        </Button>
        <p className="text-xs text-ink-subtle">
          {full
            ? `That is the most a site can have (${MENU_LIMITS.links}).`
            : "A site path (/pages/terms) or an http(s) address; header links show in a row under the main navigation."}
        </p>
      </div>
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}
