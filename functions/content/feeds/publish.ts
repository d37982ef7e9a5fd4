import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { feeds } from "../../../drizzle/schema/feeds";
import { deliverFanOut } from "../../identity/notifications/service";
import { recountPerformerStats } from "../../identity/performers/stats";
import type { Deps } from "../../lib/deps";
import { postAnnouncement } from "./announce";
import { inJson } from "./repo";

/** How many due posts one run publishes; the rest wait for the next minute. */
const BATCH_LIMIT = 200;

/**
 * Cron job: publishes scheduled posts whose time has come. Fans already see them from
 * `scheduleAt` on (visibility is decided at query time); this stamps `publishedAt` and recounts
 * the creators' totals. Idempotent: only rows still unpublished are touched, and the counts
 * are recounted, not incremented.
 */
export async function publishScheduledFeeds(deps: Deps): Promise<{ published: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({
      id: feeds.id,
      performerId: feeds.performerId,
      text: feeds.text,
      isSale: feeds.isSale,
      price: feeds.price,
    })
    .from(feeds)
    .where(
      and(
        eq(feeds.status, "active"),
        isNull(feeds.publishedAt),
        isNotNull(feeds.scheduleAt),
        lte(feeds.scheduleAt, now),
      ),
    )
    .limit(BATCH_LIMIT);
  if (due.length === 0) return { published: 0 };
  // Before the update, each only while its post is still unpublished (a concurrent run did not).
  const announced = due.map((post) =>
    postAnnouncement(
      deps,
      post,
      sql`EXISTS (SELECT 1 FROM ${feeds} WHERE ${feeds.id} = ${post.id} AND ${feeds.publishedAt} IS NULL)`,
    ),
  );
  const statements: BatchItem<"sqlite">[] = [
    ...announced.map((a) => a.statement),
    deps.db
      .update(feeds)
      .set({ publishedAt: sql`${feeds.scheduleAt}` })
      .where(
        and(
          inJson(
            feeds.id,
            due.map((d) => d.id),
          ),
          isNull(feeds.publishedAt),
        ),
      ),
    ...[...new Set(due.map((d) => d.performerId))].map((performerId) =>
      recountPerformerStats(deps, performerId),
    ),
  ];
  await deps.db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  for (const a of announced) deliverFanOut(deps, a.fanOutId);
  return { published: due.length };
}
