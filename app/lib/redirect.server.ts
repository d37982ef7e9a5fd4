import { sitePath } from "#functions/lib/site-path";

/**
 * The one check for a client-supplied place to go next (`redirectTo` of the login and theme
 * forms, the wallet's `returnTo`, the cancelled payment's `to`): kept only when it stays on this
 * site (`sitePath`, the rule the API's return-path fields share). Returns the normalised same-site
 * path (never protocol-relative), or null: callers then use their own default. Call it before any
 * side effect such as a new session.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  request: Request,
): string | null {
  return sitePath(to, new URL(request.url).origin);
}
