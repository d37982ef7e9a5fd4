/**
 * The shape of an API route and what every route shares: list objects with Stripe's cursor
 * pagination, and `expand[]`.
 *
 * A route first reads its parameters (`parse`, which may look objects up but changes nothing), the
 * server then refuses any parameter it did not read, and only then does the route act (`run`), so a
 * refused request never changes anything.
 */
import type { Ctx } from "./context";
import type { List } from "./objects";
import { invalidRequest, noSuch, type Params } from "./protocol";

export type Method = "GET" | "POST" | "DELETE";

export interface Route {
  method: Method;
  /** `/v1/customers/:id`: each `:name` segment is passed to the route, in order. */
  pattern: string;
  handle(ctx: Ctx, p: Params, ids: string[]): () => unknown;
}

export function route<T>(
  method: Method,
  pattern: string,
  parse: (p: Params, ctx: Ctx, ids: string[]) => T,
  run: (ctx: Ctx, input: T, ids: string[]) => unknown,
): Route {
  return {
    method,
    pattern,
    handle(ctx, p, ids) {
      const input = parse(p, ctx, ids);
      return () => run(ctx, input, ids);
    },
  };
}

export interface ListQuery {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

/** `limit` (1 to 100, default 10), `starting_after` and `ending_before`. */
export function readListQuery(p: Params): ListQuery {
  const limit = p.int("limit") ?? 10;
  if (limit < 1 || limit > 100) {
    throw invalidRequest("Invalid limit: must be between 1 and 100", { param: "limit" });
  }
  return { limit, startingAfter: p.str("starting_after"), endingBefore: p.str("ending_before") };
}

/** A page of `items` (newest first) as Stripe's list object. */
export function listOf<T extends { id: string }>(
  items: T[],
  query: ListQuery,
  url: string,
  what: string,
): List<T> {
  let start = 0;
  let end = items.length;
  if (query.startingAfter) {
    const at = items.findIndex((i) => i.id === query.startingAfter);
    if (at < 0) throw noSuch(what, query.startingAfter, "starting_after");
    start = at + 1;
  }
  if (query.endingBefore) {
    const at = items.findIndex((i) => i.id === query.endingBefore);
    if (at < 0) throw noSuch(what, query.endingBefore, "ending_before");
    end = at;
    start = Math.max(start, end - query.limit);
  }
  const data = items.slice(start, Math.min(end, start + query.limit));
  return { object: "list", data, has_more: query.endingBefore ? start > 0 : start + query.limit < end, url };
}

export const allOf = <T>(items: T[], url: string): List<T> => ({
  object: "list",
  data: items,
  has_more: false,
  url,
});

// ---------------------------------------------------------------------------------------------
// expand[]

type Json = Record<string, unknown>;

/** Fields Stripe leaves out unless expanded, computed when asked for. */
const INCLUDABLE = new Map<string, (ctx: Ctx, owner: Json) => unknown>([
  [
    "checkout.session.line_items",
    (ctx, s) =>
      allOf(
        ctx.store.lineItems.get(s.id as string) ?? [],
        `/v1/checkout/sessions/${s.id as string}/line_items`,
      ),
  ],
  [
    "invoice.payments",
    (ctx, i) =>
      allOf(
        ctx.store.all("invoice_payment").filter((p) => p.invoice === i.id),
        `/v1/invoice_payments?invoice=${i.id as string}`,
      ),
  ],
  [
    "charge.refunds",
    (ctx, c) =>
      allOf(
        ctx.store.all("refund").filter((r) => r.charge === c.id),
        `/v1/refunds?charge=${c.id as string}`,
      ),
  ],
]);

/** Fields holding the id of another object that `expand[]` may replace with the object. */
const EXPANDABLE = new Set([
  "customer",
  "payment_intent",
  "latest_charge",
  "payment_method",
  "default_payment_method",
  "latest_invoice",
  "subscription",
  "invoice",
  "setup_intent",
  "charge",
  "product",
  "default_price",
  "destination",
  "account",
]);

/** The answer with each `expand[]` path applied (on a copy; stored objects stay as they are). */
export function expandAll(ctx: Ctx, value: unknown, paths: string[]): unknown {
  if (!paths.length) return value;
  const copy = JSON.parse(JSON.stringify(value)) as unknown;
  for (const path of paths) {
    const parts = path.split(".");
    if (parts.length > 4) {
      throw invalidRequest(`You cannot expand more than 4 levels of a property. Property: ${path}`, {
        param: "expand",
      });
    }
    expandPath(ctx, copy, parts, path);
  }
  return copy;
}

function expandPath(ctx: Ctx, value: unknown, parts: string[], full: string): void {
  if (!parts.length || value === null || typeof value !== "object") return;
  const obj = value as Json;
  const [head, ...rest] = parts;
  if (obj.object === "list" && head === "data" && Array.isArray(obj.data)) {
    for (const item of obj.data) expandPath(ctx, item, rest, full);
    return;
  }
  const cannot = () => invalidRequest(`This property cannot be expanded (${full}).`, { param: "expand" });
  const include = INCLUDABLE.get(`${String(obj.object)}.${head}`);
  if (include) {
    obj[head] = include(ctx, obj);
  } else if (!Object.hasOwn(obj, head)) {
    throw cannot();
  } else if (typeof obj[head] === "string") {
    const target = EXPANDABLE.has(head) ? ctx.store.any(obj[head] as string) : undefined;
    if (!target) throw cannot();
    obj[head] = JSON.parse(JSON.stringify(target));
  }
  expandPath(ctx, obj[head], rest, full);
}
