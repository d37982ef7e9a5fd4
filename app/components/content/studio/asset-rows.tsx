/** The studio's list of own items (videos, galleries, photos, products) with their actions. */
import { Link } from "@remix-run/react";
import { ConfirmForm } from "~/components/ui/dialog";
import { Photo } from "~/components/ui/photo";
import { tokenAmount } from "~/lib/money";
import { LEAF_THUMBNAIL } from "../feed/locked-media";

interface StudioRow {
  _id: string;
  title: string;
  image: string | null;
  href: string;
  status: string;
  isSale: boolean;
  price: number;
  meta: string;
  badges?: string[];
}

export function StudioRows({
  rows,
  label,
  extraActions,
  editor,
}: {
  rows: StudioRow[];
  label: string;
  extraActions?: (row: StudioRow) => React.ReactNode;
  /** An inline edit form for a row, shown in a disclosure. */
  editor?: (row: StudioRow) => React.ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
    >
      {rows.map((row) => (
        <li key={row._id} className="p-4" data-testid="studio-row">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Photo
              sizes="thumb"
              src={row.image || LEAF_THUMBNAIL}
              alt=""
              className="size-16 shrink-0 rounded-lg bg-surface-muted object-cover"
            />
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate font-medium text-ink">{row.title || "Untitled"}</p>
              <div className="flex flex-wrap items-center gap-1.5 text-xs">
                <span
                  className={
                    row.status === "active"
                      ? "rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200"
                      : "rounded-full bg-surface-muted px-2 py-0.5 text-ink-muted"
                  }
                >
                  {row.status === "active" ? "Published" : "Draft"}
                </span>
                {row.isSale ? (
                  <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300">
                    {tokenAmount(row.price)}
                  </span>
                ) : null}
                {row.badges?.map((b) => (
                  <span
                    key={b}
                    className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200"
                  >
                    {b}
                  </span>
                ))}
                <span className="text-ink-subtle">{row.meta}</span>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-1.5">
              <Link
                to={row.href}
                className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                View
              </Link>
              {extraActions?.(row)}
              <ConfirmForm
                intent="delete"
                fields={{ id: row._id }}
                variant="ghost"
                size="sm"
                className="text-red-600 dark:text-red-400"
                message={`Delete "${row.title || "this item"}"?`}
                text="This cannot be undone."
              >
                Delete
              </ConfirmForm>
            </div>
          </div>
          {editor ? (
            <details className="group mt-3">
              <summary className="cursor-pointer text-sm font-medium text-brand-600 select-none dark:text-brand-400">
                Edit
              </summary>
              <div className="mt-3 rounded-xl border border-line bg-surface-muted/40 p-4">{editor(row)}</div>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export const STATUS_OPTIONS = [
  { value: "active", label: "Published" },
  { value: "draft", label: "Draft" },
];
