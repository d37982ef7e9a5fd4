import { visitorCountry } from "../identity/accounts/request-meta";
import {
  type LookupColumns,
  readSessionToken,
  type SessionValues,
  sessionValues,
  type Viewer,
  type ViewerRead,
  type ViewerRow,
  viewerFromRow,
  viewerStatement,
} from "../identity/accounts/viewer";
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
  /**
   * The logged-in user, or null for a visitor. Known once looked up: the Worker looks it up before
   * routing, except for the API's one-round-trip reads (GET, `oneTripRead` in http/hono.ts), whose
   * own statement does (`viewerRead`); reading it before then is a programming error and throws.
   */
  readonly viewer: Viewer | null;
  /** The viewer, looked up now (one round trip) unless a lookup or a read already found them. */
  lookUpViewer(): Promise<Viewer | null>;
  /** The viewer for a read that makes the session lookup in its own statement (`readRowsAsViewer`). */
  viewerRead: ViewerRead;
  /**
   * The values of the lookup's extra columns (`lookupColumns`, by name) when the viewer was found
   * by a lookup that carried them; null otherwise (a visitor, a one-trip read's own lookup).
   */
  readonly lookedUp: ReadonlyMap<string, unknown> | null;
  /** Whether the request sent a session token at all (valid or not): such a request is never a visitor's. */
  sentToken: boolean;
  /** How the session token arrived, when it is a live session's; cookie requests that change state must pass the Origin check. */
  readonly tokenVia: "header" | "cookie" | null;
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
  ctx: Pick<ExecutionContext, "waitUntil"> | undefined,
  opts: {
    /** Leave the viewer to be looked up later (lookUpViewer) or by a read's own statement (viewerRead). */
    deferViewer?: boolean;
    /**
     * What the composition root does with a viewer once known, by whichever path (the Worker and
     * the API pass the admin two-factor check, identity/auth/two-factor.ts, which this folder
     * does not import).
     */
    onViewer: (deps: Deps, viewer: Viewer | null) => Promise<void>;
    /** Columns this request's own session lookup carries (`lookUpViewer`; a page's chrome counts). */
    lookupColumns?: LookupColumns;
  },
): Promise<RequestContext> {
  const existing = contexts.get(request);
  if (existing) return existing;
  const session = openD1Session(env.DB, request);
  const deps = createDeps(env, ctx, systemClock, session);
  const found = readSessionToken(request);
  const country = visitorCountry(request, env);
  /** undefined until looked up. */
  let viewer: Viewer | null | undefined = found ? undefined : null;
  let values: Promise<SessionValues> | undefined;
  // Asked for only while the viewer is unknown, which takes a token (without one it is null).
  const valuesOf = () => {
    values ??= sessionValues(found!.token, deps.clock.now());
    return values;
  };
  /** The one place a request's viewer becomes known: from the lookup's row, by either path. */
  const settle = async (row: ViewerRow | null | undefined, now: number) => {
    if (viewer !== undefined) return viewer;
    const seen = viewerFromRow(deps, row, now, { country, waitUntil: deps.waitUntil });
    await opts.onViewer(deps, seen);
    viewer = seen;
    return seen;
  };
  let lookup: Promise<Viewer | null> | undefined;
  let lookedUp: Map<string, unknown> | null = null;
  const lookUpViewer = async () => {
    if (viewer !== undefined) return viewer;
    lookup ??= valuesOf().then(async (v) => {
      const extra = opts.lookupColumns;
      const row = await viewerStatement(deps.d1, v, extra).first<ViewerRow & Record<string, unknown>>();
      const seen = await settle(row, v.now);
      if (row && seen && extra) {
        lookedUp = new Map();
        for (const name of extra.names) lookedUp.set(name, row[name]);
      }
      return seen;
    });
    return lookup;
  };
  const viewerRead: ViewerRead = {
    get known() {
      return viewer;
    },
    sessionValues: valuesOf,
    lookUp: lookUpViewer,
    async found(row) {
      return settle(row, (await valuesOf()).now);
    },
  };
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
    get viewer() {
      if (viewer === undefined) throw new Error("the viewer was read before the session was looked up");
      return viewer;
    },
    lookUpViewer,
    viewerRead,
    get lookedUp() {
      return lookedUp;
    },
    sentToken: found !== null,
    get tokenVia() {
      return rc.viewer && found ? found.via : null;
    },
    country,
    get nonce() {
      nonce ??= createNonce();
      return nonce;
    },
  };
  contexts.set(request, rc);
  if (!opts.deferViewer) await lookUpViewer();
  return rc;
}

/** The context the worker already built for this exact Request object, if any. */
export const getRequestContext = (request: Request) => contexts.get(request);

/** Shares a context with a Request derived from the original (the API sees paths without /api). */
export const bindRequestContext = (request: Request, rc: RequestContext) => void contexts.set(request, rc);
