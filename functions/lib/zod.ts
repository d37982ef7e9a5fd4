/**
 * The zod every schema under functions/ uses: zod itself with `.openapi()` added (by
 * @hono/zod-openapi), so one schema both validates and documents. Imported from here so that only
 * the HTTP layer names Hono.
 */
export { z } from "@hono/zod-openapi";
