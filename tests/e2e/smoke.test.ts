import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { api, baseUrl, launchBrowser, newPage } from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("the app serves its pages and API", async () => {
  const health = await api("/health");
  assert.equal(health.status, 200);
  const page = await newPage(browser);
  const res = await page.goto(baseUrl);
  assert.ok(res && res.status() < 400, `home answered ${res?.status()}`);
  await page.context().close();
});
