/** /admin/audit: every admin action, newest first, searchable. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { AuditLogQuery } from "#functions/admin/console/schemas";
import { listAdminActions } from "#functions/site/audit/service";
import { AdminHeader } from "~/components/admin/admin-nav";
import { AuditEntry } from "~/components/admin/audit-entry";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Field } from "~/components/ui/field";
import { Pager } from "~/components/ui/pager";
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
          placeholder="Action, person (username, name or email), admin or detail"
          className="flex-1"
        />
        <Button type="submit">Search</Button>
      </Form>
      {data.length === 0 ? (
        <EmptyState title={q ? `No admin actions match “${q}”.` : "No admin actions yet"} />
      ) : (
        <ul
          className="divide-y divide-line rounded-2xl border border-line bg-surface"
          aria-label="Admin actions"
        >
          {data.map((e) => (
            <AuditEntry key={e._id} entry={e} />
          ))}
        </ul>
      )}
      <Pager total={total} limit={LIMIT} offset={offset} />
    </>
  );
}
