import { and, asc, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { crowdfundings, feeds, pollOptions, polls, pollVotes } from "../../drizzle/schema/feeds";
import { files } from "../../drizzle/schema/files";
import { follows, reactions } from "../../drizzle/schema/social";
import { users } from "../../drizzle/schema/users";
import { type Db, likeEscaped } from "../lib/d1";

export type FeedRow = typeof feeds.$inferSelect;
export type PollRow = typeof polls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;
export type CrowdfundingRow = typeof crowdfundings.$inferSelect;
type FileRow = typeof files.$inferSelect;

/**
 * `column IN (ids)` through one JSON parameter: D1 allows at most 100 bound parameters per
 * statement, and a page of posts can reference far more files than that.
 */
export const inJson = (column: SQLiteColumn, ids: readonly string[]): SQL =>
  sql`${column} in (select value from json_each(${JSON.stringify([...new Set(ids)])}))`;

/** What fans may see: active, and either not scheduled or scheduled for a time that has come. */
export const visibleToFans = (now: number): SQL =>
  and(eq(feeds.status, "active"), or(isNull(feeds.scheduleAt), lte(feeds.scheduleAt, now)))!;

/** Newest first by publication time: published, else scheduled, else created. */
export const publicationTime = sql`coalesce(${feeds.publishedAt}, ${feeds.scheduleAt}, ${feeds.createdAt})`;

/** `text LIKE %q%` with the wildcard characters of q taken literally. */
export const textMatches = (q: string): SQL => likeEscaped(feeds.text, q);

export async function findFeed(db: Db, id: string): Promise<FeedRow | null> {
  const [row] = await db.select().from(feeds).where(eq(feeds.id, id)).limit(1);
  return row ?? null;
}

export async function filesByIds(db: Db, ids: readonly string[]): Promise<Map<string, FileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(files).where(inJson(files.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

interface PerformerCard {
  id: string;
  name: string;
  username: string | null;
  avatarFileId: string | null;
}

export async function performerCards(db: Db, ids: readonly string[]): Promise<Map<string, PerformerCard>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, username: users.username, avatarFileId: users.avatarFileId })
    .from(users)
    .where(inJson(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function followedPerformerIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: follows.performerId })
    .from(follows)
    .where(eq(follows.followerId, userId));
  return rows.map((r) => r.id);
}

export interface PollWithOptions {
  poll: PollRow;
  options: PollOptionRow[];
}

export async function pollsByFeed(db: Db, feedIds: readonly string[]): Promise<Map<string, PollWithOptions>> {
  if (feedIds.length === 0) return new Map();
  const rows = await db.select().from(polls).where(inJson(polls.feedId, feedIds));
  return attachOptions(db, rows, (p) => p.feedId as string);
}

export async function findPoll(db: Db, pollId: string): Promise<PollWithOptions | null> {
  const rows = await db.select().from(polls).where(eq(polls.id, pollId)).limit(1);
  const map = await attachOptions(db, rows, (p) => p.id);
  return map.get(pollId) ?? null;
}

async function attachOptions(db: Db, rows: PollRow[], key: (p: PollRow) => string) {
  const out = new Map<string, PollWithOptions>();
  if (rows.length === 0) return out;
  const options = await db
    .select()
    .from(pollOptions)
    .where(
      inJson(
        pollOptions.pollId,
        rows.map((p) => p.id),
      ),
    )
    .orderBy(asc(pollOptions.position));
  for (const poll of rows) {
    out.set(key(poll), { poll, options: options.filter((o) => o.pollId === poll.id) });
  }
  return out;
}

/** pollId -> the option the user chose. */
export async function userVotes(db: Db, userId: string, pollIds: readonly string[]) {
  if (pollIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.userId, userId), inJson(pollVotes.pollId, pollIds)));
  return new Map(rows.map((r) => [r.pollId, r.optionId]));
}

export async function crowdfundingByFeed(db: Db, feedIds: readonly string[]) {
  if (feedIds.length === 0) return new Map<string, CrowdfundingRow>();
  const rows = await db.select().from(crowdfundings).where(inJson(crowdfundings.feedId, feedIds));
  return new Map(rows.map((r) => [r.feedId as string, r]));
}

export async function findCrowdfunding(db: Db, id: string): Promise<CrowdfundingRow | null> {
  const [row] = await db.select().from(crowdfundings).where(eq(crowdfundings.id, id)).limit(1);
  return row ?? null;
}

/** The viewer's likes and bookmarks on these feeds, as "action:feedId" keys. */
export async function userFeedReactions(db: Db, userId: string, feedIds: readonly string[]) {
  if (feedIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ action: reactions.action, objectId: reactions.objectId })
    .from(reactions)
    .where(
      and(
        eq(reactions.userId, userId),
        eq(reactions.objectType, "feed"),
        inJson(reactions.objectId, feedIds),
      ),
    );
  return new Set(rows.map((r) => `${r.action}:${r.objectId}`));
}

/** Files attached to some other record than this feed (they cannot be reused). */
export const attachedElsewhere = (file: FileRow, feedId: string | null) =>
  file.refId !== null && !(file.refType === "feed" && file.refId === feedId);
