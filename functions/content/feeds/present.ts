import {
  type AccessViewer,
  type ContentAccess,
  contentAccessLookup,
  contentItem,
  mayShowFile,
} from "../../identity/access/service";
import { toIso } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { toTokens } from "../../lib/money";
import { lockedPreview } from "../../lib/rich-text";
import { fileUrls } from "../../media/upload";
import {
  type CrowdfundingRow,
  type FeedRow,
  type FileRow,
  type PerformerCard,
  type PollWithOptions,
  pageLookups,
} from "./repo";
import type { FeedJson } from "./schemas";

/** Shown when a post has no thumbnail of its own. */
const FALLBACK_THUMBNAIL = "/images/leaf.svg";
const DEFAULT_AVATAR = "/images/default-avatar.svg";
/** Length of the text preview a locked post shows instead of its text. */
const PREVIEW_CHARS = 120;
export function presentPoll(found: PollWithOptions, now: number, votedOptionId: string | null) {
  const { poll, options } = found;
  return {
    _id: poll.id,
    question: poll.question,
    options: options.map((o) => ({ _id: o.id, text: o.text, votes: o.votes })),
    totalVotes: poll.totalVotes,
    expiresAt: toIso(poll.expiresAt),
    isExpired: poll.expiresAt !== null && poll.expiresAt <= now,
    votedOptionId,
    createdAt: toIso(poll.createdAt),
  };
}

export function presentCrowdfunding(row: CrowdfundingRow, now: number) {
  return {
    _id: row.id,
    title: row.title,
    goal: toTokens(row.goal),
    raised: toTokens(row.raised),
    deadline: toIso(row.deadline),
    contributors: row.contributors,
    isClosed: row.deadline <= now,
    createdAt: toIso(row.createdAt),
  };
}

/** What presenting a page of posts needs besides its rows, however it was read. */
export interface PageFacts {
  /** Every file the posts name (only those access allows go out). */
  files: Map<string, Pick<FileRow, "id" | "type" | "mimeType" | "duration" | "preview">>;
  cards: Map<string, PerformerCard>;
  pollMap: Map<string, PollWithOptions>;
  fundingMap: Map<string, CrowdfundingRow>;
  /** `like:<feedId>` and `bookmark:<feedId>` of the viewer. */
  reacted: Set<string>;
  /** The viewer's vote per poll id. */
  votes: Map<string, string>;
  /** The access of each row (same order), decided by functions/access. */
  access: ContentAccess[];
}

/**
 * Feed items as a viewer may see them. Callers have already checked that the viewer may see each
 * item's creator (blocks, country). Files go out by access/service.ts mayShowFile: a locked item
 * carries the thumbnail and teaser its creator uploaded for it, its price and a text preview,
 * never a file of the post (without a thumbnail the neutral leaf image stands in).
 */
export async function presentFeeds(
  deps: Deps,
  viewer: AccessViewer,
  rows: readonly FeedRow[],
): Promise<FeedJson[]> {
  if (rows.length === 0) return [];
  // Everything the page needs besides its rows, in one round trip whatever its length: the
  // entitlements, every file the posts name (only the ones access allows go out), the creators'
  // cards, polls with their options and the viewer's votes, goals, and the viewer's reactions.
  const lookup = contentAccessLookup(
    deps,
    viewer,
    rows.map((row) => contentItem("feed", row)),
  );
  const page = pageLookups(
    deps.db,
    viewer?.id ?? null,
    rows.map((r) => r.id),
    rows.flatMap((r) => [...r.fileIds, r.thumbnailFileId, r.teaserFileId]).filter((id): id is string => !!id),
    rows.map((r) => r.performerId),
  );
  const results = await deps.db.batch([
    page.statements[0],
    ...page.statements.slice(1),
    ...lookup.statements,
  ]);
  const access = lookup.decide(results.slice(page.statements.length));
  return presentFeedsWith(deps, rows, { ...page.read(results), access });
}

/** presentFeeds from facts already read (the timelines read them with their page, in one statement). */
export async function presentFeedsWith(
  deps: Deps,
  rows: readonly FeedRow[],
  facts: PageFacts,
): Promise<FeedJson[]> {
  const now = deps.clock.now();
  const { files: allFiles, cards, pollMap, fundingMap, reacted, votes, access } = facts;
  // The files that go out (access allows them), then the avatars: signed in one call.
  const fileRows = new Map<string, Pick<FileRow, "id" | "type" | "mimeType" | "duration" | "preview">>();
  const shown = (id: string | null) => {
    const file = id ? allFiles.get(id) : undefined;
    if (file) fileRows.set(file.id, file);
  };
  rows.forEach((row, i) => {
    if (mayShowFile(access[i], "content")) row.fileIds.forEach(shown);
    if (mayShowFile(access[i], "preview")) {
      shown(row.thumbnailFileId);
      shown(row.teaserFileId);
    }
  });
  const signed: (string | null)[] = [...fileRows.keys()];
  for (const card of cards.values()) signed.push(card.avatarFileId);
  const urls = await fileUrls(deps, signed);
  const urlOf = (id: string | null) => (id && fileRows.has(id) ? (urls.get(id) ?? null) : null);

  // One author object per creator, shared by their posts (the same JSON for each).
  const authors = new Map<string, FeedJson["performer"]>();
  for (const card of cards.values()) {
    authors.set(card.id, {
      _id: card.id,
      name: card.name ?? "",
      username: card.username ?? null,
      avatar: (card.avatarFileId && urls.get(card.avatarFileId)) || DEFAULT_AVATAR,
    });
  }
  const out: FeedJson[] = new Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const grant = access[i];
    const thumbnailUrl = urlOf(row.thumbnailFileId);
    const teaserUrl = urlOf(row.teaserFileId);
    const files: FeedJson["files"] = [];
    let mediaDuration: number | null = null;
    for (let f = 0; f < row.fileIds.length; f++) {
      const id = row.fileIds[f];
      const duration = allFiles.get(id)?.duration;
      if (typeof duration === "number") mediaDuration = (mediaDuration ?? 0) + duration;
      if (!mayShowFile(grant, "content")) continue;
      const file = fileRows.get(id);
      const url = urls.get(id);
      if (!file || !url) continue;
      const thumbnails = file.mimeType.startsWith("image/") ? [url] : thumbnailUrl ? [thumbnailUrl] : [];
      files.push({ _id: file.id, type: file.type, mimeType: file.mimeType, url, thumbnails });
    }
    const poll = pollMap.get(row.id);
    const funding = fundingMap.get(row.id);
    out[i] = {
      _id: row.id,
      performerId: row.performerId,
      type: row.type,
      text: grant.canView ? row.text : lockedPreview(row.text, PREVIEW_CHARS),
      performer: authors.get(row.performerId) ?? {
        _id: row.performerId,
        name: "",
        username: null,
        avatar: DEFAULT_AVATAR,
      },
      files,
      mediaCount: row.fileIds.length,
      // The summed length of the files that have one; null when none has (photos, or an unread header).
      mediaDuration,
      thumbnail: { url: thumbnailUrl ?? FALLBACK_THUMBNAIL },
      // Locked: the first photo's (or video poster's) tiny blurred preview, made at upload.
      preview: grant.canView ? null : (allFiles.get(row.fileIds[0] ?? "")?.preview ?? null),
      teaser: teaserUrl ? { url: teaserUrl } : null,
      isSale: row.isSale,
      price: toTokens(row.price),
      isLocked: !grant.canView,
      lockReason: grant.locked,
      isPinned: row.isPinned,
      status: row.status,
      scheduleAt: toIso(row.scheduleAt),
      publishedAt: toIso(row.publishedAt),
      streamScheduledAt: toIso(row.streamScheduledAt),
      streamTitle: row.streamTitle,
      poll: poll ? presentPoll(poll, now, votes.get(poll.poll.id) ?? null) : null,
      crowdfunding: funding ? presentCrowdfunding(funding, now) : null,
      isLiked: reacted.has(`like:${row.id}`),
      isBookmarked: reacted.has(`bookmark:${row.id}`),
      totalLike: row.totalLike,
      totalComment: row.totalComment,
      totalView: row.totalView,
      createdAt: toIso(row.createdAt),
      updatedAt: toIso(row.updatedAt),
    };
  }
  return out;
}

export async function presentFeed(deps: Deps, viewer: AccessViewer, row: FeedRow): Promise<FeedJson> {
  const [item] = await presentFeeds(deps, viewer, [row]);
  return item;
}
