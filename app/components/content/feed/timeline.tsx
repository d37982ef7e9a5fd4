/**
 * An infinite list of posts: the page's loader renders the first page, then a sentinel at the
 * bottom asks /resources/timeline for the next page when it scrolls into view (a "Load more"
 * button does the same for keyboards and browsers without IntersectionObserver).
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import type { FeedType } from "../../../../drizzle/schema/feeds";
import { FeedCard, type FeedItem } from "./feed-card";

export interface TimelinePage {
  items: FeedItem[];
  total: number;
  error?: string;
}

export function Timeline({
  initial,
  performerId,
  viewerId,
  empty,
  type,
}: {
  initial: TimelinePage;
  /** A creator's public timeline; without it the viewer's home timeline. */
  performerId?: string;
  /** Only posts of this type (a profile's Photos and Videos tabs). */
  type?: FeedType;
  viewerId?: string | null;
  empty?: React.ReactNode;
}) {
  // The first page comes from the loader (and is revalidated after likes, votes...); pages loaded
  // on scroll are kept beside it so a revalidation does not shrink the list.
  const [more, setMore] = useState<FeedItem[]>([]);
  const [moreTotal, setMoreTotal] = useState<number | null>(null);
  const fetcher = useFetcher<TimelinePage>();
  const sentinel = useRef<HTMLDivElement>(null);
  const firstIds = new Set(initial.items.map((f) => f._id));
  const items = [...initial.items, ...more.filter((f) => !firstIds.has(f._id))];
  const total = moreTotal ?? initial.total;
  const hasMore = items.length < total;
  const loading = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || fetcher.data.error) return;
    const page = fetcher.data;
    setMore((current) => {
      const seen = new Set(current.map((f) => f._id));
      return [...current, ...page.items.filter((f) => !seen.has(f._id))];
    });
    setMoreTotal(page.total);
  }, [fetcher.state, fetcher.data]);

  const loadMore = () => {
    if (loading || !hasMore) return;
    const params = new URLSearchParams({ offset: String(items.length) });
    if (performerId) params.set("performerId", performerId);
    if (type) params.set("type", type);
    fetcher.load(`/resources/timeline?${params}`);
  };
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore]);

  if (initial.error) return <Alert tone="error">{initial.error}</Alert>;
  if (items.length === 0)
    return <>{empty ?? <p className="py-10 text-center text-ink-muted">No posts yet.</p>}</>;

  return (
    <div className="space-y-4" data-testid="timeline">
      {items.map((feed) => (
        <FeedCard key={feed._id} feed={feed} viewerId={viewerId} />
      ))}
      <div ref={sentinel} className="flex justify-center py-4">
        {fetcher.data?.error ? (
          <Alert tone="error">{fetcher.data.error}</Alert>
        ) : loading ? (
          <span className="inline-flex items-center gap-2 text-sm text-ink-muted" role="status">
            <Spinner className="size-4" /> Loading more posts…
          </span>
        ) : hasMore ? (
          <Button variant="secondary" onClick={loadMore}>
            Load more
          </Button>
        ) : (
          <p className="text-sm text-ink-subtle">You're all caught up.</p>
        )}
      </div>
    </div>
  );
}
