import { useLoaderData } from "@remix-run/react";
import { FanProductQuery } from "#functions/content/products/schemas";
import { searchProducts } from "#functions/content/products/service";
import { AssetGrid } from "~/components/content/feed/asset-card";
import { performerIdOf, productTile } from "~/components/content/server/assets.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager, pageParams } from "~/components/ui/pager";
import { pageLoader } from "~/lib/route.server";

export const loader = pageLoader(async ({ request, params, context }) => {
  const { deps, viewer, country } = context.rc;
  const { limit, offset } = pageParams(request, 12);
  const performerId = await performerIdOf(context.rc, params.profileId);
  const { data, total } = await searchProducts(
    deps,
    viewer,
    country,
    FanProductQuery.parse({ performerId, limit, offset }),
  );
  return { tiles: data.map(productTile), total, limit, offset };
});

export default function ProfileShop() {
  const { tiles, total, limit, offset } = useLoaderData<typeof loader>();
  if (tiles.length === 0) return <EmptyState title="Nothing in the shop yet" />;
  return (
    <>
      <AssetGrid tiles={tiles} label="Shop" />
      <Pager total={total} limit={limit} offset={offset} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
