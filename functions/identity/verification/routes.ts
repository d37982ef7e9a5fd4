import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, ok, responses } from "../../http/hono";
import { linkOrigin } from "../accounts/emails";
import { requirePerformer } from "../accounts/viewer";
import { PersonaInquirySchema, PersonaStateSchema, StartPersonaBody, WebhookReceiptSchema } from "./schemas";
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
