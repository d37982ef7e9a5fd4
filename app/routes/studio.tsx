/** /studio/*: the creator studio frame (performer-only); each section is a child route. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Outlet } from "@remix-run/react";
import { verificationStatusOf } from "#functions/identity/access/verified";
import type { StudioFrameData } from "~/components/content/studio/may-sell";
import { StudioFrame } from "~/components/content/studio/studio-nav";
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
    <StudioFrame>
      <Outlet />
    </StudioFrame>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
