import { clientIp } from "../../lib/rate-limit";
import { linkOrigin } from "./emails";

/** Where a request came from, for rate limits, mailed links and the session record. */
export interface RequestMeta {
  ip: string;
  /** Origin mailed links point to; null when none can be trusted (see linkOrigin). */
  origin: string | null;
  userAgent?: string | null;
  /** The visitor country (ISO 3166-1 alpha-2, upper case), or null when unknown. */
  country?: string | null;
}

/**
 * The visitor's country: Cloudflare's own request.cf.country. A CF-IPCountry request header counts
 * only where TRUST_CF_IPCOUNTRY_HEADER is "true" (the test configurations), since anyone can send it.
 */
export function visitorCountry(request: Request, env: Pick<Env, "TRUST_CF_IPCOUNTRY_HEADER">): string | null {
  const header = request.headers.get("cf-ipcountry");
  if (header && env.TRUST_CF_IPCOUNTRY_HEADER === "true") return header.toUpperCase();
  const cf = (request as Request & { cf?: { country?: string } }).cf;
  return cf?.country ? String(cf.country).toUpperCase() : null;
}

/** What the account services need to know about a request (address, link origin, user agent, country). */
export function requestMeta(
  request: Request,
  env: Pick<Env, "PUBLIC_ORIGIN" | "TRUST_CF_IPCOUNTRY_HEADER">,
): RequestMeta {
  return {
    ip: clientIp(request.headers),
    origin: linkOrigin(env, request.url),
    userAgent: request.headers.get("user-agent"),
    country: visitorCountry(request, env),
  };
}
