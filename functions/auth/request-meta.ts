import type { AppContext } from "../lib/http";
import { clientIp } from "../lib/rate-limit";
import { linkOrigin } from "./emails";
import type { RequestMeta } from "./service";

/** What the auth services need to know about the HTTP request (address, link origin, user agent). */
export function requestMeta(c: AppContext): RequestMeta {
  const headers = c.req.raw.headers;
  return {
    ip: clientIp(headers),
    origin: linkOrigin(c.env, c.req.url),
    userAgent: headers.get("user-agent"),
  };
}
