import { and, eq, isNull, ne } from "drizzle-orm";
import { sessions } from "../../drizzle/schema/users";
import { DAY } from "../lib/clock";
import type { Deps } from "../lib/deps";
import { randomToken, sha256Hex } from "../lib/ids";
import { SESSION_COOKIE } from "./viewer";

/**
 * Sessions are opaque random tokens; D1 keeps only their SHA-256, so a leaked database cannot be
 * replayed as logins. A session lasts 1 day, or 365 days with "remember me", and ends early when
 * revoked (logout, password change, password reset).
 */
export const SESSION_TTL_MS = DAY;
export const REMEMBERED_SESSION_TTL_MS = 365 * DAY;

export interface NewSession {
  token: string;
  expiresAt: number;
  /** Cookie lifetime in seconds, matching the session's. */
  maxAge: number;
}

export async function createSession(
  deps: Pick<Deps, "db" | "clock" | "ids">,
  userId: string,
  options: { remember?: boolean; userAgent?: string | null } = {},
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
    createdAt: now,
  });
  return { token, expiresAt: now + ttl, maxAge: ttl / 1000 };
}

export async function revokeSession(deps: Pick<Deps, "db" | "clock">, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except `keepSessionId` when given (the one making the change). */
export function revokeUserSessions(deps: Pick<Deps, "db" | "clock">, userId: string, keepSessionId?: string) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  return deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(...conditions));
}

/** The Set-Cookie value for a session (maxAge in seconds; 0 clears it). Used by the API and the pages. */
export function sessionCookie(token: string, maxAge: number): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=${maxAge}`;
}

export const clearedSessionCookie = () => sessionCookie("", 0);
