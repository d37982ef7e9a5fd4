/**
 * Finding 7 of the outside review: no security headers. Every kind of answer carries them; pages
 * get a Content-Security-Policy whose nonce is on each of their inline scripts.
 */

import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDeps } from "#functions/context/create-deps";
import { fileUrl, storeUpload } from "#functions/media/upload";
import { BASE, call, createUser } from "../helpers/api";
import { sampleFile } from "../helpers/media";

const COMMON = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
};
const NOT_A_PAGE = "default-src 'none'; frame-ancestors 'none'";
const NO_DEVICES = "camera=(), microphone=(), geolocation=(), payment=(), usb=()";

function expectHeaders(headers: Headers, expected: Record<string, string>, where: string) {
  for (const [name, value] of Object.entries(expected))
    expect(headers.get(name), `${where}: ${name}`).toBe(value);
}

/** The CSP of a page, as directives. */
function directives(csp: string | null): Map<string, string> {
  return new Map(
    (csp ?? "").split(";").map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(" ")];
    }),
  );
}

/** A page answer: the common headers and a policy whose nonce is on every inline script. */
function expectPage(res: { headers: Headers; text: string }, where: string) {
  expectHeaders(
    res.headers,
    { ...COMMON, "x-frame-options": "DENY", "permissions-policy": NO_DEVICES },
    where,
  );
  const csp = directives(res.headers.get("content-security-policy"));
  const nonce = /'nonce-([^']+)'/.exec(csp.get("script-src") ?? "")?.[1];
  expect(nonce, `${where}: script nonce`).toBeTruthy();
  expect(csp.get("script-src"), where).toBe(`'self' 'nonce-${nonce}'`);
  expect(csp.get("frame-ancestors"), where).toBe("'none'");
  expect(csp.get("object-src"), where).toBe("'none'");
  expect(csp.get("img-src"), where).toBe("'self' data: blob:");
  expect(csp.get("media-src"), where).toBe("'self' blob:");
  expect(csp.get("default-src"), where).toBe("'self'");
  const scripts = [...res.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
  expect(scripts.length, `${where}: scripts`).toBeGreaterThan(0);
  for (const attrs of scripts) {
    // Inline scripts carry the nonce; external ones come from this site.
    const src = /\ssrc="([^"]+)"/.exec(attrs)?.[1];
    if (src) expect(new URL(src, BASE).origin, `${where}: ${attrs}`).toBe(BASE);
    else expect(attrs, where).toContain(`nonce="${nonce}"`);
  }
  return nonce!;
}

describe("security headers", () => {
  it("pages: a CSP with a fresh nonce on every inline script, no framing, no devices", async () => {
    const first = await call("/");
    expect(first.status).toBe(200);
    const nonce = expectPage(first, "/");
    const second = await call("/");
    expect(expectPage(second, "/ again")).not.toBe(nonce);
    // The 404 page, a page for a logged-in user, and the API reference.
    const missing = await call("/no-such-creator-here/feed");
    expect(missing.status).toBe(404);
    expectPage(missing, "404 page");
    const fan = await createUser("fan");
    const home = await call("/home", { headers: { cookie: `token=${fan.token}` } });
    expect(home.status).toBe(200);
    expectPage(home, "/home");
    const docs = await call("/api/docs");
    expect(docs.status).toBe(200);
    expectPage(docs, "/api/docs");
  });

  it("API answers, errors, redirects and page data: nosniff and a policy that allows nothing", async () => {
    const fan = await createUser("fan");
    const answers = {
      "API JSON": await call("/api/health"),
      "API list": await call("/api/users/search", { token: fan.token }),
      "API 401": await call("/api/users/me"),
      "API 404": await call("/api/no-such-call"),
      "API 422": await call("/api/auth/login", { body: {} }),
      "API 400": await call("/api/auth/login", { body: "{not json" }),
      redirect: await call("/user/account"),
      "page data": await call("/home.data", { headers: { cookie: `token=${fan.token}` } }),
      "resource route": await call("/resources/comments?objectType=feed&objectId=x"),
    };
    expect(answers.redirect.status).toBe(302);
    for (const [where, res] of Object.entries(answers)) {
      expectHeaders(
        res.headers,
        { ...COMMON, "content-security-policy": NOT_A_PAGE, "x-frame-options": "DENY" },
        `${where} (${res.status})`,
      );
    }
  });

  it("media files: nosniff and the transport headers", async () => {
    const creator = await createUser("performer");
    const deps = createDeps(env);
    const stored = await storeUpload(deps, {
      ownerId: creator.id,
      kind: "feed-photo",
      file: sampleFile("png"),
    });
    const ok = await call(await fileUrl(deps, stored.id));
    expect(ok.status).toBe(200);
    expectHeaders(ok.headers, COMMON, "media");
    const expired = await call(`/media/${stored.id}?exp=1&sig=x`);
    expect(expired.status).toBe(403);
    expectHeaders(expired.headers, COMMON, "media 403");
  });

  it("HSTS only over https", async () => {
    const res = await SELF.fetch("http://app.test/api/health");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("static assets (public/_headers, applied by the assets router)", async () => {
    for (const path of ["/logo.svg", "/favicon.ico", "/vendor/swagger-ui/swagger-ui-bundle.js"]) {
      const res = await env.ASSETS.fetch(`${BASE}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
      expectHeaders(res.headers, { ...COMMON, "x-frame-options": "DENY" }, path);
      expect(res.headers.get("content-security-policy"), path).toMatch(
        /^default-src 'none';.*frame-ancestors 'none'/,
      );
    }
  });
});
