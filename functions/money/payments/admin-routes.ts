import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, jsonBody, listOf, ok, responses } from "../../http/hono";
import { createCoupon, deleteCoupon, searchCoupons, updateCoupon } from "./coupons";
import { adminSearchPackages, createPackage, deletePackage, updatePackage } from "./packages";
import {
  AdminPackageQuery,
  CouponBody,
  CouponQuery,
  CouponSchema,
  CouponUpdateBody,
  PackageBody,
  PackageSchema,
  PackageUpdateBody,
} from "./schemas";

const TAGS = ["Admin: money"];
const ADMIN = ["unauthorized", "admin_only", "validation_failed"] as const;
const Deleted = z.object({ deleted: z.literal(true) });

const routes = {
  packages: createRoute({
    method: "get",
    path: "/admin/token-packages/search",
    tags: TAGS,
    summary: "Every token package (active=false for the ones not on offer)",
    security: bearerSecurity,
    request: { query: AdminPackageQuery },
    responses: responses(listOf(PackageSchema), "Packages", [...ADMIN]),
  }),
  createPackage: createRoute({
    method: "post",
    path: "/admin/token-packages",
    tags: TAGS,
    summary: "Offer a token package (name, description, price, tokens, ordering, active)",
    security: bearerSecurity,
    request: { body: jsonBody(PackageBody) },
    responses: responses(PackageSchema, "The package", [...ADMIN], 201),
  }),
  updatePackage: createRoute({
    method: "put",
    path: "/admin/token-packages/{id}",
    tags: TAGS,
    summary: "Change a token package",
    security: bearerSecurity,
    request: { params: IdParam, body: jsonBody(PackageUpdateBody) },
    responses: responses(PackageSchema, "The package", [...ADMIN, "not_found"]),
  }),
  deletePackage: createRoute({
    method: "delete",
    path: "/admin/token-packages/{id}",
    tags: TAGS,
    summary: "Delete a token package",
    security: bearerSecurity,
    request: { params: IdParam },
    responses: responses(Deleted, "Deleted", [...ADMIN, "not_found"]),
  }),
  coupons: createRoute({
    method: "get",
    path: "/admin/coupons/search",
    tags: TAGS,
    summary: "Every coupon with its uses",
    security: bearerSecurity,
    request: { query: CouponQuery },
    responses: responses(listOf(CouponSchema), "Coupons", [...ADMIN]),
  }),
  createCoupon: createRoute({
    method: "post",
    path: "/admin/coupons",
    tags: TAGS,
    summary: "Create a coupon (percentage or fixed, expiry, number of uses; one use per fan)",
    security: bearerSecurity,
    request: { body: jsonBody(CouponBody) },
    responses: responses(CouponSchema, "The coupon", [...ADMIN], 201),
  }),
  updateCoupon: createRoute({
    method: "put",
    path: "/admin/coupons/{id}",
    tags: TAGS,
    summary: "Change a coupon",
    security: bearerSecurity,
    request: { params: IdParam, body: jsonBody(CouponUpdateBody) },
    responses: responses(CouponSchema, "The coupon", [...ADMIN, "coupon_not_found"]),
  }),
  deleteCoupon: createRoute({
    method: "delete",
    path: "/admin/coupons/{id}",
    tags: TAGS,
    summary: "Delete a coupon",
    security: bearerSecurity,
    request: { params: IdParam },
    responses: responses(Deleted, "Deleted", [...ADMIN, "coupon_not_found"]),
  }),
};

export function registerPaymentAdminRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(routes.packages, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await adminSearchPackages(deps, viewer, c.req.valid("query")));
  });
  api.openapi(routes.createPackage, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createPackage(deps, viewer, c.req.valid("json")), 201);
  });
  api.openapi(routes.updatePackage, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updatePackage(deps, viewer, c.req.valid("param").id, c.req.valid("json")));
  });
  api.openapi(routes.deletePackage, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deletePackage(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(routes.coupons, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchCoupons(deps, viewer, c.req.valid("query")));
  });
  api.openapi(routes.createCoupon, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createCoupon(deps, viewer, c.req.valid("json")), 201);
  });
  api.openapi(routes.updateCoupon, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updateCoupon(deps, viewer, c.req.valid("param").id, c.req.valid("json")));
  });
  api.openapi(routes.deleteCoupon, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteCoupon(deps, viewer, c.req.valid("param").id));
  });
}
