import { and, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { videos } from "../../../drizzle/schema/assets";
import { users } from "../../../drizzle/schema/users";
import { AppError, fieldError } from "../../errors";
import {
  type AccessItem,
  assertCanSeePerformer,
  contentAccessMany,
  contentItem,
  hiddenPerformerIds,
  mayShowFile,
  visibleCreatorCondition,
  visiblePerformerId,
} from "../../identity/access/service";
import { assertMaySell } from "../../identity/access/verified";
import type { Viewer } from "../../identity/accounts/viewer";
import { assertManages, requireCreatorOrAdmin } from "../../identity/accounts/viewer";
import { recountPerformerStats } from "../../identity/performers/stats";
import { userCards } from "../../identity/users/cards";
import { toIso } from "../../lib/clock";
import { containsText, orderFor, selectPage, sortColumns } from "../../lib/d1";
import type { Deps } from "../../lib/deps";
import { futureTimeError, instantMs } from "../../lib/instant";
import { toCents, toTokens } from "../../lib/money";
import type { Paging } from "../../lib/paging";
import { sanitizeRichText } from "../../lib/rich-text";
import { deleteFiles, fileUrls } from "../../media/upload";
import type { VideoUpload } from "../../media/video-facts";
import {
  assertNotSold,
  boughtBy,
  commitUnlessSold,
  refundChargesLeftBy,
} from "../../money/wallet/sold-items";
import { auditOnBehalf } from "../../site/audit/service";
import { forgetItemStatements } from "../../social/reactions/cleanup";
import { countView, type Visitor } from "../../social/reactions/views";
import { saleError } from "../assets/schemas";
import {
  attachFilesTo,
  loadFiles,
  lockFields,
  managerScope,
  storeAll,
  toMediaFile,
  updateItemWithFiles,
} from "../assets/service";
import type {
  EditVideoInput,
  FanVideoQueryInput,
  OwnVideoQueryInput,
  UploadVideoInput,
  VideoDto,
  VideoFileType,
  VideoSort,
} from "./schemas";

type VideoRow = typeof videos.$inferSelect;

export interface VideoUploads {
  file: File | null;
  /** What the browser read from `file` and its poster frame, checked at storing (media/video-facts.ts). */
  video?: VideoUpload;
  thumbnail: File | null;
  teaser: File | null;
}

const notFound = () => new AppError("video_not_found");

const accessItem = (v: VideoRow): AccessItem => contentItem("video", v);

/**
 * Videos as a viewer sees them: title, price, thumbnail and teaser for everyone who may see the
 * creator; the video file (id and signed URL) only for entitled viewers, its URL once it is ready.
 * Participants are cards of other creators: those hidden from the viewer (blocks) are left out.
 */
async function shapeVideos(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  rows: readonly VideoRow[],
): Promise<VideoDto[]> {
  if (rows.length === 0) return [];
  const access = await contentAccessMany(deps, viewer, rows.map(accessItem));
  const shown = rows.map((v, i) => ({
    file: mayShowFile(access[i], "content") ? v.fileId : null,
    thumbnail: mayShowFile(access[i], "preview") ? v.thumbnailFileId : null,
    teaser: mayShowFile(access[i], "preview") ? v.teaserFileId : null,
  }));
  // Every video's file row is read, shown or not: a locked video still tells how long it plays.
  const fileRows = await loadFiles(
    deps,
    rows.flatMap((v, i) => [v.fileId, shown[i].thumbnail, shown[i].teaser]),
  );
  const signable = shown.flatMap((f) => [
    f.thumbnail,
    f.teaser,
    f.file && fileRows.get(f.file)?.status === "ready" ? f.file : null,
  ]);
  const participantIds = rows.flatMap((v) => v.participantIds);
  const [urls, cards, hidden] = await Promise.all([
    fileUrls(deps, signable),
    userCards(
      deps,
      rows.flatMap((v) => [v.performerId, ...v.participantIds]),
    ),
    hiddenPerformerIds(deps, viewer, country, participantIds),
  ]);
  const fileOf = (id: string | null) => (id ? toMediaFile(fileRows.get(id), urls.get(id) ?? null) : null);
  return rows.map((v, i) => {
    const participants = v.participantIds.filter((id) => !hidden.has(id));
    return {
      _id: v.id,
      performerId: v.performerId,
      performer: cards.get(v.performerId) ?? null,
      title: v.title,
      description: v.description,
      tags: v.tags,
      participantIds: participants,
      participants: participants.flatMap((id) => cards.get(id) ?? []),
      status: v.status,
      isSale: v.isSale && v.price > 0,
      price: toTokens(v.price),
      isSchedule: v.isSchedule,
      scheduledAt: toIso(v.scheduledAt),
      duration: (v.fileId && fileRows.get(v.fileId)?.duration) || null,
      video: fileOf(shown[i].file),
      thumbnail: fileOf(shown[i].thumbnail),
      teaser: fileOf(shown[i].teaser),
      totalLike: v.totalLike,
      totalComment: v.totalComment,
      totalView: v.totalView,
      ...lockFields(access[i], v.fileId ? fileRows.get(v.fileId) : null),
      createdAt: toIso(v.createdAt)!,
      updatedAt: toIso(v.updatedAt)!,
    };
  });
}

async function findVideo(deps: Deps, id: string): Promise<VideoRow | undefined> {
  const [row] = await deps.db.select().from(videos).where(eq(videos.id, id)).limit(1);
  return row;
}

/** One video; `country` is the fan's (creator-side calls pass null: they show every participant chosen). */
async function shapeOne(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  id: string,
): Promise<VideoDto> {
  const [dto] = await shapeVideos(deps, viewer, country, [(await findVideo(deps, id))!]);
  return dto;
}

/** Validates the rules a schema cannot express: price when for sale, schedule time, participants. */
async function checkVideoRules(
  deps: Deps,
  performerId: string,
  next: {
    isSale: boolean;
    price: number;
    isSchedule: boolean;
    scheduledAt: number | null;
  },
  participantIds: readonly string[] | undefined,
  scheduleChanged: boolean,
) {
  const details: Record<string, string> = { ...(saleError(next.isSale, next.price) ?? {}) };
  await assertMaySell(deps, performerId, next.isSale);
  if (next.isSchedule && next.scheduledAt === null) details.scheduledAt = "Choose when the video goes live.";
  else if (next.isSchedule && scheduleChanged) {
    const late = futureTimeError(next.scheduledAt!, deps.clock.now());
    if (late) details.scheduledAt = late;
  }
  if (participantIds?.length) {
    const found = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, [...participantIds]), eq(users.role, "performer")));
    if (found.length !== new Set(participantIds).size)
      details.participantIds = "Every participant must be a creator.";
    else if (participantIds.includes(performerId)) details.participantIds = "List the other creators only.";
  }
  if (Object.keys(details).length > 0) throw fieldError(details);
}

/** Stores the video (and optional thumbnail and teaser, each checked by its bytes) and the record. */
export async function uploadVideo(
  deps: Deps,
  viewer: Viewer | null,
  uploads: VideoUploads,
  input: UploadVideoInput,
): Promise<VideoDto> {
  const user = requireCreatorOrAdmin(viewer);
  if (!user.isPerformer) throw new AppError("performer_only");
  if (!uploads.file) throw fieldError({ file: "Please choose a video to upload." });
  const scheduledAt = input.scheduledAt !== undefined ? instantMs(input.scheduledAt) : null;
  const price = toCents(input.price);
  await checkVideoRules(
    deps,
    user.id,
    { isSale: input.isSale, price, isSchedule: input.isSchedule, scheduledAt },
    input.participantIds,
    true,
  );
  const [file, thumbnail, teaser] = await storeAll(deps, user.id, [
    { kind: "video", file: uploads.file, video: uploads.video },
    { kind: "thumbnail", file: uploads.thumbnail },
    { kind: "teaser", file: uploads.teaser },
  ]);
  const id = deps.ids.next();
  const now = deps.clock.now();
  const fileIds = [file, thumbnail, teaser].flatMap((f) => (f ? [f.id] : []));
  try {
    await deps.db.batch([
      deps.db.insert(videos).values({
        id,
        performerId: user.id,
        title: input.title,
        description: sanitizeRichText(input.description),
        tags: [...new Set(input.tags)],
        participantIds: [...new Set(input.participantIds)],
        status: input.status,
        isSale: input.isSale,
        price: input.isSale ? price : 0,
        fileId: file?.id ?? null,
        thumbnailFileId: thumbnail?.id ?? null,
        teaserFileId: teaser?.id ?? null,
        isSchedule: input.isSchedule,
        scheduledAt: input.isSchedule ? scheduledAt : null,
        createdAt: now,
        updatedAt: now,
      }),
      attachFilesTo(deps, fileIds, "video", id),
      recountPerformerStats(deps, user.id),
    ]);
  } catch (err) {
    await deleteFiles(deps, fileIds);
    throw err;
  }
  return shapeOne(deps, user, null, id);
}

const VIDEO_SORT_COLUMNS = sortColumns<VideoSort>({
  createdAt: videos.createdAt,
  title: videos.title,
  price: videos.price,
  updatedAt: videos.updatedAt,
  totalView: videos.totalView,
  totalLike: videos.totalLike,
  scheduledAt: videos.scheduledAt,
});

async function listVideos(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  where: SQL | undefined,
  paging: Paging & { sortBy?: VideoSort },
) {
  const { rows, total } = await selectPage(deps.db, {
    from: videos,
    where,
    orderBy: [...orderFor(paging, VIDEO_SORT_COLUMNS, "createdAt", videos.id)],
    paging: paging,
  });
  return { data: await shapeVideos(deps, viewer, country, rows), total };
}

/** Creator side: own videos, drafts and scheduled included (admins: everyone's). */
export async function searchOwnVideos(deps: Deps, viewer: Viewer | null, query: OwnVideoQueryInput) {
  const user = requireCreatorOrAdmin(viewer);
  const where = and(
    managerScope(user, videos.performerId, query.performerId),
    query.status ? eq(videos.status, query.status) : undefined,
    query.q ? containsText(videos.title, query.q) : undefined,
  );
  return listVideos(deps, user, null, where, query);
}

async function managedVideo(deps: Deps, viewer: Viewer, id: string): Promise<VideoRow> {
  const video = await findVideo(deps, id);
  if (!video) throw notFound();
  assertManages(viewer, video, "video_not_found");
  return video;
}

export async function viewOwnVideo(deps: Deps, viewer: Viewer | null, id: string): Promise<VideoDto> {
  const user = requireCreatorOrAdmin(viewer);
  await managedVideo(deps, user, id);
  return shapeOne(deps, user, null, id);
}

/** Edits fields and replaces any of the three files; replaced files are removed from R2. */
export async function editVideo(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  uploads: VideoUploads,
  input: EditVideoInput,
): Promise<VideoDto> {
  const user = requireCreatorOrAdmin(viewer);
  const video = await managedVideo(deps, user, id);
  const isSale = input.isSale ?? video.isSale;
  const price = input.price !== undefined ? toCents(input.price) : video.price;
  const isSchedule = input.isSchedule ?? video.isSchedule;
  const scheduledAt = input.scheduledAt !== undefined ? instantMs(input.scheduledAt) : video.scheduledAt;
  await checkVideoRules(
    deps,
    video.performerId,
    { isSale, price, isSchedule, scheduledAt },
    input.participantIds,
    input.scheduledAt !== undefined || (input.isSchedule === true && !video.isSchedule),
  );
  // A new file for a sold video would take out what its buyers paid for (sold-items.ts).
  const sold = { type: "video", id } as const;
  if (uploads.file) await assertNotSold(deps, sold, "file");
  await updateItemWithFiles(deps, user, { type: "video", id, performerId: video.performerId }, input, {
    commit: uploads.file ? (statements) => commitUnlessSold(deps, sold, "file", statements) : undefined,
    uploads: [
      { kind: "video", file: uploads.file, video: uploads.video },
      { kind: "thumbnail", file: uploads.thumbnail },
      { kind: "teaser", file: uploads.teaser },
    ],
    replaced: ([file, thumbnail, teaser]) => [
      file ? video.fileId : null,
      thumbnail ? video.thumbnailFileId : null,
      teaser ? video.teaserFileId : null,
    ],
    update: ([file, thumbnail, teaser]) =>
      deps.db
        .update(videos)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
          ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
          ...(input.participantIds !== undefined
            ? { participantIds: [...new Set(input.participantIds)] }
            : {}),
          ...(input.status ? { status: input.status } : {}),
          ...(file ? { fileId: file.id } : {}),
          ...(thumbnail ? { thumbnailFileId: thumbnail.id } : {}),
          ...(teaser ? { teaserFileId: teaser.id } : {}),
          isSale,
          price: isSale ? price : 0,
          isSchedule,
          scheduledAt: isSchedule ? scheduledAt : null,
          updatedAt: deps.clock.now(),
        })
        .where(eq(videos.id, id)),
  });
  return shapeOne(deps, user, null, id);
}

/** The column of each removable file (a switch: `type` comes from the request). */
function fileColumn(type: VideoFileType) {
  switch (type) {
    case "video":
      return "fileId";
    case "thumbnail":
      return "thumbnailFileId";
    case "teaser":
      return "teaserFileId";
  }
}

/** Removes one of the video's files (the video, its thumbnail or its teaser) from the record and R2. */
export async function removeVideoFile(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  type: VideoFileType,
): Promise<VideoDto> {
  const user = requireCreatorOrAdmin(viewer);
  const video = await managedVideo(deps, user, id);
  const column = fileColumn(type);
  const fileId = video[column];
  if (!fileId) throw new AppError("file_not_found", { message: `This video has no ${type} file.` });
  const clear = deps.db
    .update(videos)
    .set({ [column]: null, updatedAt: deps.clock.now() })
    .where(eq(videos.id, id));
  if (type === "video") {
    await assertNotSold(deps, { type: "video", id }, "file");
    await commitUnlessSold(deps, { type: "video", id }, "file", [clear]);
  } else {
    await clear;
  }
  await deleteFiles(deps, [fileId]);
  return shapeOne(deps, user, null, id);
}

/** Deletes the video and its files in R2; by an admin, audited (`alsoInBatch` runs with it). */
export async function deleteVideo(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  alsoInBatch: BatchItem<"sqlite">[] = [],
): Promise<{ deleted: true }> {
  const user = requireCreatorOrAdmin(viewer);
  const video = await managedVideo(deps, user, id);
  await assertNotSold(deps, { type: "video", id });
  await deps.db.batch([
    deps.db.delete(videos).where(eq(videos.id, id)),
    ...forgetItemStatements(deps, "video", id),
    recountPerformerStats(deps, video.performerId),
    ...auditOnBehalf(deps, user, video.performerId, "video.delete", { type: "video", id }),
    ...alsoInBatch,
  ]);
  await refundChargesLeftBy(deps, { type: "video", id });
  await deleteFiles(
    deps,
    [video.fileId, video.thumbnailFileId, video.teaserFileId].filter((f): f is string => Boolean(f)),
  );
  return { deleted: true };
}

/* ---- Fan side ---- */

/** Published to fans: active and not waiting for its scheduled time. */
const published = and(eq(videos.status, "active"), eq(videos.isSchedule, false));

export async function searchVideos(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  query: FanVideoQueryInput,
) {
  const performerId = query.performerId
    ? await visiblePerformerId(deps, viewer, country, query.performerId)
    : undefined;
  const where = and(
    published,
    performerId
      ? eq(videos.performerId, performerId)
      : visibleCreatorCondition(viewer, country, videos.performerId),
    query.q ? containsText(videos.title, query.q) : undefined,
    query.tag
      ? sql`EXISTS (SELECT 1 FROM json_each(${videos.tags}) WHERE json_each.value = ${query.tag})`
      : undefined,
  );
  return listVideos(deps, viewer, country, where, query);
}

/**
 * One video for a fan. Hidden (404) until published unless the viewer manages it; the video URL
 * only for entitled viewers. Opening it counts a view (once a day per viewer; not for its creator
 * or admins).
 */
export async function viewVideo(
  deps: Deps,
  viewer: Viewer | null,
  country: string | null,
  id: string,
  visitor: Visitor,
): Promise<VideoDto> {
  const video = await findVideo(deps, id);
  const manages = Boolean(viewer && video && (viewer.id === video.performerId || viewer.isAdmin));
  const hidden = !video || video.status !== "active" || video.isSchedule;
  // Hidden from its page, it still opens for each fan who bought it (sold-items.ts).
  if (!video || (hidden && !manages && !(await boughtBy(deps, viewer?.id, { type: "video", id })))) {
    throw notFound();
  }
  await assertCanSeePerformer(deps, viewer, country, video.performerId);
  await countView(deps, viewer, visitor, { type: "video", id, performerId: video.performerId });
  return shapeOne(deps, viewer, country, id);
}

/** Cron: publishes scheduled videos whose time has come and recounts their creators' stats. */
export async function publishScheduledVideos(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: videos.id, performerId: videos.performerId })
    .from(videos)
    .where(and(eq(videos.isSchedule, true), lte(videos.scheduledAt, now)))
    .limit(500);
  if (due.length === 0) return 0;
  const performers = [...new Set(due.map((v) => v.performerId))];
  await deps.db.batch([
    deps.db
      .update(videos)
      .set({ isSchedule: false, updatedAt: now })
      .where(
        inArray(
          videos.id,
          due.map((v) => v.id),
        ),
      ),
    ...performers.map((p) => recountPerformerStats(deps, p)),
  ]);
  return due.length;
}
