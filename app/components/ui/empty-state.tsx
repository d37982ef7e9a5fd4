/** The one placeholder for a list or a page with nothing in it yet: a title, a line, an action. */
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
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      {icon ? (
        <div className="grid size-12 place-items-center rounded-full bg-surface-muted text-ink-subtle">
          {icon}
        </div>
      ) : null}
      <p className="font-semibold text-ink">{title}</p>
      {text ? <p className="max-w-sm text-sm text-ink-muted">{text}</p> : null}
      {action ? <div className="flex justify-center">{action}</div> : null}
    </div>
  );
}
