/** /admin/audit: every admin action, newest first, searchable. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AuditLogQuery } from "#functions/admin/console/schemas";
import { listAdminActions } from "#functions/site/audit/service";
import { AdminHeader } from "~/components/admin/admin-nav";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { Pager } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Audit log · Admin" }];

const LIMIT = 30;

export const loader = pageLoader(handle, async (args) => {
  const params = Object.fromEntries([...new URL(args.request.url).searchParams].filter(([, v]) => v !== ""));
  const parsed = AuditLogQuery.safeParse({ ...params, limit: LIMIT });
  const query = parsed.success ? parsed.data : AuditLogQuery.parse({ limit: LIMIT });
  const result = await listAdminActions(args.context.rc.deps, query);
  return { ...result, q: query.q ?? "", offset: query.offset };
});

/** Where a target can be looked at in the console. */
const targetLink = (type: string, id: string) => (type === "user" ? `/admin/users/${id}` : null);

const detailsText = (details: Record<string, unknown>) => {
  const text = JSON.stringify(details);
  return text === "{}" ? "" : text.length > 300 ? `${text.slice(0, 300)}…` : text;
};

export default function AdminAudit() {
  const { data, total, q, offset } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeader title="Audit log" description="Every change an admin made, with who and when." />
      <Form method="get" className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field
          label="Search"
          name="q"
          type="search"
          defaultValue={q}
          placeholder="Action, target, admin or detail"
          className="flex-1"
        />
        <Button type="submit">Search</Button>
      </Form>
      {data.length === 0 ? (
        <EmptyState title="No admin actions yet" />
      ) : (
        <ul
          className="divide-y divide-line rounded-2xl border border-line bg-surface"
          aria-label="Admin actions"
        >
          {data.map((e) => {
            const link = targetLink(e.targetType, e.targetId);
            return (
              <li key={e._id} className="space-y-1 px-4 py-3 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold text-ink">{e.action}</span>
                  <span className="text-xs text-ink-subtle">
                    {e.adminName || e.adminId} · {formatDateTime(e.createdAt)}
                  </span>
                </div>
                <p className="break-all text-ink-muted">
                  {e.targetType}{" "}
                  {link ? (
                    <Link to={link} className="text-brand-600 hover:underline dark:text-brand-400">
                      {e.targetId}
                    </Link>
                  ) : (
                    e.targetId
                  )}
                </p>
                {detailsText(e.details) ? (
                  <p className="font-mono text-xs break-all text-ink-subtle">{detailsText(e.details)}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <Pager total={total} limit={LIMIT} offset={offset} />
    </>
  );
}
