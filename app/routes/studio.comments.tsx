/** /studio/comments: comments on the creator's latest posts; reply or delete any of them. */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PerformerFeedQuery } from "#functions/feeds/schemas";
import { listPerformerFeeds } from "#functions/feeds/service";
import { plainText } from "#functions/lib/rich-text";
import { Comments } from "~/components/content/feed/comments";
import { loadComments } from "~/components/content/server/comments.server";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { EmptyState } from "~/components/content/ui/empty-state";
import { CommentIcon } from "~/components/content/ui/icons";
import { Pager, pageParams } from "~/components/content/ui/pager";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { requirePage } from "~/lib/auth.server";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Comments · Creator studio" }];

export const loader = pageLoader(async (args) => {
  const viewer = requirePage(args, handle);
  const { limit, offset } = pageParams(args.request, 5);
  const query = PerformerFeedQuery.parse({ limit, offset, sort: "desc", sortBy: "createdAt" });
  const { data, total } = await listPerformerFeeds(args.context.rc.deps, viewer, query);
  const posts = await Promise.all(
    data.map(async (f) => ({
      _id: f._id,
      title: (
        plainText(f.text) ||
        f.poll?.question ||
        f.crowdfunding?.title ||
        f.streamTitle ||
        `${f.type} post`
      ).slice(0, 100),
      comments: await loadComments(args.context.rc, "feed", f._id),
    })),
  );
  return { posts, total, limit, offset };
});

export default function StudioComments() {
  const { posts, total, limit, offset } = useLoaderData<typeof loader>();
  return (
    <>
      <StudioHeader
        title="Comments"
        description="What fans say on your latest posts. You can reply or delete any comment."
      />
      {posts.length === 0 ? (
        <EmptyState
          icon={<CommentIcon />}
          title="No posts yet"
          text="Comments on your posts will show up here."
        />
      ) : (
        <div className="space-y-6">
          {posts.map((p) => (
            <div key={p._id} className="space-y-2">
              <Link
                to={`/feeds/${p._id}`}
                className="block truncate text-sm font-semibold text-ink hover:underline"
              >
                {p.title}
              </Link>
              <Comments objectType="feed" objectId={p._id} initial={p.comments} canComment />
            </div>
          ))}
        </div>
      )}
      <Pager total={total} limit={limit} offset={offset} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
