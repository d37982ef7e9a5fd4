import { readCookie as readCookieHeader } from "#functions/lib/decode";

/** Minimal cookie reading and writing for the app's own small cookies (theme, toast). */
export const readCookie = (request: Request, name: string): string | null =>
  readCookieHeader(request.headers.get("cookie"), name);

interface CookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export const expireCookie = (name: string, options: Omit<CookieOptions, "maxAge"> = {}) =>
  serializeCookie(name, "", { ...options, maxAge: 0 });
