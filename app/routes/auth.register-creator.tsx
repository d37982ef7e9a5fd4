import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { RegisterBody } from "#functions/identity/auth/schemas";
import { registerPerformer, type VerificationDocuments } from "#functions/identity/auth/service";
import { captchaConfig } from "#functions/identity/captcha/service";
import { socialLoginOptions } from "#functions/identity/social-login/service";
import { countryOptions } from "#functions/site/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/site/lookup/profile-options";
import { AuthCard } from "~/components/auth-card";
import { CaptchaField, captchaToken } from "~/components/captcha-field";
import { CheckInbox } from "~/components/check-inbox";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { SocialLogin } from "~/components/social-login";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { controlClass, Field, SelectField } from "~/components/ui/field";
import { requirePage } from "~/lib/auth.server";
import { fieldFailure, invalidForm } from "~/lib/errors.server";
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
export const meta: MetaFunction = () => [{ title: "Become a creator" }];

export async function loader(args: LoaderFunctionArgs) {
  requirePage(args, handle);
  const { deps } = args.context.rc;
  const [social, captcha] = await Promise.all([socialLoginOptions(deps), captchaConfig(deps)]);
  return {
    countries: countryOptions(),
    genders: PROFILE_OPTIONS.genders,
    social,
    captcha,
  };
}

const file = (form: FormData, name: string) => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};

export const action = formAction(async (form, { request, context }) => {
  const parsed = RegisterBody.safeParse({
    ...textFields(form, ["name", "username", "email", "password", "gender", "country"]),
    captchaToken: captchaToken(form),
  });
  if (!parsed.success) return invalidForm(parsed.error);
  // ID documents are optional at sign-up; when sent, both are needed for the review.
  const idVerification = file(form, "idVerification");
  const documentVerification = file(form, "documentVerification");
  if (!idVerification !== !documentVerification) {
    const missing = idVerification ? "documentVerification" : "idVerification";
    return fieldFailure({ [missing]: "Attach both documents, or neither" });
  }
  const documents: VerificationDocuments | null =
    idVerification && documentVerification ? { idVerification, documentVerification } : null;
  const user = await registerPerformer(
    context.rc.deps,
    parsed.data,
    documents,
    requestMeta(request, context.rc.deps.env),
  );
  return await afterRegistration(request, context, user, parsed.data.password, form.get("redirectTo"));
});

export default function RegisterCreatorPage() {
  const { countries, genders, social, captcha } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  const onSubmit = usePasswordSubmit();
  const redirectTo = useRedirectTo();
  const loginLink = useAuthPageHref("/auth/login");
  if (result?.ok && "verifyEmail" in result) {
    return (
      <AuthCard title="Almost there">
        <CheckInbox email={result.verifyEmail} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Become a creator"
      subtitle="Share exclusive content with your fans and get paid for it."
      footer={
        <>
          Already have an account?{" "}
          <Link
            to={loginLink}
            className="font-semibold text-brand-600 hover:text-brand-700 dark:text-brand-400"
          >
            Log in
          </Link>
        </>
      }
    >
      <SocialLogin options={social} accountRole="performer" />
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-4 space-y-4"
        onSubmit={onSubmit}
        noValidate
      >
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
          hint="Your page will be at /your-username."
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
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Gender"
            name="gender"
            options={genders}
            placeholder="Choose…"
            error={fieldErrors.gender}
          />
          <SelectField
            label="Country"
            name="country"
            options={countries}
            placeholder="Choose…"
            error={fieldErrors.country}
          />
        </div>
        <fieldset className="space-y-3 rounded-xl border border-dashed border-line p-4">
          <legend className="px-1 text-sm font-medium text-ink">ID verification (optional now)</legend>
          <p className="text-xs text-ink-subtle">
            Upload a photo ID and a selfie holding it to get verified. You can also do this later.
          </p>
          <DocumentInput name="idVerification" label="Photo ID" error={fieldErrors.idVerification} />
          <DocumentInput
            name="documentVerification"
            label="Selfie holding your ID"
            error={fieldErrors.documentVerification}
          />
        </fieldset>
        <CaptchaField config={captcha} error={fieldErrors.captchaToken} />
        <Button type="submit" size="lg" className="w-full" pending={navigation.state === "submitting"}>
          Create creator account
        </Button>
      </Form>
    </AuthCard>
  );
}

function DocumentInput({ name, label, error }: { name: string; label: string; error?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={name} className="block text-sm text-ink-muted">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={`${controlClass} py-2 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-700 dark:file:bg-brand-900/40 dark:file:text-brand-300`}
      />
      {error ? (
        <p id={`${name}-error`} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
