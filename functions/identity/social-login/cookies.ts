/**
 * The short-lived cookies of the social sign-ins, for the API and the pages alike. X: the request
 * token, its secret, the callback URL and the role of a new account, for one day. Google: the state that ties the
 * answer to the browser that asked, and the role, for ten minutes. Both: the page to come back
 * to. All HttpOnly.
 */
import { readCookie } from "../../lib/decode";
import { SOCIAL_ROLES, type SocialRole } from "./accounts";

const DAY_S = 24 * 3600;
const GOOGLE_STATE_S = 10 * 60;

const cookie = (name: string, value: string, maxAge: number) =>
  `${name}=${encodeURIComponent(value)}; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=${maxAge}`;

const TWITTER_COOKIE_NAMES = ["oauthToken", "oauthTokenSecret", "callbackUrl", "role"] as const;

export function twitterCookies(values: {
  oauthToken: string;
  oauthTokenSecret: string;
  callbackUrl: string;
  role: SocialRole;
}): string[] {
  return [
    cookie("oauthToken", values.oauthToken, DAY_S),
    cookie("oauthTokenSecret", values.oauthTokenSecret, DAY_S),
    cookie("callbackUrl", values.callbackUrl, DAY_S),
    cookie("role", values.role, DAY_S),
  ];
}

export const clearedTwitterCookies = () => TWITTER_COOKIE_NAMES.map((name) => cookie(name, "", 0));

const asRole = (value: string | null | undefined): SocialRole | null =>
  SOCIAL_ROLES.find((r) => r === value) ?? null;

export function readTwitterCookies(header: string | null) {
  return {
    oauthToken: readCookie(header, "oauthToken"),
    oauthTokenSecret: readCookie(header, "oauthTokenSecret"),
    callbackUrl: readCookie(header, "callbackUrl"),
    role: asRole(readCookie(header, "role")),
  };
}

export const googleStateCookie = (state: string, role: SocialRole) =>
  cookie("oauthState", `${state}.${role}`, GOOGLE_STATE_S);
export const clearedGoogleStateCookie = () => cookie("oauthState", "", 0);

export function readGoogleState(header: string | null): { state: string; role: SocialRole } | null {
  const value = readCookie(header, "oauthState");
  const at = value?.lastIndexOf(".") ?? -1;
  if (!value || at <= 0) return null;
  const role = asRole(value.slice(at + 1));
  return role ? { state: value.slice(0, at), role } : null;
}

/**
 * Where the person was before signing in (a same-site path the start page checked), kept while
 * they are at the provider: as long as X's cookies.
 */
export const returnToCookie = (path: string) => cookie("returnTo", path, DAY_S);
export const clearedReturnToCookie = () => cookie("returnTo", "", 0);
export const readReturnTo = (header: string | null) => readCookie(header, "returnTo");

export { asRole };
