/**
 * The pay dialog and the two things that can go wrong while a fan pays: the creator
 * changes the price while the dialog is open (the server answers 409 price_changed; the dialog
 * shows the new price and asks again), and the connection fails (the same request is sent again
 * with the same Idempotency-Key; the fan is charged once). The connection failures are real ones
 * for the browser: Playwright's request routing lets the request reach the Worker, which charges,
 * and then resets the connection before the browser reads the answer.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page, Request, Route } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  freshFetch,
  launchBrowser,
  newPage,
  registerViaApi,
  screenshot,
  uiLogin,
} from "./harness";

const creator = DEMO_CREATORS[2];
const png = Buffer.from(SAMPLES_BASE64.png, "base64");

let browser: Browser;
let page: Page;
let fan: { id: string; token: string; username: string };
let creatorToken: string;

before(async () => {
  browser = await launchBrowser();
  fan = await registerViaApi("users", "Price Fan", "pricefan");
  const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const funded = await api(`/admin/wallets/${fan.id}/adjust`, {
    token: admin,
    body: { amount: 100, reason: "e2e funds" },
  });
  assert.equal(funded.status, 201, JSON.stringify(funded.json));
  creatorToken = await apiLogin(creator.username, creator.password);
  page = await newPage(browser);
  await uiLogin(page, fan.username, "Secret123!");
});
after(async () => {
  await browser?.close();
});

/** A photo post for sale by the creator at `price` tokens. */
async function postForSale(price: number) {
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "price.png");
  const upload = await freshFetch(`${baseUrl}/api/performer/feeds/photo/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${creatorToken}` },
    body: form,
  });
  assert.equal(upload.status, 201, await upload.clone().text());
  const fileId = ((await upload.json()) as { data: { _id: string } }).data._id;
  const res = await api("/performer/feeds", {
    token: creatorToken,
    body: { type: "photo", text: "A set for sale", fileIds: [fileId], isSale: true, price },
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json.data._id as string;
}

const balance = async () => (await api("/users/me", { token: fan.token })).json.data.balance as number;

/** The fan's charges for one post (what the wallet's spending list shows). */
async function chargesFor(feedId: string) {
  const res = await api("/wallet/charges/search?type=feed&limit=100", { token: fan.token });
  return (res.json.data.data as { targetId: string; amount: number }[]).filter((c) => c.targetId === feedId);
}

async function openUnlock(feedId: string, price: string) {
  await page.goto(`/feeds/${feedId}`);
  await page
    .locator(`[data-feed-id="${feedId}"]`)
    .getByRole("button", { name: `Unlock for ${price}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Unlock" });
  await dialog.waitFor();
  return dialog;
}

const waitUnlocked = (feedId: string) =>
  page.waitForFunction(
    (id) => document.querySelector(`[data-feed-id="${id}"]`)?.getAttribute("data-locked") === "false",
    feedId,
  );

describe("the pay dialog", () => {
  test("the creator changes the price while the fan's dialog is open: the fan sees the new price and pays it after confirming", async () => {
    const feedId = await postForSale(5);
    const before = await balance();
    const dialog = await openUnlock(feedId, "◎5.00");
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎5.00");
    const sent: unknown[] = [];
    page.on("request", (req) => {
      if (req.method() === "POST" && req.url().includes(`/api/wallet/charges/feed/${feedId}`))
        sent.push(req.postDataJSON());
    });

    // Meanwhile the creator raises it.
    const raised = await api(`/performer/feeds/${feedId}`, {
      method: "PUT",
      token: creatorToken,
      body: { price: 7.5 },
    });
    assert.equal(raised.status, 200, JSON.stringify(raised.json));

    await dialog.getByRole("button", { name: "Pay ◎5.00" }).click();
    await dialog.getByText("The price changed to ◎7.50. Pay ◎7.50?").waitFor();
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎7.50");
    assert.equal(await balance(), before, "nothing was charged at the old price");
    await screenshot(page, "pay-price-changed-light");
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await screenshot(page, "pay-price-changed-dark");
    await page.evaluate(() => document.documentElement.classList.remove("dark"));

    await dialog.getByRole("button", { name: "Pay ◎7.50" }).click();
    await page.getByText("Unlocked. Enjoy!").first().waitFor();
    await waitUnlocked(feedId);
    assert.deepEqual(sent, [{ expectedPrice: 5 }, { expectedPrice: 7.5 }]);
    assert.equal(await balance(), before - 7.5);
    assert.deepEqual(
      (await chargesFor(feedId)).map((c) => c.amount),
      [7.5],
    );
  });

  test("a send whose connection fails is sent again with the same Idempotency-Key, and the fan is told meanwhile: charged once", async () => {
    const feedId = await postForSale(4);
    const before = await balance();
    const dialog = await openUnlock(feedId, "◎4.00");
    const keys: string[] = [];
    let release: () => void = () => {};
    const told = new Promise<void>((resolve) => {
      release = resolve;
    });
    const path = `**/api/wallet/charges/feed/${feedId}`;
    await page.route(path, async (route: Route, request: Request) => {
      keys.push((await request.headerValue("idempotency-key")) ?? "");
      // The first send never reaches the Worker; the resend waits until the fan has been told.
      if (keys.length === 1) return route.abort("connectionrefused");
      await told;
      return route.continue();
    });

    await dialog.getByRole("button", { name: "Pay ◎4.00" }).click();
    await dialog.getByText("Connection lost, retrying…").waitFor();
    await screenshot(page, "pay-retrying-light");
    release();
    await page.getByText("Unlocked. Enjoy!").first().waitFor();
    await waitUnlocked(feedId);
    await page.unroute(path);

    assert.equal(keys.length, 2);
    assert.ok(keys[0], "the first send carried a key");
    assert.equal(keys[1], keys[0], "the resend carried the same key");
    assert.equal(await balance(), before - 4);
    assert.equal((await chargesFor(feedId)).length, 1);
  });

  test("answers lost after the server charged: every resend and the fan's own retry carry the first key, and the fan is charged once", async () => {
    const before = await balance();
    const tips = async () =>
      (await api("/wallet/charges/search?type=tip&limit=100", { token: fan.token })).json.data
        .total as number;
    const tipsBefore = await tips();
    await page.goto(`/${creator.username}`);
    await page.getByRole("button", { name: "Tip", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: /^Tip/ });
    // The smallest preset, 10, is chosen as the dialog opens.
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎10.00");
    const keys: string[] = [];
    const path = "**/api/wallet/charges/tip/*";
    await page.route(path, async (route: Route, request: Request) => {
      keys.push((await request.headerValue("idempotency-key")) ?? "");
      // Every send reaches the Worker (the first charges, the others are answered that charge);
      // the connection resets before the browser reads any answer.
      await route.fetch();
      await route.abort("connectionreset");
    });

    await dialog.getByRole("button", { name: "Send tip" }).click();
    await dialog
      .getByText("We could not reach the server; you were not charged twice — try again.")
      .waitFor({ timeout: 30_000 });
    await screenshot(page, "pay-unreached-light");
    assert.ok(keys.length >= 2, `sent ${keys.length} times`);
    assert.equal(new Set(keys).size, 1, "every resend carried the same key");
    assert.equal(await balance(), before - 10, "the server charged once");

    // The connection is back; the fan tries again: the same key, so the first tip is answered.
    await page.unroute(path);
    const retried = page.waitForRequest(
      (req) => req.method() === "POST" && req.url().includes("/api/wallet/charges/tip/"),
    );
    await dialog.getByRole("button", { name: "Send tip" }).click();
    assert.equal(await (await retried).headerValue("idempotency-key"), keys[0]);
    await dialog.getByText(`Thanks! ${creator.name} got your tip.`).waitFor();
    assert.equal(await balance(), before - 10);
    assert.equal(await tips(), tipsBefore + 1);
  });
});

describe("messages and live sessions are bought in the pay dialog", () => {
  before(async () => {
    const subscribed = await api("/payment/subscribe/performers", {
      token: fan.token,
      body: {
        performerId: await creatorId(),
        type: "monthly",
        paymentGateway: "wallet",
        expectedPrice: 4.95,
      },
    });
    assert.equal(subscribed.status, 201, JSON.stringify(subscribed.json));
  });

  test("a pay-per-view message: the dialog shows its price and the text opens once paid", async () => {
    const opened = await api("/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: await creatorId() },
    });
    assert.ok(opened.status < 300, JSON.stringify(opened.json));
    const conversationId = opened.json.data._id as string;
    const sent = await api(`/messages/conversations/${conversationId}`, {
      token: creatorToken,
      body: { text: "The demo, before anyone else", price: 6 },
    });
    assert.equal(sent.status, 201, JSON.stringify(sent.json));
    const before = await balance();
    await page.goto(`/messages/${conversationId}`);
    await page.getByRole("button", { name: "Unlock for ◎6.00" }).click();
    const dialog = page.getByRole("dialog", { name: "Unlock" });
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎6.00");
    await dialog.getByRole("button", { name: "Pay ◎6.00" }).click();
    await page.getByTestId("thread").getByText("The demo, before anyone else").waitFor();
    assert.equal(await balance(), before - 6);
  });

  test("a paid live session raised while the fan's dialog is open: the fan pays the new price, never the old", async () => {
    const live = await api("/streaming/live", {
      token: creatorToken,
      body: { title: "Late show", price: 5 },
    });
    assert.ok(live.status < 300, JSON.stringify(live.json));
    const streamId = live.json.data._id as string;
    try {
      const before = await balance();
      await page.goto(`/live/${streamId}`);
      await page.getByRole("button", { name: "Buy this session" }).click();
      const dialog = page.getByRole("dialog", { name: "Buy this session" });
      assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎5.00");
      // The page hears of the raise through the stream room: raise it once the page is in the room.
      await page.locator('[data-socket-status="connected"]').first().waitFor();
      const raised = await api("/streaming/update", {
        method: "PUT",
        token: creatorToken,
        body: { streamId, price: 30 },
      });
      assert.equal(raised.status, 200, JSON.stringify(raised.json));
      // The stream room tells the open page, which reloads its data: the dialog asks for 30 now.
      // (Had the fan clicked first, the server's 409 would have asked the same: the test above.)
      await dialog.getByRole("button", { name: "Pay ◎30.00" }).waitFor();
      assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎30.00");
      assert.equal(await balance(), before);
      await dialog.getByRole("button", { name: "Pay ◎30.00" }).click();
      await page.getByText("Unlocked. Enjoy!").first().waitFor();
      await page.getByRole("button", { name: "Buy this session" }).waitFor({ state: "detached" });
      assert.equal(await balance(), before - 30);
    } finally {
      await api(`/streaming/live/${streamId}`, { method: "PUT", token: creatorToken });
    }
  });
});

let creatorIdCache: string | null = null;
async function creatorId() {
  creatorIdCache ??= (await api("/users/me", { token: creatorToken })).json.data._id as string;
  return creatorIdCache;
}
