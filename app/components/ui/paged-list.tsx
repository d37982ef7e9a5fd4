/** One page of a list in a bordered card, one row a line; its placeholder when there is nothing; its pager. */
import { Fragment } from "react";
import { cn } from "~/lib/cn";
import { EmptyState } from "./empty-state";
import { Pager } from "./pager";

export function PagedList<T extends { _id: string }>({
  items,
  empty,
  label,
  testId,
  className = "overflow-hidden",
  total,
  limit,
  offset,
  children,
}: {
  items: readonly T[];
  /** The placeholder that stands instead of the list when the page has no items. */
  empty: React.ComponentProps<typeof EmptyState>;
  label?: string;
  testId?: string;
  /** Extra classes for the list (by default its rows keep inside its rounded corners). */
  className?: string;
  total: number;
  limit: number;
  offset: number;
  /** One row (an `li`) for an item. */
  children: (item: T) => React.ReactNode;
}) {
  return (
    <>
      {items.length === 0 ? (
        <EmptyState {...empty} />
      ) : (
        <ul
          aria-label={label}
          data-testid={testId}
          className={cn("divide-y divide-line rounded-2xl border border-line bg-surface", className)}
        >
          {items.map((item) => (
            <Fragment key={item._id}>{children(item)}</Fragment>
          ))}
        </ul>
      )}
      <Pager total={total} limit={limit} offset={offset} />
    </>
  );
}
