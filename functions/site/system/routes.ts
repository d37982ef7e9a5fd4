import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { type AppEnv, ok, responses } from "../../http/hono";
import { toIso } from "../../lib/clock";

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Liveness check",
  responses: responses(z.object({ ok: z.literal(true), time: z.string() }), "The API is up"),
});

export function registerSystemRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(health, (c) => ok(c, { ok: true as const, time: toIso(c.get("rc").deps.clock.now())! }));
}
