/**
 * Reading request data that arrives percent-encoded (cookies, paths) without ever throwing:
 * `decodeURIComponent` throws a URIError on input such as `%E0`, which would answer 500 to every
 * request that carries it. Every decode of request data goes through here.
 */

/** The decoded text, or null when it is not valid percent-encoding. */
export function decodeOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * One cookie's value from a Cookie header, or null when absent. A value that is not valid
 * percent-encoding is returned as sent: it then matches nothing (no session, no theme) and the
 * page that reads it can clear it, instead of the request failing.
 */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const at = part.indexOf("=");
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    return decodeOrNull(raw) ?? raw;
  }
  return null;
}
