import { describe, expect, it } from "vitest";
import worldCountries from "world-countries";
import { call } from "../helpers/api";

const CACHE = "public, max-age=86400";

/** A lookup answer's items, after checking it has the shape of every list: `{ data, total }`. */
function itemsOf(res: { json: any }) {
  expect(Array.isArray(res.json.data.data)).toBe(true);
  expect(res.json.data.total).toBe(res.json.data.data.length);
  return res.json.data.data;
}

describe("lookup lists", () => {
  it("the lists that ship with the code carry an ETag; sending it back gives a 304 without a body", async () => {
    for (const path of [
      "/api/countries/list",
      "/api/languages/list",
      "/api/phone-codes/list",
      "/api/user-additional",
    ]) {
      const first = await call(path);
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^"[0-9a-f]{32}"$/);
      expect(first.headers.get("content-type")).toMatch(/^application\/json/);
      const again = await call(path);
      expect(again.headers.get("etag")).toBe(etag);
      expect(again.text).toBe(first.text);
      const revalidated = await call(path, { headers: { "if-none-match": etag! } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe("");
      expect(revalidated.headers.get("cache-control")).toBe(CACHE);
      const stale = await call(path, { headers: { "if-none-match": '"0"' } });
      expect(stale.status).toBe(200);
    }
  });

  it("GET /countries/list gives about 250 countries with every documented field", async () => {
    const res = await call("/api/countries/list");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(CACHE);
    const list = itemsOf(res);
    expect(list.length).toBeGreaterThanOrEqual(240);
    expect(list.length).toBeLessThanOrEqual(260);
    const us = list.find((c: { code: string }) => c.code === "US");
    expect(us).toEqual({
      name: "United States",
      code: "US",
      capital: "Washington D.C.",
      region: "Americas",
      currency: { code: "USD", name: "United States dollar", symbol: "$" },
      language: { code: "en", name: "English" },
      flag: "🇺🇸",
    });
    // Every country with people has a currency (the spec's {code, name, symbol}); only the three
    // uninhabited territories have none.
    const noCurrency = list
      .filter((c: { currency: unknown }) => !c.currency)
      .map((c: { code: string }) => c.code);
    expect(noCurrency.sort()).toEqual(["AQ", "BV", "HM"]);
    for (const c of list) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(typeof c.name).toBe("string");
      expect(c).toHaveProperty("capital");
      expect(c).toHaveProperty("region");
      expect(c).toHaveProperty("currency");
      expect(c).toHaveProperty("language");
      expect(c.flag.length).toBeGreaterThan(0);
    }
    const names = list.map((c: { name: string }) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it("the served list is the world-countries package's (functions/site/lookup/data/countries.json is current)", async () => {
    const list = itemsOf(await call("/api/countries/list")) as {
      code: string;
      name: string;
      capital: string;
    }[];
    expect(list.map((c) => c.code).sort()).toEqual(worldCountries.map((c) => c.cca2).sort());
    for (const c of worldCountries) {
      const served = list.find((s) => s.code === c.cca2)!;
      expect(served.name).toBe(c.name.common);
      expect(served.capital).toBe(c.capital[0] ?? "");
    }
  });

  it("GET /states/{country} lists the states of the US (case-insensitive code)", async () => {
    const res = await call("/api/states/us");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(CACHE);
    const states = itemsOf(res);
    expect(states.length).toBeGreaterThanOrEqual(50);
    expect(states).toContainEqual({ name: "California", isoCode: "CA", countryCode: "US" });
    expect(states).toContainEqual({ name: "Texas", isoCode: "TX", countryCode: "US" });
  });

  it("a country without states gives an empty list; an unknown country is a 404", async () => {
    const none = await call("/api/states/AQ");
    expect(none.status).toBe(200);
    expect(itemsOf(none)).toEqual([]);
    const unknown = await call("/api/states/XX");
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe("country_not_found");
    const tooLong = await call("/api/states/USAUSAUSA");
    expect(tooLong.status).toBe(422);
    expect(tooLong.json.details).toHaveProperty("country");
  });

  it("GET /cities/{country}/{state} lists the cities of a US state", async () => {
    const res = await call("/api/cities/US/CA");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(CACHE);
    const cities = itemsOf(res);
    expect(cities.length).toBeGreaterThan(500);
    expect(cities).toContainEqual({ name: "Los Angeles", stateCode: "CA", countryCode: "US" });
    expect(cities.every((c: { stateCode: string }) => c.stateCode === "CA")).toBe(true);
    // Served again from the in-isolate memo, identical.
    const again = await call("/api/cities/us/ca");
    expect(itemsOf(again)).toEqual(cities);
  });

  it("cities: unknown country 404, unknown state 404, malformed state 422", async () => {
    expect((await call("/api/cities/XX/CA")).json.code).toBe("country_not_found");
    const state = await call("/api/cities/US/ZZ");
    expect(state.status).toBe(404);
    expect(state.json.code).toBe("state_not_found");
    const bad = await call("/api/cities/US/C%40A");
    expect(bad.status).toBe(422);
    expect(bad.json.details).toHaveProperty("state");
  });

  it("GET /languages/list gives ISO 639-1 languages with native names", async () => {
    const res = await call("/api/languages/list");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(CACHE);
    expect(itemsOf(res).length).toBeGreaterThan(150);
    expect(itemsOf(res)).toContainEqual({ code: "en", name: "English", nativeName: "English" });
    expect(itemsOf(res)).toContainEqual({ code: "de", name: "German", nativeName: "Deutsch" });
  });

  it("GET /phone-codes/list gives dialling codes per country", async () => {
    const res = await call("/api/phone-codes/list");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(CACHE);
    const list = itemsOf(res);
    expect(list.length).toBeGreaterThan(230);
    expect(list).toContainEqual({ code: "US", name: "United States", dialCode: "+1", flag: "🇺🇸" });
    expect(list).toContainEqual({ code: "GB", name: "United Kingdom", dialCode: "+44", flag: "🇬🇧" });
    for (const p of list) expect(p.dialCode).toMatch(/^\+\d+$/);
  });

  it("GET /user-additional gives the profile option lists with the documented ranges", async () => {
    const res = await call("/api/user-additional");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(CACHE);
    const o = res.json.data;
    const values = (list: { value: string }[]) => list.map((x) => x.value);
    for (const list of Object.values(o) as { value: string; label: string }[][]) {
      for (const item of list) {
        expect(typeof item.value).toBe("string");
        expect(typeof item.label).toBe("string");
      }
    }
    expect(o.heights[0]).toEqual({ value: "under-140", label: "Under 140 cm" });
    expect(o.heights.at(-1)).toEqual({ value: "over-190", label: "Over 190 cm" });
    expect(values(o.heights)).toContain("140-142");
    expect(values(o.heights)).toContain("188-190");
    expect(o.heights).toHaveLength(19); // under, 17 steps of 3 cm, over
    expect(o.weights[0]).toEqual({ value: "under-40", label: "Under 40 kg" });
    expect(o.weights.at(-1)).toEqual({ value: "over-100", label: "Over 100 kg" });
    expect(values(o.weights)).toContain("43-45");
    expect(values(o.ageRanges)[0]).toBe("18-19");
    expect(o.ageRanges.at(-1)).toEqual({ value: "over-50", label: "Over 50" });
    expect(values(o.bodyTypes)).toEqual([
      "fit",
      "slim",
      "curvy",
      "large",
      "toned",
      "petite",
      "ripped",
      "tanned",
      "runner",
      "swimmer",
      "muscular",
      "gymBody",
    ]);
    expect(o.ethnicities).toHaveLength(7);
    expect(o.ethnicities.map((x: { label: string }) => x.label)).toContain("Black or African American");
    expect(values(o.sizes)).toEqual(["x-large", "large", "medium", "small"]);
    expect(values(o.hairs)).toContain("multiColored");
    expect(o.hairs).toHaveLength(12);
    expect(values(o.eyes)).toEqual(["blue", "brown", "green", "amber", "gray", "hazel", "red"]);
    expect(values(o.genders)).toEqual(["male", "female", "transgender"]);
    expect(values(o.sexualOrientations)).toEqual(["straight", "lesbian", "gay", "bisexual", "transgender"]);
  });

  it("the lookup routes are in the OpenAPI document", async () => {
    const doc = (await call("/api/openapi.json")).json;
    for (const path of [
      "/countries/list",
      "/states/{country}",
      "/cities/{country}/{state}",
      "/languages/list",
      "/phone-codes/list",
      "/user-additional",
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
  });
});
