import type { RequestContext } from "../context/request-context";
import { AppError, errorBody, errorHeaders } from "../errors";
import { isAllowedOrigin } from "../lib/origin";
import { siteBlockedCountries } from "./site-blocks";

/** Paths a visitor from a site-blocked country may still reach (Stripe's webhooks come from anywhere). */
export const GEO_OPEN_PATHS = new Set([
  "/geoblock",
  "/api/block/countries/check",
  "/api/settings/public",
  "/api/webhooks/stripe",
]);

/** An error in the catalogue's JSON shape, for answers given before the API's own error mapping. */
export const jsonError = (err: AppError) =>
  new Response(JSON.stringify(errorBody(err)), {
    status: err.status,
    headers: { "content-type": "application/json; charset=utf-8", ...errorHeaders(err) },
  });

/** A visitor from a country blocked site-wide gets 403 from the API and the geoBlock page elsewhere. */
export async function geoBlockResponse(
  request: Request,
  url: URL,
  rc: RequestContext,
): Promise<Response | null> {
  if (!rc.country || GEO_OPEN_PATHS.has(url.pathname)) return null;
  const blocked = await siteBlockedCountries(rc.deps.db, rc.deps.clock.now());
  if (!blocked.has(rc.country)) return null;
  if (
    url.pathname.startsWith("/api/") ||
    url.pathname.startsWith("/media/") ||
    url.pathname.startsWith("/parties/")
  ) {
    return jsonError(new AppError("country_blocked"));
  }
  if (request.method !== "GET" && request.method !== "HEAD")
    return jsonError(new AppError("country_blocked"));
  return new Response(null, { status: 302, headers: { location: "/geoblock" } });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence: a state-changing request authenticated by the session cookie must come from our
 * own origin. Requests with an Authorization header carry no ambient credentials and pass.
 */
export function checkOrigin(request: Request, url: URL, rc: RequestContext): Response | null {
  if (SAFE_METHODS.has(request.method) || rc.tokenVia !== "cookie") return null;
  if (isAllowedOrigin(request.headers.get("origin"), url, rc.deps.env)) return null;
  return jsonError(new AppError("origin_mismatch"));
}
