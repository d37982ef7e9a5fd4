/**
 * The security headers of every answer the Worker gives (pages, API, media, redirects, errors).
 * Static assets never reach the Worker: `public/_headers` gives them the same headers.
 */

/**
 * The Content-Security-Policy of every HTML page: scripts only from this site plus the inline ones
 * carrying this request's nonce; media, images and connections (fetch, the rooms' WebSockets) only
 * to this site; no framing, no plugins, forms post only here. Styles allow 'unsafe-inline' because
 * React style attributes (progress bars) and video.js's injected defaults need it; a style cannot
 * run script. A page that needs more names it in `extra` (the live pages: LIVE_VIDEO_SOURCES).
 */
export function pagePolicy(nonce: string, extra: PolicyExtras = {}): string {
  const sources = (base: string, more: readonly string[] = []) => [base, ...more].join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${sources("'self'", extra.connect)}`,
    ...(extra.worker ? [`worker-src ${sources("'self'", extra.worker)}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export interface PolicyExtras {
  /** More places the page may connect to (fetch, WebSocket). */
  connect?: readonly string[];
  /** Where the page may start workers from (none but the site's own otherwise). */
  worker?: readonly string[];
}

/**
 * What Agora's web SDK (agora-rtc-sdk-ng) needs on the live pages: its gateways and edge servers
 * (HTTPS and WebSocket on *.agora.io and *.sd-rtn.com; the media itself is WebRTC, which CSP does
 * not govern) and a worker it starts from a blob. Only /live/$id and /studio/live send this policy,
 * and links to them load a new document (reloadDocument) so that it applies.
 */
export const LIVE_VIDEO_SOURCES: PolicyExtras = {
  connect: ["https://*.agora.io", "wss://*.agora.io", "https://*.sd-rtn.com", "wss://*.sd-rtn.com"],
  worker: ["blob:"],
};

/** Answers that are not pages (API JSON, redirects, page data) are never meant to render. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

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

/**
 * Adds the security headers to an answer (keeping any a route set itself). Media files get the
 * content-type and transport headers only: a policy that forbids everything would stop the
 * browser's PDF viewer.
 */
export function withSecurityHeaders(response: Response, request: { url: URL; nonce: string }): Response {
  // WebSocket upgrades carry the socket in the response object and take no headers.
  if (response.status === 101 || response.webSocket) return response;
  const out = new Response(response.body, response);
  const set = (name: string, value: string) => {
    if (!out.headers.has(name)) out.headers.set(name, value);
  };
  set("X-Content-Type-Options", "nosniff");
  set("Referrer-Policy", "strict-origin-when-cross-origin");
  if (request.url.protocol === "https:") set("Strict-Transport-Security", HSTS);
  if (request.url.pathname.startsWith("/media/")) return out;
  const html = (out.headers.get("content-type") ?? "").startsWith("text/html");
  set("Content-Security-Policy", html ? pagePolicy(request.nonce) : NON_PAGE_POLICY);
  set("X-Frame-Options", "DENY");
  set("Permissions-Policy", permissionsPolicy());
  return out;
}
