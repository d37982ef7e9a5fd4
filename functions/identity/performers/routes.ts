import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, listOf, ok, oneTripRead, responses } from "../../http/hono";
import { multipartBody, readFileField } from "../../http/multipart";
import { clientIp } from "../../lib/rate-limit";
import { requestMeta } from "../accounts/request-meta";
import { requirePerformer } from "../accounts/viewer";
import { creatorChecklist } from "./checklist";
import { randomPerformers, searchPerformers, topPerformers } from "./discovery";
import { updateBankingSettings, updatePaymentGatewaySettings } from "./payout";
import {
  BankingSettingsBody,
  ChecklistSchema,
  OwnPerformerProfileSchema,
  PaymentGatewaySettingsBody,
  PayoutSettingsSchema,
  PerformerCardSchema,
  PerformerProfileSchema,
  PerformerRefParam,
  PerformerSearchQuery,
  RandomPerformersQuery,
  TopPerformersQuery,
  UpdatePerformerBody,
} from "./schemas";
import {
  getOwnPerformerProfile,
  getPerformerProfile,
  type PerformerUpload,
  updatePerformer,
  uploadPerformerFile,
} from "./service";

const me = createRoute({
  method: "get",
  path: "/performers/me",
  tags: ["Performers"],
  summary: "The logged-in creator's own full profile (with email and payout details)",
  security: bearerSecurity,
  responses: responses(OwnPerformerProfileSchema, "The creator's profile", [
    "unauthorized",
    "performer_only",
  ]),
});

const checklist = createRoute({
  method: "get",
  path: "/performer/checklist",
  tags: ["Performers"],
  summary:
    "The creator's first steps (photos, bio, prices, ID verification, payout method, first post), each done or not",
  description:
    "Each item is read from the state it is about, so it is done as soon as that state is: a profile photo and " +
    "a cover, a bio, prices saved, the ID approved (`state: in_review` while it waits for review), bank, PayPal " +
    "or Stripe payout details, a post fans can see. `href` is the page where the step is done. The studio shows " +
    "the list until `done`.",
  security: bearerSecurity,
  responses: responses(ChecklistSchema, "The checklist", ["unauthorized", "performer_only"]),
});

const search = createRoute({
  method: "get",
  path: "/performers/user/search",
  tags: ["Performers"],
  summary:
    "Find verified creators (q, gender, country, body type, age range, ...; sortBy popular|latest|subscribers)",
  request: { query: PerformerSearchQuery },
  responses: responses(listOf(PerformerCardSchema), "Matching creators", ["validation_failed"]),
});

const random = createRoute({
  method: "get",
  path: "/performers/search/random",
  tags: ["Performers"],
  summary: "A random handful of verified creators",
  request: { query: RandomPerformersQuery },
  responses: responses(listOf(PerformerCardSchema), "Random creators", ["validation_failed"]),
});

const top = createRoute({
  method: "get",
  path: "/performers/top",
  tags: ["Performers"],
  summary: "Verified creators with the most followers (sortBy followers) or subscribers",
  request: { query: TopPerformersQuery },
  responses: responses(listOf(PerformerCardSchema), "Top creators", ["validation_failed"]),
});

const UPLOADS: { path: string; what: PerformerUpload; summary: string; doc: string }[] = [
  {
    path: "/performers/avatar/upload",
    what: "avatar",
    summary: "Upload the creator's avatar",
    doc: "An image (JPEG, PNG, WebP or GIF, at most 5 MB)",
  },
  {
    path: "/performers/cover/upload",
    what: "cover",
    summary: "Upload the creator's cover image",
    doc: "An image (JPEG, PNG, WebP or GIF, at most 5 MB)",
  },
  {
    path: "/performers/welcome-video/upload",
    what: "welcome-video",
    summary: "Upload the creator's welcome video",
    doc: "A video (MP4, WebM or QuickTime, at most 50 MB)",
  },
  {
    path: "/performers/documents/upload",
    what: "document",
    summary: "Upload an ID document for verification (the review becomes pending)",
    doc: "A scan or photo (JPEG, PNG, WebP) or a PDF, at most 10 MB",
  },
];

const uploadRoute = (u: (typeof UPLOADS)[number]) =>
  createRoute({
    method: "post",
    path: u.path,
    tags: ["Performers"],
    summary: u.summary,
    security: bearerSecurity,
    request: { body: multipartBody({ "file!": "file" }, u.doc) },
    responses: responses(PerformerProfileSchema, "The creator's profile after the upload", [
      "validation_failed",
      "unauthorized",
      "performer_only",
      "file_too_large",
      "unsupported_file_type",
    ]),
  });

const view = createRoute({
  method: "get",
  path: "/performers/{id}",
  tags: ["Performers"],
  summary: "A creator's public profile by id or username",
  request: { params: PerformerRefParam },
  responses: responses(PerformerProfileSchema, "The creator's profile", [
    "performer_not_found",
    "user_blocked",
    "country_blocked",
  ]),
});

const update = createRoute({
  method: "put",
  path: "/performers/{id}",
  tags: ["Performers"],
  summary: "Edit a creator's profile (the creator themself, or an admin)",
  security: bearerSecurity,
  request: {
    params: PerformerRefParam,
    body: { content: { "application/json": { schema: UpdatePerformerBody } }, required: true },
  },
  responses: responses(PerformerProfileSchema, "The profile after the change", [
    "validation_failed",
    "unauthorized",
    "forbidden",
    "admin_only",
    "performer_not_found",
    "username_taken",
    "wrong_password",
    "too_many_attempts",
  ]),
});

const PAYOUT_ERRORS = [
  "validation_failed",
  "unauthorized",
  "forbidden",
  "performer_not_found",
  "wrong_password",
  "too_many_attempts",
] as const;

const banking = createRoute({
  method: "put",
  path: "/performers/{id}/banking-settings",
  tags: ["Performers"],
  summary: "Save the bank transfer details payouts go to (the creator themself, with currentPassword)",
  security: bearerSecurity,
  request: {
    params: PerformerRefParam,
    body: { content: { "application/json": { schema: BankingSettingsBody } }, required: true },
  },
  responses: responses(PayoutSettingsSchema, "The creator's payout settings", [...PAYOUT_ERRORS]),
});

const gateway = createRoute({
  method: "put",
  path: "/performers/{id}/payment-gateway-settings",
  tags: ["Performers"],
  summary: "Save the PayPal email payouts go to (the creator themself, with currentPassword)",
  security: bearerSecurity,
  request: {
    params: PerformerRefParam,
    body: { content: { "application/json": { schema: PaymentGatewaySettingsBody } }, required: true },
  },
  responses: responses(PayoutSettingsSchema, "The creator's payout settings", [...PAYOUT_ERRORS]),
});

export function registerPerformerRoutes(api: OpenAPIHono<AppEnv>) {
  // Fixed paths first: /performers/{id} would otherwise take "me" and "top" as an id.
  api.openapi(me, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getOwnPerformerProfile(deps, viewer));
  });

  api.openapi(checklist, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await creatorChecklist(deps, requirePerformer(viewer).id));
  });

  api.openapi(
    search,
    oneTripRead(async (c) => {
      const { deps, viewerRead, country } = c.get("rc");
      return ok(c, await searchPerformers(deps, viewerRead, country, c.req.valid("query")));
    }),
  );

  api.openapi(random, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await randomPerformers(deps, viewer, country, c.req.valid("query").limit));
  });

  api.openapi(top, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await topPerformers(deps, viewer, country, c.req.valid("query")));
  });

  for (const u of UPLOADS) {
    api.openapi(uploadRoute(u), async (c) => {
      const { deps, viewer } = c.get("rc");
      const me = requirePerformer(viewer);
      return ok(c, await uploadPerformerFile(deps, me, u.what, await readFileField(c, "file")));
    });
  }

  api.openapi(view, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await getPerformerProfile(deps, viewer, country, c.req.valid("param").id));
  });

  api.openapi(update, async (c) => {
    const { deps, viewer } = c.get("rc");
    const meta = requestMeta(c.req.raw, c.env);
    return ok(c, await updatePerformer(deps, viewer, c.req.valid("param").id, c.req.valid("json"), meta));
  });

  api.openapi(banking, async (c) => {
    const { deps, viewer } = c.get("rc");
    const client = clientIp(c.req.raw.headers);
    return ok(
      c,
      await updateBankingSettings(deps, viewer, c.req.valid("param").id, c.req.valid("json"), client),
    );
  });

  api.openapi(gateway, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await updatePaymentGatewaySettings(
        deps,
        viewer,
        c.req.valid("param").id,
        c.req.valid("json"),
        clientIp(c.req.raw.headers),
      ),
    );
  });
}
