import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  type AppEnv,
  bearerSecurity,
  IdParam,
  listOf,
  ok,
  oneTripRead,
  optionalSecurity,
  responses,
} from "../../http/hono";
import { visitorOf } from "../../social/reactions/views";
import { FeedSchema, PollSchema, UserFeedQuery, VoteBody } from "./schemas";
import { getUserFeed, listUserFeeds, voteInPoll } from "./timeline";

const tags = ["Feeds"];
const CREATOR_HIDDEN = ["performer_not_found", "user_blocked", "country_blocked"] as const;

const timeline = createRoute({
  method: "get",
  path: "/user/feeds",
  tags,
  summary:
    "A creator's public timeline (performerId: id or username; pinned first), or without it the logged-in fan's home timeline from followed and subscribed creators",
  security: optionalSecurity,
  request: { query: UserFeedQuery },
  responses: responses(listOf(FeedSchema), "Posts; locked ones carry no file URLs", [
    "unauthorized",
    "validation_failed",
    ...CREATOR_HIDDEN,
  ]),
});

const view = createRoute({
  method: "get",
  path: "/user/feeds/{id}",
  tags,
  summary: "One post; files only for viewers entitled to them (owner, admin, subscriber or buyer)",
  security: optionalSecurity,
  request: { params: IdParam },
  responses: responses(FeedSchema, "The post", ["feed_not_found", ...CREATOR_HIDDEN]),
});

const vote = createRoute({
  method: "post",
  path: "/user/feeds/vote/{id}",
  tags,
  summary: "Vote in the poll of a post (id is the post's id): one vote per fan, none after expiry",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { content: { "application/json": { schema: VoteBody } }, required: true },
  },
  responses: responses(PollSchema, "The poll with the vote counted", [
    "unauthorized",
    "validation_failed",
    "feed_not_found",
    "poll_not_found",
    "already_voted",
    "poll_closed",
    ...CREATOR_HIDDEN,
  ]),
});

export function registerUserFeedRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(
    timeline,
    oneTripRead(async (c) => {
      const { deps, viewerRead, country } = c.get("rc");
      return ok(c, await listUserFeeds(deps, viewerRead, country, c.req.valid("query")));
    }),
  );

  api.openapi(view, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(
      c,
      await getUserFeed(deps, viewer, country, c.req.valid("param").id, visitorOf(c.req.raw.headers)),
    );
  });

  api.openapi(vote, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { optionId } = c.req.valid("json");
    return ok(c, await voteInPoll(deps, viewer, country, c.req.valid("param").id, optionId));
  });
}
