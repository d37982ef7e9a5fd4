import { and, eq, gt, isNull } from "drizzle-orm";
import { sessions, type UserRole, users } from "../../drizzle/schema/users";
import { AppError } from "../errors";
import { readCookie } from "../lib/decode";
import type { Deps } from "../lib/deps";
import { sha256Hex } from "../lib/ids";

/** The logged-in user making a request, as the guards and services see them. */
export interface Viewer {
  id: string;
  sessionId: string;
  /** When the session ends (ms since epoch). */
  sessionExpiresAt: number;
  role: UserRole;
  name: string;
  username: string | null;
  email: string | null;
  emailVerified: boolean;
  isPerformer: boolean;
  isAdmin: boolean;
  /** Read with the session (one statement), so pages need not read the user again for their header. */
  avatarFileId: string | null;
  /** Wallet balance in cents, as of this request's session lookup. */
  balance: number;
}

export const SESSION_COOKIE = "token";

/** The session token from `Authorization: [Bearer ]<token>` or the `token` cookie. */
export function readSessionToken(request: Request): { token: string; via: "header" | "cookie" } | null {
  const auth = request.headers.get("authorization")?.trim();
  if (auth) {
    const token = auth.replace(/^Bearer\s+/i, "").trim();
    if (token) return { token, via: "header" };
  }
  // A malformed cookie (`token=%E0`) is read as sent: it matches no session, so the visitor is
  // logged out and the page clears it.
  const token = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  return token ? { token, via: "cookie" } : null;
}

/** Looks a token up; null when unknown, expired or revoked, or when the account is inactive. */
export async function findViewer(deps: Pick<Deps, "db" | "clock">, token: string): Promise<Viewer | null> {
  const tokenHash = await sha256Hex(token);
  const [row] = await deps.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, deps.clock.now()),
      ),
    )
    .limit(1);
  if (!row || row.user.status !== "active") return null;
  const { user } = row;
  return {
    id: user.id,
    sessionId: row.session.id,
    sessionExpiresAt: row.session.expiresAt,
    role: user.role,
    name: user.name,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    isPerformer: user.role === "performer",
    isAdmin: user.role === "admin",
    avatarFileId: user.avatarFileId,
    balance: user.balance,
  };
}

/* Guards: the same functions in Remix loaders, Hono routes and rooms. They throw AppError. */

export function requireUser(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError("unauthorized");
  return viewer;
}

export function requirePerformer(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (!user.isPerformer) throw new AppError("performer_only");
  return user;
}

/** Creator-side calls: creators, and admins who may manage anyone's items. */
export function requireCreatorOrAdmin(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (!user.isPerformer && !user.isAdmin) throw new AppError("performer_only");
  return user;
}

export function requireAdmin(viewer: Viewer | null): Viewer {
  const user = requireUser(viewer);
  if (!user.isAdmin) throw new AppError("admin_only");
  return user;
}
