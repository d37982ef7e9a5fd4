/** /auth/google/start?role=fan|performer[&redirectTo=/path]: off to Google's sign-in, remembering a state and the role. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { asRole, googleStateCookie } from "#functions/identity/social-login/cookies";
import { googleAuthorizeUrl } from "#functions/identity/social-login/google";
import { randomToken } from "#functions/lib/ids";
import { callbackUrl, returnToCookies, signInFailed } from "~/lib/social-login.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { deps } = context.rc;
  const role = asRole(new URL(request.url).searchParams.get("role")) ?? "fan";
  const state = randomToken(24);
  try {
    const to = await googleAuthorizeUrl(deps, {
      redirectUri: callbackUrl(request, deps.env, "/auth/google/callback"),
      state,
    });
    const headers = new Headers();
    for (const cookie of [googleStateCookie(state, role), ...returnToCookies(request)]) {
      headers.append("Set-Cookie", cookie);
    }
    return redirect(to, { headers });
  } catch (err) {
    return signInFailed(err, [], request);
  }
}
