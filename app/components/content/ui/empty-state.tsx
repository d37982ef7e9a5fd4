/** A friendly placeholder for lists with nothing in them yet. */
export function EmptyState({
  title,
  text,
  action,
  icon,
}: {
  title: string;
  text?: string;
  action?: React.ReactNode;
  icon?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-12 text-center">
      {icon ? (
        <div className="grid size-12 place-items-center rounded-full bg-surface-muted text-ink-subtle">
          {icon}
        </div>
      ) : null}
      <p className="font-semibold text-ink">{title}</p>
      {text ? <p className="max-w-sm text-sm text-ink-muted">{text}</p> : null}
      {action}
    </div>
  );
}
