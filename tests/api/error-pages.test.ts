/**
 * Error pages: a page that fails shows the error notice inside its own layout, so the site's
 * header and navigation stay; services' errors reach it through the one loader wrapper
 * (app/lib/route.server.ts pageLoader), a 401 as a trip to login that comes back.
 */
import { describe, expect, it } from "vitest";
import { call, createUser } from "../helpers/api";

const MAIN_NAV = 'aria-label="Main"';
const MISSING_ID = "000000000000000000000000";

describe("error pages", () => {
  it("a path nothing serves is a 404 page with the site's navigation", async () => {
    const res = await call("/no-such-page/at-all");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.text).toContain("Page not found");
    expect(res.text).toContain(MAIN_NAV);
  });

  it("an item that does not exist is a 404 page in the site's layout, with the service's message", async () => {
    const fan = await createUser("fan");
    for (const path of [`/videos/${MISSING_ID}`, `/galleries/${MISSING_ID}`, `/products/${MISSING_ID}`]) {
      const res = await call(path, { headers: { cookie: `token=${fan.token}` } });
      expect(res.status, path).toBe(404);
      expect(res.text, path).toMatch(/Error (<!-- -->)?404/);
      expect(res.text, path).toContain(MAIN_NAV);
    }
  });

  it("a page that needs a login sends a visitor to login and back", async () => {
    const res = await call("/studio/posts?offset=10");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(
      `/auth/login?redirectTo=${encodeURIComponent("/studio/posts?offset=10")}`,
    );
  });
});
