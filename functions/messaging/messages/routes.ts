import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { ErrorCode } from "../../errors";
import { type AppEnv, bearerSecurity, IdParam, listOf, ok, responses } from "../../http/hono";
import {
  multipartBody,
  readFileField,
  readFormFields,
  readVideoClaims,
  videoClaimFields,
} from "../../http/multipart";
import { requireUser } from "../../identity/accounts/viewer";
import { TOKEN_AMOUNT_FIELD } from "../../lib/money";
import {
  getConversation,
  listConversations,
  openConversation,
  renameConversation,
  unreadTotal,
} from "./conversations";
import {
  ConversationIdParam,
  ConversationSchema,
  ConversationsQuery,
  CreateConversationBody,
  FileMessageFields,
  MessageDeletedSchema,
  MessagePageSchema,
  MessageSchema,
  MessagesQuery,
  MessagesRemovedSchema,
  SendMessageBody,
  UnreadSchema,
  UpdateConversationBody,
} from "./schemas";
import { deleteMessage, listMessages, type MessageFileKind, removeAllMessages, sendMessage } from "./service";

const TAGS = ["Messaging"];
const SEE: ErrorCode[] = ["unauthorized", "user_blocked", "country_blocked", "conversation_not_found"];
const SEND: ErrorCode[] = [
  ...SEE,
  "forbidden",
  "performer_not_verified",
  "validation_failed",
  "too_many_attempts",
];

const open = createRoute({
  method: "post",
  path: "/conversations",
  tags: TAGS,
  summary:
    "Open the conversation with someone (source performer|user, sourceId): fans with creators they subscribe to, creators with their followers and subscribers. An existing one is returned (200), never a second",
  security: bearerSecurity,
  request: { body: { content: { "application/json": { schema: CreateConversationBody } }, required: true } },
  responses: responses(
    ConversationSchema,
    "The conversation (201 new, 200 existing)",
    [
      "unauthorized",
      "user_not_found",
      "performer_not_found",
      "user_blocked",
      "country_blocked",
      "forbidden",
      "messaging_not_allowed",
      "validation_failed",
    ],
    [201, 200],
  ),
});

const list = createRoute({
  method: "get",
  path: "/conversations",
  tags: TAGS,
  summary: "The viewer's conversations, most recent first, with unread counts (q: the other person's name)",
  security: bearerSecurity,
  request: { query: ConversationsQuery },
  responses: responses(listOf(ConversationSchema), "Conversations", ["unauthorized", "validation_failed"]),
});

const search = createRoute({
  method: "get",
  path: "/conversations/search",
  tags: TAGS,
  summary: "The viewer's conversations whose other person's name or username contains q",
  security: bearerSecurity,
  request: { query: ConversationsQuery },
  responses: responses(listOf(ConversationSchema), "Conversations", ["unauthorized", "validation_failed"]),
});

const get = createRoute({
  method: "get",
  path: "/conversations/{id}",
  tags: TAGS,
  summary: "Open a conversation: marks it read for the viewer (unseen count 0)",
  security: bearerSecurity,
  request: { params: ConversationIdParam },
  responses: responses(ConversationSchema, "The conversation", SEE),
});

const rename = createRoute({
  method: "put",
  path: "/conversations/{id}/update",
  tags: TAGS,
  summary: "Give a conversation a title (either participant; empty removes it)",
  security: bearerSecurity,
  request: {
    params: ConversationIdParam,
    body: { content: { "application/json": { schema: UpdateConversationBody } }, required: true },
  },
  responses: responses(ConversationSchema, "The conversation", [...SEE, "validation_failed"]),
});

const messages = createRoute({
  method: "get",
  path: "/messages/conversations/{id}",
  tags: TAGS,
  summary:
    "A page of a conversation's messages, newest first (limit 25 by default; load more with offset), with seenAt, the other participant's read receipt. The first page marks it read (the sender's open thread hears conversation/read)",
  security: bearerSecurity,
  request: { params: ConversationIdParam, query: MessagesQuery },
  responses: responses(MessagePageSchema, "Messages", [...SEE, "validation_failed"]),
});

const send = createRoute({
  method: "post",
  path: "/messages/conversations/{id}",
  tags: TAGS,
  summary: "Send a message (creators may set a pay-per-view price); 30 a minute per account",
  security: bearerSecurity,
  request: {
    params: ConversationIdParam,
    body: { content: { "application/json": { schema: SendMessageBody } }, required: true },
  },
  responses: responses(MessageSchema, "The message", SEND, 201),
});

const unread = createRoute({
  method: "get",
  path: "/messages/counting-not-read-messages",
  tags: TAGS,
  summary: "How many messages the viewer has not seen, in all their conversations",
  security: bearerSecurity,
  responses: responses(UnreadSchema, "The unread total", ["unauthorized"]),
});

const readAll = createRoute({
  method: "post",
  path: "/messages/read-all/{id}",
  tags: TAGS,
  summary: "Mark a conversation read for the viewer",
  security: bearerSecurity,
  request: { params: ConversationIdParam },
  responses: responses(ConversationSchema, "The conversation, unseen count 0", SEE),
});

const remove = createRoute({
  method: "delete",
  path: "/messages/{id}",
  tags: TAGS,
  summary:
    "Delete a message: private ones are removed; in a stream's public chat it stays, marked deleted, with the text 'Message deleted' (the sender, the stream's creator or an admin)",
  security: bearerSecurity,
  request: { params: IdParam },
  responses: responses(MessageDeletedSchema, "What became of the message", [
    "unauthorized",
    "forbidden",
    "message_not_found",
    "conversation_not_found",
  ]),
});

const removeAll = createRoute({
  method: "delete",
  path: "/messages/{id}/remove-all-message",
  tags: TAGS,
  summary:
    "Remove messages in bulk (id: a conversation): a stream's creator clears its public chat; in a private conversation, the viewer's own messages",
  security: bearerSecurity,
  request: { params: ConversationIdParam },
  responses: responses(MessagesRemovedSchema, "How many messages were removed", [
    "unauthorized",
    "forbidden",
    "conversation_not_found",
  ]),
});

const fileRoute = (path: string, what: string, video = false) =>
  createRoute({
    method: "post",
    path,
    tags: TAGS,
    summary: `Send ${what} in a private conversation (multipart: file, conversationId, text, price${video ? "; the video's duration, size, width, height and poster frame" : ""})`,
    security: bearerSecurity,
    request: {
      body: multipartBody({
        "file!": "file",
        "conversationId!": "string",
        text: "string",
        price: { ...TOKEN_AMOUNT_FIELD, description: "Creators only: a pay-per-view price in tokens" },
        // A video says what the browser read from it, and sends a poster frame (media/video-facts.ts).
        ...(video ? videoClaimFields() : {}),
      }),
    },
    responses: responses(
      MessageSchema,
      "The message",
      [...SEND, "file_too_large", "unsupported_file_type"],
      201,
    ),
  });

const photo = fileRoute("/messages/private/file", "a photo");
const video = fileRoute("/messages/private/file/video", "a video", true);

export function registerMessageRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(open, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { conversation, created } = await openConversation(
      deps,
      requireUser(viewer),
      country,
      c.req.valid("json"),
    );
    return ok(c, conversation, created ? 201 : 200);
  });
  // Before /conversations/{id}, which would take "search" for an id.
  api.openapi(search, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await listConversations(deps, requireUser(viewer), country, c.req.valid("query")));
  });
  api.openapi(list, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await listConversations(deps, requireUser(viewer), country, c.req.valid("query")));
  });
  api.openapi(get, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, await getConversation(deps, requireUser(viewer), country, c.req.valid("param").id));
  });
  api.openapi(rename, async (c) => {
    const { deps, viewer } = c.get("rc");
    const { name } = c.req.valid("json");
    return ok(c, await renameConversation(deps, requireUser(viewer), c.req.valid("param").id, name));
  });
  api.openapi(unread, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    return ok(c, { total: await unreadTotal(deps, requireUser(viewer), country) });
  });
  api.openapi(readAll, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    // Opening a conversation is what marks it read.
    return ok(c, await getConversation(deps, requireUser(viewer), country, c.req.valid("param").id));
  });
  api.openapi(messages, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await listMessages(deps, requireUser(viewer), country, id, c.req.valid("query")));
  });
  api.openapi(send, async (c) => {
    const { deps, viewer, country } = c.get("rc");
    const { id } = c.req.valid("param");
    return ok(c, await sendMessage(deps, requireUser(viewer), country, id, c.req.valid("json")), 201);
  });
  for (const [route, kind] of [
    [photo, "photo"],
    [video, "video"],
  ] as const) {
    api.openapi(route, async (c) => {
      const { deps, viewer, country } = c.get("rc");
      const user = requireUser(viewer);
      const { conversationId, ...fields } = await readFormFields(c, FileMessageFields);
      const file = await readFileField(c, "file");
      const facts = kind === "video" ? await readVideoClaims(c) : undefined;
      const input = { ...fields, file: { kind: kind as MessageFileKind, file, video: facts } };
      return ok(c, await sendMessage(deps, user, country, conversationId, input), 201);
    });
  }
  api.openapi(removeAll, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await removeAllMessages(deps, requireUser(viewer), c.req.valid("param").id));
  });
  api.openapi(remove, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await deleteMessage(deps, requireUser(viewer), c.req.valid("param").id));
  });
}
