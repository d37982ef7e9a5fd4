/** The social sign-ins as the API and the pages call them. */
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import type { RequestMeta } from "../accounts/request-meta";
import { type SocialRole, signInWithIdentity } from "./accounts";
import { googleLoginConfig, identityFromGoogleCode, verifyGoogleIdToken } from "./google";
import { identityFromTwitter, startTwitterLogin, twitterLoginEnabled } from "./twitter";

type Meta = Pick<RequestMeta, "ip" | "userAgent" | "country">;

/** Which sign-in buttons the pages show: only configured providers. */
export async function socialLoginOptions(deps: Pick<Deps, "db" | "env">) {
  const google = await googleLoginConfig(deps);
  return { google: google.web, twitter: twitterLoginEnabled(deps.env) };
}

/** `POST /auth/google/login`: an ID token from Google's button. */
export async function loginWithGoogleIdToken(
  deps: Deps,
  input: { idToken: string; role: SocialRole; remember?: boolean },
  meta: Meta,
) {
  const identity = await verifyGoogleIdToken(deps, input.idToken);
  return signInWithIdentity(deps, identity, input, meta);
}

/** `POST /auth/google/token` and the web callback: an authorization code from Google's redirect. */
export async function loginWithGoogleCode(
  deps: Deps,
  input: { code: string; redirectUri: string; role: SocialRole; remember?: boolean },
  meta: Meta,
) {
  const identity = await identityFromGoogleCode(deps, input);
  return signInWithIdentity(deps, identity, input, meta);
}

/** `POST /auth/twitter/login`: a request token for the callback, remembered with the role. */
export const beginTwitterLogin = (env: Env, callbackUrl: string) => startTwitterLogin(env, callbackUrl);

/**
 * `POST /auth/twitter/callback` and the web callback: the token X sent back must be the one this
 * browser (or client) asked for, whose secret it kept.
 */
export async function loginWithTwitter(
  deps: Deps,
  input: {
    oauthToken: string;
    oauthVerifier: string;
    oauthTokenSecret: string | null;
    expectedToken: string | null;
    role: SocialRole;
    remember?: boolean;
  },
  meta: Meta,
) {
  if (!input.oauthTokenSecret || (input.expectedToken && input.expectedToken !== input.oauthToken)) {
    throw new AppError("invalid_social_token", {
      message: "This sign-in with X has expired or was started elsewhere. Please try again.",
    });
  }
  const identity = await identityFromTwitter(deps.env, {
    oauthToken: input.oauthToken,
    oauthTokenSecret: input.oauthTokenSecret,
    oauthVerifier: input.oauthVerifier,
  });
  return signInWithIdentity(deps, identity, input, meta);
}
