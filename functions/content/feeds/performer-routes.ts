import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import { multipartBody, readFileField, readVideoClaims, videoClaimFields } from "../../http/multipart";
import { requireCreatorOrAdmin, requirePerformer } from "../../identity/accounts/viewer";
import {
  CreateFeedBody,
  CrowdfundingInput,
  CrowdfundingSchema,
  DeletedSchema,
  FeedSchema,
  PerformerFeedQuery,
  PollInput,
  PollSchema,
  UpdateFeedBody,
  UploadedFileSchema,
} from "./schemas";
import {
  createCrowdfunding,
  createFeed,
  createPoll,
  deleteFeed,
  FEED_UPLOAD_KINDS,
  type FeedUploadKind,
  getPerformerFeed,
  listPerformerFeeds,
  updateFeed,
  uploadFeedFile,
} from "./service";

const tags = ["Feeds"];
const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const AUTH = ["unauthorized", "performer_only"] as const;

const UPLOAD_HELP: Record<FeedUploadKind, string> = {
  photo: "A photo for a photo post (JPEG, PNG, WebP or GIF)",
  video: "A video for a video post (MP4, WebM or QuickTime)",
  audio: "An audio file for an audio post (MP3, M4A, AAC, Ogg or WAV)",
  thumbnail: "A post's thumbnail image, shown to everyone who may see the creator",
  teaser: "A short teaser video, shown to everyone who may see the creator",
};

const uploadRoute = (kind: FeedUploadKind) =>
  createRoute({
    method: "post",
    path: `/performer/feeds/${kind}/upload`,
    tags,
    summary: `Upload a ${kind} for a post (field file); use its _id when creating the post`,
    security: bearerSecurity,
    request: {
      body: multipartBody(
        kind === "video" ? { "file!": "file", ...videoClaimFields() } : { "file!": "file" },
        UPLOAD_HELP[kind],
      ),
    },
    responses: responses(
      UploadedFileSchema,
      "The stored file",
      [...AUTH, "validation_failed", "file_too_large", "unsupported_file_type"],
      201,
    ),
  });

const createPollRoute = createRoute({
  method: "post",
  path: "/performer/feeds/polls",
  tags,
  summary: "Create a poll (2 to 10 options) to attach to a poll post by its _id",
  security: bearerSecurity,
  request: { body: json(PollInput) },
  responses: responses(PollSchema, "The poll", [...AUTH, "validation_failed"], 201),
});

const createCrowdfundingRoute = createRoute({
  method: "post",
  path: "/performer/feeds/crowdfunding",
  tags,
  summary: "Create a crowdfunding goal (tokens) with a deadline, to attach to a crowdfunding post",
  security: bearerSecurity,
  request: { body: json(CrowdfundingInput) },
  responses: responses(CrowdfundingSchema, "The goal", [...AUTH, "validation_failed"], 201),
});

const create = createRoute({
  method: "post",
  path: "/performer/feeds",
  tags,
  summary: "Create a post of any type; scheduleAt in the future hides it from fans until then",
  security: bearerSecurity,
  request: { body: json(CreateFeedBody) },
  responses: responses(
    FeedSchema,
    "The new post",
    [...AUTH, "performer_not_verified", "validation_failed"],
    201,
  ),
});

const list = createRoute({
  method: "get",
  path: "/performer/feeds",
  tags,
  summary: "The creator's own posts in every status (q, type, status, paging)",
  security: bearerSecurity,
  request: { query: PerformerFeedQuery },
  responses: responses(listOf(FeedSchema), "The posts", [...AUTH, "validation_failed"]),
});

const getOne = createRoute({
  method: "get",
  path: "/performer/feeds/{id}",
  tags,
  summary: "One of the creator's own posts (admins: any)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(FeedSchema, "The post", [...AUTH, "feed_not_found"]),
});

const update = createRoute({
  method: "put",
  path: "/performer/feeds/{id}",
  tags,
  summary: "Edit one's own post; files left out of fileIds are deleted",
  security: bearerSecurity,
  request: { params: IdParam, body: json(UpdateFeedBody) },
  responses: responses(FeedSchema, "The post after the change", [
    ...AUTH,
    "feed_not_found",
    "performer_not_verified",
    "validation_failed",
    "poll_has_votes",
    "goal_has_contributions",
  ]),
});

const remove = createRoute({
  method: "delete",
  path: "/performer/feeds/{id}",
  tags,
  summary:
    "Delete one's own post (admins: any) with its files, poll, likes and comments; a post fans paid for stays theirs (409 item_sold: hide it instead)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(DeletedSchema, "Deleted", [...AUTH, "feed_not_found", "item_sold"]),
});

export function registerPerformerFeedRoutes(api: OpenAPIHono<AppEnv>) {
  for (const kind of Object.keys(FEED_UPLOAD_KINDS) as FeedUploadKind[]) {
    api.openapi(uploadRoute(kind), async (c) => {
      const { deps, viewer } = c.get("rc");
      const performer = requirePerformer(viewer);
      const file = await readFileField(c, "file");
      // A video also says what the browser read from it, and sends a poster frame (video-facts.ts).
      const video = kind === "video" ? await readVideoClaims(c) : undefined;
      return ok(c, await uploadFeedFile(deps, performer.id, kind, file, video), 201);
    });
  }

  api.openapi(createPollRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    const performer = requirePerformer(viewer);
    return ok(c, await createPoll(deps, performer.id, c.req.valid("json")), 201);
  });

  api.openapi(createCrowdfundingRoute, async (c) => {
    const { deps, viewer } = c.get("rc");
    const performer = requirePerformer(viewer);
    return ok(c, await createCrowdfunding(deps, performer.id, c.req.valid("json")), 201);
  });

  api.openapi(create, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await createFeed(deps, requirePerformer(viewer), c.req.valid("json")), 201);
  });

  api.openapi(list, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await listPerformerFeeds(deps, requirePerformer(viewer), c.req.valid("query")));
  });

  api.openapi(getOne, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getPerformerFeed(deps, requireCreatorOrAdmin(viewer), c.req.valid("param").id));
  });

  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    const performer = requirePerformer(viewer);
    return ok(c, await updateFeed(deps, performer, c.req.valid("param").id, c.req.valid("json")));
  });

  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteFeed(deps, requireCreatorOrAdmin(viewer), c.req.valid("param").id));
  });
}
