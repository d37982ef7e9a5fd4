/**
 * One D1 session per request (D1 read replication, the Sessions API). The rule:
 * - A request that may change something (any method but GET and HEAD: money moves, posts,
 *   webhooks) runs on the primary from its first statement (`first-primary`), so what it reads
 *   before it writes is the latest.
 * - A read (GET, HEAD) starts where the caller's last write left off when it sends that write's
 *   bookmark back (the `x-d1-bookmark` header, or the `d1_bookmark` cookie a browser keeps), so
 *   a fan who just tipped never sees the old balance; without one it may start from any replica
 *   (`first-unconstrained`), slightly stale.
 * - Every answer to the API carries the session's bookmark in `x-d1-bookmark` (API clients send
 *   it back themselves); an answer to a page request that may have written (a form) sets the
 *   cookie instead (short-lived: replicas catch up in seconds), so the next page a browser loads
 *   reads at least that write.
 * Bookmarks go only to signed-in callers (see bookmarkHeaders).
 * Without replication configured (locally, or before it is turned on) every session is the
 * primary and the bookmark is only carried around.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";
const BOOKMARK_COOKIE = "d1_bookmark";
/** How long a browser keeps a write's bookmark: replicas are seconds behind at most. */
const BOOKMARK_COOKIE_SECONDS = 300;
/** D1's bookmark shape (hex fields); anything else a client sends is ignored, never passed on. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const readsOnly = (method: string) => method === "GET" || method === "HEAD";

function cookieBookmark(request: Request): string | null {
  const cookies = request.headers.get("cookie");
  // Most requests carry no bookmark cookie (API clients send no cookies at all).
  if (!cookies?.includes(BOOKMARK_COOKIE)) return null;
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === BOOKMARK_COOKIE) return value.join("=");
  }
  return null;
}

/** The bookmark a request sent (header first, then cookie), when it has D1's shape. */
export function sentBookmark(request: Request): string | null {
  const sent = request.headers.get(BOOKMARK_HEADER) ?? cookieBookmark(request);
  return sent && BOOKMARK.test(sent) ? sent : null;
}

/** The request's session, by the rule above. */
export function openD1Session(db: D1Database, request: Request): D1DatabaseSession {
  if (!readsOnly(request.method)) return db.withSession("first-primary");
  return db.withSession(sentBookmark(request) ?? "first-unconstrained");
}

/**
 * The headers that carry the session's bookmark on this answer (header on the API, cookie after a
 * possible write), to add to it; none when it carries none. The Worker adds them in the same copy
 * of the answer as its security headers (functions/http/edge/security-headers.ts).
 */
export function bookmarkHeaders(
  response: Response,
  session: D1DatabaseSession,
  request: { method: string; url: URL; secure: boolean; signedIn: boolean },
): [name: string, value: string][] {
  // Only for a signed-in caller, who has writes of their own to read back. An anonymous answer
  // carries none: whether a bookmark moved would tell, for example, that a "forgot password"
  // for an address wrote something (the address has an account).
  if (!request.signedIn) return [];
  // WebSocket upgrades carry the socket in the response object and take no headers.
  if (response.status === 101 || response.webSocket) return [];
  const api = request.url.pathname === "/api" || request.url.pathname.startsWith("/api/");
  const wrote = !api && !readsOnly(request.method);
  if (!api && !wrote) return [];
  const bookmark = session.getBookmark();
  if (!bookmark) return [];
  if (api) return [[BOOKMARK_HEADER, bookmark]];
  return [
    [
      "Set-Cookie",
      `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=${BOOKMARK_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${request.secure ? "; Secure" : ""}`,
    ],
  ];
}
