/** /auth/twitter/start?role=fan|performer[&redirectTo=/path]: a request token from X, kept in the 1-day cookies, then off to X. */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { asRole, twitterCookies } from "#functions/identity/social-login/cookies";
import { beginTwitterLogin } from "#functions/identity/social-login/service";
import { callbackUrl, returnToCookies, signInFailed } from "~/lib/social-login.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { deps } = context.rc;
  const role = asRole(new URL(request.url).searchParams.get("role")) ?? "fan";
  try {
    const started = await beginTwitterLogin(
      deps.env,
      callbackUrl(request, deps.env, "/auth/twitter/callback"),
    );
    const headers = new Headers();
    for (const cookie of [...twitterCookies({ ...started, role }), ...returnToCookies(request)]) {
      headers.append("Set-Cookie", cookie);
    }
    return redirect(started.authorizeUrl, { headers });
  } catch (err) {
    return signInFailed(err, [], request);
  }
}
