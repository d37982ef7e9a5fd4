import { REACTION_ACTIONS, REACTION_OBJECT_TYPES } from "../../../drizzle/schema/social";
import { PerformerCardSchema } from "../../identity/performers/schemas";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";
import { BOOKMARK_LISTS } from "./bookmarks";

export const ReactionBody = z
  .object({
    objectId: z.string().trim().min(1).max(64),
    objectType: z.enum(REACTION_OBJECT_TYPES),
    action: z.enum(REACTION_ACTIONS),
  })
  .openapi("ReactionInput");

export const ReactionStateSchema = z
  .object({
    objectId: z.string(),
    objectType: z.enum(REACTION_OBJECT_TYPES),
    action: z.enum(REACTION_ACTIONS),
    reacted: z.boolean().openapi({ description: "Whether the viewer now has this reaction" }),
    total: z.number().int().openapi({ description: "How many users have this reaction on the object" }),
  })
  .openapi("ReactionState");

const BOOKMARK_LIST_NAMES = Object.keys(BOOKMARK_LISTS) as [
  keyof typeof BOOKMARK_LISTS,
  ...(keyof typeof BOOKMARK_LISTS)[],
];

export const BookmarkTypeParam = z.object({
  type: z.enum(BOOKMARK_LIST_NAMES).openapi({ param: { name: "type", in: "path" } }),
});

export const BookmarkQuery = PagingQuery;

export const BookmarkSchema = z
  .object({
    _id: z.string().openapi({ description: "The bookmark's id" }),
    objectId: z.string(),
    objectType: z.enum(REACTION_OBJECT_TYPES),
    title: z.string(),
    description: z.string().openapi({
      description:
        "Escaped plain-text preview; of an item locked to the caller, its locked preview (at most half of its text)",
    }),
    thumbnail: z.string().nullable(),
    performer: PerformerCardSchema,
    bookmarkedAt: z.string(),
  })
  .openapi("Bookmark");
