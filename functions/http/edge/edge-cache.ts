import { sql } from "drizzle-orm";
import { edgeCacheVersions } from "../../../drizzle/schema/edge-cache";
import type { RequestContext } from "../../context/request-context";
import type { Db } from "../../lib/d1";
import { editHeaders } from "./security-headers";

/**
 * Anonymous pages and public reads from the edge cache (the Workers Cache API, `caches.default`).
 * The rules, all in this file (docs/edge-cache.md):
 * - What is cached: a visitor's GET (no session cookie, no Authorization, no D1 bookmark) of a
 *   public read (PUBLIC_API, publicPage) answered 200 without Set-Cookie. Anything else passes
 *   through untouched; a signed-in caller's answer on those paths is marked `private`.
 * - The key: the URL, the public version (below), the visitor's country (list answers hide the
 *   creators who block it, a profile is refused to it; an answer is never served across
 *   countries) and, for pages, the theme cookie. The site renders English only, so language is not
 *   in the key (add it in `cacheKey` the day a page depends on it).
 * - The site-wide geoblock runs before this (worker.ts), on every request, hit or miss.
 * - Purging by versioning: a change a visitor must see at once bumps the public version
 *   (`bumpPublicVersion`); every key carries it, so old copies are never read again, in any data
 *   centre. Who bumps: `changesPublicContent` (every successful write by a creator or an admin)
 *   and the scheduled jobs (a scheduled post going out). An isolate reads the version at most
 *   every VERSION_TTL_MS; the isolate that bumped sees it at once.
 * - Freshness: FRESH_SECONDS fresh, then served stale for up to STALE_SECONDS while one request
 *   renders it again in the background (the Cache API keeps it for both; stale-while-revalidate).
 * - Each hit gets its own CSP nonce (the stored HTML's nonces are replaced).
 * - Each isolate keeps its hottest answers in memory in front of the Cache API (`hot`).
 */
export const FRESH_SECONDS = 60;
export const STALE_SECONDS = 300;
const VERSION_TTL_MS = 1000;
const SCOPE = "public";
const KEY_ORIGIN = "https://edge-cache.invalid";
const STORED_AT = "x-edge-stored-at";
/** The origin's own Cache-Control, kept for answers that declared a public max-age (the lookup lists). */
const OWN_CONTROL = "x-edge-own-control";
export const CACHE_STATUS = "x-edge-cache";

/** Public API reads (paths under /api) a visitor's answer may be shared for. */
const PUBLIC_API: RegExp[] = [
  /^\/api\/settings\/public$/,
  /^\/api\/(countries|languages|phone-codes)\/list$/,
  /^\/api\/states\/[^/]+$/,
  /^\/api\/cities\/[^/]+\/[^/]+$/,
  /^\/api\/performers\/(user\/search|top)$/,
  // A creator's public card (by id or username); /performers/me is the caller's own.
  /^\/api\/performers\/(?!me$)[^/]+$/,
];

/** A creator page's tabs ($profileId.*.tsx). */
const PROFILE_TABS = new Set(["feed", "photos", "videos", "galleries", "shop", "about"]);

/**
 * Public pages: explore (`/`), search, a post, a creator's profile and its tabs, and their data
 * for client-side navigation (Remix's `<path>.data`, `/_root.data` for `/`). `reserved` holds the
 * first path segments of the app's own routes (so `/contact` is not taken for a creator).
 */
function publicPage(pathname: string, reserved: ReadonlySet<string>): boolean {
  const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
  if (path === "/" || path === "/search") return true;
  const parts = path.split("/").slice(1);
  if (parts.length === 2 && parts[0] === "feeds" && parts[1] !== "") return true;
  if (parts[0] === "" || reserved.has(parts[0].toLowerCase())) return false;
  return parts.length === 1 || (parts.length === 2 && PROFILE_TABS.has(parts[1]));
}

/** The first static segments of the Remix routes (everything but the creator catch-alls). */
export function reservedSegments(routes: Record<string, { path?: string } | undefined>): Set<string> {
  const out = new Set<string>(["api", "media", "parties", "build", "assets"]);
  for (const route of Object.values(routes)) {
    const first = route?.path?.split(/[/.]/)[0];
    if (first && !first.startsWith("$") && !first.startsWith(":") && first !== "*")
      out.add(first.toLowerCase());
  }
  return out;
}

export interface EdgeRead {
  api: boolean;
}

/** Whether this request is a visitor's public read (see the rules above), and of which kind. */
export function publicRead(
  request: Request,
  url: URL,
  reserved: ReadonlySet<string>,
  anonymous: boolean,
): EdgeRead | null {
  if (request.method !== "GET" || !anonymous) return null;
  if (
    request.headers.has("x-d1-bookmark") ||
    /(?:^|;\s*)d1_bookmark=/.test(request.headers.get("cookie") ?? "")
  )
    return null;
  const api = url.pathname.startsWith("/api/");
  if (api) return PUBLIC_API.some((re) => re.test(url.pathname)) ? { api } : null;
  return publicPage(url.pathname, reserved) ? { api } : null;
}

/* ---- The public version ---- */

let known: { version: number; at: number } | null = null;

/**
 * The current public version (read from D1 at most every VERSION_TTL_MS per isolate). It takes the
 * request's deps, not their database: a hit must not make the drizzle instance (create-deps.ts).
 */
export async function publicVersion(deps: { readonly db: Db }, now = Date.now()): Promise<number> {
  if (known && now - known.at < VERSION_TTL_MS) return known.version;
  const row = await deps.db
    .select({ version: edgeCacheVersions.version })
    .from(edgeCacheVersions)
    .where(sql`${edgeCacheVersions.scope} = ${SCOPE}`)
    .get();
  known = { version: row?.version ?? 0, at: now };
  return known.version;
}

/** Retires every cached public answer (everywhere: keys carry the version). */
export async function bumpPublicVersion(db: Db): Promise<void> {
  const row = await db
    .insert(edgeCacheVersions)
    .values({ scope: SCOPE, version: 1 })
    .onConflictDoUpdate({
      target: edgeCacheVersions.scope,
      set: { version: sql`${edgeCacheVersions.version} + 1` },
    })
    .returning({ version: edgeCacheVersions.version })
    .get();
  known = { version: row.version, at: Date.now() };
}

/**
 * The purge rule: a successful state-changing request by a creator or an admin may change what a
 * visitor sees (a profile edit, a post published or deleted, a price, a block, a setting).
 */
export function changesPublicContent(
  method: string,
  status: number,
  rc: Pick<RequestContext, "viewer">,
): boolean {
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
  if (status >= 400 || !rc.viewer) return false;
  return rc.viewer.isPerformer || rc.viewer.isAdmin;
}

/* ---- Keys, lookups and stores ---- */

function themeOf(request: Request): string {
  const match = /(?:^|;\s*)theme=([^;]*)/.exec(request.headers.get("cookie") ?? "");
  return match?.[1] === "dark" ? "dark" : "light";
}

/** The cache key: everything the answer depends on (see the rules above). */
export function cacheKey(
  request: Request,
  url: URL,
  read: EdgeRead,
  version: number,
  country: string | null,
): Request {
  const key = new URL(`${KEY_ORIGIN}/${url.host}${url.pathname}`);
  const params = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, value] of params) key.searchParams.append(name, value);
  key.searchParams.set("~v", String(version));
  key.searchParams.set("~c", country ?? "");
  if (!read.api) key.searchParams.set("~t", themeOf(request));
  return new Request(key.toString());
}

const cache = () => (caches as unknown as { default: Cache }).default;

/** The headers every shared answer carries (browsers revalidate; shared caches keep it briefly). */
const PUBLIC_CONTROL = `public, max-age=0, s-maxage=${FRESH_SECONDS}, stale-while-revalidate=${STALE_SECONDS}`;

/**
 * A stored answer as this isolate keeps it: the body split at its CSP nonce (so each hit gets its
 * own nonce by a join), the headers, when it was stored.
 */
interface Kept {
  status: number;
  /** The headers a hit goes out with (cache-control set; the store's markers removed). */
  headers: [string, string][];
  /**
   * The body around each `nonce="..."` of the stored page (one part when it has none), kept as
   * UTF-8 bytes: a hit copies bytes instead of joining and encoding a page-sized string.
   */
  parts: Uint8Array<ArrayBuffer>[];
  nonce: string | null;
  storedAt: number;
  bytes: number;
}

/**
 * Each isolate keeps its hottest answers in memory in front of the Cache API (a hit then costs no
 * call to the data centre's cache): at most HOT_BYTES, least recently used out first. Keys carry the
 * version, so a purge retires these copies as it does the Cache API's.
 */
const HOT_BYTES = 8 * 1024 * 1024;
const HOT_ENTRY_BYTES = 512 * 1024;
const hot = new Map<string, Kept>();
let hotBytes = 0;

function remember(url: string, kept: Kept) {
  if (kept.bytes > HOT_ENTRY_BYTES) return;
  const old = hot.get(url);
  if (old) {
    hot.delete(url);
    hotBytes -= old.bytes;
  }
  hot.set(url, kept);
  hotBytes += kept.bytes;
  for (const [oldest, entry] of hot) {
    if (hotBytes <= HOT_BYTES) break;
    hot.delete(oldest);
    hotBytes -= entry.bytes;
  }
}

function recall(url: string, now: number): Kept | null {
  const kept = hot.get(url);
  if (!kept) return null;
  hot.delete(url);
  if (now - kept.storedAt > (FRESH_SECONDS + STALE_SECONDS) * 1000) {
    hotBytes -= kept.bytes;
    return null;
  }
  hot.set(url, kept);
  return kept;
}

const nonceOf = (policy: string | null) => (policy ? (/'nonce-([^']+)'/.exec(policy)?.[1] ?? null) : null);

const utf8 = new TextEncoder();

/** An answer's body and headers as kept, split at the page's nonce. */
function keep(status: number, stored: Headers, text: string, storedAt: number): Kept {
  const nonce = nonceOf(stored.get("content-security-policy"));
  const parts = (nonce ? text.split(`nonce="${nonce}"`) : [text]).map((part) => utf8.encode(part));
  const bytes = parts.reduce((sum, part) => sum + part.byteLength, 0);
  // The headers a hit goes out with, made once: the store's own markers become the answer's control.
  const headers = new Headers(stored);
  headers.delete(STORED_AT);
  headers.set("cache-control", headers.get(OWN_CONTROL) ?? PUBLIC_CONTROL);
  headers.delete(OWN_CONTROL);
  return { status, headers: [...headers], parts, nonce, storedAt, bytes };
}

/** The kept body with `separator` between its parts (the request's own nonce attribute). */
function joinParts(
  parts: Uint8Array<ArrayBuffer>[],
  separator: Uint8Array<ArrayBuffer> | null,
): Uint8Array<ArrayBuffer> {
  if (parts.length === 1 || !separator) return parts[0];
  const gaps = parts.length - 1;
  const out = new Uint8Array(
    parts.reduce((sum, part) => sum + part.byteLength, 0) + gaps * separator.byteLength,
  );
  let at = 0;
  parts.forEach((part, i) => {
    out.set(part, at);
    at += part.byteLength;
    if (i < gaps) {
      out.set(separator, at);
      at += separator.byteLength;
    }
  });
  return out;
}

/** A cached answer for the key, with this request's nonce; `stale` when past FRESH_SECONDS. */
export async function cachedAnswer(
  key: Request,
  nonce: string,
  ifNoneMatch: string | null,
  now = Date.now(),
) {
  let kept = recall(key.url, now);
  if (!kept) {
    const hit = await cache().match(key);
    if (!hit) return null;
    kept = keep(hit.status, hit.headers, await hit.text(), Number(hit.headers.get(STORED_AT) ?? 0));
    remember(key.url, kept);
  }
  const stale = now - kept.storedAt > FRESH_SECONDS * 1000;
  const headers = new Headers(kept.headers);
  headers.set("age", String(Math.max(0, Math.floor((now - kept.storedAt) / 1000))));
  headers.set(CACHE_STATUS, stale ? "STALE" : "HIT");
  // A client that holds this very answer (its ETag) is told so, without the body.
  const etag = headers.get("etag");
  if (etag && ifNoneMatch === etag) {
    const notModified = new Headers({ etag, "cache-control": headers.get("cache-control") ?? "" });
    notModified.set(CACHE_STATUS, headers.get(CACHE_STATUS) ?? "HIT");
    return { response: new Response(null, { status: 304, headers: notModified }), stale };
  }
  // One nonce per answer, as CSP intends: the stored page's become this request's.
  const policy = headers.get("content-security-policy");
  if (kept.nonce && policy)
    headers.set("content-security-policy", policy.replaceAll(`'nonce-${kept.nonce}'`, `'nonce-${nonce}'`));
  const body = joinParts(kept.parts, kept.nonce ? utf8.encode(`nonce="${nonce}"`) : null);
  return { response: new Response(body, { status: kept.status, headers }), stale };
}

/** Whether an answer may be shared: 200, no cookie set. */
const shareable = (response: Response) => response.status === 200 && !response.headers.has("set-cookie");

/**
 * The answer to a visitor's public read as it goes out (public Cache-Control, MISS), stored under
 * the key (the Cache API and this isolate's hot copies) when it may be shared; otherwise it goes
 * out as it is.
 */
export async function storeAnswer(
  key: Request,
  response: Response,
  waitUntil: (p: Promise<unknown>) => void,
  status: "MISS" | "REFRESH" = "MISS",
): Promise<Response> {
  if (!shareable(response)) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  // An answer that declared its own public freshness (the lookup lists: a day) keeps it.
  const control = headers.get("cache-control") ?? "";
  const own = /\bpublic\b/.test(control) && /\bmax-age=[1-9]/.test(control) ? control : null;
  headers.set("cache-control", own ?? PUBLIC_CONTROL);
  if (!headers.has("vary") && !key.url.includes("/api/")) headers.set("vary", "Cookie");
  const storedAt = Date.now();
  const stored = new Headers(headers);
  stored.set("cache-control", `public, s-maxage=${FRESH_SECONDS + STALE_SECONDS}`);
  stored.set(STORED_AT, String(storedAt));
  if (own) stored.set(OWN_CONTROL, own);
  remember(key.url, keep(response.status, stored, text, storedAt));
  waitUntil(cache().put(key, new Response(text, { status: response.status, headers: stored })));
  headers.set(CACHE_STATUS, status);
  return new Response(text, { status: response.status, headers });
}

/** Keys this isolate is rendering again (stale-while-revalidate: one refresh per key at a time). */
const refreshing = new Set<string>();

/** Renders a stale key again in the background, once per isolate at a time; the stale copy stays if it fails. */
export function refreshOnce(
  key: Request,
  ctx: Pick<ExecutionContext, "waitUntil">,
  render: () => Promise<Response>,
): void {
  if (refreshing.has(key.url)) return;
  refreshing.add(key.url);
  const done = render()
    .then((res) => storeAnswer(key, res, (p) => ctx.waitUntil(p), "REFRESH"))
    .catch((err) => console.error("edge cache refresh failed", key.url, err))
    .finally(() => refreshing.delete(key.url));
  ctx.waitUntil(done);
}

/** A signed-in caller's answer on a public path: never kept by a shared cache. */
export function markPrivate(response: Response): Response {
  if (response.status === 101 || response.webSocket) return response;
  const cc = response.headers.get("cache-control");
  if (cc && /\bprivate\b|\bno-store\b/.test(cc)) return response;
  return editHeaders(response, setPrivate, null);
}

function setPrivate(headers: Headers) {
  headers.set("cache-control", "private, no-cache");
}
