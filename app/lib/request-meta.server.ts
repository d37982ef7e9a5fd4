import { linkOrigin } from "#functions/auth/emails";
import type { RequestMeta } from "#functions/auth/service";
import { clientIp } from "#functions/lib/rate-limit";

/** What the auth services need to know about a page request (address, link origin, user agent). */
export function requestMeta(request: Request, env: Pick<Env, "PUBLIC_ORIGIN">): RequestMeta {
  return {
    ip: clientIp(request.headers),
    origin: linkOrigin(env, request.url),
    userAgent: request.headers.get("user-agent"),
  };
}
