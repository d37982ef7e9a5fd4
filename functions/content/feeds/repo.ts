import { type AnyColumn, and, asc, eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { crowdfundings, feeds, pollOptions, polls, pollVotes } from "../../../drizzle/schema/feeds";
import { files } from "../../../drizzle/schema/files";
import { reactions } from "../../../drizzle/schema/social";
import { users } from "../../../drizzle/schema/users";
import { containsText, type Db, inJson } from "../../lib/d1";

export type FeedRow = typeof feeds.$inferSelect;
export type PollRow = typeof polls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;
export type CrowdfundingRow = typeof crowdfundings.$inferSelect;
export type FileRow = typeof files.$inferSelect;

export { inJson };

/**
 * What fans may see: active, and either not scheduled or scheduled for a time that has come.
 * (Timelines walk an index on `visible_at` newest first: the few posts scheduled for later are
 * the first rows this leaves out.)
 */
export const visibleToFans = (now: number, table: Record<"status" | "scheduleAt", AnyColumn> = feeds): SQL =>
  and(eq(table.status, "active"), or(isNull(table.scheduleAt), lte(table.scheduleAt, now)))!;

/** Posts whose text contains q (taken literally, at any length). */
export const textMatches = (q: string): SQL => containsText(feeds.text, q);

export async function findFeed(db: Db, id: string): Promise<FeedRow | null> {
  const [row] = await db.select().from(feeds).where(eq(feeds.id, id)).limit(1);
  return row ?? null;
}

export async function filesByIds(db: Db, ids: readonly string[]): Promise<Map<string, FileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(files).where(inJson(files.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface PerformerCard {
  id: string;
  name: string;
  username: string | null;
  avatarFileId: string | null;
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

export async function findCrowdfunding(db: Db, id: string): Promise<CrowdfundingRow | null> {
  const [row] = await db.select().from(crowdfundings).where(eq(crowdfundings.id, id)).limit(1);
  return row ?? null;
}

/**
 * The lookups that present a page of posts, as statements for one `db.batch` (their text does not
 * depend on the page's length: ids go through one JSON parameter), and how to read their results
 * (the first `statements.length` of the batch's answers, in order).
 */
export function pageLookups(
  db: Db,
  viewerId: string | null,
  feedIds: readonly string[],
  fileIds: readonly string[],
  performerIds: readonly string[],
) {
  const pageIds = JSON.stringify([...new Set(feedIds)]);
  const pagePolls = sql`(select ${polls.id} from ${polls} where ${polls.feedId} in (select value from json_each(${pageIds})))`;
  const statements = [
    db.select().from(files).where(inJson(files.id, fileIds)),
    db
      .select({ id: users.id, name: users.name, username: users.username, avatarFileId: users.avatarFileId })
      .from(users)
      .where(inJson(users.id, performerIds)),
    db.select().from(polls).where(inJson(polls.feedId, feedIds)),
    db
      .select()
      .from(pollOptions)
      .where(sql`${pollOptions.pollId} in ${pagePolls}`)
      .orderBy(asc(pollOptions.position)),
    db.select().from(crowdfundings).where(inJson(crowdfundings.feedId, feedIds)),
    ...(viewerId
      ? [
          db
            .select({ action: reactions.action, objectId: reactions.objectId })
            .from(reactions)
            .where(
              and(
                eq(reactions.userId, viewerId),
                eq(reactions.objectType, "feed"),
                inJson(reactions.objectId, feedIds),
              ),
            ),
          db
            .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
            .from(pollVotes)
            .where(and(eq(pollVotes.userId, viewerId), sql`${pollVotes.pollId} in ${pagePolls}`)),
        ]
      : []),
  ] as const;
  const read = (results: readonly unknown[]) => {
    const [fileRows, cardRows, pollRows, optionRows, fundingRows, reactionRows = [], voteRows = []] =
      results as [
        FileRow[],
        PerformerCard[],
        PollRow[],
        PollOptionRow[],
        CrowdfundingRow[],
        { action: string; objectId: string }[]?,
        { pollId: string; optionId: string }[]?,
      ];
    const pollMap = new Map<string, PollWithOptions>(
      pollRows.map((poll) => [
        poll.feedId as string,
        { poll, options: optionRows.filter((o) => o.pollId === poll.id) },
      ]),
    );
    return {
      files: new Map(fileRows.map((r) => [r.id, r])),
      cards: new Map(cardRows.map((r) => [r.id, r])),
      pollMap,
      fundingMap: new Map(fundingRows.map((r) => [r.feedId as string, r])),
      reacted: new Set(reactionRows.map((r) => `${r.action}:${r.objectId}`)),
      votes: new Map(voteRows.map((r) => [r.pollId, r.optionId])),
    };
  };
  return { statements, read };
}

/** Files attached to some other record than this feed (they cannot be reused). */
export const attachedElsewhere = (file: FileRow, feedId: string | null) =>
  file.refId !== null && !(file.refType === "feed" && file.refId === feedId);
