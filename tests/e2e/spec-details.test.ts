/**
 * Issue 18's smaller differences from the spec, in the browser: a conversation list that fails to
 * load empties and says so (the page stays); counts of one in the singular on a creator's profile
 * tabs.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import {
  api,
  baseUrl,
  execSql,
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
  const upload = await fetch(`${baseUrl}/api/performer/performer-assets/photos/upload`, {
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
