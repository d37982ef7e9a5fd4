/**
 * Fans' side of feeds: the home timeline, a creator's public timeline, one post, and poll votes.
 * Only active posts whose time has come are shown; blocks and country blocks hide the creator.
 */
import { type AnyColumn, and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { type FeedType, feeds, pollOptions, polls, pollVotes } from "../../drizzle/schema/feeds";
import { performerProfiles } from "../../drizzle/schema/performers";
import { follows } from "../../drizzle/schema/social";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { users } from "../../drizzle/schema/users";
import { assertCanSeePerformer, performerNotHidden, visiblePerformerId } from "../access/service";
import { AppError, fieldError } from "../errors";
import { requireUser, type Viewer } from "../identity/viewer";
import { inJson, orderFor, sortColumns } from "../lib/d1";
import type { Deps } from "../lib/deps";
import { countView, type Visitor } from "../reactions/views";
import { presentFeed, presentFeeds, presentPoll } from "./present";
import { findFeed, pollsByFeed, visibleToFans } from "./repo";
import type { UserFeedQueryInput, UserFeedSort } from "./schemas";

/**
 * Creators on the viewer's home timeline, in one statement: followed or actively subscribed to
 * (and themself, for a creator), active, and not hiding from the viewer (blocks, country).
 */
async function homePerformerIds(deps: Deps, viewer: Viewer, country: string | null): Promise<string[]> {
  const now = deps.clock.now();
  const own = viewer.isPerformer ? sql` union select ${viewer.id}` : sql``;
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`${users.id} in (select ${follows.performerId} from ${follows} where ${follows.followerId} = ${viewer.id}
          union select ${subscriptions.performerId} from ${subscriptions} where ${subscriptions.userId} = ${viewer.id}
            and ${subscriptions.status} = 'active' and ${subscriptions.expiresAt} > ${now}${own})`,
        eq(users.status, "active"),
        performerNotHidden(viewer, country, users.id),
      ),
    );
  return rows.map((r) => r.id);
}

/** The same table under another name, for the per-creator subquery of the home timeline. */
const newer = alias(feeds, "newer");

/** What `sortBy` may name; publishedAt is when fans first saw the post (visible_at). */
const USER_FEED_SORT_COLUMNS = sortColumns<UserFeedSort>({
  publishedAt: feeds.visibleAt,
  totalLike: feeds.totalLike,
  totalComment: feeds.totalComment,
  totalView: feeds.totalView,
});

/**
 * How many posts these creators show fans, without walking them: the creators' published totals
 * (kept by recountPerformerStats on every write) plus the visible posts not stamped published yet
 * (scheduled posts whose time came before the cron job ran). With a type filter the total is
 * not kept anywhere: count the matching posts through the timeline index.
 */
function visibleTotal(deps: Deps, performerIds: readonly string[], now: number, type: FeedType | undefined) {
  if (type) {
    return deps.db
      .select({ total: sql<number>`count(*)` })
      .from(feeds)
      .where(and(inJson(feeds.performerId, performerIds), visibleToFans(now), eq(feeds.type, type)));
  }
  const published = deps.db
    .select({ n: sql<number>`coalesce(sum(${performerProfiles.totalPosts}), 0)` })
    .from(performerProfiles)
    .where(inJson(performerProfiles.userId, performerIds));
  const pending = deps.db
    .select({ n: sql<number>`count(*)` })
    .from(feeds)
    .where(and(isNull(feeds.publishedAt), visibleToFans(now), inJson(feeds.performerId, performerIds)));
  return deps.db.select({ total: sql<number>`${published} + ${pending}` }).from(sql`(select 1)`);
}

/**
 * GET /user/feeds. With performerId (id or username): that creator's public timeline, pinned
 * posts first, for anyone allowed to see the creator. Without: the logged-in viewer's home
 * timeline from the creators they follow or subscribe to. Newest first unless `sort`/`sortBy` say otherwise.
 *
 * Both read rows in proportion to the page, not to the creators' history: a creator's timeline
 * walks feeds_profile_idx in its order; the home timeline takes each creator's newest
 * `offset + limit` posts through feeds_timeline_idx and sorts only those.
 */
export async function listUserFeeds(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: UserFeedQueryInput,
) {
  const now = deps.clock.now();
  const ofType = (table: { type: AnyColumn }) => (query.type ? eq(table.type, query.type) : undefined);
  // Newest first (the default) is served by the indexes; another order reads the scope and sorts.
  const newestFirst = (query.sortBy ?? "publishedAt") === "publishedAt" && query.sort !== "asc";
  const order = orderFor(query, USER_FEED_SORT_COLUMNS, "publishedAt", feeds.id);
  let performerIds: string[];
  let page: ReturnType<typeof pageOf>;
  const pageOf = (where: SQL | undefined, orderBy: SQL[]) =>
    deps.db
      .select()
      .from(feeds)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(query.offset);
  if (query.performerId) {
    const performerId = await visiblePerformerId(deps, viewer, country, query.performerId);
    performerIds = [performerId];
    page = pageOf(and(eq(feeds.performerId, performerId), visibleToFans(now), ofType(feeds)), [
      desc(feeds.isPinned),
      desc(feeds.pinnedAt),
      ...order,
    ]);
  } else {
    const user = requireUser(viewer);
    performerIds = await homePerformerIds(deps, user, country);
    if (performerIds.length === 0) return { data: [], total: 0 };
    if (newestFirst) {
      const newest = deps.db
        .select({ id: newer.id })
        .from(newer)
        .where(and(sql`${newer.performerId} = creator.value`, visibleToFans(now, newer), ofType(newer)))
        .orderBy(desc(newer.visibleAt), desc(newer.id))
        .limit(query.offset + query.limit);
      page = pageOf(
        sql`${feeds.id} in (select candidate.id from json_each(${JSON.stringify(performerIds)}) creator
          join ${feeds} candidate on candidate.id in ${newest})`,
        order,
      );
    } else {
      page = pageOf(and(inJson(feeds.performerId, performerIds), visibleToFans(now), ofType(feeds)), order);
    }
  }
  const [rows, [{ total }]] = await deps.db.batch([page, visibleTotal(deps, performerIds, now, query.type)]);
  return { data: await presentFeeds(deps, viewer, rows), total };
}

/**
 * A post as a fan may open it: visible to fans (the creator and admins also see their drafts and
 * scheduled posts), from a creator the viewer may see. Hidden posts are a 404.
 */
async function visibleFeed(deps: Deps, viewer: Viewer | null, country: string | null, id: string) {
  const row = await findFeed(deps.db, id);
  const privileged = Boolean(viewer && row && (viewer.id === row.performerId || viewer.isAdmin));
  const now = deps.clock.now();
  const visible = row && row.status === "active" && (row.scheduleAt === null || row.scheduleAt <= now);
  if (!row || !(visible || privileged)) throw new AppError("feed_not_found");
  await assertCanSeePerformer(deps, viewer, country, row.performerId);
  return { row, privileged };
}

/** One post for a fan; opening it counts a view (once a day per viewer; not for its creator or admins). */
export async function getUserFeed(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  id: string,
  visitor: Visitor,
) {
  const { row } = await visibleFeed(deps, viewer, country, id);
  const counted = await countView(deps, viewer, visitor, { type: "feed", id, performerId: row.performerId });
  return presentFeed(deps, viewer, counted ? { ...row, totalView: row.totalView + 1 } : row);
}

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err; e; e = (e as { cause?: unknown }).cause) {
    if (/UNIQUE constraint failed/i.test(String((e as Error).message ?? e))) return true;
  }
  return false;
};

/**
 * One vote per fan and poll, counted atomically: the vote row (whose unique index refuses a
 * second vote, 409) and both counters are written in one batch. No votes once the poll expired.
 */
export async function voteInPoll(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  feedId: string,
  optionId: string,
) {
  const user = requireUser(viewer);
  await visibleFeed(deps, user, country, feedId);
  const found = (await pollsByFeed(deps.db, [feedId])).get(feedId);
  if (!found) throw new AppError("poll_not_found");
  const now = deps.clock.now();
  if (found.poll.expiresAt !== null && found.poll.expiresAt <= now) throw new AppError("poll_closed");
  if (!found.options.some((o) => o.id === optionId)) {
    throw fieldError({ optionId: "Choose one of this poll's options." });
  }
  try {
    await deps.db.batch([
      deps.db
        .insert(pollVotes)
        .values({ id: deps.ids.next(), pollId: found.poll.id, optionId, userId: user.id, createdAt: now }),
      deps.db
        .update(pollOptions)
        .set({ votes: sql`${pollOptions.votes} + 1` })
        .where(eq(pollOptions.id, optionId)),
      deps.db
        .update(polls)
        .set({ totalVotes: sql`${polls.totalVotes} + 1`, updatedAt: now })
        .where(eq(polls.id, found.poll.id)),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("already_voted");
    throw err;
  }
  const updated = (await pollsByFeed(deps.db, [feedId])).get(feedId)!;
  return presentPoll(updated, now, optionId);
}
