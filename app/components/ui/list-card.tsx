/**
 * A card that lists records (earnings, payments, requests, subscriptions, sends): its header, one
 * muted line when there are none, else one row a record.
 */
import type { ReactNode } from "react";
import { Card, CardBody, CardHeader } from "~/components/ui/card";

export function ListCard<T extends { _id: string }>({
  title,
  description,
  action,
  className,
  items,
  empty,
  label,
  testId,
  rowClassName = "flex justify-between gap-3 py-2 text-sm",
  rowTestId,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (a "See all" link). */
  action?: ReactNode;
  className?: string;
  items: readonly T[];
  /** The line shown when there are no records. */
  empty: ReactNode;
  /** The list's accessible name. */
  label?: string;
  testId?: string;
  rowClassName?: string;
  rowTestId?: string;
  /** One record's row content. */
  children: (item: T) => ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader title={title} description={description} action={action} />
      <CardBody>
        {items.length === 0 ? (
          <p className="text-sm text-ink-muted">{empty}</p>
        ) : (
          <ul className="divide-y divide-line" aria-label={label} data-testid={testId}>
            {items.map((item) => (
              <li key={item._id} className={rowClassName} data-testid={rowTestId}>
                {children(item)}
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
