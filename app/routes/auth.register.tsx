import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { RegisterBody } from "#functions/identity/auth/schemas";
import { registerFan } from "#functions/identity/auth/service";
import { captchaConfig } from "#functions/identity/captcha/service";
import { socialLoginOptions } from "#functions/identity/social-login/service";
import { AuthCard } from "~/components/auth-card";
import { CaptchaField, captchaToken } from "~/components/captcha-field";
import { CheckInbox } from "~/components/check-inbox";
import { CreatorInViewCard } from "~/components/creators/creator-in-view";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { SocialLogin } from "~/components/social-login";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { requirePage } from "~/lib/auth.server";
import { creatorInView } from "~/lib/creator-in-view.server";
import { invalidForm } from "~/lib/errors.server";
import { formErrors, textFields } from "~/lib/form";
import { retryAfterHeaders } from "~/lib/headers";
import { useAuthPageHref, useRedirectTo } from "~/lib/login-link";
import type { PageHandle } from "~/lib/page";
import { usePasswordSubmit } from "~/lib/password-submit";
import { afterRegistration } from "~/lib/register.server";
import { formAction } from "~/lib/route.server";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

export const handle = { auth: "guest", layout: "public" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Create your account" }];

export async function loader(args: LoaderFunctionArgs) {
  requirePage(args, handle);
  const { deps } = args.context.rc;
  const [social, captcha, creator] = await Promise.all([
    socialLoginOptions(deps),
    captchaConfig(deps),
    creatorInView(args.request, args.context.rc),
  ]);
  return { social, captcha, creator };
}

export const action = formAction(async (form, { request, context }) => {
  const parsed = RegisterBody.safeParse({
    ...textFields(form, ["name", "username", "email", "password"]),
    captchaToken: captchaToken(form),
  });
  if (!parsed.success) return invalidForm(parsed.error);
  const user = await registerFan(context.rc.deps, parsed.data, requestMeta(request, context.rc.deps.env));
  return await afterRegistration(request, context, user, parsed.data.password, form.get("redirectTo"));
});

export default function RegisterFanPage() {
  const { social, captcha, creator } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const onSubmit = usePasswordSubmit();
  const redirectTo = useRedirectTo();
  const loginLink = useAuthPageHref("/auth/login");
  const creatorLink = useAuthPageHref("/auth/register-creator");
  if (result?.ok && "verifyEmail" in result) {
    return (
      <AuthCard title="Almost there">
        <CheckInbox email={result.verifyEmail} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Create your account"
      subtitle="Follow creators, unlock exclusive content and chat with them."
      lead={creator ? <CreatorInViewCard creator={creator} /> : null}
      footer={
        <>
          Already have an account?{" "}
          <Link
            to={loginLink}
            className="font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400"
          >
            Log in
          </Link>
          <span className="mt-2 block">
            Are you a creator?{" "}
            <Link
              to={creatorLink}
              className="font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400"
            >
              Sign up as a creator
            </Link>
          </span>
        </>
      }
    >
      <SocialLogin options={social} accountRole="fan" />
      <Form method="post" className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field label="Display name" name="name" autoComplete="name" required error={fieldErrors.name} />
        <Field
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          prefix="@"
          required
          error={fieldErrors.username}
          hint="Letters, digits, underscores and dots."
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          error={fieldErrors.email}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          error={fieldErrors.password}
          hint="At least 8 characters."
        />
        <CaptchaField config={captcha} error={fieldErrors.captchaToken} />
        <Button type="submit" size="lg" className="w-full" pending={navigation.state === "submitting"}>
          Create account
        </Button>
        <p className="text-center text-xs text-ink-subtle">
          By signing up you confirm you are at least 18 years old.
        </p>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
