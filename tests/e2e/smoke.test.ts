import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { api, baseUrl, DEMO_FANS, launchBrowser, newPage, uiLogin } from "./harness";

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

test("a logged-in user's notification socket opens, authenticates, and closes on logout", async () => {
  const page = await newPage(browser);
  const socketPromise = page.waitForEvent("websocket", (ws) => ws.url().includes("/parties/user/"));
  await uiLogin(page, DEMO_FANS[0].username, DEMO_FANS[0].password);
  const socket = await socketPromise;
  const frame = await socket.waitForEvent("framereceived", {
    predicate: (f) => String(f.payload).includes("auth/success"),
  });
  assert.match(String(frame.payload), /"event":"auth\/success"/);
  const closed = socket.waitForEvent("close");
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await page.waitForURL("**/auth/login");
  await closed;
  await page.context().close();
});
