/** One post in a timeline or on its own page: author, text, media (or its locked state), actions. */
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { FeedJson } from "#functions/content/feeds/schemas";
import { ContributeButton } from "~/components/money/subscribe-button";
import { Avatar } from "~/components/ui/avatar";
import { Photo } from "~/components/ui/photo";
import { cn } from "~/lib/cn";
import { useLoginHref } from "~/lib/login-link";
import { tokenAmount } from "~/lib/money";
import { plural } from "~/lib/plural";
import { BroadcastIcon, ClockIcon, CommentIcon, PinIcon } from "../../ui/icons";
import { formatDateTime, formatDuration, TimeAgo } from "../../ui/time";
import { Lightbox } from "./lightbox";
import { LockedMedia } from "./locked-media";
import { Poll } from "./poll-view";
import { BookmarkButton, LikeButton } from "./reaction-buttons";
import { ReportButton } from "./report-dialog";
import { VideoPlayer } from "./video-player";

export type FeedItem = FeedJson;

export const profilePath = (p: { _id: string; username: string | null }) => `/${p.username ?? p._id}`;

function PhotoGrid({ feed }: { feed: FeedItem }) {
  const [open, setOpen] = useState<number | null>(null);
  const images = feed.files.map((f, i) => ({ src: f.url, alt: `Photo ${i + 1} by ${feed.performer.name}` }));
  const many = images.length > 1;
  return (
    <>
      <div className={cn("grid gap-1 overflow-hidden rounded-xl", many && "grid-cols-2")}>
        {images.slice(0, 4).map((img, i) => (
          <button
            key={img.src}
            type="button"
            onClick={() => setOpen(i)}
            className={cn(
              "relative block overflow-hidden bg-surface-muted",
              // Three photos: the first spans the row above the other two, so no cell stays empty.
              !many
                ? "max-h-[32rem]"
                : i === 0 && images.length === 3
                  ? "col-span-2 aspect-[2/1]"
                  : "aspect-square",
            )}
            aria-label={`Open photo ${i + 1} of ${images.length}`}
          >
            <Photo
              sizes={many ? "thumb" : "feed"}
              src={img.src}
              alt={img.alt}
              loading="lazy"
              className="size-full object-cover"
              draggable={false}
            />
            {i === 3 && images.length > 4 ? (
              <span className="absolute inset-0 grid place-items-center bg-black/50 text-2xl font-semibold text-white">
                +{images.length - 4}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {open !== null ? (
        <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}

/** What a locked post holds, in words: "3 photos", "a video", "2 audio tracks" (null when nothing). */
export function lockedContents(feed: Pick<FeedItem, "type" | "mediaCount" | "mediaDuration">): string | null {
  const n = feed.mediaCount;
  if (n === 0) return null;
  // "a 2:31 video", "3 videos · 7:40": the length is read from the files by the server.
  const length = feed.mediaDuration ? formatDuration(feed.mediaDuration) : null;
  const timed = (noun: string, article: string) =>
    n === 1
      ? length
        ? `a ${length} ${noun}`
        : `${article} ${noun}`
      : [plural(n, noun), length].filter(Boolean).join(" · ");
  switch (feed.type) {
    case "photo":
      return n === 1 ? "a photo" : plural(n, "photo");
    case "video":
      return timed("video", "a");
    case "audio":
      return timed("audio track", "an");
    default:
      return plural(n, "file");
  }
}

/**
 * Why the viewer may not vote in a post's poll, or null when they may. The server's rule: any fan
 * who may see the creator votes (a poll is not locked content), once; visitors log in first.
 */
function pollRefusal(viewerId: string | null | undefined, own: boolean, loginTo: string) {
  if (own) return { text: "You can't vote in your own poll." };
  if (!viewerId) return { text: "Log in to take part.", to: loginTo, action: "Log in to vote" };
  return null;
}

function FeedMedia({ feed }: { feed: FeedItem }) {
  if (feed.isLocked) {
    const hasOwnBlock =
      feed.type === "poll" || feed.type === "crowdfunding" || feed.type === "scheduled-stream";
    if (hasOwnBlock && !feed.isSale) return null;
    return (
      <LockedMedia
        preview={feed.preview}
        thumbnail={feed.thumbnail?.url}
        teaser={feed.teaser?.url}
        lockReason={feed.lockReason}
        price={feed.price}
        to={feed.lockReason === "purchase_required" ? `/feeds/${feed._id}` : profilePath(feed.performer)}
        label={`Post by ${feed.performer.name}`}
        contents={lockedContents(feed)}
        compact={feed.type === "text" || hasOwnBlock}
        chargePath={`/wallet/charges/feed/${feed._id}`}
      />
    );
  }
  const first = feed.files[0];
  switch (feed.type) {
    case "photo":
      return feed.files.length ? <PhotoGrid feed={feed} /> : null;
    case "video":
      return first ? (
        <VideoPlayer
          src={first.url}
          type={first.mimeType}
          poster={feed.thumbnail?.url}
          label={`Video by ${feed.performer.name}`}
        />
      ) : null;
    case "audio":
      return first ? (
        <div className="flex items-center gap-3 rounded-xl border border-line bg-surface-muted/40 p-3">
          {feed.thumbnail?.url ? (
            <Photo
              sizes="avatar"
              src={feed.thumbnail.url}
              alt=""
              className="size-14 rounded-lg object-cover"
            />
          ) : null}
          {/* biome-ignore lint/a11y/useMediaCaption: creator audio has no captions to offer */}
          <audio
            src={first.url}
            controls
            preload="metadata"
            className="w-full"
            aria-label={`Audio by ${feed.performer.name}`}
          />
        </div>
      ) : null;
    default:
      return null;
  }
}

function Crowdfunding({ feed, own }: { feed: FeedItem; own: boolean }) {
  const c = feed.crowdfunding;
  if (!c) return null;
  const pct = c.goal > 0 ? Math.min(100, Math.round((c.raised / c.goal) * 100)) : 0;
  return (
    <div
      className="space-y-2 rounded-xl border border-line bg-surface-muted/40 p-4"
      data-testid="crowdfunding"
    >
      {c.title ? <p className="font-semibold text-ink">{c.title}</p> : null}
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-semibold text-ink">{tokenAmount(c.raised)} raised</span>
        <span className="text-ink-muted">of {tokenAmount(c.goal)}</span>
      </div>
      <p className="sr-only">{pct}% of the goal raised</p>
      <div className="h-2.5 overflow-hidden rounded-full bg-surface-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-emerald-500" style={{ width: `${pct}%` }} />
      </div>
      <p className="text-xs text-ink-subtle">
        {plural(c.contributors, "backer")} · {c.isClosed ? "Closed" : `Ends ${formatDateTime(c.deadline)}`}
      </p>
      {c.isClosed || own ? null : <ContributeButton crowdfundingId={c._id} title={c.title} />}
    </div>
  );
}

function StreamAnnouncement({ feed }: { feed: FeedItem }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 dark:border-brand-900/60 dark:bg-brand-900/20">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
        <BroadcastIcon className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-ink">{feed.streamTitle || "Live stream"}</p>
        <p className="text-sm text-ink-muted">Goes live {formatDateTime(feed.streamScheduledAt)}</p>
      </div>
    </div>
  );
}

/** The post's badges (pinned, scheduled, for sale); the card leaves the place out when it has none. */
function Badges({ feed, scheduled }: { feed: FeedItem; scheduled: boolean }) {
  return (
    <div className="flex shrink-0 items-center gap-1.5">
      {feed.isPinned ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
          <PinIcon className="size-3.5" /> Pinned
        </span>
      ) : null}
      {scheduled ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-800 dark:bg-amber-900/40 dark:text-amber-200">
          <ClockIcon className="size-3.5" /> {formatDateTime(feed.scheduleAt)}
        </span>
      ) : null}
      {feed.isSale ? (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200">
          {tokenAmount(feed.price)}
        </span>
      ) : null}
    </div>
  );
}

export function FeedCard({
  feed,
  viewerId,
  linkToPage = true,
}: {
  feed: FeedItem;
  viewerId?: string | null;
  linkToPage?: boolean;
}) {
  const own = viewerId === feed.performerId;
  const loginTo = useLoginHref();
  const scheduled = feed.scheduleAt && !feed.publishedAt;
  return (
    <article
      className="feed-card"
      data-testid="feed-card"
      data-feed-id={feed._id}
      data-locked={feed.isLocked ? "true" : "false"}
      aria-label={`Post by ${feed.performer.name}`}
    >
      <header className="feed-head">
        <Link to={profilePath(feed.performer)} className="shrink-0">
          <Avatar src={feed.performer.avatar} name={feed.performer.name} size="sm" />
        </Link>
        <div className="min-w-0 flex-1">
          <Link to={profilePath(feed.performer)} className="feed-author">
            {feed.performer.name || feed.performer.username}
          </Link>
          <p className="feed-meta">
            {feed.performer.username ? `@${feed.performer.username} · ` : ""}
            <TimeAgo iso={feed.publishedAt ?? feed.createdAt} />
          </p>
        </div>
        {feed.isPinned || scheduled || feed.isSale ? <Badges feed={feed} scheduled={!!scheduled} /> : null}
      </header>

      {feed.text ? (
        <div
          className="prose-content feed-text"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write (functions/lib/rich-text.ts); a locked post carries an escaped preview
          dangerouslySetInnerHTML={{ __html: feed.text }}
        />
      ) : null}

      {feed.type === "scheduled-stream" ? <StreamAnnouncement feed={feed} /> : null}
      {feed.poll ? (
        <Poll feedId={feed._id} poll={feed.poll} cannotVote={pollRefusal(viewerId, own, loginTo)} />
      ) : null}
      {feed.type === "crowdfunding" ? <Crowdfunding feed={feed} own={own} /> : null}
      <FeedMedia feed={feed} />

      <footer className="feed-foot">
        <LikeButton
          objectType="feed"
          objectId={feed._id}
          liked={feed.isLiked}
          count={feed.totalLike}
          disabled={!viewerId || feed.isLocked}
        />
        {linkToPage ? (
          <Link
            to={`/feeds/${feed._id}`}
            className="feed-action font-medium"
            aria-label={plural(feed.totalComment, "comment")}
          >
            <CommentIcon className="size-5" />
            <span>{feed.totalComment}</span>
          </Link>
        ) : (
          <span className="inline-flex items-center gap-1.5 px-2.5 py-1.5 text-sm text-ink-muted">
            <CommentIcon className="size-5" />
            {feed.totalComment}
          </span>
        )}
        <div className="ml-auto flex items-center">
          {own ? (
            <Link
              to="/studio/posts"
              className="rounded-full px-2.5 py-1.5 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink"
            >
              Manage
            </Link>
          ) : viewerId ? (
            <ReportButton targetType="feed" targetId={feed._id} compact />
          ) : null}
          <BookmarkButton
            objectType="feed"
            objectId={feed._id}
            bookmarked={feed.isBookmarked}
            disabled={!viewerId}
          />
        </div>
      </footer>
    </article>
  );
}
