/**
 * /wallet: the fan's balance, buying tokens (an amount within the site's bounds or a package, an
 * optional coupon) through Stripe Checkout, the payment's status on coming back (pending until
 * Stripe's webhook credits the wallet; the user's socket reloads the page when it does), saved
 * cards, and what the fan spent and paid.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from "@remix-run/react";
import { useEffect } from "react";
import { deleteCard, listCards } from "#functions/payments/cards";
import { searchPackages } from "#functions/payments/packages";
import { PackageQuery, TopUpBody, TransactionQuery } from "#functions/payments/schemas";
import { startTopUp } from "#functions/payments/top-up";
import { searchTransactions, viewTransaction } from "#functions/payments/transactions";
import { getSettings } from "#functions/settings/service";
import { ChargeQuery } from "#functions/wallet/schemas";
import { searchCharges } from "#functions/wallet/service";
import { formatTokens } from "~/components/content/feed/locked-media";
import { formatDateTime } from "~/components/content/ui/time";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Field } from "~/components/ui/field";
import { byIntent } from "~/lib/actions.server";
import { requirePage } from "~/lib/auth.server";
import { formErrors } from "~/lib/form";
import type { PageHandle } from "~/lib/page";
import { useOptionalUser } from "~/lib/root-data";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "required" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Wallet" }];

/** Only a path on this site (never `//other.site`). */
const localPath = (p: string | null) =>
  p && p.startsWith("/") && !p.startsWith("//") && !p.includes("\\") ? p : null;

export const loader = pageLoader(async (args) => {
  const viewer = requirePage(args, handle);
  const { deps } = args.context.rc;
  const url = new URL(args.request.url);
  const transactionId = url.searchParams.get("transactionId");
  const [payment, packages, cards, charges, payments, bounds] = await Promise.all([
    transactionId ? viewTransaction(deps, viewer, transactionId).catch(() => null) : null,
    searchPackages(deps, PackageQuery.parse({ limit: "20", sort: "asc" })),
    listCards(deps, viewer).catch(() => ({ data: [], total: 0 })),
    searchCharges(deps, viewer, ChargeQuery.parse({ limit: "10" })),
    searchTransactions(deps, viewer, TransactionQuery.parse({ limit: "10" })),
    getSettings(deps, ["minimumWalletPrice", "maximumWalletPrice"]),
  ]);
  return {
    payment,
    outcome: url.searchParams.get("payment"),
    returnTo: localPath(url.searchParams.get("returnTo")),
    packages: packages.data,
    cards: cards.data,
    charges,
    payments,
    min: bounds.minimumWalletPrice,
    max: bounds.maximumWalletPrice,
    // One Idempotency-Key per attempt: each render of the form is a new attempt.
    attemptKey: crypto.randomUUID(),
  };
});

export const action = formAction(
  byIntent({
    topUp: async (form, args) => {
      const viewer = requirePage(args, handle);
      const text = (name: string) => {
        const v = form.get(name);
        return typeof v === "string" && v.trim() !== "" ? v.trim() : undefined;
      };
      const packageId = text("packageId");
      const amount = text("amount");
      const returnTo = localPath(text("returnTo") ?? null);
      const input = TopUpBody.parse({
        packageId,
        amount: packageId ? undefined : amount === undefined ? undefined : Number(amount),
        couponCode: text("couponCode"),
        returnPath: returnTo ? `/wallet?returnTo=${encodeURIComponent(returnTo)}` : "/wallet",
      });
      const payment = await startTopUp(args.context.rc.deps, viewer, input, {
        url: args.request.url,
        idempotencyKey: text("attemptKey") ?? null,
      });
      if (payment.redirectUrl) throw redirect(payment.redirectUrl);
      return { ok: true as const, message: "Your payment is being processed." };
    },
    removeCard: async (form, args) => {
      const viewer = requirePage(args, handle);
      await deleteCard(args.context.rc.deps, viewer, String(form.get("cardId") ?? ""));
      return { ok: true as const, message: "Card removed." };
    },
  }),
);

const STATUS_TEXT: Record<string, string> = {
  created: "Waiting for your payment",
  processing: "Payment received, adding your tokens…",
  require_authentication: "Your bank asks you to confirm the payment",
  success: "Tokens added to your wallet",
  fail: "The payment failed",
  canceled: "The payment was cancelled",
  refunded: "Refunded",
};
const statusText = (s: string) => (Object.hasOwn(STATUS_TEXT, s) ? STATUS_TEXT[s] : s);

function PaymentResult() {
  const { payment, outcome, returnTo } = useLoaderData<typeof loader>();
  const settled = payment?.status === "success";
  const failed = payment?.status === "fail" || payment?.status === "canceled" || outcome === "cancelled";
  const waiting = Boolean(payment) && !settled && !failed && payment?.status !== "refunded";
  const { revalidate } = useRevalidator();
  // The user's socket says when the webhook lands; a webhook that landed before the socket opened
  // (right after coming back from Checkout) is caught by looking again every few seconds for a while.
  useEffect(() => {
    if (!waiting) return;
    let tries = 0;
    const timer = setInterval(() => {
      if (++tries > 60) clearInterval(timer);
      else revalidate();
    }, 2000);
    return () => clearInterval(timer);
  }, [waiting, revalidate]);
  if (!payment) return null;
  return (
    <div data-testid="payment-status" data-status={payment.status}>
      <Alert tone={failed ? "error" : settled ? "success" : "info"}>
        <p className="font-semibold">
          {failed && outcome === "cancelled" && !settled
            ? "You cancelled the payment; nothing was charged."
            : settled
              ? `${payment.tokens.toFixed(2)} tokens were added to your wallet.`
              : failed
                ? (payment.failureReason ?? "The payment failed.")
                : "Thanks! We are waiting for the card network to confirm your payment. This page updates by itself."}
        </p>
        <p className="mt-1">
          {formatTokens(payment.amount)} · {statusText(payment.status)}
        </p>
        {settled && returnTo ? (
          <Link to={returnTo} className="mt-2 inline-block font-semibold underline">
            Back to where you were
          </Link>
        ) : null}
      </Alert>
    </div>
  );
}

function TopUpForm() {
  const { packages, min, max, attemptKey, returnTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { formError, fieldErrors } = formErrors(result);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "topUp";
  return (
    <Card>
      <CardHeader
        title="Top up"
        description="Pay by card on Stripe's secure page; the tokens arrive when it confirms."
      />
      <CardBody>
        <Form method="post" noValidate className="space-y-4">
          <input type="hidden" name="intent" value="topUp" />
          <input type="hidden" name="attemptKey" value={attemptKey} />
          {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          {packages.length > 0 ? (
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-ink">A package</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {packages.map((p) => (
                  <label
                    key={p._id}
                    className="flex cursor-pointer flex-col rounded-xl border border-line p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-900/30"
                  >
                    <span className="flex items-center gap-2">
                      <input type="radio" name="packageId" value={p._id} />
                      <span className="font-semibold text-ink">{p.name}</span>
                    </span>
                    <span className="text-sm text-ink-muted">
                      {formatTokens(p.tokens)} tokens for {formatTokens(p.price)}
                    </span>
                  </label>
                ))}
              </div>
              {fieldErrors.packageId ? <p className="text-sm text-red-600">{fieldErrors.packageId}</p> : null}
            </fieldset>
          ) : null}
          <Field
            label={packages.length > 0 ? "Or an amount of tokens" : "Amount of tokens"}
            name="amount"
            type="number"
            inputMode="decimal"
            step="0.01"
            prefix="$"
            hint={`Between ${formatTokens(min)} and ${formatTokens(max)}. 1 token = 1 USD.`}
            error={fieldErrors.amount}
          />
          <Field
            label="Coupon (optional)"
            name="couponCode"
            autoComplete="off"
            error={fieldErrors.couponCode}
          />
          <Button type="submit" pending={busy}>
            Continue to payment
          </Button>
        </Form>
      </CardBody>
    </Card>
  );
}

function Cards() {
  const { cards } = useLoaderData<typeof loader>();
  return (
    <Card>
      <CardHeader title="Saved cards" description="Cards you saved at Stripe while paying." />
      <CardBody>
        {cards.length === 0 ? (
          <p className="text-sm text-ink-muted">No saved cards.</p>
        ) : (
          <ul className="divide-y divide-line">
            {cards.map((c) => (
              <li key={c._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="text-ink">
                  {c.brand.toUpperCase()} •••• {c.last4}{" "}
                  <span className="text-ink-muted">
                    expires {String(c.expMonth).padStart(2, "0")}/{c.expYear}
                  </span>
                </span>
                <Form method="post" noValidate>
                  <input type="hidden" name="intent" value="removeCard" />
                  <input type="hidden" name="cardId" value={c._id} />
                  <Button
                    type="submit"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove card ending ${c.last4}`}
                  >
                    Remove
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

function History() {
  const { charges, payments } = useLoaderData<typeof loader>();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader title="Spending" description="Subscriptions, purchases and tips from your tokens." />
        <CardBody>
          {charges.data.length === 0 ? (
            <p className="text-sm text-ink-muted">Nothing yet.</p>
          ) : (
            <ul className="divide-y divide-line" data-testid="spending">
              {charges.data.map((c) => (
                <li key={c._id} className="flex justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate text-ink">{c.description}</span>
                    <span className="text-ink-muted">
                      {formatDateTime(c.createdAt)}
                      {c.status !== "paid" ? ` · ${c.status}` : ""}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold text-ink">−{formatTokens(c.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Payments" description="What you paid by card." />
        <CardBody>
          {payments.data.length === 0 ? (
            <p className="text-sm text-ink-muted">No card payments yet.</p>
          ) : (
            <ul className="divide-y divide-line" data-testid="payments">
              {payments.data.map((p) => (
                <li key={p._id} className="flex justify-between gap-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block text-ink">
                      {p.type === "top_up" ? `${p.tokens.toFixed(2)} tokens` : "Card subscription"}
                    </span>
                    <span className="text-ink-muted">
                      {formatDateTime(p.createdAt)} · {statusText(p.status)}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold text-ink">{formatTokens(p.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export default function Wallet() {
  const user = useOptionalUser();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Wallet</h1>
        <p className="text-ink-muted">
          Balance{" "}
          <span className="text-2xl font-bold text-ink" data-testid="wallet-balance">
            {formatTokens(user?.balance ?? 0)}
          </span>
        </p>
      </div>
      <PaymentResult />
      {result?.ok ? <Alert tone="success">{result.message}</Alert> : null}
      <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
        <TopUpForm />
        <Cards />
      </div>
      <History />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
