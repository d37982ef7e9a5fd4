/** /auth/twitter/callback: X sends the browser back with oauth_token and oauth_verifier. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AppError } from "#functions/errors";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { clearedTwitterCookies, readTwitterCookies } from "#functions/identity/social-login/cookies";
import { loginWithTwitter } from "#functions/identity/social-login/service";
import { signedIn, signInFailed } from "~/lib/social-login.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { deps } = context.rc;
  const url = new URL(request.url);
  const clear = clearedTwitterCookies();
  const oauthToken = url.searchParams.get("oauth_token");
  const oauthVerifier = url.searchParams.get("oauth_verifier");
  if (url.searchParams.get("denied") || !oauthToken || !oauthVerifier) {
    return signInFailed(
      new AppError("invalid_social_token", { message: "The sign-in with X was cancelled." }),
      clear,
      request,
    );
  }
  const kept = readTwitterCookies(request.headers.get("cookie"));
  try {
    const result = await loginWithTwitter(
      deps,
      {
        oauthToken,
        oauthVerifier,
        oauthTokenSecret: kept.oauthTokenSecret,
        expectedToken: kept.oauthToken,
        role: kept.role ?? "fan",
      },
      requestMeta(request, deps.env),
    );
    return signedIn(request, result, clear);
  } catch (err) {
    return signInFailed(err, clear, request);
  }
}
