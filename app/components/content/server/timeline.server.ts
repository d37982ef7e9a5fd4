/** Pages of a timeline for loaders: the viewer's home timeline or one creator's public posts. */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { UserFeedQuery } from "#functions/content/feeds/schemas";
import { listUserFeeds } from "#functions/content/feeds/timeline";
import { AppError } from "#functions/errors";
import { DEFAULT_MESSAGES } from "~/lib/errors.server";
import type { FeedType } from "../../../../drizzle/schema/feeds";
import type { TimelinePage } from "../feed/timeline";

const TIMELINE_PAGE_SIZE = 10;

/**
 * One page; failures that are about access (blocked, not found) are thrown as AppError for the
 * caller's pageFailure, anything else becomes the generic message (DEFAULT_MESSAGES) on the page.
 */
export async function loadTimelinePage(
  rc: AppLoadContext["rc"],
  options: { performerId?: string; offset?: number | string | null; type?: FeedType },
): Promise<TimelinePage> {
  const query = UserFeedQuery.parse({
    limit: TIMELINE_PAGE_SIZE,
    offset: options.offset ?? 0,
    performerId: options.performerId,
    type: options.type,
  });
  try {
    const { data, total } = await listUserFeeds(rc.deps, rc.viewerRead, rc.country, query);
    return { items: data, total };
  } catch (err) {
    if (err instanceof AppError) throw err;
    console.error(err);
    return { items: [], total: 0, error: DEFAULT_MESSAGES.generic };
  }
}
