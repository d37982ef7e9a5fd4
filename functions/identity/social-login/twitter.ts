/**
 * Sign in with X (Twitter), OAuth 1.0a: a request token for our callback, the person approves at
 * X, and X sends them back with a verifier that we trade for an access token; verify_credentials
 * then says who they are (with their email, which X only shares once confirmed). TWITTER_API_BASE
 * replaces https://api.twitter.com (a local stand-in in tests and offline runs).
 */
import { AppError } from "../../errors";
import type { ProviderIdentity } from "./accounts";
import { oauth1Header } from "./oauth1";

const API_BASE = "https://api.twitter.com";

type TwitterEnv = Pick<Env, "TWITTER_CONSUMER_KEY" | "TWITTER_CONSUMER_SECRET" | "TWITTER_API_BASE">;

export const twitterLoginEnabled = (env: TwitterEnv) =>
  Boolean(env.TWITTER_CONSUMER_KEY && env.TWITTER_CONSUMER_SECRET);

function consumer(env: TwitterEnv) {
  if (!env.TWITTER_CONSUMER_KEY || !env.TWITTER_CONSUMER_SECRET) {
    throw new AppError("login_method_disabled", { message: "Login with X is not offered on this site." });
  }
  return {
    consumerKey: env.TWITTER_CONSUMER_KEY,
    consumerSecret: env.TWITTER_CONSUMER_SECRET,
    base: (env.TWITTER_API_BASE || API_BASE).replace(/\/+$/, ""),
  };
}

const unreachable = () =>
  new AppError("provider_unavailable", { message: "X could not be reached. Please try again later." });
const refused = () =>
  new AppError("invalid_social_token", {
    message: "This sign-in with X could not be verified. Please try again.",
  });

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    console.error("X unreachable", err);
    throw unreachable();
  }
}

/** Step 1: a request token for `callbackUrl`, and where to send the person to approve it. */
export async function startTwitterLogin(env: TwitterEnv, callbackUrl: string) {
  const c = consumer(env);
  const url = `${c.base}/oauth/request_token`;
  const res = await call(url, {
    method: "POST",
    headers: {
      authorization: await oauth1Header({
        method: "POST",
        url,
        ...c,
        oauth: { oauth_callback: callbackUrl },
      }),
    },
  });
  if (!res.ok) {
    console.error(`X request_token answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    throw res.status >= 500
      ? unreachable()
      : new AppError("login_method_disabled", { message: "Login with X is not available right now." });
  }
  const form = new URLSearchParams(await res.text());
  const oauthToken = form.get("oauth_token");
  const oauthTokenSecret = form.get("oauth_token_secret");
  if (!oauthToken || !oauthTokenSecret || form.get("oauth_callback_confirmed") !== "true")
    throw unreachable();
  return {
    oauthToken,
    oauthTokenSecret,
    callbackUrl,
    authorizeUrl: `${c.base}/oauth/authenticate?oauth_token=${encodeURIComponent(oauthToken)}`,
  };
}

/** Steps 2 and 3: the verifier X sent back, traded for an access token, then the person's account. */
export async function identityFromTwitter(
  env: TwitterEnv,
  input: { oauthToken: string; oauthTokenSecret: string; oauthVerifier: string },
): Promise<ProviderIdentity> {
  const c = consumer(env);
  const tokenUrl = `${c.base}/oauth/access_token`;
  const exchanged = await call(tokenUrl, {
    method: "POST",
    headers: {
      authorization: await oauth1Header({
        method: "POST",
        url: tokenUrl,
        ...c,
        token: input.oauthToken,
        tokenSecret: input.oauthTokenSecret,
        oauth: { oauth_verifier: input.oauthVerifier },
      }),
    },
  });
  if (exchanged.status >= 500) throw unreachable();
  if (!exchanged.ok) throw refused();
  const access = new URLSearchParams(await exchanged.text());
  const token = access.get("oauth_token");
  const tokenSecret = access.get("oauth_token_secret");
  if (!token || !tokenSecret) throw refused();

  const meUrl = `${c.base}/1.1/account/verify_credentials.json?include_email=true&skip_status=true`;
  const me = await call(meUrl, {
    headers: { authorization: await oauth1Header({ method: "GET", url: meUrl, ...c, token, tokenSecret }) },
  });
  if (me.status >= 500) throw unreachable();
  if (!me.ok) throw refused();
  const account = (await me.json()) as {
    id_str?: string;
    name?: string;
    screen_name?: string;
    email?: string;
  };
  if (!account.id_str) throw refused();
  const email = typeof account.email === "string" && account.email ? account.email.toLowerCase() : null;
  return {
    provider: "twitter",
    subject: account.id_str,
    email,
    // X shares an email only once its owner confirmed it.
    emailVerified: Boolean(email),
    name: account.name ?? account.screen_name ?? "",
    usernameHint: account.screen_name ?? null,
  };
}
