import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  type AppEnv,
  bearerSecurity,
  IdParam,
  jsonBody,
  listOf,
  ok,
  oneTripRead,
  responses,
} from "../../http/hono";
import { requirePerformer } from "../../identity/accounts/viewer";
import {
  FanListMemberSchema,
  FanListSchema,
  ListBody,
  ListDeletedSchema,
  ListMemberParams,
  ListMembersBody,
  ListMembersQuery,
  ListMembersResultSchema,
} from "./schemas";
import {
  addMembers,
  createList,
  deleteList,
  fansToAdd,
  listLists,
  listMembers,
  removeMember,
  renameList,
} from "./service";

const tags = ["Fan lists"];
const AUTH = ["unauthorized", "performer_only"] as const;

const all = createRoute({
  method: "get",
  path: "/lists",
  tags,
  summary: "The creator's fan lists: built-in (kept current) and custom, with member counts",
  security: bearerSecurity,
  responses: responses(listOf(FanListSchema), "The lists", [...AUTH]),
});

const create = createRoute({
  method: "post",
  path: "/lists",
  tags,
  summary: "Create a custom fan list",
  security: bearerSecurity,
  request: { body: jsonBody(ListBody) },
  responses: responses(FanListSchema, "The list", [...AUTH, "validation_failed", "list_name_taken"], 201),
});

const fans = createRoute({
  method: "get",
  path: "/lists/fans",
  tags,
  summary: "Fans who may be added to a list (followers, subscribers, buyers, fans who wrote), by q",
  security: bearerSecurity,
  request: { query: ListMembersQuery },
  responses: responses(listOf(FanListMemberSchema), "The fans", [...AUTH, "validation_failed"]),
});

const rename = createRoute({
  method: "put",
  path: "/lists/{id}",
  tags,
  summary: "Rename a custom list (built-in lists cannot be changed)",
  security: bearerSecurity,
  request: { params: IdParam, body: jsonBody(ListBody) },
  responses: responses(FanListSchema, "The list", [
    ...AUTH,
    "validation_failed",
    "list_not_found",
    "list_not_editable",
    "list_name_taken",
  ]),
});

const remove = createRoute({
  method: "delete",
  path: "/lists/{id}",
  tags,
  summary: "Delete a custom list (the fans are not affected)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(ListDeletedSchema, "Deleted", [...AUTH, "list_not_found", "list_not_editable"]),
});

const members = createRoute({
  method: "get",
  path: "/lists/{id}/members",
  tags,
  summary: "A list's members, newest (or biggest spenders) first; q searches name and username",
  security: bearerSecurity,
  request: { params: IdParam, query: ListMembersQuery },
  responses: responses(listOf(FanListMemberSchema), "The members", [
    ...AUTH,
    "validation_failed",
    "list_not_found",
  ]),
});

const addMembersRoute = createRoute({
  method: "post",
  path: "/lists/{id}/members",
  tags,
  summary:
    "Add fans to a custom list; each must follow, subscribe (or have), have paid or written to the creator",
  security: bearerSecurity,
  request: { params: IdParam, body: jsonBody(ListMembersBody) },
  responses: responses(ListMembersResultSchema, "How many were added", [
    ...AUTH,
    "validation_failed",
    "list_not_found",
    "list_not_editable",
  ]),
});

const removeMemberRoute = createRoute({
  method: "delete",
  path: "/lists/{id}/members/{userId}",
  tags,
  summary: "Take a fan out of a custom list",
  security: bearerSecurity,
  request: { params: ListMemberParams },
  responses: responses(ListMembersResultSchema, "The list's member count", [
    ...AUTH,
    "list_not_found",
    "list_not_editable",
  ]),
});

export function registerListRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(
    all,
    oneTripRead(async (c) => {
      const { deps, viewerRead } = c.get("rc");
      return ok(c, await listLists(deps, viewerRead));
    }),
  );

  api.openapi(create, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createList(deps, requirePerformer(viewer).id, c.req.valid("json")), 201);
  });

  api.openapi(fans, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await fansToAdd(deps, requirePerformer(viewer).id, c.req.valid("query")));
  });

  api.openapi(rename, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await renameList(deps, requirePerformer(viewer).id, id, c.req.valid("json")));
  });

  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteList(deps, requirePerformer(viewer).id, c.req.valid("param").id));
  });

  api.openapi(
    members,
    oneTripRead(async (c) => {
      const { deps, viewerRead } = c.get("rc");
      return ok(c, await listMembers(deps, viewerRead, c.req.valid("param").id, c.req.valid("query")));
    }),
  );

  api.openapi(addMembersRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await addMembers(deps, requirePerformer(viewer).id, id, c.req.valid("json").userIds));
  });

  api.openapi(removeMemberRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { id, userId } = c.req.valid("param");
    return ok(c, await removeMember(deps, requirePerformer(viewer).id, id, userId));
  });
}
