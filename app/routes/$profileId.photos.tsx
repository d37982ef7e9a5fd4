/** /{profileId}/photos: the creator's photos (each opens its gallery). */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { listPerformerPhotos } from "#functions/photos/service";
import { AssetGrid } from "~/components/content/feed/asset-card";
import { performerIdOf, photoTile } from "~/components/content/server/assets.server";
import { EmptyState } from "~/components/content/ui/empty-state";
import { Pager, pageParams } from "~/components/content/ui/pager";
import { pageFailure } from "~/lib/errors.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { deps, viewer, country } = context.rc;
  const { limit, offset } = pageParams(request, 12);
  try {
    const performerId = await performerIdOf(context.rc, params.profileId);
    const { data, total } = await listPerformerPhotos(deps, viewer, country, performerId, {
      limit,
      offset,
      sort: "desc",
    });
    return { tiles: data.map(photoTile), total, limit, offset };
  } catch (err) {
    pageFailure(err, request);
  }
}

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
