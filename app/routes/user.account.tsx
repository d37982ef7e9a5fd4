import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { getCurrentUser } from "#functions/identity/users/service";
import { countryOptions } from "#functions/site/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/site/lookup/profile-options";
import { AccountPage, SignInSecurityCards } from "~/components/account/account-page";
import { AvatarUpload } from "~/components/account/avatar-upload";
import { EmailForm } from "~/components/account/email-form";
import { IntentForm } from "~/components/account/intent-form";
import { NotificationSettingsCard } from "~/components/account/notification-settings-card";
import { GenderCountryFields, NameFields } from "~/components/account/profile-fields";
import { useSectionForm } from "~/components/account/use-section-form";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { accountIntents, accountNotifications, accountSecurity, profileAction } from "~/lib/account.server";
import { byIntent } from "~/lib/actions.server";
import { DEFAULT_MESSAGES } from "~/lib/errors.server";
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
  ...accountIntents("user"),
  profile: (form, { request, context }) =>
    profileAction(request, context, {
      ...textFields(form, ["name", "username"]),
      gender: form.get("gender") || null,
      country: form.get("country") || null,
    }),
});

export const action = formAction(dispatch, DEFAULT_MESSAGES.update);

export default function UserAccountPage() {
  const { user, countries, genders, security, notifications } = useLoaderData<typeof loader>();
  const { fetcher, fieldErrors } = useSectionForm();
  const incomplete = !user.email || !user.username;
  return (
    <AccountPage
      title="Account settings"
      description="Your profile, photo, email, password and sign-in security."
      incompleteNote={incomplete ? "Add your email and a username to finish setting up your account." : null}
    >
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
      <SignInSecurityCards security={security} />
    </AccountPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
