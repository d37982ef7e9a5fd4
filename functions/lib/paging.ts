/**
 * The query every list takes (limit, offset, sort, q) and the request values that name something
 * the server looks up. Shared by the API's validators and the pages.
 */
import { z } from "./zod";

/**
 * A request value that names something the server looks up (a sort column): one of `names`, else
 * the request is malformed, a 400 naming the field (see validationError in functions/errors.ts). The value is only
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

/**
 * Paging query: limit (default 10, max 100), offset, sort, q. A list that can be ordered by more
 * than its creation time adds `sortBy: namedKey([...]).optional()`.
 */
export const PagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  sort: z.enum(["asc", "desc"]).default("desc"),
  q: z.string().trim().max(200).optional(),
});
export type Paging = z.infer<typeof PagingQuery>;
