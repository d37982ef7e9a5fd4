/**
 * The one rule for a client-supplied place on this site (a page to go back to after login, a
 * payment or an identity check): it is resolved with the URL parser against this site's origin
 * and kept only when the origin is unchanged and the path is not protocol-relative, so
 * backslashes, encoded or doubled slashes, `https:evil.example`, userinfo and control characters
 * (browsers drop tabs and newlines: `/\t/evil.example` is `//evil.example`) never lead elsewhere.
 */

/** Stands for this site when only the path matters (API inputs are paths, never full URLs). */
const THIS_SITE = "https://site.invalid";

/** Control characters: browsers drop tabs and newlines from URLs. */
const hasControlCharacter = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * `to` as a normalised path on the site at `origin` (path, query and fragment; never starting
 * `//` or `/\`), or null when it is empty, not text, or would leave the site.
 */
export function sitePath(to: unknown, origin: string = THIS_SITE): string | null {
  if (typeof to !== "string" || to === "" || hasControlCharacter(to)) return null;
  let target: URL;
  try {
    target = new URL(to, origin);
  } catch {
    return null;
  }
  if (target.origin !== new URL(origin).origin) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  return path.startsWith("//") || path.startsWith("/\\") ? null : path;
}

/**
 * The predicate of every API field that names a page on this site (`returnPath`, `returnTo`): a
 * path as given (starting with `/`, no white space or backslash) that `sitePath` keeps.
 */
export const isSitePath = (text: string) =>
  text.startsWith("/") && !/[\s\\]/.test(text) && sitePath(text) !== null;
