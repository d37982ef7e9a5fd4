import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, listOf, ok, responses } from "../../http/hono";
import { requireUser } from "../../identity/accounts/viewer";
import {
  FollowerSchema,
  FollowersQuery,
  FollowingListSchema,
  FollowingQuery,
  FollowStateSchema,
  PerformerIdParam,
} from "./schemas";
import { followPerformer, listFollowedIds, listFollowers, listFollowing, unfollowPerformer } from "./service";

const follow = createRoute({
  method: "post",
  path: "/follows/{performerId}",
  tags: ["Follows"],
  summary: "Follow a creator (idempotent: following again answers 200 and changes nothing)",
  security: bearerSecurity,
  request: { params: PerformerIdParam },
  responses: responses(FollowStateSchema, "The creator is followed", [
    "unauthorized",
    "user_blocked",
    "country_blocked",
    "performer_not_found",
    "validation_failed",
  ]),
});

const unfollow = createRoute({
  method: "delete",
  path: "/follows/{performerId}",
  tags: ["Follows"],
  summary: "Stop following a creator (idempotent)",
  security: bearerSecurity,
  request: { params: PerformerIdParam },
  responses: responses(FollowStateSchema, "The creator is not followed", ["unauthorized"]),
});

const followers = createRoute({
  method: "get",
  path: "/follows/followers",
  tags: ["Follows"],
  summary: "A creator's own followers; admins pass performerId",
  security: bearerSecurity,
  request: { query: FollowersQuery },
  responses: responses(listOf(FollowerSchema), "Followers with user cards", [
    "unauthorized",
    "performer_only",
    "forbidden",
    "validation_failed",
  ]),
});

const following = createRoute({
  method: "get",
  path: "/follows/following",
  tags: ["Follows"],
  summary: "The creators the viewer follows, with cards; idsOnly=true gives just their ids",
  security: bearerSecurity,
  request: { query: FollowingQuery },
  responses: responses(FollowingListSchema, "Followed creators", ["unauthorized", "validation_failed"]),
});

export function registerFollowRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(follow, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { performerId } = c.req.valid("param");
    return ok(c, await followPerformer(deps, requireUser(viewer), country, performerId));
  });

  api.openapi(unfollow, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { performerId } = c.req.valid("param");
    return ok(c, await unfollowPerformer(deps, requireUser(viewer), performerId));
  });

  api.openapi(followers, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { performerId, ...paging } = c.req.valid("query");
    return ok(c, await listFollowers(deps, requireUser(viewer), country, performerId, paging));
  });

  api.openapi(following, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { idsOnly, ...paging } = c.req.valid("query");
    const user = requireUser(viewer);
    return ok(
      c,
      idsOnly ? await listFollowedIds(deps, user) : await listFollowing(deps, user, country, paging),
    );
  });
}
