import { useNavigation } from "@remix-run/react";
import { Button } from "./ui/button";
import { Field } from "./ui/field";

/** The frame of the sign-in and sign-up forms inside the public layout. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  lead,
}: {
  title: string;
  /** Above the card: what the visitor came from (the creator they were subscribing to). */
  lead?: React.ReactNode;
  subtitle?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-ink-muted">{subtitle}</p> : null}
      </div>
      {lead}
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-7">{children}</div>
      {footer ? <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div> : null}
    </div>
  );
}

/** The wide submit button of an auth form, pending while the form is being sent. */
export function AuthSubmit({ children }: { children: React.ReactNode }) {
  const navigation = useNavigation();
  return (
    <Button type="submit" size="lg" className="w-full" pending={navigation.state === "submitting"}>
      {children}
    </Button>
  );
}

/** The Email field of an auth form. */
export function AuthEmailField({ error }: { error?: string }) {
  return <Field label="Email" name="email" type="email" autoComplete="email" required error={error} />;
}
