/**
 * /studio/comments: every comment fans left on the creator's posts, videos, galleries and
 * products, newest first, each with where it was left; reply there, or delete it here.
 */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PagingQuery } from "#functions/lib/paging";
import { listCommentsOnOwnContent } from "#functions/social/comments/service";
import { CommentItem } from "~/components/content/feed/comments";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { CommentIcon } from "~/components/ui/icons";
import { PagedList } from "~/components/ui/paged-list";
import { pageParams } from "~/components/ui/pager";
import type { PageHandle } from "~/lib/page";
import { plural } from "~/lib/plural";
import { pageLoader } from "~/lib/route.server";
import type { CommentObjectType } from "../../drizzle/schema/social";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Comments · Creator studio" }];

const LIMIT = 20;

export const loader = pageLoader(handle, async (args, viewer) => {
  const { offset } = pageParams(args.request, LIMIT);
  const paging = PagingQuery.parse({ limit: LIMIT, offset });
  const { data, total } = await listCommentsOnOwnContent(args.context.rc.deps, viewer, paging);
  return { comments: data, total, offset };
});

/** Where a comment was left: the item's page, named in product words. */
const ITEMS = new Map<CommentObjectType, { path: string; name: string }>([
  ["feed", { path: "/feeds", name: "your post" }],
  ["video", { path: "/videos", name: "your video" }],
  ["gallery", { path: "/galleries", name: "your gallery" }],
  ["product", { path: "/products", name: "your product" }],
]);

export default function StudioComments() {
  const { comments, total, offset } = useLoaderData<typeof loader>();
  return (
    <>
      <StudioHeader
        title="Comments"
        description={
          total
            ? `${plural(total, "comment")} on your content, newest first.`
            : "What fans say on your content."
        }
      />
      <PagedList
        items={comments}
        empty={{
          icon: <CommentIcon />,
          title: "No comments yet",
          text: "When fans comment on your posts, videos, galleries or products, you'll see them here.",
        }}
        testId="studio-comments"
        className="px-4"
        total={total}
        limit={LIMIT}
        offset={offset}
      >
        {(c) => {
          const item = ITEMS.get(c.objectType);
          return (
            <CommentItem
              comment={c}
              context={
                item ? (
                  <>
                    on{" "}
                    <Link
                      to={`${item.path}/${c.objectId}`}
                      className="font-medium text-brand-600 hover:underline dark:text-brand-400"
                    >
                      {item.name}
                    </Link>{" "}
                    ·{" "}
                    <Link to={`${item.path}/${c.objectId}#comments`} className="hover:underline">
                      Reply
                    </Link>
                  </>
                ) : null
              }
            />
          );
        }}
      </PagedList>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
