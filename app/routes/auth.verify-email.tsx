import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AppError } from "#functions/errors";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { EmailBody } from "#functions/identity/auth/schemas";
import { resendVerificationEmail, verifyEmail } from "#functions/identity/auth/service";
import { AuthCard, AuthEmailField, AuthSubmit } from "~/components/auth-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { DEFAULT_MESSAGES, invalidForm } from "~/lib/errors.server";
import { formErrors, textFields } from "~/lib/form";
import { retryAfterHeaders } from "~/lib/headers";
import type { PageHandle } from "~/lib/page";
import { formAction } from "~/lib/route.server";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

export const handle = { auth: "none", layout: "public" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Verify your email" }];

/**
 * Opening the mailed link (`?token=`) verifies the address, or makes a new address the account's;
 * without a token the page offers a new link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { status: "none" as const, message: null };
  try {
    const { purpose, email } = await verifyEmail(context.rc.deps, token);
    const message =
      purpose === "email_change"
        ? `Your account's email address is now ${email}.`
        : "Thanks! Your email address is confirmed.";
    return { status: "verified" as const, message };
  } catch (err) {
    if (!(err instanceof AppError)) console.error(err);
    const message = err instanceof AppError ? err.message : DEFAULT_MESSAGES.generic;
    return { status: "failed" as const, message };
  }
}

export const action = formAction(async (form, { request, context }) => {
  const parsed = EmailBody.safeParse(textFields(form, ["email"]));
  if (!parsed.success) return invalidForm(parsed.error);
  await resendVerificationEmail(
    context.rc.deps,
    parsed.data.email,
    requestMeta(request, context.rc.deps.env),
  );
  return { ok: true as const, email: parsed.data.email };
});

export default function VerifyEmailPage() {
  const { status, message } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  if (status === "verified") {
    return (
      <AuthCard title="Email verified">
        <div className="space-y-4">
          <Alert tone="success">{message}</Alert>
          <ButtonLink to="/auth/login" size="lg" className="w-full">
            Continue
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Verify your email"
      subtitle="Enter your email and we'll send you a new confirmation link."
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
          If <strong>{result.email}</strong> belongs to an unverified account, a new link is on its way.
        </Alert>
      ) : (
        <Form method="post" className="space-y-5" noValidate>
          {status === "failed" ? <Alert tone="error">{message}</Alert> : null}
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <AuthEmailField error={fieldErrors.email} />
          <AuthSubmit>Send confirmation link</AuthSubmit>
        </Form>
      )}
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
