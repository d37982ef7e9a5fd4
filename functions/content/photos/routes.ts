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
import { multipartBody, readFileField, readFormFields } from "../../http/multipart";
import { requireCreatorOrAdmin } from "../../identity/accounts/viewer";
import {
  GalleryPhotoQuery,
  OwnPhotoQuery,
  PerformerIdParam,
  PhotoQuery,
  PhotoSchema,
  UpdatePhotoBody,
  UploadPhotoFields,
} from "./schemas";
import {
  deletePhoto,
  listGalleryPhotos,
  listPerformerPhotos,
  searchOwnPhotos,
  setGalleryCover,
  updatePhoto,
  uploadPhoto,
} from "./service";

const TAGS = ["Photos"];
const OWN = "/performer/performer-assets/photos";
const manageErrors = [
  "unauthorized",
  "performer_only",
  "photo_not_found",
  "gallery_not_found",
  "validation_failed",
] as const;
const seeErrors = [
  "user_blocked",
  "country_blocked",
  "performer_not_found",
  "photo_not_found",
  "gallery_not_found",
] as const;

const upload = createRoute({
  method: "post",
  path: `${OWN}/upload`,
  tags: TAGS,
  summary: "Upload a photo into an own gallery (multipart, file in field `photo`)",
  security: bearerSecurity,
  request: {
    body: multipartBody({
      "photo!": "file",
      "galleryId!": "string",
      title: "string",
      description: "string",
      status: { type: "string", description: "active | draft" },
    }),
  },
  responses: responses(
    PhotoSchema,
    "The stored photo",
    [...manageErrors, "file_too_large", "unsupported_file_type"],
    201,
  ),
});

const searchOwn = createRoute({
  method: "get",
  path: `${OWN}/search`,
  tags: TAGS,
  summary: "The creator's own photos, optionally of one gallery",
  security: bearerSecurity,
  request: { query: OwnPhotoQuery },
  responses: responses(listOf(PhotoSchema), "Photos", [...manageErrors]),
});

const update = createRoute({
  method: "put",
  path: `${OWN}/{id}`,
  tags: TAGS,
  summary:
    "Update an own photo (title, description, status, gallery); a photo of a gallery fans paid for stays in it (409 item_sold)",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { required: true, content: { "application/json": { schema: UpdatePhotoBody } } },
  },
  responses: responses(PhotoSchema, "The updated photo", [...manageErrors, "item_sold"]),
});

const remove = createRoute({
  method: "delete",
  path: `${OWN}/{id}`,
  tags: TAGS,
  summary:
    "Delete an own photo and its file; a photo of a gallery fans paid for stays theirs (409 item_sold: set the gallery to Draft instead)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(z.object({ deleted: z.literal(true) }), "Deleted", [...manageErrors, "item_sold"]),
});

const setCover = createRoute({
  method: "post",
  path: `${OWN}/set-cover/{id}`,
  tags: TAGS,
  summary: "Make the photo its gallery's cover",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(PhotoSchema, "The cover photo", [...manageErrors]),
});

const byPerformer = createRoute({
  method: "get",
  path: "/performer-assets/photos/{performerId}",
  tags: TAGS,
  summary: "A creator's published photos; URLs only where the viewer is entitled to the gallery",
  security: optionalSecurity,
  request: { params: PerformerIdParam, query: PhotoQuery },
  responses: responses(listOf(PhotoSchema), "Photos with lock state", [...seeErrors, "validation_failed"]),
});

const byGallery = createRoute({
  method: "get",
  path: "/performer-assets/photos",
  tags: TAGS,
  summary: "A gallery's published photos; URLs only where the viewer is entitled to the gallery",
  security: optionalSecurity,
  request: { query: GalleryPhotoQuery },
  responses: responses(listOf(PhotoSchema), "Photos with lock state", [...seeErrors, "validation_failed"]),
});

export function registerPhotoRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(upload, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireCreatorOrAdmin(viewer);
    const fields = await readFormFields(c, UploadPhotoFields);
    const file = await readFileField(c, "photo");
    return ok(c, await uploadPhoto(deps, viewer, file, fields), 201);
  });
  api.openapi(searchOwn, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchOwnPhotos(deps, viewer, c.req.valid("query")));
  });
  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await updatePhoto(deps, viewer, c.req.valid("param").id, c.req.valid("json")));
  });
  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deletePhoto(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(setCover, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await setGalleryCover(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(byPerformer, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { performerId } = c.req.valid("param");
    return ok(c, await listPerformerPhotos(deps, viewer, country, performerId, c.req.valid("query")));
  });
  api.openapi(byGallery, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await listGalleryPhotos(deps, viewer, country, c.req.valid("query")));
  });
}
