import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppContext, type AppEnv, bearerSecurity, listOf, ok, responses } from "../../http/hono";
import { requireUser } from "../../identity/accounts/viewer";
import { BOOKMARK_LISTS, type BookmarkList, listBookmarks } from "./bookmarks";
import {
  BookmarkQuery,
  BookmarkSchema,
  BookmarkTypeParam,
  ReactionBody,
  ReactionStateSchema,
} from "./schemas";
import { addReaction, removeReaction } from "./service";

const body = { content: { "application/json": { schema: ReactionBody } }, required: true };

const react = createRoute({
  method: "post",
  path: "/reactions",
  tags: ["Reactions"],
  summary:
    "Like (needs access to the item, as opening it) or bookmark (needs only the creator) a feed item, video, gallery, product, creator or comment (idempotent)",
  security: bearerSecurity,
  request: { body },
  responses: responses(ReactionStateSchema, "The reaction is in place", [
    "unauthorized",
    "user_blocked",
    "country_blocked",
    "subscription_required",
    "purchase_required",
    "not_found",
    "performer_not_found",
    "validation_failed",
  ]),
});

const unreact = createRoute({
  method: "delete",
  path: "/reactions",
  tags: ["Reactions"],
  summary: "Take a like or bookmark back (idempotent)",
  security: bearerSecurity,
  request: { body },
  responses: responses(ReactionStateSchema, "The reaction is gone", ["unauthorized", "validation_failed"]),
});

const bookmarkErrors = ["unauthorized", "validation_failed"] as const;

const bookmarksOf = createRoute({
  method: "get",
  path: "/reactions/{type}/bookmark",
  tags: ["Reactions"],
  summary: "The viewer's bookmarks of one kind (feeds, videos, galleries, products, performers)",
  security: bearerSecurity,
  request: { params: BookmarkTypeParam, query: BookmarkQuery },
  responses: responses(listOf(BookmarkSchema), "Bookmarks, newest first", [...bookmarkErrors]),
});

/**
 * Each bookmark list by its plural (`/reactions/feeds/bookmark`, ...), as clients call them; each is
 * the same call as /reactions/{type}/bookmark with that type.
 */
const namedBookmarkRoutes = (Object.keys(BOOKMARK_LISTS) as BookmarkList[]).map((list) => ({
  list,
  route: createRoute({
    method: "get",
    path: `/reactions/${list}/bookmark`,
    tags: ["Reactions"],
    summary: `The viewer's bookmarked ${list}`,
    security: bearerSecurity,
    request: { query: BookmarkQuery },
    responses: responses(listOf(BookmarkSchema), "Bookmarks, newest first", [...bookmarkErrors]),
  }),
}));

async function bookmarks(c: AppContext, list: BookmarkList, query: typeof BookmarkQuery._output) {
  const { deps, viewer, country } = c.get("rc");
  return ok(c, await listBookmarks(deps, requireUser(viewer), country, list, query));
}

export function registerReactionRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(react, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await addReaction(deps, requireUser(viewer), country, c.req.valid("json")));
  });

  api.openapi(unreact, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await removeReaction(deps, requireUser(viewer), c.req.valid("json")));
  });

  for (const { list, route } of namedBookmarkRoutes) {
    api.openapi(route, (c) => bookmarks(c, list, c.req.valid("query")));
  }
  api.openapi(bookmarksOf, (c) => bookmarks(c, c.req.valid("param").type, c.req.valid("query")));
}
