import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { pendingEmailChange } from "#functions/identity/accounts/user-tokens";
import { requireUser } from "#functions/identity/accounts/viewer";
import { getOwnPerformerProfile, updatePerformer } from "#functions/identity/performers/service";
import { UpdateProfileBody } from "#functions/identity/users/schemas";
import { updateProfile } from "#functions/identity/users/service";
import { getPersonaInquiry } from "#functions/identity/verification/service";
import { editableText } from "#functions/lib/rich-text";
import { countryOptions, listLanguages } from "#functions/site/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/site/lookup/profile-options";
import { getSettings } from "#functions/site/settings/service";
import { AccountHeader } from "~/components/account/account-header";
import { CreatorAccountCard } from "~/components/account/creator-account-card";
import { CreatorProfileForm } from "~/components/account/creator-profile-form";
import { EmailForm } from "~/components/account/email-form";
import { NotificationSettingsCard } from "~/components/account/notification-settings-card";
import { PasswordForm } from "~/components/account/password-form";
import { SessionsCard } from "~/components/account/sessions-card";
import { SubscriptionPricesForm } from "~/components/account/subscription-prices-form";
import { TwoFactorCard } from "~/components/account/two-factor-card";
import { VerificationCard } from "~/components/account/verification-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { ButtonLink } from "~/components/ui/button";
import {
  accountNotifications,
  accountSecurity,
  emailAction,
  notificationIntents,
  passwordAction,
  securityIntents,
} from "~/lib/account.server";
import { byIntent } from "~/lib/actions.server";
import { parsePricingForm, parseProfileForm } from "~/lib/creator-account.server";
import { DEFAULT_MESSAGES, invalidForm, SAVED_MESSAGE } from "~/lib/errors.server";
import { textFields } from "~/lib/form";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer", layout: "primary" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Creator account" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps } = args.context.rc;
  const [profile, pendingEmail, settings, verification, security, notifications] = await Promise.all([
    getOwnPerformerProfile(deps, viewer),
    pendingEmailChange(deps, viewer.id),
    getSettings(deps, ["minimumSubscriptionPrice", "maximumSubscriptionPrice", "freeSubscriptionEnabled"]),
    getPersonaInquiry(deps, viewer.id),
    accountSecurity(deps, viewer),
    accountNotifications(deps, viewer),
  ]);
  return {
    profile,
    bioText: editableText(profile.bio),
    emailVerified: viewer.emailVerified,
    pendingEmail,
    settings,
    verification,
    returnedFromPersona: new URL(args.request.url).searchParams.get("persona") === "done",
    options: PROFILE_OPTIONS,
    countries: countryOptions(),
    languages: listLanguages().map((l) => ({ code: l.code, name: l.name })),
    security,
    notifications,
  };
});

const dispatch = byIntent({
  ...securityIntents,
  ...notificationIntents,
  password: (form, { request, context }) => passwordAction(request, context, form, "performer"),
  email: (form, { request, context }) => emailAction(request, context, form),
  account: async (form, { request, context: { rc } }) => {
    const parsed = UpdateProfileBody.safeParse(textFields(form, ["name", "username"]));
    if (!parsed.success) return invalidForm(parsed.error);
    await updateProfile(rc.deps, requireUser(rc.viewer), parsed.data, requestMeta(request, rc.deps.env));
    return { ok: true as const, message: SAVED_MESSAGE };
  },
  profile: async (form, { context: { rc } }) => {
    const parsed = parseProfileForm(form);
    if (!parsed.success) return invalidForm(parsed.error);
    await updatePerformer(rc.deps, rc.viewer, requireUser(rc.viewer).id, parsed.data);
    return { ok: true as const, message: SAVED_MESSAGE };
  },
  pricing: async (form, { context: { rc } }) => {
    const parsed = parsePricingForm(form);
    if (!parsed.success) return invalidForm(parsed.error);
    await updatePerformer(rc.deps, rc.viewer, requireUser(rc.viewer).id, parsed.data);
    return { ok: true as const, message: SAVED_MESSAGE };
  },
});

export const action = formAction(dispatch, DEFAULT_MESSAGES.update);

export default function CreatorAccountPage() {
  const {
    profile,
    bioText,
    emailVerified,
    pendingEmail,
    settings,
    options,
    countries,
    languages,
    verification,
    returnedFromPersona,
    security,
    notifications,
  } = useLoaderData<typeof loader>();
  const incomplete = !profile.email || !profile.username;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <AccountHeader
          title="Creator account"
          description="Your public profile, subscription prices and login."
        />
        {profile.username ? (
          <ButtonLink to={`/${profile.username}`} variant="secondary" size="sm">
            View my page
          </ButtonLink>
        ) : null}
      </div>
      {incomplete ? (
        <Alert tone="info">Add your email and a username to publish your creator page.</Alert>
      ) : null}

      <CreatorAccountCard profile={profile} />

      <CreatorProfileForm
        profile={profile}
        bioText={bioText}
        options={options}
        countries={countries}
        languages={languages}
      />

      <SubscriptionPricesForm profile={profile} settings={settings} />

      <EmailForm email={profile.email} emailVerified={emailVerified} pendingEmail={pendingEmail} />

      <VerificationCard
        status={profile.verificationStatus}
        documentCount={profile.documentCount ?? 0}
        state={verification}
        returnedFromPersona={returnedFromPersona}
      />

      <NotificationSettingsCard settings={notifications} />

      <PasswordForm />

      <TwoFactorCard status={security.twoFactor} />

      <SessionsCard sessions={security.sessions} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
