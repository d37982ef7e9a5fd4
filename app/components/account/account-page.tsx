import { Alert } from "../ui/alert";
import { PasswordForm } from "./password-form";
import { SessionsCard } from "./sessions-card";
import { TwoFactorCard } from "./two-factor-card";

/**
 * The frame of the account pages: the title row (with an action on the right), a note while the
 * account misses its email or username, then the page's cards.
 */
export function AccountPage({
  title,
  description,
  action,
  incompleteNote,
  children,
}: {
  title: string;
  description: string;
  action?: React.ReactNode;
  /** Shown while the account has no email or no username. */
  incompleteNote: string | null;
  children: React.ReactNode;
}) {
  const header = (
    <div className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
      <p className="mt-1 text-sm text-ink-muted">{description}</p>
    </div>
  );
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {action ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          {header}
          {action}
        </div>
      ) : (
        header
      )}
      {incompleteNote ? <Alert tone="info">{incompleteNote}</Alert> : null}
      {children}
    </div>
  );
}

/** The last cards of both account pages: password, two-factor sign-in, and where the person is signed in. */
export function SignInSecurityCards({
  security,
}: {
  security: {
    twoFactor: React.ComponentProps<typeof TwoFactorCard>["status"];
    sessions: React.ComponentProps<typeof SessionsCard>["sessions"];
  };
}) {
  return (
    <>
      <PasswordForm />
      <TwoFactorCard status={security.twoFactor} />
      <SessionsCard sessions={security.sessions} />
    </>
  );
}
