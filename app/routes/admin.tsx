/** /admin/*: the admin console frame (admins only: others get 403, visitors go to login). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { AdminNav } from "~/components/admin/admin-nav";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;

export const meta: MetaFunction = () => [{ title: "Admin" }];

export const loader = pageLoader(handle, async () => {
  return null;
});

export default function AdminLayout() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase lg:block">
          Admin
        </p>
        <AdminNav />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
