/**
 * The money wiring end to end: the Worker sends a fan to the Stripe stand-in's hosted Checkout,
 * the fan pays there in the browser, the stand-in posts the signed webhook back to the Worker, and
 * the fan's open page hears `balance/updated` on its user room. (The wallet screens' browser tests
 * build on this.)
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import { api, apiLogin, baseUrl, DEMO_FANS, launchBrowser, newPage, stripeUrl, uiLogin } from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("a fan tops up on the local Checkout and the open page hears the new balance", async () => {
  const fan = DEMO_FANS[2];
  const token = await apiLogin(fan.username, fan.password);
  const before = (await api("/users/me", { token })).json.data.balance as number;

  const watcher = await newPage(browser);
  const socketPromise = watcher.waitForEvent("websocket", (ws) => ws.url().includes("/parties/user/"));
  await uiLogin(watcher, fan.username, fan.password);
  const socket = await socketPromise;
  const balanceFrame = socket.waitForEvent("framereceived", {
    predicate: (f) => String(f.payload).includes("balance/updated"),
    timeout: 20_000,
  });

  const started = await api("/payment/wallet/top-up", { token, body: { amount: 20, returnPath: "/home" } });
  assert.equal(started.status, 201, JSON.stringify(started.json));
  const checkoutUrl: string = started.json.data.redirectUrl;
  assert.ok(checkoutUrl.startsWith(stripeUrl), checkoutUrl);

  // The fan pays in another tab of the same browser and comes back to the site logged in.
  const payer = await watcher.context().newPage();
  await payer.goto(checkoutUrl);
  await payer.getByRole("button", { name: /^Pay/ }).click();
  await payer.waitForURL(
    (url) => url.href.startsWith(baseUrl) && url.searchParams.get("payment") === "success",
  );

  const frame = JSON.parse(String((await balanceFrame).payload));
  assert.equal(frame.data.change, 20);
  const after = (await api("/users/me", { token })).json.data.balance as number;
  assert.equal(after, before + 20);
  const tx = await api(`/payment/transactions/${started.json.data._id}`, { token });
  assert.equal(tx.json.data.status, "success");
  await watcher.context().close();
});
