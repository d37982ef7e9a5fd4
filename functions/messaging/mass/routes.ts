import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { ErrorCode } from "../../errors";
import {
  type AppEnv,
  bearerSecurity,
  IdParam,
  jsonBody,
  listOf,
  ok,
  oneTripRead,
  responses,
} from "../../http/hono";
import { requirePerformer } from "../../identity/accounts/viewer";
import {
  AudienceBody,
  MassListQuery,
  MassMessageBody,
  MassMessageSchema,
  MassSentSchema,
  RecipientCountSchema,
} from "./schemas";
import {
  countRecipients,
  getMassMessage,
  listMassMessages,
  sendMassMessage,
  unsendMassMessage,
} from "./service";

const tags = ["Mass messages"];
const AUTH: ErrorCode[] = ["unauthorized", "performer_only"];

const send = createRoute({
  method: "post",
  path: "/messages/mass",
  tags,
  summary:
    "Send a message to fans by lists and audiences (each once; excluded lists and blocks either way left out). Answers 202: the queue delivers it into each fan's conversation with you, locked with the price when price > 0 (fans unlock it with POST /wallet/charges/message/{their copy's id})",
  security: bearerSecurity,
  request: { body: jsonBody(MassMessageBody) },
  responses: responses(
    MassSentSchema,
    "Stored and queued for delivery",
    [
      ...AUTH,
      "validation_failed",
      "list_not_found",
      "file_not_found",
      "performer_not_verified",
      "too_many_attempts",
      "queue_unavailable",
    ],
    202,
  ),
});

const recipients = createRoute({
  method: "post",
  path: "/messages/mass/recipients",
  tags,
  summary: "How many fans a mass message to this audience would reach now (for the composer)",
  security: bearerSecurity,
  request: { body: jsonBody(AudienceBody) },
  responses: responses(RecipientCountSchema, "The count", [...AUTH, "validation_failed", "list_not_found"]),
});

const list = createRoute({
  method: "get",
  path: "/messages/mass",
  tags,
  summary: "Your mass messages, newest first, with recipients, delivered, viewed, purchases and revenue",
  security: bearerSecurity,
  request: { query: MassListQuery },
  responses: responses(listOf(MassMessageSchema), "The sends", [...AUTH, "validation_failed"]),
});

const one = createRoute({
  method: "get",
  path: "/messages/mass/{id}",
  tags,
  summary: "One of your mass messages with its figures",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(MassMessageSchema, "The send", [...AUTH, "mass_message_not_found"]),
});

const unsend = createRoute({
  method: "delete",
  path: "/messages/mass/{id}",
  tags,
  summary:
    "Unsend: no more copies go out, and every copy a fan has not bought is removed from their conversation (by the queue, right after). Buyers keep theirs",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(MassMessageSchema, "The send, status unsent", [
    ...AUTH,
    "mass_message_not_found",
    "queue_unavailable",
  ]),
});

export function registerMassMessageRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(send, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await sendMassMessage(deps, requirePerformer(viewer).id, c.req.valid("json")), 202);
  });

  api.openapi(recipients, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await countRecipients(deps, requirePerformer(viewer).id, c.req.valid("json")));
  });

  api.openapi(
    list,
    oneTripRead(async (c) => {
      const { deps, viewerRead } = c.get("rc");
      return ok(c, await listMassMessages(deps, viewerRead, c.req.valid("query")));
    }),
  );

  api.openapi(one, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await getMassMessage(deps, requirePerformer(viewer).id, c.req.valid("param").id));
  });

  api.openapi(unsend, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await unsendMassMessage(deps, requirePerformer(viewer).id, c.req.valid("param").id));
  });
}
