/**
 * What a page declares in its route `handle`:
 * - auth: "required" (logged in), "performer" (creators only; others go to login), "admin"
 *   (admins only; others get 403, visitors go to login),
 *   "guest" (login/register pages: a logged-in viewer goes to their landing page) or
 *   "none" (anyone, no redirect). Default "none".
 * - layout: the frame the root draws around the page. Default "primary".
 *
 * The loader enforces auth on the server with `requirePage(args, handle)` (app/lib/auth.server.ts);
 * the root checks the same declaration in the browser whenever the viewer changes (e.g. a session
 * that ends while the page is open).
 */
export type AuthPolicy = "required" | "performer" | "admin" | "guest" | "none";
export type LayoutName = "primary" | "public" | "blank" | "home" | "maintenance" | "geoBlock";

export interface PageHandle {
  auth?: AuthPolicy;
  layout?: LayoutName;
}

type LandingUser = { isPerformer: boolean; email: string | null; username: string | null };

/** An account without an email or a username is sent to its account page to add them. */
export const needsAccountDetails = (user: LandingUser) => !user.email || !user.username;

/**
 * Where a user lands after login: their account page while it lacks an email or a username, else a
 * creator's own profile and a fan's home timeline.
 */
export function landingPath(user: LandingUser) {
  if (user.isPerformer) return needsAccountDetails(user) ? "/creator/account" : `/${user.username}`;
  return needsAccountDetails(user) ? "/user/account" : "/home";
}

/** Where a login (password, second factor or social) lands when no page asked: the admin's console, else landingPath. */
export const afterLoginPath = (user: LandingUser & { role: string }) =>
  user.role === "admin" ? "/admin" : landingPath(user);
