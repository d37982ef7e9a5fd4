import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import { requireAdmin } from "../../identity/accounts/viewer";
import {
  AdminPostsQuery,
  CreatePostBody,
  PostRefParam,
  PostSchema,
  PostsQuery,
  UpdatePostBody,
} from "./schemas";
import { createPost, deletePost, getPost, searchAllPosts, searchPublishedPosts, updatePost } from "./service";

const search = createRoute({
  method: "get",
  path: "/posts/search",
  tags: ["Posts"],
  summary: "Published site pages and posts (terms, privacy, help, about); q searches title and text",
  request: { query: PostsQuery },
  responses: responses(listOf(PostSchema), "Published posts", ["validation_failed"]),
});

const view = createRoute({
  method: "get",
  path: "/posts/{id}",
  tags: ["Posts"],
  summary: "A published page or post by id or slug",
  request: { params: PostRefParam },
  responses: responses(PostSchema, "The post", ["page_not_found"]),
});

const ADMIN_ERRORS = ["unauthorized", "admin_only"] as const;

const adminList = createRoute({
  method: "get",
  path: "/admin/posts",
  tags: ["Admin", "Posts"],
  summary: "Every page and post, active or not (admin)",
  security: bearerSecurity,
  request: { query: AdminPostsQuery },
  responses: responses(listOf(PostSchema), "Posts", [...ADMIN_ERRORS, "validation_failed"]),
});

const adminCreate = createRoute({
  method: "post",
  path: "/admin/posts",
  tags: ["Admin", "Posts"],
  summary: "Write a page or post (admin); the content is sanitised",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: CreatePostBody } }, required: true } },
  responses: responses(PostSchema, "The new post", [...ADMIN_ERRORS, "slug_taken", "validation_failed"], 201),
});

const adminUpdate = createRoute({
  method: "put",
  path: "/admin/posts/{id}",
  tags: ["Admin", "Posts"],
  summary: "Change a page or post (admin)",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { content: { "application/json": { schema: UpdatePostBody } }, required: true },
  },
  responses: responses(PostSchema, "The post after the change", [
    ...ADMIN_ERRORS,
    "page_not_found",
    "slug_taken",
    "validation_failed",
  ]),
});

const adminDelete = createRoute({
  method: "delete",
  path: "/admin/posts/{id}",
  tags: ["Admin", "Posts"],
  summary: "Delete a page or post (admin)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(z.object({ _id: z.string(), deleted: z.literal(true) }), "The post is gone", [
    ...ADMIN_ERRORS,
    "page_not_found",
  ]),
});

export function registerSitePageRoutes(api: OpenAPIHono<AppEnv>) {
  // /posts/search before /posts/{id}, so "search" is not taken for a slug.
  api.openapi(search, async (c) => ok(c, await searchPublishedPosts(c.get("rc").deps, c.req.valid("query"))));

  api.openapi(view, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getPost(deps, viewer, c.req.valid("param").id));
  });

  api.openapi(adminList, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    return ok(c, await searchAllPosts(deps, c.req.valid("query")));
  });

  api.openapi(adminCreate, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createPost(deps, requireAdmin(viewer), c.req.valid("json")), 201);
  });

  api.openapi(adminUpdate, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updatePost(deps, requireAdmin(viewer), c.req.valid("param").id, c.req.valid("json")));
  });

  api.openapi(adminDelete, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deletePost(deps, requireAdmin(viewer), c.req.valid("param").id));
  });
}
