import { and, eq, isNull, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { sessions } from "../../../drizzle/schema/users";
import { DAY } from "../../lib/clock";
import type { Deps } from "../../lib/deps";
import { randomToken, sha256Hex } from "../../lib/ids";
import { SESSION_COOKIE } from "./viewer";

/**
 * Sessions are opaque random tokens; D1 keeps only their SHA-256, so a leaked database cannot be
 * replayed as logins. A session lasts 1 day, or 365 days with "remember me", and ends early when
 * revoked (logout, password change, password reset, signing a device out from the account page).
 * A session's `id` is its public name (the sessions list, signing one out); it is never the token
 * or its hash, and knowing it grants nothing.
 */
const SESSION_TTL_MS = DAY;
const REMEMBERED_SESSION_TTL_MS = 365 * DAY;

interface NewSession {
  token: string;
  expiresAt: number;
  /** Cookie lifetime in seconds, matching the session's. */
  maxAge: number;
}

export async function createSession(
  deps: Pick<Deps, "db" | "clock" | "ids">,
  userId: string,
  options: { remember?: boolean; userAgent?: string | null; country?: string | null } = {},
): Promise<NewSession> {
  const now = deps.clock.now();
  const ttl = options.remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS;
  const token = randomToken(32);
  await deps.db.insert(sessions).values({
    id: deps.ids.next(),
    tokenHash: await sha256Hex(token),
    userId,
    remember: options.remember ?? false,
    expiresAt: now + ttl,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    country: options.country ?? null,
    createdAt: now,
  });
  return { token, expiresAt: now + ttl, maxAge: ttl / 1000 };
}

/*
 * Ending a session always closes its sockets too (the user room tags each socket with its session,
 * party/protocol.ts): a logged-out or locked-out device must stop receiving the user's events.
 * These two functions are the only ways sessions end.
 */

/** Ends one session (logout) and closes its sockets. */
export async function revokeSession(
  deps: Pick<Deps, "db" | "clock" | "realtime">,
  session: { userId: string; sessionId: string },
): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
  await deps.realtime.closeSessions(session.userId, { sessionId: session.sessionId });
}

/**
 * Ends every live session of a user except `keepSessionId` (the one making a password change; none
 * for a reset), in one batch with `changes` (the new password), then closes their sockets.
 */
export async function revokeUserSessions(
  deps: Pick<Deps, "db" | "clock" | "realtime">,
  userId: string,
  keepSessionId: string | undefined,
  changes: BatchItem<"sqlite">[],
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  const revoke = deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(...conditions));
  await deps.db.batch([revoke, ...changes]);
  await deps.realtime.closeSessions(userId, { exceptSessionId: keepSessionId });
}

/** The Set-Cookie value for a session (maxAge in seconds; 0 clears it). Used by the API and the pages. */
export function sessionCookie(token: string, maxAge: number): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=${maxAge}`;
}

export const clearedSessionCookie = () => sessionCookie("", 0);
