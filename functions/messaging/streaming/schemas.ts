import { STREAM_STATUSES, STREAM_TYPES } from "../../../drizzle/schema/messaging";
import { PerformerCardSchema } from "../../identity/performers/schemas";
import { UserCardSchema } from "../../identity/users/cards";
import { TokenAmount } from "../../lib/money";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

const title = z
  .string()
  .trim()
  .min(1, "Give your stream a title.")
  .max(100, "At most 100 characters.")
  .openapi({ example: "Friday night Q&A" });

const price = TokenAmount.openapi({ description: "Flat price per session in tokens; 0 = free" });

const streamId = z.string().trim().min(1).max(64).openapi({ description: "A stream id" });

export const GoLiveBody = z.object({ title, price: price.default(0) }).openapi("GoLive");

export const UpdateStreamBody = z
  .object({ streamId, title: title.optional(), price: price.optional() })
  .openapi("UpdateStream");

export const SetDurationBody = z
  .object({
    streamId,
    duration: z.coerce
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3600)
      .openapi({ description: "Seconds live so far" }),
  })
  .openapi("SetStreamDuration");

export const AgoraTokenBody = z.object({ streamId }).openapi("AgoraTokenRequest");

export const LiveSearchQuery = PagingQuery.extend({
  q: z.string().trim().max(100).optional().openapi({ description: "Title, creator name or username" }),
});

export const PrivateRequestBody = z
  .object({ conversationId: z.string().trim().min(1).max(64) })
  .openapi("PrivateStreamRequest");

export const AcceptPrivateRequestBody = z
  .object({ price: price.default(0) })
  .openapi("AcceptPrivateStreamRequest");

export const ConversationParam = z.object({
  conversationId: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "conversationId", in: "path" } }),
});

/* ---- Responses ---- */

export const StreamSchema = z
  .object({
    _id: z.string(),
    performerId: z.string(),
    performer: PerformerCardSchema.nullable(),
    type: z.enum(STREAM_TYPES),
    status: z.enum(STREAM_STATUSES),
    title: z.string(),
    price: z.number().openapi({ description: "Tokens per session; 0 = free" }),
    isFree: z.boolean(),
    conversationId: z.string().nullable(),
    duration: z.number().int(),
    startedAt: z.string(),
    endedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Stream");

export const JoinSchema = z
  .object({
    stream: StreamSchema,
    isOwner: z.boolean(),
    isBought: z.boolean().openapi({ description: "A paid session the viewer bought" }),
    canWatch: z.boolean().openapi({ description: "Free, bought, or the viewer's own stream" }),
    viewerCount: z.number().int(),
  })
  .openapi("StreamJoin");

export const AgoraTokenSchema = z
  .object({
    appId: z.string(),
    channel: z.string(),
    account: z.string().openapi({ description: "The user account the token is for (the user id)" }),
    role: z.enum(["publisher", "subscriber"]),
    token: z.string(),
    expiresAt: z.string(),
  })
  .openapi("AgoraToken");

export const PrivateRequestSchema = z
  .object({
    conversationId: z.string(),
    performerId: z.string(),
    user: UserCardSchema,
    createdAt: z.string(),
  })
  .openapi("PrivateStreamRequestItem");
