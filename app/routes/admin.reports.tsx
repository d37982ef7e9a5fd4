/** /admin/reports: the reports queue: look at the reported item, then remove it, dismiss, or block the user. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { reportQueue, resolveReport } from "#functions/admin/console/moderation";
import { REPORT_ACTIONS } from "#functions/admin/console/schemas";
import { requireAdmin } from "#functions/identity/accounts/viewer";
import { AdminHeader, Pill, StatusTabs } from "~/components/admin/admin-nav";
import { ActionToast } from "~/components/ui/action-toast";
import { Button } from "~/components/ui/button";
import { Card, CardBody } from "~/components/ui/card";
import { ConfirmSubmit } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { Pager, pageParams } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Reports · Admin" }];

const LIMIT = 10;
const STATUSES = ["open", "resolved", "dismissed"] as const;
const TABS = STATUSES.map((s) => ({ status: s, label: s[0].toUpperCase() + s.slice(1) }));

export const loader = pageLoader(handle, async (args) => {
  const { deps } = args.context.rc;
  const url = new URL(args.request.url);
  const status = STATUSES.find((s) => s === url.searchParams.get("status")) ?? "open";
  const { offset } = pageParams(args.request);
  const result = await reportQueue(deps, {
    status,
    limit: LIMIT,
    offset,
    sort: status === "open" ? "asc" : "desc",
  });
  return { status, offset, total: result.total, reports: result.data };
});

const ResolveForm = z.object({
  reportId: z.string().min(1).max(64),
  action: z.enum(REPORT_ACTIONS),
  note: z.string().max(500).optional(),
});

const DONE = new Map([
  ["remove_item", "Item removed"],
  ["dismiss", "Report dismissed"],
  ["block_user", "Account suspended"],
]);

const dispatch = byIntent({
  resolve: async (form, { context: { rc } }) => {
    const input = ResolveForm.parse(Object.fromEntries(form));
    const { refunded, removing } = await resolveReport(rc.deps, requireAdmin(rc.viewer), input.reportId, {
      action: input.action,
      note: input.note || undefined,
    });
    if (removing) return { ok: true as const, message: REMOVING };
    const done = DONE.get(input.action) ?? "Done";
    const refunds =
      refunded === 1 ? "1 payment for it was refunded" : `${refunded} payments for it were refunded`;
    return { ok: true as const, message: refunded > 0 ? `${done}; ${refunds}.` : done };
  },
});

export const action = formAction(handle, dispatch);

/** An item with many buyers: removed on the queue, after their refunds (moderation.ts). */
const REMOVING =
  "Removing: it is off its page now. Everyone who paid for it is being refunded, then it is deleted and the report closes.";

const ITEM_PATH = new Map([
  ["feed", "/feeds/"],
  ["video", "/videos/"],
  ["gallery", "/galleries/"],
  ["product", "/products/"],
]);

/** What removing each kind of item does, said before it is done (refundPayersOf's rule). */
const PAID_BACK = "Everyone who paid for it gets their tokens back, taken from the creator's earnings.";
const REMOVAL_TEXT = new Map([
  ["feed", `It is deleted for everyone. ${PAID_BACK}`],
  ["video", `It is deleted for everyone. ${PAID_BACK}`],
  ["gallery", `It is deleted for everyone. ${PAID_BACK}`],
  ["product", "It is deleted for everyone. Its orders are not refunded: refund them from Orders."],
  ["comment", "It is deleted for everyone."],
]);

const TARGET_LABEL = new Map([
  ["performer", "Creator"],
  ["feed", "Post"],
  ["video", "Video"],
  ["gallery", "Gallery"],
  ["product", "Product"],
  ["comment", "Comment"],
]);

type Report = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>>["reports"][number];

/** What was done about a handled report, in the words of the queue's buttons. */
const HANDLED = new Map([
  ["remove_item", "Item removed"],
  ["dismiss", "Dismissed"],
  ["block_user", "Account suspended"],
]);

function Handled({ report }: { report: Report }) {
  const what =
    (report.resolution && HANDLED.get(report.resolution)) ||
    (report.status === "dismissed" ? "Dismissed" : "Marked resolved");
  const by = report.handledBy ? ` by ${report.handledBy.name || report.handledBy.username}` : "";
  return (
    <div className="border-t border-line pt-3 text-ink-muted">
      <p>
        <span className="font-medium text-ink">{what}</span>
        {by} · {formatDateTime(report.updatedAt)}
      </p>
      {report.resolutionNote ? <p>Note: {report.resolutionNote}</p> : null}
    </div>
  );
}

function ReportedItem({ report }: { report: Report }) {
  const path = ITEM_PATH.get(report.target);
  if (path && report.itemGone) {
    return <p>The reported {TARGET_LABEL.get(report.target)?.toLowerCase()} was removed.</p>;
  }
  if (path) {
    return (
      <Link
        to={`${path}${report.targetId}`}
        className="font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400"
      >
        Open the reported {TARGET_LABEL.get(report.target)?.toLowerCase()}
      </Link>
    );
  }
  if (report.target === "performer") {
    return (
      <Link
        to={`/${report.performer?.username ?? report.targetId}`}
        className="font-medium text-brand-600 hover:text-brand-700 dark:text-brand-400"
      >
        Open the creator's profile
      </Link>
    );
  }
  return (
    <blockquote className="rounded-lg border-l-4 border-line bg-surface-muted px-3 py-2 text-ink">
      {report.commentText ?? "(this comment was deleted)"}
    </blockquote>
  );
}

export default function AdminReports() {
  const { reports, total, status, offset } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  return (
    <>
      <ActionToast />
      <AdminHeader
        title="Reports"
        description="What users reported about creators and content."
        action={<StatusTabs tabs={TABS} current={status} />}
      />
      {reports.length === 0 ? (
        <EmptyState title={status === "open" ? "No open reports" : `No ${status} reports`} />
      ) : (
        <ul className="space-y-4" aria-label="Reports">
          {reports.map((r) => {
            const busy = navigation.formData?.get("reportId") === r._id;
            return (
              <li key={r._id}>
                <Card>
                  <CardBody className="space-y-3 text-sm">
                    <div className="flex flex-wrap items-center gap-2">
                      <Pill tone="warn">{TARGET_LABEL.get(r.target)}</Pill>
                      <span className="font-semibold text-ink">{r.title || "Report"}</span>
                      <span className="text-ink-subtle">
                        by {r.reporter?.name || r.reporter?.username || "a user"} ·{" "}
                        {formatDateTime(r.createdAt)}
                      </span>
                    </div>
                    <p className="text-ink">{r.description}</p>
                    <div className="text-ink-muted">
                      {r.performer ? (
                        <p className="mb-1">
                          Creator:{" "}
                          <Link
                            to={`/admin/users/${r.performer._id}`}
                            className="font-medium text-ink hover:underline"
                          >
                            {r.performer.name || r.performer.username}
                          </Link>
                        </p>
                      ) : null}
                      <ReportedItem report={r} />
                    </div>
                    {r.removing ? (
                      <p className="border-t border-line pt-3 text-ink-muted" role="status">
                        <span className="font-medium text-ink">Being removed.</span> Everyone who paid for it
                        is being refunded first; the report closes when it is deleted.
                      </p>
                    ) : r.status === "open" ? (
                      <Form
                        noValidate
                        method="post"
                        className="flex flex-col gap-2 border-t border-line pt-3 sm:flex-row sm:items-end"
                      >
                        <input type="hidden" name="intent" value="resolve" />
                        <input type="hidden" name="reportId" value={r._id} />
                        <Field label="Note (optional)" name="note" maxLength={500} className="flex-1" />
                        <div className="flex flex-wrap gap-2">
                          {r.target === "performer" ? null : (
                            <ConfirmSubmit
                              name="action"
                              value="remove_item"
                              variant="danger"
                              size="sm"
                              disabled={busy}
                              message={`Remove this ${(TARGET_LABEL.get(r.target) ?? "item").toLowerCase()}?`}
                              text={REMOVAL_TEXT.get(r.target)}
                              confirmLabel="Remove"
                            >
                              Remove item
                            </ConfirmSubmit>
                          )}
                          <ConfirmSubmit
                            name="action"
                            value="block_user"
                            variant="secondary"
                            size="sm"
                            disabled={busy}
                            message="Suspend this account?"
                            text="They are signed out everywhere, cannot sign in and leave every list until an admin reactivates them from their page."
                            confirmLabel="Suspend"
                          >
                            Suspend account
                          </ConfirmSubmit>
                          <Button
                            type="submit"
                            name="action"
                            value="dismiss"
                            variant="ghost"
                            size="sm"
                            disabled={busy}
                          >
                            Dismiss
                          </Button>
                        </div>
                      </Form>
                    ) : (
                      <Handled report={r} />
                    )}
                  </CardBody>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Pager total={total} limit={LIMIT} offset={offset} />
    </>
  );
}
