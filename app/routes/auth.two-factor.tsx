/**
 * /auth/two-factor: the second step of a sign-in to an account with two-factor sign-in, after the
 * password (or Google, X) was right. Asks for the authenticator app's code, or a recovery code.
 */
import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { sessionCookie } from "#functions/identity/accounts/sessions";
import { readChallenge } from "#functions/identity/accounts/two-factor";
import { TwoFactorLoginBody } from "#functions/identity/auth/schemas";
import { completeTwoFactorSignIn } from "#functions/identity/auth/service";
import { captchaConfig } from "#functions/identity/captcha/service";
import { AuthCard, AuthLink } from "~/components/auth-card";
import { CaptchaField, captchaToken } from "~/components/captcha-field";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { secondFactorFields } from "~/lib/account.server";
import { DEFAULT_MESSAGES, invalidForm } from "~/lib/errors.server";
import { formErrors } from "~/lib/form";
import { retryAfterHeaders } from "~/lib/headers";
import { useAuthPageHref, useRedirectTo } from "~/lib/login-link";
import { afterLoginPath, type PageHandle } from "~/lib/page";
import { safeRedirect } from "~/lib/redirect.server";
import { formAction } from "~/lib/route.server";
import { toastCookie } from "~/lib/toast.server";
import { clearedChallengeCookie, readChallengeCookie } from "~/lib/two-factor-challenge.server";

/** A refused attempt (429) tells the browser when to try again. */
export const headers = retryAfterHeaders;

export const handle = { auth: "none", layout: "public" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Two-factor sign-in" }];

/** Back to the login page (keeping where the person was going) when the sign-in has expired. */
function expired(request: Request) {
  const back = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), request);
  const headers = new Headers();
  headers.append("Set-Cookie", clearedChallengeCookie());
  headers.append(
    "Set-Cookie",
    toastCookie({ tone: "info", title: "That sign-in took too long. Please log in again." }),
  );
  return redirect(back ? `/auth/login?redirectTo=${encodeURIComponent(back)}` : "/auth/login", { headers });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { deps } = context.rc;
  if (!(await readChallenge(deps, readChallengeCookie(request)))) throw expired(request);
  return { captcha: await captchaConfig(deps) };
}

export const action = formAction(async (form, { request, context }) => {
  const { deps } = context.rc;
  const challenge = readChallengeCookie(request);
  if (!(await readChallenge(deps, challenge))) throw expired(request);
  const parsed = TwoFactorLoginBody.safeParse({
    challenge,
    ...secondFactorFields(form.get("code")),
    captchaToken: captchaToken(form),
  });
  if (!parsed.success) return invalidForm(parsed.error);
  const wanted = safeRedirect(form.get("redirectTo"), request);
  const result = await completeTwoFactorSignIn(deps, parsed.data, requestMeta(request, deps.env));
  const headers = new Headers();
  headers.append("Set-Cookie", clearedChallengeCookie());
  headers.append("Set-Cookie", sessionCookie(result.token, result.maxAge));
  return redirect(wanted ?? afterLoginPath(result.user), { headers });
}, DEFAULT_MESSAGES.login);

export default function TwoFactorPage() {
  const { captcha } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const redirectTo = useRedirectTo();
  const startOver = useAuthPageHref("/auth/login");
  const pending = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/two-factor");
  return (
    <AuthCard
      title="Two-factor sign-in"
      subtitle="Enter the 6-digit code your authenticator app shows for this site."
      footer={
        <>
          Not you, or no code at hand? <AuthLink to={startOver}>Start over</AuthLink>
        </>
      }
    >
      <Form method="post" className="space-y-5" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Field
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          required
          autoFocus
          maxLength={40}
          error={fieldErrors.code ?? fieldErrors.recoveryCode}
          hint="Lost your phone? Enter one of your recovery codes instead."
        />
        {fieldErrors.captchaToken ? <CaptchaField config={captcha} error={fieldErrors.captchaToken} /> : null}
        <Button type="submit" size="lg" className="w-full" pending={pending}>
          Verify and log in
        </Button>
      </Form>
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
