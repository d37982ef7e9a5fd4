import { LIVE_VIDEO_SOURCES, pagePolicy, permissionsPolicy } from "#functions/edge/security-headers";

/**
 * The policies of a live page, for its loader to send (app/lib/headers.ts livePageHeaders passes
 * them on): Agora's hosts in connect-src and a blob worker, with this request's nonce; the
 * creator's go-live page also gets the camera and microphone.
 */
export function liveVideoHeaders(nonce: string, options: { camera: boolean }): Headers {
  const headers = new Headers();
  headers.set("Content-Security-Policy", pagePolicy(nonce, LIVE_VIDEO_SOURCES));
  if (options.camera) headers.set("Permissions-Policy", permissionsPolicy(["camera", "microphone"]));
  return headers;
}
