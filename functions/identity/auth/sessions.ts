/**
 * "Where am I signed in": a person's live sessions as they can recognise them (device from the user
 * agent, approximate place from the country of the last request, last seen), and signing one or all
 * the others out. Sessions are named by their public id, never by the token or its hash.
 */
import Bowser from "bowser";
import { and, count, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { sessions } from "../../../drizzle/schema/users";
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { listCountries } from "../../site/lookup/countries";
import { revokeSession, revokeUserSessions } from "../accounts/sessions";
import type { Viewer } from "../accounts/viewer";

export interface SessionView {
  id: string;
  /** "Chrome on macOS", "Safari on iPhone", or "Unknown device". */
  device: string;
  browser: string | null;
  os: string | null;
  /** ISO 3166-1 alpha-2 of the last request's country, and its name; null when unknown. */
  country: string | null;
  place: string | null;
  createdAt: number;
  /** The last request, to within SESSION_SEEN_EVERY_MS. */
  lastSeenAt: number;
  expiresAt: number;
  /** The session making this request. */
  current: boolean;
}

let countryNames: Map<string, string> | null = null;
const countryName = (code: string | null) => {
  countryNames ??= new Map(listCountries().map((c) => [c.code, c.name]));
  return code ? (countryNames.get(code) ?? null) : null;
};

/** What a user agent says about the device: browser and operating system names. */
function describeDevice(userAgent: string | null): {
  device: string;
  browser: string | null;
  os: string | null;
} {
  if (!userAgent) return { device: "Unknown device", browser: null, os: null };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || null;
  const os =
    parsed.platform.model && parsed.platform.type !== "desktop"
      ? parsed.platform.model
      : parsed.os.name || null;
  const device = browser && os ? `${browser} on ${os}` : (browser ?? os ?? "Unknown device");
  return { device, browser, os };
}

/** How many sessions the list shows: this one and the most recently seen others. */
const SESSIONS_SHOWN = 200;

/**
 * The viewer's live sessions, this one first, then the most recently seen (the list's order is the
 * query's, so with more than SESSIONS_SHOWN the ones left out are the longest unused, never this one;
 * "sign out everywhere else" ends them all).
 */
export async function listSessions(deps: Pick<Deps, "db" | "clock">, viewer: Viewer): Promise<SessionView[]> {
  const rows = await deps.db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      country: sessions.country,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, viewer.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, deps.clock.now()),
      ),
    )
    .orderBy(
      desc(eq(sessions.id, viewer.sessionId)),
      desc(sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`),
      desc(sessions.createdAt),
      sessions.id,
    )
    .limit(SESSIONS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    country: row.country,
    place: countryName(row.country),
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt ?? row.createdAt,
    expiresAt: row.expiresAt,
    current: row.id === viewer.sessionId,
  }));
}

/** `DELETE /auth/sessions/{id}`: signs one of the viewer's sessions out at once, sockets included. */
export async function signOutSession(
  deps: Pick<Deps, "db" | "clock" | "realtime">,
  viewer: Viewer,
  sessionId: string,
): Promise<{ current: boolean }> {
  const [row] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, viewer.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, deps.clock.now()),
      ),
    );
  if (!row) throw new AppError("session_not_found");
  await revokeSession(deps, { userId: viewer.id, sessionId: row.id });
  return { current: row.id === viewer.sessionId };
}

/** `POST /auth/sessions/revoke-others`: signs every other session of the viewer out; how many there were. */
export async function signOutOtherSessions(
  deps: Pick<Deps, "db" | "clock" | "realtime">,
  viewer: Viewer,
): Promise<{ signedOut: number }> {
  const [others] = await deps.db
    .select({ count: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, viewer.id),
        ne(sessions.id, viewer.sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, deps.clock.now()),
      ),
    );
  await revokeUserSessions(deps, viewer.id, viewer.sessionId, []);
  return { signedOut: others?.count ?? 0 };
}
