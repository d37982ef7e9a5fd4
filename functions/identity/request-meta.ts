import { clientIp } from "../lib/rate-limit";
import { linkOrigin } from "./emails";

/** Where a request came from, for rate limits, mailed links and the session record. */
export interface RequestMeta {
  ip: string;
  /** Origin mailed links point to; null when none can be trusted (see linkOrigin). */
  origin: string | null;
  userAgent?: string | null;
}

/** What the account services need to know about a request (address, link origin, user agent). */
export function requestMeta(request: Request, env: Pick<Env, "PUBLIC_ORIGIN">): RequestMeta {
  return {
    ip: clientIp(request.headers),
    origin: linkOrigin(env, request.url),
    userAgent: request.headers.get("user-agent"),
  };
}
