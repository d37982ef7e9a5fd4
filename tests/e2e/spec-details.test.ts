/**
 * Issue 18's smaller differences from the spec, in the browser: counts of one in the singular on a
 * creator's profile tabs.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import { api, baseUrl, execSql, launchBrowser, newPage, registerViaApi, screenshot } from "./harness";

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
