import type { RequestContext } from "#functions/context/request-context";
import { addPageSources, LIVE_VIDEO_SOURCES, permissionsPolicy } from "#functions/http/edge/security-headers";

/**
 * A live page's policies: Agora's hosts in connect-src and a blob worker are added to this page's
 * Content-Security-Policy (the Worker writes it with the root loader's sources); the creator's
 * go-live page also gets the camera and microphone (headers for the loader to send; app/lib/headers.ts
 * livePageHeaders passes them on).
 */
export function liveVideoHeaders(rc: RequestContext, options: { camera: boolean }): Headers {
  rc.pageSources = addPageSources(rc.pageSources, LIVE_VIDEO_SOURCES);
  const headers = new Headers();
  if (options.camera) headers.set("Permissions-Policy", permissionsPolicy(["camera", "microphone"]));
  return headers;
}
