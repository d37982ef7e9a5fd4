/**
 * One edge rule against cross-site requests (functions/http/edge/middleware.ts checkOrigin), for pages
 * and the API: a state-changing request with a foreign Origin is 403 `origin_mismatch` before any
 * route runs, signed in or not; a cookie-authenticated one must carry our Origin; GET, HEAD and
 * OPTIONS pass; APP_ORIGIN's origins count as ours.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import worker from "#functions/worker";
import { sessions } from "../../drizzle/schema/users";
import { BASE, call, createUser, db } from "../helpers/api";

const EVIL = "https://evil.example";

function loginForm(user: { username: string; password: string }) {
  const form = new FormData();
  form.set("username", user.username);
  form.set("password", user.password);
  return form;
}

const sessionCount = async (userId: string) =>
  (await db().select().from(sessions).where(eq(sessions.userId, userId))).length;

describe("cross-site page requests", () => {
  it("refuses a page POST from another site without a session: 403 before the action runs, never 500", async () => {
    // Any console.error (Remix's own origin check used to throw one) fails this test.
    const user = await createUser("fan");
    const before = await sessionCount(user.id);
    const login = await call("/auth/login", { form: loginForm(user), headers: { origin: EVIL } });
    expect(login.status).toBe(403);
    expect(login.json.code).toBe("origin_mismatch");
    expect(login.headers.get("set-cookie")).toBeNull();
    expect(await sessionCount(user.id)).toBe(before);

    for (const path of ["/auth/register", "/auth/forgot-password", "/contact", "/resources/theme", "/"]) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const res = await call(path, { method, form: new FormData(), headers: { origin: EVIL } });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.json?.code, `${method} ${path}`).toBe("origin_mismatch");
      }
    }
    // An opaque origin (a sandboxed frame, a data: page) is another site too.
    const opaque = await call("/auth/login", { form: loginForm(user), headers: { origin: "null" } });
    expect(opaque.status).toBe(403);
  });

  it("refuses it with a session too, and a signed-in page POST without any Origin", async () => {
    const user = await createUser("fan");
    const cookie = `token=${user.token}`;
    const form = new FormData();
    form.set("theme", "dark");
    const foreign = await call("/resources/theme", { form, headers: { cookie, origin: EVIL } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe("origin_mismatch");
    const none = await call("/resources/theme", { form, headers: { cookie } });
    expect(none.status).toBe(403);
  });

  it("serves our own pages' posts (with or without a Host header) and GET, HEAD and OPTIONS from anywhere", async () => {
    const user = await createUser("fan");
    const own = await call("/auth/login", { form: loginForm(user), headers: { origin: BASE } });
    expect(own.status).toBe(302);
    expect(own.headers.get("set-cookie")).toContain("token=");
    const withHost = await call("/auth/login", {
      form: loginForm(user),
      headers: { origin: BASE, host: new URL(BASE).host },
    });
    expect(withHost.status).toBe(302);
    // A visitor's form posted by a client that sends no Origin (no cookie, so nothing to forge).
    const bare = await call("/auth/login", { form: loginForm(user) });
    expect(bare.status).toBe(302);

    for (const [method, path] of [
      ["GET", "/auth/login"],
      ["HEAD", "/auth/login"],
      ["GET", "/api/settings/public"],
      ["OPTIONS", "/api/settings/public"],
    ]) {
      const res = await call(path, { method, headers: { origin: EVIL } });
      expect(res.status, `${method} ${path}`).not.toBe(403);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
    }
  });
});

describe("the same rule on the API", () => {
  it("refuses a foreign Origin signed in or not, with the cookie or a bearer token", async () => {
    const user = await createUser("fan");
    const login = await call("/api/auth/login", {
      body: { username: user.username, password: user.password },
      headers: { origin: EVIL },
    });
    expect(login.status).toBe(403);
    expect(login.json.code).toBe("origin_mismatch");
    const bearer = await call("/api/auth/logout", {
      method: "POST",
      token: user.token,
      headers: { origin: EVIL },
    });
    expect(bearer.status).toBe(403);
    expect((await call("/api/users/me", { token: user.token })).status).toBe(200);
  });

  it("lets clients without Origin through: bearer tokens, webhooks, scripts", async () => {
    const user = await createUser("fan");
    const login = await call("/api/auth/login", {
      body: { username: user.username, password: user.password },
    });
    expect(login.status).toBe(200);
    const logout = await call("/api/auth/logout", { method: "POST", token: login.json.data.token });
    expect(logout.status).toBe(200);
  });
});

describe("APP_ORIGIN", () => {
  const appOrigin = "https://admin.app.test";
  async function fetchWith(path: string, init: RequestInit) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${BASE}${path}`, { redirect: "manual", ...init }) as Request<
        unknown,
        IncomingRequestCfProperties
      >,
      { ...env, APP_ORIGIN: appOrigin } as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("counts its origins as ours for pages and the API; other origins stay refused", async () => {
    const user = await createUser("fan");
    const page = await fetchWith("/auth/login", {
      method: "POST",
      body: loginForm(user),
      headers: { origin: appOrigin, host: new URL(BASE).host },
    });
    expect(page.status).toBe(302);
    const api = await fetchWith("/api/auth/login", {
      method: "POST",
      body: JSON.stringify({ username: user.username, password: user.password }),
      headers: { origin: appOrigin, "content-type": "application/json" },
    });
    expect(api.status).toBe(200);
    const other = await fetchWith("/auth/login", {
      method: "POST",
      body: loginForm(user),
      headers: { origin: EVIL },
    });
    expect(other.status).toBe(403);
  });
});
