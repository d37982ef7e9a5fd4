import {
  NOTIFICATION_OBJECT_TYPES,
  NOTIFICATION_SETTINGS,
  NOTIFICATION_TYPES,
} from "../../../drizzle/schema/notifications";
import { namedKey } from "../../lib/paging";
import { z } from "../../lib/zod";
import { UserCardSchema } from "../users/cards";
import { NOTIFICATION_GROUPS } from "./kinds";

export const NotificationsQuery = z.object({
  type: namedKey([...NOTIFICATION_GROUPS, ...NOTIFICATION_TYPES])
    .optional()
    .openapi({
      description:
        "One type, or a tab: interactions (like, comment, follow), subscriptions (subscribers, creators' posts and streams), purchases (tips, purchases, payouts), messages (paid messages unlocked)",
    }),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

export const NotificationSchema = z
  .object({
    _id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    actor: UserCardSchema.nullable().openapi({
      description: "Who did it; null for the site's own decisions",
    }),
    object: z
      .object({ type: z.enum(NOTIFICATION_OBJECT_TYPES), id: z.string() })
      .nullable()
      .openapi({ description: "What it is about" }),
    link: z.string().nullable().openapi({ description: "The web app's page of the object" }),
    text: z.string().openapi({ description: "The sentence after the actor's name, plain text" }),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .openapi("Notification");

export const NotificationListSchema = z
  .object({
    data: z.array(NotificationSchema),
    total: z.number().int(),
    unread: z.number().int().openapi({ description: "All of the viewer's unread notifications" }),
  })
  .openapi("NotificationList");

export const NotificationReadSchema = NotificationSchema.extend({ unread: z.number().int() }).openapi(
  "NotificationRead",
);

export const ReadAllSchema = z
  .object({ updated: z.number().int(), unread: z.number().int() })
  .openapi("NotificationsReadAll");

export const NotificationSettingSchema = z
  .object({
    setting: z.enum(NOTIFICATION_SETTINGS),
    label: z.string(),
    inApp: z.boolean(),
    email: z.boolean().nullable().openapi({
      description: "null: no email switch (the site sends none, or always sends one: emailAlways)",
    }),
    emailAlways: z.boolean().openapi({
      description: "The site emails this kind to every account, with no switch (ID verification decisions)",
    }),
  })
  .openapi("NotificationSetting");

export const NotificationSettingsBody = z
  .object({
    settings: z
      .array(
        z.object({
          setting: namedKey(NOTIFICATION_SETTINGS),
          inApp: z.boolean().optional(),
          email: z.boolean().optional(),
        }),
      )
      .min(1)
      .max(NOTIFICATION_SETTINGS.length),
  })
  .openapi("NotificationSettingsChange");
