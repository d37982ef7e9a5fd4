import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import { requirePerformer } from "../../identity/accounts/viewer";
import { PagingQuery } from "../../lib/paging";
import { BlockCountriesBody, BlockedCountriesSchema, BlockedUserSchema, BlockUserBody } from "./schemas";
import {
  blockUser,
  getBlockedCountries,
  listBlockedUsers,
  setBlockedCountries,
  unblockUser,
} from "./service";

const CREATOR_ERRORS = ["unauthorized", "performer_only"] as const;

const block = createRoute({
  method: "post",
  path: "/block/users",
  tags: ["Blocks"],
  summary: "Block a user from the creator's profile, content, messages and streams (removes their follow)",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: BlockUserBody } }, required: true } },
  responses: responses(BlockedUserSchema, "The user is blocked", [
    ...CREATOR_ERRORS,
    "user_not_found",
    "validation_failed",
  ]),
});

const unblock = createRoute({
  method: "delete",
  path: "/block/users/{id}",
  tags: ["Blocks"],
  summary: "Unblock a user (id is the blocked user's id)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(z.object({ _id: z.string(), blocked: z.literal(false) }), "The block is lifted", [
    ...CREATOR_ERRORS,
    "user_not_blocked",
  ]),
});

const blocked = createRoute({
  method: "get",
  path: "/block/users",
  tags: ["Blocks"],
  summary: "The users the creator blocked",
  security: bearerSecurity,
  request: { query: PagingQuery },
  responses: responses(listOf(BlockedUserSchema), "Blocked users with cards", [
    ...CREATOR_ERRORS,
    "validation_failed",
  ]),
});

const setCountries = createRoute({
  method: "post",
  path: "/block/countries",
  tags: ["Blocks"],
  summary: "Replace the list of countries blocked from the creator's profile and content",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: BlockCountriesBody } }, required: true } },
  responses: responses(BlockedCountriesSchema, "The blocked countries now", [
    ...CREATOR_ERRORS,
    "validation_failed",
  ]),
});

const getCountries = createRoute({
  method: "get",
  path: "/block/countries",
  tags: ["Blocks"],
  summary: "The countries the creator blocked",
  security: bearerSecurity,
  responses: responses(BlockedCountriesSchema, "The blocked countries", [...CREATOR_ERRORS]),
});

export function registerBlockRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(block, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await blockUser(deps, requirePerformer(viewer), c.req.valid("json")));
  });

  api.openapi(unblock, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await unblockUser(deps, requirePerformer(viewer), c.req.valid("param").id));
  });

  api.openapi(blocked, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await listBlockedUsers(deps, requirePerformer(viewer), c.req.valid("query")));
  });

  api.openapi(setCountries, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { countryCodes } = c.req.valid("json");
    return ok(c, await setBlockedCountries(deps, requirePerformer(viewer), countryCodes));
  });

  api.openapi(getCountries, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getBlockedCountries(deps, requirePerformer(viewer)));
  });
}
