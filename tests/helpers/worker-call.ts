import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "#functions/worker";
import { send } from "./api";

/**
 * `call`, handed straight to the Worker's fetch handler (no static-assets router in front): for
 * tests that make hundreds of calls, where the router's loopback costs more than the call. Waits
 * for the request's background work, like the runtime does.
 */
export function callWorker(path: string, options: Parameters<typeof send>[1] = {}) {
  return send(path, options, async (request) => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], env, ctx);
    const buffered = new Response(await res.arrayBuffer(), res);
    await waitOnExecutionContext(ctx);
    return buffered;
  });
}
