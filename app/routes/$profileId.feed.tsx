/** /{profileId}/feed: a creator's posts, pinned first, with infinite scroll. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData, useParams } from "@remix-run/react";
import { Timeline } from "~/components/content/feed/timeline";
import { loadTimelinePage } from "~/components/content/server/timeline.server";
import { EmptyState } from "~/components/content/ui/empty-state";
import { pageFailure } from "~/lib/errors.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  try {
    const page = await loadTimelinePage(context.rc, { performerId: params.profileId });
    return { page, viewerId: context.rc.viewer?.id ?? null };
  } catch (err) {
    pageFailure(err, request);
  }
}

export default function ProfileFeed() {
  const { page, viewerId } = useLoaderData<typeof loader>();
  const { profileId } = useParams();
  return (
    <div className="mx-auto max-w-2xl">
      <Timeline
        key={profileId}
        initial={page}
        performerId={profileId}
        viewerId={viewerId}
        empty={
          <EmptyState title="No posts yet" text="Follow this creator to see new posts in your home feed." />
        }
      />
    </div>
  );
}
