/**
 * The security headers in the browser (finding 7): the Content-Security-Policy is really enforced,
 * the static assets get their headers from the assets router, and the pages that load third-party
 * code from our own site (swagger-ui) work under it. Every other browser test also fails on any
 * policy violation (see the harness).
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { baseUrl, freshFetch, launchBrowser, newPage, takeCspViolations } from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("a page refuses an injected inline script and reports it", async () => {
  const page = await newPage(browser);
  await page.goto("/");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.appendChild(script);
  });
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => (window as { __injected?: boolean }).__injected), undefined);
  const seen = takeCspViolations();
  assert.ok(
    seen.some((v) => /script-src/.test(v)),
    `expected a script-src violation, got ${seen.join("; ")}`,
  );
  await page.context().close();
});

test("pages, the API and static assets carry the security headers over HTTP", async () => {
  const home = await freshFetch(baseUrl);
  const html = await home.text();
  assert.match(home.headers.get("content-security-policy") ?? "", /script-src 'self' 'nonce-[^']+'/);
  const asset =
    /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ??
    /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  assert.ok(asset, "the home page links a built asset");
  for (const path of ["/api/health", asset, "/logo.svg", "/vendor/swagger-ui/swagger-ui-bundle.js"]) {
    const res = await freshFetch(`${baseUrl}${path}`);
    await res.arrayBuffer();
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff", path);
    assert.equal(res.headers.get("referrer-policy"), "strict-origin-when-cross-origin", path);
    assert.match(res.headers.get("content-security-policy") ?? "", /frame-ancestors 'none'/, path);
  }
});

test("the API reference (swagger-ui) works under its page policy", async () => {
  const page = await newPage(browser);
  await page.goto("/api/docs");
  await page.locator(".opblock").first().waitFor();
  await page.getByText("/auth/login", { exact: true }).first().waitFor();
  await page.context().close();
});
