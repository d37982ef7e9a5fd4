import { useLoaderData, useParams } from "@remix-run/react";
import { Timeline } from "~/components/content/feed/timeline";
import { loadTimelinePage } from "~/components/content/server/timeline.server";
import { EmptyState } from "~/components/content/ui/empty-state";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { pageLoader } from "~/lib/route.server";

export const loader = pageLoader(async ({ params, context }) => {
  const page = await loadTimelinePage(context.rc, { performerId: params.profileId });
  return { page, viewerId: context.rc.viewer?.id ?? null };
});

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

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
