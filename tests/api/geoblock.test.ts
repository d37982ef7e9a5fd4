import { afterAll, describe, expect, it } from "vitest";
import { call, createUser } from "../helpers/api";

// Small countries no other test file uses as a visitor country.
const BLOCKED = "TV";
const ALSO = "NR";
const from = (country: string) => ({ "CF-IPCountry": country });

describe("site-wide country blocks", () => {
  let adminToken = "";

  afterAll(async () => {
    for (const code of [BLOCKED, ALSO]) {
      await call(`/api/admin/site-blocks/countries/${code}`, { method: "DELETE", token: adminToken });
    }
  });

  it("admin endpoints need an admin", async () => {
    const fan = await createUser("fan");
    expect((await call("/api/admin/site-blocks/countries")).status).toBe(401);
    const asFan = await call("/api/admin/site-blocks/countries", {
      token: fan.token,
      body: { countryCodes: [BLOCKED] },
    });
    expect(asFan.status).toBe(403);
    expect(asFan.json.code).toBe("admin_only");
    const del = await call(`/api/admin/site-blocks/countries/${BLOCKED}`, {
      method: "DELETE",
      token: fan.token,
    });
    expect(del.status).toBe(403);
  });

  it("admin input is validated: ISO codes only, at least one", async () => {
    const admin = await createUser("admin");
    const empty = await call("/api/admin/site-blocks/countries", {
      token: admin.token,
      body: { countryCodes: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.json.details).toHaveProperty("countryCodes");
    const shape = await call("/api/admin/site-blocks/countries", {
      token: admin.token,
      body: { countryCodes: ["USA"] },
    });
    expect(shape.status).toBe(422);
    expect(shape.json.details).toHaveProperty("countryCodes.0");
    const unknown = await call("/api/admin/site-blocks/countries", {
      token: admin.token,
      body: { countryCodes: ["de", "XX"] },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.json.details).toEqual({ "countryCodes.1": "XX is not a country code" });
    const list = await call("/api/admin/site-blocks/countries", { token: admin.token });
    expect(list.json.data.data.map((b: { countryCode: string }) => b.countryCode)).not.toContain("DE");
    const missing = await call("/api/admin/site-blocks/countries/ZZ", {
      method: "DELETE",
      token: admin.token,
    });
    expect(missing.status).toBe(404);
  });

  it("blocks a country: API 403, pages 302 to /geoblock, check says blocked; unblocking lifts it", async () => {
    const admin = await createUser("admin");
    adminToken = admin.token;

    expect((await call("/api/block/countries/check", { headers: from(BLOCKED) })).json.data).toEqual({
      blocked: false,
      country: BLOCKED,
    });
    expect((await call("/api/health", { headers: from(BLOCKED) })).status).toBe(200);

    const add = await call("/api/admin/site-blocks/countries", {
      token: admin.token,
      body: { countryCodes: [BLOCKED.toLowerCase(), ALSO, BLOCKED] },
    });
    expect(add.status).toBe(200);
    const codes = add.json.data.data.map((b: { countryCode: string }) => b.countryCode);
    expect(codes).toEqual(expect.arrayContaining([BLOCKED, ALSO]));
    expect(add.json.data.data.find((b: { countryCode: string }) => b.countryCode === BLOCKED)).toMatchObject({
      name: "Tuvalu",
    });

    const api = await call("/api/health", { headers: from(BLOCKED) });
    expect(api.status).toBe(403);
    expect(api.json).toMatchObject({ statusCode: 403, code: "country_blocked" });
    const page = await call("/", { headers: from(BLOCKED) });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/geoblock");
    const check = await call("/api/block/countries/check", { headers: from(BLOCKED) });
    expect(check.status).toBe(200);
    expect(check.json.data).toEqual({ blocked: true, country: BLOCKED });

    // Other countries and visitors without a known country are not affected.
    expect((await call("/api/block/countries/check", { headers: from("FR") })).json.data.blocked).toBe(false);
    expect((await call("/api/block/countries/check")).json.data).toEqual({ blocked: false, country: null });
    expect((await call("/api/health", { headers: from("FR") })).status).toBe(200);

    const del = await call(`/api/admin/site-blocks/countries/${BLOCKED.toLowerCase()}`, {
      method: "DELETE",
      token: admin.token,
    });
    expect(del.status).toBe(200);
    expect(del.json.data.data.map((b: { countryCode: string }) => b.countryCode)).not.toContain(BLOCKED);
    expect((await call("/api/health", { headers: from(BLOCKED) })).status).toBe(200);
    expect((await call("/api/block/countries/check", { headers: from(BLOCKED) })).json.data.blocked).toBe(
      false,
    );
    // The other one stays blocked until lifted.
    expect((await call("/api/health", { headers: from(ALSO) })).status).toBe(403);
  });

  it("the geoblock routes are in the OpenAPI document", async () => {
    const doc = (await call("/api/openapi.json")).json;
    expect(doc.paths["/block/countries/check"]).toBeDefined();
    expect(doc.paths["/admin/site-blocks/countries"]).toBeDefined();
    expect(doc.paths["/admin/site-blocks/countries/{code}"]).toBeDefined();
  });
});
