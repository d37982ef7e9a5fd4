import { eq, sql } from "drizzle-orm";
import { sessions, type UserRole, users, userTwoFactor } from "../../../drizzle/schema/users";
import { AppError, type ErrorCode } from "../../errors";
import { MINUTE } from "../../lib/clock";
import { readCookie } from "../../lib/decode";
import type { Deps } from "../../lib/deps";
import { sha256Hex } from "../../lib/ids";
import { compiled, param } from "../../lib/statements";

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
  /** Two-factor sign-in is on for the account. */
  twoFactorEnabled: boolean;
  /**
   * An admin whom the site requires to use two-factor sign-in (setting requireAdminTwoFactor)
   * and who has not set it up: the admin console refuses them until they do (requireAdmin).
   */
  twoFactorSetupRequired?: boolean;
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

/**
 * How precisely a session's "last seen" is kept: a request writes it only when the stored time is
 * older than this, so a busy session costs one write per quarter hour, not one per request.
 */
const SESSION_SEEN_EVERY_MS = 15 * MINUTE;

/**
 * The session lookup every authenticated request makes: a plain statement built once per isolate
 * (functions/lib/statements.ts) reading only what a Viewer holds.
 */
const viewerLookup = () =>
  sql`select ${sessions.id} as "sessionId", ${sessions.expiresAt} as "sessionExpiresAt", ${users.id} as "id",
    ${users.role} as "role", ${users.status} as "status", ${users.name} as "name", ${users.username} as "username",
    ${users.email} as "email", ${users.emailVerified} as "emailVerified", ${users.avatarFileId} as "avatarFileId",
    ${users.balance} as "balance", ${userTwoFactor.enabledAt} is not null as "twoFactorEnabled",
    coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) as "seenAt"
    from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId}
    left join ${userTwoFactor} on ${userTwoFactor.userId} = ${users.id}
    where ${sessions.tokenHash} = ${param("tokenHash")} and ${sessions.revokedAt} is null
      and ${sessions.expiresAt} > ${param<number>("now")}
    limit 1`;

type ViewerRow = Omit<Viewer, "isPerformer" | "isAdmin" | "emailVerified" | "twoFactorEnabled"> & {
  status: string;
  emailVerified: number;
  twoFactorEnabled: number;
  seenAt: number;
};

/**
 * Looks a token up; null when unknown, expired or revoked, or when the account is inactive.
 * `seen` (requests, not socket upgrades) records the session as used from that country, at most
 * once per SESSION_SEEN_EVERY_MS, after the answer.
 */
export async function findViewer(
  deps: Pick<Deps, "env" | "db" | "d1" | "clock">,
  token: string,
  seen?: { country: string | null; waitUntil: Deps["waitUntil"] },
): Promise<Viewer | null> {
  const tokenHash = await sha256Hex(token);
  const now = deps.clock.now();
  const row = await compiled(deps.d1, "viewer", viewerLookup, { tokenHash, now }).first<ViewerRow>();
  if (!row || row.status !== "active") return null;
  if (seen && now - row.seenAt >= SESSION_SEEN_EVERY_MS) {
    seen.waitUntil(
      deps.db
        .update(sessions)
        .set({ lastSeenAt: now, country: sql`coalesce(${seen.country}, ${sessions.country})` })
        .where(eq(sessions.id, row.sessionId))
        .catch((err) => console.error("session last seen not recorded", err)),
    );
  }
  return {
    id: row.id,
    sessionId: row.sessionId,
    sessionExpiresAt: row.sessionExpiresAt,
    role: row.role,
    name: row.name,
    username: row.username,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    isPerformer: row.role === "performer",
    isAdmin: row.role === "admin",
    avatarFileId: row.avatarFileId,
    balance: row.balance,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
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
  if (user.twoFactorSetupRequired) throw new AppError("two_factor_setup_required");
  return user;
}

/**
 * The one owner-or-admin rule: an item another creator owns is "not found" (`notFound`: the kind's
 * code) for the caller, so a stranger cannot tell it exists; admins manage every item.
 */
export function assertManages<T extends { performerId: string }>(
  viewer: Viewer,
  item: T | undefined | null,
  notFound: ErrorCode | (() => AppError),
): asserts item is T {
  if (item && (item.performerId === viewer.id || viewer.isAdmin)) return;
  throw typeof notFound === "function" ? notFound() : new AppError(notFound);
}
