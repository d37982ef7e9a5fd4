/** /studio/posts: the creator's posts in every state; pin, hide, publish now or delete (Edit moves a scheduled post). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { PerformerFeedQuery } from "#functions/content/feeds/schemas";
import { deleteFeed, listPerformerFeeds, updateFeed } from "#functions/content/feeds/service";
import { requirePerformer } from "#functions/identity/accounts/viewer";
import { plainText } from "#functions/lib/rich-text";
import { DeleteRow, Pill, RowAction, RowLink, StudioRow } from "~/components/content/studio/asset-rows";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ActionToast } from "~/components/ui/action-toast";
import { ButtonLink } from "~/components/ui/button";
import { ClockIcon, PinIcon } from "~/components/ui/icons";
import { PagedList } from "~/components/ui/paged-list";
import { pageParams } from "~/components/ui/pager";
import { formatDateTime, TimeAgo } from "~/components/ui/time";
import { byIntent } from "~/lib/actions.server";
import { toastFailure } from "~/lib/errors.server";
import { tokenAmount } from "~/lib/money";
import type { PageHandle } from "~/lib/page";
import { plural } from "~/lib/plural";
import { formAction, pageLoader } from "~/lib/route.server";

export const handle = { auth: "performer" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Posts · Creator studio" }];

export const loader = pageLoader(handle, async (args, viewer) => {
  const { limit, offset } = pageParams(args.request, 20);
  const query = PerformerFeedQuery.parse({ limit, offset, sort: "desc", sortBy: "createdAt" });
  const { data: feeds, total } = await listPerformerFeeds(args.context.rc.deps, viewer, query);
  const now = Date.now();
  const posts = feeds.map((f) => ({
    _id: f._id,
    type: f.type,
    preview: (plainText(f.text) || f.poll?.question || f.crowdfunding?.title || f.streamTitle || "").slice(
      0,
      140,
    ),
    thumbnail: f.files.find((file) => file.mimeType.startsWith("image/"))?.url ?? f.thumbnail.url,
    isPinned: f.isPinned,
    isSale: f.isSale,
    price: f.price,
    status: f.status,
    scheduleAt: f.scheduleAt,
    scheduled: Boolean(f.scheduleAt && Date.parse(f.scheduleAt) > now),
    // When fans first saw it, as their timelines order it (visibleTime): a post published with
    // "Publish now" reads "just now", not when it was written.
    shownAt: f.publishedAt ?? f.scheduleAt ?? f.createdAt,
    totalLike: f.totalLike,
    totalComment: f.totalComment,
    totalView: f.totalView,
  }));
  return { posts, total, limit, offset };
});

const Id = z.object({ id: z.string().min(1) });
const fields = (form: FormData) => Object.fromEntries(form);

const dispatch = byIntent({
  delete: async (form, { context: { rc } }) => {
    const performer = requirePerformer(rc.viewer);
    const { id } = Id.parse(fields(form));
    await deleteFeed(rc.deps, performer, id);
    return { ok: true, message: "Post deleted" };
  },
  pin: async (form, { context: { rc } }) => {
    const performer = requirePerformer(rc.viewer);
    const { id, pinned } = Id.extend({ pinned: z.enum(["true", "false"]) }).parse(fields(form));
    await updateFeed(rc.deps, performer, id, { isPinned: pinned === "true" });
    return { ok: true, message: pinned === "true" ? "Post pinned" : "Post unpinned" };
  },
  // Off the page and the timelines, kept for the fans who bought it (a sold post cannot be deleted).
  hide: async (form, { context: { rc } }) => {
    const performer = requirePerformer(rc.viewer);
    const { id, hidden } = Id.extend({ hidden: z.enum(["true", "false"]) }).parse(fields(form));
    await updateFeed(rc.deps, performer, id, { status: hidden === "true" ? "inactive" : "active" });
    return {
      ok: true,
      message:
        hidden === "true"
          ? "Post hidden from your page; fans who bought it keep it."
          : "Post shown on your page",
    };
  },
  "publish-now": async (form, { context: { rc } }) => {
    const performer = requirePerformer(rc.viewer);
    const { id } = Id.parse(fields(form));
    await updateFeed(rc.deps, performer, id, { scheduleAt: null });
    return { ok: true, message: "Post published" };
  },
});

export const action = formAction(handle, dispatch, toastFailure);

const TYPE_LABELS: Record<string, string> = {
  text: "Text",
  photo: "Photo",
  video: "Video",
  audio: "Audio",
  poll: "Poll",
  crowdfunding: "Crowdfunding",
  "scheduled-stream": "Live announcement",
};

export default function StudioPosts() {
  const { posts, total, limit, offset } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busyId = navigation.formData?.get("id");
  return (
    <>
      <ActionToast />
      <StudioHeader
        title="Posts"
        description={`${plural(total, "post")}, newest first.`}
        action={<ButtonLink to="/studio/compose">New post</ButtonLink>}
      />
      <PagedList
        items={posts}
        empty={{
          title: "No posts yet",
          text: "Your first post is one click away.",
          action: <ButtonLink to="/studio/compose">Write a post</ButtonLink>,
        }}
        label="Your posts"
        total={total}
        limit={limit}
        offset={offset}
      >
        {(post) => (
          <StudioRow
            image={post.thumbnail}
            testId="studio-post"
            busy={busyId === post._id}
            actions={
              <>
                <RowLink to={`/feeds/${post._id}`}>View</RowLink>
                <RowLink to={`/studio/posts/${post._id}`}>Edit</RowLink>
                <RowAction id={post._id} intent="pin" fields={{ pinned: post.isPinned ? "false" : "true" }}>
                  {post.isPinned ? "Unpin" : "Pin"}
                </RowAction>
                {post.status === "active" || post.status === "inactive" ? (
                  <RowAction
                    id={post._id}
                    intent="hide"
                    fields={{ hidden: post.status === "active" ? "true" : "false" }}
                  >
                    {post.status === "active" ? "Hide" : "Show"}
                  </RowAction>
                ) : null}
                {post.scheduled ? (
                  <RowAction id={post._id} intent="publish-now">
                    Publish now
                  </RowAction>
                ) : null}
                <DeleteRow id={post._id} message="Delete this post?" />
              </>
            }
          >
            <div className="flex flex-wrap items-center gap-1.5 text-xs">
              <Pill tone="muted" className="font-medium">
                {TYPE_LABELS[post.type] ?? post.type}
              </Pill>
              {post.status === "inactive" ? <Pill tone="amber">Hidden</Pill> : null}
              {post.status === "draft" ? <Pill tone="muted">Draft</Pill> : null}
              {post.isPinned ? (
                <Pill tone="brand">
                  <PinIcon className="size-3" /> Pinned
                </Pill>
              ) : null}
              {post.scheduled ? (
                <Pill tone="amber">
                  <ClockIcon className="size-3" /> Scheduled {formatDateTime(post.scheduleAt)}
                </Pill>
              ) : (
                <span className="text-ink-subtle">
                  <TimeAgo iso={post.shownAt} />
                </span>
              )}
              {post.isSale ? <Pill tone="green">{tokenAmount(post.price)}</Pill> : null}
            </div>
            <p className="line-clamp-2 text-sm text-ink">
              {post.preview || <span className="text-ink-subtle">No text</span>}
            </p>
            <p className="text-xs text-ink-subtle">
              {plural(post.totalLike, "like")} · {plural(post.totalComment, "comment")} ·{" "}
              {plural(post.totalView, "view")}
            </p>
          </StudioRow>
        )}
      </PagedList>
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
