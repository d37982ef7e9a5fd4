/** Control characters: browsers drop tabs and newlines from URLs (`/\t/evil.example` is `//evil.example`). */
const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The one check for a client-supplied place to go next (`redirectTo` of the login and theme
 * forms): resolved with the URL parser against this site's own origin and kept only when the origin
 * is unchanged, so backslashes, encoded or doubled slashes, `https:evil.example`, userinfo and
 * control characters all fail. Returns the normalised same-site path (never protocol-relative), or
 * null: callers then use their own default. Call it before any side effect such as a new session.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  request: Request,
): string | null {
  if (typeof to !== "string" || to === "" || hasControlCharacter(to)) return null;
  const { origin } = new URL(request.url);
  let target: URL;
  try {
    target = new URL(to, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith("//") || path.startsWith("/\\") ? null : path;
}
