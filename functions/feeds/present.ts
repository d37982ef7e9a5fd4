import { type AccessViewer, contentAccessMany, contentItem, mayShowFile } from "../access/service";
import { toIso } from "../lib/clock";
import type { Deps } from "../lib/deps";
import { toTokens } from "../lib/money";
import { textPreview } from "../lib/rich-text";
import { fileUrls } from "../media/upload";
import {
  type CrowdfundingRow,
  crowdfundingByFeed,
  type FeedRow,
  filesByIds,
  type PollWithOptions,
  performerCards,
  pollsByFeed,
  userFeedReactions,
  userVotes,
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
  const now = deps.clock.now();
  const feedIds = rows.map((r) => r.id);
  const access = await contentAccessMany(
    deps,
    viewer,
    rows.map((row) => contentItem("feed", row)),
  );
  const unlockedFileIds = rows.flatMap((row, i) => (mayShowFile(access[i], "content") ? row.fileIds : []));
  const coverIds = rows
    .flatMap((row, i) => (mayShowFile(access[i], "preview") ? [row.thumbnailFileId, row.teaserFileId] : []))
    .filter(Boolean) as string[];

  const [fileRows, cards, pollMap, fundingMap, reacted] = await Promise.all([
    filesByIds(deps.db, [...unlockedFileIds, ...coverIds]),
    performerCards(
      deps.db,
      rows.map((r) => r.performerId),
    ),
    pollsByFeed(deps.db, feedIds),
    crowdfundingByFeed(deps.db, feedIds),
    viewer ? userFeedReactions(deps.db, viewer.id, feedIds) : Promise.resolve(new Set<string>()),
  ]);
  const votes = viewer
    ? await userVotes(
        deps.db,
        viewer.id,
        [...pollMap.values()].map((p) => p.poll.id),
      )
    : new Map<string, string>();
  const urls = await fileUrls(deps, [
    ...[...fileRows.keys()],
    ...[...cards.values()].map((c) => c.avatarFileId),
  ]);
  const urlOf = (id: string | null) => (id && fileRows.has(id) ? (urls.get(id) ?? null) : null);

  return rows.map((row, i) => {
    const grant = access[i];
    const card = cards.get(row.performerId);
    const thumbnailUrl = urlOf(row.thumbnailFileId);
    const teaserUrl = urlOf(row.teaserFileId);
    const files = mayShowFile(grant, "content")
      ? row.fileIds.flatMap((id) => {
          const file = fileRows.get(id);
          const url = urls.get(id);
          if (!file || !url) return [];
          const thumbnails = file.type === "feed-photo" ? [url] : thumbnailUrl ? [thumbnailUrl] : [];
          return [{ _id: file.id, type: file.type, mimeType: file.mimeType, url, thumbnails }];
        })
      : [];
    const poll = pollMap.get(row.id);
    const funding = fundingMap.get(row.id);
    return {
      _id: row.id,
      performerId: row.performerId,
      type: row.type,
      text: grant.canView ? row.text : textPreview(row.text, PREVIEW_CHARS),
      performer: {
        _id: row.performerId,
        name: card?.name ?? "",
        username: card?.username ?? null,
        avatar: (card?.avatarFileId && urls.get(card.avatarFileId)) || DEFAULT_AVATAR,
      },
      files,
      mediaCount: row.fileIds.length,
      thumbnail: { url: thumbnailUrl ?? FALLBACK_THUMBNAIL },
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
  });
}

export async function presentFeed(deps: Deps, viewer: AccessViewer, row: FeedRow): Promise<FeedJson> {
  const [item] = await presentFeeds(deps, viewer, [row]);
  return item;
}
