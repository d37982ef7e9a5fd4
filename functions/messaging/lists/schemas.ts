import { UserCardSchema } from "../../identity/users/cards";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

/** The lists every creator has, kept by the platform (their members are read live, never stored). */
export const BUILTIN_LISTS = ["subscribers", "expired", "followers", "top-spenders", "tipped"] as const;
export type BuiltinListId = (typeof BUILTIN_LISTS)[number];

const UserId = z.string().min(1).max(64);
export const MAX_MEMBERS_PER_CALL = 100;

export const ListBody = z
  .object({ name: z.string().trim().min(1, "Name the list.").max(60, "At most 60 characters.") })
  .openapi("FanListInput");

export const ListMembersBody = z
  .object({ userIds: z.array(UserId).min(1, "Choose at least one fan.").max(MAX_MEMBERS_PER_CALL) })
  .openapi("FanListMembersInput");

export const ListMembersQuery = PagingQuery.omit({ sort: true }).extend({
  q: z.string().trim().max(100).optional().openapi({ description: "Name or username contains this" }),
});
export type ListMembersQueryInput = z.infer<typeof ListMembersQuery>;

export const ListMemberParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
  userId: UserId.openapi({ param: { name: "userId", in: "path" } }),
});

export const FanListSchema = z
  .object({
    _id: z.string().openapi({ description: "A built-in list's id is its name (subscribers, expired, ...)" }),
    name: z.string(),
    kind: z.enum(["builtin", "custom"]),
    description: z.string(),
    memberCount: z.number().int(),
    createdAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .openapi("FanList");

export const FanListMemberSchema = z
  .object({
    _id: z.string().openapi({ description: "The fan's user id" }),
    user: UserCardSchema,
    since: z
      .string()
      .nullable()
      .openapi({ description: "When they joined the list (or became a follower, subscriber...)" }),
  })
  .openapi("FanListMember");

export const ListMembersResultSchema = z
  .object({ listId: z.string(), added: z.number().int(), memberCount: z.number().int() })
  .openapi("FanListMembersResult");

export const ListDeletedSchema = z.object({ deleted: z.literal(true) });
