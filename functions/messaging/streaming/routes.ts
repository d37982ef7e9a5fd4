import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { ErrorCode } from "../../errors";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import { requirePerformer, requireUser } from "../../identity/accounts/viewer";
import {
  AgoraTokenBody,
  AgoraTokenSchema,
  GoLiveBody,
  JoinSchema,
  LiveSearchQuery,
  SetDurationBody,
  StreamSchema,
  UpdateStreamBody,
} from "./schemas";
import {
  endStream,
  goLive,
  joinStream,
  searchLiveStreams,
  setStreamDuration,
  streamToken,
  updateStream,
} from "./service";

const TAGS = ["Streaming"];
const OWN: ErrorCode[] = ["unauthorized", "performer_only", "stream_not_found"];
const JOIN: ErrorCode[] = [
  "unauthorized",
  "stream_not_found",
  "stream_ended",
  "user_blocked",
  "country_blocked",
  "subscription_required",
];

const live = createRoute({
  method: "post",
  path: "/streaming/live",
  tags: TAGS,
  summary:
    "Go live: a title and a flat price per session in tokens (0 = free). Verified creators; a creator already live gets that session (200)",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: GoLiveBody } }, required: true } },
  responses: responses(
    StreamSchema,
    "The live session (201 new, 200 already live)",
    ["unauthorized", "performer_only", "performer_not_verified", "validation_failed"],
    [201, 200],
  ),
});

const end = createRoute({
  method: "put",
  path: "/streaming/live/{id}",
  tags: TAGS,
  summary: "End a live session (its creator or an admin); viewers are told and their sockets close",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(StreamSchema, "The ended session", OWN),
});

const update = createRoute({
  method: "put",
  path: "/streaming/update",
  tags: TAGS,
  summary: "Change a live session's title or price",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: UpdateStreamBody } }, required: true } },
  responses: responses(StreamSchema, "The session", [...OWN, "stream_ended", "validation_failed"]),
});

const duration = createRoute({
  method: "put",
  path: "/streaming/set-duration",
  tags: TAGS,
  summary: "Record how many seconds a session has been live (it never goes back)",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: SetDurationBody } }, required: true } },
  responses: responses(StreamSchema, "The session", [...OWN, "validation_failed"]),
});

const join = createRoute({
  method: "get",
  path: "/streaming/join/{id}",
  tags: TAGS,
  summary:
    "Join a live session: live, subscribed, not blocked; for a paid session whether this session is bought (canWatch)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(JoinSchema, "The session and the viewer's access", JOIN),
});

const search = createRoute({
  method: "get",
  path: "/streaming/user/search",
  tags: TAGS,
  summary: "Who is live now: public sessions of verified creators the viewer may see, newest first",
  request: { query: LiveSearchQuery },
  responses: responses(listOf(StreamSchema), "Live sessions", ["validation_failed"]),
});

const token = createRoute({
  method: "post",
  path: "/streaming/agora/token",
  tags: TAGS,
  summary:
    "A one-hour Agora token for a session's channel: publisher for its creator, subscriber for viewers who may watch",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: AgoraTokenBody } }, required: true } },
  responses: responses(AgoraTokenSchema, "The token", [
    ...JOIN,
    "purchase_required",
    "validation_failed",
    "streaming_not_configured",
  ]),
});

export function registerStreamingRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(live, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { stream, created } = await goLive(deps, requirePerformer(viewer), c.req.valid("json"));
    return ok(c, stream, created ? 201 : 200);
  });
  api.openapi(end, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await endStream(deps, requireUser(viewer), c.req.valid("param").id));
  });
  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updateStream(deps, requireUser(viewer), c.req.valid("json")));
  });
  api.openapi(duration, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await setStreamDuration(deps, requireUser(viewer), c.req.valid("json")));
  });
  api.openapi(join, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await joinStream(deps, requireUser(viewer), country, c.req.valid("param").id));
  });
  api.openapi(search, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await searchLiveStreams(deps, viewer, country, c.req.valid("query")));
  });
  api.openapi(token, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { streamId } = c.req.valid("json");
    return ok(c, await streamToken(deps, requireUser(viewer), country, streamId));
  });
}
