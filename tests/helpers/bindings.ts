/**
 * Requests through the Worker's own fetch handler with some of the platform's bindings replaced:
 * the way to see what the app does when a binding refuses (a queue that is down), which the local
 * bindings never do. The app's code is the real one; only the binding differs.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "#functions/worker";
import { type CallOptions, send } from "./api";

/**
 * Runs `use` with a fetch into the Worker whose env has these bindings in place of the local ones,
 * and answers once the work the requests left to `waitUntil` is done too.
 */
export async function withBindings<T>(
  bindings: Partial<Env>,
  use: (fetch: (request: Request) => Promise<Response>) => Promise<T>,
): Promise<T> {
  const ctx = createExecutionContext();
  const answer = await use((request) =>
    worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...bindings }, ctx),
  );
  await waitOnExecutionContext(ctx);
  return answer;
}

/** `call`, with these bindings in place of the local ones. */
export const callWithBindings = (bindings: Partial<Env>, path: string, options: CallOptions = {}) =>
  withBindings(bindings, (fetch) => send(path, options, fetch));

/** A queue whose every send is refused, as a Queue answers when it cannot take a message. */
export const refusingQueue = () =>
  ({
    send: () => Promise.reject(new Error("Queue send failed: service unavailable")),
    sendBatch: () => Promise.reject(new Error("Queue sendBatch failed: service unavailable")),
  }) as unknown as Queue;
