/**
 * The Google sign-in stand-in: the key set Google publishes (JWKS, RS256), ID tokens signed with
 * it, and the OAuth 2.0 authorization-code flow (a consent page at /o/oauth2/v2/auth that asks
 * which account, and the token endpoint at /token that trades the code for an ID token).
 *
 *   const google = await startGoogleStandin({ port: 0, clientId, clientSecret });
 *   // GOOGLE_JWKS_URL = `${google.url}/oauth2/v3/certs`, GOOGLE_AUTH_URL = `${google.url}/o/oauth2/v2/auth`,
 *   // GOOGLE_TOKEN_URL = `${google.url}/token`
 *
 * Tests mint tokens directly: POST /_standin/id-token { sub, email, aud, expiresIn, ... }, with
 * `signWith: "other-key"` for a token whose signature the key set does not vouch for.
 */
import { createSign, generateKeyPairSync, type KeyObject } from "node:crypto";
import {
  escapeHtml,
  page,
  parseForm,
  parseJson,
  type Route,
  randomId,
  type Standin,
  startServer,
} from "../lib/server";

export interface GoogleStandinOptions {
  port?: number;
  /** The OAuth client the consent page and token endpoint accept (any when not given). */
  clientId?: string;
  clientSecret?: string;
}

export interface GoogleStandin extends Standin {
  jwksUrl: string;
  authUrl: string;
  tokenUrl: string;
}

export interface IdTokenClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  aud?: string;
  iss?: string;
  /** Seconds from now until `exp` (negative: already expired). Default 3600. */
  expiresIn?: number;
  nonce?: string;
  /** "other-key": signed with a key that is not in the published set. */
  signWith?: "published" | "other-key";
}

const b64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

function newKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return { kid: randomId(8), privateKey, publicKey };
}

function signJwt(key: SigningKey, claims: Record<string, unknown>): string {
  const header = b64url(JSON.stringify({ alg: "RS256", kid: key.kid, typ: "JWT" }));
  const payload = b64url(JSON.stringify(claims));
  const signer = createSign("RSA-SHA256");
  signer.update(`${header}.${payload}`);
  return `${header}.${payload}.${b64url(signer.sign(key.privateKey))}`;
}

export async function startGoogleStandin(options: GoogleStandinOptions = {}): Promise<GoogleStandin> {
  const published = newKey();
  const other = newKey();
  const codes = new Map<string, { claims: IdTokenClaims; clientId: string; redirectUri: string }>();

  const mint = (claims: IdTokenClaims, fallbackAud: string) => {
    const now = Math.floor(Date.now() / 1000);
    const email = claims.email ?? `user${randomId(3)}@gmail.test`;
    return signJwt(claims.signWith === "other-key" ? { ...other, kid: published.kid } : published, {
      iss: claims.iss ?? "https://accounts.google.com",
      aud: claims.aud ?? fallbackAud,
      sub: claims.sub ?? String(100000000000 + Math.floor(Math.random() * 1e9)),
      email,
      email_verified: claims.email_verified ?? true,
      name: claims.name ?? email.split("@")[0],
      ...(claims.picture ? { picture: claims.picture } : {}),
      ...(claims.nonce ? { nonce: claims.nonce } : {}),
      iat: now,
      exp: now + (claims.expiresIn ?? 3600),
    });
  };

  const routes: Route[] = [
    [
      "GET",
      "/oauth2/v3/certs",
      () => {
        const jwk = published.publicKey.export({ format: "jwk" });
        return {
          headers: { "cache-control": "public, max-age=3600" },
          json: { keys: [{ ...jwk, kid: published.kid, alg: "RS256", use: "sig" }] },
        };
      },
    ],
    [
      "POST",
      "/_standin/id-token",
      (req) => {
        const claims = (parseJson(req.body) ?? {}) as IdTokenClaims;
        return {
          json: { idToken: mint(claims, options.clientId ?? "standin-client.apps.googleusercontent.com") },
        };
      },
    ],
    [
      "GET",
      "/o/oauth2/v2/auth",
      (req) => {
        const q = req.url.searchParams;
        const clientId = q.get("client_id") ?? "";
        if (options.clientId && clientId !== options.clientId) {
          return {
            status: 400,
            html: page("Error 401: invalid_client", "<p>The OAuth client was not found.</p>"),
          };
        }
        if (q.get("response_type") !== "code" || !q.get("redirect_uri")) {
          return {
            status: 400,
            html: page("Error 400: invalid_request", "<p>Missing response_type=code or redirect_uri.</p>"),
          };
        }
        const hidden = ["client_id", "redirect_uri", "state", "nonce"]
          .map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(q.get(n) ?? "")}">`)
          .join("");
        return {
          html: page(
            "Sign in with Google",
            `<form method="post" action="/o/oauth2/v2/auth">${hidden}
<label for="email">Email</label><input id="email" name="email" type="email" required value="fan${randomId(3)}@gmail.test">
<label for="name">Name</label><input id="name" name="name" value="Google Fan">
<button type="submit">Continue</button></form>`,
          ),
        };
      },
    ],
    [
      "POST",
      "/o/oauth2/v2/auth",
      (req) => {
        const form = parseForm(req.body);
        const email = form.get("email") ?? "";
        const code = `4/${randomId(16)}`;
        const redirectUri = form.get("redirect_uri") ?? "";
        codes.set(code, {
          claims: {
            // The same person always gets the same subject.
            sub: String(BigInt(`0x${Buffer.from(email).toString("hex").slice(0, 14) || "1"}`)),
            email,
            name: form.get("name") || undefined,
            nonce: form.get("nonce") || undefined,
          },
          clientId: form.get("client_id") ?? "",
          redirectUri,
        });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        const state = form.get("state");
        if (state) back.searchParams.set("state", state);
        return { status: 303, redirect: back.toString() };
      },
    ],
    [
      "POST",
      "/token",
      (req) => {
        const form = parseForm(req.body);
        const code = codes.get(form.get("code") ?? "");
        if (form.get("grant_type") !== "authorization_code") {
          return { status: 400, json: { error: "unsupported_grant_type" } };
        }
        if (options.clientSecret && form.get("client_secret") !== options.clientSecret) {
          return { status: 401, json: { error: "invalid_client", error_description: "Unauthorized" } };
        }
        if (
          !code ||
          code.clientId !== form.get("client_id") ||
          code.redirectUri !== form.get("redirect_uri")
        ) {
          return { status: 400, json: { error: "invalid_grant", error_description: "Bad Request" } };
        }
        codes.delete(form.get("code") ?? "");
        return {
          json: {
            access_token: `ya29.${randomId(16)}`,
            expires_in: 3599,
            token_type: "Bearer",
            scope: "openid email profile",
            id_token: mint({ ...code.claims, aud: code.clientId }, code.clientId),
          },
        };
      },
    ],
  ];

  const server = await startServer("google", routes, { port: options.port });
  return {
    ...server,
    jwksUrl: `${server.url}/oauth2/v3/certs`,
    authUrl: `${server.url}/o/oauth2/v2/auth`,
    tokenUrl: `${server.url}/token`,
  };
}
