/**
 * /studio/promotions: the creator's subscription offers. Bundles (3, 6 and 12 months paid at once
 * with a percent off, each shown with its price and what the fan saves) and promotions (a discount
 * on the first months, or a free-trial link) with their link to copy, claims and an End button.
 * The rules behind them: functions/money/subscriptions/ (promotions.ts, bundles.ts).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { getSubscriptionSettings, updateSubscriptionSettings } from "#functions/money/subscriptions/bundles";
import { bundlePrice } from "#functions/money/subscriptions/pricing";
import { createPromotion, endPromotion, listPromotions } from "#functions/money/subscriptions/promotions";
import { PromotionBody, SubscriptionSettingsBody } from "#functions/money/subscriptions/schemas";
import { getSetting } from "#functions/site/settings/service";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { CopyLinkButton } from "~/components/money/copy-link-button";
import { ActionToast } from "~/components/ui/action-toast";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ConfirmForm } from "~/components/ui/dialog";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { IntentButton } from "~/components/ui/intent-button";
import { ListCard } from "~/components/ui/list-card";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { invalidForm } from "~/lib/errors.server";
import { formErrors } from "~/lib/form";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Promotions · Creator studio" }];

const BUNDLE_MONTHS = [3, 6, 12] as const;

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps } = args.context.rc;
  const [settings, promotions, freeTrials] = await Promise.all([
    getSubscriptionSettings(deps, viewer),
    listPromotions(deps, viewer, args.request.url),
    getSetting(deps, "freeSubscriptionEnabled"),
  ]);
  return { settings, promotions: promotions.data, freeTrials };
});

const numberOrUndefined = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return text === "" ? undefined : Number(text);
};

const dispatch = byIntent({
  create: async (form, { context: { rc }, request }) => {
    const kind = form.get("kind");
    const ends = String(form.get("endsAt") ?? "").trim();
    const message = String(form.get("message") ?? "").trim();
    const parsed = PromotionBody.safeParse({
      kind,
      audience: form.get("audience"),
      percent: kind === "discount" ? numberOrUndefined(form.get("percent")) : undefined,
      months: kind === "discount" ? numberOrUndefined(form.get("months")) : undefined,
      trialDays: kind === "trial" ? numberOrUndefined(form.get("trialDays")) : undefined,
      maxClaims: numberOrUndefined(form.get("maxClaims")),
      // The day picked, to its end (UTC).
      endsAt: ends ? `${ends}T23:59:59.999Z` : undefined,
      message: message || undefined,
    });
    if (!parsed.success) return invalidForm(parsed.error);
    const promo = await createPromotion(rc.deps, rc.viewer, parsed.data, request.url);
    return { ok: true as const, message: `Promotion ${promo.code} created: copy its link below.` };
  },
  end: async (form, { context: { rc }, request }) => {
    await endPromotion(rc.deps, rc.viewer, String(form.get("id") ?? ""), request.url);
    return { ok: true as const, message: "Promotion ended" };
  },
  bundles: async (form, { context: { rc } }) => {
    const bundles = BUNDLE_MONTHS.flatMap((months) => {
      const percent = numberOrUndefined(form.get(`percent-${months}`));
      return percent === undefined ? [] : [{ months, percent }];
    });
    const parsed = SubscriptionSettingsBody.safeParse({ bundles });
    if (!parsed.success) return invalidForm(parsed.error);
    await updateSubscriptionSettings(rc.deps, rc.viewer, parsed.data);
    return { ok: true as const, message: "Bundles saved" };
  },
});

export const action = formAction(handle, dispatch);

function describe(p: {
  kind: string;
  percent: number | null;
  months: number | null;
  trialDays: number | null;
  audience: string;
}) {
  const offer =
    p.kind === "trial"
      ? `${p.trialDays}-day free trial`
      : `${p.percent}% off the first ${p.months === 1 ? "month" : `${p.months} months`}`;
  const who =
    p.audience === "new"
      ? "new subscribers"
      : p.audience === "expired"
        ? "former subscribers"
        : "new and former subscribers";
  return `${offer} · for ${who}`;
}

const STATUS_LABEL = { active: "Active", ended: "Ended", used_up: "All claimed" } as const;

export default function StudioPromotions() {
  const { settings, promotions, freeTrials } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { fieldErrors } = formErrors(result);
  const [kind, setKind] = useState<"discount" | "trial">("discount");
  const saved = new Map(settings.bundles.map((b) => [b.months, b.percent]));
  const [percents, setPercents] = useState<Record<number, string>>(() =>
    Object.fromEntries(BUNDLE_MONTHS.map((m) => [m, saved.has(m) ? String(saved.get(m)) : ""])),
  );
  const monthlyCents = Math.round(settings.monthlyPrice * 100);
  return (
    <>
      <ActionToast />
      <StudioHeader
        title="Promotions"
        description="Bring in new fans and win back former ones: bundles, discounts and free-trial links."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader
            title="New promotion"
            description="Fans claim it from your profile or through its link, once each."
          />
          <CardBody>
            <Form method="post" noValidate className="space-y-4" key={`new-${promotions.length}`}>
              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label="Offer"
                  name="kind"
                  value={kind}
                  onChange={(e) => setKind(e.target.value === "trial" ? "trial" : "discount")}
                  options={[
                    { value: "discount", label: "Discount" },
                    // A free trial is a free subscription: none while the site turns those off.
                    ...(freeTrials ? [{ value: "trial", label: "Free trial" }] : []),
                  ]}
                  hint={freeTrials ? undefined : "Free trials are turned off on this site."}
                  error={fieldErrors.kind}
                />
                <SelectField
                  label="For"
                  name="audience"
                  defaultValue="new"
                  options={[
                    { value: "new", label: "New subscribers" },
                    { value: "expired", label: "Former subscribers" },
                    { value: "both", label: "New and former" },
                  ]}
                  error={fieldErrors.audience}
                />
                {kind === "discount" ? (
                  <>
                    <Field
                      label="Percent off"
                      name="percent"
                      type="number"
                      min={5}
                      max={95}
                      step="1"
                      required
                      defaultValue={25}
                      hint="5 to 95"
                      error={fieldErrors.percent}
                    />
                    <Field
                      label="For the first … months"
                      name="months"
                      type="number"
                      min={1}
                      max={12}
                      step="1"
                      defaultValue={1}
                      hint="Then the normal price"
                      error={fieldErrors.months}
                    />
                  </>
                ) : (
                  <Field
                    label="Free days"
                    name="trialDays"
                    type="number"
                    min={1}
                    max={30}
                    step="1"
                    required
                    defaultValue={7}
                    hint={`1 to 30; then ${tokenAmount(settings.monthlyPrice)}/month unless cancelled`}
                    error={fieldErrors.trialDays}
                  />
                )}
                <Field
                  label="Claim limit (optional)"
                  name="maxClaims"
                  type="number"
                  min={1}
                  step="1"
                  error={fieldErrors.maxClaims}
                />
                <Field label="Ends (optional)" name="endsAt" type="date" error={fieldErrors.endsAt} />
              </div>
              <TextareaField
                label="Message to fans (optional)"
                name="message"
                rows={2}
                maxLength={500}
                error={fieldErrors.message}
              />
              <IntentButton intent="create">Create promotion</IntentButton>
            </Form>
          </CardBody>
        </Card>
        <Card>
          <CardHeader
            title="Bundles"
            description={`Several months paid at once, at ${tokenAmount(settings.monthlyPrice)}/month less a percent. Leave empty to not offer one.`}
          />
          <CardBody>
            <Form method="post" noValidate className="space-y-3" aria-label="Bundles">
              {BUNDLE_MONTHS.map((months, i) => {
                const raw = percents[months] ?? "";
                const pct = Number(raw);
                const valid = raw.trim() !== "" && Number.isInteger(pct) && pct >= 1 && pct <= 90;
                const price = valid ? bundlePrice(monthlyCents, months, pct) : null;
                const error = fieldErrors[`bundles.${i}.percent`] ?? fieldErrors[`bundles.${i}.months`];
                return (
                  <div key={months} className="grid grid-cols-[1fr_auto] items-end gap-3">
                    <Field
                      label={`${months} months · percent off`}
                      name={`percent-${months}`}
                      type="number"
                      min={1}
                      max={90}
                      step="1"
                      placeholder="Not offered"
                      value={raw}
                      onChange={(e) => setPercents((p) => ({ ...p, [months]: e.target.value }))}
                      error={error}
                    />
                    <p
                      className="pb-2.5 text-right text-sm text-ink-muted"
                      data-testid={`bundle-preview-${months}`}
                    >
                      {price === null ? (
                        "—"
                      ) : (
                        <>
                          <span className="font-semibold text-ink">{tokenAmount(price / 100)}</span>
                          <br />
                          saves {tokenAmount((monthlyCents * months - price) / 100)}
                        </>
                      )}
                    </p>
                  </div>
                );
              })}
              {fieldErrors.bundles ? (
                <p className="text-sm text-red-600 dark:text-red-400">{fieldErrors.bundles}</p>
              ) : null}
              <IntentButton intent="bundles">Save bundles</IntentButton>
            </Form>
          </CardBody>
        </Card>
      </div>
      <ListCard
        className="mt-6"
        title="Your promotions"
        description={`${promotions.length} in all`}
        items={promotions}
        empty="No promotions yet. Create one above and share its link."
        label="Promotions"
        rowClassName="flex flex-wrap items-center gap-3 py-3 text-sm"
        rowTestId="promotion"
      >
        {(p) => (
          <>
            <div className="min-w-0 flex-1 basis-60">
              <p className="font-medium text-ink">
                <span className="font-mono">{p.code}</span> · {describe(p)}
              </p>
              <p className="text-xs text-ink-subtle">
                <span data-testid="promotion-claims">
                  {p.claims} {p.claims === 1 ? "claim" : "claims"}
                  {p.maxClaims === null ? "" : ` of ${p.maxClaims}`}
                </span>
                {p.endedAt
                  ? ` · ended ${formatDateTime(p.endedAt)}`
                  : p.endsAt
                    ? ` · until ${formatDateTime(p.endsAt)}`
                    : ""}
              </p>
              <p className="truncate text-xs text-ink-subtle" data-testid="promotion-link">
                {p.url}
              </p>
            </div>
            <span
              className={
                p.status === "active"
                  ? "rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300"
                  : "rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted"
              }
            >
              {STATUS_LABEL[p.status]}
            </span>
            <CopyLinkButton path={p.path} url={p.url} />
            {p.status === "ended" ? null : (
              <ConfirmForm
                intent="end"
                fields={{ id: p._id }}
                message={`End the promotion ${p.code}? Fans who claimed it keep it; nobody else can claim it.`}
                variant="ghost"
                size="sm"
              >
                End
              </ConfirmForm>
            )}
          </>
        )}
      </ListCard>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
