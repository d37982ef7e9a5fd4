/**
 * The zod every schema under functions/ uses: zod itself with `.openapi()` added (by
 * @hono/zod-openapi), so one schema both validates and documents. Imported from here so that only
 * the HTTP layer names Hono. Every issue a schema does not word itself gets a message a person can
 * act on (functions/lib/validation-messages.ts).
 */
import { z } from "@hono/zod-openapi";
import { humanMessage } from "./validation-messages";

z.config({ customError: humanMessage });

export { z };
