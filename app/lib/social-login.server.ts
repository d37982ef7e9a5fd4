/** The social sign-in pages' shared steps: where the provider sends the browser back, and finishing the login. */
import { redirect } from "@remix-run/cloudflare";
import { AppError } from "#functions/errors";
import { linkOrigin } from "#functions/identity/accounts/emails";
import { sessionCookie } from "#functions/identity/accounts/sessions";
import {
  clearedReturnToCookie,
  readReturnTo,
  returnToCookie,
} from "#functions/identity/social-login/cookies";
import type { CurrentUser } from "#functions/identity/users/schemas";
import { DEFAULT_MESSAGES } from "./default-messages";
import { afterLoginPath, needsAccountDetails } from "./page";
import { safeRedirect } from "./redirect.server";
import { toastCookie } from "./toast.server";
import { toCodeStep } from "./two-factor-challenge.server";

/** Our callback address for a provider: on PUBLIC_ORIGIN when set, else the address the browser used. */
export function callbackUrl(request: Request, env: Env, path: string): string {
  return `${linkOrigin(env, request.url) ?? new URL(request.url).origin}${path}`;
}

/**
 * The start page's cookie for the page to come back to after the provider (`redirectTo` of the
 * login and sign-up pages, checked by safeRedirect), or none.
 */
export function returnToCookies(request: Request): string[] {
  const wanted = safeRedirect(new URL(request.url).searchParams.get("redirectTo"), request);
  return [wanted ? returnToCookie(wanted) : clearedReturnToCookie()];
}

/**
 * Logged in: the session cookie, a welcome for a new account, and the page the person was on
 * before signing in (checked again), else the landing page; an account that still needs an email
 * or a username (a new one from X) goes to its account page first.
 */
export function signedIn(
  request: Request,
  result: { token: string; maxAge: number; user: CurrentUser; isNewAccount: boolean },
  clear: string[],
) {
  const headers = new Headers();
  for (const cookie of [...clear, clearedReturnToCookie()]) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", sessionCookie(result.token, result.maxAge));
  if (result.isNewAccount) {
    headers.append("Set-Cookie", toastCookie({ tone: "success", title: `Welcome, ${result.user.name}!` }));
  }
  const wanted = needsAccountDetails(result.user)
    ? null
    : safeRedirect(readReturnTo(request.headers.get("cookie")), request);
  return redirect(wanted ?? afterLoginPath(result.user), { headers });
}

/**
 * Back to the login page with the reason the sign-in did not work; or, for an account with
 * two-factor sign-in, on to the login page's code step (the page to come back to kept).
 */
export function signInFailed(err: unknown, clear: string[], request: Request) {
  if (err instanceof AppError && err.code === "two_factor_required" && err.details?.challenge) {
    const back = safeRedirect(readReturnTo(request.headers.get("cookie")), request);
    return toCodeStep(err.details.challenge, back, [...clear, clearedReturnToCookie()]);
  }
  if (!(err instanceof AppError)) console.error(err);
  const headers = new Headers();
  for (const cookie of [...clear, clearedReturnToCookie()]) headers.append("Set-Cookie", cookie);
  const title = err instanceof AppError ? err.message : DEFAULT_MESSAGES.generic;
  headers.append("Set-Cookie", toastCookie({ tone: "error", title }));
  return redirect("/auth/login", { headers });
}
