/** The frame of an item page (video, gallery, product): creator, title, price, actions, text. */
import { Link } from "@remix-run/react";
import type { UserCard } from "#functions/identity/users/cards";
import { Avatar } from "~/components/ui/avatar";
import { tokenAmount } from "~/lib/money";
import { plural } from "~/lib/plural";
import { ChevronLeftIcon } from "../../ui/icons";
import { formatDateTime } from "../../ui/time";
import { BookmarkButton, LikeButton, type ReactionObjectType } from "./reaction-buttons";
import { ReportButton } from "./report-dialog";

interface ItemSummary {
  _id: string;
  performerId: string;
  performer: UserCard | null;
  title: string;
  description: string;
  isSale: boolean;
  price: number;
  totalLike: number;
  totalView: number;
  createdAt: string;
  /** Likes follow the item's access: a locked item shows its count but cannot be liked. */
  isLocked?: boolean;
  isLiked?: boolean;
  isBookmarked?: boolean;
}

export function ItemPage({
  item,
  type,
  viewerId,
  children,
  aside,
  footer,
}: {
  item: ItemSummary;
  type: Exclude<ReactionObjectType, "performer" | "comment">;
  viewerId: string | null;
  children: React.ReactNode;
  aside?: React.ReactNode;
  /** Below the details (comments). */
  footer?: React.ReactNode;
}) {
  const p = item.performer;
  const profile = p ? `/${p.username ?? p._id}` : `/${item.performerId}`;
  const own = viewerId === item.performerId;
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <Link
        to={profile}
        className="inline-flex items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink"
      >
        <ChevronLeftIcon className="size-4" /> {p?.name ?? "Creator"}
      </Link>
      {children}
      <div className="space-y-3 rounded-2xl border border-line bg-surface p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
              {item.title || "Untitled"}
            </h1>
            <p className="mt-1 text-sm text-ink-subtle">
              {formatDateTime(item.createdAt)} · {plural(item.totalView, "view")}
            </p>
          </div>
          {item.isSale ? (
            <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200">
              {tokenAmount(item.price)}
            </span>
          ) : null}
        </div>
        <div className="flex items-center gap-3">
          <Link to={profile} className="flex min-w-0 items-center gap-2">
            <Avatar src={p?.avatar} name={p?.name ?? "Creator"} size="sm" />
            <span className="truncate text-sm font-semibold text-ink">{p?.name ?? "Creator"}</span>
          </Link>
          <div className="ml-auto flex items-center">
            <LikeButton
              objectType={type}
              objectId={item._id}
              liked={item.isLiked ?? false}
              count={item.totalLike}
              disabled={!viewerId || item.isLocked}
            />
            <BookmarkButton
              objectType={type}
              objectId={item._id}
              bookmarked={item.isBookmarked ?? false}
              disabled={!viewerId}
            />
            {viewerId && !own ? <ReportButton targetType={type} targetId={item._id} compact /> : null}
          </div>
        </div>
        {item.description ? (
          <div
            className="border-t border-line pt-3 text-sm leading-relaxed break-words text-ink-muted [&_a]:text-brand-600 [&_a]:underline"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: descriptions are sanitised on write
            dangerouslySetInnerHTML={{ __html: item.description }}
          />
        ) : null}
        {aside}
      </div>
      {footer}
    </div>
  );
}
