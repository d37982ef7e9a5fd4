import type { AppLoadContext } from "@remix-run/cloudflare";
import { data, redirect } from "@remix-run/cloudflare";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { sessionCookie } from "#functions/identity/accounts/sessions";
import { login } from "#functions/identity/auth/service";
import type { CurrentUser } from "#functions/identity/users/schemas";
import { getSetting } from "#functions/site/settings/service";
import { landingPath } from "./page";
import { safeRedirect } from "./redirect.server";
import { toastCookie } from "./toast.server";

/**
 * After a successful sign-up: when email verification is required the page says to check the
 * inbox; otherwise the new account is logged in and sent where the form's `redirectTo` asks (as
 * login does, through `safeRedirect`), or to its landing page.
 */
export async function afterRegistration(
  request: Request,
  context: AppLoadContext,
  user: CurrentUser,
  password: string,
  redirectTo: FormDataEntryValue | null,
) {
  const { deps } = context.rc;
  // Checked before the session exists: a bad target falls back to the landing page.
  const wanted = safeRedirect(redirectTo, request);
  if (await getSetting(deps, "requireEmailVerification")) {
    return data({ ok: true as const, verifyEmail: user.email ?? "" });
  }
  const session = await login(
    deps,
    { username: user.username ?? user.email ?? "", password, remember: false },
    requestMeta(request, deps.env),
  );
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(session.token, session.maxAge));
  headers.append("Set-Cookie", toastCookie({ tone: "success", title: `Welcome, ${user.name}!` }));
  // A new creator starts on the studio's checklist of first steps.
  return redirect(wanted ?? (session.user.isPerformer ? "/studio" : landingPath(session.user)), { headers });
}
