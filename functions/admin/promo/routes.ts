import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import { requireAdmin } from "../../identity/accounts/viewer";
import {
  AdminSitePromoQuery,
  CreateSitePromoBody,
  SitePromoQuery,
  SitePromoSchema,
  UpdateSitePromoBody,
} from "./schemas";
import { createPromo, deletePromo, searchPromos, updatePromo } from "./service";

const search = createRoute({
  method: "get",
  path: "/site-promo/search",
  tags: ["Site promos"],
  summary: "Active banners in display order, optionally for one position",
  request: { query: SitePromoQuery },
  responses: responses(listOf(SitePromoSchema), "Banners", ["validation_failed"]),
});

const ADMIN_ERRORS = ["unauthorized", "admin_only"] as const;

const adminList = createRoute({
  method: "get",
  path: "/admin/site-promo",
  tags: ["Admin", "Site promos"],
  summary: "Every banner, active or not (admin)",
  security: bearerSecurity,
  request: { query: AdminSitePromoQuery },
  responses: responses(listOf(SitePromoSchema), "Banners", [...ADMIN_ERRORS, "validation_failed"]),
});

const adminCreate = createRoute({
  method: "post",
  path: "/admin/site-promo",
  tags: ["Admin", "Site promos"],
  summary: "Add a banner (admin)",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: CreateSitePromoBody } }, required: true } },
  responses: responses(SitePromoSchema, "The new banner", [...ADMIN_ERRORS, "validation_failed"], 201),
});

const adminUpdate = createRoute({
  method: "put",
  path: "/admin/site-promo/{id}",
  tags: ["Admin", "Site promos"],
  summary: "Change a banner (admin)",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { content: { "application/json": { schema: UpdateSitePromoBody } }, required: true },
  },
  responses: responses(SitePromoSchema, "The banner after the change", [
    ...ADMIN_ERRORS,
    "banner_not_found",
    "validation_failed",
  ]),
});

const adminDelete = createRoute({
  method: "delete",
  path: "/admin/site-promo/{id}",
  tags: ["Admin", "Site promos"],
  summary: "Delete a banner (admin)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(z.object({ _id: z.string(), deleted: z.literal(true) }), "The banner is gone", [
    ...ADMIN_ERRORS,
    "banner_not_found",
  ]),
});

export function registerSitePromoRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(search, async (c) =>
    ok(c, await searchPromos(c.get("rc").deps, { ...c.req.valid("query"), status: "active" })),
  );

  api.openapi(adminList, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    return ok(c, await searchPromos(deps, c.req.valid("query")));
  });

  api.openapi(adminCreate, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createPromo(deps, requireAdmin(viewer), c.req.valid("json")), 201);
  });

  api.openapi(adminUpdate, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updatePromo(deps, requireAdmin(viewer), c.req.valid("param").id, c.req.valid("json")));
  });

  api.openapi(adminDelete, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deletePromo(deps, requireAdmin(viewer), c.req.valid("param").id));
  });
}
