/** /auth/google/callback: Google sends the browser back with a code; the state must be the one we set. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { AppError } from "#functions/errors";
import { requestMeta } from "#functions/identity/accounts/request-meta";
import { clearedGoogleStateCookie, readGoogleState } from "#functions/identity/social-login/cookies";
import { loginWithGoogleCode } from "#functions/identity/social-login/service";
import { callbackUrl, signedIn, signInFailed } from "~/lib/social-login.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { deps } = context.rc;
  const url = new URL(request.url);
  const clear = [clearedGoogleStateCookie()];
  const kept = readGoogleState(request.headers.get("cookie"));
  const code = url.searchParams.get("code");
  if (url.searchParams.get("error") || !code) {
    return signInFailed(
      new AppError("invalid_social_token", { message: "The Google sign-in was cancelled." }),
      clear,
      request,
    );
  }
  if (!kept || kept.state !== url.searchParams.get("state")) {
    return signInFailed(
      new AppError("invalid_social_token", {
        message: "This Google sign-in has expired or was started elsewhere. Please try again.",
      }),
      clear,
      request,
    );
  }
  try {
    const result = await loginWithGoogleCode(
      deps,
      { code, redirectUri: callbackUrl(request, deps.env, "/auth/google/callback"), role: kept.role },
      requestMeta(request, deps.env),
    );
    return signedIn(request, result, clear);
  } catch (err) {
    return signInFailed(err, clear, request);
  }
}
