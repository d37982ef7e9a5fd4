import { type ActionFunctionArgs, redirect } from "@remix-run/cloudflare";
import { logout } from "#functions/auth/service";
import { clearedSessionCookie } from "#functions/identity/sessions";

/** POST /auth/logout: ends this session, clears the cookie and goes to the login page. */
export async function action({ context }: ActionFunctionArgs) {
  await logout(context.rc.deps, context.rc.viewer);
  return redirect("/auth/login", { headers: { "Set-Cookie": clearedSessionCookie() } });
}

/** Logging out changes state, so it takes a POST (the account menu's button); a visit goes home. */
export const loader = () => redirect("/");
