import { CONVERSATION_TYPES, MESSAGE_TYPES } from "../../../drizzle/schema/messaging";
import { UserCardSchema } from "../../identity/users/cards";
import { TokenAmount } from "../../lib/money";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

const MESSAGE_MAX_LENGTH = 2000;
/** The first page of a conversation: the newest 25 messages (limit 25, offset 0). */
export const FIRST_PAGE_SIZE = 25;

/* ---- Requests ---- */

export const ConversationIdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" }, description: "A conversation id" }),
});

export const CreateConversationBody = z
  .object({
    source: z
      .enum(["user", "performer"])
      .openapi({ description: "What the other person is: a creator (performer) or another user" }),
    sourceId: z.string().trim().min(1).max(64).openapi({ description: "The other person's id" }),
  })
  .openapi("CreateConversation");

export const ConversationsQuery = PagingQuery.extend({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .openapi({ description: "The other person's name or username contains this" }),
});

export const UpdateConversationBody = z
  .object({
    name: z.string().trim().max(100, "At most 100 characters.").openapi({ description: "Empty: no title" }),
  })
  .openapi("UpdateConversation");

export const MessagesQuery = PagingQuery.extend({
  limit: z.coerce.number().int().min(1).max(100).default(FIRST_PAGE_SIZE),
});

const messageText = z
  .string()
  .max(MESSAGE_MAX_LENGTH, `At most ${MESSAGE_MAX_LENGTH} characters.`)
  .openapi({ description: "Plain text; tags are removed and the rest stored HTML-escaped" });

export const SendMessageBody = z
  .object({
    text: messageText,
    price: TokenAmount.optional().openapi({
      description: "Creators only: a pay-per-view price in tokens (0 or left out: free)",
    }),
    vaultFileIds: z
      .array(z.string().min(1).max(64))
      .max(1, "A message carries one file.")
      .optional()
      .openapi({
        description:
          "Creators only: a photo or video from your vault (GET /vault) to send without uploading again; locked with the message while it is unpaid",
      }),
  })
  .openapi("SendMessage");

export const SendPublicMessageBody = z.object({ text: messageText }).openapi("SendStreamMessage");

/** The text fields of a file message (multipart, beside `file`). */
export const FileMessageFields = z.object({
  conversationId: z.string().trim().min(1, "Choose a conversation.").max(64),
  text: messageText.optional(),
  price: TokenAmount.optional(),
});

/* ---- Responses ---- */

export const MessageSchema = z
  .object({
    _id: z.string(),
    conversationId: z.string(),
    senderId: z.string(),
    sender: UserCardSchema.nullable(),
    type: z.enum(MESSAGE_TYPES),
    text: z.string().nullable().openapi({ description: "HTML-escaped plain text; null while locked" }),
    isDeleted: z.boolean(),
    isSale: z.boolean(),
    price: z.number().openapi({ description: "Tokens: the pay-per-view price, or a tip's amount" }),
    isBought: z.boolean(),
    locked: z.boolean(),
    file: z
      .object({
        _id: z.string().nullable().openapi({ description: "Null while locked: a locked file is not named" }),
        kind: z.enum(["photo", "video"]),
        url: z.string().nullable().openapi({ description: "Null while locked" }),
        mimeType: z.string(),
        duration: z
          .number()
          .int()
          .nullable()
          .openapi({ description: "A video's length in seconds, locked or not; null when unknown" }),
        preview: z.string().nullable().openapi({
          description:
            "While locked: the photo's (or the video poster's) blurred preview, a data: WebP at most 20 px wide, naming no file; null when unlocked or none was made",
        }),
      })
      .nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Message");

const MessagePreviewSchema = z.object({
  type: z.enum(MESSAGE_TYPES),
  text: z.string().openapi({
    description: "One line of the message's text (HTML-escaped); empty when it has none or is locked",
  }),
  price: z
    .number()
    .openapi({ description: "Tokens: a tip's amount or a pay-per-view message's price; 0 otherwise" }),
  locked: z.boolean().openapi({ description: "A pay-per-view message the viewer has not bought" }),
});

export const ConversationSchema = z
  .object({
    _id: z.string(),
    type: z.enum(CONVERSATION_TYPES),
    name: z.string(),
    performerId: z.string().nullable(),
    streamId: z.string().nullable(),
    recipient: UserCardSchema.nullable().openapi({ description: "Private: the other participant" }),
    lastMessage: z.string().openapi({
      description:
        "The newest message as one line, as the viewer may see it: its text, 'Photo', 'Video', 'Locked message' (a pay-per-view message not bought), 'Tip of 10 tokens: <note>'",
    }),
    lastMessagePreview: MessagePreviewSchema.nullable().openapi({
      description:
        "The same message's parts, for a client that words it itself (null: no messages); lastMessage is them as one line, amounts in words",
    }),
    lastSenderId: z.string().nullable(),
    lastMessageCreatedAt: z.string().nullable(),
    totalNotSeenMessages: z.number().int(),
    seenAt: z.string().nullable().openapi({
      description:
        "Read receipts: when the other participant last read the conversation (ISO); the viewer's messages created at or before it were seen. Null: not read yet",
    }),
    isBlocked: z
      .boolean()
      .openapi({ description: "The creator in it blocked the other participant: nobody can write" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Conversation");

/** A page of a private conversation's messages, with the other participant's read receipt. */
export const MessagePageSchema = z
  .object({
    data: z.array(MessageSchema),
    total: z.number().int(),
    seenAt: z.string().nullable().openapi({
      description:
        "When the other participant last read the conversation (ISO): the viewer's messages created at or before it were seen. Null: not read yet",
    }),
  })
  .openapi("MessagePage");

export const UnreadSchema = z.object({ total: z.number().int() }).openapi("UnreadCount");

export const MessageDeletedSchema = z
  .object({ _id: z.string(), removed: z.boolean(), text: z.string() })
  .openapi("MessageDeleted");

export const MessagesRemovedSchema = z
  .object({ conversationId: z.string(), removed: z.number().int() })
  .openapi("MessagesRemoved");
