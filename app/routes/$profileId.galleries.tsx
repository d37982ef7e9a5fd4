import { useLoaderData } from "@remix-run/react";
import { FanGalleryQuery } from "#functions/content/galleries/schemas";
import { searchGalleries } from "#functions/content/galleries/service";
import { AssetGrid } from "~/components/content/feed/asset-card";
import { galleryTile, performerIdOf } from "~/components/content/server/assets.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager, pageParams } from "~/components/ui/pager";
import { pageLoader } from "~/lib/route.server";

export const loader = pageLoader(async ({ request, params, context }) => {
  const { deps, viewer, country } = context.rc;
  const { limit, offset } = pageParams(request, 12);
  const performerId = await performerIdOf(context.rc, params.profileId);
  const { data, total } = await searchGalleries(
    deps,
    viewer,
    country,
    FanGalleryQuery.parse({ performerId, limit, offset }),
  );
  return { tiles: data.map(galleryTile), total, limit, offset };
});

export default function ProfileGalleries() {
  const { tiles, total, limit, offset } = useLoaderData<typeof loader>();
  if (tiles.length === 0) return <EmptyState title="No galleries yet" />;
  return (
    <>
      <AssetGrid tiles={tiles} label="Galleries" />
      <Pager total={total} limit={limit} offset={offset} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
