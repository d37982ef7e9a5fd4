/**
 * The composition root (wrangler "main"): edge middleware, then /api to Hono, /parties to the
 * PartyServer rooms, /media to signed R2 objects, everything else to Remix SSR. Static assets are
 * served by wrangler's [assets] before this runs.
 */
import { createRequestHandler, type ServerBuild } from "@remix-run/server-runtime";
import { routePartykitRequest } from "partyserver";
// The Remix server build is produced by `remix vite:build` before wrangler (or the test pool)
// bundles this file. It is plain JS without declarations and absent on a fresh clone, so the type
// checker is told to skip it; its type is ServerBuild (cast below).
// biome-ignore lint/suspicious/noTsIgnore: present after a build, absent before; both must check.
// @ts-ignore
import * as remixBuild from "../build/server/index.js";
import { createApi } from "./api";
import "./sales";
import { consumeRemovalJobs, isRemovalJob } from "./admin/console/moderation";
import { serveMedia } from "./content/files/serve";
import { createDeps } from "./context/create-deps";
import { bookmarkHeaders } from "./context/d1-session";
import { bindRequestContext, createRequestContext, type RequestContext } from "./context/request-context";
import { runScheduledJobs } from "./cron";
import { AppError } from "./errors";
import {
  bumpPublicVersion,
  cachedAnswer,
  cacheKey,
  changesPublicContent,
  markPrivate,
  publicRead,
  publicVersion,
  refreshOnce,
  reservedSegments,
  storeAnswer,
} from "./http/edge/edge-cache";
import { checkOrigin, geoBlockResponse, jsonError, withoutCheckedOrigin } from "./http/edge/middleware";
import { readingEveryBody, takesBodyOf } from "./http/edge/request-body";
import { withSecurityHeaders } from "./http/edge/security-headers";
import { markAdminTwoFactorSetup } from "./identity/auth/two-factor";
import { configurationProblem } from "./lib/env";
import { consumeMassJobs } from "./messaging/mass/queue";
import { PAGE_CHROME_COUNTS } from "./messaging/messages/conversations";
import { authorizeRoomConnection, withoutWorkerHeaders } from "./messaging/realtime/authorize";

import { isRoomPath, roomPolicy } from "./rooms";

export { ConversationRoom, PresentUserRoom as UserRoom, StreamRoom } from "./rooms";

const api = createApi();
const notFound = () => jsonError(new AppError("not_found"));
const remix = createRequestHandler(remixBuild as unknown as ServerBuild);
/** First path segments of the app's own pages: never a creator's profile (edge-cache.ts). */
const reserved = reservedSegments((remixBuild as unknown as ServerBuild).routes);

/** Which part of the Worker answers a path: the API (Hono), the rooms, media, or Remix's pages. */
function partOf(url: URL): "api" | "rooms" | "media" | "page" {
  const path = url.pathname;
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path === "/parties" || path.startsWith("/parties/")) return "rooms";
  if (path.startsWith("/media/")) return "media";
  return "page";
}

/**
 * Whether a page request runs the root loader, whose chrome shows the viewer's unread counts: a
 * document always does; a single-fetch data request (`/x.data`) only when its `_routes` names the
 * root or is absent (Remix lists the routes it loads when it does not load them all: a fetcher, or
 * a navigation whose other routes need no new data).
 */
function loadsRoot(url: URL): boolean {
  if (!url.pathname.endsWith(".data")) return true;
  const routes = url.searchParams.get("_routes");
  return routes === null || routes.split(",").includes("root");
}

/** The API's paths (Hono, functions/api.ts). */
const isApiPath = (url: URL) => partOf(url) === "api";

/** Routes a request to its part of the Worker (after the edge checks). */
async function route(request: Request, url: URL, env: Env, ctx: ExecutionContext, rc: RequestContext) {
  const blocked = await geoBlockResponse(request, url, rc);
  if (blocked) return blocked;
  const crossSite = checkOrigin(request, url, rc);
  if (crossSite) return crossSite;

  const part = partOf(url);
  if (part === "api") {
    // The API routes on the path without `/api` (api.ts apiPath) and finds this request's context.
    bindRequestContext(request, rc);
    return api.fetch(request, env, ctx);
  }
  if (part === "rooms") {
    // Rooms take WebSocket upgrades only; services reach them by RPC (realtime/notify.ts).
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket" || !isRoomPath(url.pathname))
      return notFound();
    const response = await routePartykitRequest(withoutWorkerHeaders(request), env, {
      onBeforeConnect: (req, lobby) =>
        authorizeRoomConnection(req, lobby, rc.deps, roomPolicy(rc.deps, rc.country)),
    });
    return response ?? notFound();
  }
  if (part === "media") return serveMedia(request, url, rc);

  return remix(takesBodyOf(request, withoutCheckedOrigin(request)), { cloudflare: { env, ctx }, rc });
}

/**
 * A Worker missing a binding or with a malformed variable serves nothing else: the API answers the
 * catalogue's configuration_error, pages a plain message; both name the setting, never its value.
 */
function configurationErrorResponse(problem: string, url: URL): Response {
  const err = new AppError("configuration_error", { message: `Configuration error: ${problem}.` });
  if (isApiPath(url)) return jsonError(err);
  return new Response(`${err.message}\n`, {
    status: 500,
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
}

/** The answer as the Worker sends it: routed, with the bookmark and the security headers. */
async function answer(request: Request, url: URL, env: Env, ctx: ExecutionContext, rc: RequestContext) {
  const response = await route(request, url, env, ctx, rc);
  // Known by now, unless a one-trip read answered before its statement (a refused query).
  await rc.lookUpViewer();
  const bookmark = bookmarkHeaders(response, rc.session, {
    method: request.method,
    url,
    secure: url.protocol === "https:",
    signedIn: rc.viewer !== null,
  });
  const page = {
    url,
    get nonce() {
      return rc.nonce;
    },
    sources: rc.pageSources,
  };
  return withSecurityHeaders(response, page, bookmark);
}

/**
 * A visitor's public read through the edge cache (functions/http/edge/edge-cache.ts): the site
 * geoblock first, then the cached copy for this key, else the rendered answer (kept for the next
 * visitor). A stale copy is served while one background render refreshes it.
 */
async function answerFromEdge(
  request: Request,
  url: URL,
  env: Env,
  ctx: ExecutionContext,
  rc: RequestContext,
) {
  const read = publicRead(request, url, reserved, !rc.sentToken);
  if (!read) {
    const response = await answer(request, url, env, ctx, rc);
    if (changesPublicContent(request.method, response.status, rc)) await bumpPublicVersion(rc.deps.db);
    const onPublicPath = rc.viewer && publicRead(request, url, reserved, true);
    return onPublicPath ? markPrivate(response) : response;
  }
  const blocked = await geoBlockResponse(request, url, rc);
  if (blocked) return withSecurityHeaders(blocked, { url, nonce: rc.nonce });
  const key = cacheKey(request, url, read, await publicVersion(rc.deps), rc.country);
  const hit = await cachedAnswer(key, rc.nonce, request.headers.get("if-none-match"));
  if (hit) {
    if (hit.stale) {
      const again = new Request(request);
      refreshOnce(key, ctx, async () =>
        answer(
          again,
          url,
          env,
          ctx,
          await createRequestContext(again, env, ctx, { onViewer: markAdminTwoFactorSetup }),
        ),
      );
    }
    return hit.response;
  }
  return storeAnswer(key, await answer(request, url, env, ctx, rc), (p) => ctx.waitUntil(p));
}

export default readingEveryBody({
  async fetch(request, env, ctx): Promise<Response> {
    const url = new URL(request.url);
    const problem = configurationProblem(env);
    if (problem) {
      console.error(`Configuration error: ${problem}`);
      return withSecurityHeaders(configurationErrorResponse(problem, url), { url, nonce: "" });
    }
    // An API GET may be a one-trip read, whose own statement looks the viewer up (api.ts).
    const deferViewer = request.method === "GET" && isApiPath(url);
    const rc = await createRequestContext(request, env, ctx, {
      deferViewer,
      onViewer: markAdminTwoFactorSetup,
      // A page's chrome shows the viewer's unread counts: read with the session, not after it. Not
      // for an action (a POST's loaders run after it, and must see what it changed), nor for a
      // data request that does not load the root (nothing would show them).
      lookupColumns:
        request.method === "GET" && partOf(url) === "page" && loadsRoot(url) ? PAGE_CHROME_COUNTS : undefined,
    });
    return answerFromEdge(request, url, env, ctx, rc);
  },

  /**
   * The cron trigger (wrangler.toml [triggers]; locally npm start and npm run dev fire it on the same
   * schedule). The run is awaited, so its outcome is the jobs' (runScheduledJobs fails when one did).
   */
  async scheduled(controller, env, ctx) {
    const problem = configurationProblem(env);
    if (problem) {
      console.error(`Configuration error: ${problem}; the scheduled jobs did not run`);
      return;
    }
    await runScheduledJobs(env, ctx, controller.scheduledTime);
  },

  /**
   * The queue consumer (wrangler.toml [[queues.consumers]]): mass-message deliveries, and the steps
   * of removing a reported item with many buyers (admin/console/moderation.ts).
   */
  async queue(batch, env, ctx) {
    const problem = configurationProblem(env);
    if (problem) {
      console.error(`Configuration error: ${problem}; the queue batch is retried`);
      batch.retryAll();
      return;
    }
    const deps = createDeps(env, ctx);
    const removals = batch.messages.filter((m) => isRemovalJob(m.body));
    await consumeRemovalJobs(deps, removals);
    await consumeMassJobs(
      deps,
      batch.messages.filter((m) => !removals.includes(m)),
    );
  },
} satisfies ExportedHandler<Env>);
