/**
 * The one sign-up form, for fans (/auth/register) and creators (/auth/register-creator): the
 * creator the visitor came from, the social buttons, name, username, email, password, the captcha,
 * the Terms and Privacy (LegalNote), the submit, the way to log in instead, and "check your inbox" once sent.
 * Each page adds its own fields (`children`) and words.
 */
import { Form, useActionData } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { formErrors } from "~/lib/form";
import { useAuthPageHref, useRedirectTo } from "~/lib/login-link";
import { useNewPasswordSubmit } from "~/lib/password-submit";
import { NewPasswordField } from "./account/new-password-fields";
import { AuthCard, AuthEmailField, AuthLink, AuthSubmit } from "./auth-card";
import { type CaptchaConfig, CaptchaField } from "./captcha-field";
import { CheckInbox } from "./check-inbox";
import { type CreatorInView, CreatorInViewCard } from "./creators/creator-in-view";
import { LegalNote } from "./legal-note";
import { SocialLogin, type SocialOptions } from "./social-login";
import { Alert } from "./ui/alert";
import { Field } from "./ui/field";

/** What the sign-up pages' loader gives the form (registerPageData in register.server.ts). */
export interface RegisterPageData {
  social: SocialOptions;
  captcha: CaptchaConfig;
  creator: CreatorInView | null;
}

export function RegisterForm({
  data,
  accountRole,
  title,
  subtitle,
  usernameHint,
  submitLabel,
  multipart,
  footer,
  children,
}: {
  data: RegisterPageData;
  accountRole: "fan" | "performer";
  title: string;
  subtitle: string;
  /** Under the username: words, or words made from what is typed so far (the creator's page address). */
  usernameHint: string | ((typed: string) => string);
  submitLabel: string;
  /** The form sends files (the creator's ID documents). */
  multipart?: boolean;
  /** More ways in, under "Already have an account? Log in". */
  footer?: React.ReactNode;
  /** The page's own fields, after the password, given the fields' error messages. */
  children?: (fieldErrors: Record<string, string>) => React.ReactNode;
}) {
  const answer = useActionData<{ ok?: boolean; verifyEmail?: string }>();
  // With client-side hashing, a password too short or long is refused in the browser, in the words the action uses.
  const { onSubmit, refused } = useNewPasswordSubmit();
  const result = refused ?? answer;
  const { formError, fieldErrors } = formErrors(result);
  const redirectTo = useRedirectTo();
  const loginLink = useAuthPageHref("/auth/login");
  // A refused sign-up brings the first field to fix into view (on a phone the form is longer than
  // the screen and the button is at its end); without one, the form's message at its top.
  const formRef = useRef<HTMLFormElement>(null);
  const [typedUsername, setTypedUsername] = useState("");
  useEffect(() => {
    if (!result || result.ok) return;
    const form = formRef.current;
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (field) field.focus();
    else form?.querySelector('[role="alert"]')?.scrollIntoView({ block: "center" });
  }, [result]);
  if (answer?.ok && answer.verifyEmail !== undefined) {
    return (
      <AuthCard title="Almost there">
        <CheckInbox email={answer.verifyEmail} />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      lead={data.creator ? <CreatorInViewCard creator={data.creator} /> : null}
      footer={
        <>
          Already have an account? <AuthLink to={loginLink}>Log in</AuthLink>
          {footer}
        </>
      }
    >
      <SocialLogin options={data.social} accountRole={accountRole} />
      <Form
        ref={formRef}
        method="post"
        encType={multipart ? "multipart/form-data" : undefined}
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
          hint={typeof usernameHint === "function" ? usernameHint(typedUsername) : usernameHint}
          onChange={(e) => setTypedUsername(e.currentTarget.value.trim())}
        />
        <AuthEmailField error={fieldErrors.email} />
        <NewPasswordField label="Password" error={fieldErrors.password} />
        {children?.(fieldErrors)}
        <CaptchaField config={data.captcha} error={fieldErrors.captchaToken} />
        <AuthSubmit>{submitLabel}</AuthSubmit>
        <LegalNote />
      </Form>
    </AuthCard>
  );
}
