import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AppError } from "#functions/errors";
import { resendVerificationEmail, verifyEmail } from "#functions/identity/auth/service";
import { AuthCard, EmailLinkPage } from "~/components/auth-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import { emailLinkAction } from "~/lib/email-link.server";
import { DEFAULT_MESSAGES } from "~/lib/errors.server";
import { retryAfterHeaders } from "~/lib/headers";
import type { PageHandle } from "~/lib/page";

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

export const action = emailLinkAction(resendVerificationEmail);

export default function VerifyEmailPage() {
  const { status, message } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
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
    <EmailLinkPage
      title="Verify your email"
      subtitle="Enter your email and we'll send you a new confirmation link."
      result={result}
      submitLabel="Send confirmation link"
      sent={(email) => <>If {email} belongs to an unverified account, a new link is on its way.</>}
      notice={status === "failed" ? <Alert tone="error">{message}</Alert> : null}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
