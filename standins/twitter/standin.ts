/**
 * The X (Twitter) sign-in stand-in: OAuth 1.0a as api.x.com speaks it. Every API call must carry an
 * `Authorization: OAuth ...` header whose HMAC-SHA1 signature checks out with the consumer secret
 * (and the token secret), so a wrongly signed request fails here as it would at X.
 *
 *   POST /oauth/request_token      -> oauth_token, oauth_token_secret, oauth_callback_confirmed
 *   GET  /oauth/authenticate       -> a page asking which account to sign in with
 *   POST /oauth/access_token       -> oauth_token, oauth_token_secret, user_id, screen_name
 *   GET  /1.1/account/verify_credentials.json -> the account (with email when include_email=true)
 *
 *   const x = await startTwitterStandin({ port: 0, consumerKey, consumerSecret });
 *   // TWITTER_API_BASE = x.url
 *
 * Tests approve a request token without the browser: POST /_standin/authorize
 * { oauth_token, screen_name, name, email } -> { oauth_verifier }.
 */
import { createHmac } from "node:crypto";
import {
  escapeHtml,
  page,
  parseForm,
  parseJson,
  type Route,
  randomId,
  type Standin,
  type StandinRequest,
  startServer,
} from "../lib/server";

export interface TwitterStandinOptions {
  port?: number;
  consumerKey?: string;
  consumerSecret?: string;
}

interface Account {
  id: string;
  screenName: string;
  name: string;
  email: string | null;
}

const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function parseOAuthHeader(header: string | undefined): Map<string, string> | null {
  if (!header?.startsWith("OAuth ")) return null;
  const out = new Map<string, string>();
  for (const part of header.slice(6).split(",")) {
    const m = part.trim().match(/^([a-z_]+)="([^"]*)"$/);
    if (m) out.set(m[1], decodeURIComponent(m[2]));
  }
  return out;
}

const oauthError = (status: number, message: string) => ({
  status,
  json: { errors: [{ code: status === 401 ? 32 : 215, message }] },
});

export async function startTwitterStandin(options: TwitterStandinOptions = {}): Promise<Standin> {
  const consumerKey = options.consumerKey ?? "standin-consumer-key";
  const consumerSecret = options.consumerSecret ?? "standin-consumer-secret";
  const requestTokens = new Map<
    string,
    { secret: string; callback: string; verifier?: string; account?: Account }
  >();
  const accessTokens = new Map<string, { secret: string; account: Account }>();
  const accounts = new Map<string, Account>();
  const usedNonces = new Set<string>();

  /** Checks the request's OAuth signature; returns its parameters or null. */
  const verify = (req: StandinRequest, tokenSecret: string): Map<string, string> | null => {
    const oauth = parseOAuthHeader(req.headers.authorization);
    if (!oauth || oauth.get("oauth_consumer_key") !== consumerKey) return null;
    if (oauth.get("oauth_signature_method") !== "HMAC-SHA1") return null;
    const ts = Number(oauth.get("oauth_timestamp"));
    if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > 300) return null;
    const nonce = oauth.get("oauth_nonce") ?? "";
    if (!nonce || usedNonces.has(nonce)) return null;
    const params: [string, string][] = [];
    for (const [k, v] of oauth) if (k !== "oauth_signature" && k !== "realm") params.push([k, v]);
    for (const [k, v] of req.url.searchParams) params.push([k, v]);
    const type = req.headers["content-type"] ?? "";
    if (req.body && type.includes("application/x-www-form-urlencoded")) {
      for (const [k, v] of parseForm(req.body)) params.push([k, v]);
    }
    const normalized = params
      .map(([k, v]) => [enc(k), enc(v)])
      .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${v}`)
      .join("&");
    const baseUrl = `http://${req.headers.host}${req.url.pathname}`;
    const base = `${req.method}&${enc(baseUrl)}&${enc(normalized)}`;
    const expected = createHmac("sha1", `${enc(consumerSecret)}&${enc(tokenSecret)}`)
      .update(base)
      .digest("base64");
    if (expected !== oauth.get("oauth_signature")) return null;
    usedNonces.add(nonce);
    return oauth;
  };

  const approve = (token: string, input: { screen_name?: string; name?: string; email?: string }) => {
    const pending = requestTokens.get(token);
    if (!pending) return null;
    const screenName = (input.screen_name || `user_${randomId(3)}`).replace(/^@/, "");
    let account = [...accounts.values()].find((a) => a.screenName === screenName);
    if (!account) {
      account = {
        id: String(1_000_000_000 + accounts.size + Math.floor(Math.random() * 1e6)),
        screenName,
        name: input.name || screenName,
        email: input.email || null,
      };
      accounts.set(account.id, account);
    }
    pending.account = account;
    pending.verifier = randomId(10);
    return pending;
  };

  const routes: Route[] = [
    [
      "POST",
      "/oauth/request_token",
      (req) => {
        const oauth = verify(req, "");
        if (!oauth) return oauthError(401, "Could not authenticate you.");
        const callback = oauth.get("oauth_callback") ?? "";
        if (!/^https?:\/\//.test(callback))
          return oauthError(400, "Callback URL not approved for this client application.");
        const token = randomId(12);
        const secret = randomId(16);
        requestTokens.set(token, { secret, callback });
        return {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          text: `oauth_token=${token}&oauth_token_secret=${secret}&oauth_callback_confirmed=true`,
        };
      },
    ],
    ...(["/oauth/authenticate", "/oauth/authorize"].map((path) => [
      "GET",
      path,
      (req: StandinRequest) => {
        const token = req.url.searchParams.get("oauth_token") ?? "";
        if (!requestTokens.has(token)) {
          return {
            status: 400,
            html: page("This page is no longer valid", "<p>Start the sign-in again.</p>"),
          };
        }
        return {
          html: page(
            "Sign in to X",
            `<form method="post" action="/oauth/authenticate"><input type="hidden" name="oauth_token" value="${escapeHtml(token)}">
<label for="screen_name">Username</label><input id="screen_name" name="screen_name" required value="x_${randomId(3)}">
<label for="name">Name</label><input id="name" name="name" value="X Person">
<label for="email">Email (optional)</label><input id="email" name="email" type="email">
<button type="submit">Authorize app</button></form>`,
          ),
        };
      },
    ]) as Route[]),
    [
      "POST",
      "/oauth/authenticate",
      (req) => {
        const form = parseForm(req.body);
        const token = form.get("oauth_token") ?? "";
        const approved = approve(token, {
          screen_name: form.get("screen_name") ?? undefined,
          name: form.get("name") ?? undefined,
          email: form.get("email") ?? undefined,
        });
        if (!approved)
          return {
            status: 400,
            html: page("This page is no longer valid", "<p>Start the sign-in again.</p>"),
          };
        const back = new URL(approved.callback);
        back.searchParams.set("oauth_token", token);
        back.searchParams.set("oauth_verifier", approved.verifier!);
        return { status: 303, redirect: back.toString() };
      },
    ],
    [
      "POST",
      "/oauth/access_token",
      (req) => {
        const oauth = parseOAuthHeader(req.headers.authorization);
        const token = oauth?.get("oauth_token") ?? "";
        const pending = requestTokens.get(token);
        if (!pending) return oauthError(401, "Invalid request token.");
        if (!verify(req, pending.secret)) return oauthError(401, "Could not authenticate you.");
        const verifier = oauth?.get("oauth_verifier") ?? parseForm(req.body).get("oauth_verifier");
        if (!pending.account || verifier !== pending.verifier)
          return oauthError(401, "Error processing your OAuth request: Invalid oauth_verifier parameter");
        requestTokens.delete(token);
        const access = `${pending.account.id}-${randomId(12)}`;
        const secret = randomId(16);
        accessTokens.set(access, { secret, account: pending.account });
        return {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          text: `oauth_token=${access}&oauth_token_secret=${secret}&user_id=${pending.account.id}&screen_name=${enc(pending.account.screenName)}`,
        };
      },
    ],
    [
      "GET",
      "/1.1/account/verify_credentials.json",
      (req) => {
        const token = parseOAuthHeader(req.headers.authorization)?.get("oauth_token") ?? "";
        const access = accessTokens.get(token);
        if (!access || !verify(req, access.secret)) return oauthError(401, "Could not authenticate you.");
        const { account } = access;
        return {
          json: {
            id: Number(account.id),
            id_str: account.id,
            name: account.name,
            screen_name: account.screenName,
            profile_image_url_https: "https://pbs.twimg.com/profile_images/default_normal.png",
            ...(req.url.searchParams.get("include_email") === "true" && account.email
              ? { email: account.email }
              : {}),
          },
        };
      },
    ],
    [
      "POST",
      "/_standin/authorize",
      (req) => {
        const input = (parseJson(req.body) ?? {}) as {
          oauth_token?: string;
          screen_name?: string;
          name?: string;
          email?: string;
        };
        const approved = approve(input.oauth_token ?? "", input);
        if (!approved) return { status: 404, json: { error: "no such request token" } };
        return { json: { oauth_token: input.oauth_token, oauth_verifier: approved.verifier } };
      },
    ],
  ];

  return startServer("twitter", routes, { port: options.port });
}
