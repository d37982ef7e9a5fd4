/**
 * /user/subscriptions: the fan's subscriptions (active, cancelled with access until the period
 * ends, ended; paid from the wallet or by card; cancel after a confirmation) and orders with their status.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { UserOrderQuery } from "#functions/money/orders/schemas";
import { searchUserOrders } from "#functions/money/orders/service";
import { UserSubscriptionQuery } from "#functions/money/subscriptions/schemas";
import {
  cancelSubscription,
  resumeSubscription,
  searchUserSubscriptions,
} from "#functions/money/subscriptions/service";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { DownloadButton } from "~/components/money/download-button";
import { OrderStatusBadge } from "~/components/money/status-badge";
import { planText, SubscriptionBadge } from "~/components/money/subscription-status";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { ConfirmForm } from "~/components/ui/dialog";
import { ListCard } from "~/components/ui/list-card";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { requirePage } from "~/lib/auth.server";
import { formErrors } from "~/lib/form";
import { priceAmount, tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { uncoveredRenewals } from "~/lib/renewals";
import { useOptionalUser } from "~/lib/root-data";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "required" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "My subscriptions and orders" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps } = args.context.rc;
  const [subscriptions, orders] = await Promise.all([
    searchUserSubscriptions(deps, viewer, UserSubscriptionQuery.parse({ limit: "50", sortBy: "updatedAt" })),
    searchUserOrders(deps, viewer, UserOrderQuery.parse({ limit: "20" })),
  ]);
  return { subscriptions, orders };
});

export const action = formAction(
  byIntent({
    cancel: async (form, args) => {
      const viewer = requirePage(args, handle);
      const gateway = form.get("gateway") === "stripe" ? "stripe" : "wallet";
      await cancelSubscription(args.context.rc.deps, viewer, gateway, String(form.get("id") ?? ""));
      return { ok: true as const, message: "Cancelled. You keep access until the period ends." };
    },
    resume: async (form, args) => {
      const viewer = requirePage(args, handle);
      const gateway = form.get("gateway") === "stripe" ? "stripe" : "wallet";
      const s = await resumeSubscription(args.context.rc.deps, viewer, gateway, String(form.get("id") ?? ""));
      return {
        ok: true as const,
        message: s.expiresAt
          ? `Renewal is back on: it renews ${formatDateTime(s.expiresAt)}. Nothing is charged before then.`
          : "Renewal is back on.",
      };
    },
  }),
);

const ROW = "flex flex-wrap items-center justify-between gap-3 py-3 text-sm";

export default function MySubscriptions() {
  const { subscriptions, orders } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { formError } = formErrors(result);
  const navigation = useNavigation();
  const balance = useOptionalUser()?.balance ?? 0;
  const short = uncoveredRenewals(subscriptions.data, balance);
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Subscriptions and orders</h1>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {result?.ok ? <Alert tone="success">{result.message}</Alert> : null}
      <ListCard
        title="Subscriptions"
        items={subscriptions.data}
        empty={
          <>
            You have no subscriptions yet.{" "}
            <Link to="/search" className="underline">
              Discover creators
            </Link>
          </>
        }
        testId="subscriptions"
        rowClassName={ROW}
      >
        {(s) => (
          <>
            <span className="min-w-0">
              <Link
                to={`/${s.performer?.username ?? s.performerId}`}
                className="font-semibold text-ink hover:underline"
              >
                {s.performer?.name ?? "A creator"}
              </Link>{" "}
              <SubscriptionBadge s={s} />
              <span className="block text-ink-muted">
                {planText(s)}
                {s.isActive && s.expiresAt
                  ? s.willRenew
                    ? ` · renews ${formatDateTime(s.expiresAt)}${s.renewalPrice !== null ? ` for ${priceAmount(s.renewalPrice, s.paymentGateway === "stripe")}` : ""}`
                    : ` · access until ${formatDateTime(s.expiresAt)}`
                  : s.expiresAt
                    ? ` · ended ${formatDateTime(s.expiresAt)}`
                    : ""}
              </span>
              {short.has(s._id) ? (
                <span className="mt-1 block text-amber-700 dark:text-amber-300" data-testid="renewal-short">
                  Your wallet is {tokenAmount(short.get(s._id)!)} short of this renewal: it ends at expiry
                  unless you{" "}
                  <Link to="/wallet?returnTo=/user/subscriptions" className="font-semibold underline">
                    top up
                  </Link>
                  .
                </span>
              ) : null}
            </span>
            {s.willRenew ? (
              <ConfirmForm
                intent="cancel"
                fields={{ id: s._id, gateway: s.paymentGateway ?? "wallet" }}
                variant="secondary"
                size="sm"
                pending={navigation.formData?.get("id") === s._id}
                aria-label={`Cancel subscription to ${s.performer?.name ?? "this creator"}`}
                message={`Cancel your subscription to ${s.performer?.name ?? "this creator"}?`}
                text={
                  s.expiresAt
                    ? `It will not renew. You keep access until ${formatDateTime(s.expiresAt)}.`
                    : "It will not renew."
                }
                confirmLabel="Cancel subscription"
                cancelLabel="Keep it"
              >
                Cancel
              </ConfirmForm>
            ) : s.isActive && s.cancelledAt ? (
              <Form method="post">
                <input type="hidden" name="intent" value="resume" />
                <input type="hidden" name="id" value={s._id} />
                <input type="hidden" name="gateway" value={s.paymentGateway ?? "wallet"} />
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  pending={navigation.formData?.get("id") === s._id}
                  aria-label={`Turn renewal back on for ${s.performer?.name ?? "this creator"}`}
                >
                  Turn renewal back on
                </Button>
              </Form>
            ) : null}
          </>
        )}
      </ListCard>
      <ListCard title="Orders" items={orders.data} empty="No orders yet." testId="orders" rowClassName={ROW}>
        {(o) => (
          <>
            <span className="min-w-0 flex-1">
              <span className="block text-ink-muted">
                {o.performer?.name ? `From ${o.performer.name} · ` : ""}
                {formatDateTime(o.createdAt)} <OrderStatusBadge status={o.status} />
                {o.shippingCode ? ` · tracking ${o.shippingCode}` : ""}
              </span>
              {/* Each product on its own line with its own quantity and price (a cart's order holds
                  several); a digital one the fan may download again here. */}
              <ul
                className="mt-1 space-y-1"
                aria-label={`Products of the order of ${formatDateTime(o.createdAt)}`}
              >
                {o.items.map((i) => (
                  <li key={i.productId} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <Link to={`/products/${i.productId}`} className="font-semibold text-ink hover:underline">
                      {i.productName}
                    </Link>
                    <span className="text-ink-muted">
                      {i.quantity > 1
                        ? `${i.quantity} × ${tokenAmount(i.unitPrice)}`
                        : tokenAmount(i.totalPrice)}
                    </span>
                    {i.downloadLink && o.status !== "refunded" ? (
                      <DownloadButton
                        productId={i.productId}
                        name={i.productName}
                        size="sm"
                        variant="secondary"
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </span>
            <span className="font-semibold text-ink" data-testid="order-total">
              {tokenAmount(o.totalPrice)}
            </span>
          </>
        )}
      </ListCard>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
