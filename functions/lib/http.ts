import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ERRORS, type ErrorCode } from "../errors";
import type { RequestContext } from "./request-context";

export type AppEnv = { Bindings: Env; Variables: { rc: RequestContext } };
export type AppContext = Context<AppEnv>;

/** Success envelope: `{ status: 0, data, message: "OK" }`. */
export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json({ status: 0 as const, data, message: "OK" as const }, status);
}

/* Schemas shared by every route's OpenAPI declaration. */

export const envelope = <T extends z.ZodTypeAny>(data: T) =>
  z.object({ status: z.literal(0), data, message: z.literal("OK") });

export const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });

export const ErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.string()).optional(),
  })
  .openapi("Error");

/**
 * A request value that names something the server looks up (a sort column): one of `names`, else
 * the request is malformed, a 400 naming the field (see createApi's defaultHook). The value is only
 * ever compared or looked up in a Map, so `constructor` or `__proto__` can reach nothing.
 */
export function namedKey<const T extends readonly [string, ...string[]]>(names: T) {
  const known = new Set<string>(names);
  return z
    .custom<T[number]>((value) => typeof value === "string" && known.has(value), {
      message: `One of ${names.join(", ")}.`,
      params: { malformed: true },
    })
    .openapi({ type: "string", enum: [...names] });
}

/** Whether a zod issue came from namedKey (a malformed request) rather than a broken rule. */
export const isMalformedIssue = (issue: { code: string; params?: Record<string, unknown> }) =>
  issue.code === "custom" && issue.params?.malformed === true;

/**
 * Paging query: limit (default 10, max 100), offset, sort, q. A list that can be ordered by more
 * than its creation time adds `sortBy: namedKey([...]).optional()`.
 */
export const PagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z.enum(["asc", "desc"]).default("desc"),
  q: z.string().trim().max(200).optional(),
});
export type Paging = z.infer<typeof PagingQuery>;

export const IdParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" } }),
});

/** OpenAPI response entries for a JSON success plus the error statuses a route can answer. */
export function responses<T extends z.ZodTypeAny>(
  data: T,
  description: string,
  errors: ErrorCode[] = [],
  successStatus: 200 | 201 = 200,
) {
  const out: Record<number, { description: string; content?: Record<string, { schema: z.ZodTypeAny }> }> = {
    [successStatus]: { description, content: { "application/json": { schema: envelope(data) } } },
  };
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

/** Money in JSON: tokens with two decimals (cents / 100). */
export const toTokens = (cents: number) => Math.round(cents) / 100;
/** Tokens from JSON to integer cents; callers validate the range. */
export const toCents = (tokens: number) => Math.round(tokens * 100);
