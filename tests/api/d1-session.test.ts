/**
 * One D1 session per request: a write's answer carries its bookmark (header on the API, a cookie
 * for the browser), and a read that sends it back starts at least there; a read without one, or
 * with something that is not a bookmark, still works.
 */
import { describe, expect, it } from "vitest";
import { call, createUser } from "../helpers/api";

const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

describe("D1 sessions and bookmarks", () => {
  it("a write answers its bookmark; a read with it sees the write; the bookmarks only move forward", async () => {
    const fan = await createUser("fan");
    const write = await call("/api/users", {
      method: "PUT",
      token: fan.token,
      body: { name: "Bookmarked Name" },
    });
    expect(write.status).toBe(200);
    const bookmark = write.headers.get("x-d1-bookmark");
    expect(bookmark).toMatch(BOOKMARK);
    // API clients carry the header; only a page's form answer sets the cookie.
    expect(write.headers.get("set-cookie") ?? "").not.toContain("d1_bookmark");

    const read = await call("/api/users/me", {
      token: fan.token,
      headers: { "x-d1-bookmark": bookmark! },
    });
    expect(read.status).toBe(200);
    expect(read.json.data.name).toBe("Bookmarked Name");
    const after = read.headers.get("x-d1-bookmark");
    expect(after).toMatch(BOOKMARK);
    expect(after! >= bookmark!).toBe(true);
    // A read sets no cookie: only an answer to a possible write does.
    expect(read.headers.get("set-cookie") ?? "").not.toContain("d1_bookmark");
  });

  it("a page read takes the bookmark from the cookie", async () => {
    const fan = await createUser("fan");
    const write = await call("/api/users", {
      method: "PUT",
      token: fan.token,
      body: { name: "Cookie Reader" },
    });
    const bookmark = write.headers.get("x-d1-bookmark")!;
    const page = await call("/user/account", {
      token: fan.token,
      headers: { cookie: `d1_bookmark=${bookmark}` },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Cookie Reader");
  });

  it("a read without a bookmark, or with one that is not D1's, still answers", async () => {
    const fan = await createUser("fan");
    const tries: Record<string, string>[] = [
      {},
      { "x-d1-bookmark": "not-a-bookmark" },
      { cookie: "d1_bookmark=%00;x" },
    ];
    for (const headers of tries) {
      const res = await call("/api/users/me", { token: fan.token, headers });
      expect(res.status).toBe(200);
      expect(res.headers.get("x-d1-bookmark")).toMatch(BOOKMARK);
    }
  });
});
