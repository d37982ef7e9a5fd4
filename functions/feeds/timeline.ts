/**
 * Fans' side of feeds: the home timeline, a creator's public timeline, one post, and poll votes.
 * Only active posts whose time has come are shown; blocks and country blocks hide the creator.
 */
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { feeds, pollOptions, polls, pollVotes } from "../../drizzle/schema/feeds";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { users } from "../../drizzle/schema/users";
import {
  assertCanSeePerformer,
  hiddenPerformerIds,
  subscribedPerformerIds,
  visiblePerformerId,
} from "../access/service";
import { AppError, fieldError } from "../errors";
import { requireUser, type Viewer } from "../identity/viewer";
import { orderFor, selectPage, sortColumns } from "../lib/d1";
import type { Deps } from "../lib/deps";
import { countView, type Visitor } from "../reactions/views";
import { presentFeed, presentFeeds, presentPoll } from "./present";
import { findFeed, followedPerformerIds, inJson, pollsByFeed, publicationTime, visibleToFans } from "./repo";
import type { UserFeedQueryInput, UserFeedSort } from "./schemas";

/** The access helpers bind one parameter per id; D1 allows 100 per statement. */
const ID_CHUNK = 90;

async function inChunks(ids: readonly string[], fn: (chunk: string[]) => Promise<Set<string>>) {
  const out = new Set<string>();
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    for (const id of await fn(ids.slice(i, i + ID_CHUNK))) out.add(id);
  }
  return out;
}

/** Creators on the viewer's home timeline: followed or subscribed (and themself), minus blocks. */
async function homePerformerIds(deps: Deps, viewer: Viewer, country: string | null): Promise<string[]> {
  const [followed, subscribedRows] = await Promise.all([
    followedPerformerIds(deps.db, viewer.id),
    deps.db
      .select({ id: subscriptions.performerId })
      .from(subscriptions)
      .where(eq(subscriptions.userId, viewer.id)),
  ]);
  const subscribed = await inChunks(
    subscribedRows.map((r) => r.id),
    (chunk) => subscribedPerformerIds(deps, viewer.id, chunk),
  );
  const candidates = [...new Set([...followed, ...subscribed, ...(viewer.isPerformer ? [viewer.id] : [])])];
  const hidden = await inChunks(candidates, (chunk) => hiddenPerformerIds(deps, viewer, country, chunk));
  return candidates.filter((id) => !hidden.has(id));
}

const activePerformer = sql`exists (select 1 from ${users} where ${users.id} = ${feeds.performerId} and ${users.status} = 'active')`;

const USER_FEED_SORT_COLUMNS = sortColumns<UserFeedSort>({
  publishedAt: publicationTime,
  totalLike: feeds.totalLike,
  totalComment: feeds.totalComment,
  totalView: feeds.totalView,
});

/**
 * GET /user/feeds. With performerId (id or username): that creator's public timeline, pinned
 * posts first, for anyone allowed to see the creator. Without: the logged-in viewer's home
 * timeline from the creators they follow or subscribe to. Newest first unless `sort`/`sortBy` say otherwise.
 */
export async function listUserFeeds(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: UserFeedQueryInput,
) {
  const now = deps.clock.now();
  let scope: SQL;
  let pinnedFirst: SQL[] = [];
  if (query.performerId) {
    const performerId = await visiblePerformerId(deps, viewer, country, query.performerId);
    scope = eq(feeds.performerId, performerId);
    pinnedFirst = [desc(feeds.isPinned), desc(feeds.pinnedAt)];
  } else {
    const user = requireUser(viewer);
    const performerIds = await homePerformerIds(deps, user, country);
    if (performerIds.length === 0) return { data: [], total: 0 };
    scope = and(inJson(feeds.performerId, performerIds), activePerformer)!;
  }
  const where = and(scope, visibleToFans(now), query.type ? eq(feeds.type, query.type) : undefined);
  const orderBy = [...pinnedFirst, ...orderFor(query, USER_FEED_SORT_COLUMNS, "publishedAt", feeds.id)];
  const { rows, total } = await selectPage(deps.db, { from: feeds, where, orderBy, paging: query });
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
