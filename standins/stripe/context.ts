import type { Store } from "./state";
import type { RequestInfo, Webhooks } from "./webhooks";

/** What every operation works with: the state, the event sender and who asked. */
export interface Ctx {
  store: Store;
  webhooks: Webhooks;
  /** The stand-in's own origin, for the hosted pages' URLs (`http://127.0.0.1:12111`). */
  baseUrl: string;
  request: RequestInfo;
}

/** Emits an event about `object` on behalf of the request (or the page) in `ctx`. */
export function emit(ctx: Ctx, type: string, object: unknown, previous?: Record<string, unknown>): void {
  ctx.webhooks.emit(type, object, ctx.request, previous);
}
