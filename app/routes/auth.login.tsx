import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AppError } from "#functions/errors";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { sessionCookie } from "#functions/identity/accounts/sessions";
import { LoginBody } from "#functions/identity/auth/schemas";
import { login } from "#functions/identity/auth/service";
import { captchaConfig } from "#functions/identity/captcha/service";
import { socialLoginOptions } from "#functions/identity/social-login/service";
import { AuthCard, AuthLink } from "~/components/auth-card";
import { CaptchaField, captchaToken } from "~/components/captcha-field";
import { CreatorInViewCard } from "~/components/creators/creator-in-view";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { SocialLogin } from "~/components/social-login";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Checkbox, Field } from "~/components/ui/field";
import { requirePage } from "~/lib/auth.server";
import { creatorInView } from "~/lib/creator-in-view.server";
import { DEFAULT_MESSAGES, invalidForm } from "~/lib/errors.server";
import { formErrors } from "~/lib/form";
import { retryAfterHeaders } from "~/lib/headers";
import { useAuthPageHref, useRedirectTo } from "~/lib/login-link";
import { afterLoginPath, type PageHandle } from "~/lib/page";
import { usePasswordSubmit } from "~/lib/password-submit";
import { safeRedirect } from "~/lib/redirect.server";
import { formAction } from "~/lib/route.server";
import { toCodeStep } from "~/lib/two-factor-challenge.server";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

// "none", not "guest": a signed-in user sent here (e.g. a fan opening a creator page) may switch accounts.
export const handle = { auth: "none", layout: "public" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Log in" }];

export async function loader(args: LoaderFunctionArgs) {
  const viewer = requirePage(args, handle);
  const { deps } = args.context.rc;
  const [social, captcha, creator] = await Promise.all([
    socialLoginOptions(deps),
    captchaConfig(deps),
    creatorInView(args.request, args.context.rc),
  ]);
  return { signedInAs: viewer ? (viewer.username ?? viewer.name) : null, social, captcha, creator };
}

export const action = formAction(async (form, { request, context }) => {
  const parsed = LoginBody.safeParse({
    username: form.get("username") ?? "",
    password: form.get("password") ?? "",
    remember: form.get("remember") === "on",
    captchaToken: captchaToken(form),
  });
  if (!parsed.success) return invalidForm(parsed.error);
  // Checked before the session exists: a bad target falls back to the landing page.
  const wanted = safeRedirect(form.get("redirectTo"), request);
  let result: Awaited<ReturnType<typeof login>>;
  try {
    result = await login(context.rc.deps, parsed.data, requestMeta(request, context.rc.deps.env));
  } catch (err) {
    // Two-factor sign-in: the password was right; the code is asked for on the next page.
    if (err instanceof AppError && err.code === "two_factor_required" && err.details?.challenge) {
      return toCodeStep(err.details.challenge, wanted);
    }
    throw err;
  }
  const to = wanted ?? afterLoginPath(result.user);
  return redirect(to, { headers: { "Set-Cookie": sessionCookie(result.token, result.maxAge) } });
}, DEFAULT_MESSAGES.login);

export default function LoginPage() {
  const { signedInAs, social, captcha, creator } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const redirectTo = useRedirectTo();
  const registerLink = useAuthPageHref("/auth/register");
  const creatorLink = useAuthPageHref("/auth/register-creator");
  const onSubmit = usePasswordSubmit();
  const pending = navigation.state !== "idle" && navigation.formAction === "/auth/login";
  return (
    <AuthCard
      title="Welcome back"
      subtitle="Log in to see what your favourite creators are up to."
      lead={creator ? <CreatorInViewCard creator={creator} /> : null}
      footer={
        <>
          New here? <AuthLink to={registerLink}>Create a fan account</AuthLink> or{" "}
          <AuthLink to={creatorLink}>become a creator</AuthLink>
        </>
      }
    >
      <SocialLogin options={social} accountRole="fan" />
      <Form method="post" action="/auth/login" className="mt-5 space-y-5" onSubmit={onSubmit} noValidate>
        {signedInAs && !formError ? (
          <Alert tone="info">
            You're logged in as <strong>{signedInAs}</strong>. Log in with another account to continue.
          </Alert>
        ) : null}
        {formError ? (
          <Alert tone="error">
            {formError}
            {formError.toLowerCase().includes("verify") ? (
              <>
                {" "}
                <Link to="/auth/verify-email" className="font-semibold underline">
                  Send a new link
                </Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Username or email"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          required
          autoFocus
          error={fieldErrors.username}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={fieldErrors.password}
        />
        {fieldErrors.captchaToken ? <CaptchaField config={captcha} error={fieldErrors.captchaToken} /> : null}
        <div className="flex items-center justify-between gap-3">
          <Checkbox name="remember" label="Remember me" />
          <Link
            to="/auth/forgot-password"
            className="text-sm font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" pending={pending}>
          Log in
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
