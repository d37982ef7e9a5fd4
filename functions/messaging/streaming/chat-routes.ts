import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { ErrorCode } from "../../errors";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import { multipartBody, readFileField, readFormFields } from "../../http/multipart";
import { requirePerformer, requireUser } from "../../identity/accounts/viewer";
import {
  ConversationSchema,
  FileMessageFields,
  MessageSchema,
  MessagesQuery,
  SendPublicMessageBody,
} from "../messages/schemas";
import {
  getPublicConversation,
  getShowConversation,
  listPublicMessages,
  sendPublicMessage,
  sendShowMessage,
} from "./chat";
import {
  acceptPrivateRequest,
  listPrivateRequests,
  removePrivateRequest,
  requestPrivateShow,
} from "./private-requests";
import {
  AcceptPrivateRequestBody,
  ConversationParam,
  PrivateRequestBody,
  PrivateRequestSchema,
  StreamSchema,
} from "./schemas";

const TAGS = ["Streaming"];
const JOIN: ErrorCode[] = [
  "unauthorized",
  "stream_not_found",
  "stream_ended",
  "user_blocked",
  "country_blocked",
  "subscription_required",
  "conversation_not_found",
];
const SEND: ErrorCode[] = [...JOIN, "validation_failed", "too_many_attempts"];

const publicConversation = createRoute({
  method: "get",
  path: "/conversations/stream/public/{id}",
  tags: TAGS,
  summary: "The public chat of a live session (id: the stream), for those who may join it",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(ConversationSchema, "The stream's chat", JOIN),
});

const showConversation = createRoute({
  method: "get",
  path: "/conversations/stream/{id}",
  tags: TAGS,
  summary: "The conversation a private show is held in (id: the stream), for its creator and its fan",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(ConversationSchema, "The conversation", JOIN),
});

const publicMessages = createRoute({
  method: "get",
  path: "/messages/conversations/public/{id}",
  tags: TAGS,
  summary: "A page of a stream's public chat (id: the chat's conversation), newest first",
  security: bearerSecurity,
  request: { params: IdParam, query: MessagesQuery },
  responses: responses(listOf(MessageSchema), "Messages", [...JOIN, "validation_failed"]),
});

const sendPublic = createRoute({
  method: "post",
  path: "/messages/stream/public/conversations/{id}",
  tags: TAGS,
  summary: "Write in a live session's public chat (id: the chat's conversation); every send re-checks blocks",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { content: { "application/json": { schema: SendPublicMessageBody } }, required: true },
  },
  responses: responses(MessageSchema, "The message", SEND, 201),
});

const sendShow = createRoute({
  method: "post",
  path: "/messages/stream/conversations/{id}",
  tags: TAGS,
  summary: "Write in the conversation of a private show that is live (id: the conversation)",
  security: bearerSecurity,
  request: {
    params: IdParam,
    body: { content: { "application/json": { schema: SendPublicMessageBody } }, required: true },
  },
  responses: responses(MessageSchema, "The message", [...SEND, "forbidden"], 201),
});

const publicPhoto = createRoute({
  method: "post",
  path: "/messages/public/file/photo",
  tags: TAGS,
  summary: "Send a photo in a live session's public chat (multipart: file, conversationId, text)",
  security: bearerSecurity,
  request: { body: multipartBody({ "file!": "file", "conversationId!": "string", text: "string" }) },
  responses: responses(
    MessageSchema,
    "The message",
    [...SEND, "file_too_large", "unsupported_file_type"],
    201,
  ),
});

const askPrivate = createRoute({
  method: "post",
  path: "/streaming/private-requests",
  tags: TAGS,
  summary: "Ask a creator for a private show, in one's conversation with them (asking again changes nothing)",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: PrivateRequestBody } }, required: true } },
  responses: responses(
    PrivateRequestSchema,
    "The request",
    ["unauthorized", "conversation_not_found", "forbidden", "user_blocked", "validation_failed"],
    201,
  ),
});

const listRequests = createRoute({
  method: "get",
  path: "/streaming/private-requests",
  tags: TAGS,
  summary: "The creator's pending private show requests, newest first",
  security: bearerSecurity,
  responses: responses(listOf(PrivateRequestSchema), "Requests", ["unauthorized", "performer_only"]),
});

const acceptRequest = createRoute({
  method: "post",
  path: "/streaming/private-requests/{conversationId}/accept",
  tags: TAGS,
  summary:
    "Accept a request: a private show starts for that fan (price in tokens, 0 = free) and the request goes",
  security: bearerSecurity,
  request: {
    params: ConversationParam,
    body: { content: { "application/json": { schema: AcceptPrivateRequestBody } }, required: true },
  },
  responses: responses(
    StreamSchema,
    "The private show",
    ["unauthorized", "performer_only", "not_found", "forbidden", "validation_failed"],
    201,
  ),
});

const removeRequest = createRoute({
  method: "delete",
  path: "/streaming/private-requests/{conversationId}",
  tags: TAGS,
  summary: "Decline a request (the creator) or withdraw it (the fan)",
  security: bearerSecurity,
  request: { params: ConversationParam },
  responses: responses(PrivateRequestSchema.pick({ conversationId: true }), "The request is gone", [
    "unauthorized",
    "not_found",
  ]),
});

export function registerStreamChatRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(publicConversation, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await getPublicConversation(deps, requireUser(viewer), country, c.req.valid("param").id));
  });
  api.openapi(showConversation, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await getShowConversation(deps, requireUser(viewer), country, c.req.valid("param").id));
  });
  api.openapi(publicMessages, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await listPublicMessages(deps, requireUser(viewer), country, id, c.req.valid("query")));
  });
  api.openapi(sendPublic, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await sendPublicMessage(deps, requireUser(viewer), country, id, c.req.valid("json")), 201);
  });
  api.openapi(sendShow, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await sendShowMessage(deps, requireUser(viewer), country, id, c.req.valid("json")), 201);
  });
  api.openapi(publicPhoto, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const user = requireUser(viewer);
    const { conversationId, text } = await readFormFields(c, FileMessageFields);
    const file = await readFileField(c, "file");
    const message = await sendPublicMessage(deps, user, country, conversationId, {
      text,
      file: { kind: "photo", file },
    });
    return ok(c, message, 201);
  });
  api.openapi(askPrivate, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { conversationId } = c.req.valid("json");
    return ok(c, await requestPrivateShow(deps, requireUser(viewer), conversationId), 201);
  });
  api.openapi(listRequests, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await listPrivateRequests(deps, requirePerformer(viewer)));
  });
  api.openapi(acceptRequest, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { conversationId } = c.req.valid("param");
    return ok(
      c,
      await acceptPrivateRequest(deps, requirePerformer(viewer), conversationId, c.req.valid("json")),
      201,
    );
  });
  api.openapi(removeRequest, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await removePrivateRequest(deps, requireUser(viewer), c.req.valid("param").conversationId));
  });
}
