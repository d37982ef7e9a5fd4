import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  type AppEnv,
  bearerSecurity,
  IdParam,
  listOf,
  ok,
  optionalSecurity,
  responses,
} from "../../http/hono";
import { requireUser } from "../../identity/accounts/viewer";
import { CommentSchema, CommentsQuery, CreateCommentBody, DeletedSchema, UpdateCommentBody } from "./schemas";
import { createComment, deleteComment, listComments, updateComment } from "./service";

const create = createRoute({
  method: "post",
  path: "/comments",
  tags: ["Comments"],
  summary: "Comment on a feed item, video, gallery or product the viewer may open (10 a minute per account)",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: CreateCommentBody } }, required: true } },
  responses: responses(
    CommentSchema,
    "The new comment",
    [
      "unauthorized",
      "user_blocked",
      "country_blocked",
      "subscription_required",
      "purchase_required",
      "not_found",
      "validation_failed",
      "too_many_attempts",
    ],
    201,
  ),
});

const update = createRoute({
  method: "put",
  path: "/comments/{id}",
  tags: ["Comments"],
  summary: "Edit one's own comment",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { content: { "application/json": { schema: UpdateCommentBody } }, required: true },
  },
  responses: responses(CommentSchema, "The edited comment", [
    "unauthorized",
    "comment_not_yours",
    "user_blocked",
    "country_blocked",
    "subscription_required",
    "purchase_required",
    "comment_not_found",
    "validation_failed",
  ]),
});

const list = createRoute({
  method: "get",
  path: "/comments",
  tags: ["Comments"],
  summary: "Comments on an item the viewer may open, newest first",
  security: optionalSecurity,
  request: { query: CommentsQuery },
  responses: responses(listOf(CommentSchema), "Comments with their authors", [
    "unauthorized",
    "user_blocked",
    "country_blocked",
    "subscription_required",
    "purchase_required",
    "not_found",
    "validation_failed",
  ]),
});

const remove = createRoute({
  method: "delete",
  path: "/comments/{id}",
  tags: ["Comments"],
  summary: "Delete a comment (its author, the item's creator, or an admin)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(DeletedSchema, "The comment is gone", [
    "unauthorized",
    "comment_delete_forbidden",
    "comment_not_found",
  ]),
});

export function registerCommentRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(create, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await createComment(deps, requireUser(viewer), country, c.req.valid("json")), 201);
  });

  api.openapi(update, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { id } = c.req.valid("param");
    const { content } = c.req.valid("json");
    return ok(c, await updateComment(deps, requireUser(viewer), country, id, content));
  });

  api.openapi(list, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await listComments(deps, viewer, country, c.req.valid("query")));
  });

  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await deleteComment(deps, requireUser(viewer), id));
  });
}
