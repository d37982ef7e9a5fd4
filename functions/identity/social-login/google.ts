/**
 * Google sign-in. An ID token (from Google's button in a client, or from the code flow below) is
 * verified with jose against Google's published keys (JWKS at GOOGLE_JWKS_URL, production default
 * https://www.googleapis.com/oauth2/v3/certs, cached per isolate): RS256 signature, issuer, our
 * client id as audience, and expiry. The web pages use the authorization-code flow
 * (GOOGLE_AUTH_URL, GOOGLE_TOKEN_URL) with the client secret.
 */
import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import { AppError } from "../../errors";
import type { Deps } from "../../lib/deps";
import { getSetting } from "../../site/settings/service";
import type { ProviderIdentity } from "./accounts";

const JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";
const AUTH_URL = "https://accounts.google.com/o/oauth2/v2/auth";
const TOKEN_URL = "https://oauth2.googleapis.com/token";
const ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

type GoogleEnv = Pick<
  Env,
  "GOOGLE_CLIENT_SECRET" | "GOOGLE_JWKS_URL" | "GOOGLE_AUTH_URL" | "GOOGLE_TOKEN_URL"
>;

/** One remote key set per address and isolate: jose caches the keys and refetches on an unknown kid. */
const keySets = new Map<string, JWTVerifyGetKey>();

function googleKeys(env: GoogleEnv): JWTVerifyGetKey {
  const url = env.GOOGLE_JWKS_URL || JWKS_URL;
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { cacheMaxAge: 6 * 3600_000, cooldownDuration: 30_000 });
    keySets.set(url, keys);
  }
  return keys;
}

/** What the sign-in pages need to know: whether the button shows, and with which flow. */
export async function googleLoginConfig(deps: Pick<Deps, "db" | "env">) {
  const clientId = await getSetting(deps, "googleClientId");
  return { clientId, idToken: Boolean(clientId), web: Boolean(clientId && deps.env.GOOGLE_CLIENT_SECRET) };
}

async function requireClientId(deps: Pick<Deps, "db">): Promise<string> {
  const clientId = await getSetting(deps, "googleClientId");
  if (!clientId)
    throw new AppError("login_method_disabled", {
      message: "Login with Google is not offered on this site.",
    });
  return clientId;
}

/** Errors that mean the token itself is bad (not that Google could not be reached). */
const TOKEN_ERRORS = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

/** Verifies a Google ID token for our client; the person it names, or 401 invalid_social_token. */
export async function verifyGoogleIdToken(
  deps: Pick<Deps, "db" | "env" | "clock">,
  idToken: string,
): Promise<ProviderIdentity> {
  const clientId = await requireClientId(deps);
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, googleKeys(deps.env), {
      issuer: ISSUERS,
      audience: clientId,
      algorithms: ["RS256"],
      currentDate: new Date(deps.clock.now()),
      requiredClaims: ["sub", "exp", "iat"],
    }));
  } catch (err) {
    if (TOKEN_ERRORS.some((type) => err instanceof type)) {
      throw new AppError("invalid_social_token", {
        message: "This Google sign-in could not be verified. Please try again.",
      });
    }
    console.error("Google keys unavailable", err);
    throw new AppError("provider_unavailable", {
      message: "Google could not be reached. Please try again later.",
    });
  }
  const email = typeof payload.email === "string" ? payload.email.toLowerCase() : null;
  return {
    provider: "google",
    subject: String(payload.sub),
    email,
    emailVerified: Boolean(email) && (payload.email_verified === true || payload.email_verified === "true"),
    name: typeof payload.name === "string" ? payload.name : "",
    usernameHint: null,
  };
}

/** Where the browser goes to sign in with Google; it comes back to `redirectUri` with a code and `state`. */
export async function googleAuthorizeUrl(
  deps: Pick<Deps, "db" | "env">,
  input: { redirectUri: string; state: string },
): Promise<string> {
  const clientId = await requireClientId(deps);
  if (!deps.env.GOOGLE_CLIENT_SECRET) {
    throw new AppError("login_method_disabled", {
      message: "Login with Google is not offered on this site.",
    });
  }
  const url = new URL(deps.env.GOOGLE_AUTH_URL || AUTH_URL);
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("redirect_uri", input.redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("scope", "openid email profile");
  url.searchParams.set("state", input.state);
  url.searchParams.set("prompt", "select_account");
  return url.toString();
}

/** Trades an authorization code for Google's ID token (code flow), then verifies it. */
export async function identityFromGoogleCode(
  deps: Pick<Deps, "db" | "env" | "clock">,
  input: { code: string; redirectUri: string },
): Promise<ProviderIdentity> {
  const clientId = await requireClientId(deps);
  const secret = deps.env.GOOGLE_CLIENT_SECRET;
  if (!secret)
    throw new AppError("login_method_disabled", {
      message: "Login with Google is not offered on this site.",
    });
  let res: Response;
  try {
    res = await fetch(deps.env.GOOGLE_TOKEN_URL || TOKEN_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        code: input.code,
        client_id: clientId,
        client_secret: secret,
        redirect_uri: input.redirectUri,
        grant_type: "authorization_code",
      }),
    });
  } catch (err) {
    console.error("Google token endpoint unreachable", err);
    throw new AppError("provider_unavailable", {
      message: "Google could not be reached. Please try again later.",
    });
  }
  const body = (await res.json().catch(() => null)) as { id_token?: string; error?: string } | null;
  if (res.status >= 500 || !body) {
    throw new AppError("provider_unavailable", {
      message: "Google could not be reached. Please try again later.",
    });
  }
  if (!res.ok || !body.id_token) {
    throw new AppError("invalid_social_token", {
      message: "This Google sign-in has expired. Please try again.",
    });
  }
  return verifyGoogleIdToken(deps, body.id_token);
}
