/** /auth/google/start?role=fan|performer: off to Google's sign-in, remembering a state and the role. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { randomToken } from "#functions/lib/ids";
import { asRole, googleStateCookie } from "#functions/social-login/cookies";
import { googleAuthorizeUrl } from "#functions/social-login/google";
import { callbackUrl, signInFailed } from "~/lib/social-login.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { deps } = context.rc;
  const role = asRole(new URL(request.url).searchParams.get("role")) ?? "fan";
  const state = randomToken(24);
  try {
    const to = await googleAuthorizeUrl(deps, {
      redirectUri: callbackUrl(request, deps.env, "/auth/google/callback"),
      state,
    });
    return redirect(to, { headers: { "Set-Cookie": googleStateCookie(state, role) } });
  } catch (err) {
    return signInFailed(err, []);
  }
}
