import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { clearedSessionCookie } from "#functions/identity/accounts/sessions";
import { logout } from "#functions/identity/auth/service";
import { safeRedirect } from "~/lib/redirect.server";

/**
 * POST /auth/logout {redirectTo?}: ends this session, clears the cookie and goes to the login page,
 * or to `redirectTo` when it is a page of this site (the studio's "become a creator" goes to sign-up).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null);
  const to = safeRedirect(form?.get("redirectTo"), request) ?? "/auth/login";
  await logout(context.rc.deps, context.rc.viewer);
  return redirect(to, { headers: { "Set-Cookie": clearedSessionCookie() } });
}

/** Logging out changes state, so it takes a POST (the account menu's button); a visit goes home. */
export const loader = () => redirect("/");
