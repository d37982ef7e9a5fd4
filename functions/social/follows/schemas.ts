import { PerformerCardSchema } from "../../identity/performers/schemas";
import { UserCardSchema } from "../../identity/users/cards";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

export const PerformerIdParam = z.object({
  performerId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "performerId", in: "path" } }),
});

export const FollowStateSchema = z
  .object({
    performerId: z.string(),
    isFollowed: z.boolean(),
    totalFollowers: z.number().int(),
  })
  .openapi("FollowState");

export const FollowersQuery = PagingQuery.extend({
  performerId: z.string().min(1).max(64).optional().openapi({ description: "Admins only: whose followers" }),
});

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1")
  .optional();

export const FollowingQuery = PagingQuery.extend({
  idsOnly: booleanFlag.openapi({
    description: "true: data is every followed creator id (no paging), for the client's followedIds",
  }),
});

export const FollowerSchema = z
  .object({ _id: z.string(), user: UserCardSchema, followedAt: z.string() })
  .openapi("Follower");

const FollowingSchema = z
  .object({ _id: z.string(), performer: PerformerCardSchema, followedAt: z.string() })
  .openapi("FollowedPerformer");

export const FollowingListSchema = z.union([
  z.object({ data: z.array(FollowingSchema), total: z.number().int() }),
  z.object({ data: z.array(z.string()), total: z.number().int() }),
]);
