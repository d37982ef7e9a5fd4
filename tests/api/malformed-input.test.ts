/**
 * Finding 8 of the outside review: bad percent-encoding in a cookie or a path answered 500 on every
 * request (the user could not even reach the login page). Every decode of request data is total.
 */

import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { createDeps } from "#functions/context/create-deps";
import { fileUrl, storeUpload } from "#functions/media/upload";
import { call, createUser } from "../helpers/api";
import { sampleFile } from "../helpers/media";

const MALFORMED = ["%E0", "%", "%zz", "%E0%A4%A"];

describe("a malformed session cookie", () => {
  it("is a logged-out visitor: pages answer and clear it, the API answers as for no session", async () => {
    const user = await createUser("fan");
    for (const value of MALFORMED) {
      const cookie = `token=${value}`;
      for (const page of ["/", "/auth/login"]) {
        const res = await call(page, { headers: { cookie } });
        expect(res.status, `${page} with ${cookie}`).toBe(200);
        expect(res.headers.get("set-cookie"), `${page} with ${cookie}`).toMatch(/(^|, )token=;.*Max-Age=0/);
      }
      // A page that needs a login sends the visitor there, clearing the cookie on the way.
      const account = await call("/user/account", { headers: { cookie } });
      expect(account.status).toBe(302);
      expect(account.headers.get("location")).toMatch(/^\/auth\/login/);
      expect((await call("/api/settings/public", { headers: { cookie } })).status).toBe(200);
      const me = await call("/api/users/me", { headers: { cookie } });
      expect(me.status).toBe(401);
      expect(me.json.code).toBe("unauthorized");
      // The visitor can log in again.
      const login = await call("/api/auth/login", {
        headers: { cookie },
        body: { username: user.username, password: user.password },
      });
      expect(login.status).toBe(200);
    }
  });

  it("other malformed cookies (theme, toast) are ignored", async () => {
    for (const value of MALFORMED) {
      const res = await call("/", { headers: { cookie: `theme=${value}; toast=${value}` } });
      expect(res.status, value).toBe(200);
    }
  });
});

describe("malformed paths", () => {
  it("answer 404, never 500", async () => {
    // Remix's router warns about each path it cannot decode before answering 404: expected here.
    const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const value of MALFORMED) {
      for (const path of [
        `/media/${value}`,
        `/media/${value}?exp=9999999999999&sig=abc`,
        `/${value}`,
        `/galleries/${value}`,
        `/${value}/feed`,
        `/api/performers/${value}`,
        `/api/${value}`,
        `/parties/user/${value}`,
      ]) {
        const res = await call(path);
        expect(res.status, path).toBe(404);
      }
    }
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("could not be decoded"));
    warned.mockRestore();
  });

  it("malformed query values are read as text", async () => {
    const user = await createUser("fan");
    for (const value of MALFORMED) {
      expect((await call(`/api/users/search?q=${value}`, { token: user.token })).status).toBe(200);
      expect((await call(`/search?q=${value}`)).status).toBe(200);
      expect((await call(`/auth/login?redirectTo=${value}`)).status).toBe(200);
    }
  });

  it("malformed conditional and range headers on a signed media URL are ignored", async () => {
    const creator = await createUser("performer");
    const deps = createDeps(env);
    const stored = await storeUpload(deps, {
      ownerId: creator.id,
      kind: "feed-photo",
      file: sampleFile("png"),
    });
    const url = await fileUrl(deps, stored.id);
    for (const [name, value] of [
      ["if-none-match", "%E0 garbage"],
      ["if-match", '"unterminated'],
      ["if-modified-since", "not a date"],
      ["if-unmodified-since", "%E0"],
      ["range", "bytes=abc-"],
      ["range", "bytes=99999999999999999999-"],
    ]) {
      const res = await call(url, { headers: { [name]: value } });
      expect(res.status, `${name}: ${value}`).toBeLessThan(500);
    }
  });
});
