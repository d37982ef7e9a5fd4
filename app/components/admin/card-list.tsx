/** A console list of cards (orders, payouts, messages, verifications): its empty state, one card a row, and its pager. */
import type { ReactNode } from "react";
import { Card, CardBody } from "~/components/ui/card";
import { Pager } from "~/components/ui/pager";

export function CardList<T extends { _id: string }>({
  label,
  items,
  empty,
  page,
  bodyClassName = "space-y-2 text-sm",
  children,
}: {
  /** The list's accessible name ("Orders"). */
  label: string;
  items: readonly T[];
  /** What shows when there are none (an EmptyState). */
  empty: ReactNode;
  page: { total: number; limit: number; offset: number };
  bodyClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      {items.length === 0 ? (
        empty
      ) : (
        <ul className="space-y-4" aria-label={label}>
          {items.map((item) => (
            <li key={item._id}>
              <Card>
                <CardBody className={bodyClassName}>{children(item)}</CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pager total={page.total} limit={page.limit} offset={page.offset} />
    </>
  );
}
