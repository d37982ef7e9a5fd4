import { UserCardSchema } from "../../identity/users/cards";
import { z } from "../../lib/zod";

import { FAN_NOTE_MAX_LENGTH } from "./limits";

export const FanNoteBody = z
  .object({
    note: z
      .string()
      .trim()
      .max(FAN_NOTE_MAX_LENGTH, `At most ${FAN_NOTE_MAX_LENGTH} characters.`)
      .openapi({ description: "Plain text only the creator sees; empty removes the note" }),
  })
  .openapi("FanNoteBody");

export const FanNoteSchema = z
  .object({
    text: z.string().openapi({ description: "Plain text (not escaped: render it as text); empty: no note" }),
    updatedAt: z.string().nullable().openapi({ description: "When it was last saved; null: never" }),
  })
  .openapi("FanNote");

export const FanPanelSchema = z
  .object({
    fan: UserCardSchema,
    subscription: z
      .object({
        status: z.enum(["active", "expired", "none"]).openapi({
          description: "active: subscribed now; expired: subscribed before, not now; none: never subscribed",
        }),
        since: z.string().nullable().openapi({ description: "When the subscription started" }),
        expiresAt: z
          .string()
          .nullable()
          .openapi({ description: "Active: when it renews or ends; expired: when it ended" }),
        cancelled: z.boolean().openapi({ description: "Active but will not renew" }),
      })
      .openapi("FanSubscription"),
    totalSpent: z.number().openapi({
      description:
        "Tokens the fan spent with this creator, all time (subscriptions, tips, sales; refunds not counted)",
    }),
    lists: z
      .array(
        z.object({
          _id: z.string().openapi({ description: "A built-in list's id is its name (subscribers, ...)" }),
          name: z.string(),
          kind: z.enum(["builtin", "custom"]),
        }),
      )
      .openapi({ description: "The creator's fan lists the fan is in, built-in first" }),
    note: FanNoteSchema,
  })
  .openapi("FanPanel");

export type FanPanel = z.infer<typeof FanPanelSchema>;
export type FanNote = z.infer<typeof FanNoteSchema>;
