/**
 * /creator/payouts: what the creator can ask for now (`/payout-requests/calculate`), how they get
 * paid (bank, PayPal or Stripe Connect; the page they are on when they need it), the request form
 * (amount and method; the service says why when the account is unverified or the method is not
 * set up), and the requests with their statuses.
 */
import { type MetaFunction, redirect } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { isVerifiedCreator } from "#functions/identity/access/verified";
import { HOW_TO_GET_VERIFIED } from "#functions/identity/access/verified-messages";
import {
  getPayoutSettings,
  updateBankingSettings,
  updatePaymentGatewaySettings,
} from "#functions/identity/performers/payout";
import { BankingSettingsBody, PaymentGatewaySettingsBody } from "#functions/identity/performers/schemas";
import { clientIp } from "#functions/lib/rate-limit";
import {
  connectStripeAccount,
  getConnectAccount,
  refreshConnectAccount,
} from "#functions/money/payments/connect";
import { PayoutQuery, PayoutRequestBody } from "#functions/money/payouts/schemas";
import { calculatePayout, requestPayout, searchPayouts } from "#functions/money/payouts/service";
import { listCountries } from "#functions/site/lookup/countries";
import { getSettings } from "#functions/site/settings/service";
import { StudioFrame } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { MoneyFigure } from "~/components/money/money-row";
import {
  PAYOUT_METHODS,
  PayoutMethodCard,
  preferredMethod,
  readyMethods,
  type StripeReturn,
} from "~/components/money/payout-method-card";
import { StatusBadge } from "~/components/money/status-badge";
import { TokenField } from "~/components/money/token-field";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { SelectField, TextareaField } from "~/components/ui/field";
import { ListCard } from "~/components/ui/list-card";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { requirePage } from "~/lib/auth.server";
import { invalidForm, SAVED_MESSAGE } from "~/lib/errors.server";
import { formErrors, textFields } from "~/lib/form";
import { dollarAmount, TOKEN_RATE, TOKEN_SYMBOL, tokenAmount, tokenInput } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Payouts" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps } = args.context.rc;
  const back = new URL(args.request.url).searchParams.get("stripe");
  const stripeReturn: StripeReturn = back === "connected" || back === "refresh" ? back : null;
  const [verified, { earningHoldingDays }, calculation, requests, payoutSettings, stripe] = await Promise.all(
    [
      isVerifiedCreator(deps.db, viewer.id),
      getSettings(deps, ["earningHoldingDays"]),
      calculatePayout(deps, viewer),
      searchPayouts(deps, viewer, PayoutQuery.parse({ limit: "20" })),
      getPayoutSettings(deps, viewer.id),
      // Back from onboarding, ask Stripe (its webhook may still be on the way); if Stripe cannot be
      // reached the stored state is shown and the webhook brings the news later.
      stripeReturn === "connected"
        ? refreshConnectAccount(deps, viewer).catch(() => getConnectAccount(deps, viewer))
        : getConnectAccount(deps, viewer),
    ],
  );
  return {
    verified,
    holdingDays: earningHoldingDays,
    calculation,
    requests,
    payoutSettings,
    stripe,
    stripeReturn,
    countries: listCountries().map((c) => ({ value: c.code, label: c.name })),
    attemptKey: crypto.randomUUID(),
  };
});

const BANK_FIELDS = [
  "firstName",
  "lastName",
  "bankName",
  "bankAccount",
  "bankRouting",
  "bankSwiftCode",
  "address",
  "city",
  "state",
  "country",
  "currentPassword",
] as const;

export const action = formAction(
  byIntent({
    request: async (form, args) => {
      const viewer = requirePage(args, handle);
      const amount = String(form.get("amount") ?? "").trim();
      const input = PayoutRequestBody.parse({
        amount: amount === "" ? undefined : Number(amount),
        paymentMethod: form.get("paymentMethod"),
        requestNote: String(form.get("requestNote") ?? ""),
      });
      const key = form.get("attemptKey");
      await requestPayout(args.context.rc.deps, viewer, input, typeof key === "string" ? key : null);
      return { ok: true as const, message: "Payout requested. We will let you know when it is paid." };
    },
    banking: async (form, args) => {
      const viewer = requirePage(args, handle);
      const { deps } = args.context.rc;
      const ip = clientIp(args.request.headers);
      const parsed = BankingSettingsBody.safeParse(textFields(form, BANK_FIELDS));
      if (!parsed.success) return invalidForm(parsed.error);
      await updateBankingSettings(deps, viewer, viewer.id, parsed.data, ip);
      return { ok: true as const, message: "Bank details saved. Your payouts can go to this account." };
    },
    paypal: async (form, args) => {
      const viewer = requirePage(args, handle);
      const { deps } = args.context.rc;
      const ip = clientIp(args.request.headers);
      const fields = textFields(form, ["email", "currentPassword"]);
      const parsed = PaymentGatewaySettingsBody.safeParse({
        key: "paypal",
        value: { email: fields.email },
        currentPassword: fields.currentPassword,
      });
      if (!parsed.success) {
        const failure = invalidForm(parsed.error);
        const errors = failure.data.fieldErrors ?? {};
        if (Object.hasOwn(errors, "value.email")) errors.email = errors["value.email"];
        return failure;
      }
      await updatePaymentGatewaySettings(deps, viewer, viewer.id, parsed.data, ip);
      return {
        ok: true as const,
        message: `${SAVED_MESSAGE}. Your payouts can go to ${parsed.data.value.email}.`,
      };
    },
    stripe: async (_form, args) => {
      const viewer = requirePage(args, handle);
      const account = await connectStripeAccount(
        args.context.rc.deps,
        viewer,
        { returnPath: "/creator/payouts" },
        args.request.url,
      );
      if (!account.onboardingUrl) throw new Error("Stripe answered no onboarding link");
      return redirect(account.onboardingUrl);
    },
  }),
);

const STATUS: Record<string, [string, "good" | "wait" | "bad" | "none"]> = {
  pending: ["Pending", "wait"],
  approved: ["Approved", "wait"],
  rejected: ["Rejected", "bad"],
  done: ["Paid", "good"],
};

/** A studio section outside /studio: in the studio's frame, as its other sections are. */
export default function PayoutsRoute() {
  return (
    <StudioFrame>
      <Payouts />
    </StudioFrame>
  );
}

function Payouts() {
  const {
    verified,
    holdingDays,
    calculation: c,
    requests,
    attemptKey,
    payoutSettings,
    stripe,
    stripeReturn,
    countries,
  } = useLoaderData<typeof loader>();
  const ready = readyMethods(payoutSettings, stripe);
  const preferred = preferredMethod(payoutSettings, stripe);
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Payouts</h1>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <MoneyFigure label="Available" value={c.available} testId="payout-available" />
        <MoneyFigure label="In holding" value={c.holding} />
        <MoneyFigure label="Requested" value={c.pending} />
        <MoneyFigure label="Paid out" value={c.paid} />
      </div>
      <p className="text-sm text-ink-muted" data-testid="payout-terms">
        {TOKEN_RATE}: a payout of {tokenAmount(100)} is {dollarAmount(100)}.{" "}
        {holdingDays > 0
          ? `What you earn is in holding for ${holdingDays === 1 ? "1 day" : `${holdingDays} days`} after the sale, then available to pay out.`
          : "What you earn is available to pay out at once."}
      </p>
      {c.owed > 0 ? (
        <Alert tone="info">
          You owe {tokenAmount(c.owed)} from refunds; it is taken from your next earnings.
        </Alert>
      ) : null}
      <PayoutMethodCard
        settings={payoutSettings}
        stripe={stripe}
        countries={countries}
        stripeReturn={stripeReturn}
      />
      <Card>
        <CardHeader
          title="Request a payout"
          description={`At least ${tokenAmount(c.minimumPayoutAmount)}, to a method that is ready.`}
        />
        <CardBody>
          {result?.ok ? (
            <Alert tone="success">{result.message}</Alert>
          ) : (
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="request" />
              <input type="hidden" name="attemptKey" value={attemptKey} />
              {formError ? <Alert tone="error">{formError}</Alert> : null}
              {!verified && !formError ? (
                <Alert tone="info">
                  Payouts open once your ID is verified. {HOW_TO_GET_VERIFIED}{" "}
                  <Link to="/creator/account#verification" className="font-medium underline">
                    Get verified
                  </Link>
                </Alert>
              ) : !c.canRequest && !formError ? (
                <Alert tone="info">
                  {c.pending > 0
                    ? "You have a payout request waiting; you can ask again once it is decided."
                    : `You can request a payout once ${tokenAmount(c.minimumPayoutAmount)} is available.`}
                </Alert>
              ) : null}
              <TokenField
                label="Amount"
                name="amount"
                prefix={TOKEN_SYMBOL}
                defaultValue={c.available > 0 ? tokenInput(c.available) : ""}
                error={fieldErrors.amount}
              />
              {ready.size === 0 ? (
                <Alert tone="info">
                  Set up how you get paid first.{" "}
                  <a href="#payout-method" className="font-medium underline">
                    Payout method
                  </a>
                </Alert>
              ) : null}
              <SelectField
                // A method saved below becomes the default at once, not after a reload.
                key={preferred}
                label="Pay me by"
                name="paymentMethod"
                options={PAYOUT_METHODS.map((m) => ({
                  value: m.value,
                  label: ready.has(m.value) ? m.label : `${m.label} (not set up)`,
                }))}
                defaultValue={preferred}
                error={fieldErrors.paymentMethod}
              />
              <TextareaField label="Note (optional)" name="requestNote" rows={2} maxLength={1000} />
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" pending={navigation.state === "submitting"} disabled={!c.canRequest}>
                  Request payout
                </Button>
                <a href="#payout-method" className="text-sm text-ink-muted underline">
                  Payout method
                </a>
              </div>
            </Form>
          )}
        </CardBody>
      </Card>
      <ListCard
        title="Your requests"
        items={requests.data}
        empty="No payout requests yet."
        testId="payout-requests"
        rowClassName="flex flex-wrap justify-between gap-3 py-3 text-sm"
      >
        {(r) => {
          const [label, tone] = Object.hasOwn(STATUS, r.status)
            ? STATUS[r.status]
            : [r.status, "none" as const];
          return (
            <span>
              <span className="font-semibold text-ink">{tokenAmount(r.amount)}</span>{" "}
              <StatusBadge tone={tone}>{label}</StatusBadge>
              <span className="block text-ink-muted">
                {PAYOUT_METHODS.find((m) => m.value === r.paymentMethod)?.label} ·{" "}
                {formatDateTime(r.createdAt)}
                {r.reference ? ` · Reference ${r.reference}` : ""}
                {r.adminNote ? ` · ${r.adminNote}` : ""}
              </span>
            </span>
          );
        }}
      </ListCard>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
