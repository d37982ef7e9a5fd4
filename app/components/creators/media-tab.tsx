import type { FeedType } from "../../../drizzle/schema/feeds";
import { AssetGrid, type AssetTile } from "../content/feed/asset-card";
import { Timeline, type TimelinePage } from "../content/feed/timeline";
import { EmptyState } from "../ui/empty-state";
import { Pager } from "../ui/pager";

/**
 * A profile's Photos or Videos tab: what its count in the tab label counts (performers/stats.ts),
 * the posts of that kind (locked or not, as in the timeline) and the photos or videos published
 * outside posts (galleries, the video library), each under its own heading when both have some.
 */
export function MediaTab({
  type,
  noun,
  posts,
  tiles,
  total,
  limit,
  offset,
  performerId,
  viewerId,
}: {
  type: Extract<FeedType, "photo" | "video">;
  /** "Photos", "Videos". */
  noun: string;
  posts: TimelinePage;
  tiles: AssetTile[];
  total: number;
  limit: number;
  offset: number;
  performerId: string;
  viewerId: string | null;
}) {
  const hasPosts = posts.total > 0 || Boolean(posts.error);
  if (!hasPosts && tiles.length === 0) return <EmptyState title={`No ${noun.toLowerCase()} yet`} />;
  const both = hasPosts && tiles.length > 0;
  const heading = "mb-3 text-sm font-semibold tracking-wide text-ink-muted uppercase";
  return (
    <div className="space-y-8">
      {hasPosts && offset === 0 ? (
        <section aria-label={`${noun} in posts`} className="mx-auto max-w-2xl">
          {both ? <h2 className={heading}>In posts</h2> : null}
          <Timeline
            key={`${performerId}-${type}`}
            initial={posts}
            performerId={performerId}
            type={type}
            viewerId={viewerId}
          />
        </section>
      ) : null}
      {tiles.length > 0 ? (
        <section aria-label={type === "photo" ? "In galleries" : "In the video library"}>
          {both ? (
            <h2 className={heading}>{type === "photo" ? "In galleries" : "In the video library"}</h2>
          ) : null}
          <AssetGrid tiles={tiles} label={noun} />
          <Pager total={total} limit={limit} offset={offset} />
        </section>
      ) : null}
    </div>
  );
}
