import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, ok, responses } from "../../http/hono";
import { multipartBody, readFileField } from "../../http/multipart";
import { linkOrigin } from "../accounts/emails";
import { requirePerformer } from "../accounts/viewer";
import { guidedVerificationOf, submitVerification, uploadVerificationDocument } from "./guided";
import {
  GuidedVerificationSchema,
  PersonaInquirySchema,
  PersonaStateSchema,
  StartPersonaBody,
  VerificationStepParam,
  WebhookReceiptSchema,
} from "./schemas";
import { getPersonaInquiry, handlePersonaWebhook, startPersonaInquiry } from "./service";

const CREATOR = ["unauthorized", "performer_only"] as const;

const state = createRoute({
  method: "get",
  path: "/auth/persona/inquiry",
  tags: ["Auth", "Verification"],
  summary:
    "The creator's verification state and Persona inquiry (whether Persona is offered, sandbox or production)",
  security: bearerSecurity,
  responses: responses(PersonaStateSchema, "Verification state", [...CREATOR]),
});

const start = createRoute({
  method: "post",
  path: "/auth/persona/inquiry",
  tags: ["Auth", "Verification"],
  summary:
    "Create the creator's Persona inquiry (personaTemplateId) or resume the open one; answers with the hosted flow's URL",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: StartPersonaBody } }, required: false } },
  responses: responses(PersonaInquirySchema, "Where to continue the inquiry", [
    ...CREATOR,
    "persona_disabled",
    "already_verified",
    "validation_failed",
    "provider_unavailable",
  ]),
});

const guided = createRoute({
  method: "get",
  path: "/performer/verification",
  tags: ["Verification"],
  summary: "The creator's guided ID check: each step (front, back, selfie) with its upload, and the status",
  security: bearerSecurity,
  responses: responses(GuidedVerificationSchema, "The guided ID check", [...CREATOR]),
});

const uploadStep = createRoute({
  method: "post",
  path: "/performer/verification/documents/{step}",
  tags: ["Verification"],
  summary:
    "Upload the photo for one step of the ID check (front, back or selfie); replaces the step's previous one",
  description:
    "JPEG, PNG, WebP or PDF up to 10 MB, checked by content. Private: only the creator and admins get its " +
    "signed URL, and the media route serves it to no one else. Refused while the documents are in review " +
    "(409 `verification_in_review`) or once verified (409 `already_verified`).",
  security: bearerSecurity,
  request: {
    params: VerificationStepParam,
    body: multipartBody({ "file!": "file" }, "The photo or scan for this step"),
  },
  responses: responses(GuidedVerificationSchema, "The guided ID check after the upload", [
    ...CREATOR,
    "validation_failed",
    "file_too_large",
    "unsupported_file_type",
    "verification_in_review",
    "already_verified",
  ]),
});

const submit = createRoute({
  method: "post",
  path: "/performer/verification/submit",
  tags: ["Verification"],
  summary: "Send the three ID photos for review (the status becomes pending)",
  description:
    "Only with all three steps uploaded: otherwise 422 `verification_incomplete`, whose `details` name each " +
    "missing step (front, back, selfie) and what it needs.",
  security: bearerSecurity,
  responses: responses(GuidedVerificationSchema, "In review", [
    ...CREATOR,
    "verification_incomplete",
    "verification_in_review",
    "already_verified",
  ]),
});

const webhook = createRoute({
  method: "post",
  path: "/webhooks/persona",
  tags: ["Webhooks"],
  summary:
    "Persona's inquiry events, signed with Persona-Signature (t=...,v1=HMAC-SHA256); verifies creators",
  description:
    "A signature more than 5 minutes from now either way is refused (400 `invalid_signature`), and so is a " +
    "signed body that is not an event (400 `bad_request` with what is missing in `details`, or `malformed_json`). " +
    "A repeated event id changes nothing and is answered `duplicate: true`. A site without " +
    "PERSONA_WEBHOOK_SECRET answers 404 `webhook_not_configured`.",
  responses: responses(WebhookReceiptSchema, "Received (duplicates and unknown inquiries change nothing)", [
    "invalid_signature",
    "bad_request",
    "malformed_json",
    "webhook_not_configured",
  ]),
});

export function registerVerificationRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(state, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getPersonaInquiry(deps, requirePerformer(viewer).id));
  });

  api.openapi(start, async (c) => {
    const { deps, viewer } = c.get("rc");
    const me = requirePerformer(viewer);
    const body = c.req.header("content-type")?.includes("json") ? c.req.valid("json") : {};
    const origin = linkOrigin(c.env, c.req.url);
    const redirectUri = origin ? `${origin}${body?.returnTo ?? "/creator/account"}` : null;
    return ok(c, await startPersonaInquiry(deps, me.id, redirectUri));
  });

  api.openapi(guided, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await guidedVerificationOf(deps, requirePerformer(viewer).id));
  });

  api.openapi(uploadStep, async (c) => {
    const { deps, viewer } = c.get("rc");
    const me = requirePerformer(viewer);
    const { step } = c.req.valid("param");
    return ok(c, await uploadVerificationDocument(deps, me, step, await readFileField(c, "file")));
  });

  api.openapi(submit, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await submitVerification(deps, viewer));
  });

  api.openapi(webhook, async (c) => {
    const { deps } = c.get("rc");
    const raw = await c.req.text();
    return ok(
      c,
      await handlePersonaWebhook(
        deps,
        raw,
        c.req.header("persona-signature") ?? null,
        linkOrigin(c.env, c.req.url),
      ),
    );
  });
}
