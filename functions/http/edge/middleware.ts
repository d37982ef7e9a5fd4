import type { RequestContext } from "../../context/request-context";
import { AppError, errorBody, errorHeaders } from "../../errors";
import { isAllowedOrigin } from "../../lib/origin";
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
  const blocked = await siteBlockedCountries(rc.deps, rc.deps.clock.now());
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
 * CSRF, one rule at the edge for pages and the API alike, before any route runs. A state-changing
 * request (anything but GET, HEAD and OPTIONS):
 * - that carries an Origin other than this site's own and APP_ORIGIN's (`functions/lib/origin.ts`)
 *   was sent by a browser from another site: 403 `origin_mismatch`, signed in or not, whatever it
 *   authenticates with (a page on another site gets no answer it could read either way: the API
 *   sends no CORS headers);
 * - that authenticates with the session cookie must carry one of those origins: a browser sends
 *   Origin with every such request, so one without it is not from our pages (403 too);
 * - without Origin and without the cookie (API clients with a bearer token, Stripe's and Persona's
 *   webhooks, scripts) passes: it carries no credential a browser adds by itself.
 */
export function checkOrigin(request: Request, url: URL, rc: RequestContext): Response | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const origin = request.headers.get("origin");
  if (origin === null && rc.tokenVia !== "cookie") return null;
  if (isAllowedOrigin(origin, url, rc.deps.env)) return null;
  return jsonError(new AppError("origin_mismatch"));
}

/**
 * The request as Remix gets it: without Origin, which the edge has checked (checkOrigin). Remix's own
 * check compares Origin with the Host header and throws on any difference, so an origin the edge
 * allows (APP_ORIGIN) or a request without Host would end in a 500; the edge's rule is the one rule.
 */
export function withoutCheckedOrigin(request: Request): Request {
  if (SAFE_METHODS.has(request.method) || !request.headers.has("origin")) return request;
  const headers = new Headers(request.headers);
  headers.delete("origin");
  return new Request(request, { headers });
}
