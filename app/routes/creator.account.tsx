import type { ActionFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { pendingEmailChange } from "#functions/identity/accounts/user-tokens";
import { requireUser } from "#functions/identity/accounts/viewer";
import { getOwnPerformerProfile, updatePerformer } from "#functions/identity/performers/service";
import { getPersonaInquiry } from "#functions/identity/verification/service";
import { editableText } from "#functions/lib/rich-text";
import { commissionBasisPoints } from "#functions/money/ledger/commission";
import { countryOptions, listLanguages } from "#functions/site/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/site/lookup/profile-options";
import { getSettings } from "#functions/site/settings/service";
import { AccountPage, SignInSecurityCards } from "~/components/account/account-page";
import { CreatorAccountCard } from "~/components/account/creator-account-card";
import { CreatorProfileForm } from "~/components/account/creator-profile-form";
import { EmailForm } from "~/components/account/email-form";
import { NotificationSettingsCard } from "~/components/account/notification-settings-card";
import { SubscriptionPricesForm } from "~/components/account/subscription-prices-form";
import { VerificationCard } from "~/components/account/verification-card";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { accountIntents, accountNotifications, accountSecurity, profileAction } from "~/lib/account.server";
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
  const [profile, pendingEmail, settings, verification, security, notifications, commission] =
    await Promise.all([
      getOwnPerformerProfile(deps, viewer),
      pendingEmailChange(deps, viewer.id),
      getSettings(deps, ["minimumSubscriptionPrice", "maximumSubscriptionPrice", "freeSubscriptionEnabled"]),
      getPersonaInquiry(deps, viewer.id),
      accountSecurity(deps, viewer),
      accountNotifications(deps, viewer),
      commissionBasisPoints(deps, viewer.id),
    ]);
  return {
    profile,
    // The site's share of a sale, as every sale splits it (the creator's rate, else the site's).
    commissionBasisPoints: commission,
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

/** Saves one card of the creator's profile (its own parser) through PUT /performers/{id}'s service. */
const saveWith =
  (parse: (form: FormData) => ReturnType<typeof parseProfileForm> | ReturnType<typeof parsePricingForm>) =>
  async (form: FormData, { request, context: { rc } }: ActionFunctionArgs) => {
    const parsed = parse(form);
    if (!parsed.success) return invalidForm(parsed.error);
    const meta = requestMeta(request, rc.deps.env);
    await updatePerformer(rc.deps, rc.viewer, requireUser(rc.viewer).id, parsed.data, meta);
    return { ok: true as const, message: SAVED_MESSAGE };
  };

const dispatch = byIntent({
  ...accountIntents("performer"),
  account: (form, { request, context }) =>
    profileAction(request, context, textFields(form, ["name", "username"])),
  profile: saveWith(parseProfileForm),
  pricing: saveWith(parsePricingForm),
});

export const action = formAction(dispatch, DEFAULT_MESSAGES.update);

export default function CreatorAccountPage() {
  const {
    profile,
    bioText,
    emailVerified,
    pendingEmail,
    settings,
    commissionBasisPoints,
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
    <AccountPage
      title="Creator account"
      description="Your public profile, subscription prices and login."
      action={
        profile.username ? (
          <ButtonLink to={`/${profile.username}`} variant="secondary" size="sm">
            View my page
          </ButtonLink>
        ) : null
      }
      incompleteNote={incomplete ? "Add your email and a username to publish your creator page." : null}
    >
      <CreatorAccountCard profile={profile} />

      <CreatorProfileForm
        profile={profile}
        bioText={bioText}
        options={options}
        countries={countries}
        languages={languages}
      />

      <SubscriptionPricesForm
        profile={profile}
        settings={settings}
        commissionBasisPoints={commissionBasisPoints}
      />

      <EmailForm email={profile.email} emailVerified={emailVerified} pendingEmail={pendingEmail} />

      <VerificationCard
        status={profile.verificationStatus}
        documentCount={profile.documentCount ?? 0}
        state={verification}
        returnedFromPersona={returnedFromPersona}
      />

      <NotificationSettingsCard settings={notifications} />

      <SignInSecurityCards security={security} />
    </AccountPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
