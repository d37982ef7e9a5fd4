import { type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/cloudflare";
import { siteBlockedCountries } from "#functions/http/edge/site-blocks";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { GeoBlockNotice } from "~/components/geo-block-notice";
import type { PageHandle } from "~/lib/page";

export const handle = { auth: "none", layout: "geoBlock" } as const satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Not available in your country" }];

/** The edge sends visitors from site-blocked countries here; anyone else goes to the home page. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { deps, country } = context.rc;
  const blocked = country ? (await siteBlockedCountries(deps, deps.clock.now())).has(country) : false;
  if (!blocked) throw redirect("/");
  return null;
}

export default function GeoBlockPage() {
  return <GeoBlockNotice />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
