import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { createRequestContext, getRequestContext } from "./context/request-context";
import { registerApiDocs } from "./docs/routes";
import { AppError, errorBody, errorHeaders, zodFieldMessages } from "./errors";
import type { AppEnv } from "./http/hono";
import { requireAdmin } from "./identity/viewer";
import { isMalformedIssue } from "./lib/paging";
import { apiDomains } from "./routes";

export function createApi() {
  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        // A name the server does not know (sortBy=constructor) is a malformed request, not a broken rule.
        const malformed = result.error.issues.some(isMalformedIssue);
        throw new AppError(malformed ? "bad_request" : "validation_failed", {
          details: zodFieldMessages(result.error.issues),
        });
      }
    },
  });

  api.use(async (c, next) => {
    c.set(
      "rc",
      getRequestContext(c.req.raw) ?? (await createRequestContext(c.req.raw, c.env, c.executionCtx)),
    );
    await next();
  });

  // Every admin call refuses anyone but an admin (401/403) before it reads its input.
  api.use("/admin/*", async (c, next) => {
    requireAdmin(c.get("rc").viewer);
    await next();
  });

  for (const register of apiDomains) register(api);
  registerApiDocs(api);

  api.notFound((c) => c.json(errorBody(new AppError("route_not_found")), 404));
  api.onError((err, c) => {
    if (err instanceof AppError) return c.json(errorBody(err), err.status as 400, errorHeaders(err));
    if (err instanceof HTTPException && err.status === 400) {
      const code = /json/i.test(err.message) ? "malformed_json" : "bad_request";
      return c.json(errorBody(new AppError(code)), 400);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(
        {
          statusCode: err.status,
          error: "Error",
          code: "bad_request",
          message: err.message || "Bad request.",
        },
        err.status,
      );
    }
    console.error("unhandled API error", c.get("rc")?.requestId, err);
    return c.json(errorBody(new AppError("internal")), 500);
  });
  return api;
}
