import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";

describe("API basics", () => {
  it("answers health with the success envelope", async () => {
    const res = await SELF.fetch("https://app.test/api/health");
    expect(res.status).toBe(200);
    const body = await res.json<{ status: number; data: { ok: boolean }; message: string }>();
    expect(body).toMatchObject({ status: 0, data: { ok: true }, message: "OK" });
  });

  it("answers unknown API routes with a JSON 404 in the catalogue shape", async () => {
    const res = await SELF.fetch("https://app.test/api/no/such/route");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      statusCode: 404,
      error: "Not Found",
      code: "route_not_found",
      message: "There is no such API call.",
    });
  });

  it("serves the OpenAPI document", async () => {
    const res = await SELF.fetch("https://app.test/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = await res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/health"]).toBeDefined();
  });

  it("renders pages through Remix", async () => {
    const res = await SELF.fetch("https://app.test/");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<html");
  });
});
