import { useLoaderData } from "@remix-run/react";
import { FanVideoQuery } from "#functions/content/videos/schemas";
import { searchVideos } from "#functions/content/videos/service";
import { performerIdOf, videoTile } from "~/components/content/server/assets.server";
import { loadTimelinePage } from "~/components/content/server/timeline.server";
import { MediaTab } from "~/components/creators/media-tab";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { pageParams } from "~/components/ui/pager";
import { pageLoader } from "~/lib/route.server";

/** The Videos tab: the creator's video posts, then their video library. */
export const loader = pageLoader(async ({ request, params, context }) => {
  const { deps, viewer, country } = context.rc;
  const { limit, offset } = pageParams(request, 12);
  const performerId = await performerIdOf(context.rc, params.profileId);
  const [posts, { data, total }] = await Promise.all([
    loadTimelinePage(context.rc, { performerId, type: "video" }),
    searchVideos(deps, viewer, country, FanVideoQuery.parse({ performerId, limit, offset })),
  ]);
  return {
    posts,
    tiles: data.map(videoTile),
    total,
    limit,
    offset,
    performerId,
    viewerId: viewer?.id ?? null,
  };
});

export default function ProfileVideos() {
  return <MediaTab type="video" noun="Videos" {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
