/**
 * A creator whose ID documents were rejected: what /studio/verification tells them (that the
 * documents were rejected, the reviewer's reason, how to send new ones), with the same document
 * names as the creator sign-up form.
 */
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  launchBrowser,
  newPage,
  registerViaApi,
  screenshot,
  uiLogin,
} from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("a rejected creator sees that their documents were rejected, why, and how to send new ones, light and dark", async () => {
  const creator = await registerViaApi("performers", "Rejected Creator", "rejected");
  const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const reason = "The photo is blurred.";
  const rejected = await api(`/admin/performers/${creator.id}/verification`, {
    token: admin,
    body: { decision: "rejected", reason },
  });
  assert.equal(rejected.status, 200, JSON.stringify(rejected.json));

  for (const theme of ["light", "dark"]) {
    const page = await newPage(browser);
    await page.context().addCookies([{ name: "theme", value: theme, url: baseUrl }]);
    await uiLogin(page, creator.username, "Secret123!");
    await page.goto("/studio/verification");
    const status = page.getByTestId("id-check-status");
    await status.getByText("Your documents were rejected.").waitFor();
    assert.match((await status.textContent()) ?? "", /Reason given by our team: The photo is blurred\./);
    assert.match((await status.textContent()) ?? "", /upload new photos below.*Send for review/);
    // The documents are named as the sign-up form names them.
    for (const name of ["Photo ID: front", "Photo ID: back", "Selfie holding your ID"])
      await page.getByRole("heading", { name }).first().waitFor();
    await page.getByRole("button", { name: "Send for review" }).waitFor();
    await screenshot(page, `studio-verification-rejected-${theme}`);
    await page.context().close();
  }

  const signUp = await newPage(browser);
  await signUp.goto("/auth/register-creator");
  for (const label of ["Photo ID", "Selfie holding your ID"])
    await signUp.getByLabel(label, { exact: true }).waitFor();
  await signUp.context().close();
});
