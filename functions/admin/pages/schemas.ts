import { POST_TYPES, PUBLISH_STATUSES } from "../../../drizzle/schema/posts";
import { namedKey, PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slug = z
  .string()
  .trim()
  .toLowerCase()
  .max(120)
  .regex(SLUG_PATTERN, "Use lower-case letters, digits and single dashes (e.g. terms-of-service).");

export const CreatePostBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    slug: slug.optional().openapi({ description: "Defaults to one made from the title" }),
    content: z.string().max(200_000).default("").openapi({ description: "Rich text; sanitised" }),
    shortDescription: z.string().trim().max(500).default(""),
    type: z.enum(POST_TYPES).default("page"),
    status: z.enum(PUBLISH_STATUSES).default("active"),
  })
  .openapi("CreatePost");

export const UpdatePostBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    slug,
    content: z.string().max(200_000),
    shortDescription: z.string().trim().max(500),
    type: z.enum(POST_TYPES),
    status: z.enum(PUBLISH_STATUSES),
  })
  .partial()
  .openapi("UpdatePost");

/** What site page lists can be sorted by (`sortBy`). */
export const POST_SORTS = ["createdAt", "updatedAt", "title"] as const;
export type PostSort = (typeof POST_SORTS)[number];

export const PostsQuery = PagingQuery.extend({
  type: z.enum(POST_TYPES).optional(),
  sortBy: namedKey(POST_SORTS).optional(),
});

export const AdminPostsQuery = PostsQuery.extend({ status: z.enum(PUBLISH_STATUSES).optional() });

export const PostRefParam = z.object({
  id: z
    .string()
    .min(1)
    .max(120)
    .openapi({ param: { name: "id", in: "path" }, description: "Post id or slug" }),
});

export const PostSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    content: z.string().openapi({ description: "Sanitised rich text (HTML allowlist)" }),
    shortDescription: z.string(),
    type: z.enum(POST_TYPES),
    status: z.enum(PUBLISH_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Post");
