/**
 * The money screens in the browser: a fan tops up on the wallet page through the Stripe
 * stand-in's hosted Checkout, subscribes to a creator from the profile (a locked post opens in
 * place), buys a post for sale, is sent to top up when short; the creator sees the earnings and
 * requests a payout. Each screen is captured light and dark (tests/e2e/output/money-*.png).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  DEMO_FANS,
  freshFetch,
  launchBrowser,
  newPage,
  readTokens,
  registerViaApi,
  screenshot,
  shownTokens,
  stripeUrl,
  uiLogin,
} from "./harness";

const creator = DEMO_CREATORS[1];
const fan = DEMO_FANS[1];
const png = Buffer.from(SAMPLES_BASE64.png, "base64");

let browser: Browser;
let fanPage: Page;
before(async () => {
  browser = await launchBrowser();
  fanPage = await newPage(browser);
  await uiLogin(fanPage, fan.username, fan.password);
});
after(async () => {
  await browser?.close();
});

/** A product of the creator's, made through the API with the sample PNG as its `file` field. */
async function creatorProduct(file: "image" | "digitalFile", fields: Record<string, string>) {
  const token = await apiLogin(creator.username, creator.password);
  const form = new FormData();
  form.set(file, new Blob([png], { type: "image/png" }), "product.png");
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const created = await freshFetch(`${baseUrl}/api/performer/performer-assets/products`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(created.status, 201, await created.clone().text());
  return ((await created.json()) as { data: { _id: string } }).data._id;
}

async function photoPost(token: string, body: { text: string; isSale: boolean; price?: number }) {
  const form = new FormData();
  form.append("file", new Blob([png], { type: "image/png" }), "money.png");
  const upload = await freshFetch(`${baseUrl}/api/performer/feeds/photo/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(upload.status, 201, await upload.clone().text());
  const fileId = ((await upload.json()) as { data: { _id: string } }).data._id;
  const res = await api("/performer/feeds", {
    token,
    body: { type: "photo", text: body.text, fileIds: [fileId], isSale: body.isSale, price: body.price ?? 0 },
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return res.json.data._id as string;
}

/**
 * Light, then dark (the theme toggle's cookie), then back to light. A dialog is modal, so the
 * toggle is used with it closed: `open` opens it again after each switch.
 */
async function shootBoth(page: Page, name: string, open?: () => Promise<void>) {
  await open?.();
  await screenshot(page, `money-${name}-light`);
  if (open) await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  await page.locator("html.dark").waitFor();
  await open?.();
  await screenshot(page, `money-${name}-dark`);
  if (open) await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.locator("html:not(.dark)").waitFor();
  await open?.();
}

const balanceOf = async (token: string) => (await api("/users/me", { token })).json.data.balance as number;

/**
 * Declines the card on the Stripe stand-in's Checkout page and waits for the decline's webhook to
 * land (it is what says the card was declined).
 */
async function declineOnCheckout(token: string) {
  await fanPage.getByRole("button", { name: "Decline" }).click();
  await fanPage
    .getByRole("alert")
    .filter({ hasText: /declined/i })
    .waitFor();
  for (let i = 0; i < 50 && !(await latestPayment(token)).failureReason; i++)
    await new Promise((r) => setTimeout(r, 200));
}

/** The fan's newest card payment, as the API lists it. */
const latestPayment = async (token: string) =>
  (await api("/payment/transactions/user/search", { token })).json.data.data[0] as {
    _id: string;
    status: string;
    failureReason: string | null;
  };

describe("fan money screens", () => {
  test("a fan tops up on the wallet page through Checkout and the header shows the new balance", async () => {
    const token = await apiLogin(fan.username, fan.password);
    const before = await balanceOf(token);
    await fanPage.goto("/wallet");
    await fanPage.getByTestId("wallet-balance").waitFor();
    assert.equal(await fanPage.getByTestId("header-balance").textContent(), shownTokens(before));

    // Out of bounds: the range in the message, nothing started.
    await fanPage.getByLabel(/amount of tokens/i).fill("1000");
    await fanPage.getByRole("button", { name: "Continue to payment" }).click();
    await fanPage.getByText("Enter an amount between 2.95 and 300 tokens.").waitFor();
    await shootBoth(fanPage, "wallet");

    await fanPage.getByLabel(/amount of tokens/i).fill("200");
    await fanPage.getByRole("button", { name: "Continue to payment" }).click();
    await fanPage.waitForURL((url) => url.href.startsWith(stripeUrl));
    await fanPage.getByLabel(/type a card number/i).fill("4242 4242 4242 4242");
    await fanPage.getByRole("button", { name: /^Pay/ }).click();
    await fanPage.waitForURL((url) => url.href.startsWith(baseUrl) && url.pathname === "/wallet");
    // Pending until the webhook lands; the user's socket reloads the page when it does.
    await fanPage
      .locator('[data-testid="payment-status"][data-status="success"]')
      .waitFor({ timeout: 20_000 });
    await fanPage.getByText("◎200.00 were added to your wallet.").waitFor();
    // Said once: the line under the headline says what it cost, not the tokens again.
    await fanPage.getByTestId("payment-status").getByText("Paid $200.00 by card.").waitFor();
    assert.equal(
      await fanPage
        .getByTestId("payment-status")
        .getByText(/Tokens added/)
        .count(),
      0,
    );
    const expected = shownTokens(before + 200);
    await fanPage.waitForFunction(
      (text) => document.querySelector('[data-testid="header-balance"]')?.textContent === text,
      expected,
    );
    // The wallet page reads the balance in tokens, as the header does.
    assert.equal(await fanPage.getByTestId("wallet-balance").textContent(), expected);
    await fanPage.getByTestId("payments").getByText("◎200.00").waitFor();
    await fanPage.getByTestId("payments").locator("li").first().getByText("$200.00").waitFor();
    // Token amounts read as tokens, prices as dollars (never "$10.00 tokens"); the rate is said once.
    // As a reader sees it (line by line): textContent would run one row's price into the next row's tokens.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is checked
    const shown = await fanPage.locator("main").innerText();
    assert.doesNotMatch(shown, /\$\s*\d[\d.,]*\s*tokens|\d\s*tokens\b|\$\s*◎|◎\s*\$/);
    assert.equal(shown.match(/1 token = 1 USD/g)?.length, 1);
    await fanPage.getByText("Between ◎2.95 and ◎300.00.", { exact: false }).waitFor();
    await shootBoth(fanPage, "wallet-paid");
    await fanPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(fanPage, "money-wallet-phone");
    await fanPage.setViewportSize({ width: 1280, height: 800 });
  });

  test("a fan who declines or cancels on Checkout and comes back is told which, and the payment is closed", async () => {
    const token = await apiLogin(fan.username, fan.password);
    const before = await balanceOf(token);
    const latest = () => latestPayment(token);
    const toCheckout = async () => {
      await fanPage.goto("/wallet");
      await fanPage.getByLabel(/amount of tokens/i).fill("10");
      await fanPage.getByRole("button", { name: "Continue to payment" }).click();
      await fanPage.waitForURL((url) => url.href.startsWith(stripeUrl));
    };
    const backFromCheckout = async () => {
      await fanPage.getByRole("link", { name: /Back/ }).first().click();
      await fanPage.waitForURL(
        (url) => url.href.startsWith(baseUrl) && url.searchParams.get("payment") === "cancelled",
      );
    };
    const status = fanPage.getByTestId("payment-status");
    const firstPayment = fanPage.getByTestId("payments").locator("li").first();

    // Decline, then back to the site: the card was declined, not "you cancelled".
    await toCheckout();
    await declineOnCheckout(token);
    await backFromCheckout();
    await status.getByText("Your card was declined; nothing was charged.").waitFor();
    assert.equal(await status.getAttribute("data-status"), "canceled");
    await firstPayment.getByText("Card declined").waitFor();
    assert.equal(await fanPage.getByText("Waiting for your payment").count(), 0);
    assert.equal((await latest()).status, "canceled");
    await shootBoth(fanPage, "wallet-declined");

    // A plain cancel: said so, and the row is closed.
    await toCheckout();
    await backFromCheckout();
    await status.getByText("You cancelled the payment; nothing was charged.").waitFor();
    await firstPayment.getByText("Not completed").waitFor();
    assert.equal(await fanPage.getByText("Waiting for your payment").count(), 0);
    assert.equal((await latest()).status, "canceled");
    assert.equal(await balanceOf(token), before);
  });

  test("a payment left open on Checkout can be finished or cancelled from the wallet", async () => {
    const token = await apiLogin(fan.username, fan.password);
    const before = await balanceOf(token);
    const latest = () => latestPayment(token);
    const firstPayment = fanPage.getByTestId("payments").locator("li").first();

    // Checkout opened, then left by typing the site's address: the payment waits, and says how to go on.
    await fanPage.goto("/wallet");
    await fanPage.getByLabel(/amount of tokens/i).fill("12");
    await fanPage.getByRole("button", { name: "Continue to payment" }).click();
    await fanPage.waitForURL((url) => url.href.startsWith(stripeUrl));
    await fanPage.goto("/wallet");
    await firstPayment.getByText(/Waiting for your payment/).waitFor();
    await firstPayment.getByRole("link", { name: "Finish paying" }).click();
    await fanPage.waitForURL((url) => url.href.startsWith(stripeUrl));

    // Declined there and left again: said so, with another card offered.
    await declineOnCheckout(token);
    await fanPage.goto("/wallet");
    await firstPayment.getByText(/Card declined, not paid/).waitFor();
    await firstPayment.getByRole("link", { name: "Try another card" }).waitFor();
    assert.equal(await fanPage.getByText("Waiting for your payment").count(), 0);
    await shootBoth(fanPage, "wallet-open-payment");

    // Cancelled from the wallet: asked first, then closed at Stripe and here; nothing charged.
    await firstPayment.getByRole("button", { name: "Cancel" }).click();
    const confirm = fanPage.getByRole("alertdialog", { name: "Cancel this payment?" });
    await confirm.getByRole("button", { name: "Keep it" }).click();
    assert.equal((await latest()).status, "created");
    await firstPayment.getByRole("button", { name: "Cancel" }).click();
    await confirm.getByRole("button", { name: "Cancel payment" }).click();
    await fanPage.getByText("Payment cancelled; nothing was charged.").waitFor();
    await firstPayment.getByText(/Card declined$/).waitFor();
    assert.equal(await firstPayment.getByRole("link", { name: "Try another card" }).count(), 0);
    assert.equal((await latest()).status, "canceled");
    assert.equal(await balanceOf(token), before);
  });

  test("a fan subscribes from the profile and a locked post opens without a reload", async () => {
    const token = await apiLogin(creator.username, creator.password);
    const feedId = await photoPost(token, { text: "For my subscribers only", isSale: false });
    await fanPage.goto(`/${creator.username}/feed`);
    const card = fanPage.locator(`[data-feed-id="${feedId}"]`);
    assert.equal(await card.getAttribute("data-locked"), "true");
    const dialog = fanPage.getByRole("dialog", { name: /Subscribe to/ });
    const open = async () => {
      await fanPage.getByRole("button", { name: /^Subscribe/ }).click();
      await dialog.waitFor();
      await dialog.getByLabel(/Yearly/).check();
    };
    await shootBoth(fanPage, "subscribe-dialog", open);
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎149.50");
    // A marker that a full reload would lose.
    await fanPage.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await dialog.getByRole("button", { name: "Pay ◎149.50" }).click();
    await dialog.getByText(/You are subscribed/).waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();

    await fanPage.waitForFunction(
      (id) => document.querySelector(`[data-feed-id="${id}"]`)?.getAttribute("data-locked") === "false",
      feedId,
    );
    await fanPage.getByTestId("subscribed").waitFor();
    assert.equal(await fanPage.evaluate(() => (window as unknown as { marker?: boolean }).marker), true);

    await fanPage.goto("/user/subscriptions");
    await fanPage.getByTestId("subscriptions").getByText("Active").waitFor();
    // The wallet no longer holds a year's renewal: the fan is told by how much, ahead of it.
    const left = await balanceOf(await apiLogin(fan.username, fan.password));
    assert.ok(left < 149.5, `balance ${left}`);
    const short = (149.5 * 100 - Math.round(left * 100)) / 100;
    await fanPage
      .getByTestId("renewal-short")
      .getByText(`Your wallet is ◎${short.toFixed(2)} short of this renewal`, { exact: false })
      .waitFor();
    await fanPage.getByTestId("renewal-short").getByRole("link", { name: "top up" }).waitFor();
    await shootBoth(fanPage, "subscriptions");
  });

  test("a fan buys a post for sale in the pay dialog and it unlocks", async () => {
    const token = await apiLogin(creator.username, creator.password);
    const feedId = await photoPost(token, { text: "Behind the scenes, for sale", isSale: true, price: 4.99 });
    await fanPage.goto(`/feeds/${feedId}`);
    const card = fanPage.locator(`[data-feed-id="${feedId}"]`);
    assert.equal(await card.getAttribute("data-locked"), "true");
    await card.getByRole("button", { name: "Unlock for ◎4.99" }).click();
    const dialog = fanPage.getByRole("dialog", { name: "Unlock" });
    await dialog.getByRole("button", { name: "Pay ◎4.99" }).click();
    // The post opens in place of its locked view (dialog included); a toast says so.
    await fanPage.getByText("Unlocked. Enjoy!").first().waitFor();
    await fanPage.waitForFunction(
      (id) => document.querySelector(`[data-feed-id="${id}"]`)?.getAttribute("data-locked") === "false",
      feedId,
    );
    await fanPage.goto("/wallet");
    await fanPage.getByTestId("spending").getByText("−◎4.99").waitFor();
  });

  test("a fan whose session ended pays nothing and is sent to login, and back to the post after", async () => {
    const token = await apiLogin(creator.username, creator.password);
    const feedId = await photoPost(token, { text: "For sale, session gone", isSale: true, price: 2.5 });
    const page = await newPage(browser);
    await uiLogin(page, fan.username, fan.password);
    const fanToken = await apiLogin(fan.username, fan.password);
    const before = await balanceOf(fanToken);
    await page.goto(`/feeds/${feedId}`);
    await page
      .locator(`[data-feed-id="${feedId}"]`)
      .getByRole("button", { name: "Unlock for ◎2.50" })
      .click();
    const dialog = page.getByRole("dialog", { name: "Unlock" });
    await dialog.getByRole("button", { name: "Pay ◎2.50" }).waitFor();
    // The session ends while the dialog is open (as it would by logging out in another tab).
    await page.context().clearCookies({ name: "token" });
    await dialog.getByRole("button", { name: "Pay ◎2.50" }).click();
    await page.waitForURL((url) => url.pathname === "/auth/login");
    assert.equal(new URL(page.url()).searchParams.get("redirectTo"), `/feeds/${feedId}`);
    assert.equal(await balanceOf(fanToken), before, "nothing was charged");
    await page.context().close();
  });

  test("a fan buys a physical product with a new delivery address and follows the order", async () => {
    const productId = await creatorProduct("image", {
      name: "Signed poster",
      type: "physical",
      price: "10",
      stock: "5",
    });

    await fanPage.goto(`/products/${productId}`);
    // One quantity on the page, for Buy and Add to cart alike: the Buy button says it, and the
    // dialog starts with it.
    await fanPage
      .getByRole("group", { name: "Quantity of Signed poster" })
      .getByRole("button", { name: "One more" })
      .click();
    await fanPage.getByRole("button", { name: "Buy 2 for ◎20.00" }).click();
    const dialog = fanPage.getByRole("dialog", { name: "Buy Signed poster" });
    assert.equal(await dialog.getByLabel("Quantity").inputValue(), "2");
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎20.00");
    // Paying with the new address empty marks every field it lacks, not only the first; nothing is paid.
    await dialog.getByLabel("Country").selectOption("");
    await dialog.getByRole("button", { name: "Pay ◎20.00" }).click();
    await dialog.getByText("Check the delivery address: the marked fields need you.").waitFor();
    for (const message of [
      "Enter the name to deliver to.",
      "Enter the street address.",
      "Enter the city.",
      "Choose the country to ship to.",
    ])
      await dialog.getByText(message).waitFor();
    await fanPage.setViewportSize({ width: 390, height: 844 });
    await screenshot(fanPage, "money-buy-product-address-errors-phone");
    await fanPage.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByLabel("Name").fill("Sam Lee");
    await dialog.getByText("Enter the name to deliver to.").waitFor({ state: "detached" });
    await dialog.getByLabel("Street address").fill("1 Main Street");
    await dialog.getByLabel("City").fill("Springfield");
    // The server takes an address without one, and the label says so.
    await dialog.getByLabel("Postal code (optional)", { exact: true }).fill("62701");
    // The country is picked by name.
    await dialog.getByLabel("Country").selectOption({ label: "United States" });
    await screenshot(fanPage, "money-buy-product-light");
    await dialog.getByRole("button", { name: "Pay ◎20.00" }).click();
    await dialog.getByText(/Ordered!/).waitFor();
    await dialog.getByRole("link", { name: "See my orders" }).click();
    const order = fanPage.getByTestId("orders").getByRole("listitem").filter({ hasText: "Signed poster" });
    await order.getByText("Being prepared").waitFor();
    // Each product's quantity and unit price; the order's total beside it.
    await order.getByText("2 × ◎10.00").waitFor();
    assert.equal(await order.getByTestId("order-total").textContent(), "◎20.00");
  });

  test("a fan who bought a digital product downloads it again from its page and from their orders", async () => {
    const name = `Wallpaper ${Date.now().toString(36)}`;
    const productId = await creatorProduct("digitalFile", { name, type: "digital", price: "3" });

    await fanPage.goto(`/products/${productId}`);
    assert.equal(await fanPage.getByTestId("product-owned").count(), 0);
    await fanPage.getByRole("button", { name: "Buy for ◎3.00" }).click();
    const dialog = fanPage.getByRole("dialog", { name: `Buy ${name}` });
    await dialog.getByRole("button", { name: "Pay ◎3.00" }).click();
    await dialog.getByRole("link", { name: `Download ${name}` }).waitFor();

    // Back on its page later: it is the fan's, to download, not to buy again.
    await fanPage.goto(`/products/${productId}`);
    const owned = fanPage.getByTestId("product-owned");
    await owned.getByText("You bought this.").waitFor();
    assert.equal(await fanPage.getByRole("button", { name: /^Buy / }).count(), 0);
    assert.equal(await fanPage.getByRole("button", { name: "Add to cart" }).count(), 0);
    const [download] = await Promise.all([
      fanPage.waitForResponse((r) => r.url().includes("/download-link")),
      owned.getByRole("button", { name: `Download ${name}` }).click(),
    ]);
    assert.equal(download.status(), 200);
    // The signed link opens the file itself.
    await fanPage.waitForURL((url) => url.pathname.startsWith("/media/") && url.searchParams.has("sig"));

    // And from the orders, where the order says what it holds.
    await fanPage.goto("/user/subscriptions");
    const order = fanPage.getByTestId("orders").getByRole("listitem").filter({ hasText: name });
    await order.getByText("Delivered").waitFor();
    const [again] = await Promise.all([
      fanPage.waitForResponse((r) => r.url().includes("/download-link")),
      order.getByRole("button", { name: `Download ${name}` }).click(),
    ]);
    assert.equal(again.status(), 200);
    await fanPage.waitForURL((url) => url.pathname.startsWith("/media/") && url.searchParams.has("sig"));
  });

  test("the tip dialog offers preset amounts from the site's minimum, checks a custom one before sending, and totals in tokens", async () => {
    const before = await balanceOf(await apiLogin(fan.username, fan.password));
    const tipCalls: string[] = [];
    const seeTip = (request: { url: () => string }) => {
      if (request.url().includes("/wallet/charges/tip/")) tipCalls.push(request.url());
    };
    fanPage.on("request", seeTip);
    await fanPage.goto(`/${creator.username}`);
    await fanPage.getByRole("button", { name: "Tip" }).click();
    const dialog = fanPage.getByRole("dialog", { name: /^Tip/ });
    const presets = dialog.getByTestId("amount-presets");
    // The usual amounts, none below the site's minimum (10), the smallest chosen; the total in tokens.
    assert.deepEqual(await presets.locator("label").allInnerTexts(), [
      "◎10.00",
      "◎20.00",
      "◎50.00",
      "◎100.00",
      "Custom",
    ]);
    assert.equal(await dialog.getByLabel("◎10.00").isChecked(), true);
    await dialog.getByText("◎10.00 to ◎10,000.00").waitFor();
    assert.equal(await dialog.locator("dt").first().textContent(), "Total");
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎10.00");
    await presets.getByText("◎50.00").click();
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎50.00");
    await screenshot(fanPage, "money-tip-presets-light");

    // A custom amount: the field says the range; below the minimum nothing is sent.
    await presets.getByText("Custom").click();
    const amount = dialog.getByLabel("Custom amount");
    assert.deepEqual(await amount.evaluate((el: HTMLInputElement) => [el.min, el.max, el.step]), [
      "10",
      "10000",
      "0.01",
    ]);
    await amount.fill("5");
    await dialog.getByRole("button", { name: "Send tip" }).click();
    await dialog.getByText("Enter an amount between ◎10.00 and ◎10,000.00.").waitFor();
    assert.deepEqual(tipCalls, []);
    await amount.fill("12.5");
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎12.50");
    await dialog.getByRole("button", { name: "Send tip" }).click();
    await dialog.getByText(`Thanks! ${creator.name} got your tip.`).waitFor();
    fanPage.off("request", seeTip);
    assert.equal(tipCalls.length, 1);
    assert.equal(
      await balanceOf(await apiLogin(fan.username, fan.password)),
      Math.round((before - 12.5) * 100) / 100,
    );
  });

  test("with a higher minimum tip the presets start at it and none is below it", async () => {
    const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const setMinimum = async (value: number) => {
      const res = await api("/admin/settings", {
        method: "PUT",
        token: admin,
        body: { values: { minimumTipPrice: value } },
      });
      assert.equal(res.status, 200, JSON.stringify(res.json));
    };
    await setMinimum(35);
    try {
      await fanPage.goto(`/${creator.username}`);
      await fanPage.getByRole("button", { name: "Tip" }).click();
      const dialog = fanPage.getByRole("dialog", { name: /^Tip/ });
      assert.deepEqual(await dialog.getByTestId("amount-presets").locator("label").allInnerTexts(), [
        "◎35.00",
        "◎50.00",
        "◎100.00",
        "Custom",
      ]);
      assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎35.00");
      await fanPage.keyboard.press("Escape");
    } finally {
      await setMinimum(10);
    }
  });

  test("a fan short of tokens is offered a top-up instead of paying", async () => {
    await fanPage.goto(`/${creator.username}`);
    const dialog = fanPage.getByRole("dialog", { name: /^Tip/ });
    await shootBoth(fanPage, "tip-short", async () => {
      await fanPage.getByRole("button", { name: "Tip" }).click();
      await dialog.getByTestId("amount-presets").getByText("Custom").click();
      await dialog.getByLabel("Custom amount").fill("10000");
      await dialog.getByText("You do not have enough tokens for this.").waitFor();
    });
    assert.equal(await dialog.getByRole("button", { name: "Send tip" }).count(), 0);
    await dialog.getByRole("link", { name: "Top up", exact: true }).click();
    await fanPage.waitForURL(
      (url) => url.pathname === "/wallet" && url.searchParams.get("returnTo") === `/${creator.username}`,
    );
    await fanPage.getByRole("button", { name: "Continue to payment" }).waitFor();
  });

  test("a fan whose wallet is short of the plan's price is offered the card first; one with enough, the wallet", async () => {
    const newcomer = await registerViaApi("users", "Short Wallet", "shortw");
    const page = await newPage(browser);
    await uiLogin(page, newcomer.username, "Secret123!");
    await page.goto(`/${creator.username}`);
    await page.getByTestId("subscribe").click();
    const dialog = page.getByRole("dialog", { name: /^Subscribe to/ });
    const payWith = dialog.getByRole("group", { name: "Pay with" });
    assert.equal(await payWith.getByRole("radio", { name: "Card" }).isChecked(), true);
    await dialog.getByRole("button", { name: "Continue to payment" }).waitFor();
    // The fan's own pick stands: the wallet, which offers a top-up.
    await payWith.getByRole("radio", { name: /^Wallet/ }).check();
    await dialog.getByRole("link", { name: "Top up", exact: true }).waitFor();
    await dialog.getByRole("radio", { name: /^Yearly/ }).check();
    assert.equal(await payWith.getByRole("radio", { name: /^Wallet/ }).isChecked(), true);

    // With tokens for a year, the wallet comes first.
    const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const funded = await api(`/admin/wallets/${newcomer.id}/adjust`, {
      token: adminToken,
      body: { amount: 500, reason: "e2e funds" },
    });
    assert.equal(funded.status, 201, JSON.stringify(funded.json));
    await page.reload();
    await page.getByTestId("subscribe").click();
    assert.equal(await payWith.getByRole("radio", { name: /^Wallet/ }).isChecked(), true);
    await dialog.getByRole("button", { name: /^Pay ◎/ }).waitFor();
    await page.context().close();
  });

  test("tokens the site's team adds or takes are listed in the wallet, without the team's note", async () => {
    const token = await apiLogin(fan.username, fan.password);
    const me = (await api("/users/me", { token })).json.data as { _id: string; balance: number };
    const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    for (const [amount, key] of [
      [5, "credit"],
      [-2, "debit"],
    ] as const) {
      const res = await api(`/admin/wallets/${me._id}/adjust`, {
        token: admin,
        body: { amount, reason: `Support ticket ${key} internal` },
        headers: { "idempotency-key": `${me._id}-${key}-${Date.now()}` },
      });
      assert.equal(res.status, 201, JSON.stringify(res.json));
    }
    await fanPage.goto("/wallet");
    const rows = fanPage.getByTestId("adjustments").locator("li");
    await rows.first().waitFor();
    assert.equal(await rows.count(), 2);
    await rows.nth(0).getByText("Taken by the site's team").waitFor();
    await rows.nth(0).getByText("−◎2.00").waitFor();
    await rows.nth(1).getByText("Added by the site's team").waitFor();
    await rows.nth(1).getByText("+◎5.00").waitFor();
    assert.equal(await fanPage.getByText(/Support ticket/).count(), 0);
    assert.equal(
      readTokens(await fanPage.getByTestId("wallet-balance").textContent()),
      Math.round((me.balance + 3) * 100) / 100,
    );
    await shootBoth(fanPage, "wallet-adjustments");
  });
});

describe("creator money screens", () => {
  test("a creator sees the earnings and requests a payout", async () => {
    const token = await apiLogin(creator.username, creator.password);
    const me = (await api("/users/me", { token })).json.data;
    const banking = await api(`/performers/${me._id}/banking-settings`, {
      method: "PUT",
      token,
      body: {
        firstName: "Max",
        lastName: "Stone",
        bankName: "Local Bank",
        bankAccount: "12345678",
        currentPassword: creator.password,
      },
    });
    assert.equal(banking.status, 200, JSON.stringify(banking.json));

    const page = await newPage(browser);
    await uiLogin(page, creator.username, creator.password);
    await page.goto("/creator/earnings");
    // The header's balance is the wallet's; its hover says where a creator's earnings are.
    assert.equal(
      await page.getByTestId("header-balance").getAttribute("title"),
      "Your wallet, for spending. What you earn is under Earnings and Payouts.",
    );
    // On a wide screen it also says so in words, so the figure is not read as earnings.
    assert.match((await page.getByTestId("header-balance").textContent()) ?? "", /^Wallet ◎\d/);
    const gross = readTokens(await page.getByTestId("earning-gross").textContent());
    assert.ok(gross >= 149.5 + 4.99, `gross ${gross}`);
    await page
      .getByTestId("earnings")
      .getByText(/Behind the scenes|for sale|Post/)
      .first()
      .waitFor();
    await page.getByTestId("subscribers").getByText(/Sam/i).first().waitFor();
    // The fan's tips read "Tip" here (the fan's name beside it), not the fan's "Tip to <creator>".
    await page.getByTestId("earnings").getByText("Tip", { exact: true }).first().waitFor();
    assert.equal(
      await page
        .getByTestId("earnings")
        .getByText(/^Tip to /)
        .count(),
      0,
    );
    await shootBoth(page, "earnings");
    // The fan's order of two posters, to ship with a tracking code.
    // (Other tests' orders of this creator may be listed too: this one is the posters.)
    const orders = page
      .getByTestId("creator-orders")
      .getByRole("listitem")
      .filter({ hasText: "Signed poster" });
    await orders.getByText("1 Main Street", { exact: false }).waitFor();
    await orders.getByLabel("Tracking code").fill("TRACK123");
    await orders.getByRole("button", { name: "Mark shipped" }).click();
    await page.getByText("Order updated.").waitFor();
    await orders.getByRole("button", { name: "Mark delivered" }).waitFor();

    await page.getByRole("link", { name: "Request a payout" }).click();
    await page.waitForURL("**/creator/payouts");
    const available = readTokens(await page.getByTestId("payout-available").textContent());
    assert.ok(available >= 50, `available ${available}`);
    await page.getByLabel("Amount").fill("50");
    await page.getByLabel("Pay me by").selectOption("banking");
    await page.getByRole("button", { name: "Request payout" }).click();
    await page.getByText("Payout requested.").waitFor();
    await page.getByTestId("payout-requests").getByText("Pending").waitFor();
    assert.equal(
      readTokens(await page.getByTestId("payout-available").textContent()),
      Math.round((available - 50) * 100) / 100,
    );
    await shootBoth(page, "payouts");
    await page.context().close();
  });
});
