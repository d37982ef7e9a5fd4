/**
 * "How you get paid" on /creator/payouts: the method a creator's payouts go to, as the payouts
 * service checks it: bank transfer details, a PayPal email, or a Stripe
 * Connect account. Bank and PayPal are saved with the current password (they decide who gets the
 * money); Stripe is connected through its hosted onboarding and comes back here.
 */
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { PayoutSettings } from "#functions/identity/performers/schemas";
import type { ConnectAccountDto } from "#functions/money/payments/schemas";
import { ChoiceGroup } from "~/components/ui/choice-group";
import { type FormResult, formErrors } from "~/lib/form";
import { usePasswordSubmit } from "~/lib/password-submit";
import { CurrentPasswordField } from "../account/current-password-field";
import { FormStatus } from "../form-status";
import { Alert } from "../ui/alert";
import { Button, SubmitRow } from "../ui/button";
import { Card, CardBody, CardHeader } from "../ui/card";
import { Field, fieldsFor, SelectField } from "../ui/field";
import { StatusBadge } from "./status-badge";

export type PayoutMethod = "banking" | "paypal" | "stripe";

export const PAYOUT_METHODS: ReadonlyArray<{ value: PayoutMethod; label: string }> = [
  { value: "banking", label: "Bank transfer" },
  { value: "paypal", label: "PayPal" },
  { value: "stripe", label: "Stripe" },
];

/** Which methods a payout request may use now (the same checks as the payouts service). */
export function readyMethods(settings: PayoutSettings, stripe: ConnectAccountDto): Set<PayoutMethod> {
  const ready = new Set<PayoutMethod>();
  if (settings.banking) ready.add("banking");
  if (settings.paypal) ready.add("paypal");
  if (stripe.payoutsEnabled) ready.add("stripe");
  return ready;
}

/** The method a new request should default to: the one saved last, else any that is ready. */
export function preferredMethod(settings: PayoutSettings, stripe: ConnectAccountDto): PayoutMethod {
  if (settings.preferredMethod) return settings.preferredMethod;
  return stripe.payoutsEnabled ? "stripe" : "banking";
}

const lastDigits = (account: string | null) =>
  account ? `ending ${account.replace(/\s|-/g, "").slice(-4)}` : "";

const PASSWORD_HINT = "Where your money goes is protected by your password; we email you when it changes.";

function BankForm({ settings, countries }: { settings: PayoutSettings; countries: Options }) {
  const fetcher = useFetcher<FormResult>();
  const { fieldErrors } = formErrors(fetcher.data);
  const onSubmit = usePasswordSubmit(["currentPassword"], fetcher.submit);
  const bank = settings.banking;
  const field = fieldsFor(bank, fieldErrors);
  return (
    <fetcher.Form method="post" className="space-y-4" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="banking" />
      <FormStatus result={fetcher.data} state={fetcher.state} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName", "First name", { autoComplete: "given-name" })}
        {field("lastName", "Last name", { autoComplete: "family-name" })}
        {field("bankName", "Bank name")}
        {field("bankAccount", "Account number or IBAN")}
        {field("bankRouting", "Routing number (optional)")}
        {field("bankSwiftCode", "SWIFT/BIC (optional)")}
        {field("address", "Address (optional)", {
          autoComplete: "street-address",
          className: "sm:col-span-2",
        })}
        {field("city", "City (optional)")}
        {field("state", "State or region (optional)")}
        <SelectField
          label="Country (optional)"
          name="country"
          options={countries}
          placeholder="Choose a country"
          defaultValue={bank?.country ?? ""}
          error={fieldErrors.country}
        />
      </div>
      <CurrentPasswordField error={fieldErrors.currentPassword} hint={PASSWORD_HINT} result={fetcher.data} />
      <SubmitRow pending={fetcher.state !== "idle"}>Save bank details</SubmitRow>
    </fetcher.Form>
  );
}

function PaypalForm({ settings }: { settings: PayoutSettings }) {
  const fetcher = useFetcher<FormResult>();
  const { fieldErrors } = formErrors(fetcher.data);
  const onSubmit = usePasswordSubmit(["currentPassword"], fetcher.submit);
  return (
    <fetcher.Form method="post" className="space-y-4" onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="paypal" />
      <FormStatus result={fetcher.data} state={fetcher.state} />
      <Field
        label="PayPal email"
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={settings.paypal?.email ?? ""}
        error={fieldErrors.email}
      />
      <CurrentPasswordField error={fieldErrors.currentPassword} hint={PASSWORD_HINT} result={fetcher.data} />
      <SubmitRow pending={fetcher.state !== "idle"}>Save PayPal email</SubmitRow>
    </fetcher.Form>
  );
}

function StripePanel({ stripe, returned }: { stripe: ConnectAccountDto; returned: StripeReturn }) {
  // A fetcher: its failure shows here, not on the request form; its success is a redirect to Stripe.
  const fetcher = useFetcher<FormResult>();
  const [state, tone] = stripe.payoutsEnabled
    ? (["Connected, ready for payouts", "good"] as const)
    : stripe.accountId
      ? (["Onboarding not finished", "wait"] as const)
      : (["Not connected", "none"] as const);
  return (
    <div className="space-y-4">
      {returned === "refresh" ? (
        <Alert tone="info">The Stripe link expired before you finished. Continue where you left off.</Alert>
      ) : returned === "connected" && !stripe.payoutsEnabled ? (
        <Alert tone="info">Stripe still needs some details from you before it can pay you.</Alert>
      ) : null}
      <p className="text-sm text-ink-muted">
        Stripe pays out to your own bank account; you give Stripe your details on its site and come back here.
      </p>
      <p className="text-sm text-ink" data-testid="stripe-state">
        Stripe account: <StatusBadge tone={tone}>{state}</StatusBadge>
      </p>
      {stripe.payoutsEnabled ? null : (
        <fetcher.Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="stripe" />
          <FormStatus result={fetcher.data} state={fetcher.state} />
          <Button type="submit" pending={fetcher.state !== "idle"}>
            {stripe.accountId ? "Continue Stripe onboarding" : "Connect with Stripe"}
          </Button>
        </fetcher.Form>
      )}
    </div>
  );
}

function SavedMethod({
  children,
  label,
  onChange,
}: {
  children: React.ReactNode;
  label: string;
  onChange: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface-muted p-4">
      <p className="min-w-0 break-words text-sm text-ink">{children}</p>
      <Button type="button" variant="secondary" size="sm" onClick={onChange}>
        {label}
      </Button>
    </div>
  );
}

type Options = ReadonlyArray<{ value: string; label: string }>;
export type StripeReturn = "connected" | "refresh" | null;

/** The summary of what is set up, with one editor per method (open on the preferred one). */
export function PayoutMethodCard({
  settings,
  stripe,
  countries,
  stripeReturn,
}: {
  settings: PayoutSettings;
  stripe: ConnectAccountDto;
  countries: Options;
  stripeReturn: StripeReturn;
}) {
  const ready = readyMethods(settings, stripe);
  const [method, setMethod] = useState<PayoutMethod>(
    stripeReturn ? "stripe" : preferredMethod(settings, stripe),
  );
  // A saved method shows as a line with "Change"; a form opened in this visit stays open after its
  // save, so its success message is seen.
  const [editing, setEditingState] = useState<ReadonlySet<PayoutMethod>>(new Set());
  const [savedAtLoad] = useState(() => ready);
  const setEditing = (m: PayoutMethod) => setEditingState((prev) => new Set(prev).add(m));
  const open = (m: PayoutMethod) => editing.has(m) || !savedAtLoad.has(m);
  const summary = [
    settings.banking
      ? `Bank transfer to ${settings.banking.bankName ?? "your bank"} ${lastDigits(settings.banking.bankAccount)}`
      : null,
    settings.paypal ? `PayPal to ${settings.paypal.email}` : null,
    stripe.payoutsEnabled ? "Stripe (connected)" : null,
  ].filter(Boolean);
  return (
    <Card id="payout-method" className="scroll-mt-20">
      <CardHeader
        title="How you get paid"
        description="Choose where your payouts go. You pick one of the ready methods each time you request a payout."
      />
      <CardBody className="space-y-5">
        <p className="text-sm text-ink" data-testid="payout-method-summary">
          {summary.length > 0 ? `Ready: ${summary.join(" · ")}` : "No payout method yet. Set one up below."}
        </p>
        <ChoiceGroup
          legend="Method"
          name="payoutMethodChoice"
          value={method}
          onChange={setMethod}
          className="grid grid-cols-1 gap-2 sm:grid-cols-3"
          options={PAYOUT_METHODS.map((m) => ({
            value: m.value,
            label: m.label,
            detail: ready.has(m.value) ? <StatusBadge tone="good">Ready</StatusBadge> : null,
          }))}
        />
        {method === "banking" && settings.banking && !open("banking") ? (
          <SavedMethod onChange={() => setEditing("banking")} label="Change bank details">
            {settings.banking.firstName} {settings.banking.lastName} · {settings.banking.bankName}{" "}
            {lastDigits(settings.banking.bankAccount)}
          </SavedMethod>
        ) : method === "banking" ? (
          <BankForm settings={settings} countries={countries} />
        ) : null}
        {method === "paypal" && settings.paypal && !open("paypal") ? (
          <SavedMethod onChange={() => setEditing("paypal")} label="Change PayPal email">
            {settings.paypal.email}
          </SavedMethod>
        ) : method === "paypal" ? (
          <PaypalForm settings={settings} />
        ) : null}
        {method === "stripe" ? <StripePanel stripe={stripe} returned={stripeReturn} /> : null}
      </CardBody>
    </Card>
  );
}
