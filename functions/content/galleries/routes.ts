import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import {
  type AppEnv,
  bearerSecurity,
  IdParam,
  listOf,
  ok,
  optionalSecurity,
  responses,
} from "../../http/hono";
import { visitorOf } from "../../social/reactions/views";
import {
  CreateGalleryBody,
  FanGalleryQuery,
  GallerySchema,
  GalleryViewSchema,
  OwnGalleryQuery,
  UpdateGalleryBody,
} from "./schemas";
import {
  createGallery,
  deleteGallery,
  searchGalleries,
  searchOwnGalleries,
  updateGallery,
  viewGallery,
  viewOwnGallery,
} from "./service";

const TAGS = ["Galleries"];
const OWN = "/performer/performer-assets/galleries";
const manageErrors = ["unauthorized", "performer_only", "gallery_not_found", "validation_failed"] as const;
const seeErrors = ["user_blocked", "country_blocked", "performer_not_found", "gallery_not_found"] as const;
const Deleted = z.object({ deleted: z.literal(true) });

const create = createRoute({
  method: "post",
  path: OWN,
  tags: TAGS,
  summary: "Create a gallery (creators)",
  security: bearerSecurity,
  request: { body: { required: true, content: { "application/json": { schema: CreateGalleryBody } } } },
  responses: responses(GallerySchema, "The new gallery", [...manageErrors], 201),
});

const searchOwn = createRoute({
  method: "get",
  path: `${OWN}/search`,
  tags: TAGS,
  summary: "The creator's own galleries (admins: everyone's)",
  security: bearerSecurity,
  request: { query: OwnGalleryQuery },
  responses: responses(listOf(GallerySchema), "Galleries", [...manageErrors]),
});

const update = createRoute({
  method: "put",
  path: `${OWN}/{id}`,
  tags: TAGS,
  summary: "Update an own gallery",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { required: true, content: { "application/json": { schema: UpdateGalleryBody } } },
  },
  responses: responses(GallerySchema, "The updated gallery", [...manageErrors]),
});

const remove = createRoute({
  method: "delete",
  path: `${OWN}/{id}`,
  tags: TAGS,
  summary:
    "Delete an own gallery with its photos and their files; a gallery fans paid for stays theirs (409 item_sold: set it to Draft instead)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(Deleted, "Deleted", [...manageErrors, "item_sold"]),
});

const viewOwn = createRoute({
  method: "get",
  path: `${OWN}/{id}/view`,
  tags: TAGS,
  summary: "An own gallery with its photos (drafts included)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(GalleryViewSchema, "The gallery", [...manageErrors]),
});

const search = createRoute({
  method: "get",
  path: "/performer-assets/galleries/search",
  tags: TAGS,
  summary: "Published galleries of a creator (performerId) or matching q, for fans",
  security: optionalSecurity,
  request: { query: FanGalleryQuery },
  responses: responses(listOf(GallerySchema), "Galleries with lock state", [
    ...seeErrors,
    "validation_failed",
  ]),
});

const view = createRoute({
  method: "get",
  path: "/performer-assets/galleries/{id}/view",
  tags: TAGS,
  summary: "A gallery for fans: photo URLs only for subscribers (or buyers when for sale)",
  security: optionalSecurity,
  request: { params: IdParam },
  responses: responses(GalleryViewSchema, "The gallery", [...seeErrors]),
});

export function registerGalleryRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(create, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createGallery(deps, viewer, c.req.valid("json")), 201);
  });
  api.openapi(searchOwn, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchOwnGalleries(deps, viewer, c.req.valid("query")));
  });
  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updateGallery(deps, viewer, c.req.valid("param").id, c.req.valid("json")));
  });
  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteGallery(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(viewOwn, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await viewOwnGallery(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(search, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await searchGalleries(deps, viewer, country, c.req.valid("query")));
  });
  api.openapi(view, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(
      c,
      await viewGallery(deps, viewer, country, c.req.valid("param").id, visitorOf(c.req.raw.headers)),
    );
  });
}
