/** The title row of the account pages. */
export function AccountHeader({ title, description }: { title: string; description: string }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-ink-muted">{description}</p>
    </div>
  );
}
