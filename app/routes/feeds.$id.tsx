/** /feeds/:id: one post with its media (or locked state), likes and comments. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { getUserFeed } from "#functions/content/feeds/timeline";
import { visitorOf } from "#functions/social/reactions/views";
import { Comments } from "~/components/content/feed/comments";
import { FeedCard, profilePath } from "~/components/content/feed/feed-card";
import { loadComments } from "~/components/content/server/comments.server";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ChevronLeftIcon } from "~/components/ui/icons";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle: PageHandle = { auth: "none" };

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Post by ${data.feed.performer.name}` : "Post" },
];

export const loader = pageLoader(async ({ request, params, context }) => {
  const { deps, viewer, country } = context.rc;
  const feed = await getUserFeed(deps, viewer, country, params.id ?? "", visitorOf(request.headers));
  // A locked post's comments are locked with it.
  const comments = feed.isLocked ? null : await loadComments(context.rc, "feed", feed._id);
  return { feed, comments, viewerId: viewer?.id ?? null };
});

export default function FeedPage() {
  const { feed, comments, viewerId } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link
        to={profilePath(feed.performer)}
        className="inline-flex items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ChevronLeftIcon className="size-4" /> {feed.performer.name}
      </Link>
      <FeedCard key={feed._id} feed={feed} viewerId={viewerId} linkToPage={false} />
      <Comments objectType="feed" objectId={feed._id} initial={comments} canComment={Boolean(viewerId)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
