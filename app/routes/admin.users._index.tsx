/** /admin/users: every account, searchable by name, username or email and filtered by role and state. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminUsersQuery } from "#functions/admin/console/schemas";
import { searchAdminUsers } from "#functions/admin/console/users";
import { AdminHeader, Pill, VerificationPill } from "~/components/admin/admin-nav";
import { Avatar } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { Field, SelectField } from "~/components/ui/field";
import { Pager } from "~/components/ui/pager";
import { formatDateTime } from "~/components/ui/time";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Users · Admin" }];

const LIMIT = 20;

export const loader = pageLoader(handle, async (args) => {
  const params = Object.fromEntries(new URL(args.request.url).searchParams);
  // Empty selects mean "any"; an unreadable filter falls back to the full list.
  const cleaned = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== ""));
  const parsed = AdminUsersQuery.safeParse({ ...cleaned, limit: LIMIT });
  const query = parsed.success ? parsed.data : AdminUsersQuery.parse({ limit: LIMIT });
  const result = await searchAdminUsers(args.context.rc.deps, query);
  return {
    ...result,
    query: {
      q: query.q ?? "",
      role: query.role ?? "",
      status: query.status ?? "",
      verificationStatus: query.verificationStatus ?? "",
    },
    offset: query.offset,
  };
});

const ROLE_LABEL = { fan: "Fan", performer: "Creator", admin: "Admin" } as const;

/** The filters beside the search, each a choice of one value or any. */
const FILTERS = [
  {
    name: "role",
    label: "Role",
    placeholder: "Any role",
    options: [
      { value: "fan", label: "Fans" },
      { value: "performer", label: "Creators" },
      { value: "admin", label: "Admins" },
    ],
  },
  {
    name: "status",
    label: "Status",
    placeholder: "Any status",
    options: [
      { value: "active", label: "Active" },
      { value: "inactive", label: "Suspended" },
    ],
  },
  {
    name: "verificationStatus",
    label: "Verification",
    placeholder: "Any",
    options: [
      { value: "pending", label: "Review pending" },
      { value: "approved", label: "Verified" },
      { value: "rejected", label: "Rejected" },
      { value: "unsubmitted", label: "Not submitted" },
    ],
  },
] as const;

export default function AdminUsers() {
  const { data, total, query, offset } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeader title="Users" description={`${total.toLocaleString("en")} matching accounts`} />
      <Form
        method="get"
        className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
      >
        <Field
          label="Search"
          name="q"
          defaultValue={query.q}
          placeholder="Name, username or email"
          type="search"
        />
        {FILTERS.map((f) => (
          <SelectField
            key={f.name}
            label={f.label}
            name={f.name}
            defaultValue={query[f.name]}
            placeholder={f.placeholder}
            options={f.options}
          />
        ))}
        <Button type="submit">Search</Button>
      </Form>
      {data.length === 0 ? (
        <EmptyState title="No accounts match" text="Try fewer filters or another search." />
      ) : (
        <ul
          className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
          aria-label="Accounts"
        >
          {data.map((u) => (
            <li key={u._id}>
              <Link
                to={`/admin/users/${u._id}`}
                className="flex items-center gap-3 px-4 py-3 hover:bg-surface-muted"
              >
                <Avatar src={u.avatar} name={u.name} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold text-ink">
                    {u.name || u.username || "(no name)"}{" "}
                    <span className="font-normal text-ink-subtle">{u.username ? `@${u.username}` : ""}</span>
                  </p>
                  <p className="truncate text-xs text-ink-subtle">
                    {u.email ?? "no email"} · joined {formatDateTime(u.createdAt)}
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
                  <Pill tone={u.role === "admin" ? "brand" : "neutral"}>{ROLE_LABEL[u.role]}</Pill>
                  {u.verificationStatus ? <VerificationPill status={u.verificationStatus} /> : null}
                  {u.status === "inactive" ? <Pill tone="bad">Suspended</Pill> : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pager total={total} limit={LIMIT} offset={offset} />
    </>
  );
}
