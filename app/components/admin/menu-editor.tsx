/** Rows of menu links (title, path, header or footer) for the settings form; empty rows are ignored. */
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/field";
import { cn } from "~/lib/cn";

export interface MenuLink {
  title: string;
  path: string;
  section: "header" | "footer";
}

export function MenuEditor({ initial, error }: { initial: MenuLink[]; error?: string }) {
  const [rows, setRows] = useState<MenuLink[]>([...initial, { title: "", path: "", section: "footer" }]);
  const set = (i: number, patch: Partial<MenuLink>) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
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
            onChange={(e) => set(i, { title: e.target.value })}
            placeholder="Title"
            className={cn(controlClass, "h-10")}
          />
          <input
            aria-label={`Link ${i + 1} path`}
            name="menus.path"
            value={row.path}
            onChange={(e) => set(i, { path: e.target.value })}
            placeholder="/posts/terms or https://…"
            className={cn(controlClass, "h-10")}
          />
          <select
            aria-label={`Link ${i + 1} place`}
            name="menus.section"
            value={row.section}
            onChange={(e) => set(i, { section: e.target.value as MenuLink["section"] })}
            className={cn(controlClass, "col-span-2 h-10 sm:col-span-1")}
          >
            <option value="header">Header</option>
            <option value="footer">Footer</option>
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
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setRows((r) => [...r, { title: "", path: "", section: "footer" }])}
      >
        Add a link
      </Button>
      {error ? <p className="text-sm text-red-600 dark:text-red-400">{error}</p> : null}
    </fieldset>
  );
}
