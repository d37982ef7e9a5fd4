import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, listOf, ok, responses } from "../../http/hono";
import { requireAdmin } from "../../identity/accounts/viewer";
import {
  BlockedCheckSchema,
  CountryCodeParam,
  SiteCountryBlockSchema,
  SiteCountryBlocksBody,
} from "./site-schemas";
import {
  addSiteCountryBlocks,
  checkVisitorCountry,
  listSiteCountryBlocks,
  removeSiteCountryBlock,
} from "./site-service";

const check = createRoute({
  method: "get",
  path: "/block/countries/check",
  tags: ["Blocks"],
  summary: "Whether the visitor's country is blocked site-wide (reachable from a blocked country)",
  responses: responses(BlockedCheckSchema, "{ blocked }"),
});

const ADMIN_ERRORS = ["unauthorized", "admin_only"] as const;

const list = createRoute({
  method: "get",
  path: "/admin/site-blocks/countries",
  tags: ["Admin", "Blocks"],
  summary: "Countries blocked from the whole site (admin)",
  security: bearerSecurity,
  responses: responses(listOf(SiteCountryBlockSchema), "Blocked countries", [...ADMIN_ERRORS]),
});

const add = createRoute({
  method: "post",
  path: "/admin/site-blocks/countries",
  tags: ["Admin", "Blocks"],
  summary: "Block countries from the whole site (admin); visitors get the geoBlock page and API 403",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: SiteCountryBlocksBody } }, required: true } },
  responses: responses(listOf(SiteCountryBlockSchema), "Blocked countries after the change", [
    ...ADMIN_ERRORS,
    "validation_failed",
  ]),
});

const remove = createRoute({
  method: "delete",
  path: "/admin/site-blocks/countries/{code}",
  tags: ["Admin", "Blocks"],
  summary: "Lift a site-wide country block (admin)",
  security: bearerSecurity,
  request: { params: CountryCodeParam },
  responses: responses(listOf(SiteCountryBlockSchema), "Blocked countries after the change", [
    ...ADMIN_ERRORS,
    "country_not_blocked",
  ]),
});

export function registerSiteBlockRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(check, async (c) => {
    const { deps, country } = c.get("rc");
    c.header("Cache-Control", "private, no-store");
    return ok(c, await checkVisitorCountry(deps, country));
  });

  api.openapi(list, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    return ok(c, await listSiteCountryBlocks(deps));
  });

  api.openapi(add, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await addSiteCountryBlocks(deps, requireAdmin(viewer), c.req.valid("json").countryCodes));
  });

  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await removeSiteCountryBlock(deps, requireAdmin(viewer), c.req.valid("param").code));
  });
}
