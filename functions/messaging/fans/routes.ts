import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { ErrorCode } from "../../errors";
import { type AppEnv, bearerSecurity, jsonBody, ok, responses } from "../../http/hono";
import { requireUser } from "../../identity/accounts/viewer";
import { ConversationIdParam } from "../messages/schemas";
import { FanNoteBody, FanNoteSchema, FanPanelSchema } from "./schemas";
import { fanPanel, saveFanNote } from "./service";

const TAGS = ["Messaging"];
const WHO: ErrorCode[] = ["unauthorized", "forbidden", "conversation_not_found"];

const panel = createRoute({
  method: "get",
  path: "/conversations/{id}/fan",
  tags: TAGS,
  summary:
    "The creator's fan panel of a conversation: the fan, subscribed since (or expired, or never), total spent with the creator in tokens, the creator's lists the fan is in, and the creator's private note. Only the creator in the conversation (403 for the fan, 404 for outsiders)",
  security: bearerSecurity,
  request: { params: ConversationIdParam },
  responses: responses(FanPanelSchema, "The fan panel", WHO),
});

const note = createRoute({
  method: "put",
  path: "/conversations/{id}/fan/note",
  tags: TAGS,
  summary:
    "Save the creator's private note about the fan of a conversation (at most 1000 characters; empty removes it). Only the creator in the conversation; the fan never sees it",
  security: bearerSecurity,
  request: { params: ConversationIdParam, body: jsonBody(FanNoteBody) },
  responses: responses(FanNoteSchema, "The saved note", [...WHO, "validation_failed"]),
});

export function registerFanPanelRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(panel, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await fanPanel(deps, requireUser(viewer), c.req.valid("param").id));
  });
  api.openapi(note, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await saveFanNote(deps, requireUser(viewer), id, c.req.valid("json").note));
  });
}
