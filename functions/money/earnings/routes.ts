import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, listOf, ok, responses } from "../../http/hono";
import { EarningQuery, EarningSchema, EarningStatsQuery, EarningStatsSchema } from "./schemas";
import { earningStats, searchEarnings } from "./service";

const TAGS = ["Earnings"];

const stats = createRoute({
  method: "get",
  path: "/performer/earning/stats",
  tags: TAGS,
  summary:
    "A creator's figures: gross, commission, net (by type and by day/week/month) and paid, unpaid, available",
  security: bearerSecurity,
  request: { query: EarningStatsQuery },
  responses: responses(EarningStatsSchema, "The figures", [
    "unauthorized",
    "performer_only",
    "validation_failed",
  ]),
});

const search = createRoute({
  method: "get",
  path: "/performer/earning/search",
  tags: TAGS,
  summary: "A creator's earnings, one per sale, newest first",
  security: bearerSecurity,
  request: { query: EarningQuery },
  responses: responses(listOf(EarningSchema), "Earnings", [
    "unauthorized",
    "performer_only",
    "validation_failed",
  ]),
});

export function registerEarningRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(stats, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await earningStats(deps, viewer, c.req.valid("query")));
  });
  api.openapi(search, async (c) => {
    const { deps, viewer } = c.get("rc");
    return ok(c, await searchEarnings(deps, viewer, c.req.valid("query")));
  });
}
