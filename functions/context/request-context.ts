import { visitorCountry } from "../identity/accounts/request-meta";
import { findViewer, readSessionToken, type Viewer } from "../identity/accounts/viewer";
import { systemClock } from "../lib/clock";
import type { Deps } from "../lib/deps";
import { createDeps } from "./create-deps";
import { openD1Session } from "./d1-session";

/**
 * What the edge middleware learns about a request once, shared by the API (Hono), the pages
 * (Remix load context) and the media route.
 */
export interface RequestContext {
  requestId: string;
  deps: Deps;
  /** The request's D1 session (its bookmark goes back with the answer). */
  session: D1DatabaseSession;
  viewer: Viewer | null;
  /** Whether the request sent a session token at all (valid or not): such a request is never a visitor's. */
  sentToken: boolean;
  /** How the session token arrived; cookie requests that change state must pass the Origin check. */
  tokenVia: "header" | "cookie" | null;
  /** ISO 3166-1 alpha-2 of the visitor, upper case, or null when unknown. */
  country: string | null;
  /** This request's Content-Security-Policy nonce for inline scripts of an HTML answer. */
  nonce: string;
  /** Outside origins this page may use (set by the root loader from the settings; see pagePolicy). */
  pageSources?: PageSources;
}

/** Outside origins a page may use, by CSP directive (functions/http/edge/security-headers.ts). */
export interface PageSources {
  script?: string[];
  connect?: string[];
  img?: string[];
  frame?: string[];
  worker?: string[];
}

/* Pages answer with a Content-Security-Policy built from it (functions/http/edge/security-headers.ts). */
/** A fresh nonce per request for the page's own inline scripts (Remix's hydration data, swagger's start-up). */
function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const contexts = new WeakMap<Request, RequestContext>();

export async function createRequestContext(
  request: Request,
  env: Env,
  ctx?: Pick<ExecutionContext, "waitUntil">,
): Promise<RequestContext> {
  const existing = contexts.get(request);
  if (existing) return existing;
  const session = openD1Session(env.DB, request);
  const deps = createDeps(env, ctx, systemClock, session);
  const found = readSessionToken(request);
  const country = visitorCountry(request, env);
  const viewer = found ? await findViewer(deps, found.token, { country, waitUntil: deps.waitUntil }) : null;
  // The id (for logs) and the nonce (for an HTML answer) are made when first asked for: most
  // answers are JSON that log nothing.
  let requestId: string | undefined;
  let nonce: string | undefined;
  const rc: RequestContext = {
    get requestId() {
      requestId ??= request.headers.get("cf-ray") ?? crypto.randomUUID();
      return requestId;
    },
    deps,
    session,
    viewer,
    sentToken: found !== null,
    tokenVia: viewer && found ? found.via : null,
    country,
    get nonce() {
      nonce ??= createNonce();
      return nonce;
    },
  };
  contexts.set(request, rc);
  return rc;
}

/** The context the worker already built for this exact Request object, if any. */
export const getRequestContext = (request: Request) => contexts.get(request);

/** Shares a context with a Request derived from the original (the API sees paths without /api). */
export const bindRequestContext = (request: Request, rc: RequestContext) => void contexts.set(request, rc);
