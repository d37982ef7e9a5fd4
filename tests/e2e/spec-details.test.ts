/**
 * Smaller details in the browser: a conversation list that fails to
 * load empties and says so (the page stays); every page uses the site settings' favicon, header
 * and footer menus and analytics id, and the settings page accepts the menus it offers; counts of
 * one in the singular on a creator's profile tabs.
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
  execSql,
  freshFetch,
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

/** A verified creator of the test's own, with one gallery holding one photo. */
async function creatorWithOnePhoto() {
  const creator = await registerViaApi("performers", "One Photo", "onephoto");
  execSql(`UPDATE performer_profiles SET verification_status = 'approved' WHERE user_id = '${creator.id}';`);
  const gallery = await api<{ data: { _id: string } }>("/performer/performer-assets/galleries", {
    token: creator.token,
    body: { title: "Just one", status: "active" },
  });
  assert.ok(gallery.status < 300, JSON.stringify(gallery.json));
  const form = new FormData();
  form.set("photo", new Blob([Buffer.from(SAMPLES_BASE64.png, "base64")], { type: "image/png" }), "one.png");
  form.set("galleryId", gallery.json.data._id);
  form.set("title", "The one");
  const upload = await freshFetch(`${baseUrl}/api/performer/performer-assets/photos/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${creator.token}` },
    body: form,
  });
  assert.equal(upload.status, 201, await upload.text());
  return creator;
}

describe("counts of one read in the singular", () => {
  test('a profile with one photo and one gallery reads "1 Photo" and "1 Gallery" on its tabs', async () => {
    const creator = await creatorWithOnePhoto();
    const page = await newPage(browser);
    await page.goto(`/${creator.username}`);
    const tabs = page.getByRole("navigation", { name: "Profile sections" });
    await tabs.getByRole("link", { name: "1 Photo", exact: true }).waitFor();
    await tabs.getByRole("link", { name: "1 Gallery", exact: true }).waitFor();
    await tabs.getByRole("link", { name: "0 Posts", exact: true }).waitFor();
    await tabs.getByRole("link", { name: "0 Videos", exact: true }).waitFor();
    await tabs.getByRole("link", { name: "0 Products", exact: true }).waitFor();
    await screenshot(page, "profile-tabs-one-photo-light");
    await page.context().close();
  });
});

/** Resolves once React runs the page (the theme switch drops its no-JavaScript field then). */
async function hydrated(page: Page) {
  await page
    .locator('form[action="/resources/theme"] input[name="redirectTo"]')
    .waitFor({ state: "detached" });
}

describe("a conversation list that fails to load", () => {
  test('empties and says "Error occurred, please try again later"; Try again loads it', async () => {
    const fan = await registerViaApi("users", "List Reader", "listfail");
    const page = await newPage(browser);
    await page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
    await uiLogin(page, fan.username, "Secret123!");
    await hydrated(page);
    // The conversation list's data request fails as a dropped connection would: the page's own
    // data request (no _routes) or the list's own (_routes naming routes/messages).
    const listRequest = (url: URL) =>
      url.pathname === "/messages.data" &&
      (!url.searchParams.has("_routes") ||
        (url.searchParams.get("_routes") ?? "").split(",").includes("routes/messages"));
    let failed = 0;
    await page.route(listRequest, (route) => {
      failed += 1;
      return route.abort("connectionreset");
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: /^Messages/ })
      .click();
    await page.waitForURL("**/messages");
    const conversations = page.getByRole("complementary", { name: "Conversations" });
    await conversations
      .getByRole("alert")
      .filter({ hasText: "Error occurred, please try again later" })
      .waitFor();
    assert.ok(failed > 0, "the list's request was made and failed");
    // The page stays: its heading, the search and the site's navigation, not an error page.
    await page.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
    await page.getByRole("searchbox", { name: "Search conversations" }).waitFor();
    assert.equal(await page.getByTestId("conversation-list").count(), 0);
    await page.getByTestId("page-loading-overlay").waitFor({ state: "detached" });
    await screenshot(page, "messages-list-failed-dark");

    await page.unroute(listRequest);
    await conversations.getByRole("button", { name: "Try again" }).click();
    await conversations.getByText("No conversations yet.", { exact: false }).waitFor();
    assert.equal(await conversations.getByRole("alert").count(), 0);
    await page.context().close();
  });
});

describe("the pages use the site settings", () => {
  const adminToken = () => apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const restore = async () => {
    const res = await api("/admin/settings", {
      method: "PUT",
      token: await adminToken(),
      body: { values: { favicon: "/favicon.ico", menus: [], gaCode: "" } },
    });
    assert.equal(res.status, 200, JSON.stringify(res.json));
  };

  test("favicon, header and footer menus and the analytics id, on every page, under the page's policy", async () => {
    const set = await api("/admin/settings", {
      method: "PUT",
      token: await adminToken(),
      body: {
        values: {
          favicon: "/logo.svg",
          gaCode: "G-E2ETEST42",
          menus: [
            { title: "Help centre", path: "/pages/help", section: "header" },
            { title: "Terms of use", path: "/pages/terms", section: "footer" },
            { title: "Press kit", path: "https://press.example.com/kit", section: "footer" },
          ],
        },
      },
    });
    assert.equal(set.status, 200, JSON.stringify(set.json));
    try {
      const page = await newPage(browser);
      // The machine is offline: Google's script fails fast instead of waiting on DNS.
      await page.route("https://www.googletagmanager.com/**", (route) => route.abort());
      // A page with its own title and meta (a page's meta replaces the root's).
      await page.goto("/search");
      await hydrated(page);
      const checkPage = async () => {
        assert.deepEqual(
          await page
            .locator('link[rel="icon"]')
            .evaluateAll((links) => links.map((l) => l.getAttribute("href"))),
          ["/logo.svg"],
        );
        await page
          .getByRole("navigation", { name: "Site" })
          .getByRole("link", { name: "Help centre" })
          .waitFor();
        const footer = page.getByRole("navigation", { name: "Footer" });
        await footer.getByRole("link", { name: "Terms of use" }).waitFor();
        assert.equal(
          await footer.getByRole("link", { name: "Press kit" }).getAttribute("href"),
          "https://press.example.com/kit",
        );
        // Google's tag, and the inline snippet ran (the page's nonce lets it): the id is in dataLayer.
        assert.equal(
          await page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=G-E2ETEST42"]').count(),
          1,
        );
        const configured = await page.evaluate(() =>
          ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some(
            (entry) => entry[0] === "config" && entry[1] === "G-E2ETEST42",
          ),
        );
        assert.equal(configured, true);
      };
      await checkPage();
      // After a navigation in the app, and on a page loaded on its own.
      await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact" }).click();
      await page.waitForURL("**/contact");
      await checkPage();
      await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
      await page.goto("/messages");
      await checkPage();
      await page.context().close();

      // On a phone too.
      const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
      await phone.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
      await phone.route("https://www.googletagmanager.com/**", (route) => route.abort());
      await phone.goto("/search");
      // On a phone the site's header links are in the menu drawer.
      await phone.getByRole("button", { name: "Menu" }).click();
      await phone.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Help centre" }).waitFor();
      await screenshot(phone, "site-menus-dark-phone");
      await phone.context().close();
    } finally {
      await restore();
    }
  });

  test("the settings page accepts the menu links it offers and they show at once; a problem names the link", async () => {
    try {
      const page = await newPage(browser);
      await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
      await page.goto("/admin/settings");
      await hydrated(page);
      await page.getByLabel("Link 1 title").fill("Creator guide");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText("Link 1: Enter a site path such as /pages/terms or an http(s) address.").waitFor();
      await page.getByLabel("Link 1 path").fill("/pages/creator-guide");
      await page.getByLabel("Link 1 place").selectOption("header");
      await page.getByRole("button", { name: "Add a link" }).click();
      await page.getByLabel("Link 2 title").fill("Press");
      await page.getByLabel("Link 2 path").fill("https://press.example.com");
      // The editor takes no longer title than Save accepts.
      assert.equal(await page.getByLabel("Link 2 title").getAttribute("maxlength"), "60");
      await page.getByRole("button", { name: "Save settings" }).click();
      await page.getByText("Settings saved").waitFor();
      await screenshot(page, "admin-settings-menus-light");
      await page.goto("/search");
      // An admin's header holds the most links; the admin's own do not push it wider.
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        true,
        "the page is no wider than the window",
      );
      await screenshot(page, "site-menus-admin-header-light");
      // The header link is in view, not cut off by the admin's long navigation.
      const guide = page
        .getByRole("navigation", { name: "Site" })
        .getByRole("link", { name: "Creator guide" });
      await guide.waitFor();
      assert.equal(
        await guide.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth && box.width > 0;
        }),
        true,
        "the header link is in view",
      );
      await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Press" }).waitFor();
      await page.context().close();
    } finally {
      await restore();
    }
  });
});
