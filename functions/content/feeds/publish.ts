import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { feeds } from "../../../drizzle/schema/feeds";
import { recountPerformerStats } from "../../identity/performers/stats";
import type { Deps } from "../../lib/deps";
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
    .select({ id: feeds.id, performerId: feeds.performerId })
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
  const statements: BatchItem<"sqlite">[] = [
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
  return { published: due.length };
}
