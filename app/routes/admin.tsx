/** /admin/*: the admin console frame (admins only: others get 403, visitors go to login). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { AdminNav } from "~/components/admin/admin-nav";
import { ConsoleFrame } from "~/components/ui/section-nav";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "admin" } satisfies PageHandle;

export const meta: MetaFunction = () => [{ title: "Admin" }];

export const loader = pageLoader(handle, async () => null);

export default function AdminLayout() {
  return (
    <ConsoleFrame title="Admin" nav={<AdminNav />}>
      <Outlet />
    </ConsoleFrame>
  );
}
