import { useState } from "react";
import type { OwnPerformerProfile } from "#functions/identity/performers/schemas";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Checkbox, Field } from "~/components/ui/field";
import { sharePercent, TOKEN_RATE, TOKEN_SYMBOL, tokenAmount, tokenInput } from "~/lib/money";
import { IntentForm } from "./intent-form";
import { useSectionForm } from "./use-section-form";

/** The creator's subscription prices and free trial, within the site's price settings. */
export function SubscriptionPricesForm({
  profile,
  settings,
  commissionBasisPoints,
}: {
  profile: OwnPerformerProfile;
  /** The site's share of every sale, in basis points (the creator keeps the rest). */
  commissionBasisPoints: number;
  settings: {
    minimumSubscriptionPrice: number;
    maximumSubscriptionPrice: number;
    freeSubscriptionEnabled: boolean;
  };
}) {
  const pricing = useSectionForm();
  const [free, setFree] = useState(profile.isFreeSubscription);
  const priceField = (name: "monthlyPrice" | "yearlyPrice", label: string) => (
    <Field
      label={label}
      name={name}
      type="number"
      inputMode="decimal"
      step="0.01"
      min={settings.minimumSubscriptionPrice}
      max={settings.maximumSubscriptionPrice}
      prefix={TOKEN_SYMBOL}
      defaultValue={tokenInput(profile[name])}
      error={pricing.fieldErrors[name]}
    />
  );
  return (
    <Card id="prices" className="scroll-mt-24">
      <CardHeader
        title="Subscription"
        description={
          <>
            Prices in tokens, between {tokenAmount(settings.minimumSubscriptionPrice)} and{" "}
            {tokenAmount(settings.maximumSubscriptionPrice)}.{" "}
            <span data-testid="creator-share">
              You keep {sharePercent(10_000 - commissionBasisPoints)} of what fans pay, on every sale (the
              site keeps {sharePercent(commissionBasisPoints)}). {TOKEN_RATE}.
            </span>
          </>
        }
      />
      <CardBody>
        <IntentForm fetcher={pricing.fetcher} intent="pricing" submitLabel="Save prices">
          <div className="grid gap-4 sm:grid-cols-2">
            {priceField("monthlyPrice", "Monthly price")}
            {priceField("yearlyPrice", "Yearly price")}
          </div>
          {settings.freeSubscriptionEnabled || profile.isFreeSubscription ? (
            <div className="space-y-3 rounded-xl bg-surface-muted p-4">
              <Checkbox
                name="isFreeSubscription"
                label="Offer a free trial subscription"
                checked={free}
                onChange={(e) => setFree(e.currentTarget.checked)}
                aria-describedby="free-trial-terms"
              />
              <p id="free-trial-terms" className="text-xs text-ink-subtle">
                Each fan may subscribe free once, for the days below. Then the subscription renews at your
                monthly price unless they cancel. Your page shows “Free” while you offer it.
              </p>
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
        </IntentForm>
      </CardBody>
    </Card>
  );
}
