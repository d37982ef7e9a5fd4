import { ButtonLink } from "./ui/button";

/** Shown after sign-up when the site requires a verified email before the first login. */
export function CheckInbox({ email }: { email: string }) {
  return (
    <div className="space-y-4 text-center" role="status">
      <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-900/30">
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          aria-hidden="true"
        >
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M3 7l9 6 9-6M5 19h14a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2Z"
          />
        </svg>
      </div>
      <h2 className="text-lg font-semibold text-ink">Check your inbox</h2>
      <p className="text-sm text-ink-muted">
        We sent a confirmation link to <strong className="text-ink">{email}</strong>. Open it to activate your
        account, then log in.
      </p>
      <ButtonLink to="/auth/login" variant="secondary" className="w-full">
        Go to login
      </ButtonLink>
    </div>
  );
}
