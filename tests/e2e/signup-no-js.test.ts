/**
 * The sign-up forms before (or without) JavaScript: a person on a slow phone sees a form they can
 * fill in and send at once, not a greyed-out one waiting for the page's script.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage, screenshot } from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe("sign-up without JavaScript", () => {
  for (const path of ["/auth/register", "/auth/register-creator"]) {
    test(`${path}: the fields and the submit are usable, and sending reaches the server`, async () => {
      const page = await newPage(browser, { javaScriptEnabled: false });
      await page.goto(path);
      const form = page.locator("main form").filter({ has: page.getByLabel("Username") });
      for (const label of ["Display name", "Username", "Email", "Password"]) {
        const input = form.getByLabel(label, { exact: true });
        assert.equal(await input.isEnabled(), true, `${label} is enabled`);
        assert.equal(
          await input.evaluate((el) => getComputedStyle(el).opacity),
          "1",
          `${label} is not greyed out`,
        );
      }
      const submit = form.getByRole("button", { name: /^Create/ });
      assert.equal(await submit.isEnabled(), true, "the submit is enabled");
      assert.equal(
        await submit.evaluate((el) => getComputedStyle(el).opacity),
        "1",
        "the submit is not greyed",
      );
      const name = path.endsWith("creator") ? "signup-nojs-creator" : "signup-nojs-fan";
      await screenshot(page, name);
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      await page.waitForTimeout(400); // the fields' colour transition, so the picture is the settled one
      await screenshot(page, `${name}-dark`);
      // Sent empty, the server (no script ran) answers with what to fill in.
      await submit.click();
      await page.waitForLoadState("load");
      await form
        .getByText(/required|enter/i)
        .first()
        .waitFor();
      await page.context().close();
    });
  }
});
