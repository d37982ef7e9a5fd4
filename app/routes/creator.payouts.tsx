/**
 * /creator/payouts: what the creator can ask for now (`/payout-requests/calculate`), the request
 * form (amount and method; the service says why when the account is unverified or the method is
 * not set up), and the requests with their statuses.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { PayoutQuery, PayoutRequestBody } from "#functions/payouts/schemas";
import { calculatePayout, requestPayout, searchPayouts } from "#functions/payouts/service";
import { formatTokens } from "~/components/content/feed/locked-media";
import { formatDateTime } from "~/components/content/ui/time";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { StatusBadge } from "~/components/money/status-badge";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { byIntent } from "~/lib/actions.server";
import { requirePage } from "~/lib/auth.server";
import { formErrors } from "~/lib/form";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Payouts" }];

export const loader = pageLoader(async (args) => {
  const viewer = requirePage(args, handle);
  const { deps } = args.context.rc;
  const [calculation, requests] = await Promise.all([
    calculatePayout(deps, viewer),
    searchPayouts(deps, viewer, PayoutQuery.parse({ limit: "20" })),
  ]);
  return { calculation, requests, attemptKey: crypto.randomUUID() };
});

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
  }),
);

const STATUS: Record<string, [string, "good" | "wait" | "bad" | "none"]> = {
  pending: ["Pending", "wait"],
  approved: ["Approved", "wait"],
  rejected: ["Rejected", "bad"],
  done: ["Paid", "good"],
};
const METHODS = [
  { value: "banking", label: "Bank transfer" },
  { value: "paypal", label: "PayPal" },
  { value: "stripe", label: "Stripe" },
];

export default function Payouts() {
  const { calculation: c, requests, attemptKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { formError, fieldErrors } = formErrors(result);
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Payouts</h1>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Available", c.available, "payout-available"],
          ["In holding", c.holding, undefined],
          ["Requested", c.pending, undefined],
          ["Paid out", c.paid, undefined],
        ].map(([label, value, testId]) => (
          <div key={String(label)} className="rounded-xl border border-line bg-surface p-4">
            <p className="text-sm text-ink-muted">{label}</p>
            <p className="mt-1 text-xl font-bold text-ink" data-testid={testId}>
              {formatTokens(Number(value))}
            </p>
          </div>
        ))}
      </div>
      {c.owed > 0 ? (
        <Alert tone="info">
          You owe {formatTokens(c.owed)} from refunds; it is taken from your next earnings.
        </Alert>
      ) : null}
      <Card>
        <CardHeader
          title="Request a payout"
          description={`At least ${formatTokens(c.minimumPayoutAmount)}. Set up your payout method in your account first.`}
        />
        <CardBody>
          {result?.ok ? (
            <Alert tone="success">{result.message}</Alert>
          ) : (
            <Form method="post" className="space-y-4">
              <input type="hidden" name="intent" value="request" />
              <input type="hidden" name="attemptKey" value={attemptKey} />
              {formError ? <Alert tone="error">{formError}</Alert> : null}
              {!c.canRequest && !formError ? (
                <Alert tone="info">
                  {c.pending > 0
                    ? "You have a payout request waiting; you can ask again once it is decided."
                    : `You can request a payout once ${formatTokens(c.minimumPayoutAmount)} is available.`}
                </Alert>
              ) : null}
              <Field
                label="Amount"
                name="amount"
                type="number"
                step="0.01"
                prefix="$"
                defaultValue={c.available > 0 ? c.available.toFixed(2) : ""}
                error={fieldErrors.amount}
              />
              <SelectField
                label="Pay me by"
                name="paymentMethod"
                options={METHODS}
                error={fieldErrors.paymentMethod}
              />
              <TextareaField label="Note (optional)" name="requestNote" rows={2} maxLength={1000} />
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" pending={navigation.state === "submitting"} disabled={!c.canRequest}>
                  Request payout
                </Button>
                <Link to="/creator/account" className="text-sm text-ink-muted underline">
                  Payout settings
                </Link>
              </div>
            </Form>
          )}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Your requests" />
        <CardBody>
          {requests.data.length === 0 ? (
            <p className="text-sm text-ink-muted">No payout requests yet.</p>
          ) : (
            <ul className="divide-y divide-line" data-testid="payout-requests">
              {requests.data.map((r) => {
                const [label, tone] = Object.hasOwn(STATUS, r.status)
                  ? STATUS[r.status]
                  : [r.status, "none" as const];
                return (
                  <li key={r._id} className="flex flex-wrap justify-between gap-3 py-3 text-sm">
                    <span>
                      <span className="font-semibold text-ink">{formatTokens(r.amount)}</span>{" "}
                      <StatusBadge tone={tone}>{label}</StatusBadge>
                      <span className="block text-ink-muted">
                        {METHODS.find((m) => m.value === r.paymentMethod)?.label} ·{" "}
                        {formatDateTime(r.createdAt)}
                        {r.adminNote ? ` · ${r.adminNote}` : ""}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </CardBody>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
