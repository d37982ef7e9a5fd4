import { useLoaderData } from "@remix-run/react";
import { listPerformerPhotos } from "#functions/content/photos/service";
import { performerIdOf, photoTile } from "~/components/content/server/assets.server";
import { loadTimelinePage } from "~/components/content/server/timeline.server";
import { MediaTab } from "~/components/creators/media-tab";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { pageParams } from "~/components/ui/pager";
import { pageLoader } from "~/lib/route.server";

/** The Photos tab: the creator's photo posts, then their galleries' photos. */
export const loader = pageLoader(async ({ request, params, context }) => {
  const { deps, viewer, country } = context.rc;
  const { limit, offset } = pageParams(request, 12);
  const performerId = await performerIdOf(context.rc, params.profileId);
  const [posts, { data, total }] = await Promise.all([
    loadTimelinePage(context.rc, { performerId, type: "photo" }),
    listPerformerPhotos(deps, viewer, country, performerId, { limit, offset, sort: "desc" }),
  ]);
  return {
    posts,
    tiles: data.map(photoTile),
    total,
    limit,
    offset,
    performerId,
    viewerId: viewer?.id ?? null,
  };
});

export default function ProfilePhotos() {
  return <MediaTab type="photo" noun="Photos" {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
