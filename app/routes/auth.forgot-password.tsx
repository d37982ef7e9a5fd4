import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { requestPasswordReset } from "#functions/identity/auth/service";
import { EmailLinkPage } from "~/components/auth-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { requirePage } from "~/lib/auth.server";
import { emailLinkAction } from "~/lib/email-link.server";
import { retryAfterHeaders } from "~/lib/headers";
import type { PageHandle } from "~/lib/page";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

export const handle = { auth: "guest", layout: "public" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Forgot password" }];

export function loader(args: LoaderFunctionArgs) {
  requirePage(args, handle);
  return null;
}

export const action = emailLinkAction(requestPasswordReset);

export default function ForgotPasswordPage() {
  const result = useActionData<typeof action>();
  return (
    <EmailLinkPage
      title="Forgot your password?"
      subtitle="Enter the email of your account and we'll send you a link to choose a new one."
      result={result}
      submitLabel="Send reset link"
      sent={(email) => <>If an account uses {email}, a reset link is on its way. It works for one hour.</>}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
