import { COMMENT_OBJECT_TYPES } from "../../../drizzle/schema/social";
import { UserCardSchema } from "../../identity/users/cards";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

const COMMENT_MAX_LENGTH = 2000;

const content = z
  .string()
  .trim()
  .min(1, "Write something.")
  .max(COMMENT_MAX_LENGTH, `At most ${COMMENT_MAX_LENGTH} characters.`)
  .openapi({ description: "Rich text; sanitised to the allowlist" });

export const CreateCommentBody = z
  .object({
    objectId: z.string().trim().min(1).max(64),
    objectType: z.enum(COMMENT_OBJECT_TYPES),
    content,
  })
  .openapi("CreateComment");

export const UpdateCommentBody = z.object({ content }).openapi("UpdateComment");

export const CommentsQuery = PagingQuery.extend({
  objectId: z.string().trim().min(1).max(64),
  objectType: z.enum(COMMENT_OBJECT_TYPES),
});

export const CommentSchema = z
  .object({
    _id: z.string(),
    objectId: z.string(),
    objectType: z.enum(COMMENT_OBJECT_TYPES),
    content: z.string(),
    createdBy: z.string(),
    creator: UserCardSchema.nullable(),
    isAuthor: z.boolean(),
    isContentOwner: z.boolean(),
    canDelete: z.boolean(),
    isLiked: z.boolean(),
    totalLike: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Comment");

export const DeletedSchema = z.object({ _id: z.string(), deleted: z.literal(true) });
