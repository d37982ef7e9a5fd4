/** The social sign-in pages' shared steps: where the provider sends the browser back, and finishing the login. */
import { redirect } from "@remix-run/cloudflare";
import { AppError } from "#functions/errors";
import { linkOrigin } from "#functions/identity/emails";
import { sessionCookie } from "#functions/identity/sessions";
import type { CurrentUser } from "#functions/users/schemas";
import { landingPath } from "./page";
import { toastCookie } from "./toast.server";

/** Our callback address for a provider: on PUBLIC_ORIGIN when set, else the address the browser used. */
export function callbackUrl(request: Request, env: Env, path: string): string {
  return `${linkOrigin(env, request.url) ?? new URL(request.url).origin}${path}`;
}

/** Logged in: the session cookie, a welcome for a new account, and the landing page. */
export function signedIn(
  result: { token: string; maxAge: number; user: CurrentUser; isNewAccount: boolean },
  clear: string[],
) {
  const headers = new Headers();
  for (const cookie of clear) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", sessionCookie(result.token, result.maxAge));
  if (result.isNewAccount) {
    headers.append("Set-Cookie", toastCookie({ tone: "success", title: `Welcome, ${result.user.name}!` }));
  }
  return redirect(landingPath(result.user), { headers });
}

/** Back to the login page with the reason the sign-in did not work. */
export function signInFailed(err: unknown, clear: string[]) {
  if (!(err instanceof AppError)) console.error(err);
  const headers = new Headers();
  for (const cookie of clear) headers.append("Set-Cookie", cookie);
  const title = err instanceof AppError ? err.message : "Something went wrong, please try again later";
  headers.append("Set-Cookie", toastCookie({ tone: "error", title }));
  return redirect("/auth/login", { headers });
}
