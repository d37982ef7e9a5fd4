import { FEED_STATUSES, FEED_TYPES } from "../../../drizzle/schema/feeds";
import { Instant } from "../../lib/instant";
import { isWholeCents } from "../../lib/money";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { VaultFileIdsField } from "../vault/schemas";

/** Highest price of one post, in tokens. */
const MAX_FEED_PRICE = 10_000;
const MAX_FEED_FILES = 20;
const MAX_FEED_TEXT = 20_000;

const Id = z.string().min(1).max(64);

/* ---- Requests ---- */

export const PollInput = z
  .object({
    question: z.string().trim().min(1).max(500),
    options: z
      .array(z.string().trim().min(1, "Fill in every answer, or remove it.").max(200))
      .min(2, "Add at least two answers.")
      .max(10, "A poll has at most 10 answers."),
    expiresAt: Instant.nullish(),
  })
  .openapi("PollInput");

export const CrowdfundingInput = z
  .object({
    title: z.string().trim().max(200).optional(),
    goal: z
      .number()
      .positive()
      .max(1_000_000)
      .refine(isWholeCents, "At most two decimals.")
      .openapi({ description: "Tokens", example: 500, multipleOf: 0.01 }),
    deadline: Instant,
  })
  .openapi("CrowdfundingInput");

const feedFields = {
  text: z.string().max(MAX_FEED_TEXT).openapi({ description: "Rich text; sanitised to an allowlist" }),
  fileIds: z.array(Id).max(MAX_FEED_FILES).openapi({
    description: "Ordered ids of feed-photo, feed-video or feed-audio uploads (matching the type)",
  }),
  vaultFileIds: VaultFileIdsField,
  thumbnailFileId: Id.nullable(),
  teaserFileId: Id.nullable(),
  isSale: z.boolean(),
  price: z
    .number()
    .min(0)
    .max(MAX_FEED_PRICE)
    .refine(isWholeCents, "At most two decimals.")
    .openapi({ description: "Tokens; > 0 when isSale", multipleOf: 0.01 }),
  isPinned: z.boolean(),
  status: z.enum(FEED_STATUSES),
  scheduleAt: Instant.nullable().openapi({ description: "Hidden from fans until then (future)" }),
  pollId: Id.nullable(),
  poll: PollInput.nullable(),
  crowdfundingId: Id.nullable(),
  crowdfunding: CrowdfundingInput.nullable(),
  streamScheduledAt: Instant.nullable(),
  streamTitle: z.string().trim().max(200).nullable(),
};

export const CreateFeedBody = z
  .object({ type: z.enum(FEED_TYPES), ...feedFields })
  .partial()
  .required({ type: true })
  .openapi("CreateFeed");
export type CreateFeedInput = z.infer<typeof CreateFeedBody>;

/** Every field optional; the type of a post does not change. */
export const UpdateFeedBody = z.object(feedFields).partial().openapi("UpdateFeed");
export type UpdateFeedInput = z.infer<typeof UpdateFeedBody>;

/** What a creator's own post list can be sorted by (`sortBy`). */
export const FEED_SORTS = [
  "createdAt",
  "updatedAt",
  "scheduleAt",
  "publishedAt",
  "totalLike",
  "totalComment",
  "totalView",
] as const;
export type FeedSort = (typeof FEED_SORTS)[number];

export const PerformerFeedQuery = PagingQuery.extend({
  sortBy: namedKey(FEED_SORTS).optional(),
  type: z.enum(FEED_TYPES).optional(),
  status: z.enum(FEED_STATUSES).optional(),
});
export type PerformerFeedQueryInput = z.infer<typeof PerformerFeedQuery>;

/**
 * What a fan's timeline can be sorted by: when a post came out (its publication, the default), or
 * its likes, comments or views. A creator's pinned posts stay first whatever the order.
 */
export const USER_FEED_SORTS = ["publishedAt", "totalLike", "totalComment", "totalView"] as const;
export type UserFeedSort = (typeof USER_FEED_SORTS)[number];

/** No text search on fans' timelines: matching would reveal words of locked posts. */
export const UserFeedQuery = PagingQuery.omit({ q: true }).extend({
  sortBy: namedKey(USER_FEED_SORTS).optional(),
  performerId: z.string().trim().min(1).max(64).optional().openapi({
    description: "A creator's id or username: their public timeline. Without it: the viewer's home timeline.",
  }),
  type: z.enum(FEED_TYPES).optional(),
});
export type UserFeedQueryInput = z.infer<typeof UserFeedQuery>;

export const VoteBody = z.object({ optionId: Id }).openapi("PollVote");

/* ---- Responses ---- */

export const UploadedFileSchema = z
  .object({
    _id: z.string(),
    type: z.string(),
    status: z.string(),
    url: z.string().openapi({ description: "Short-lived signed URL for the owner" }),
    srcset: z.string().nullable().openapi({
      description:
        "A photo's signed variants for <img srcset> (`<url> 320w, <url> 960w`, made once by the Images binding); null for other files",
    }),
    size: z.number().int().openapi({ description: "Bytes, as stored" }),
    duration: z.number().int().nullable().openapi({
      description:
        "Seconds a video or audio file plays (read from the file; for a video checked against the browser's figure)",
    }),
    width: z.number().int().nullable().openapi({ description: "Pixels, for photos and videos" }),
    height: z.number().int().nullable(),
    hasPreview: z.boolean().openapi({
      description:
        "True when a locked post will show a blurred preview of this file (a photo, or a video sent with its poster frame)",
    }),
  })
  .openapi("FeedUpload");

const PollOptionSchema = z.object({ _id: z.string(), text: z.string(), votes: z.number().int() });

export const PollSchema = z
  .object({
    _id: z.string(),
    question: z.string(),
    options: z.array(PollOptionSchema),
    totalVotes: z.number().int(),
    expiresAt: z.string().nullable(),
    isExpired: z.boolean(),
    votedOptionId: z.string().nullable(),
    createdAt: z.string().nullable(),
  })
  .openapi("Poll");

export const CrowdfundingSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    goal: z.number(),
    raised: z.number(),
    deadline: z.string().nullable(),
    contributors: z.number().int(),
    isClosed: z.boolean(),
    createdAt: z.string().nullable(),
  })
  .openapi("Crowdfunding");

const FeedFileSchema = z.object({
  _id: z.string(),
  type: z.string().openapi({ example: "feed-photo" }),
  mimeType: z.string(),
  url: z.string(),
  thumbnails: z.array(z.string()),
});

export const FeedSchema = z
  .object({
    _id: z.string(),
    performerId: z.string(),
    type: z.enum(FEED_TYPES),
    text: z.string().openapi({
      description:
        "Sanitised HTML; for a locked item its first words as escaped plain text: at most 120 characters and at most half of the text, ending with an ellipsis",
    }),
    performer: z.object({
      _id: z.string(),
      name: z.string(),
      username: z.string().nullable(),
      avatar: z.string(),
    }),
    files: z.array(FeedFileSchema).openapi({ description: "Only when the viewer has access" }),
    mediaCount: z.number().int().openapi({
      description: "How many files (photos, videos, audio) the post holds; told also when it is locked",
    }),
    mediaDuration: z.number().int().nullable().openapi({
      description:
        "How long the post's videos and audio play together, in seconds (read from the files); told also when it is locked; null when it holds none",
    }),
    thumbnail: z.object({ url: z.string() }),
    preview: z.string().nullable().openapi({
      description:
        "Only when locked: a blurred preview of the first photo or video poster, a `data:image/webp` URI at most 20 px wide, made at upload (show it scaled up with a CSS blur); null when unlocked or when there is none",
    }),
    teaser: z.object({ url: z.string() }).nullable(),
    isSale: z.boolean(),
    price: z.number(),
    isLocked: z.boolean(),
    lockReason: z
      .enum(["login_required", "subscription_required", "purchase_required"])
      .nullable()
      .openapi({ description: "Why the item is locked: log in, subscribe, or buy it" }),
    isPinned: z.boolean(),
    status: z.enum(FEED_STATUSES),
    scheduleAt: z.string().nullable(),
    publishedAt: z.string().nullable(),
    streamScheduledAt: z.string().nullable(),
    streamTitle: z.string().nullable(),
    poll: PollSchema.nullable(),
    crowdfunding: CrowdfundingSchema.nullable(),
    isLiked: z.boolean(),
    isBookmarked: z.boolean(),
    totalLike: z.number().int(),
    totalComment: z.number().int(),
    totalView: z.number().int(),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .openapi("Feed");
export type FeedJson = z.infer<typeof FeedSchema>;

export const DeletedSchema = z.object({ deleted: z.literal(true) });
