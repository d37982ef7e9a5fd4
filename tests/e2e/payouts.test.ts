/**
 * How a creator gets paid, in the browser: on /creator/payouts a verified creator with earnings
 * is told to set up a payout method, saves bank details ("How you get paid"; a missing account
 * number and a wrong password show their field messages and save nothing), requests a payout to
 * the bank and sees it pending; another creator connects Stripe through the stand-in's hosted
 * onboarding and comes back to a ready account. Screens light, dark and on a phone
 * (tests/e2e/output/payout-method-*.png).
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  launchBrowser,
  newPage,
  registerViaApi,
  screenshot,
  stripeUrl,
  uiLogin,
} from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const PASSWORD = "Secret123!";

/** A new account through the API: its id, session token and username. */
const register = (kind: "users" | "performers", name: string) =>
  registerViaApi(kind, name, kind === "users" ? "payfan" : "payee");

/** A verified creator who earned 80 tokens: a fan's tip of 100, less the 20% commission. */
async function earningCreator(name: string) {
  const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const creator = await register("performers", name);
  const verified = await api(`/admin/performers/${creator.id}/verification`, {
    token: adminToken,
    body: { decision: "approved" },
  });
  assert.equal(verified.status, 200, JSON.stringify(verified.json));
  const fan = await register("users", "Paying Fan");
  await api(`/admin/wallets/${fan.id}/adjust`, {
    token: adminToken,
    body: { amount: 100, reason: "e2e funds" },
  });
  const tip = await api(`/wallet/charges/tip/${creator.id}`, { token: fan.token, body: { amount: 100 } });
  assert.equal(tip.status, 201, JSON.stringify(tip.json));
  return creator;
}

const method = (page: Page) => page.locator("#payout-method");

/** The message shown under a field once it is marked invalid. */
async function fieldMessage(field: Locator) {
  await field.and(field.page().locator('[aria-invalid="true"]')).waitFor();
  const id = await field.getAttribute("aria-describedby");
  return (await field.page().locator(`[id="${id}"]`).textContent())?.trim() ?? "";
}

test("the earnings page says before the click that payouts need the site's minimum available", async () => {
  const creator = await register("performers", `Early Creator ${Date.now().toString(36)}`);
  const page = await newPage(browser);
  await uiLogin(page, creator.username, PASSWORD);
  await page.goto("/creator/earnings");
  assert.match(
    (await page.getByTestId("payout-minimum").textContent()) ?? "",
    /^◎0\.00 available · payouts from ◎\d/,
  );
  assert.equal(await page.getByRole("link", { name: "Request a payout" }).count(), 0);
  await page.getByRole("link", { name: "Payouts", exact: true }).first().waitFor();
  // Only the period shown is the current page (a screen reader said it of all three).
  const period = page.getByRole("navigation", { name: "Group by" });
  assert.deepEqual(await period.locator("[aria-current=page]").allTextContents(), ["Day"]);
  await period.getByRole("link", { name: "Week" }).click();
  await page.waitForURL(/groupBy=week/);
  await period.locator("[aria-current=page]").filter({ hasText: "Week" }).waitFor();
  assert.deepEqual(await period.locator("[aria-current=page]").allTextContents(), ["Week"]);
  // On a phone the heading and the button share a line, and what is available sits under the
  // button, on the right (not the button alone in the middle of the page).
  await page.setViewportSize({ width: 390, height: 844 });
  const heading = await page.getByRole("heading", { name: "Earnings", level: 1 }).boundingBox();
  const button = await page
    .getByRole("main")
    .getByRole("link", { name: "Payouts", exact: true })
    .boundingBox();
  const note = await page.getByTestId("payout-minimum").boundingBox();
  assert.ok(heading && button && note);
  assert.ok(Math.abs(heading.y + heading.height / 2 - (button.y + button.height / 2)) < 8, "one line");
  assert.ok(note.y >= button.y + button.height - 1, "the note under the button");
  await screenshot(page, "earnings-header-phone");
  // The studio's tile says the same before the creator opens the earnings.
  await page.goto("/studio");
  assert.match((await page.getByTestId("studio-available-note").textContent()) ?? "", /^Payouts from ◎\d/);
  await page.context().close();
});

test("a creator saves bank details on the payouts page and requests a payout to them", async () => {
  const creator = await earningCreator(`Bank Creator ${Date.now().toString(36)}`);
  const page = await newPage(browser);
  await uiLogin(page, creator.username, PASSWORD);
  await page.goto("/creator/payouts");
  const available = (await page.getByTestId("payout-available").textContent())?.trim();
  assert.notEqual(available, "◎0.00");

  // The studio's overview shows what the creator earned and may take out, and leads here.
  await page.goto("/studio");
  assert.equal((await page.getByTestId("studio-available").textContent())?.trim(), available);
  assert.equal((await page.getByTestId("studio-available-note").textContent())?.trim(), "Ready to request");
  await page.getByTestId("studio-available").click();
  await page.waitForURL((url) => url.pathname === "/creator/payouts");

  // Nothing is set up: the request form says so and links to the section on this page.
  await page.getByTestId("payout-method-summary").getByText("No payout method yet").waitFor();
  await page.getByRole("link", { name: "Payout method" }).first().click();
  await page.waitForURL((url) => url.hash === "#payout-method");
  await screenshot(page, "payout-method-empty-light");

  // Missing account number and a wrong password: the fields say what to fix; nothing is saved.
  const card = method(page);
  await card.getByLabel("Bank transfer").check();
  await card.getByLabel("First name").fill("Ada");
  await card.getByLabel("Last name").fill("Payee");
  await card.getByLabel("Bank name").fill("Local Bank");
  await card.getByLabel("Current password").fill(PASSWORD);
  await card.getByRole("button", { name: "Save bank details" }).click();
  const account = card.getByLabel("Account number or IBAN");
  assert.equal(await fieldMessage(account), "Bank account is required");

  await account.fill("DE89 3704 0044 0532 0130 00");
  await card.getByLabel("Current password").fill("not-my-password");
  await card.getByRole("button", { name: "Save bank details" }).click();
  assert.match(await fieldMessage(card.getByLabel("Current password")), /password/i);
  const before = await api(`/performers/me`, { token: creator.token });
  assert.equal(
    before.json.data.payoutSettings.banking,
    null,
    JSON.stringify(before.json.data.payoutSettings),
  );

  await card.getByLabel("Current password").fill(PASSWORD);
  await card.getByRole("button", { name: "Save bank details" }).click();
  await card.getByText("Bank details saved.").waitFor();
  await page
    .getByTestId("payout-method-summary")
    .getByText("Bank transfer to Local Bank ending 3000")
    .waitFor();
  const saved = await api(`/performers/me`, { token: creator.token });
  assert.equal(saved.json.data.payoutSettings.preferredMethod, "banking");
  assert.equal(saved.json.data.payoutSettings.banking.bankAccount, "DE89 3704 0044 0532 0130 00");

  // The request form now defaults to the bank.
  assert.equal(await page.getByLabel("Pay me by").inputValue(), "banking");

  // Saving PayPal makes it the request's default at once, and clears the password typed for it.
  await card.getByLabel("PayPal", { exact: true }).check();
  await card.getByLabel("PayPal email").fill("ada.payee@example.com");
  await card.getByLabel("Current password").fill(PASSWORD);
  await card.getByRole("button", { name: "Save PayPal email" }).click();
  await card.getByText("Your payouts can go to ada.payee@example.com.").waitFor();
  assert.equal(await card.getByLabel("Current password").inputValue(), "");
  await page
    .locator('select[name="paymentMethod"] option[value="paypal"]:checked')
    .waitFor({ state: "attached" });
  // The request goes through, to the bank.
  await page.getByLabel("Pay me by").selectOption("banking");
  await page.getByLabel("Amount").fill("60");
  await page.getByRole("button", { name: "Request payout" }).click();
  await page.getByText("Payout requested.").waitFor();
  await page.getByTestId("payout-requests").getByText("Pending").waitFor();
  await page.getByTestId("payout-requests").getByText("Bank transfer").waitFor();
  assert.equal((await page.getByTestId("payout-available").textContent())?.trim(), "◎20.00");
  await screenshot(page, "payout-method-light");

  const night = await newPage(browser);
  await night.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
  await uiLogin(night, creator.username, PASSWORD);
  await night.goto("/creator/payouts");
  await method(night).getByText("Ready: Bank transfer").waitFor();
  await screenshot(night, "payout-method-dark");
  // A saved method is a line with "Change"; the form opens with what was saved.
  await method(night).getByLabel("Bank transfer").check();
  await method(night).getByRole("button", { name: "Change bank details" }).click();
  assert.equal(await method(night).getByLabel("Bank name").inputValue(), "Local Bank");
  await night.setViewportSize({ width: 390, height: 844 });
  await screenshot(night, "payout-method-dark-phone");
  await night.context().close();
  await page.context().close();
});

test("a creator connects Stripe from the payouts page and comes back to a ready account", async () => {
  const creator = await earningCreator(`Stripe Creator ${Date.now().toString(36)}`);
  const page = await newPage(browser);
  await uiLogin(page, creator.username, PASSWORD);
  await page.goto("/creator/payouts");

  // Stripe picked before it is connected: the request names what to do first.
  await page.getByLabel("Amount").fill("50");
  await page.getByLabel("Pay me by").selectOption("stripe");
  await page.getByRole("button", { name: "Request payout" }).click();
  await page.getByText("Connect your Stripe account first").waitFor();

  const card = method(page);
  await card.getByLabel("Stripe", { exact: true }).check();
  await card.getByTestId("stripe-state").getByText("Not connected").waitFor();
  await card.getByRole("button", { name: "Connect with Stripe" }).click();
  await page.waitForURL((url) => url.href.startsWith(stripeUrl));
  await page.getByRole("button", { name: "Complete onboarding" }).click();
  await page.waitForURL(
    (url) => url.pathname === "/creator/payouts" && url.searchParams.get("stripe") === "connected",
  );
  await method(page).getByTestId("stripe-state").getByText("Connected, ready for payouts").waitFor();

  await page.getByLabel("Amount").fill("50");
  await page.getByLabel("Pay me by").selectOption("stripe");
  await page.getByRole("button", { name: "Request payout" }).click();
  await page.getByText("Payout requested.").waitFor();
  await page.getByTestId("payout-requests").getByText("Pending").waitFor();
  await screenshot(page, "payout-method-stripe-light");
  await page.context().close();
});
