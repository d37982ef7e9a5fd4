/**
 * Socket frames, both ways: JSON `{ event, data }`. This file is the only definition of them.
 * Clients send `auth/login { token }` after every (re)connect.
 */
export type ClientFrame =
  | { event: "auth/login"; data: { token: string } }
  | { event: "ping"; data: Record<string, never> };

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
