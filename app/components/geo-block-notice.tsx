/** "Not available in your country": the geoBlock page, reusable where a creator blocks a country. */
export function GeoBlockNotice({ what = "This site" }: { what?: string }) {
  return (
    <div className="space-y-4">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
        <svg
          viewBox="0 0 24 24"
          className="size-8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="9" />
          <path
            strokeLinecap="round"
            d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3ZM5.6 5.6l12.8 12.8"
          />
        </svg>
      </div>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Not available in your country</h1>
      <p className="text-ink-muted">
        {what} is not available where you are right now. If you think this is a mistake, please try again
        later.
      </p>
    </div>
  );
}
