import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, bearerSecurity, ok, oneTripRead, responses } from "../../http/hono";
import { StatisticsQuery, StatisticsSchema } from "./schemas";
import { performerStatistics } from "./service";

const statistics = createRoute({
  method: "get",
  path: "/performer/statistics",
  tags: ["Earnings"],
  summary:
    "A creator's statistics for a period of UTC days (at most 366): earnings per day by kind, subscribers gained and lost, followers gained, top fans, and totals against the period before",
  security: bearerSecurity,
  request: { query: StatisticsQuery },
  responses: responses(StatisticsSchema, "The creator's own figures", [
    "unauthorized",
    "performer_only",
    "malformed_request",
    "validation_failed",
  ]),
});

export function registerStatisticsRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(
    statistics,
    oneTripRead(async (c) => {
      const { deps, viewerRead } = c.get("rc");
      return ok(c, await performerStatistics(deps, viewerRead, c.req.valid("query")));
    }),
  );
}
