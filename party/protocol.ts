import { z } from "zod";

/**
 * Socket frames, both ways: JSON `{ event, data }`. This file is the only definition of them.
 * After every (re)connect the client sends `auth/login`: browsers are already authorised by their
 * session cookie at upgrade time and may omit the token; other clients send `{ token }`, which the
 * room checks again (a revoked token closes the socket).
 */
export const ClientFrame = z.discriminatedUnion("event", [
  z.object({ event: z.literal("auth/login"), data: z.object({ token: z.string().max(200).optional() }) }),
  z.object({ event: z.literal("ping"), data: z.object({}).optional() }),
]);
export type ClientFrame = z.infer<typeof ClientFrame>;

export const MAX_FRAME_BYTES = 4096;

export type UserEvent =
  | { event: "balance/updated"; data: { balance: number; change: number } }
  | { event: "messages/unread"; data: { total: number } }
  | { event: "payment/status"; data: { transactionId: string; status: string } }
  | { event: "notification"; data: { message: string } };

export type ServerFrame =
  | UserEvent
  | { event: "auth/success"; data: { userId: string } }
  | { event: "error"; data: { code: string; message: string } }
  | { event: "pong"; data: Record<string, never> };

/** Parses an inbound frame; null for anything that is not a known, well-formed frame. */
export function parseClientFrame(message: unknown): ClientFrame | null {
  if (typeof message !== "string" || message.length > MAX_FRAME_BYTES) return null;
  try {
    const parsed = ClientFrame.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
