import { and, desc, eq, sql } from "drizzle-orm";
import { performerProfiles } from "../../../drizzle/schema/performers";
import { follows } from "../../../drizzle/schema/social";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import { assertCanSeePerformer, performerNotHidden } from "../../identity/access/service";
import type { Viewer } from "../../identity/accounts/viewer";
import { deliverNotifications, notificationStatement } from "../../identity/notifications/service";
import { type PerformerCard, performerCards } from "../../identity/performers/cards";
import { followDayStatement, unfollowDayStatement } from "../../identity/performers/follow-days";
import { type UserCard, userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import { containsText, selectPage } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import type { Paging } from "../../lib/paging";

/** Upper bound of `GET /follows/following?idsOnly=true`: the client keeps these ids in memory. */
const MAX_FOLLOWED_IDS = 5000;

const followRow = (followerId: string, performerId: string) =>
  sql`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${followerId} AND ${follows.performerId} = ${performerId})`;

async function followerCount(deps: Deps, performerId: string) {
  const [row] = await deps.db
    .select({ total: performerProfiles.totalFollowers })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, performerId));
  return row?.total ?? 0;
}

/**
 * Follows a creator. Idempotent: following again changes nothing and answers the same. The
 * counter moves in the same batch as the row, guarded by NOT EXISTS, so it never double counts.
 */
export async function followPerformer(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  performerId: string,
) {
  if (performerId === viewer.id) throw fieldError({ performerId: "You cannot follow yourself." });
  await assertCanSeePerformer(deps, viewer, country, performerId);
  const now = deps.clock.now();
  await deps.db.batch([
    // Before the row: only a first follow tells the creator.
    notificationStatement(deps, {
      userId: performerId,
      type: "follow",
      actorId: viewer.id,
      object: null,
      text: "started following you.",
      when: sql`NOT ${followRow(viewer.id, performerId)}`,
    }),
    deps.db
      .update(performerProfiles)
      .set({ totalFollowers: sql`${performerProfiles.totalFollowers} + 1` })
      .where(and(eq(performerProfiles.userId, performerId), sql`NOT ${followRow(viewer.id, performerId)}`)),
    followDayStatement(deps, performerId, now, sql`NOT ${followRow(viewer.id, performerId)}`),
    deps.db
      .insert(follows)
      .values({ followerId: viewer.id, performerId, createdAt: now })
      .onConflictDoNothing(),
  ]);
  deliverNotifications(deps, [performerId]);
  return { performerId, isFollowed: true, totalFollowers: await followerCount(deps, performerId) };
}

/**
 * Removes the follow row and its counts together (the follower count, and the follows of the day
 * the row was made); statements to put in a caller's batch too.
 */
export function unfollowStatements(deps: Deps, followerId: string, performerId: string) {
  return [
    deps.db
      .update(performerProfiles)
      .set({ totalFollowers: sql`max(${performerProfiles.totalFollowers} - 1, 0)` })
      .where(and(eq(performerProfiles.userId, performerId), followRow(followerId, performerId))),
    unfollowDayStatement(deps, followerId, performerId),
    deps.db
      .delete(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.performerId, performerId))),
  ] as const;
}

/** Unfollows a creator. Idempotent like following: unfollowing someone not followed changes nothing. */
export async function unfollowPerformer(deps: Deps, viewer: Viewer, performerId: string) {
  await deps.db.batch([...unfollowStatements(deps, viewer.id, performerId)]);
  return { performerId, isFollowed: false, totalFollowers: await followerCount(deps, performerId) };
}

const textFilter = (q: string | undefined) => {
  if (!q) return undefined;
  return containsText([users.name, users.username], q);
};

interface FollowerItem {
  _id: string;
  user: UserCard;
  followedAt: string;
}

/**
 * A creator's followers, newest first (or oldest with sort=asc); q filters by name or username.
 * A follower who is a creator hidden from the viewer (blocks) is left out, as everywhere.
 */
/** Whether one user follows a creator (the messaging rules ask). */
export async function isFollowing(deps: Pick<Deps, "db">, followerId: string, performerId: string) {
  const [row] = await deps.db
    .select({ id: follows.performerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.performerId, performerId)))
    .limit(1);
  return Boolean(row);
}

export async function listFollowers(
  deps: Deps,
  viewer: Viewer,
  country: string | null,
  performerIdParam: string | undefined,
  paging: Paging,
) {
  let performerId: string;
  if (viewer.isAdmin) {
    if (!performerIdParam) throw fieldError({ performerId: "Choose the creator whose followers to list." });
    performerId = performerIdParam;
  } else {
    if (!viewer.isPerformer) throw new AppError("performer_only");
    if (performerIdParam && performerIdParam !== viewer.id) throw new AppError("forbidden");
    performerId = viewer.id;
  }
  const where = and(
    eq(follows.performerId, performerId),
    performerNotHidden(viewer, country, follows.followerId),
    textFilter(paging.q),
  );
  const order = paging.sort === "asc" ? follows.createdAt : desc(follows.createdAt);
  const { rows, total } = await selectPage<{ userId: string; createdAt: number }>(deps.db, {
    fields: { userId: follows.followerId, createdAt: follows.createdAt },
    from: follows,
    join: (q) => q.innerJoin(users, eq(users.id, follows.followerId)),
    where,
    orderBy: [order],
    paging,
  });
  const cards = await userCards(
    deps,
    rows.map((r) => r.userId),
  );
  const data: FollowerItem[] = [];
  for (const r of rows) {
    const user = cards.get(r.userId);
    if (user) data.push({ _id: r.userId, user, followedAt: toIso(r.createdAt)! });
  }
  return { data, total };
}

interface FollowingItem {
  _id: string;
  performer: PerformerCard;
  followedAt: string;
}

/**
 * The creators the viewer follows, with their cards; creators who since blocked the viewer or the
 * viewer's country are left out (their follow stays, so unblocking brings them back).
 */
export async function listFollowing(deps: Deps, viewer: Viewer, country: string | null, paging: Paging) {
  const where = and(
    eq(follows.followerId, viewer.id),
    performerNotHidden(viewer, country, follows.performerId),
    textFilter(paging.q),
  );
  const order = paging.sort === "asc" ? follows.createdAt : desc(follows.createdAt);
  const { rows, total } = await selectPage<{ performerId: string; createdAt: number }>(deps.db, {
    fields: { performerId: follows.performerId, createdAt: follows.createdAt },
    from: follows,
    join: (q) => q.innerJoin(users, eq(users.id, follows.performerId)),
    where,
    orderBy: [order],
    paging,
  });
  const cards = await performerCards(
    deps,
    rows.map((r) => r.performerId),
  );
  const data: FollowingItem[] = [];
  for (const r of rows) {
    const performer = cards.get(r.performerId);
    if (performer) data.push({ _id: r.performerId, performer, followedAt: toIso(r.createdAt)! });
  }
  return { data, total };
}

/** Every followed creator id (up to MAX_FOLLOWED_IDS), newest first: the client's followedIds. */
export async function listFollowedIds(deps: Deps, viewer: Viewer) {
  const rows = await deps.db
    .select({ performerId: follows.performerId })
    .from(follows)
    .where(eq(follows.followerId, viewer.id))
    .orderBy(desc(follows.createdAt))
    .limit(MAX_FOLLOWED_IDS);
  return { data: rows.map((r) => r.performerId), total: rows.length };
}
