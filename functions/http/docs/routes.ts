import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "../hono";
import { finishDocument } from "./document";

/**
 * `/api/openapi.json` (OpenAPI 3.1, generated from the zod route declarations and finished by
 * ./document.ts) and `/api/docs`.
 */
export function registerApiDocs(api: OpenAPIHono<AppEnv>) {
  api.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    description: "The session token from POST /auth/login, as `Authorization: Bearer <token>` (or bare).",
  });
  api.openAPIRegistry.registerComponent("securitySchemes", "cookie", {
    type: "apiKey",
    in: "cookie",
    name: "token",
    description: "Browsers: the HttpOnly `token` cookie set at login.",
  });
  // Generated once per isolate: the routes do not change after start-up.
  let document: unknown;
  api.get("/openapi.json", (c) => {
    document ??= finishDocument(
      api.getOpenAPI31Document({
        openapi: "3.1.0",
        info: {
          title: "Fan platform API",
          version: "1.0.0",
          description:
            'Every call of the product. Success: `{ status: 0, data, message: "OK" }`; lists: `{ data: [...], total }`; ' +
            "errors: `{ statusCode, error, code, message, details? }`. Money is in tokens (1 token = 1 USD).",
        },
        servers: [{ url: "/api" }],
      }),
    );
    return c.json(document);
  });
  // The reference page uses swagger-ui-dist served from our own static assets (no CDN needed); its
  // start-up script carries the request's nonce, as the page's Content-Security-Policy requires.
  api.get("/docs", (c) =>
    c.html(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference</title><link rel="stylesheet" href="/vendor/swagger-ui/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/vendor/swagger-ui/swagger-ui-bundle.js"></script>
<script nonce="${c.get("rc").nonce}">window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });</script>
</body></html>`),
  );
}
