/**
 * /admin/orders: every order of the shop, by status; an admin refunds one with a reason (the fan's
 * tokens and the stock come back, the creator's earning is taken back).
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { PerformerOrderQuery } from "#functions/money/orders/schemas";
import { refundOrder, searchPerformerOrders } from "#functions/money/orders/service";
import { RefundBody } from "#functions/money/wallet/schemas";
import { rowAttemptKey } from "~/components/admin/actions.server";
import { AdminHeader, Pill, StatusTabs } from "~/components/admin/admin-nav";
import { atName } from "~/components/admin/at-name";
import { CardList } from "~/components/admin/card-list";
import { RefundForm } from "~/components/admin/refund-form";
import { addressLine } from "~/components/money/address-line";
import { ORDER_STATUS } from "~/components/money/status-badge";
import { ActionToast } from "~/components/ui/action-toast";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { pageParams } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { toastFailure } from "~/lib/errors.server";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";
import type { ORDER_STATUSES } from "../../drizzle/schema/orders";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Orders and refunds · Admin" }];

const LIMIT = 10;
type Status = (typeof ORDER_STATUSES)[number];
const TABS: { status: Status | "all"; label: string }[] = [
  { status: "all", label: "All" },
  { status: "processing", label: "Being prepared" },
  { status: "shipping", label: "Shipped" },
  { status: "delivered", label: "Delivered" },
  { status: "refunded", label: "Refunded" },
];
const TONE = new Map<Status, "warn" | "good" | "bad" | "neutral">([
  ["processing", "warn"],
  ["shipping", "neutral"],
  ["delivered", "good"],
  ["refunded", "bad"],
]);

export const loader = pageLoader(handle, async (args) => {
  const { deps, viewer } = args.context.rc;
  const url = new URL(args.request.url);
  const status = TABS.find((t) => t.status === url.searchParams.get("status"))?.status ?? "all";
  const { offset } = pageParams(args.request);
  const q = url.searchParams.get("q")?.trim() || undefined;
  const query = PerformerOrderQuery.parse({
    status: status === "all" ? undefined : status,
    limit: LIMIT,
    offset,
    q,
  });
  const result = await searchPerformerOrders(deps, viewer, query);
  // A fresh key per page load (so per attempt): a resubmitted refund is made once.
  const attemptKey = crypto.randomUUID();
  return { status, offset, q: q ?? "", total: result.total, orders: result.data, attemptKey };
});

const dispatch = byIntent({
  refund: async (form, { context: { rc } }) => {
    const input = RefundBody.parse({ reason: form.get("reason") ?? "" });
    await refundOrder(
      rc.deps,
      rc.viewer,
      String(form.get("id") ?? ""),
      input.reason,
      rowAttemptKey(form, "refund"),
    );
    return { ok: true as const, message: "Order refunded; the tokens are back in the fan's wallet" };
  },
});

export const action = formAction(handle, dispatch, toastFailure);

const person = (card: { name?: string | null; username?: string | null } | null, id: string) =>
  card?.name || card?.username || id;

export default function AdminOrders() {
  const { orders, total, status, offset, q, attemptKey } = useLoaderData<typeof loader>();
  const _navigation = useNavigation();
  return (
    <>
      <ActionToast />
      <AdminHeader
        title="Orders and refunds"
        description="Every order of the shop. A refund returns the tokens to the fan and the stock to the creator."
        action={<StatusTabs tabs={TABS} current={status} />}
      />
      <Form method="get" className="mb-4 flex items-end gap-2" role="search">
        <input type="hidden" name="status" value={status} />
        <Field
          label="Product"
          name="q"
          defaultValue={q}
          placeholder="Search by product name"
          className="flex-1"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      <CardList
        label="Orders"
        items={orders}
        empty={<EmptyState title="No orders here" />}
        page={{ total, limit: LIMIT, offset }}
      >
        {(o) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-ink">
                {o.productName}
                {o.quantity > 1 ? ` × ${o.quantity}` : ""}
              </span>
              <Pill tone={TONE.get(o.status)}>{ORDER_STATUS.get(o.status)?.label ?? o.status}</Pill>
              <Pill>{o.productType === "digital" ? "Digital" : "Physical"}</Pill>
              <span className="font-bold text-ink">{tokenAmount(o.totalPrice)}</span>
            </div>
            <p className="text-ink-muted">
              Bought by{" "}
              <Link to={`/admin/users/${o.userId}`} className="font-medium text-ink hover:underline">
                {person(o.user, o.userId)}
              </Link>{" "}
              from{" "}
              <Link to={`/admin/users/${o.performerId}`} className="font-medium text-ink hover:underline">
                {person(o.performer, o.performerId)}
              </Link>{" "}
              · {formatDateTime(o.createdAt)}
            </p>
            {o.deliveryAddress ? (
              <p className="text-ink-muted">
                Deliver to {addressLine(o.deliveryAddress)}
                {o.shippingCode ? ` · tracking ${o.shippingCode}` : ""}
              </p>
            ) : null}
            {o.status === "refunded" ? null : (
              <RefundForm
                id={o._id}
                attemptKey={attemptKey}
                intent="refund"
                reasonName="reason"
                question={`Refund ${tokenAmount(o.totalPrice)} to ${atName(o.user, o.userId)}?`}
                consequence="The tokens go back to the fan's wallet and the stock to the creator."
                className="border-t border-line pt-3"
              />
            )}
          </>
        )}
      </CardList>
    </>
  );
}
