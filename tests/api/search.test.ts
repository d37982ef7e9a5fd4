import { describe, expect, it } from "vitest";
import { call, createUser, unique } from "../helpers/api";

const record = (keyword: unknown, token?: string) =>
  call("/api/search/keywords", { method: "POST", token, body: { keyword } });

describe("search keywords", () => {
  it("records searches lower-case and counts repeats, anonymous or logged in", async () => {
    const word = unique("kw");
    const fan = await createUser("fan");
    const first = await record(`  ${word.toUpperCase()}   Hair `);
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({ _id: `${word} hair`, keyword: `${word} hair`, count: 1 });
    const second = await record(`${word} hair`, fan.token);
    expect(second.json.data.count).toBe(2);
  });

  it("lists the most searched keywords first, with paging and a prefix filter", async () => {
    const prefix = unique("pop");
    for (let i = 0; i < 3; i++) await record(`${prefix} three`);
    await record(`${prefix} one`);
    for (let i = 0; i < 2; i++) await record(`${prefix} two`);

    const list = await call(`/api/search/list/keywords?q=${prefix}`);
    expect(list.status).toBe(200);
    expect(list.json.data.total).toBe(3);
    expect(list.json.data.data.map((k: any) => [k.keyword, k.count])).toEqual([
      [`${prefix} three`, 3],
      [`${prefix} two`, 2],
      [`${prefix} one`, 1],
    ]);
    const page = await call(`/api/search/list/keywords?q=${prefix.toUpperCase()}&limit=1&offset=1`);
    expect(page.json.data.data.map((k: any) => k.keyword)).toEqual([`${prefix} two`]);
    expect(page.json.data.total).toBe(3);

    const all = await call("/api/search/list/keywords?limit=100");
    expect(all.status).toBe(200);
    const counts = all.json.data.data.map((k: any) => k.count);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
  });

  it("rejects empty, too long or missing keywords and bad paging (422), a keyword that is no text (400)", async () => {
    for (const bad of ["   ", "x".repeat(101), 42, undefined]) {
      const res = await record(bad);
      expect(res.status).toBe(bad === 42 ? 400 : 422);
      expect(res.json.details.keyword).toBeDefined();
    }
    expect((await call("/api/search/list/keywords?limit=101")).status).toBe(422);
    expect((await call("/api/search/list/keywords?offset=-1")).status).toBe(422);
  });

  it("limits how many searches one address records (429 after 30 in ten minutes)", async () => {
    const headers = { "cf-connecting-ip": "203.0.113.77" };
    for (let i = 0; i < 30; i++) {
      const res = await call("/api/search/keywords", { body: { keyword: `burst ${i}` }, headers });
      expect(res.status).toBe(200);
    }
    const over = await call("/api/search/keywords", { body: { keyword: "burst over" }, headers });
    expect(over.status).toBe(429);
    expect(over.json.code).toBe("too_many_attempts");
    const listed = await call("/api/search/list/keywords?q=burst%20over");
    expect(listed.json.data.total).toBe(0);
    const other = await call("/api/search/keywords", {
      body: { keyword: "burst other" },
      headers: { "cf-connecting-ip": "203.0.113.78" },
    });
    expect(other.status).toBe(200);
  });
});

describe("OpenAPI document", () => {
  it("lists every social call", async () => {
    const res = await call("/api/openapi.json");
    expect(res.status).toBe(200);
    const paths = res.json.paths as Record<string, Record<string, unknown>>;
    const expected: [string, string][] = [
      ["/follows/{performerId}", "post"],
      ["/follows/{performerId}", "delete"],
      ["/follows/followers", "get"],
      ["/follows/following", "get"],
      ["/reactions", "post"],
      ["/reactions", "delete"],
      ["/reactions/{type}/bookmark", "get"],
      ["/reactions/feeds/bookmark", "get"],
      ["/reactions/videos/bookmark", "get"],
      ["/reactions/galleries/bookmark", "get"],
      ["/reactions/products/bookmark", "get"],
      ["/reactions/performers/bookmark", "get"],
      ["/comments", "post"],
      ["/comments", "get"],
      ["/comments/{id}", "put"],
      ["/comments/{id}", "delete"],
      ["/block/users", "post"],
      ["/block/users", "get"],
      ["/block/users/{id}", "delete"],
      ["/block/countries", "post"],
      ["/block/countries", "get"],
      ["/reports", "post"],
      ["/admin/reports", "get"],
      ["/admin/reports/{id}", "put"],
      ["/search/keywords", "post"],
      ["/search/list/keywords", "get"],
      ["/posts/search", "get"],
      ["/posts/{id}", "get"],
      ["/admin/posts", "get"],
      ["/admin/posts", "post"],
      ["/admin/posts/{id}", "put"],
      ["/admin/posts/{id}", "delete"],
      ["/site-promo/search", "get"],
      ["/admin/site-promo", "get"],
      ["/admin/site-promo", "post"],
      ["/admin/site-promo/{id}", "put"],
      ["/admin/site-promo/{id}", "delete"],
    ];
    const missing = expected.filter(([path, method]) => !paths[path]?.[method]).map((p) => p.join(" "));
    expect(missing).toEqual([]);
  });
});
