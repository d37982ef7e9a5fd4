import { UserCardSchema } from "../../identity/users/cards";
import { Instant } from "../../lib/instant";
import { TokenAmount } from "../../lib/money";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import {
  AssetStatusSchema,
  assetBase,
  CreatorRef,
  Description,
  Flag,
  MediaFileSchema,
  Title,
} from "../assets/schemas";

const Id = z.string().trim().min(1).max(64);

/** A list sent as repeated form fields or as one comma-separated value. */
const listField = (item: z.ZodType<string>, max: number) =>
  z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : v === undefined ? [] : [v])
        .flatMap((s) => String(s).split(","))
        .map((s) => s.trim())
        .filter(Boolean),
    z.array(item).max(max),
  );

/** A point in time (lib/instant.ts); epoch milliseconds arrive as a string in forms. */
const FormInstant = z.preprocess(
  (v) => (typeof v === "string" && /^\d+$/.test(v.trim()) ? Number(v) : v),
  Instant,
);

const videoFields = {
  title: Title,
  description: Description,
  tags: listField(z.string().max(40).toLowerCase(), 20),
  participantIds: listField(Id, 20).openapi({ description: "Ids of other creators appearing in it" }),
  isSale: Flag,
  price: TokenAmount.openapi({ description: "Tokens; above 0 when isSale" }),
  status: AssetStatusSchema,
  isSchedule: Flag.openapi({ description: "Hide from fans until scheduledAt" }),
  scheduledAt: FormInstant.optional(),
};

/** Text fields of an upload (the files come in `file`, `thumbnail`, `teaser`). */
export const UploadVideoFields = z.object({
  ...videoFields,
  description: Description.default(""),
  tags: videoFields.tags.default([]),
  participantIds: videoFields.participantIds.default([]),
  isSale: Flag.default(false),
  price: TokenAmount.default(0),
  status: AssetStatusSchema.default("active"),
  isSchedule: Flag.default(false),
});
export type UploadVideoInput = z.infer<typeof UploadVideoFields>;

/** Text fields of an edit: every one optional; files sent replace the stored ones. */
export const EditVideoFields = z.object(videoFields).partial();
export type EditVideoInput = z.infer<typeof EditVideoFields>;

export const VIDEO_FILE_TYPES = ["video", "thumbnail", "teaser"] as const;
export type VideoFileType = (typeof VIDEO_FILE_TYPES)[number];

export const RemoveFileBody = z.object({ type: z.enum(VIDEO_FILE_TYPES) }).openapi("RemoveVideoFile");

/** What video lists can be sorted by (`sortBy`). */
export const VIDEO_SORTS = [
  "createdAt",
  "title",
  "price",
  "updatedAt",
  "totalView",
  "totalLike",
  "scheduledAt",
] as const;
export type VideoSort = (typeof VIDEO_SORTS)[number];

export const OwnVideoQuery = PagingQuery.extend({
  sortBy: namedKey(VIDEO_SORTS).optional(),
  status: AssetStatusSchema.optional(),
  performerId: Id.optional().openapi({ description: "Admins only: one creator's videos" }),
});
export type OwnVideoQueryInput = z.infer<typeof OwnVideoQuery>;

export const FanVideoQuery = PagingQuery.extend({
  sortBy: namedKey(VIDEO_SORTS).optional(),
  performerId: CreatorRef.optional(),
  tag: z.string().trim().toLowerCase().max(40).optional(),
});
export type FanVideoQueryInput = z.infer<typeof FanVideoQuery>;

/* ---- Responses ---- */

export const VideoSchema = z
  .object({
    ...assetBase,
    title: z.string(),
    tags: z.array(z.string()),
    participantIds: z.array(z.string()),
    participants: z.array(UserCardSchema),
    isSchedule: z.boolean(),
    scheduledAt: z.string().nullable(),
    duration: z.number().int().nullable().openapi({
      description: "How long the video plays, in seconds (read from its file); told also when it is locked",
    }),
    video: MediaFileSchema.nullable().openapi({
      description: "The video; url (range-capable, signed) only for entitled viewers once ready",
    }),
    thumbnail: MediaFileSchema.nullable().openapi({
      description: "Shown to everyone who may see the creator",
    }),
    teaser: MediaFileSchema.nullable().openapi({ description: "Shown to everyone who may see the creator" }),
  })
  .openapi("Video");
export type VideoDto = z.infer<typeof VideoSchema>;
