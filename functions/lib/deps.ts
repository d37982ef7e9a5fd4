import type { BlockChange, Delivery, UserEvent } from "../../party/protocol";
import type { Clock } from "./clock";
import type { Db } from "./d1";
import type { Ids } from "./ids";
import type { Payments } from "./payments";

/**
 * Everything a service may touch, built per request by createDeps (functions/context). Services take this as their
 * first argument and never read env or secrets at module scope.
 */
export interface Deps {
  env: Env;
  db: Db;
  /** The D1 session `db` runs on (one per request: functions/context/d1-session.ts), for raw statements. */
  d1: D1Database;
  clock: Clock;
  ids: Ids;
  media: R2Bucket;
  realtime: Realtime;
  /** Card payments (Stripe, or its local stand-in). */
  payments: Payments;
  /** Keep background work (notifications, cleanup) alive after the response. */
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Services talk to rooms only through this, by Durable Object RPC (typed methods of the room class
 * called through its stub); rooms take no plain HTTP requests. Best effort: D1 stays the source of
 * truth, so a failed push is logged, not thrown.
 */
export interface Realtime {
  /** Push an event to every open socket of a user. */
  notifyUser(userId: string, event: UserEvent): Promise<void>;
  /**
   * Close the sockets of ended sessions: one (`sessionId`: logout), or all but the one making the
   * change (`exceptSessionId`: password change; omitted: password reset).
   */
  closeSessions(userId: string, which: { sessionId: string } | { exceptSessionId?: string }): Promise<void>;
  /** Hand frames to a private conversation's participants (`conversation` room). */
  toConversation(conversationId: string, deliveries: Delivery[]): Promise<void>;
  /** Hand frames to a live stream's sockets (`stream` room). */
  toStream(streamId: string, deliveries: Delivery[]): Promise<void>;
  /** A creator blocked or unblocked someone: the rooms they share stop (or resume) serving them. */
  setBlocked(room: { conversationId: string } | { streamId: string }, change: BlockChange): Promise<void>;
  /** The stream ended: its room tells everyone and closes. */
  endStream(streamId: string): Promise<void>;
  /** How many people (not sockets) watch a stream now; 0 when its room cannot be reached. */
  streamViewerCount(streamId: string): Promise<number>;
}
