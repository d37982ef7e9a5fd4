/**
 * The origins a browser request authenticated by the session cookie may come from: the request's
 * own origin plus APP_ORIGIN (comma-separated). Used for state-changing requests (CSRF) and for
 * WebSocket upgrades (cross-site WebSocket hijacking: the browser sends the cookie to a socket any
 * page opens, so the Origin header is what tells our pages from another site's).
 */
export function isAllowedOrigin(origin: string | null, url: URL, env: Pick<Env, "APP_ORIGIN">): boolean {
  if (!origin) return false;
  const extra = (env.APP_ORIGIN ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean);
  return origin === url.origin || extra.includes(origin);
}
