/**
 * /admin/payouts: creators' payout requests. Approve, reject with a reason (the reserved amount
 * becomes available to the creator again) or mark paid with the transfer's reference.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { PaidBody, PayoutQuery, RejectBody } from "#functions/money/payouts/schemas";
import { approvePayout, markPayoutPaid, rejectPayout, searchPayouts } from "#functions/money/payouts/service";
import { rowAttemptKey } from "~/components/admin/actions.server";
import { AdminHeader, Pill, StatusTabs } from "~/components/admin/admin-nav";
import { atName } from "~/components/admin/at-name";
import { CardList } from "~/components/admin/card-list";
import { ActionToast } from "~/components/ui/action-toast";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { pageParams } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { toastFailure } from "~/lib/errors.server";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";
import type { PAYOUT_STATUSES } from "../../drizzle/schema/ledger";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Payouts · Admin" }];

const LIMIT = 10;
type Status = (typeof PAYOUT_STATUSES)[number];
const TABS: { status: Status; label: string }[] = [
  { status: "pending", label: "Pending" },
  { status: "approved", label: "Approved" },
  { status: "done", label: "Paid" },
  { status: "rejected", label: "Rejected" },
];
const TONE = new Map<Status, "warn" | "good" | "bad" | "neutral">([
  ["pending", "warn"],
  ["approved", "neutral"],
  ["done", "good"],
  ["rejected", "bad"],
]);
const METHOD = new Map([
  ["banking", "Bank transfer"],
  ["paypal", "PayPal"],
  ["stripe", "Stripe"],
]);

export const loader = pageLoader(handle, async (args) => {
  const { deps, viewer } = args.context.rc;
  const url = new URL(args.request.url);
  const status = TABS.find((t) => t.status === url.searchParams.get("status"))?.status ?? "pending";
  const { offset } = pageParams(args.request);
  const query = PayoutQuery.parse({
    status,
    limit: LIMIT,
    offset,
    sort: status === "pending" ? "asc" : "desc",
  });
  const result = await searchPayouts(deps, viewer, query);
  // A fresh key per page load (so per attempt): a resubmitted decision is made once.
  return { status, offset, total: result.total, payouts: result.data, attemptKey: crypto.randomUUID() };
});

const idOf = (form: FormData) => String(form.get("id") ?? "");

const dispatch = byIntent({
  approve: async (form, { context: { rc } }) => {
    await approvePayout(
      rc.deps,
      rc.viewer,
      idOf(form),
      String(form.get("note") ?? "").trim() || undefined,
      rowAttemptKey(form, "approve"),
    );
    return { ok: true as const, message: "Payout approved" };
  },
  reject: async (form, { context: { rc } }) => {
    const input = RejectBody.parse({ reason: form.get("reason") ?? "" });
    await rejectPayout(rc.deps, rc.viewer, idOf(form), input.reason, rowAttemptKey(form, "reject"));
    return { ok: true as const, message: "Payout rejected; the amount is available to the creator again" };
  },
  paid: async (form, { context: { rc } }) => {
    const reference = String(form.get("reference") ?? "").trim();
    const input = PaidBody.parse({ reference: reference || undefined });
    await markPayoutPaid(rc.deps, rc.viewer, idOf(form), input, rowAttemptKey(form, "paid"));
    return { ok: true as const, message: "Payout marked as paid" };
  },
});

export const action = formAction(handle, dispatch, toastFailure);

type Payout = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>>["payouts"][number];

/** Where the money goes, as the creator saved it. */
function Destination({ payout }: { payout: Payout }) {
  const d = payout.payoutDetails;
  if (payout.paymentMethod === "paypal" && d?.paypal) return <>PayPal: {d.paypal.email}</>;
  if (payout.paymentMethod === "banking" && d?.banking) {
    const b = d.banking;
    const who = [b.firstName, b.lastName].filter(Boolean).join(" ");
    return (
      <>
        {[who, b.bankName, b.bankAccount, b.bankRouting && `routing ${b.bankRouting}`, b.bankSwiftCode]
          .filter(Boolean)
          .join(" · ")}
      </>
    );
  }
  if (payout.paymentMethod === "stripe") return <>The creator's connected Stripe account</>;
  return <>No details saved</>;
}

function Decisions({ payout, busy, attemptKey }: { payout: Payout; busy: boolean; attemptKey: string }) {
  const what = `this payout of ${tokenAmount(payout.amount)} to ${atName(payout.performer, "this creator")}`;
  return (
    <div className="grid gap-3 border-t border-line pt-3 md:grid-cols-3">
      {payout.status === "pending" ? (
        <Form method="post" noValidate className="flex items-end gap-2">
          <input type="hidden" name="id" value={payout._id} />
          <input type="hidden" name="key" value={attemptKey} />
          <Field label="Note to the creator (optional)" name="note" maxLength={500} className="flex-1" />
          <ConfirmSubmit
            name="intent"
            value="approve"
            size="sm"
            disabled={busy}
            tone="primary"
            message={`Approve ${what}?`}
            text="The creator will be paid."
          >
            Approve
          </ConfirmSubmit>
        </Form>
      ) : null}
      <Form method="post" noValidate className="flex items-end gap-2">
        <input type="hidden" name="id" value={payout._id} />
        <input type="hidden" name="key" value={attemptKey} />
        <Field
          label={payout.paymentMethod === "stripe" ? "Reference (empty: send by Stripe)" : "Reference"}
          name="reference"
          maxLength={200}
          required={payout.paymentMethod !== "stripe"}
          className="flex-1"
        />
        <ConfirmSubmit
          name="intent"
          value="paid"
          size="sm"
          variant="secondary"
          disabled={busy}
          tone="primary"
          message={`Mark ${what} as paid?`}
          text={
            payout.paymentMethod === "stripe"
              ? "With no reference, Stripe sends the money to the creator's account now. With one, you record a transfer you made yourself."
              : "Record that you sent the money, under the reference you entered. This cannot be undone."
          }
        >
          Mark paid
        </ConfirmSubmit>
      </Form>
      <Form method="post" noValidate className="flex items-end gap-2">
        <input type="hidden" name="id" value={payout._id} />
        <input type="hidden" name="key" value={attemptKey} />
        <Field label="Reason" name="reason" minLength={3} maxLength={1000} required className="flex-1" />
        <ConfirmSubmit
          name="intent"
          value="reject"
          size="sm"
          variant="danger"
          disabled={busy}
          message={`Reject ${what}?`}
          text="The creator is not paid; the amount becomes available to them again."
        >
          Reject
        </ConfirmSubmit>
      </Form>
    </div>
  );
}

export default function AdminPayouts() {
  const { payouts, total, status, offset, attemptKey } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <>
      <ActionToast />
      <AdminHeader
        title="Payouts"
        description="Creators' payout requests. The amount stays reserved until it is paid or rejected."
        action={<StatusTabs tabs={TABS} current={status} />}
      />
      <CardList
        label="Payout requests"
        items={payouts}
        empty={
          <EmptyState
            title={`No ${TABS.find((t) => t.status === status)?.label.toLowerCase()} payout requests`}
          />
        }
        page={{ total, limit: LIMIT, offset }}
        bodyClassName="space-y-3 text-sm"
      >
        {(p) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-lg font-bold text-ink">{tokenAmount(p.amount)}</span>
              <Pill tone={TONE.get(p.status)}>{TABS.find((t) => t.status === p.status)?.label}</Pill>
              <span className="text-ink-subtle">
                {METHOD.get(p.paymentMethod)} · requested {formatDateTime(p.createdAt)}
              </span>
            </div>
            <p className="text-ink-muted">
              Creator:{" "}
              <Link to={`/admin/users/${p.performerId}`} className="font-medium text-ink hover:underline">
                {p.performer?.name || p.performer?.username || p.performerId}
              </Link>
            </p>
            <p className="text-ink-muted">
              To: <Destination payout={p} />
            </p>
            {p.requestNote ? <p className="text-ink">“{p.requestNote}”</p> : null}
            {p.adminNote ? <p className="text-ink-muted">Admin note: {p.adminNote}</p> : null}
            {p.reference ? (
              <p className="text-ink-muted">
                Paid {formatDateTime(p.paidAt)} · reference <span className="font-mono">{p.reference}</span>
              </p>
            ) : null}
            {p.status === "pending" || p.status === "approved" ? (
              <Decisions payout={p} busy={navigation.formData?.get("id") === p._id} attemptKey={attemptKey} />
            ) : null}
          </>
        )}
      </CardList>
    </>
  );
}
