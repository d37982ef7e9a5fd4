import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { METHOD_NAME_ALL } from "hono/router";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { RequestContext } from "../context/request-context";
import { ERRORS, type ErrorCode } from "../errors";

export type AppEnv = { Bindings: Env; Variables: { rc: RequestContext } };
export type AppContext = Context<AppEnv>;

const oneTripHandlers = new WeakSet<object>();

/**
 * Marks a GET route's handler as a one-round-trip read: the API does not look the viewer up
 * before it (api.ts), because the handler's own statement does (`readRowsAsViewer`,
 * identity/accounts/viewer.ts). Such a handler reads the viewer only from that read.
 */
export function oneTripRead<H extends object>(handler: H): H {
  oneTripHandlers.add(handler);
  return handler;
}

/** Whether the route that answers this request is a `oneTripRead` (the first route of a method matched). */
export function isOneTripRead(c: Context): boolean {
  const routes = matchedRoutes(c);
  const first = routes.find((r) => r.method !== METHOD_NAME_ALL);
  if (!first) return false;
  return routes.some(
    (r) => r.path === first.path && r.method === first.method && oneTripHandlers.has(r.handler),
  );
}

/** Success envelope: `{ status: 0, data, message: "OK" }`. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ status: 0 as const, data, message: "OK" as const }, status);
}

/* Schemas shared by every route's OpenAPI declaration. */

const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ status: z.literal(0), data, message: z.literal("OK") });

export const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

const ErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.string()).optional(),
  })
  .openapi("Error");

export const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});

/**
 * OpenAPI response entries for a JSON success plus the error statuses a route can answer. A create
 * that returns the record when it already exists answers both: `successStatus` `[201, 200]`.
 */
export function responses<T extends z.ZodTypeAny>(
  data: T,
  description: string,
  errors: ErrorCode[] = [],
  successStatus: 200 | 201 | 202 | readonly (200 | 201 | 202)[] = 200,
) {
  const out: Record<number, { description: string; content?: Record<string, { schema: z.ZodTypeAny }> }> = {};
  for (const status of Array.isArray(successStatus) ? successStatus : [successStatus]) {
    out[status] = { description, content: { "application/json": { schema: envelope(data) } } };
  }
  for (const code of errors) {
    const { status, message } = ERRORS[code];
    const prev = out[status];
    out[status] = {
      description: prev ? `${prev.description}; ${message}` : message,
      content: { "application/json": { schema: ErrorSchema } },
    };
  }
  return out;
}

export const bearerSecurity: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/**
 * A call anyone may make, that answers a logged-in caller more (their purchases, subscriptions,
 * own drafts): the session is optional (`{}`), so a generated client sends it when it has one.
 */
export const optionalSecurity: Record<string, string[]>[] = [...bearerSecurity, {}];

/** A JSON request body for createRoute (`required: false`: the body may be left out, as `{}`). */
export const jsonBody = <T extends z.ZodTypeAny>(schema: T, required = true) => ({
  content: { "application/json": { schema } },
  required,
});

/** What an admin's money action (refund, payout decision) says about its Idempotency-Key. */
export const ADMIN_KEY_NOTE =
  "Honours Idempotency-Key: a repeat with the same key answers the first result (2xx) and changes nothing " +
  "again; without it, or with another key, a second attempt on an item already done is a 409. The same key " +
  "on another action or item is 409 `idempotency_key_reused`.";

/** The Idempotency-Key header every call that moves money takes (docs/money.md, Idempotency). */
export const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, "Printable characters without spaces.")
    .optional()
    .openapi({
      description: "Repeating the call with the same key returns the first result and moves no money",
    }),
});
