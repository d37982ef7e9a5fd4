/**
 * /creator/earnings: the creator's money at a glance: gross, commission, net, paid and unpaid; by
 * type and by day, week or month (`/performer/earning/stats`); each earning; subscribers; and the
 * orders to ship (status and tracking code).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { EarningQuery, EarningStatsQuery } from "#functions/money/earnings/schemas";
import { earningStats, searchEarnings } from "#functions/money/earnings/service";
import { PerformerOrderQuery, UpdateOrderBody } from "#functions/money/orders/schemas";
import { searchPerformerOrders, updateOrder } from "#functions/money/orders/service";
import { calculatePayout } from "#functions/money/payouts/service";
import { PerformerSubscriptionQuery } from "#functions/money/subscriptions/schemas";
import { searchPerformerSubscriptions } from "#functions/money/subscriptions/service";
import { StudioFrame } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { addressLine } from "~/components/money/address-line";
import { MoneyFigure, MoneyRow } from "~/components/money/money-row";
import { OrderStatusBadge } from "~/components/money/status-badge";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import { Card, CardBody, CardHeader } from "~/components/ui/card";
import { ListCard } from "~/components/ui/list-card";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { requirePage } from "~/lib/auth.server";
import { cn } from "~/lib/cn";
import { formErrors } from "~/lib/form";
import { tokenAmount, tokenChange } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Earnings" }];

const GROUPS = ["day", "week", "month"] as const;
type Group = (typeof GROUPS)[number];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { deps } = args.context.rc;
  const asked = new URL(args.request.url).searchParams.get("groupBy");
  const groupBy: Group = GROUPS.find((g) => g === asked) ?? "day";
  const [stats, list, subscribers, orders, payout] = await Promise.all([
    earningStats(deps, viewer, EarningStatsQuery.parse({ groupBy })),
    searchEarnings(deps, viewer, EarningQuery.parse({ limit: "20" })),
    searchPerformerSubscriptions(
      deps,
      viewer,
      PerformerSubscriptionQuery.parse({ limit: "20", activeOnly: "true" }),
    ),
    searchPerformerOrders(deps, viewer, PerformerOrderQuery.parse({ limit: "20" })),
    calculatePayout(deps, viewer),
  ]);
  return { groupBy, stats, list, subscribers, orders, payout };
});

export const action = formAction(
  byIntent({
    updateOrder: async (form, args) => {
      const viewer = requirePage(args, handle);
      const code = String(form.get("shippingCode") ?? "").trim();
      const input = UpdateOrderBody.parse({
        status: form.get("status") || undefined,
        shippingCode: code || undefined,
      });
      await updateOrder(args.context.rc.deps, viewer, String(form.get("id") ?? ""), input);
      return { ok: true as const, message: "Order updated." };
    },
  }),
);

const TYPE_LABEL: Record<string, string> = {
  tip: "Tips",
  feed: "Posts",
  video: "Videos",
  gallery: "Galleries",
  product: "Products",
  crowdfunding: "Crowdfunding",
  subscription: "Subscriptions",
  message: "Messages",
  stream: "Live",
};
const typeLabel = (t: string) => (Object.hasOwn(TYPE_LABEL, t) ? TYPE_LABEL[t] : t);

function Series() {
  const { stats, groupBy } = useLoaderData<typeof loader>();
  const max = Math.max(0.01, ...stats.series.map((s) => s.net));
  return (
    <Card>
      <CardHeader
        title="Over time"
        description="Net earnings per period (UTC)."
        action={
          <nav aria-label="Group by" className="flex gap-1">
            {GROUPS.map((g) => (
              <Link
                key={g}
                to={`?groupBy=${g}`}
                preventScrollReset
                aria-current={g === groupBy ? "page" : undefined}
                className={cn(
                  "rounded-lg px-2.5 py-1 text-sm font-medium",
                  g === groupBy
                    ? "bg-brand-50 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300"
                    : "text-ink-muted",
                )}
              >
                {g === "day" ? "Day" : g === "week" ? "Week" : "Month"}
              </Link>
            ))}
          </nav>
        }
      />
      <CardBody>
        {stats.series.length === 0 ? (
          <p className="text-sm text-ink-muted">No earnings yet.</p>
        ) : (
          <ul className="space-y-1.5">
            {stats.series.slice(-14).map((s) => (
              <li key={s.period} className="grid grid-cols-[6.5rem_1fr_5rem] items-center gap-2 text-sm">
                <span className="text-ink-muted">{s.period}</span>
                <span className="h-3 rounded-full bg-surface-muted">
                  <span
                    className="block h-3 rounded-full bg-brand-500"
                    style={{ width: `${Math.max(2, (s.net / max) * 100)}%` }}
                  />
                </span>
                <span className="text-right font-semibold text-ink">{tokenAmount(s.net)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

function Orders() {
  const { orders } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <ListCard
      title="Orders"
      description="What fans bought in your shop. Digital products are delivered at once; mark physical ones shipped with a tracking code, then delivered."
      items={orders.data}
      empty="No orders yet."
      testId="creator-orders"
      rowClassName="space-y-2 py-3 text-sm"
    >
      {(o) => (
        <>
          <div className="flex flex-wrap justify-between gap-2">
            <span>
              {/* Each product with its own quantity (a cart's order holds several), and what kind it is. */}
              {o.items.map((i, n) => (
                <span key={i.productId}>
                  {n > 0 ? ", " : null}
                  <span className="font-semibold text-ink">{i.productName}</span>
                  {i.quantity > 1 ? ` × ${i.quantity}` : ""}
                  {i.productType === "digital" ? <span className="text-ink-muted"> (digital)</span> : null}
                </span>
              ))}{" "}
              for {o.user?.name ?? "a fan"} <OrderStatusBadge status={o.status} />
            </span>
            <span className="font-semibold text-ink">{tokenAmount(o.totalPrice)}</span>
          </div>
          {o.deliveryAddress ? <p className="text-ink-muted">{addressLine(o.deliveryAddress)}</p> : null}
          {o.productType === "physical" && (o.status === "processing" || o.status === "shipping") ? (
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="updateOrder" />
              <input type="hidden" name="id" value={o._id} />
              <input
                type="hidden"
                name="status"
                value={o.status === "processing" ? "shipping" : "delivered"}
              />
              {o.status === "processing" ? (
                <label className="text-ink-muted">
                  Tracking code{" "}
                  <input
                    name="shippingCode"
                    className="h-8 rounded-lg border border-line bg-surface px-2 text-ink"
                    defaultValue={o.shippingCode ?? ""}
                  />
                </label>
              ) : null}
              <Button
                type="submit"
                size="sm"
                variant="secondary"
                pending={navigation.formData?.get("id") === o._id}
              >
                {o.status === "processing" ? "Mark shipped" : "Mark delivered"}
              </Button>
            </Form>
          ) : null}
        </>
      )}
    </ListCard>
  );
}

/** A studio section outside /studio: in the studio's frame, as its other sections are. */
export default function EarningsRoute() {
  return (
    <StudioFrame>
      <Earnings />
    </StudioFrame>
  );
}

function Earnings() {
  const { stats, list, subscribers, payout } = useLoaderData<typeof loader>();
  // Said before the click: a payout needs the site's minimum available.
  const belowMinimum = payout.available < payout.minimumPayoutAmount;
  const result = useActionData<typeof action>();
  const { formError } = formErrors(result);
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      {/* The heading and the button on one line, what is available under the button (a phone too). */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Earnings</h1>
        <ButtonLink to="/creator/payouts" variant={belowMinimum ? "secondary" : "primary"}>
          {belowMinimum ? "Payouts" : "Request a payout"}
        </ButtonLink>
        <p className="w-full text-right text-xs text-ink-muted" data-testid="payout-minimum">
          {tokenAmount(payout.available)} available
          {belowMinimum ? ` · payouts from ${tokenAmount(payout.minimumPayoutAmount)}` : ""}
        </p>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {result?.ok ? <Alert tone="success">{result.message}</Alert> : null}
      <div className="grid grid-cols-2 gap-3 md:grid-cols-5" data-testid="earning-totals">
        <MoneyFigure label="Gross" value={stats.gross} testId="earning-gross" />
        <MoneyFigure label="Commission" value={stats.commission} />
        <MoneyFigure label="Net" value={stats.net} testId="earning-net" />
        <MoneyFigure label="Paid out" value={stats.paid} />
        <MoneyFigure label="Unpaid" value={stats.unpaid} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader title="By type" />
          <CardBody>
            {stats.byType.length === 0 ? (
              <p className="text-sm text-ink-muted">No earnings yet.</p>
            ) : (
              <table className="w-full text-sm">
                <thead className="text-left text-ink-muted">
                  <tr>
                    <th className="py-1 font-medium">Type</th>
                    <th className="py-1 text-right font-medium">Sales</th>
                    <th className="py-1 text-right font-medium">Gross</th>
                    <th className="py-1 text-right font-medium">Net</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.byType.map((t) => (
                    <tr key={t.type} className="border-t border-line">
                      <td className="py-1.5 text-ink">{typeLabel(t.type)}</td>
                      <td className="py-1.5 text-right">{t.count}</td>
                      <td className="py-1.5 text-right">{tokenAmount(t.gross)}</td>
                      <td className="py-1.5 text-right font-semibold">{tokenAmount(t.net)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </CardBody>
        </Card>
        <Series />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ListCard
          title="Latest earnings"
          items={list.data}
          empty="When fans pay you, it shows here."
          testId="earnings"
        >
          {(e) => (
            <MoneyRow
              // The charge's words are the fan's ("Tip to <you>"); the creator reads what it was.
              title={e.type === "tip" ? "Tip" : e.description}
              meta={
                <>
                  {e.user?.name ?? "A fan"} · {formatDateTime(e.createdAt)}
                  {e.status !== "available" ? ` · ${e.status}` : ""}
                </>
              }
              amount={tokenChange(e.net)}
              detail={`of ${tokenAmount(e.gross)}`}
            />
          )}
        </ListCard>
        <ListCard
          title="Subscribers"
          description={`${subscribers.total} active`}
          action={
            <Link
              to="/studio/subscribers"
              className="text-sm font-semibold text-brand-700 underline dark:text-brand-300"
            >
              See all
            </Link>
          }
          items={subscribers.data}
          empty="No subscribers yet."
          testId="subscribers"
        >
          {(s) => (
            <>
              <span className="text-ink">{s.user?.name ?? "A fan"}</span>
              <span className="text-ink-muted">
                {s.type} · until {formatDateTime(s.expiresAt)}
              </span>
            </>
          )}
        </ListCard>
      </div>
      <Orders />
      <p className="text-sm text-ink-muted">
        Payouts:{" "}
        <Link to="/creator/payouts" className="underline">
          request and follow them
        </Link>
        .
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
