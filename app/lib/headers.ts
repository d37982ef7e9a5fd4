import type { HeadersFunction } from "@remix-run/cloudflare";

/**
 * The `headers` export of every route whose action or loader can answer 429. Remix forwards only
 * Set-Cookie from a loader's or action's headers by itself, so without this the Retry-After that
 * functions/errors.ts errorHeaders puts on every 429 would be lost on pages and their fetchers.
 */
export const retryAfterHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const out = new Headers();
  for (const from of [loaderHeaders, actionHeaders, errorHeaders]) {
    const value = from?.get("Retry-After");
    if (value) out.set("Retry-After", value);
  }
  return out;
};

/**
 * The `headers` export of the live pages: the Permissions-Policy (camera and microphone on the
 * creator's page) their loader set (see live.server.ts; Agora's hosts go into the page's
 * Content-Security-Policy through rc.pageSources). The Worker keeps a policy a route set.
 */
export const livePageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers();
  const value = loaderHeaders.get("Permissions-Policy");
  if (value) out.set("Permissions-Policy", value);
  return out;
};
