/**
 * Promotions and bundles in the browser (issue 21, sections 4 and 5): a creator creates a free-trial
 * promotion and sets bundles in Studio → Promotions; a fan opens the trial link and subscribes
 * through it; another fan subscribes through the 3-month bundle in the pay dialog. Screens in light,
 * dark and at 390 px.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  api,
  apiLogin,
  DEMO_ADMIN,
  launchBrowser,
  newPage,
  registerViaApi,
  screenshot,
  uiLogin,
} from "./harness";

let browser: Browser;
let creator: { id: string; token: string; username: string };
let adminToken: string;
let promoPath = "";

before(async () => {
  browser = await launchBrowser();
  adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  creator = await registerViaApi("performers", "Promo Creator", "promocreator");
  const approved = await api(`/performers/${creator.id}`, {
    method: "PUT",
    token: adminToken,
    body: { verificationStatus: "approved" },
  });
  assert.equal(approved.status, 200, JSON.stringify(approved.json));
});
after(async () => {
  await browser?.close();
});

async function fundedFan(prefix: string, tokens: number) {
  const fan = await registerViaApi("users", "Offer Fan", prefix);
  if (tokens > 0) {
    const funded = await api(`/admin/wallets/${fan.id}/adjust`, {
      token: adminToken,
      body: { amount: tokens, reason: "e2e funds" },
    });
    assert.equal(funded.status, 201, JSON.stringify(funded.json));
  }
  return fan;
}

async function inDark(page: Page, name: string) {
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await screenshot(page, name);
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

const mySubscription = async (token: string) =>
  (await api(`/subscriptions/user/search?performerId=${creator.id}`, { token })).json.data.data[0];

describe("promotions and bundles", () => {
  test("a creator creates a free-trial promotion, copies its link and sets bundles in Studio → Promotions", async () => {
    const page = await newPage(browser);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await uiLogin(page, creator.username, "Secret123!");
    await page.goto("/studio/promotions");
    await page.getByRole("heading", { name: "Promotions" }).first().waitFor();

    // A bad percent is refused with the field's message.
    await page.getByLabel("3 months · percent off").fill("95");
    await page.getByRole("button", { name: "Save bundles" }).click();
    await page.getByText("At most 90%.").waitFor();
    await page.getByLabel("3 months · percent off").fill("10");
    assert.match((await page.getByTestId("bundle-preview-3").textContent()) ?? "", /◎26\.87.*saves ◎2\.98/);
    await page.getByLabel("12 months · percent off").fill("20");
    await page.getByRole("button", { name: "Save bundles" }).click();
    await page.getByText("Bundles saved").waitFor();

    await page.getByLabel("Offer").selectOption("trial");
    await page.getByLabel("For", { exact: true }).selectOption("both");
    await page.getByLabel("Free days").fill("7");
    await page.getByLabel("Message to fans (optional)").fill("Come see what I post every day!");
    await page.getByRole("button", { name: "Create promotion" }).click();
    const row = page.getByTestId("promotion").first();
    await row.getByText("7-day free trial").waitFor();
    assert.equal(await row.getByTestId("promotion-claims").textContent(), "0 claims");
    await row.getByRole("button", { name: "Copy link" }).click();
    await row.getByRole("button", { name: "Copied" }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const link = new URL(copied);
    assert.equal(link.pathname, `/${creator.username}`);
    assert.match(link.searchParams.get("promo") ?? "", /^[A-Z2-9]{8}$/);
    promoPath = `${link.pathname}${link.search}`;
    await screenshot(page, "promotions-studio-light");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "promotions-studio-390");
    await page.setViewportSize({ width: 1280, height: 800 });
    await inDark(page, "promotions-studio-dark");
    await page.context().close();
  });

  test("a fan opens the trial link and subscribes through it: nothing charged, the trial runs, the creator sees the claim", async () => {
    assert.ok(promoPath, "the studio test made the link");
    const fan = await fundedFan("trialfan", 0);
    const page = await newPage(browser);
    await uiLogin(page, fan.username, "Secret123!");
    await page.goto(promoPath);
    const banner = page.getByTestId("offer-banner");
    await banner.getByText("Promo Creator's offer: 7 days free").waitFor();
    await banner.getByText("Come see what I post every day!").waitFor();
    await screenshot(page, "promotions-trial-profile-light");
    await inDark(page, "promotions-trial-profile-dark");
    await page.getByRole("button", { name: "Start 7-day free trial" }).click();
    const dialog = page.getByRole("dialog", { name: /^Subscribe to/ });
    await dialog.waitFor();
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎0.00");
    await screenshot(page, "promotions-trial-dialog-light");
    await dialog.getByRole("button", { name: "Subscribe", exact: true }).click();
    await dialog.getByText("You are subscribed to Promo Creator.").waitFor();
    await page.getByTestId("subscribed").waitFor();
    const sub = await mySubscription(fan.token);
    assert.equal(sub.type, "trial");
    assert.equal(sub.isActive, true);
    assert.equal(sub.renewalPrice, 9.95);
    const days = (Date.parse(sub.expiresAt) - Date.parse(sub.startedAt)) / 86_400_000;
    assert.ok(Math.abs(days - 7) < 0.01, `a 7-day trial (${days})`);
    const promos = await api("/performer/promotions", { token: creator.token });
    assert.equal(promos.json.data.data[0].claims, 1);
    await page.context().close();
  });

  test("a fan sees the creator's discount on the Subscribe button and subscribes through the 3-month bundle instead: its price once, three months", async () => {
    const endsAt = new Date(Date.now() + 10 * 86_400_000);
    const discount = await api("/performer/promotions", {
      token: creator.token,
      body: { kind: "discount", audience: "new", percent: 50, months: 3, endsAt: endsAt.toISOString() },
    });
    assert.equal(discount.status, 201, JSON.stringify(discount.json));
    const fan = await fundedFan("bundlefan", 50);
    const page = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await uiLogin(page, fan.username, "Secret123!");
    await page.goto(`/${creator.username}`);
    // The old price struck through, the offer's price, and the offer's end.
    const button = page.getByTestId("subscribe");
    assert.equal(await button.locator("s").textContent(), "◎9.95");
    assert.match((await button.textContent()) ?? "", /◎4\.98\/month/);
    const banner = page.getByTestId("offer-banner");
    await banner.getByText("50% off your first 3 months").waitFor();
    await banner
      .getByText(
        `until ${new Intl.DateTimeFormat("en", { month: "short", day: "numeric", year: "numeric" }).format(endsAt)}`,
      )
      .waitFor();
    await screenshot(page, "promotions-discount-profile-390");
    await inDark(page, "promotions-discount-profile-390-dark");
    await button.click();
    const dialog = page.getByRole("dialog", { name: /^Subscribe to/ });
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎4.98");
    await dialog.getByText("Save ◎2.98").waitFor();
    await dialog.getByText("Save ◎23.88").waitFor();
    await dialog.getByText("3 months · 10% off").click();
    assert.equal(await dialog.getByTestId("pay-price").textContent(), "◎26.87");
    await screenshot(page, "promotions-bundle-dialog-390");
    await inDark(page, "promotions-bundle-dialog-390-dark");
    await dialog.getByRole("button", { name: "Pay ◎26.87" }).click();
    await dialog.getByText("You are subscribed to Promo Creator.").waitFor();
    const sub = await mySubscription(fan.token);
    assert.equal(sub.type, "bundle");
    const days = (Date.parse(sub.expiresAt) - Date.parse(sub.startedAt)) / 86_400_000;
    assert.ok(Math.abs(days - 90) < 0.01, `three months (${days} days)`);
    const me = await api("/users/me", { token: fan.token });
    assert.equal(me.json.data.balance, 50 - 26.87);
    await page.context().close();
  });
});
