import { OpenAPIHono } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import { getPath } from "hono/utils/url";
import { createRequestContext, getRequestContext } from "./context/request-context";
import { AppError, type ErrorCode, errorBody, errorHeaders, validationError } from "./errors";
import { registerApiDocs } from "./http/docs/routes";
import { type AppEnv, isOneTripRead } from "./http/hono";
import { requireAdmin } from "./identity/accounts/viewer";
import { markAdminTwoFactorSetup } from "./identity/auth/two-factor";
import { apiDomains } from "./routes";

/**
 * The path the API routes on: the request's path without its `/api` prefix. The Worker hands the
 * API the request as it came (no copy of it per call); the routes and the OpenAPI document name
 * paths without the prefix.
 */
function apiPath(request: Request): string {
  const path = getPath(request);
  return path.startsWith("/api/") ? path.slice(4) : path;
}

export function createApi() {
  const api = new OpenAPIHono<AppEnv>({
    getPath: apiPath,
    defaultHook: (result) => {
      // zod-validator hands the hook the input it validated as `data`, beside the failed result.
      if (!result.success) throw validationError(result.error.issues, (result as { data?: unknown }).data);
    },
  });

  api.use(async (c, next) => {
    // The Worker leaves a GET's viewer to be looked up here, or by a one-trip read's own statement.
    const rc =
      getRequestContext(c.req.raw) ??
      (await createRequestContext(c.req.raw, c.env, c.executionCtx, { onViewer: markAdminTwoFactorSetup }));
    if (!isOneTripRead(c)) await rc.lookUpViewer();
    c.set("rc", rc);
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
    if (err instanceof HTTPException && err.status < 500) {
      const refused = new AppError(httpExceptionCode(err));
      return c.json(errorBody(refused), refused.status as 400);
    }
    console.error("unhandled API error", c.get("rc")?.requestId, err);
    return c.json(errorBody(new AppError("internal")), 500);
  });
  return api;
}

/**
 * Hono's own refusals in the catalogue's words: a JSON call sent another kind of body (its
 * media-type gate answers 415) is as malformed as unreadable JSON, a 400 saying to send JSON.
 */
function httpExceptionCode(err: HTTPException): ErrorCode {
  if (err.status === 415) return "json_required";
  if (err.status === 413) return "file_too_large";
  return /json/i.test(err.message) ? "malformed_json" : "bad_request";
}
