/** /studio/posts: the creator's posts in every state; pin, publish now, reschedule or delete. */
import { data, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { PerformerFeedQuery } from "#functions/content/feeds/schemas";
import { deleteFeed, listPerformerFeeds, updateFeed } from "#functions/content/feeds/service";
import { requirePerformer } from "#functions/identity/accounts/viewer";
import { plainText } from "#functions/lib/rich-text";
import { LEAF_THUMBNAIL } from "~/components/content/feed/locked-media";
import { localDateTime } from "~/components/content/server/form-values.server";
import { StudioHeader } from "~/components/content/studio/studio-nav";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { ActionToast } from "~/components/ui/action-toast";
import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmForm } from "~/components/ui/dialog";
import { EmptyState } from "~/components/ui/empty-state";
import { ClockIcon, PinIcon } from "~/components/ui/icons";
import { Pager, pageParams } from "~/components/ui/pager";
import { Photo } from "~/components/ui/photo";
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
    createdAt: f.createdAt,
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
  "publish-now": async (form, { context: { rc } }) => {
    const performer = requirePerformer(rc.viewer);
    const { id } = Id.parse(fields(form));
    await updateFeed(rc.deps, performer, id, { scheduleAt: null });
    return { ok: true, message: "Post published" };
  },
  reschedule: async (form, { context: { rc } }) => {
    const performer = requirePerformer(rc.viewer);
    const input = Id.extend({ scheduleAt: z.string(), tzOffset: z.string().optional() }).parse(fields(form));
    const at = localDateTime(input.scheduleAt, input.tzOffset ?? "0");
    if (!at) return data({ ok: false, formError: "Choose a date and time." }, { status: 422 });
    await updateFeed(rc.deps, performer, input.id, { scheduleAt: at });
    return { ok: true, message: "Post rescheduled" };
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
      {posts.length === 0 ? (
        <EmptyState
          title="No posts yet"
          text="Your first post is one click away."
          action={<ButtonLink to="/studio/compose">Write a post</ButtonLink>}
        />
      ) : (
        <ul
          className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
          aria-label="Your posts"
        >
          {posts.map((post) => (
            <li
              key={post._id}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center"
              data-testid="studio-post"
              aria-busy={busyId === post._id}
            >
              <Photo
                sizes="thumb"
                src={post.thumbnail || LEAF_THUMBNAIL}
                alt=""
                className="size-16 shrink-0 rounded-lg bg-surface-muted object-cover"
              />
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-1.5 text-xs">
                  <span className="rounded-full bg-surface-muted px-2 py-0.5 font-medium text-ink-muted">
                    {TYPE_LABELS[post.type] ?? post.type}
                  </span>
                  {post.isPinned ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-brand-700 dark:bg-brand-900/30 dark:text-brand-300">
                      <PinIcon className="size-3" /> Pinned
                    </span>
                  ) : null}
                  {post.scheduled ? (
                    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
                      <ClockIcon className="size-3" /> Scheduled {formatDateTime(post.scheduleAt)}
                    </span>
                  ) : (
                    <span className="text-ink-subtle">
                      <TimeAgo iso={post.createdAt} />
                    </span>
                  )}
                  {post.isSale ? (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200">
                      {tokenAmount(post.price)}
                    </span>
                  ) : null}
                </div>
                <p className="line-clamp-2 text-sm text-ink">
                  {post.preview || <span className="text-ink-subtle">No text</span>}
                </p>
                <p className="text-xs text-ink-subtle">
                  {plural(post.totalLike, "like")} · {plural(post.totalComment, "comment")} ·{" "}
                  {plural(post.totalView, "view")}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-1.5">
                <Link
                  to={`/feeds/${post._id}`}
                  className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
                >
                  View
                </Link>
                <Link
                  to={`/studio/posts/${post._id}`}
                  className="rounded-lg px-2.5 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink"
                >
                  Edit
                </Link>
                <Form noValidate method="post">
                  <input type="hidden" name="id" value={post._id} />
                  <input type="hidden" name="pinned" value={post.isPinned ? "false" : "true"} />
                  <Button type="submit" name="intent" value="pin" variant="ghost" size="sm">
                    {post.isPinned ? "Unpin" : "Pin"}
                  </Button>
                </Form>
                {post.scheduled ? (
                  <Form noValidate method="post">
                    <input type="hidden" name="id" value={post._id} />
                    <Button type="submit" name="intent" value="publish-now" variant="ghost" size="sm">
                      Publish now
                    </Button>
                  </Form>
                ) : null}
                <ConfirmForm
                  intent="delete"
                  fields={{ id: post._id }}
                  variant="ghost"
                  size="sm"
                  className="text-red-600 dark:text-red-400"
                  message="Delete this post?"
                  text="This cannot be undone."
                >
                  Delete
                </ConfirmForm>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pager total={total} limit={limit} offset={offset} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
