import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { requestMeta } from "#functions/identity/request-meta";
import { pendingEmailChange } from "#functions/identity/user-tokens";
import { requireUser } from "#functions/identity/viewer";
import { listCountries, listLanguages } from "#functions/lookup/countries";
import { PROFILE_OPTIONS } from "#functions/lookup/profile-options";
import { getOwnPerformerProfile, updatePerformer } from "#functions/performers/service";
import { getSettings } from "#functions/settings/service";
import { UpdateProfileBody } from "#functions/users/schemas";
import { updateProfile } from "#functions/users/service";
import { getPersonaInquiry } from "#functions/verification/service";
import { AccountHeader } from "~/components/account/account-header";
import { AvatarUpload } from "~/components/account/avatar-upload";
import { EmailForm } from "~/components/account/email-form";
import { LanguagePicker } from "~/components/account/language-picker";
import { LocationFields } from "~/components/account/location-fields";
import { PasswordForm } from "~/components/account/password-form";
import { VerificationCard } from "~/components/account/verification-card";
import { FormStatus } from "~/components/form-status";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Checkbox, Field, SelectField, TextareaField } from "~/components/ui/field";
import { emailAction, passwordAction } from "~/lib/account.server";
import { byIntent, readForm } from "~/lib/actions.server";
import { requirePage } from "~/lib/auth.server";
import { parsePricingForm, parseProfileForm } from "~/lib/creator-account.server";
import { DEFAULT_MESSAGES, formFailure, invalidForm, SAVED_MESSAGE } from "~/lib/errors.server";
import { type FormResult, formErrors, textFields } from "~/lib/form";
import type { PageHandle } from "~/lib/page";

export const handle = { auth: "performer", layout: "primary" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Creator account" }];

export async function loader(args: LoaderFunctionArgs) {
  const viewer = requirePage(args, handle);
  const { deps } = args.context.rc;
  const [profile, pendingEmail, settings, verification] = await Promise.all([
    getOwnPerformerProfile(deps, viewer),
    pendingEmailChange(deps, viewer.id),
    getSettings(deps, ["minimumSubscriptionPrice", "maximumSubscriptionPrice", "freeSubscriptionEnabled"]),
    getPersonaInquiry(deps, viewer.id),
  ]);
  return {
    profile,
    emailVerified: viewer.emailVerified,
    pendingEmail,
    settings,
    verification,
    returnedFromPersona: new URL(args.request.url).searchParams.get("persona") === "done",
    options: PROFILE_OPTIONS,
    countries: listCountries().map((c) => ({ value: c.code, label: c.name })),
    languages: listLanguages().map((l) => ({ code: l.code, name: l.name })),
  };
}

const dispatch = byIntent({
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

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  try {
    return await dispatch(form, args);
  } catch (err) {
    return formFailure(err, args.request, DEFAULT_MESSAGES.update);
  }
}

function useSectionForm() {
  const fetcher = useFetcher<FormResult>();
  const { fieldErrors } = formErrors(fetcher.data);
  // Array fields report per item ("languages.0"); show the first under the field.
  for (const [key, message] of Object.entries(fieldErrors)) {
    const root = key.split(".")[0];
    if (root !== key) fieldErrors[root] ??= message;
  }
  return { fetcher, fieldErrors };
}

export default function CreatorAccountPage() {
  const {
    profile,
    emailVerified,
    pendingEmail,
    settings,
    options,
    countries,
    languages,
    verification,
    returnedFromPersona,
  } = useLoaderData<typeof loader>();
  const account = useSectionForm();
  const details = useSectionForm();
  const pricing = useSectionForm();
  const [free, setFree] = useState(profile.isFreeSubscription);
  const incomplete = !profile.email || !profile.username;
  const option = (
    name: keyof typeof profile & string,
    label: string,
    list: ReadonlyArray<{ value: string; label: string }>,
  ) => (
    <SelectField
      label={label}
      name={name}
      options={list}
      placeholder="Not shown"
      defaultValue={(profile[name] as string | null) ?? ""}
      error={details.fieldErrors[name]}
    />
  );

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

      <Card>
        <CardHeader title="Account" description="Your name and page address." />
        <CardBody className="space-y-6">
          <AvatarUpload src={profile.avatar} name={profile.name} uploadUrl="/api/performers/avatar/upload" />
          <AvatarUpload
            src={profile.cover}
            name={profile.name}
            uploadUrl="/api/performers/cover/upload"
            variant="cover"
          />
          <account.fetcher.Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="account" />
            <FormStatus result={account.fetcher.data} state={account.fetcher.state} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Display name"
                name="name"
                defaultValue={profile.name}
                required
                error={account.fieldErrors.name}
              />
              <Field
                label="Username"
                name="username"
                prefix="@"
                autoCapitalize="none"
                defaultValue={profile.username ?? ""}
                required
                error={account.fieldErrors.username}
              />
            </div>
            <div className="flex justify-end">
              <Button type="submit" pending={account.fetcher.state !== "idle"}>
                Save account
              </Button>
            </div>
          </account.fetcher.Form>
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Creator profile"
          description="What fans see on your page. Leave a field empty to hide it."
        />
        <CardBody>
          <details.fetcher.Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="profile" />
            <FormStatus result={details.fetcher.data} state={details.fetcher.state} />
            <TextareaField
              label="Bio"
              name="bio"
              rows={5}
              maxLength={2000}
              defaultValue={profile.bio.replace(/<[^>]*>/g, "")}
              error={details.fieldErrors.bio}
              hint="Tell fans what you post and how often. Up to 2,000 characters."
            />
            <div className="grid grid-cols-2 gap-x-3 gap-y-4 sm:gap-x-4">
              {option("gender", "Gender", options.genders)}
              {option("sexualOrientation", "Sexual orientation", options.sexualOrientations)}
              {option("ageRange", "Age", options.ageRanges)}
              {option("ethnicity", "Ethnicity", options.ethnicities)}
              {option("height", "Height", options.heights)}
              {option("weight", "Weight", options.weights)}
              {option("bodyType", "Body type", options.bodyTypes)}
              {option("size", "Size", options.sizes)}
              {option("hair", "Hair colour", options.hairs)}
              {option("eyes", "Eye colour", options.eyes)}
            </div>
            <LocationFields
              countries={countries}
              defaultCountry={profile.country}
              defaultState={profile.state}
              defaultCity={profile.city}
              errors={details.fieldErrors}
            />
            <LanguagePicker
              languages={languages}
              defaultValue={profile.languages}
              error={details.fieldErrors.languages}
            />
            <div className="flex justify-end">
              <Button type="submit" pending={details.fetcher.state !== "idle"}>
                Save profile
              </Button>
            </div>
          </details.fetcher.Form>
        </CardBody>
      </Card>

      <Card>
        <CardHeader
          title="Subscription"
          description={`Prices in tokens (1 token = 1 USD), between ${settings.minimumSubscriptionPrice} and ${settings.maximumSubscriptionPrice}.`}
        />
        <CardBody>
          <pricing.fetcher.Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="pricing" />
            <FormStatus result={pricing.fetcher.data} state={pricing.fetcher.state} />
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Monthly price"
                name="monthlyPrice"
                type="number"
                inputMode="decimal"
                step="0.01"
                min={settings.minimumSubscriptionPrice}
                max={settings.maximumSubscriptionPrice}
                prefix="$"
                defaultValue={profile.monthlyPrice.toFixed(2)}
                error={pricing.fieldErrors.monthlyPrice}
              />
              <Field
                label="Yearly price"
                name="yearlyPrice"
                type="number"
                inputMode="decimal"
                step="0.01"
                min={settings.minimumSubscriptionPrice}
                max={settings.maximumSubscriptionPrice}
                prefix="$"
                defaultValue={profile.yearlyPrice.toFixed(2)}
                error={pricing.fieldErrors.yearlyPrice}
              />
            </div>
            {settings.freeSubscriptionEnabled || profile.isFreeSubscription ? (
              <div className="space-y-3 rounded-xl bg-surface-muted p-4">
                <Checkbox
                  name="isFreeSubscription"
                  label="Offer a free trial subscription"
                  checked={free}
                  onChange={(e) => setFree(e.currentTarget.checked)}
                />
                {pricing.fieldErrors.isFreeSubscription ? (
                  <p className="text-sm text-red-600 dark:text-red-400">
                    {pricing.fieldErrors.isFreeSubscription}
                  </p>
                ) : null}
                {free ? (
                  <Field
                    label="Free days"
                    name="freeSubscriptionDays"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={365}
                    defaultValue={String(profile.freeSubscriptionDays)}
                    error={pricing.fieldErrors.freeSubscriptionDays}
                    className="max-w-40"
                  />
                ) : null}
              </div>
            ) : null}
            <div className="flex justify-end">
              <Button type="submit" pending={pricing.fetcher.state !== "idle"}>
                Save prices
              </Button>
            </div>
          </pricing.fetcher.Form>
        </CardBody>
      </Card>

      <EmailForm email={profile.email} emailVerified={emailVerified} pendingEmail={pendingEmail} />

      <VerificationCard
        status={profile.verificationStatus}
        documentCount={profile.documentCount ?? 0}
        state={verification}
        returnedFromPersona={returnedFromPersona}
      />

      <PasswordForm />
    </div>
  );
}
