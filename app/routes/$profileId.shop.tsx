/** /{profileId}/shop: the creator's products. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FanProductQuery } from "#functions/products/schemas";
import { searchProducts } from "#functions/products/service";
import { AssetGrid } from "~/components/content/feed/asset-card";
import { performerIdOf, productTile } from "~/components/content/server/assets.server";
import { EmptyState } from "~/components/content/ui/empty-state";
import { Pager, pageParams } from "~/components/content/ui/pager";
import { pageFailure } from "~/lib/errors.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { deps, viewer, country } = context.rc;
  const { limit, offset } = pageParams(request, 12);
  try {
    const performerId = await performerIdOf(context.rc, params.profileId);
    const { data, total } = await searchProducts(
      deps,
      viewer,
      country,
      FanProductQuery.parse({ performerId, limit, offset }),
    );
    return { tiles: data.map(productTile), total, limit, offset };
  } catch (err) {
    pageFailure(err, request);
  }
}

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
