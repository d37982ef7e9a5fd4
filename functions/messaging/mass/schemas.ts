import { MASS_MESSAGE_STATUSES } from "../../../drizzle/schema/mass";
import { TokenAmount } from "../../lib/money";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

const MASS_TEXT_MAX = 2000;
const MAX_LISTS = 20;
/** The built-in audiences a mass message names directly (they are fan lists too). */
export const MASS_AUDIENCES = ["subscribers", "followers", "expired"] as const;

const ListIds = z
  .array(z.string().min(1).max(64))
  .max(MAX_LISTS, `At most ${MAX_LISTS} lists.`)
  .optional()
  .openapi({ description: "Fan lists (GET /lists): built-in ids or your custom lists' ids" });

export const AudienceBody = z
  .object({
    listIds: ListIds,
    audience: z
      .array(z.enum(MASS_AUDIENCES))
      .max(MASS_AUDIENCES.length)
      .optional()
      .openapi({ description: "Built-in audiences, added to the lists" }),
    excludeListIds: ListIds.openapi({ description: "Fans in any of these lists get nothing" }),
  })
  .openapi("MassAudience");
export type AudienceInput = z.infer<typeof AudienceBody>;

export const MassMessageBody = AudienceBody.extend({
  text: z
    .string()
    .max(MASS_TEXT_MAX, `At most ${MASS_TEXT_MAX} characters.`)
    .default("")
    .openapi({ description: "Plain text; tags are removed and the rest stored HTML-escaped" }),
  vaultFileIds: z.array(z.string().min(1).max(64)).max(1, "A message carries one file.").optional().openapi({
    description: "A photo or video from your vault (GET /vault), locked with the message while unpaid",
  }),
  price: TokenAmount.optional().openapi({
    description:
      "Pay-per-view price in tokens (0 or left out: free); fans unlock their copy through POST /wallet/charges/message/{id}",
  }),
}).openapi("MassMessageInput");
export type MassMessageInput = z.infer<typeof MassMessageBody>;

export const MassListQuery = PagingQuery.pick({ limit: true, offset: true });

export const MassSentSchema = z
  .object({
    _id: z.string(),
    recipients: z.number().int().openapi({ description: "Fans it is being delivered to" }),
  })
  .openapi("MassMessageSent");

export const RecipientCountSchema = z.object({ recipients: z.number().int() }).openapi("MassRecipientCount");

export const MassMessageSchema = z
  .object({
    _id: z.string(),
    text: z.string(),
    price: z.number().openapi({ description: "Tokens; 0: free" }),
    file: z
      .object({ _id: z.string(), kind: z.enum(["photo", "video"]), url: z.string().nullable() })
      .nullable(),
    audience: AudienceBody,
    status: z
      .enum(MASS_MESSAGE_STATUSES)
      .openapi({ description: "unsent: taken back from fans who had not bought it" }),
    recipients: z.number().int(),
    delivered: z.number().int().openapi({ description: "Fans who have it in their conversation now" }),
    viewed: z.number().int().openapi({ description: "Fans who opened the conversation since it arrived" }),
    purchases: z.number().int(),
    revenue: z.number().openapi({ description: "Tokens paid for it" }),
    createdAt: z.string(),
    unsentAt: z.string().nullable(),
  })
  .openapi("MassMessage");
