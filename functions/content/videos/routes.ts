import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  type AppEnv,
  bearerSecurity,
  IdParam,
  listOf,
  ok,
  optionalSecurity,
  responses,
} from "../../http/hono";
import {
  multipartBody,
  readFormFields,
  readOptionalFileField,
  readVideoClaims,
  videoClaimFields,
} from "../../http/multipart";
import { requireCreatorOrAdmin } from "../../identity/accounts/viewer";
import { TOKEN_AMOUNT_FIELD } from "../../lib/money";
import { visitorOf } from "../../social/reactions/views";
import {
  EditVideoFields,
  FanVideoQuery,
  OwnVideoQuery,
  RemoveFileBody,
  UploadVideoFields,
  VideoSchema,
} from "./schemas";
import {
  deleteVideo,
  editVideo,
  removeVideoFile,
  searchOwnVideos,
  searchVideos,
  uploadVideo,
  type VideoUploads,
  viewOwnVideo,
  viewVideo,
} from "./service";

const TAGS = ["Videos"];
const OWN = "/performer/performer-assets/videos";
const manageErrors = ["unauthorized", "performer_only", "video_not_found", "validation_failed"] as const;
const uploadErrors = [...manageErrors, "file_too_large", "unsupported_file_type"] as const;
const seeErrors = ["user_blocked", "country_blocked", "performer_not_found", "video_not_found"] as const;

const videoForm = (fileRequired: boolean) =>
  multipartBody({
    [fileRequired ? "file!" : "file"]: "file",
    // What the browser read from the video file and its poster frame (media/video-facts.ts).
    ...videoClaimFields(),
    thumbnail: "file",
    teaser: "file",
    [fileRequired ? "title!" : "title"]: "string",
    description: "string",
    tags: { type: "string", description: "Comma-separated, or repeated" },
    participantIds: { type: "string", description: "Comma-separated creator ids, or repeated" },
    isSale: "boolean",
    price: { ...TOKEN_AMOUNT_FIELD, description: "Tokens" },
    status: { type: "string", description: "active | draft" },
    isSchedule: "boolean",
    scheduledAt: { type: "string", description: "ISO 8601, in the future" },
  });

const upload = createRoute({
  method: "post",
  path: `${OWN}/upload`,
  tags: TAGS,
  summary: "Upload a video with optional thumbnail and teaser (multipart)",
  security: bearerSecurity,
  request: { body: videoForm(true) },
  responses: responses(VideoSchema, "The stored video", [...uploadErrors], 201),
});

const searchOwn = createRoute({
  method: "get",
  path: `${OWN}/search`,
  tags: TAGS,
  summary: "The creator's own videos, drafts and scheduled included",
  security: bearerSecurity,
  request: { query: OwnVideoQuery },
  responses: responses(listOf(VideoSchema), "Videos", [...manageErrors]),
});

const viewOwn = createRoute({
  method: "get",
  path: `${OWN}/{id}/view`,
  tags: TAGS,
  summary: "An own video with all its file URLs",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(VideoSchema, "The video", [...manageErrors]),
});

const edit = createRoute({
  method: "put",
  path: `${OWN}/edit/{id}`,
  tags: TAGS,
  summary: "Edit an own video (multipart); files sent replace the stored ones",
  security: bearerSecurity,
  request: { params: IdParam, body: videoForm(false) },
  responses: responses(VideoSchema, "The updated video", [...uploadErrors]),
});

const removeFile = createRoute({
  method: "delete",
  path: `${OWN}/remove-file/{id}`,
  tags: TAGS,
  summary:
    "Remove the video file, the thumbnail or the teaser of an own video; the file of a video fans paid for stays (409 item_sold)",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { required: true, content: { "application/json": { schema: RemoveFileBody } } },
  },
  responses: responses(VideoSchema, "The video without that file", [
    ...manageErrors,
    "file_not_found",
    "item_sold",
  ]),
});

const remove = createRoute({
  method: "delete",
  path: `${OWN}/{id}`,
  tags: TAGS,
  summary:
    "Delete an own video and its files; a video fans paid for stays theirs (409 item_sold: set it to Draft instead)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(z.object({ deleted: z.literal(true) }), "Deleted", [...manageErrors, "item_sold"]),
});

const search = createRoute({
  method: "get",
  path: "/performer-assets/videos/search",
  tags: TAGS,
  summary: "Published videos for fans (one creator with performerId, or every visible creator)",
  security: optionalSecurity,
  request: { query: FanVideoQuery },
  responses: responses(listOf(VideoSchema), "Videos with lock state", [...seeErrors, "validation_failed"]),
});

const view = createRoute({
  method: "get",
  path: "/performer-assets/videos/{id}",
  tags: TAGS,
  summary: "A video for fans: thumbnail and teaser for all, the video URL only when entitled",
  security: optionalSecurity,
  request: { params: IdParam },
  responses: responses(VideoSchema, "The video", [...seeErrors]),
});

async function readUploads(c: Context): Promise<VideoUploads> {
  return {
    file: await readOptionalFileField(c, "file"),
    video: await readVideoClaims(c),
    thumbnail: await readOptionalFileField(c, "thumbnail"),
    teaser: await readOptionalFileField(c, "teaser"),
  };
}

export function registerVideoRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(upload, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireCreatorOrAdmin(viewer);
    const fields = await readFormFields(c, UploadVideoFields);
    return ok(c, await uploadVideo(deps, viewer, await readUploads(c), fields), 201);
  });
  api.openapi(searchOwn, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchOwnVideos(deps, viewer, c.req.valid("query")));
  });
  api.openapi(viewOwn, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await viewOwnVideo(deps, viewer, c.req.valid("param").id));
  });
  api.openapi(edit, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireCreatorOrAdmin(viewer);
    const fields = await readFormFields(c, EditVideoFields);
    return ok(c, await editVideo(deps, viewer, c.req.valid("param").id, await readUploads(c), fields));
  });
  api.openapi(removeFile, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await removeVideoFile(deps, viewer, c.req.valid("param").id, c.req.valid("json").type));
  });
  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteVideo(deps, viewer, c.req.valid("param").id));
  });
  // The search route is registered before /{id} so "search" is never taken for an id.
  api.openapi(search, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await searchVideos(deps, viewer, country, c.req.valid("query")));
  });
  api.openapi(view, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(
      c,
      await viewVideo(deps, viewer, country, c.req.valid("param").id, visitorOf(c.req.raw.headers)),
    );
  });
}
