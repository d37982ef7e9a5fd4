import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { registerFan } from "#functions/identity/auth/service";
import { AuthLink } from "~/components/auth-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { RegisterForm } from "~/components/register-form";
import { requirePage } from "~/lib/auth.server";
import { retryAfterHeaders } from "~/lib/headers";
import { useAuthPageHref } from "~/lib/login-link";
import type { PageHandle } from "~/lib/page";
import { registerFromForm, registerPageData } from "~/lib/register.server";
import { formAction } from "~/lib/route.server";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

export const handle = { auth: "guest", layout: "public" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Create your account" }];

export async function loader(args: LoaderFunctionArgs) {
  requirePage(args, handle);
  return registerPageData(args.request, args.context);
}

export const action = formAction(async (form, args) =>
  registerFromForm(form, args, {
    create: (input, meta) => registerFan(args.context.rc.deps, input, meta),
  }),
);

export default function RegisterFanPage() {
  const data = useLoaderData<typeof loader>();
  const creatorLink = useAuthPageHref("/auth/register-creator");
  return (
    <RegisterForm
      data={data}
      accountRole="fan"
      title="Create your account"
      subtitle="Follow creators, unlock exclusive content and chat with them."
      usernameHint="Letters, digits, underscores and dots."
      submitLabel="Create account"
      footer={
        <span className="mt-2 block">
          Are you a creator? <AuthLink to={creatorLink}>Sign up as a creator</AuthLink>
        </span>
      }
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
