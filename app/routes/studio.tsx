/** /studio/*: the creator studio frame (performer-only); each section is a child route. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { verificationStatusOf } from "#functions/identity/access/verified";
import type { StudioFrameData } from "~/components/content/studio/may-sell";
import { StudioNav } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;

export const meta: MetaFunction = () => [{ title: "Creator studio" }];

/** Every studio page's forms need to know whether this creator may sell yet (see SaleFields). */
export const loader = pageLoader(
  handle,
  async (args, viewer) =>
    ({
      verification: await verificationStatusOf(args.context.rc.deps.db, viewer.id),
    }) satisfies StudioFrameData,
);

export default function StudioLayout() {
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
      <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
        <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wider text-ink-subtle uppercase lg:block">
          Studio
        </p>
        <StudioNav />
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
