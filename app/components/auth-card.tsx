import { Form, Link, type LinkProps, useNavigation } from "@remix-run/react";
import { formErrors } from "~/lib/form";
import { Alert } from "./ui/alert";
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

const authLinkClass = "font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400";

/** A link of the auth pages' footers (log in, sign up, start over). */
export function AuthLink(props: Omit<LinkProps, "className">) {
  return <Link className={authLinkClass} {...props} />;
}

/** The footer of the pages reached from the login page. */
export const backToLogin = <AuthLink to="/auth/login">Back to login</AuthLink>;

/**
 * A page that mails a link to the address typed in (a password reset, a new confirmation link;
 * `emailLinkAction` answers it): the Email form with the action's error (`notice` above it),
 * then, once sent, what is on its way to that address.
 */
export function EmailLinkPage({
  title,
  subtitle,
  result,
  submitLabel,
  sent,
  notice,
}: {
  title: string;
  subtitle: string;
  result: { ok: true; email: string } | { ok: false } | undefined;
  submitLabel: string;
  sent: (email: React.ReactNode) => React.ReactNode;
  notice?: React.ReactNode;
}) {
  const { formError, fieldErrors } = formErrors(result);
  return (
    <AuthCard title={title} subtitle={subtitle} footer={backToLogin}>
      {result?.ok ? (
        <Alert tone="success">{sent(<strong>{result.email}</strong>)}</Alert>
      ) : (
        <Form method="post" className="space-y-5" noValidate>
          {notice}
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <AuthEmailField error={fieldErrors.email} />
          <AuthSubmit>{submitLabel}</AuthSubmit>
        </Form>
      )}
    </AuthCard>
  );
}
