import { CONTACT_STATUSES } from "../../../drizzle/schema/admin";
import { EmailField, NameField } from "../../identity/users/schemas";
import { PagingQuery } from "../../lib/paging";
import { z } from "../../lib/zod";

export const ContactBody = z
  .object({
    name: NameField,
    email: EmailField,
    subject: z.string().trim().max(200, "At most 200 characters.").optional(),
    message: z
      .string({ message: "Write your message." })
      .trim()
      .min(1, "Write your message.")
      .max(5000, "At most 5,000 characters."),
    captchaToken: z
      .string()
      .max(4000)
      .optional()
      .openapi({ description: "The reCAPTCHA token, when captchas are on" }),
  })
  .openapi("ContactMessageInput");

export const ContactMessageSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    userId: z.string().nullable(),
    status: z.enum(CONTACT_STATUSES),
    createdAt: z.string(),
  })
  .openapi("ContactMessage");

export const ContactMessagesQuery = PagingQuery.extend({ status: z.enum(CONTACT_STATUSES).optional() });

export const ContactStatusBody = z
  .object({ status: z.enum(CONTACT_STATUSES) })
  .openapi("ContactMessageStatus");
