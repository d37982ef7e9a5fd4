import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { requireUser } from "#functions/identity/accounts/viewer";
import { UpdateProfileBody } from "#functions/identity/users/schemas";
import { getCurrentUser, updateProfile } from "#functions/identity/users/service";
import { countryOptions } from "#functions/site/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/site/lookup/profile-options";
import { AccountHeader } from "~/components/account/account-header";
import { AvatarUpload } from "~/components/account/avatar-upload";
import { EmailForm } from "~/components/account/email-form";
import { NotificationSettingsCard } from "~/components/account/notification-settings-card";
import { PasswordForm } from "~/components/account/password-form";
import { SessionsCard } from "~/components/account/sessions-card";
import { TwoFactorCard } from "~/components/account/two-factor-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { FormStatus } from "~/components/form-status";
import { Alert } from "~/components/ui/alert";
import { SubmitRow } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Field, SelectField } from "~/components/ui/field";
import {
  accountNotifications,
  accountSecurity,
  emailAction,
  notificationIntents,
  passwordAction,
  securityIntents,
} from "~/lib/account.server";
import { byIntent } from "~/lib/actions.server";
import { DEFAULT_MESSAGES, invalidForm, SAVED_MESSAGE } from "~/lib/errors.server";
import { type FormResult, formErrors, textFields } from "~/lib/form";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "required", layout: "primary" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Account settings" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  if (viewer.isPerformer) throw redirect("/creator/account");
  const [user, security, notifications] = await Promise.all([
    getCurrentUser(args.context.rc.deps, viewer),
    accountSecurity(args.context.rc.deps, viewer),
    accountNotifications(args.context.rc.deps, viewer),
  ]);
  return {
    user,
    security,
    notifications,
    countries: countryOptions(),
    genders: PROFILE_OPTIONS.genders,
  };
});

const dispatch = byIntent({
  ...securityIntents,
  ...notificationIntents,
  password: (form, { request, context }) => passwordAction(request, context, form, "user"),
  email: (form, { request, context }) => emailAction(request, context, form),
  profile: async (form, { request, context: { rc } }) => {
    const parsed = UpdateProfileBody.safeParse({
      ...textFields(form, ["name", "username"]),
      gender: form.get("gender") || null,
      country: form.get("country") || null,
    });
    if (!parsed.success) return invalidForm(parsed.error);
    await updateProfile(rc.deps, requireUser(rc.viewer), parsed.data, requestMeta(request, rc.deps.env));
    return { ok: true as const, message: SAVED_MESSAGE };
  },
});

export const action = formAction(dispatch, DEFAULT_MESSAGES.update);

export default function UserAccountPage() {
  const { user, countries, genders, security, notifications } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<FormResult>();
  const { fieldErrors } = formErrors(fetcher.data);
  const incomplete = !user.email || !user.username;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AccountHeader
        title="Account settings"
        description="Your profile, photo, email, password and sign-in security."
      />
      {incomplete ? (
        <Alert tone="info">Add your email and a username to finish setting up your account.</Alert>
      ) : null}
      <Card>
        <CardHeader title="Profile" description="This is how creators see you." />
        <CardBody className="space-y-6">
          <AvatarUpload src={user.avatar} name={user.name} uploadUrl="/api/users/avatar/upload" />
          <fetcher.Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="profile" />
            <FormStatus result={fetcher.data} state={fetcher.state} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Display name"
                name="name"
                defaultValue={user.name}
                required
                error={fieldErrors.name}
              />
              <Field
                label="Username"
                name="username"
                prefix="@"
                autoCapitalize="none"
                defaultValue={user.username ?? ""}
                required
                error={fieldErrors.username}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label="Gender"
                name="gender"
                options={genders}
                placeholder="Prefer not to say"
                defaultValue={user.gender ?? ""}
                error={fieldErrors.gender}
              />
              <SelectField
                label="Country"
                name="country"
                options={countries}
                placeholder="Choose…"
                defaultValue={user.country ?? ""}
                error={fieldErrors.country}
              />
            </div>
            <SubmitRow pending={fetcher.state !== "idle"}>Save changes</SubmitRow>
          </fetcher.Form>
        </CardBody>
      </Card>
      <NotificationSettingsCard settings={notifications} />
      <EmailForm email={user.email} emailVerified={user.emailVerified} pendingEmail={user.pendingEmail} />
      <PasswordForm />
      <TwoFactorCard status={security.twoFactor} />
      <SessionsCard sessions={security.sessions} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
