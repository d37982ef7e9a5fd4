/** /admin/contact: messages sent through the contact form. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { listContactMessages, setContactMessageStatus } from "#functions/admin/contact/service";
import { requireAdmin } from "#functions/identity/accounts/viewer";
import { AdminHeader, Pill, StatusTabs } from "~/components/admin/admin-nav";
import { CardList } from "~/components/admin/card-list";
import { ActionToast } from "~/components/ui/action-toast";
import { Button, buttonClass } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { pageParams } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import type { PageHandle } from "~/lib/page";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Messages · Admin" }];

const LIMIT = 20;
const FILTERS = [
  { value: "new", label: "New" },
  { value: "read", label: "Read" },
  { value: "", label: "All" },
] as const;
const TABS = FILTERS.map((f) => ({ status: f.value || "all", label: f.label }));

export const loader = pageLoader(handle, async (args) => {
  const url = new URL(args.request.url);
  const wanted = url.searchParams.get("status") ?? "new";
  const status = wanted === "new" || wanted === "read" ? wanted : undefined;
  const { offset } = pageParams(args.request);
  const result = await listContactMessages(args.context.rc.deps, {
    status,
    limit: LIMIT,
    offset,
    sort: "desc",
  });
  return { ...result, status: status ?? "", offset };
});

const dispatch = byIntent({
  mark: async (form, { context: { rc } }) => {
    const { id, status } = z
      .object({ id: z.string().min(1).max(64), status: z.enum(["new", "read"]) })
      .parse(Object.fromEntries(form));
    await setContactMessageStatus(rc.deps, requireAdmin(rc.viewer), id, status);
    return { ok: true as const, message: status === "read" ? "Marked read" : "Marked new" };
  },
});

export const action = formAction(handle, dispatch);

export default function AdminContact() {
  const { data, total, status, offset } = useLoaderData<typeof loader>();
  return (
    <>
      <ActionToast />
      <AdminHeader
        title="Messages"
        description="From the contact form; each was also mailed to the contact address."
        action={<StatusTabs label="Show" tabs={TABS} current={status || "all"} />}
      />
      <CardList
        label="Messages"
        items={data}
        empty={<EmptyState title="No messages" />}
        page={{ total, limit: LIMIT, offset }}
      >
        {(m) => (
          <>
            <div className="flex flex-wrap items-center gap-2">
              {m.status === "new" ? <Pill tone="brand">New</Pill> : null}
              <span className="font-semibold text-ink">{m.subject || "(no subject)"}</span>
              <span className="text-ink-subtle">
                {m.name} &lt;{m.email}&gt; · {formatDateTime(m.createdAt)}
              </span>
            </div>
            <p className="whitespace-pre-wrap text-ink">{m.message}</p>
            <div className="flex gap-2">
              <a href={`mailto:${m.email}`} className={buttonClass("secondary", "sm")}>
                Reply by email
              </a>
              <Form noValidate method="post">
                <input type="hidden" name="id" value={m._id} />
                <input type="hidden" name="status" value={m.status === "new" ? "read" : "new"} />
                <Button type="submit" name="intent" value="mark" variant="ghost" size="sm">
                  {m.status === "new" ? "Mark read" : "Mark new"}
                </Button>
              </Form>
            </div>
          </>
        )}
      </CardList>
    </>
  );
}
