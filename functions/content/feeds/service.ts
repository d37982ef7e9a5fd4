/**
 * Creators' side of feeds: uploads, creating, editing, listing and deleting posts, polls and
 * crowdfunding goals. Fans' side (timelines, votes) is in timeline.ts; shaping in present.ts.
 */

import { and, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { crowdfundings, type FeedType, feeds, pollOptions, polls } from "../../../drizzle/schema/feeds";
import { AppError, fieldError } from "../../errors";
import { assertMaySell } from "../../identity/access/verified";
import type { Viewer } from "../../identity/accounts/viewer";
import { deliverFanOut } from "../../identity/notifications/service";
import { recountPerformerStats } from "../../identity/performers/stats";
import { orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { futureTimeError, type InstantInput, instantMs } from "../../lib/instant";
import { toCents } from "../../lib/money";
import { plainText, sanitizeRichText } from "../../lib/rich-text";
import type { MediaKind } from "../../media/kinds";
import { attachFiles, deleteFiles, fileSrcset, fileUrl, storeUpload } from "../../media/upload";
import type { VideoUpload } from "../../media/video-facts";
import { assertNotSold, refundChargesLeftBy } from "../../money/wallet/sold-items";
import { auditOnBehalf } from "../../site/audit/service";
import { forgetItemStatements } from "../../social/reactions/cleanup";
import type { VaultMedia } from "../vault/schemas";
import { vaultFilesToAttach } from "../vault/service";
import { postAnnouncement } from "./announce";
import { feedFileStatements } from "./feed-files";
import { presentCrowdfunding, presentFeed, presentFeeds, presentPoll } from "./present";
import {
  attachedElsewhere,
  type FeedRow,
  filesByIds,
  findCrowdfunding,
  findFeed,
  findPoll,
  textMatches,
} from "./repo";
import type { CreateFeedInput, FeedSort, PerformerFeedQueryInput, UpdateFeedInput } from "./schemas";

type Statement = BatchItem<"sqlite">;
type Details = Record<string, string>;

/** The five feed upload calls and the media kind each stores. */
export const FEED_UPLOAD_KINDS = {
  photo: "feed-photo",
  video: "feed-video",
  audio: "feed-audio",
  thumbnail: "thumbnail",
  teaser: "teaser",
} as const satisfies Record<string, MediaKind>;
export type FeedUploadKind = keyof typeof FEED_UPLOAD_KINDS;

/** Which uploads a post of each type carries in fileIds; other types carry none. */
const FILE_KIND_BY_TYPE: Partial<Record<FeedType, MediaKind>> = {
  photo: "feed-photo",
  video: "feed-video",
  audio: "feed-audio",
};
/** Types that describe something else (a vote, a goal, an announcement) and are never sold. */
const NOT_FOR_SALE: readonly FeedType[] = ["poll", "crowdfunding", "scheduled-stream"];

const toMs = (value: InstantInput | null | undefined): number | null =>
  value === null || value === undefined ? null : instantMs(value);

const runBatch = (deps: Deps, statements: Statement[]) =>
  deps.db.batch(statements as [Statement, ...Statement[]]);

/* ---- Uploads ---- */

export async function uploadFeedFile(
  deps: Deps,
  performerId: string,
  which: FeedUploadKind,
  file: File,
  video?: VideoUpload,
) {
  const row = await storeUpload(deps, { ownerId: performerId, kind: FEED_UPLOAD_KINDS[which], file, video });
  return {
    _id: row.id,
    type: row.type,
    status: row.status,
    url: await fileUrl(deps, row.id),
    srcset: await fileSrcset(deps, row.id, row.mimeType),
    size: row.size,
    duration: row.duration,
    width: row.width,
    height: row.height,
    hasPreview: row.preview !== null,
  };
}

/* ---- Polls and crowdfunding on their own (attached to a post when it is created) ---- */

interface PollDraft {
  question: string;
  options: string[];
  expiresAt?: InstantInput | null;
}

function checkPoll(input: PollDraft, now: number, details: Details, prefix: string) {
  const expiresAt = toMs(input.expiresAt);
  const late = expiresAt === null ? null : futureTimeError(expiresAt, now);
  if (late) details[`${prefix}expiresAt`] = late;
  const seen = new Set(input.options.map((o) => o.trim().toLowerCase()));
  if (seen.size !== input.options.length) details[`${prefix}options`] = "Options must be different.";
  return expiresAt;
}

function pollStatements(deps: Deps, performerId: string, input: PollDraft, feedId: string | null) {
  const now = deps.clock.now();
  const pollId = deps.ids.next();
  const statements: Statement[] = [
    deps.db.insert(polls).values({
      id: pollId,
      performerId,
      feedId,
      question: input.question.trim(),
      expiresAt: toMs(input.expiresAt),
      createdAt: now,
      updatedAt: now,
    }),
    deps.db
      .insert(pollOptions)
      .values(
        input.options.map((text, position) => ({ id: deps.ids.next(), pollId, position, text: text.trim() })),
      ),
  ];
  return { pollId, statements };
}

export async function createPoll(deps: Deps, performerId: string, input: PollDraft) {
  const details: Details = {};
  checkPoll(input, deps.clock.now(), details, "");
  if (Object.keys(details).length) throw fieldError(details);
  const { pollId, statements } = pollStatements(deps, performerId, input, null);
  await runBatch(deps, statements);
  const found = await findPoll(deps.db, pollId);
  return presentPoll(found!, deps.clock.now(), null);
}

interface CrowdfundingDraft {
  title?: string;
  goal: number;
  deadline: InstantInput;
}

function checkCrowdfunding(input: CrowdfundingDraft, now: number, details: Details, prefix: string) {
  const deadline = toMs(input.deadline);
  const late = deadline === null ? "Choose a deadline." : futureTimeError(deadline, now);
  if (late) details[`${prefix}deadline`] = late;
  if (toCents(input.goal) <= 0) details[`${prefix}goal`] = "Must be at least 0.01.";
}

function crowdfundingInsert(
  deps: Deps,
  performerId: string,
  input: CrowdfundingDraft,
  feedId: string | null,
) {
  const now = deps.clock.now();
  const id = deps.ids.next();
  const statement = deps.db.insert(crowdfundings).values({
    id,
    performerId,
    feedId,
    title: input.title?.trim() ?? "",
    goal: toCents(input.goal),
    deadline: toMs(input.deadline)!,
    createdAt: now,
    updatedAt: now,
  });
  return { id, statement };
}

export async function createCrowdfunding(deps: Deps, performerId: string, input: CrowdfundingDraft) {
  const details: Details = {};
  checkCrowdfunding(input, deps.clock.now(), details, "");
  if (Object.keys(details).length) throw fieldError(details);
  const { id, statement } = crowdfundingInsert(deps, performerId, input, null);
  await runBatch(deps, [statement]);
  return presentCrowdfunding((await findCrowdfunding(deps.db, id))!, deps.clock.now());
}

/* ---- Posts ---- */

/** A post's own columns as a create or an edit will leave them. */
interface FeedDraft {
  type: FeedType;
  text: string;
  fileIds: string[];
  thumbnailFileId: string | null;
  teaserFileId: string | null;
  isSale: boolean;
  price: number;
  isPinned: boolean;
  status: FeedRow["status"];
  scheduleAt: number | null;
  streamScheduledAt: number | null;
  streamTitle: string | null;
}

/** Rules on the post's own fields. `changed` tells which times were set in this request. */
function checkDraft(
  draft: FeedDraft,
  now: number,
  details: Details,
  changed: { scheduleAt: boolean; streamScheduledAt: boolean },
) {
  if (draft.type === "text" && !plainText(draft.text)) details.text = "Write something to post.";
  if (draft.isSale) {
    if (NOT_FOR_SALE.includes(draft.type)) details.isSale = `A ${draft.type} post cannot be sold.`;
    else if (draft.price <= 0) details.price = "A post for sale needs a price above 0.";
  }
  const scheduleLate =
    changed.scheduleAt && draft.scheduleAt !== null ? futureTimeError(draft.scheduleAt, now) : null;
  if (scheduleLate) details.scheduleAt = scheduleLate;
  if (draft.type === "scheduled-stream") {
    if (draft.streamScheduledAt === null) details.streamScheduledAt = "When does the stream start?";
    else if (changed.streamScheduledAt) {
      const streamLate = futureTimeError(draft.streamScheduledAt, now);
      if (streamLate) details.streamScheduledAt = streamLate;
    }
    if (!draft.streamTitle) details.streamTitle = "Give the stream a title.";
  } else if (draft.streamScheduledAt !== null || draft.streamTitle) {
    details.streamScheduledAt = "Only for scheduled-stream posts.";
  }
}

/** Which media a post of each type takes from the vault (its own kind of upload, or any from the vault). */
const VAULT_MEDIA_BY_TYPE: Partial<Record<FeedType, VaultMedia>> = {
  photo: "photo",
  video: "video",
  audio: "audio",
};

/**
 * The post's files from the vault (`vaultFileIds`): the creator's own (404 otherwise), of the
 * post's media. They may be used elsewhere too; this post's access rule decides who sees them here.
 */
async function vaultFilesFor(deps: Deps, performerId: string, type: FeedType, ids: string[] | undefined) {
  if (!ids?.length) return [];
  const media = VAULT_MEDIA_BY_TYPE[type];
  if (!media) throw fieldError({ vaultFileIds: `A ${type} post has no files.` });
  return (await vaultFilesToAttach(deps, performerId, ids, [media])).map((f) => f.id);
}

/**
 * Every referenced upload must be the creator's own, of the right kind, and not used elsewhere;
 * `trusted` files (from the vault, or already in this post) were checked when they were attached.
 */
async function checkFiles(
  deps: Deps,
  performerId: string,
  draft: FeedDraft,
  feedId: string | null,
  details: Details,
  trusted: ReadonlySet<string>,
) {
  const wanted = FILE_KIND_BY_TYPE[draft.type];
  if (!wanted && draft.fileIds.length > 0) details.fileIds = `A ${draft.type} post has no files.`;
  if (wanted && draft.fileIds.length === 0) details.fileIds = `Add at least one ${draft.type}.`;
  if (new Set(draft.fileIds).size !== draft.fileIds.length) details.fileIds = "A file is listed twice.";
  const rows = await filesByIds(deps.db, [
    ...draft.fileIds,
    ...([draft.thumbnailFileId, draft.teaserFileId].filter(Boolean) as string[]),
  ]);
  const check = (field: string, id: string, kind: MediaKind | undefined) => {
    const file = rows.get(id);
    if (!file || file.ownerId !== performerId) details[field] ??= `${id} is not one of your uploads.`;
    else if (kind && file.type !== kind) details[field] ??= `${id} is not a ${kind} upload.`;
    else if (file.status === "error") details[field] ??= `${id} could not be processed.`;
    else if (attachedElsewhere(file, feedId)) details[field] ??= `${id} is already used elsewhere.`;
  };
  if (wanted) for (const id of draft.fileIds) if (!trusted.has(id)) check("fileIds", id, wanted);
  if (draft.thumbnailFileId) check("thumbnailFileId", draft.thumbnailFileId, "thumbnail");
  if (draft.teaserFileId) check("teaserFileId", draft.teaserFileId, "teaser");
}

const draftFileIds = (d: Pick<FeedDraft, "fileIds" | "thumbnailFileId" | "teaserFileId">) =>
  [...d.fileIds, d.thumbnailFileId, d.teaserFileId].filter(Boolean) as string[];

/** pollId / poll and crowdfundingId / crowdfunding of a request: which existing one to use, or a new one. */
async function checkAttachments(
  deps: Deps,
  performerId: string,
  type: FeedType,
  input: Pick<CreateFeedInput, "pollId" | "poll" | "crowdfundingId" | "crowdfunding">,
  feedId: string | null,
  details: Details,
  required: boolean,
) {
  const now = deps.clock.now();
  if (type === "poll") {
    if (input.pollId && input.poll) details.poll = "Send either pollId or poll, not both.";
    else if (input.pollId) {
      const found = await findPoll(deps.db, input.pollId);
      if (!found || found.poll.performerId !== performerId) details.pollId = "No such poll of yours.";
      else if (found.poll.feedId && found.poll.feedId !== feedId)
        details.pollId = "This poll is used elsewhere.";
    } else if (input.poll) checkPoll(input.poll, now, details, "poll.");
    else if (required) details.poll = "A poll post needs a poll.";
  } else if (input.pollId || input.poll) details.poll = "Only poll posts have a poll.";

  if (type === "crowdfunding") {
    if (input.crowdfundingId && input.crowdfunding) {
      details.crowdfunding = "Send either crowdfundingId or crowdfunding, not both.";
    } else if (input.crowdfundingId) {
      const found = await findCrowdfunding(deps.db, input.crowdfundingId);
      if (!found || found.performerId !== performerId) details.crowdfundingId = "No such goal of yours.";
      else if (found.feedId && found.feedId !== feedId)
        details.crowdfundingId = "This goal is used elsewhere.";
    } else if (input.crowdfunding) checkCrowdfunding(input.crowdfunding, now, details, "crowdfunding.");
    else if (required) details.crowdfunding = "A crowdfunding post needs a goal and a deadline.";
  } else if (input.crowdfundingId || input.crowdfunding) {
    details.crowdfunding = "Only crowdfunding posts have a goal.";
  }
}

/** Statements that link the requested poll and crowdfunding goal to the post. */
function attachmentStatements(
  deps: Deps,
  performerId: string,
  feedId: string,
  input: Pick<CreateFeedInput, "pollId" | "poll" | "crowdfundingId" | "crowdfunding">,
): Statement[] {
  const now = deps.clock.now();
  const out: Statement[] = [];
  if (input.poll) out.push(...pollStatements(deps, performerId, input.poll, feedId).statements);
  if (input.pollId) {
    out.push(
      deps.db
        .update(polls)
        .set({ feedId, updatedAt: now })
        .where(and(eq(polls.id, input.pollId), eq(polls.performerId, performerId), isNull(polls.feedId))),
    );
  }
  if (input.crowdfunding)
    out.push(crowdfundingInsert(deps, performerId, input.crowdfunding, feedId).statement);
  if (input.crowdfundingId) {
    out.push(
      deps.db
        .update(crowdfundings)
        .set({ feedId, updatedAt: now })
        .where(
          and(
            eq(crowdfundings.id, input.crowdfundingId),
            eq(crowdfundings.performerId, performerId),
            isNull(crowdfundings.feedId),
          ),
        ),
    );
  }
  return out;
}

export async function createFeed(deps: Deps, performer: Viewer, input: CreateFeedInput) {
  const now = deps.clock.now();
  const isSale = input.isSale ?? false;
  const fromVault = await vaultFilesFor(deps, performer.id, input.type, input.vaultFileIds);
  const draft: FeedDraft = {
    type: input.type,
    text: sanitizeRichText(input.text),
    fileIds: [...(input.fileIds ?? []), ...fromVault],
    thumbnailFileId: input.thumbnailFileId ?? null,
    teaserFileId: input.teaserFileId ?? null,
    isSale,
    price: isSale ? toCents(input.price ?? 0) : 0,
    isPinned: input.isPinned ?? false,
    status: input.status ?? "active",
    scheduleAt: toMs(input.scheduleAt),
    streamScheduledAt: toMs(input.streamScheduledAt),
    streamTitle: input.streamTitle?.trim() || null,
  };
  const details: Details = {};
  checkDraft(draft, now, details, { scheduleAt: true, streamScheduledAt: true });
  const trusted = new Set(fromVault);
  await checkFiles(deps, performer.id, draft, null, details, trusted);
  await checkAttachments(deps, performer.id, draft.type, input, null, details, true);
  if (Object.keys(details).length) throw fieldError(details);
  await assertMaySell(deps, performer.id, draft.isSale);

  const id = deps.ids.next();
  const published = draft.status === "active" && draft.scheduleAt === null;
  const announced = published ? postAnnouncement(deps, { ...draft, id, performerId: performer.id }) : null;
  await runBatch(deps, [
    deps.db.insert(feeds).values({
      id,
      performerId: performer.id,
      ...draft,
      pinnedAt: draft.isPinned ? now : null,
      publishedAt: published ? now : null,
      createdAt: now,
      updatedAt: now,
    }),
    ...feedFileStatements(deps.db, id, performer.id, draft, false),
    ...attachmentStatements(deps, performer.id, id, input),
    recountPerformerStats(deps, performer.id),
    ...(announced ? [announced.statement] : []),
  ]);
  if (announced) deliverFanOut(deps, announced.fanOutId);
  await attachFiles(
    deps,
    draftFileIds(draft).filter((fileId) => !trusted.has(fileId)),
    performer.id,
    "feed",
    id,
  );
  return presentFeed(deps, performer, (await findFeed(deps.db, id))!);
}

/** The creator's own post (admins may read and delete any); anyone else gets a 404. */
async function ownFeed(deps: Deps, viewer: Viewer, id: string, allowAdmin: boolean): Promise<FeedRow> {
  const row = await findFeed(deps.db, id);
  if (!row || (row.performerId !== viewer.id && !(allowAdmin && viewer.isAdmin))) {
    throw new AppError("feed_not_found");
  }
  return row;
}

export async function updateFeed(deps: Deps, performer: Viewer, id: string, input: UpdateFeedInput) {
  const now = deps.clock.now();
  const existing = await ownFeed(deps, performer, id, false);
  const isSale = input.isSale ?? existing.isSale;
  const fromVault = await vaultFilesFor(deps, performer.id, existing.type, input.vaultFileIds);
  const draft: FeedDraft = {
    type: existing.type,
    text: input.text === undefined ? existing.text : sanitizeRichText(input.text),
    fileIds: [...(input.fileIds ?? existing.fileIds), ...fromVault],
    thumbnailFileId: input.thumbnailFileId === undefined ? existing.thumbnailFileId : input.thumbnailFileId,
    teaserFileId: input.teaserFileId === undefined ? existing.teaserFileId : input.teaserFileId,
    isSale,
    price: isSale ? (input.price === undefined ? existing.price : toCents(input.price)) : 0,
    isPinned: input.isPinned ?? existing.isPinned,
    status: input.status ?? existing.status,
    scheduleAt: input.scheduleAt === undefined ? existing.scheduleAt : toMs(input.scheduleAt),
    streamScheduledAt:
      input.streamScheduledAt === undefined ? existing.streamScheduledAt : toMs(input.streamScheduledAt),
    streamTitle: input.streamTitle === undefined ? existing.streamTitle : input.streamTitle?.trim() || null,
  };
  const details: Details = {};
  checkDraft(draft, now, details, {
    scheduleAt: draft.scheduleAt !== existing.scheduleAt,
    streamScheduledAt: draft.streamScheduledAt !== existing.streamScheduledAt,
  });
  const trusted = new Set([...fromVault, ...draftFileIds(existing)]);
  await checkFiles(deps, performer.id, draft, id, details, trusted);
  await checkAttachments(deps, performer.id, draft.type, input, id, details, false);
  if (Object.keys(details).length) throw fieldError(details);
  await assertMaySell(deps, performer.id, draft.isSale);

  const statements: Statement[] = [];
  const replacesPoll = Boolean(input.poll) || (input.pollId !== undefined && input.pollId !== null);
  const replacesGoal =
    Boolean(input.crowdfunding) || (input.crowdfundingId !== undefined && input.crowdfundingId !== null);
  if (replacesPoll) {
    const [current] = await deps.db.select().from(polls).where(eq(polls.feedId, id)).limit(1);
    if (current && current.id !== input.pollId) {
      if (current.totalVotes > 0) {
        throw new AppError("poll_has_votes");
      }
      statements.push(deps.db.delete(polls).where(eq(polls.id, current.id)));
    }
  }
  if (replacesGoal) {
    const [current] = await deps.db.select().from(crowdfundings).where(eq(crowdfundings.feedId, id)).limit(1);
    if (current && current.id !== input.crowdfundingId) {
      if (current.raised > 0) {
        throw new AppError("goal_has_contributions");
      }
      statements.push(deps.db.delete(crowdfundings).where(eq(crowdfundings.id, current.id)));
    }
  }

  // Visible to fans now: published (once) now. Moved back into the future: hidden until the cron job.
  let publishedAt = existing.publishedAt;
  if (draft.scheduleAt !== null && draft.scheduleAt > now) publishedAt = null;
  else if (draft.status === "active" && publishedAt === null) publishedAt = draft.scheduleAt ?? now;
  const pinnedAt = draft.isPinned ? (existing.isPinned ? existing.pinnedAt : now) : null;
  // Published by this edit (a draft made active, a scheduled post moved to now): subscribers are told.
  const announced =
    existing.publishedAt === null && publishedAt !== null
      ? postAnnouncement(deps, { ...draft, id, performerId: existing.performerId })
      : null;

  await runBatch(deps, [
    ...statements,
    deps.db
      .update(feeds)
      .set({ ...draft, publishedAt, pinnedAt, updatedAt: now })
      .where(eq(feeds.id, id)),
    ...feedFileStatements(deps.db, id, existing.performerId, draft, true),
    ...attachmentStatements(deps, performer.id, id, {
      poll: input.poll,
      pollId: input.pollId ?? undefined,
      crowdfunding: input.crowdfunding,
      crowdfundingId: input.crowdfundingId ?? undefined,
    }),
    recountPerformerStats(deps, performer.id),
    ...(announced ? [announced.statement] : []),
  ]);
  if (announced) deliverFanOut(deps, announced.fanOutId);

  const kept = new Set(draftFileIds(draft));
  await attachFiles(
    deps,
    [...kept].filter((fileId) => !trusted.has(fileId)),
    performer.id,
    "feed",
    id,
  );
  await deleteFiles(
    deps,
    draftFileIds(existing).filter((fileId) => !kept.has(fileId)),
  );
  return presentFeed(deps, performer, (await findFeed(deps.db, id))!);
}

/**
 * Deletes a post with its poll, goal, likes, comments and files. The creator or an admin (audited);
 * `alsoInBatch` runs with it (a moderator resolving the reports on it).
 */
export async function deleteFeed(deps: Deps, viewer: Viewer, id: string, alsoInBatch: Statement[] = []) {
  const row = await ownFeed(deps, viewer, id, true);
  await assertNotSold(deps, { type: "feed", id });
  await runBatch(deps, [
    ...forgetItemStatements(deps, "feed", id),
    deps.db.delete(feeds).where(eq(feeds.id, id)),
    recountPerformerStats(deps, row.performerId),
    ...auditOnBehalf(deps, viewer, row.performerId, "feed.delete", { type: "feed", id }),
    ...alsoInBatch,
  ]);
  await refundChargesLeftBy(deps, { type: "feed", id });
  await deleteFiles(deps, draftFileIds(row));
  return { deleted: true as const };
}

export async function getPerformerFeed(deps: Deps, viewer: Viewer, id: string) {
  return presentFeed(deps, viewer, await ownFeed(deps, viewer, id, true));
}

const FEED_SORT_COLUMNS = sortColumns<FeedSort>({
  createdAt: feeds.createdAt,
  updatedAt: feeds.updatedAt,
  scheduleAt: feeds.scheduleAt,
  publishedAt: feeds.publishedAt,
  totalLike: feeds.totalLike,
  totalComment: feeds.totalComment,
  totalView: feeds.totalView,
});

/** The creator's own posts in every status, newest first unless sorted otherwise. */
export async function listPerformerFeeds(deps: Deps, performer: Viewer, query: PerformerFeedQueryInput) {
  const where = and(
    eq(feeds.performerId, performer.id),
    query.type ? eq(feeds.type, query.type) : undefined,
    query.status ? eq(feeds.status, query.status) : undefined,
    query.q ? textMatches(query.q) : undefined,
  );
  const { rows, total } = await selectPage(deps.db, {
    from: feeds,
    where,
    orderBy: orderFor(query, FEED_SORT_COLUMNS, "createdAt", feeds.id),
    paging: query,
  });
  return { data: await presentFeeds(deps, performer, rows), total };
}
