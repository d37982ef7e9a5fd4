import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { requireUser } from "#functions/identity/accounts/viewer";
import { UpdateProfileBody } from "#functions/identity/users/schemas";
import { getCurrentUser, updateProfile } from "#functions/identity/users/service";
import { countryOptions } from "#functions/site/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/site/lookup/profile-options";
import { AccountHeader } from "~/components/account/account-header";
import { AvatarUpload } from "~/components/account/avatar-upload";
import { EmailForm } from "~/components/account/email-form";
import { IntentForm } from "~/components/account/intent-form";
import { NotificationSettingsCard } from "~/components/account/notification-settings-card";
import { PasswordForm } from "~/components/account/password-form";
import { GenderCountryFields, NameFields } from "~/components/account/profile-fields";
import { SessionsCard } from "~/components/account/sessions-card";
import { TwoFactorCard } from "~/components/account/two-factor-card";
import { useSectionForm } from "~/components/account/use-section-form";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
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
import { textFields } from "~/lib/form";
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
  const { fetcher, fieldErrors } = useSectionForm();
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
          <IntentForm fetcher={fetcher} intent="profile" submitLabel="Save changes">
            <NameFields name={user.name} username={user.username} errors={fieldErrors} />
            <GenderCountryFields
              genders={genders}
              countries={countries}
              errors={fieldErrors}
              genderPlaceholder="Prefer not to say"
              gender={user.gender}
              country={user.country}
            />
          </IntentForm>
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
