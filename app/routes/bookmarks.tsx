/** /bookmarks: what the viewer bookmarked, by kind (posts, videos, galleries, products, creators). */
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { BOOKMARK_LISTS, type BookmarkList, listBookmarks } from "#functions/social/reactions/bookmarks";
import { LEAF_THUMBNAIL } from "~/components/content/feed/locked-media";
import { BookmarkButton } from "~/components/content/feed/reaction-buttons";
import { RouteErrorBoundary } from "~/components/error-boundary";
import { Avatar } from "~/components/ui/avatar";
import { BookmarkIcon } from "~/components/ui/icons";
import { PagedList } from "~/components/ui/paged-list";
import { pageParams } from "~/components/ui/pager";
import { Photo } from "~/components/ui/photo";
import { TimeAgo } from "~/components/ui/time";
import { cn } from "~/lib/cn";
import type { PageHandle } from "~/lib/page";
import { pageLoader } from "~/lib/route.server";

export const handle = { auth: "required" } satisfies PageHandle;
export const meta: MetaFunction = () => [{ title: "Bookmarks" }];

const TABS: { list: BookmarkList; label: string }[] = [
  { list: "feeds", label: "Posts" },
  { list: "videos", label: "Videos" },
  { list: "galleries", label: "Galleries" },
  { list: "products", label: "Products" },
  { list: "performers", label: "Creators" },
];

const HREF: Record<string, (id: string, username: string | null) => string> = {
  feed: (id) => `/feeds/${id}`,
  video: (id) => `/videos/${id}`,
  gallery: (id) => `/galleries/${id}`,
  product: (id) => `/products/${id}`,
  performer: (id, username) => `/${username ?? id}`,
};

/** The service's previews are HTML-escaped; React escapes again, so undo the first escaping. */
const decodeEntities = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (m) => ({ "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" })[m] ?? m,
  );

export const loader = pageLoader(handle, async (args, viewer) => {
  const url = new URL(args.request.url);
  const type = url.searchParams.get("type");
  const list: BookmarkList = type && Object.hasOwn(BOOKMARK_LISTS, type) ? (type as BookmarkList) : "feeds";
  const { limit, offset } = pageParams(args.request, 20);
  const { data, total } = await listBookmarks(args.context.rc.deps, viewer, args.context.rc.country, list, {
    limit,
    offset,
    sort: "desc",
  });
  return { list, items: data, total, limit, offset };
});

export default function Bookmarks() {
  const { list, items, total, limit, offset } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Bookmarks</h1>
      <nav aria-label="Bookmark kinds" className="border-b border-line">
        <ul className="grid grid-cols-5 sm:flex sm:gap-1">
          {TABS.map((t) => (
            <li key={t.list} className="min-w-0 sm:shrink-0">
              <Link
                to={`?type=${t.list}`}
                preventScrollReset
                className={cn(
                  "-mb-px block truncate border-b-2 px-1 py-3 text-center text-xs font-semibold sm:px-4 sm:text-sm",
                  t.list === list
                    ? "border-brand-600 text-brand-700 dark:text-brand-300"
                    : "border-transparent text-ink-muted hover:text-ink",
                )}
                aria-current={t.list === list ? "page" : undefined}
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList
        items={items}
        empty={{
          icon: <BookmarkIcon />,
          title: "Nothing bookmarked yet",
          text: "Tap the bookmark icon on anything you want to find again.",
        }}
        label="Bookmarked items"
        total={total}
        limit={limit}
        offset={offset}
      >
        {(b) => {
          const href = HREF[b.objectType]?.(b.objectId, b.performer.username) ?? "/";
          return (
            <li className="flex items-center gap-3 p-3 sm:p-4">
              <Link to={href} className="shrink-0">
                {b.objectType === "performer" ? (
                  <Avatar src={b.performer.avatar} name={b.performer.name} size="md" />
                ) : (
                  <Photo
                    sizes="thumb"
                    src={b.thumbnail || LEAF_THUMBNAIL}
                    alt=""
                    className="size-14 rounded-lg bg-surface-muted object-cover"
                  />
                )}
              </Link>
              <div className="min-w-0 flex-1">
                <Link to={href} className="block truncate font-medium text-ink hover:underline">
                  {b.title || decodeEntities(b.description) || b.performer.name}
                </Link>
                {b.title && b.description ? (
                  <p className="truncate text-sm text-ink-muted">{decodeEntities(b.description)}</p>
                ) : null}
                <p className="text-xs text-ink-subtle">
                  {b.performer.name} · saved <TimeAgo iso={b.bookmarkedAt} />
                </p>
              </div>
              <BookmarkButton objectType={b.objectType} objectId={b.objectId} bookmarked />
            </li>
          );
        }}
      </PagedList>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
