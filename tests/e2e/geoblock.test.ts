import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import type { Browser } from "playwright-core";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  launchBrowser,
  newPage,
  screenshot,
} from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test("a visitor from a country blocked site-wide is told so in plain words, light and dark", async () => {
  const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const block = await api("/admin/site-blocks/countries", { body: { countryCodes: ["AQ"] }, token: admin });
  assert.ok(block.status < 300, JSON.stringify(block.json));
  try {
    for (const theme of ["light", "dark"]) {
      const page = await newPage(browser, { extraHTTPHeaders: { "CF-IPCountry": "AQ" } });
      await page.context().addCookies([{ name: "theme", value: theme, url: baseUrl }]);
      await page.goto("/");
      await page.getByRole("heading", { name: "Not available in your country" }).waitFor();
      await screenshot(page, `site-country-block-${theme}`);
      const words = (await page.locator("main").textContent()) ?? "";
      assert.match(words, /this site can't be used from the country you're in/);
      assert.doesNotMatch(words, /geoBlock|try again later/i);
      await page.context().close();
    }
  } finally {
    await api("/admin/site-blocks/countries/AQ", { method: "DELETE", token: admin });
  }
});

test("a creator's own country block tells the visitor, on a phone, light and dark", async () => {
  const creator = DEMO_CREATORS[0];
  const token = await apiLogin(creator.username, creator.password);
  const set = await api("/block/countries", { token, body: { countryCodes: ["KP"] } });
  assert.equal(set.status, 200, JSON.stringify(set.json));
  try {
    for (const theme of ["light", "dark"]) {
      const page = await newPage(browser, {
        viewport: { width: 390, height: 844 },
        extraHTTPHeaders: { "CF-IPCountry": "KP" },
      });
      await page.context().addCookies([{ name: "theme", value: theme, url: baseUrl }]);
      const res = await page.goto(`/${creator.username}`);
      assert.equal(res?.status(), 403);
      await page.getByRole("heading", { name: "Not available in your country" }).waitFor();
      assert.equal(await page.getByText("Not allowed").count(), 0);
      await page.getByText("This creator has chosen not to show their page").waitFor();
      await page.getByRole("link", { name: "Go to the home page" }).waitFor();
      await screenshot(page, `creator-country-block-${theme}`);
      await page.context().close();
    }
  } finally {
    await api("/block/countries", { token, body: { countryCodes: [] } });
  }
});
