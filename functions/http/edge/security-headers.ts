/**
 * The security headers of every answer the Worker gives (pages, API, media, redirects, errors).
 * Static assets never reach the Worker: `public/_headers` gives them the same headers.
 */
import type { PageSources } from "../../context/request-context";
import { Kept } from "../../lib/kept";

/**
 * The Content-Security-Policy of every HTML page: scripts only from this site plus the inline ones
 * carrying this request's nonce; media, images and connections (fetch, the rooms' WebSockets) only
 * to this site; no framing, no plugins, forms post only here. Styles allow 'unsafe-inline' because
 * React style attributes (progress bars) and video.js's injected defaults need it; a style cannot
 * run script. A page that needs more names it in `extra` (the live pages: LIVE_VIDEO_SOURCES).
 */
function pagePolicy(nonce: string, extra: PageSources = {}): string {
  const more = (list: string[] | undefined) => (list?.length ? ` ${[...new Set(list)].join(" ")}` : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${more(extra.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${more(extra.img)}`,
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${more(extra.connect)}`,
    ...(extra.frame?.length ? [`frame-src${more(extra.frame)}`] : []),
    ...(extra.worker?.length ? [`worker-src 'self'${more(extra.worker)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * What Agora's web SDK (agora-rtc-sdk-ng) needs on the live pages: its gateways and edge servers
 * (HTTPS and WebSocket on *.agora.io and *.sd-rtn.com; the media itself is WebRTC, which CSP does
 * not govern) and a worker it starts from a blob. Only /live/$id and /studio/live add these
 * (app/lib/live.server.ts), and links to them load a new document (reloadDocument) so that it applies.
 */
export const LIVE_VIDEO_SOURCES: PageSources = {
  connect: ["https://*.agora.io", "wss://*.agora.io", "https://*.sd-rtn.com", "wss://*.sd-rtn.com"],
  worker: ["blob:"],
};

/** Adds outside origins to a page's policy (the root loader's and a route's own, in any order). */
export function addPageSources(current: PageSources | undefined, extra: PageSources): PageSources {
  const out: PageSources = { ...current };
  for (const key of ["script", "connect", "img", "frame", "worker"] as const) {
    const list = [...(current?.[key] ?? []), ...(extra[key] ?? [])];
    if (list.length) out[key] = [...new Set(list)];
  }
  return out;
}

/**
 * Origins a page may use beyond this site, for the services an admin switched on: the reCAPTCHA
 * widget, Google Analytics, and a logo or favicon hosted elsewhere. Decided by the root loader from
 * the settings (rc.pageSources) and added to that page's policy; nothing else is opened.
 */
const originOf = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * Each set of settings' sources, kept: the root loader asks on every page and the settings change
 * rarely (bounded: cleared once it holds this many). Callers only read the answer.
 */
const keptSources = new Kept<string, PageSources>(100);

export function thirdPartySources(input: {
  captchaScriptUrl: string | null;
  gaCode: string;
  images: string[];
}): PageSources {
  const key = JSON.stringify([input.captchaScriptUrl, input.gaCode, input.images]);
  return keptSources.get(key) ?? keptSources.keep(key, sourcesOf(input));
}

function sourcesOf(input: {
  captchaScriptUrl: string | null;
  gaCode: string;
  images: string[];
}): PageSources {
  const sources: Required<PageSources> = { script: [], connect: [], img: [], frame: [], worker: [] };
  const captcha = input.captchaScriptUrl ? originOf(input.captchaScriptUrl) : null;
  if (captcha) {
    sources.script.push(captcha);
    // Google's widget loads its code from gstatic and draws itself in a frame from google.com.
    if (captcha === "https://www.google.com") {
      sources.script.push("https://www.gstatic.com");
      sources.frame.push("https://www.google.com", "https://recaptcha.google.com");
    }
  }
  if (input.gaCode) {
    sources.script.push("https://www.googletagmanager.com");
    sources.connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    );
    sources.img.push("https://*.google-analytics.com", "https://*.googletagmanager.com");
  }
  for (const image of input.images) {
    const origin = originOf(image);
    if (origin) sources.img.push(origin);
  }
  return sources;
}

/** Answers that are not pages (API JSON, redirects, page data) are never meant to render. */
const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Browser features no page uses today. A page that needs one (the creator's go-live page: camera
 * and microphone) sets its own Permissions-Policy in its route `headers`, e.g.
 * `permissionsPolicy(["camera", "microphone"])`, and the Worker keeps it.
 */
const FEATURES = ["camera", "microphone", "geolocation", "payment", "usb"] as const;
export function permissionsPolicy(allowed: readonly (typeof FEATURES)[number][] = []): string {
  return FEATURES.map((f) => `${f}=${allowed.includes(f) ? "(self)" : "()"}`).join(", ");
}

const HSTS = "max-age=31536000; includeSubDomains";

/** What every answer allows of the browser's features, unless its page sets its own. */
const DEFAULT_PERMISSIONS = permissionsPolicy();

/**
 * Changes an answer's headers with `edit(headers, arg)`: in place when they can be changed (every
 * answer the Worker builds itself: Hono's, Remix's, the media route's), else on one copy of the
 * answer (headers a Response was made with immutable: `Response.redirect`, a `fetch` answer). Each
 * copy was a share of every request's CPU. `edit` runs once; on immutable headers its first change
 * throws (a TypeError) before anything changed, and it runs again on the copy.
 */
export function editHeaders<A>(
  response: Response,
  edit: (headers: Headers, arg: A) => void,
  arg: A,
): Response {
  try {
    edit(response.headers, arg);
    return response;
  } catch (err) {
    if (!(err instanceof TypeError)) throw err;
    const out = new Response(response.body, response);
    edit(out.headers, arg);
    return out;
  }
}

type HeadersFor = {
  request: { url: URL; nonce: string; sources?: PageSources };
  append: readonly (readonly [string, string])[];
};

/**
 * Adds the security headers to an answer (keeping any a route set itself), and `append` (the
 * session's bookmark: d1-session.ts bookmarkHeaders), in the answer itself where it can be changed
 * (editHeaders). Media files get the content-type and transport headers only: a policy that
 * forbids everything would stop the browser's PDF viewer.
 */
export function withSecurityHeaders(
  response: Response,
  request: { url: URL; nonce: string; sources?: PageSources },
  append: readonly (readonly [string, string])[] = [],
): Response {
  // WebSocket upgrades carry the socket in the response object and take no headers.
  if (response.status === 101 || response.webSocket) return response;
  return editHeaders(response, addSecurityHeaders, { request, append });
}

function addSecurityHeaders(headers: Headers, { request, append }: HeadersFor) {
  for (const [name, value] of append) headers.append(name, value);
  setUnlessSet(headers, "X-Content-Type-Options", "nosniff");
  setUnlessSet(headers, "Referrer-Policy", "strict-origin-when-cross-origin");
  if (request.url.protocol === "https:") setUnlessSet(headers, "Strict-Transport-Security", HSTS);
  if (request.url.pathname.startsWith("/media/")) return;
  const html = (headers.get("content-type") ?? "").startsWith("text/html");
  setUnlessSet(
    headers,
    "Content-Security-Policy",
    html ? pagePolicy(request.nonce, request.sources) : NON_PAGE_POLICY,
  );
  setUnlessSet(headers, "X-Frame-Options", "DENY");
  setUnlessSet(headers, "Permissions-Policy", DEFAULT_PERMISSIONS);
}

/** A header the route did not set itself. */
function setUnlessSet(headers: Headers, name: string, value: string) {
  if (!headers.has(name)) headers.set(name, value);
}
