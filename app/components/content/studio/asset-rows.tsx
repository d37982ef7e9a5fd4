/**
 * The studio's lists of own items (posts, videos, galleries, photos, products): one row look (a
 * thumbnail, what it is, its actions), one set of pills and row actions, and the list of assets
 * with its inline editor.
 */
import { Form, Link } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { ConfirmForm } from "~/components/ui/dialog";
import { SelectField } from "~/components/ui/field";
import { PagedList } from "~/components/ui/paged-list";
import { Photo } from "~/components/ui/photo";
import { cn } from "~/lib/cn";
import { tokenAmount } from "~/lib/money";
import { LEAF_THUMBNAIL } from "../feed/locked-media";

/** A row: the item's thumbnail, what is said about it, then its actions (and what opens below). */
export function StudioRow({
  image,
  testId,
  busy,
  actions,
  below,
  children,
}: {
  image: string | null;
  testId: string;
  /** True while one of the row's actions runs. */
  busy?: boolean;
  actions: React.ReactNode;
  below?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <li className="p-4" data-testid={testId} aria-busy={busy}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Photo
          sizes="thumb"
          src={image || LEAF_THUMBNAIL}
          alt=""
          className="size-16 shrink-0 rounded-lg bg-surface-muted object-cover"
        />
        <div className="min-w-0 flex-1 space-y-1">{children}</div>
        <div className="flex flex-wrap items-center gap-1.5">{actions}</div>
      </div>
      {below}
    </li>
  );
}

const PILL_TONES = {
  muted: "bg-surface-muted text-ink-muted",
  brand: "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300",
  green: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  amber: "bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200",
};

/** A small rounded label on a row: its state, its price, a badge. */
export function Pill({
  tone,
  className,
  children,
}: {
  tone: keyof typeof PILL_TONES;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2 py-0.5", PILL_TONES[tone], className)}
    >
      {children}
    </span>
  );
}

/** A row action that goes to a page (View, Edit, Photos). */
export function RowLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
    >
      {children}
    </Link>
  );
}

/** A row action the page's action runs at once: the row's `id`, `fields`, and the `intent`. */
export function RowAction({
  id,
  intent,
  fields = {},
  children,
}: {
  id: string;
  intent: string;
  fields?: Record<string, string>;
  children: React.ReactNode;
}) {
  return (
    <Form noValidate method="post">
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" name="intent" value={intent} variant="ghost" size="sm">
        {children}
      </Button>
    </Form>
  );
}

/** Delete, after the app's own dialog asks `message`. */
export function DeleteRow({ id, message }: { id: string; message: string }) {
  return (
    <ConfirmForm
      intent="delete"
      fields={{ id }}
      variant="ghost"
      size="sm"
      className="text-red-600 dark:text-red-400"
      message={message}
      text="This cannot be undone."
    >
      Delete
    </ConfirmForm>
  );
}

export interface StudioAsset {
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

/** One page of the creator's assets, each with View, `extraActions`, Delete and an inline `editor`. */
export function StudioRows<R extends StudioAsset>({
  page: { rows, total, limit, offset },
  label,
  empty,
  extraActions,
  editor,
}: {
  /** The page as the loader found it (`ownRows`). */
  page: { rows: R[]; total: number; limit: number; offset: number };
  label: string;
  empty: React.ComponentProps<typeof PagedList>["empty"];
  extraActions?: (row: R) => React.ReactNode;
  /** An inline edit form for a row, shown in a disclosure. */
  editor?: (row: R) => React.ReactNode;
}) {
  return (
    <PagedList items={rows} empty={empty} label={label} total={total} limit={limit} offset={offset}>
      {(row) => (
        <StudioRow
          image={row.image}
          testId="studio-row"
          actions={
            <>
              <RowLink to={row.href}>View</RowLink>
              {extraActions?.(row)}
              <DeleteRow id={row._id} message={`Delete "${row.title || "this item"}"?`} />
            </>
          }
          below={
            editor ? (
              <details className="group mt-3">
                <summary className="cursor-pointer text-sm font-medium text-brand-600 select-none dark:text-brand-400">
                  Edit
                </summary>
                <div className="mt-3 rounded-xl border border-line bg-surface-muted/40 p-4">
                  {editor(row)}
                </div>
              </details>
            ) : null
          }
        >
          <p className="truncate font-medium text-ink">{row.title || "Untitled"}</p>
          <div className="flex flex-wrap items-center gap-1.5 text-xs">
            <Pill tone={row.status === "active" ? "green" : "muted"}>
              {row.status === "active" ? "Published" : "Draft"}
            </Pill>
            {row.isSale ? <Pill tone="brand">{tokenAmount(row.price)}</Pill> : null}
            {row.badges?.map((b) => (
              <Pill key={b} tone="amber">
                {b}
              </Pill>
            ))}
            <span className="text-ink-subtle">{row.meta}</span>
          </div>
        </StudioRow>
      )}
    </PagedList>
  );
}

/** Whether fans see the asset: Published (`active`) or Draft, as its row says. */
export function VisibilityField({ defaultValue, className }: { defaultValue?: string; className?: string }) {
  return (
    <SelectField
      label="Visibility"
      name="status"
      options={[
        { value: "active", label: "Published" },
        { value: "draft", label: "Draft" },
      ]}
      defaultValue={defaultValue ?? "active"}
      className={className}
    />
  );
}
