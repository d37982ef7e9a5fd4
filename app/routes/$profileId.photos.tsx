import { useLoaderData } from "@remix-run/react";
import { listPerformerPhotos } from "#functions/content/photos/service";
import { AssetGrid } from "~/components/content/feed/asset-card";
import { performerIdOf, photoTile } from "~/components/content/server/assets.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager, pageParams } from "~/components/ui/pager";
import { pageLoader } from "~/lib/route.server";

export const loader = pageLoader(async ({ request, params, context }) => {
  const { deps, viewer, country } = context.rc;
  const { limit, offset } = pageParams(request, 12);
  const performerId = await performerIdOf(context.rc, params.profileId);
  const { data, total } = await listPerformerPhotos(deps, viewer, country, performerId, {
    limit,
    offset,
    sort: "desc",
  });
  return { tiles: data.map(photoTile), total, limit, offset };
});

export default function ProfilePhotos() {
  const { tiles, total, limit, offset } = useLoaderData<typeof loader>();
  if (tiles.length === 0) return <EmptyState title="No photos yet" />;
  return (
    <>
      <AssetGrid tiles={tiles} label="Photos" />
      <Pager total={total} limit={limit} offset={offset} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
