import { useLoaderData, useParams } from "@remix-run/react";
import { Timeline } from "~/components/content/feed/timeline";
import { loadTimelinePage } from "~/components/content/server/timeline.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { pageLoader } from "~/lib/route.server";

export const loader = pageLoader(async ({ params, context }) => {
  const page = await loadTimelinePage(context.rc, { performerId: params.profileId });
  const viewer = context.rc.viewer;
  const ref = (params.profileId ?? "").toLowerCase();
  const isOwner = !!viewer && (viewer.id === params.profileId || viewer.username === ref);
  return { page, viewerId: viewer?.id ?? null, isOwner };
});

export default function ProfileFeed() {
  const { page, viewerId, isOwner } = useLoaderData<typeof loader>();
  const { profileId } = useParams();
  return (
    <div className="mx-auto max-w-2xl">
      <Timeline
        key={profileId}
        initial={page}
        performerId={profileId}
        viewerId={viewerId}
        empty={
          isOwner ? (
            <EmptyState
              title="No posts yet"
              text="Your first post shows here, and in the home feed of everyone who follows you."
              action={
                <ButtonLink to="/studio/compose" size="sm">
                  Write your first post
                </ButtonLink>
              }
            />
          ) : (
            <EmptyState title="No posts yet" text="Follow this creator to see new posts in your home feed." />
          )
        }
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
