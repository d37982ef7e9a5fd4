import { describe, expect, it } from "vitest";
import { call } from "../helpers/api";

/**
 * The accounts, users, content and social calls the clients make. Each must be answered and
 * described in the OpenAPI document.
 */
const CALLS = [
  "POST /auth/login",
  "POST /auth/email-verification",
  "PUT /auth/users/me/password",
  "POST /auth/users/forgot",
  "POST /auth/users/register",
  "POST /auth/performers/register",
  "POST /auth/performers/register-without-document",
  "GET /users/me",
  "PUT /users",
  "POST /users/avatar/upload",
  "POST /users/{id}/avatar/upload",
  "GET /users/search",
  "GET /users/view/{id}",
  "POST /comments",
  "PUT /comments/{id}",
  "GET /comments",
  "DELETE /comments/{id}",
  "POST /performer/feeds/audio/upload",
  "POST /performer/feeds/photo/upload",
  "POST /performer/feeds/thumbnail/upload",
  "POST /performer/feeds/video/upload",
  "POST /performer/feeds/teaser/upload",
  "POST /performer/feeds",
  "GET /performer/feeds",
  "PUT /performer/feeds/{id}",
  "DELETE /performer/feeds/{id}",
  "GET /performer/feeds/{id}",
  "POST /performer/feeds/polls",
  "POST /performer/feeds/crowdfunding",
  "GET /user/feeds",
  "GET /user/feeds/{id}",
  "POST /user/feeds/vote/{id}",
  "GET /reactions/feeds/bookmark",
  "POST /follows/{id}",
  "DELETE /follows/{id}",
  "GET /follows/followers",
  "GET /follows/following",
  "POST /performer/performer-assets/galleries",
  "GET /performer/performer-assets/galleries/search",
  "PUT /performer/performer-assets/galleries/{id}",
  "DELETE /performer/performer-assets/galleries/{id}",
  "GET /performer/performer-assets/galleries/{id}/view",
  "GET /performer-assets/galleries/search",
  "GET /performer-assets/galleries/{id}/view",
  "GET /reactions/galleries/bookmark",
  "POST /block/countries",
  "POST /block/users",
  "DELETE /block/users/{id}",
  "GET /block/users",
  "GET /block/countries/check",
  "GET /site-promo/search",
  "GET /performer-assets/photos/{performerId}",
  "GET /performer/performer-assets/photos/search",
  "PUT /performer/performer-assets/photos/{id}",
  "DELETE /performer/performer-assets/photos/{id}",
  "POST /performer/performer-assets/photos/set-cover/{id}",
  "POST /performer/performer-assets/photos/upload",
  "GET /performer-assets/photos",
  "GET /countries/list",
  "GET /states/{country}",
  "GET /cities/{country}/{state}",
  "GET /languages/list",
  "GET /phone-codes/list",
  "GET /user-additional",
  "POST /search/keywords",
  "GET /search/list/keywords",
  "GET /files/{id}/status",
  "GET /performers/user/search",
  "GET /performers/search/random",
  "GET /performers/me",
  "GET /performers/{id}",
  "PUT /performers/{id}",
  "PUT /performers/{id}/banking-settings",
  "PUT /performers/{id}/payment-gateway-settings",
  "GET /performers/top",
  "GET /reactions/performers/bookmark",
  "POST /performers/avatar/upload",
  "POST /performers/cover/upload",
  "POST /performers/welcome-video/upload",
  "POST /performers/documents/upload",
  "GET /posts/search",
  "GET /posts/{id}",
  "POST /performer/performer-assets/products",
  "PUT /performer/performer-assets/products/{id}",
  "GET /performer/performer-assets/products/search",
  "GET /performer/performer-assets/products/{id}/view",
  "DELETE /performer/performer-assets/products/{id}",
  "GET /performer-assets/products/search",
  "GET /performer-assets/products/{id}",
  "GET /reactions/products/bookmark",
  "POST /reactions",
  "DELETE /reactions",
  "GET /reactions/{type}/bookmark",
  "POST /reports",
  "GET /settings/public",
  "POST /settings/keys",
  "GET /performer/performer-assets/videos/search",
  "GET /performer-assets/videos/search",
  "DELETE /performer/performer-assets/videos/{id}",
  "GET /performer/performer-assets/videos/{id}/view",
  "GET /performer-assets/videos/{id}",
  "PUT /performer/performer-assets/videos/edit/{id}",
  "DELETE /performer/performer-assets/videos/remove-file/{id}",
  "POST /performer/performer-assets/videos/upload",
  "GET /reactions/videos/bookmark",
];

describe("OpenAPI document", () => {
  it("describes every call of the foundation and content areas", async () => {
    const res = await call("/api/openapi.json");
    expect(res.status).toBe(200);
    // Path parameters may be named differently ({id} or {performerId}); the shape must match.
    const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");
    const documented = new Set(
      Object.entries(res.json.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${shape(path)}`),
      ),
    );
    const missing = CALLS.filter((entry) => {
      const [method, path] = entry.split(" ");
      return !documented.has(`${method} ${shape(path)}`);
    });
    expect(missing).toEqual([]);
  });

  it("says every amount of tokens a request sends has at most two decimals (multipleOf 0.01), as the server enforces", async () => {
    // The server refuses a third decimal on every amount (isWholeCents); forms and JSON alike.
    const doc = (await call("/api/openapi.json")).json;
    const schemas = doc.components.schemas as Record<string, Record<string, unknown>>;
    const AMOUNT = /price|amount|total|tokens|goal/i;
    const undocumented: string[] = [];
    const walk = (schema: Record<string, unknown> | undefined, where: string, seen: Set<string>) => {
      if (!schema || typeof schema !== "object") return;
      const ref = schema.$ref as string | undefined;
      if (ref) {
        const name = ref.split("/").pop()!;
        if (!seen.has(name)) walk(schemas[name], `${where} (${name})`, new Set([...seen, name]));
      }
      for (const [name, prop] of Object.entries(
        (schema.properties ?? {}) as Record<string, Record<string, unknown>>,
      )) {
        if (AMOUNT.test(name) && prop.type === "number" && prop.multipleOf !== 0.01)
          undocumented.push(`${where}: ${name}`);
        walk(prop, `${where}.${name}`, seen);
      }
      for (const key of ["items", "allOf", "anyOf", "oneOf"]) {
        const inner = schema[key];
        for (const part of Array.isArray(inner) ? inner : inner ? [inner] : [])
          walk(part as Record<string, unknown>, where, seen);
      }
    };
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const [type, content] of Object.entries<{ schema: Record<string, unknown> }>(
          op.requestBody?.content ?? {},
        ))
          walk(content.schema, `${method.toUpperCase()} ${path} ${type}`, new Set());
      }
    }
    expect(undocumented).toEqual([]);
  });

  it("serves a readable reference page", async () => {
    const res = await call("/api/docs");
    expect(res.status).toBe(200);
    expect(res.text).toContain("/api/openapi.json");
    expect(res.text).toContain("swagger-ui-bundle.js");
  });
});
