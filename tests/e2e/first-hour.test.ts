/**
 * A creator's first hour (issue 20 §5): sign-up lands on the studio's checklist of first steps,
 * each step links to where it is done and is ticked once it is; the guided ID check.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { baseUrl, launchBrowser, newPage, screenshot, uniqueName, wholePageShot } from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const phone = { viewport: { width: 390, height: 844 } };
const dark = (page: Page) => page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);

/** Signs up a new creator through the form; the page is then wherever sign-up sent it. */
async function signUpCreator(page: Page, name: string) {
  const username = uniqueName("first");
  await page.goto("/auth/register-creator");
  await page.getByLabel("Display name").fill(name);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Password").fill("Secret123!");
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("Country").selectOption("FR");
  await page.getByRole("button", { name: "Create creator account" }).click();
  return username;
}

const item = (page: Page, key: string) =>
  page.getByTestId("creator-checklist").locator(`li[data-key="${key}"]`);

/** The states of the checklist's items, in order. */
const states = (page: Page) =>
  page
    .getByTestId("creator-checklist")
    .locator("li[data-key]")
    .evaluateAll((lis) => lis.map((li) => `${li.getAttribute("data-key")}:${li.getAttribute("data-state")}`));

/** Waits for the navigation's loading veil to lift (before a screenshot). */
const settled = (page: Page) => page.getByTestId("page-loading-overlay").waitFor({ state: "detached" });

/** Fails when the page is wider than its window (nothing may scroll sideways). */
async function assertFits(page: Page) {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(widths[0] <= widths[1], `the page is ${widths[0]} px wide in a ${widths[1]} px window`);
}

test("a new creator lands on the studio checklist, writes a bio from it and sees it ticked", async () => {
  const page = await newPage(browser);
  await signUpCreator(page, "Fresh Maker");
  await page.waitForURL((url) => url.pathname === "/studio");
  const checklist = page.getByTestId("creator-checklist");
  await checklist.getByRole("heading", { name: "Get your page ready" }).waitFor();
  assert.deepEqual(await states(page), [
    "photos:todo",
    "bio:todo",
    "prices:todo",
    "verification:todo",
    "payout:todo",
    "post:todo",
  ]);
  assert.equal(await page.getByTestId("checklist-count").textContent(), "0 of 6 done");
  await settled(page);
  await screenshot(page, "studio-checklist-light");

  // Each step links to where it is done; the bio's link opens the profile form.
  await item(page, "bio")
    .getByRole("link", { name: /Write your bio/ })
    .click();
  await page.waitForURL((url) => url.pathname === "/creator/account" && url.hash === "#profile");
  await page.getByLabel("Bio").fill("Travel, yoga and the stories behind my photos.");
  await page.getByRole("button", { name: "Save profile" }).click();
  await page.getByText("Changes saved").first().waitFor();

  await page.goto("/studio");
  await item(page, "bio").and(page.locator('[data-state="done"]')).waitFor();
  assert.equal(await item(page, "bio").getByText("Done").count(), 1);
  assert.equal(await page.getByTestId("checklist-count").textContent(), "1 of 6 done");
  assert.deepEqual((await states(page)).slice(0, 3), ["photos:todo", "bio:done", "prices:todo"]);
  await settled(page);
  await screenshot(page, "studio-checklist-bio-done-light");
  await page.context().close();
});

test("the checklist on a phone and in dark fits the screen", async () => {
  const page = await newPage(browser, phone);
  await dark(page);
  await signUpCreator(page, "Phone Maker");
  await page.waitForURL((url) => url.pathname === "/studio");
  await page.getByTestId("creator-checklist").waitFor();
  await assertFits(page);
  await settled(page);
  await wholePageShot(page, "tests/e2e/output/studio-checklist-phone-dark.png");
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "studio-checklist-dark");
  await page.context().close();
});
