import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import { requireAdmin } from "../../identity/accounts/viewer";
import { clientIp } from "../../lib/rate-limit";
import { ContactBody, ContactMessageSchema, ContactMessagesQuery, ContactStatusBody } from "./schemas";
import { listContactMessages, sendContactMessage, setContactMessageStatus } from "./service";

const send = createRoute({
  method: "post",
  path: "/contact",
  tags: ["Settings"],
  summary: "Send a message to the site's operator (stored and mailed; 5 an hour per client; captcha when on)",
  request: { body: { content: { "application/json": { schema: ContactBody } }, required: true } },
  responses: responses(
    ContactMessageSchema,
    "The message was received",
    ["validation_failed", "captcha_failed", "too_many_attempts", "provider_unavailable"],
    201,
  ),
});

const list = createRoute({
  method: "get",
  path: "/admin/contact-messages",
  tags: ["Admin"],
  security: bearerSecurity,
  summary: "Messages from the contact form, newest first (admin)",
  request: { query: ContactMessagesQuery },
  responses: responses(listOf(ContactMessageSchema), "Messages", [
    "unauthorized",
    "admin_only",
    "validation_failed",
  ]),
});

const mark = createRoute({
  method: "put",
  path: "/admin/contact-messages/{id}",
  tags: ["Admin"],
  security: bearerSecurity,
  summary: "Mark a contact message read or new (admin; audited)",
  request: {
    params: IdParam,
    body: { content: { "application/json": { schema: ContactStatusBody } }, required: true },
  },
  responses: responses(ContactMessageSchema, "The message", [
    "unauthorized",
    "admin_only",
    "contact_message_not_found",
    "validation_failed",
  ]),
});

export function registerContactRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(send, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await sendContactMessage(deps, viewer, c.req.valid("json"), clientIp(c.req.raw.headers)),
      201,
    );
  });

  api.openapi(list, async (c) => {
    const { deps, viewer } = c.get("rc");
    requireAdmin(viewer);
    return ok(c, await listContactMessages(deps, c.req.valid("query")));
  });

  api.openapi(mark, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(
      c,
      await setContactMessageStatus(
        deps,
        requireAdmin(viewer),
        c.req.valid("param").id,
        c.req.valid("json").status,
      ),
    );
  });
}
