import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { fieldError } from "../../errors";
import { type AppContext, type AppEnv, ok, responses } from "../../http/hono";
import { requestMeta } from "../accounts/request-meta";
import { sessionCookie } from "../accounts/sessions";
import { clearedTwitterCookies, readTwitterCookies, twitterCookies } from "./cookies";
import {
  GoogleLoginBody,
  GoogleTokenBody,
  SocialLoginResult,
  TwitterCallbackBody,
  TwitterLoginBody,
  TwitterLoginStart,
} from "./schemas";
import { beginTwitterLogin, loginWithGoogleCode, loginWithGoogleIdToken, loginWithTwitter } from "./service";

const json = <T>(schema: T) => ({ content: { "application/json": { schema } }, required: true });
const tags = ["Auth"];
const LOGIN_ERRORS = [
  "validation_failed",
  "invalid_social_token",
  "login_method_disabled",
  "account_inactive",
  "email_not_verified",
  "two_factor_required",
  "too_many_attempts",
  "provider_unavailable",
] as const;

const googleLogin = createRoute({
  method: "post",
  path: "/auth/google/login",
  tags,
  summary:
    "Log in (or sign up) with a Google ID token; its signature (Google's keys), audience and expiry are checked",
  request: { body: json(GoogleLoginBody) },
  responses: responses(SocialLoginResult, "Logged in; sets the `token` cookie", [...LOGIN_ERRORS]),
});

const googleToken = createRoute({
  method: "post",
  path: "/auth/google/token",
  tags,
  summary: "Log in (or sign up) with an authorization code from Google's redirect (code flow)",
  request: { body: json(GoogleTokenBody) },
  responses: responses(SocialLoginResult, "Logged in; sets the `token` cookie", [...LOGIN_ERRORS]),
});

const twitterLogin = createRoute({
  method: "post",
  path: "/auth/twitter/login",
  tags,
  summary:
    "Start a sign-in with X: a request token, and cookies (1 day) with the token, its secret, the callback URL and the role",
  request: { body: { content: { "application/json": { schema: TwitterLoginBody } }, required: false } },
  responses: responses(TwitterLoginStart, "Where to send the person", [
    "validation_failed",
    "login_method_disabled",
    "provider_unavailable",
  ]),
});

const twitterCallback = createRoute({
  method: "post",
  path: "/auth/twitter/callback",
  tags,
  summary:
    "Finish a sign-in with X with the oauth_token and oauth_verifier it returned; the role cookie decides a new account's role",
  request: { body: json(TwitterCallbackBody) },
  responses: responses(SocialLoginResult, "Logged in; sets the `token` cookie", [...LOGIN_ERRORS]),
});

/** Our address for a callback: a path or URL on this site (default /auth/twitter/callback). */
function callbackOnThisSite(c: AppContext, wanted: string | undefined): string {
  const origin = new URL(c.req.url).origin;
  let url: URL;
  try {
    url = new URL(wanted ?? "/auth/twitter/callback", origin);
  } catch {
    throw fieldError({ callbackUrl: "Give a path or address on this site." });
  }
  if (url.origin !== origin) throw fieldError({ callbackUrl: "Give a path or address on this site." });
  return url.toString();
}

export function registerSocialLoginRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(googleLogin, async (c) => {
    const body = c.req.valid("json");
    const result = await loginWithGoogleIdToken(
      c.get("rc").deps,
      {
        idToken: (body.idToken ?? body.credential ?? body.tokenId)!,
        role: body.role,
        remember: body.remember,
      },
      requestMeta(c.req.raw, c.env),
    );
    c.header("Set-Cookie", sessionCookie(result.token, result.maxAge));
    const { maxAge: _, ...data } = result;
    return ok(c, data);
  });

  api.openapi(googleToken, async (c) => {
    const result = await loginWithGoogleCode(
      c.get("rc").deps,
      c.req.valid("json"),
      requestMeta(c.req.raw, c.env),
    );
    c.header("Set-Cookie", sessionCookie(result.token, result.maxAge));
    const { maxAge: _, ...data } = result;
    return ok(c, data);
  });

  api.openapi(twitterLogin, async (c) => {
    const body = c.req.header("content-type")?.includes("json")
      ? c.req.valid("json")
      : { role: "fan" as const };
    const started = await beginTwitterLogin(c.env, callbackOnThisSite(c, body.callbackUrl));
    for (const cookie of twitterCookies({ ...started, role: body.role ?? "fan" }))
      c.header("Set-Cookie", cookie, { append: true });
    return ok(c, started);
  });

  api.openapi(twitterCallback, async (c) => {
    const body = c.req.valid("json");
    const kept = readTwitterCookies(c.req.header("cookie") ?? null);
    const result = await loginWithTwitter(
      c.get("rc").deps,
      {
        oauthToken: (body.oauthToken ?? body.oauth_token)!,
        oauthVerifier: (body.oauthVerifier ?? body.oauth_verifier)!,
        oauthTokenSecret: body.oauthTokenSecret ?? kept.oauthTokenSecret,
        expectedToken: kept.oauthToken,
        role: body.role ?? kept.role ?? "fan",
        remember: body.remember,
      },
      requestMeta(c.req.raw, c.env),
    );
    for (const cookie of clearedTwitterCookies()) c.header("Set-Cookie", cookie, { append: true });
    c.header("Set-Cookie", sessionCookie(result.token, result.maxAge), { append: true });
    const { maxAge: _, ...data } = result;
    return ok(c, data);
  });
}
