import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { type AppEnv, listOf, ok, responses } from "../../http/hono";
import { clientIp } from "../../lib/rate-limit";
import { KeywordSchema, KeywordsQuery, RecordKeywordBody } from "./schemas";
import { listPopularKeywords, recordKeyword } from "./service";

const record = createRoute({
  method: "post",
  path: "/search/keywords",
  tags: ["Search"],
  summary: "Record a search (anonymous allowed); keywords are counted lower-case",
  request: { body: { content: { "application/json": { schema: RecordKeywordBody } }, required: true } },
  responses: responses(KeywordSchema, "The keyword with its count", [
    "validation_failed",
    "too_many_attempts",
  ]),
});

const popular = createRoute({
  method: "get",
  path: "/search/list/keywords",
  tags: ["Search"],
  summary: "The most searched keywords; q keeps those starting with it",
  request: { query: KeywordsQuery },
  responses: responses(listOf(KeywordSchema), "Popular keywords", ["validation_failed"]),
});

export function registerSearchRoutes(api: OpenAPIHono<AppEnv>) {
  api.openapi(record, async (c) =>
    ok(c, await recordKeyword(c.get("rc").deps, c.req.valid("json").keyword, clientIp(c.req.raw.headers))),
  );
  api.openapi(popular, async (c) => ok(c, await listPopularKeywords(c.get("rc").deps, c.req.valid("query"))));
}
