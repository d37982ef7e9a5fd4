/**
 * A creator's first hour (issue 20 §5): sign-up lands on the studio's checklist of first steps,
 * each step links to where it is done and is ticked once it is; the guided ID check.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import {
  baseUrl,
  DEMO_ADMIN,
  launchBrowser,
  newPage,
  screenshot,
  uiLogin,
  uniqueName,
  wholePageShot,
} from "./harness";

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

const PNG = { name: "id.png", mimeType: "image/png", buffer: Buffer.from(SAMPLES_BASE64.png, "base64") };

/** Whether the step's card says it is done. */
const stepDone = async (page: Page, step: string) =>
  (await page.getByTestId(`id-step-${step}`).getAttribute("data-done")) === "true";

/** Waits until every image in the element has loaded (signed /media URLs). */
const imagesLoaded = (page: Page, testId: string) =>
  page.waitForFunction(
    (id) =>
      [...document.querySelectorAll<HTMLImageElement>(`[data-testid="${id}"] img`)].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    testId,
  );

test("the guided ID check: front, back and a selfie, each previewed; sent once all three are in; the admin sees the three and the creator the decision", async () => {
  const page = await newPage(browser);
  const username = await signUpCreator(page, "Ida Check");
  await page.waitForURL((url) => url.pathname === "/studio");
  await item(page, "verification")
    .getByRole("link", { name: /Verify your ID/ })
    .click();
  await page.waitForURL((url) => url.pathname === "/studio/verification");
  await page.getByTestId("id-check-status").getByText("Not sent yet.").waitFor();
  const send = page.getByRole("button", { name: "Send for review" });
  assert.equal(await send.isDisabled(), true);
  assert.match(
    (await page.getByTestId("id-check-remaining").textContent()) ?? "",
    /photo ID: front, photo ID: back, selfie holding your ID/,
  );

  // The front: held on the way, it shows its preview, progress and Cancel; cancelled, nothing is kept.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/performer/verification/documents/front", async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const front = page.getByTestId("id-step-front");
  await page.getByLabel("Upload the photo ID: front").setInputFiles(PNG);
  await front.getByRole("img", { name: "Photo ID: front (uploading)" }).waitFor();
  await front.getByRole("progressbar", { name: "Photo ID: front upload progress" }).waitFor();
  await settled(page);
  await screenshot(page, "id-check-uploading-light");
  await front.getByRole("button", { name: "Cancel" }).click();
  await front.getByText("Upload cancelled.").waitFor();
  release();
  await page.unroute("**/api/performer/verification/documents/front");
  assert.equal(await stepDone(page, "front"), false);

  // Then each step for real: the stored photo comes back through its signed URL.
  await page.getByLabel("Upload the photo ID: front").setInputFiles(PNG);
  await front.and(page.locator('[data-done="true"]')).waitFor();
  const stored = front.getByRole("img", { name: "Photo ID: front" });
  assert.match((await stored.getAttribute("src")) ?? "", /^\/media\/[0-9a-f]+\?exp=\d+&sig=/);
  assert.equal(await send.isDisabled(), true);
  await page.getByLabel("Upload the photo ID: back").setInputFiles(PNG);
  await page.getByTestId("id-step-back").and(page.locator('[data-done="true"]')).waitFor();
  await page.getByLabel("Upload the selfie holding your ID").setInputFiles(PNG);
  await page.getByTestId("id-step-selfie").and(page.locator('[data-done="true"]')).waitFor();
  await page.getByText("All three photos are ready.").waitFor();
  for (const step of ["front", "back", "selfie"]) await imagesLoaded(page, `id-step-${step}`);
  await settled(page);
  await screenshot(page, "id-check-ready-light");

  await send.click();
  await page.getByTestId("id-check-status").getByText("In review.").waitFor();
  assert.equal(await page.getByLabel("Upload the photo ID: back").count(), 0);
  await page.goto("/studio");
  await item(page, "verification").and(page.locator('[data-state="in_review"]')).waitFor();

  // The admin's queue shows the three, by step, and rejects with a reason.
  const admin = await newPage(browser);
  await uiLogin(admin, DEMO_ADMIN.username, DEMO_ADMIN.password);
  await admin.goto("/admin/verifications");
  const card = admin.locator("li", { has: admin.getByRole("link", { name: "Ida Check" }) });
  await card.waitFor();
  for (const label of ["Front of the ID", "Back of the ID", "Selfie with the ID"]) {
    await card.getByRole("img", { name: `ID document: ${label}` }).waitFor();
  }
  await card.getByRole("button", { name: "Reject" }).click();
  await card.getByLabel(/Why is Ida Check not verified/).fill("The selfie is too dark.");
  await card.getByRole("button", { name: "Reject", exact: true }).click();
  await admin
    .getByRole("alertdialog", { name: "Reject Ida Check's verification?" })
    .getByRole("button", { name: "Reject" })
    .click();
  await card.waitFor({ state: "detached" });
  await admin.context().close();

  // The creator reads why, and may replace a photo and send again.
  await page.goto("/studio/verification");
  const status = page.getByTestId("id-check-status");
  await status.getByText("Your documents were rejected.").waitFor();
  await status.getByText("Reason given by our team: The selfie is too dark.").waitFor();
  assert.equal(await send.isDisabled(), false);
  await page.getByLabel("Upload the selfie holding your ID").waitFor();
  for (const step of ["front", "back", "selfie"]) await imagesLoaded(page, `id-step-${step}`);
  await settled(page);
  await screenshot(page, "id-check-rejected-light");
  assert.ok(username);
  await page.context().close();
});

test("the ID check on a phone and in dark fits the screen", async () => {
  const page = await newPage(browser, phone);
  await dark(page);
  await signUpCreator(page, "Phone Check");
  await page.waitForURL((url) => url.pathname === "/studio");
  await page.goto("/studio/verification");
  await page.getByLabel("Upload the photo ID: front").setInputFiles(PNG);
  await page.getByTestId("id-step-front").and(page.locator('[data-done="true"]')).waitFor();
  await imagesLoaded(page, "id-step-front");
  await assertFits(page);
  await settled(page);
  await wholePageShot(page, "tests/e2e/output/id-check-phone-dark.png");
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "id-check-dark");
  await page.context().close();
});
