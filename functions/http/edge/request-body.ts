/**
 * Every answer leaves the request's body read to its end.
 *
 * workerd (the runtime `npm start`, the browser tests and the benchmarks serve the Worker in) closes
 * a keep-alive connection after answering a request whose body the Worker did not read, without
 * saying so (no `Connection: close`), and as the unread bytes are still in the socket the close is a
 * reset that often destroys the answer before the client reads it; the next request a client sends
 * on that connection gets no answer either (cloudflare/workerd#1741; cancelling the body does not
 * help, reading it does). An early refusal (404 for an unknown route, 401/403 before a route reads
 * its input, 415, the edge's own refusals) is exactly such an answer: at 20 requests in flight a
 * fuzz-like mix lost about one answer in seven this way (docs/performance.md, "Connections without
 * an answer").
 *
 * So before the answer goes out, what no part of the Worker read is read and dropped, up to
 * DISCARD_LIMIT bytes; a larger body is cancelled unread (reading it would let anyone make the
 * Worker receive any upload it refused; the runtime then closes the connection, as any server must
 * with an upload it refuses part-way).
 */

/** The most of an unread body read to keep its connection (the grace KJ's HTTP server gives one). */
const DISCARD_LIMIT = 64 * 1024;

/** Requests made from another that took its body over (new Request(url, original)). */
const bodyMovedTo = new WeakMap<Request, Request>();

/**
 * Records that `derived` (a Request built from `original`) now holds the original's body, so the
 * body is read through it; returns `derived`.
 */
export function takesBodyOf(original: Request, derived: Request): Request {
  if (derived !== original) bodyMovedTo.set(original, derived);
  return derived;
}

/** Reads the request's body to its end if nothing did (see above); never throws. */
async function discardUnreadBody(request: Request): Promise<void> {
  let holder = request;
  for (let next = bodyMovedTo.get(holder); next; next = bodyMovedTo.get(holder)) holder = next;
  const body = holder.body;
  if (!body || holder.bodyUsed) return;
  try {
    const declared = Number(holder.headers.get("content-length") ?? Number.NaN);
    if (declared > DISCARD_LIMIT) {
      await body.cancel();
      return;
    }
    const reader = body.getReader();
    let read = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > DISCARD_LIMIT) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away or broke its upload off: there is no connection left to keep.
  }
}

/**
 * The Worker's fetch handler, answering only once the request's body is read to its end (the rule
 * above, in the one place every request passes).
 */
export function readingEveryBody<H extends ExportedHandler<Env>>(handler: H): H {
  const { fetch } = handler;
  if (!fetch) return handler;
  return {
    ...handler,
    async fetch(request, env, ctx) {
      const response = await fetch.call(handler, request, env, ctx);
      await discardUnreadBody(request);
      return response;
    },
  } as H;
}
