/**
 * OAuth 1.0a request signing (RFC 5849, HMAC-SHA1), as X's sign-in API needs: every request carries
 * an `Authorization: OAuth ...` header signed with the consumer secret and, after the first step,
 * the token secret. WebCrypto does the HMAC.
 */

/** RFC 3986 percent-encoding (encodeURIComponent leaves !'()* alone; OAuth does not). */
const oauthEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

async function hmacSha1Base64(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(key),
    { name: "HMAC", hash: "SHA-1" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(
    await crypto.subtle.sign("HMAC", cryptoKey, new TextEncoder().encode(message)),
  );
  return btoa(String.fromCharCode(...signature));
}

export interface OAuth1Request {
  method: "GET" | "POST";
  /** The full URL, query string included (its parameters are signed too). */
  url: string;
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
  /** Extra oauth_* parameters of this step (oauth_callback, oauth_verifier). */
  oauth?: Record<string, string>;
  /** Form-encoded body parameters (signed too). */
  form?: Record<string, string>;
}

/** The Authorization header value for a request. */
export async function oauth1Header(req: OAuth1Request): Promise<string> {
  const nonceBytes = crypto.getRandomValues(new Uint8Array(16));
  const oauth: Record<string, string> = {
    oauth_consumer_key: req.consumerKey,
    oauth_nonce: Array.from(nonceBytes, (b) => b.toString(16).padStart(2, "0")).join(""),
    oauth_signature_method: "HMAC-SHA1",
    oauth_timestamp: String(Math.floor(Date.now() / 1000)),
    oauth_version: "1.0",
    ...(req.token ? { oauth_token: req.token } : {}),
    ...req.oauth,
  };
  const url = new URL(req.url);
  const params: [string, string][] = [
    ...Object.entries(oauth),
    ...url.searchParams.entries(),
    ...Object.entries(req.form ?? {}),
  ];
  const normalized = params
    .map(([k, v]) => [oauthEncode(k), oauthEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : av > bv ? 1 : 0) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const baseUrl = `${url.protocol}//${url.host}${url.pathname}`;
  const base = `${req.method}&${oauthEncode(baseUrl)}&${oauthEncode(normalized)}`;
  const signature = await hmacSha1Base64(
    `${oauthEncode(req.consumerSecret)}&${oauthEncode(req.tokenSecret ?? "")}`,
    base,
  );
  return `OAuth ${Object.entries({ ...oauth, oauth_signature: signature })
    .map(([k, v]) => `${oauthEncode(k)}="${oauthEncode(v)}"`)
    .join(", ")}`;
}
