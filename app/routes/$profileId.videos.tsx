import { useLoaderData } from "@remix-run/react";
import { FanVideoQuery } from "#functions/content/videos/schemas";
import { searchVideos } from "#functions/content/videos/service";
import { AssetGrid } from "~/components/content/feed/asset-card";
import { performerIdOf, videoTile } from "~/components/content/server/assets.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { EmptyState } from "~/components/ui/empty-state";
import { Pager, pageParams } from "~/components/ui/pager";
import { pageLoader } from "~/lib/route.server";

export const loader = pageLoader(async ({ request, params, context }) => {
  const { deps, viewer, country } = context.rc;
  const { limit, offset } = pageParams(request, 12);
  const performerId = await performerIdOf(context.rc, params.profileId);
  const { data, total } = await searchVideos(
    deps,
    viewer,
    country,
    FanVideoQuery.parse({ performerId, limit, offset }),
  );
  return { tiles: data.map(videoTile), total, limit, offset };
});

export default function ProfileVideos() {
  const { tiles, total, limit, offset } = useLoaderData<typeof loader>();
  if (tiles.length === 0) return <EmptyState title="No videos yet" />;
  return (
    <>
      <AssetGrid tiles={tiles} label="Videos" />
      <Pager total={total} limit={limit} offset={offset} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
