import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData } from "@remix-run/react";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { EmailBody } from "#functions/identity/auth/schemas";
import { requestPasswordReset } from "#functions/identity/auth/service";
import { AuthCard, AuthEmailField, AuthSubmit } from "~/components/auth-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { requirePage } from "~/lib/auth.server";
import { invalidForm } from "~/lib/errors.server";
import { formErrors, textFields } from "~/lib/form";
import { retryAfterHeaders } from "~/lib/headers";
import type { PageHandle } from "~/lib/page";
import { formAction } from "~/lib/route.server";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

export const handle = { auth: "guest", layout: "public" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Forgot password" }];

export function loader(args: LoaderFunctionArgs) {
  requirePage(args, handle);
  return null;
}

export const action = formAction(async (form, { request, context }) => {
  const parsed = EmailBody.safeParse(textFields(form, ["email"]));
  if (!parsed.success) return invalidForm(parsed.error);
  await requestPasswordReset(context.rc.deps, parsed.data.email, requestMeta(request, context.rc.deps.env));
  return { ok: true as const, email: parsed.data.email };
});

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email of your account and we'll send you a link to choose a new one."
      footer={
        <Link
          to="/auth/login"
          className="font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400"
        >
          Back to login
        </Link>
      }
    >
      {result?.ok ? (
        <Alert tone="success">
          If an account uses <strong>{result.email}</strong>, a reset link is on its way. It works for one
          hour.
        </Alert>
      ) : (
        <Form method="post" className="space-y-5" noValidate>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <AuthEmailField error={fieldErrors.email} />
          <AuthSubmit>Send reset link</AuthSubmit>
        </Form>
      )}
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
