import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { ResetPasswordBody } from "#functions/identity/auth/schemas";
import { resetPassword } from "#functions/identity/auth/service";
import { ConfirmPasswordField, NewPasswordField } from "~/components/account/new-password-fields";
import { AuthCard, AuthSubmit, backToLogin } from "~/components/auth-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { fieldFailure, invalidForm } from "~/lib/errors.server";
import { formErrors, textFields } from "~/lib/form";
import type { PageHandle } from "~/lib/page";
import { useNewPasswordSubmit } from "~/lib/password-submit";
import { formAction } from "~/lib/route.server";
import { toastCookie } from "~/lib/toast.server";

export const handle = { auth: "none", layout: "public" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Choose a new password" }];

export const action = formAction(async (form, { context, request }) => {
  const fields = textFields(form, ["token", "password", "confirmPassword"]);
  const parsed = ResetPasswordBody.safeParse(fields);
  if (!parsed.success) return invalidForm(parsed.error);
  if (fields.confirmPassword !== fields.password)
    return fieldFailure({ confirmPassword: "Passwords do not match." });
  await resetPassword(
    context.rc.deps,
    parsed.data.token,
    parsed.data.password,
    requestMeta(request, context.rc.deps.env),
  );
  return redirect("/auth/login", {
    headers: { "Set-Cookie": toastCookie({ tone: "success", title: "Password changed, please log in" }) },
  });
});

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const answer = useActionData<typeof action>();
  // With client-side hashing, a password too short or long is refused in the browser, in the words the action uses.
  const { onSubmit, refused } = useNewPasswordSubmit(["password", "confirmPassword"]);
  const { formError, fieldErrors } = formErrors(refused ?? answer);
  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Pick something you don't use anywhere else."
      footer={backToLogin}
    >
      {!token ? (
        <Alert tone="error">
          This link is incomplete.{" "}
          <Link to="/auth/forgot-password" className="font-semibold underline">
            Ask for a new one
          </Link>
          .
        </Alert>
      ) : (
        <Form method="post" className="space-y-5" onSubmit={onSubmit} noValidate>
          {formError || fieldErrors.token ? (
            <Alert tone="error">
              {formError ?? fieldErrors.token}{" "}
              <Link to="/auth/forgot-password" className="font-semibold underline">
                Ask for a new link
              </Link>
            </Alert>
          ) : null}
          <input type="hidden" name="token" value={token} />
          <NewPasswordField error={fieldErrors.password} />
          <ConfirmPasswordField error={fieldErrors.confirmPassword} />
          <AuthSubmit>Set new password</AuthSubmit>
        </Form>
      )}
    </AuthCard>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
