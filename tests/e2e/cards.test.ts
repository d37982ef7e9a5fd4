/**
 * Card payments in the browser, through the Stripe stand-in's hosted pages, as a fan clicks: saving
 * a card from the wallet (and cancelling that), removing one behind the confirm dialog, topping up
 * on a saved card (with and without 3-D Secure), a coupon previewed before paying, subscribing by
 * card and cancelling it, and the creator's "Subscribers" page. Each new screen is captured light,
 * dark and on a phone (tests/e2e/output/cards-*.png). The fan is new, so nothing else touches it.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  launchBrowser,
  newPage,
  screenshot,
  shownTokens,
  stripeUrl,
  uiLogin,
  uniqueName,
} from "./harness";

const creator = DEMO_CREATORS[0];
const password = "Secret123!";
let fan: { username: string; name: string; token: string };
let browser: Browser;
let page: Page;

before(async () => {
  browser = await launchBrowser();
  const username = uniqueName("cardfan");
  const name = `Card Fan ${username.slice(-4)}`;
  const reg = await api("/auth/users/register", {
    body: { name, username, email: `${username}@example.com`, password },
  });
  assert.equal(reg.status, 201, JSON.stringify(reg.json));
  fan = { username, name, token: await apiLogin(username, password) };
  page = await newPage(browser);
  await uiLogin(page, username, password);
});
after(async () => {
  await browser?.close();
});

/** Light, dark (the theme toggle) and a phone in dark, then back to light on a desktop. */
async function shootAll(p: Page, name: string) {
  await p.getByTestId("page-loading-overlay").waitFor({ state: "detached" });
  await screenshot(p, `cards-${name}-light`);
  await p.getByRole("button", { name: "Switch to dark theme" }).click();
  await p.locator("html.dark").waitFor();
  // Controls fade their colours (transition-colors): let them finish before the picture.
  await p.waitForTimeout(300);
  await screenshot(p, `cards-${name}-dark`);
  await p.setViewportSize({ width: 390, height: 844 });
  await screenshot(p, `cards-${name}-phone-dark`);
  await p.setViewportSize({ width: 1280, height: 800 });
  await p.getByRole("button", { name: "Switch to light theme" }).click();
  await p.locator("html:not(.dark)").waitFor();
}

const balance = async () => (await api("/users/me", { token: fan.token })).json.data.balance as number;
const headerShows = (p: Page, tokens: number) =>
  p.waitForFunction(
    (text) => document.querySelector('[data-testid="header-balance"]')?.textContent === text,
    shownTokens(tokens),
    { timeout: 20_000 },
  );

/**
 * Wallet → Add a card → the stand-in's setup page, typing `number` (and confirming 3-D Secure when
 * the card asks for it) → back to the wallet.
 */
async function saveCard(number: string, { secure = false } = {}) {
  await page.goto("/wallet");
  await page.getByRole("button", { name: "Add a card" }).click();
  await page.waitForURL((url) => url.href.startsWith(stripeUrl));
  await page.getByRole("heading", { name: /Save a card/ }).waitFor();
  await page.getByLabel(/type a card number/i).fill(number);
  await page.getByRole("button", { name: "Save card" }).click();
  if (secure) {
    await page.getByRole("heading", { name: "3D Secure authentication" }).waitFor();
    await page.getByRole("button", { name: "Complete authentication" }).click();
  }
  await page.waitForURL((url) => url.href.startsWith(baseUrl) && url.pathname === "/wallet");
  await page.getByText("Card saved.").waitFor();
}

describe("cards on the wallet page", () => {
  test("a fan saves a card on Stripe's page (or cancels), sees it listed and removes one after confirming", async () => {
    await page.goto("/wallet");
    await page.getByText("No saved cards.").waitFor();
    // Cancelled on Stripe's page: back on the wallet, told so, nothing saved.
    await page.getByRole("button", { name: "Add a card" }).click();
    await page.waitForURL((url) => url.href.startsWith(stripeUrl));
    await page.getByRole("link", { name: /Back/ }).first().click();
    await page.waitForURL(
      (url) => url.href.startsWith(baseUrl) && url.searchParams.get("card") === "cancelled",
    );
    await page.getByText("You cancelled; no card was saved.").waitFor();
    await page.getByText("No saved cards.").waitFor();

    await saveCard("4000 0027 6000 3184", { secure: true });
    await saveCard("4242 4242 4242 4242");
    const cards = page.getByTestId("saved-cards");
    await cards.getByText("•••• 3184").waitFor();
    await cards.getByText("•••• 4242").waitFor();
    await shootAll(page, "wallet-cards");

    // Remove asks first; Cancel keeps the card.
    await page.getByRole("button", { name: "Remove card ending 4242" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Remove the card ending 4242?" });
    await confirm.waitFor();
    await screenshot(page, "cards-remove-confirm-light");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    assert.equal(await cards.getByText("•••• 4242").count(), 1);
    await page.getByRole("button", { name: "Remove card ending 4242" }).click();
    await confirm.getByRole("button", { name: "Remove" }).click();
    await page.getByText("Card removed.").waitFor();
    await cards.getByText("•••• 4242").waitFor({ state: "detached" });
    await cards.getByText("•••• 3184").waitFor();
    const listed = await api("/payment-cards", { token: fan.token });
    assert.deepEqual(
      listed.json.data.data.map((c: { last4: string }) => c.last4),
      ["3184"],
    );
  });

  test("a fan tops up on a saved card: 3-D Secure on Stripe's page, then straight away, and the header follows", async () => {
    const start = await balance();
    await page.goto("/wallet");
    await page.getByLabel(/amount of tokens/i).fill("25");
    await page.getByLabel(/VISA •••• 3184/).check();
    await page.getByRole("button", { name: "Pay with card ending 3184" }).click();
    // The bank asks: the stand-in's 3-D Secure page, then back to the pending/credited return page.
    await page.waitForURL((url) => url.href.startsWith(stripeUrl));
    await page.getByRole("heading", { name: "3D Secure authentication" }).waitFor();
    await page.getByRole("button", { name: "Complete authentication" }).click();
    await page.waitForURL((url) => url.href.startsWith(baseUrl) && url.pathname === "/wallet");
    await page.locator('[data-testid="payment-status"][data-status="success"]').waitFor({ timeout: 20_000 });
    await page.getByText("◎25.00 were added to your wallet.").waitFor();
    await headerShows(page, start + 25);

    // A card that needs nothing more is charged at once; its webhook credits the wallet.
    await saveCard("4242424242424242");
    await page.getByLabel(/amount of tokens/i).fill("10");
    await page.getByLabel(/VISA •••• 4242/).check();
    await page.getByRole("button", { name: "Pay with card ending 4242" }).click();
    await page.getByText("◎10.00 were added to your wallet.").waitFor({ timeout: 20_000 });
    await headerShows(page, start + 35);
    assert.equal(await page.getByTestId("wallet-balance").textContent(), shownTokens(start + 35));
    assert.equal(await balance(), start + 35);

    // A card that saves and then declines: the decline on the form, nothing credited.
    await saveCard("4000000000000341");
    await page.getByLabel(/amount of tokens/i).fill("10");
    await page.getByLabel(/•••• 0341/).check();
    await page.getByRole("button", { name: "Pay with card ending 0341" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /declined/i })
      .waitFor();
    assert.equal(await balance(), start + 35);
  });

  test("a fan previews a coupon (its errors inline), sees what to pay, and pays that on Checkout", async () => {
    const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const code = uniqueName("SAVE").toUpperCase();
    const made = await api("/admin/coupons", { token: admin, body: { code, type: "percentage", value: 20 } });
    assert.equal(made.status, 201, JSON.stringify(made.json));
    const start = await balance();

    await page.goto("/wallet");
    await page.getByLabel(/A new card/).check();
    const amount = page.getByLabel(/amount of tokens/i);
    // An amount out of range, sent: the amount says so.
    await amount.fill("1");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await amount.and(page.locator('[aria-invalid="true"]')).waitFor();
    await amount.fill("");
    const coupon = page.getByLabel("Coupon (optional)");
    await coupon.fill("NOSUCHCODE");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("There is no such coupon.").waitFor();
    assert.equal(await coupon.getAttribute("aria-invalid"), "true");
    // The coupon's check is the newest: the amount's older error is gone, not shown beside it.
    assert.notEqual(await amount.getAttribute("aria-invalid"), "true");

    await amount.fill("50");
    await coupon.fill(code.toLowerCase());
    await page.getByRole("button", { name: "Apply" }).click();
    const quote = page.getByTestId("coupon-quote");
    await quote.getByText(`${code}: 20% off`).waitFor();
    assert.equal(await quote.getByTestId("coupon-to-pay").textContent(), "$40.00");
    await quote.getByText(/discount −\$10\.00/).waitFor();
    await shootAll(page, "coupon-quote");
    // Another amount: the preview is stale until applied again.
    await page.getByLabel(/amount of tokens/i).fill("30");
    await quote.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Apply" }).click();
    assert.equal(await quote.getByTestId("coupon-to-pay").textContent(), "$24.00");

    await page.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL((url) => url.href.startsWith(stripeUrl));
    await page.getByRole("button", { name: "Pay $24.00" }).click();
    await page.waitForURL((url) => url.href.startsWith(baseUrl) && url.pathname === "/wallet");
    await page.getByText("◎30.00 were added to your wallet.").waitFor({ timeout: 20_000 });
    await headerShows(page, start + 30);

    // Used once: applying it again says so, inline.
    await coupon.fill(code);
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("You have already used this coupon.").waitFor();
  });
});

describe("card subscriptions", () => {
  test("a fan subscribes by card through Stripe's page, comes back subscribed, and cancels keeping access", async () => {
    await page.goto(`/${creator.username}`);
    const dialog = page.getByRole("dialog", { name: /Subscribe to/ });
    const open = async () => {
      await page.getByRole("button", { name: /^Subscribe/ }).click();
      await dialog.getByLabel(/Monthly/).check();
      await dialog.getByLabel("Card").check();
    };
    // Dark, desktop and phone (the theme toggle is behind the modal dialog: set it first).
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.locator("html.dark").waitFor();
    await open();
    await screenshot(page, "cards-subscribe-dialog-dark");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "cards-subscribe-dialog-phone-dark");
    await page.keyboard.press("Escape");
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.locator("html:not(.dark)").waitFor();
    await open();
    await dialog.getByLabel(/Wallet · ◎/).waitFor();
    await dialog.getByText("A card, on Stripe's secure page").waitFor();
    assert.equal(await dialog.getByTestId("pay-balance").count(), 0);
    await screenshot(page, "cards-subscribe-dialog-light");
    // Going back from Stripe's page: the profile says nothing was charged, and a new try works.
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL((url) => url.href.startsWith(stripeUrl));
    await page.getByRole("link", { name: /Back/ }).first().click();
    await page.waitForURL((url) => url.href.startsWith(baseUrl) && url.pathname === `/${creator.username}`);
    await page.getByText("You cancelled the payment; nothing was charged.").first().waitFor();
    await page.waitForURL((url) => !url.searchParams.has("payment"));
    await open();
    await dialog.getByRole("button", { name: "Continue to payment" }).click();
    await page.waitForURL((url) => url.href.startsWith(stripeUrl));
    await page.getByRole("heading", { name: /Subscribe with/ }).waitFor();
    await page.getByRole("button", { name: "Subscribe", exact: true }).click();
    // Back on the profile: "Subscribed" once the invoice's webhook lands.
    await page.waitForURL((url) => url.href.startsWith(baseUrl) && url.pathname === `/${creator.username}`);
    await page.getByTestId("subscribed").waitFor({ timeout: 20_000 });
    await page
      .getByText(/You are subscribed to/)
      .first()
      .waitFor();
    // The return's query is dropped once told.
    await page.waitForURL((url) => !url.searchParams.has("payment"));

    // The wallet tells it as what the fan did: a subscription paid by card, not tokens added.
    await page.goto("/wallet");
    const payment = page.getByTestId("payments").locator("li").first();
    await payment.getByText(`Subscription to ${creator.name} · paid by card`).waitFor();
    await payment.getByText(/· Paid$/).waitFor();
    assert.equal(await payment.getByText(/Tokens added/).count(), 0);
    assert.equal(await payment.getByText(/Card subscription/).count(), 0);
    const spent = page.getByTestId("spending").locator("li").first();
    await spent.getByText(new RegExp(`subscription to ${creator.name}`)).waitFor();
    // Said once, by the amount: "$9.95 by card", with no "· paid by card" beside it.
    await spent.getByText(/^\$\d+\.\d\d by card$/).waitFor();
    assert.equal(await spent.getByText(/by card/).count(), 1);
    assert.equal(await spent.getByText(/−/).count(), 0);
    await shootAll(page, "wallet-card-subscription");

    await page.goto("/user/subscriptions");
    const row = page.getByTestId("subscriptions").locator("li").first();
    await row.getByText("Monthly · by card").waitFor();
    await row.getByText("Active").waitFor();
    // A card renewal is charged in dollars, and said so.
    await row.getByText(/renews .* for \$\d+\.\d\d$/).waitFor();
    await row.getByRole("button", { name: /Cancel subscription to/ }).click();
    const confirm = page.getByRole("alertdialog", { name: /Cancel your subscription to/ });
    await confirm.getByText(/You keep access until/).waitFor();
    await screenshot(page, "cards-cancel-confirm-light");
    // "Keep it" changes nothing.
    await confirm.getByRole("button", { name: "Keep it" }).click();
    await confirm.waitFor({ state: "hidden" });
    await row.getByText("Active").waitFor();
    await row.getByRole("button", { name: /Cancel subscription to/ }).click();
    await confirm.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText("Cancelled. You keep access until the period ends.").waitFor();
    await row.getByText("Cancelled").waitFor();
    await row.getByText(/access until/).waitFor();
    await shootAll(page, "subscriptions");
    const mine = await api("/subscriptions/user/search", { token: fan.token });
    const sub = mine.json.data.data[0];
    assert.equal(sub.paymentGateway, "stripe");
    assert.equal(sub.isActive, true);
    assert.equal(sub.willRenew, false);

    // Changed their mind: renewal back on, nothing charged now, from the list or the profile's
    // "Subscribed", which leads here.
    await page.goto(`/${creator.username}`);
    await page.getByTestId("subscribed").click();
    await page.waitForURL("**/user/subscriptions");
    await row.getByRole("button", { name: /Turn renewal back on for/ }).click();
    await page.getByText(/^Renewal is back on: it renews .*\. Nothing is charged before then\.$/).waitFor();
    await row.getByText(/renews .* for \$\d+\.\d\d$/).waitFor();
    await row.getByRole("button", { name: /Cancel subscription to/ }).waitFor();
    const after = (await api("/subscriptions/user/search", { token: fan.token })).json.data.data[0];
    assert.equal(after.willRenew, true);
    assert.equal(after.expiresAt, sub.expiresAt);
    // Cancelled again, for the creator's view below.
    await row.getByRole("button", { name: /Cancel subscription to/ }).click();
    await confirm.getByRole("button", { name: "Cancel subscription" }).click();
    await row.getByText("Cancelled").waitFor();
  });

  test("a creator finds the fan on the Subscribers page of the studio: plan, status, dates, search", async () => {
    const creatorPage = await newPage(browser);
    await uiLogin(creatorPage, creator.username, creator.password);
    await creatorPage.goto("/studio");
    await creatorPage
      .getByRole("navigation", { name: "Studio" })
      .getByRole("link", { name: "Subscribers" })
      .click();
    await creatorPage.waitForURL("**/studio/subscribers");
    const table = creatorPage.getByTestId("subscribers-table");
    const row = table.locator("tr").filter({ hasText: fan.name });
    await row.getByText("Monthly · by card").waitFor();
    await row.getByText("Cancelled").waitFor();
    await shootAll(creatorPage, "studio-subscribers");

    await creatorPage.getByLabel("Search subscribers").fill(fan.username);
    await creatorPage.getByRole("button", { name: "Search" }).click();
    await creatorPage.waitForURL((url) => url.searchParams.get("q") === fan.username);
    // The URL changes before React renders the searched table: wait for it to hold one row.
    await creatorPage.waitForFunction(
      () => document.querySelectorAll('[data-testid="subscribers-table"] tbody tr').length === 1,
      undefined,
      { timeout: 10_000 },
    );
    assert.equal(await table.locator("tbody tr").count(), 1);
    await row.getByText("Monthly · by card").waitFor();
    await creatorPage.getByLabel("Search subscribers").fill("nobody-by-this-name");
    await creatorPage.getByRole("button", { name: "Search" }).click();
    await creatorPage.getByText("No subscriber matches").waitFor();
    await creatorPage.getByRole("link", { name: "All", exact: true }).click();
    await creatorPage.waitForURL((url) => url.searchParams.get("show") === "all");
    await creatorPage.context().close();
  });
});
