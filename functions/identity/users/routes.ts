import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import { multipartBody, readFileField } from "../../http/multipart";
import { requestMeta } from "../accounts/request-meta";
import { requireUser } from "../accounts/viewer";
import {
  CurrentUserSchema,
  PublicUserSchema,
  UpdateProfileBody,
  UserRefParam,
  UserSearchQuery,
} from "./schemas";
import { getCurrentUser, searchUsers, setAvatar, updateProfile, viewUser } from "./service";

const me = createRoute({
  method: "get",
  path: "/users/me",
  tags: ["Users"],
  summary: "The logged-in user",
  security: bearerSecurity,
  responses: responses(CurrentUserSchema, "The current user", ["unauthorized"]),
});

const update = createRoute({
  method: "put",
  path: "/users",
  tags: ["Users"],
  summary:
    "Edit one's own account; a new email or password needs currentPassword; a new email applies once the link mailed to it is opened; a new password ends other sessions",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: UpdateProfileBody } }, required: true } },
  responses: responses(CurrentUserSchema, "The updated user", [
    "validation_failed",
    "unauthorized",
    "origin_mismatch",
    "email_taken",
    "username_taken",
    "wrong_password",
    "too_many_attempts",
    "public_origin_missing",
  ]),
});

const AVATAR_ERRORS = [
  "validation_failed",
  "unauthorized",
  "file_too_large",
  "unsupported_file_type",
] as const;
const avatarBody = multipartBody({ "file!": "file" }, "An image (JPEG, PNG, WebP or GIF, at most 5 MB)");

const avatarSelf = createRoute({
  method: "post",
  path: "/users/avatar/upload",
  tags: ["Users"],
  summary: "Upload one's avatar",
  security: bearerSecurity,
  request: { body: avatarBody },
  responses: responses(CurrentUserSchema, "The user with the new avatar", [...AVATAR_ERRORS]),
});

const avatarById = createRoute({
  method: "post",
  path: "/users/{id}/avatar/upload",
  tags: ["Users"],
  summary: "Upload a user's avatar (the user themselves, or an admin)",
  security: bearerSecurity,
  request: { params: IdParam, body: avatarBody },
  responses: responses(CurrentUserSchema, "The user with the new avatar", [
    ...AVATAR_ERRORS,
    "forbidden",
    "user_not_found",
  ]),
});

const search = createRoute({
  method: "get",
  path: "/users/search",
  tags: ["Users"],
  summary: "Find users by name or username (q); public cards",
  security: bearerSecurity,
  request: { query: UserSearchQuery },
  responses: responses(listOf(PublicUserSchema), "Matching users", ["validation_failed", "unauthorized"]),
});

const view = createRoute({
  method: "get",
  path: "/users/view/{id}",
  tags: ["Users"],
  summary: "One user's public card, by id or username",
  request: { params: UserRefParam },
  responses: responses(PublicUserSchema, "The user", ["user_not_found", "user_blocked", "country_blocked"]),
});

export function registerUserRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(me, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getCurrentUser(deps, requireUser(viewer)));
  });

  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await updateProfile(deps, requireUser(viewer), c.req.valid("json"), requestMeta(c.req.raw, c.env)),
    );
  });

  api.openapi(avatarSelf, async (c) => {
    const { deps, viewer } = c.get("rc");
    const user = requireUser(viewer);
    return ok(c, await setAvatar(deps, user, user.id, await readFileField(c, "file")));
  });

  api.openapi(avatarById, async (c) => {
    const { deps, viewer } = c.get("rc");
    const user = requireUser(viewer);
    return ok(c, await setAvatar(deps, user, c.req.valid("param").id, await readFileField(c, "file")));
  });

  api.openapi(search, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await searchUsers(deps, requireUser(viewer), country, c.req.valid("query")));
  });

  api.openapi(view, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await viewUser(deps, viewer, country, c.req.valid("param").id));
  });
}
