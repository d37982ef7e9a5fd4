/**
 * Browser tests of issue 21 sections 1 and 2: a creator picks files from the vault for a post
 * (nothing uploaded again), files them in a folder, and manages a custom fan list (create, find a
 * related fan, add, search, remove). Screens in light and dark, and at 390 px wide.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import {
  api,
  baseUrl,
  freshFetch,
  launchBrowser,
  newPage,
  registerViaApi,
  screenshot,
  sql,
  uiLogin,
} from "./harness";

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function uploadPhoto(token: string, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new File([Buffer.from(SAMPLES_BASE64.png, "base64")], name, { type: "image/png" }));
  const res = await freshFetch(`${baseUrl}/api/performer/feeds/photo/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(res.status, 201, await res.clone().text());
  return ((await res.json()) as { data: { _id: string } }).data._id;
}

async function themed(page: Page, theme: "light" | "dark") {
  await page.context().addCookies([{ name: "theme", value: theme, url: baseUrl }]);
}

describe("vault and fan lists", () => {
  test("a creator picks files from the vault for a post and files them in a folder", async () => {
    const creator = await registerViaApi("performers", "Vera Vault", "vera");
    const first = await uploadPhoto(creator.token, "beach.png");
    const second = await uploadPhoto(creator.token, "studio.png");
    const made = await api("/performer/feeds", {
      token: creator.token,
      body: { type: "photo", text: "<p>Beach day</p>", fileIds: [first] },
    });
    assert.equal(made.status, 201);

    const page = await newPage(browser);
    await uiLogin(page, creator.username, "Secret123!");
    await page.goto("/studio/compose?type=photo");
    await page.getByRole("button", { name: "From vault" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose from your vault" });
    await dialog.getByLabel("Select beach.png").waitFor();
    await screenshot(page, "vault-picker-light");
    await dialog.getByLabel("Select beach.png").check();
    await dialog.getByLabel("Select studio.png").check();
    await dialog.getByRole("button", { name: "Use 2 files" }).click();
    const chosen = page.getByRole("list", { name: "Chosen from vault" });
    assert.equal(await chosen.getByRole("listitem").count(), 2);
    await page.getByRole("textbox", { name: /caption/i }).click();
    await page.keyboard.type("Best of the week");
    await page.getByRole("button", { name: /^publish$/i }).click();
    await page.waitForURL(/\/studio\/posts/);
    const posts = sql<{ file_ids: string }>(
      `SELECT file_ids FROM feeds WHERE performer_id = '${creator.id}' ORDER BY created_at DESC LIMIT 1`,
    );
    assert.deepEqual(new Set(JSON.parse(posts[0].file_ids)), new Set([first, second]));
    const stored = sql<{ n: number }>(`SELECT count(*) AS n FROM files WHERE owner_id = '${creator.id}'`);
    assert.equal(stored[0].n, 2, "nothing was uploaded again");

    // The vault shows where each file is used, and files them in a folder.
    await page.goto("/studio/vault");
    await page.getByText("Used in 2 posts").waitFor();
    // With no folder, ticks delete; the page says what groups files.
    await page
      .getByText("2 files. Tick files to delete them, or create a folder above to group them.")
      .waitFor();
    await page.getByRole("textbox", { name: "New folder" }).fill("Favourites");
    await page.getByRole("button", { name: "Create folder" }).click();
    await page.getByRole("link", { name: /Favourites/ }).waitFor();
    await page.getByText("2 files. Tick files to add them to a folder or delete them.").waitFor();
    await page.getByLabel("Select beach.png").check();
    await page.getByRole("button", { name: "Add to folder" }).click();
    await page.getByText("1 file added to the folder").waitFor();
    await page.getByRole("link", { name: /Favourites/ }).click();
    await page.waitForURL(/folder=/);
    await page.getByLabel("Select beach.png").waitFor();
    // The URL changes as the navigation commits; the folder's list is drawn just after it (under
    // load the whole vault's list was still on screen when it was counted, once).
    await page.getByLabel("Select studio.png").waitFor({ state: "detached" });
    assert.equal(await page.getByLabel("Select studio.png").count(), 0);
    await screenshot(page, "vault-folder-light");
    await themed(page, "dark");
    await page.goto("/studio/vault");
    await page.getByText("Used in 2 posts").first().waitFor();
    await screenshot(page, "vault-dark");
    await page.context().close();

    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await uiLogin(phone, creator.username, "Secret123!");
    await phone.goto("/studio/vault");
    await phone.getByText("Used in 2 posts").first().waitFor();
    const wide = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the vault fits a 390 px screen (${wide})`);
    await screenshot(phone, "vault-phone");
    await phone.goto("/studio/compose?type=photo");
    await phone.getByRole("button", { name: "From vault" }).click();
    await phone.getByRole("dialog").getByLabel("Select beach.png").waitFor();
    await screenshot(phone, "vault-picker-phone");
    await phone.context().close();
  });

  test("a creator deletes files nothing uses from the vault, after saying yes; a file a post shows stays", async () => {
    const creator = await registerViaApi("performers", "Dana Delete", "dana");
    const used = await uploadPhoto(creator.token, "kept.png");
    await uploadPhoto(creator.token, "draft-one.png");
    await uploadPhoto(creator.token, "draft-two.png");
    const made = await api("/performer/feeds", {
      token: creator.token,
      body: { type: "photo", text: "<p>Kept</p>", fileIds: [used] },
    });
    assert.equal(made.status, 201);
    const page = await newPage(browser);
    await uiLogin(page, creator.username, "Secret123!");
    await page.goto("/studio/vault");
    await page.getByText("3 files.").waitFor();
    await page.getByText("Not used yet").first().waitFor();

    // Asked first: Cancel deletes nothing.
    await page.getByLabel("Select draft-one.png").check();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const ask = page.getByRole("alertdialog", { name: "Delete the ticked files?" });
    await ask.waitFor();
    await screenshot(page, "vault-delete-ask");
    await ask.getByRole("button", { name: "Cancel" }).click();
    assert.equal(await page.getByLabel("Select draft-one.png").count(), 1);

    // Yes, with a file a post shows among them: the others go, it stays, and the toast says so.
    await page.getByLabel("Select draft-two.png").check();
    await page.getByLabel("Select kept.png").check();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await ask.getByRole("button", { name: "Delete files" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "2 files deleted. 1 file is in use and stays" })
      .first()
      .waitFor();
    await page.getByText("1 file.").waitFor();
    assert.equal(await page.getByLabel("Select draft-one.png").count(), 0);
    assert.equal(await page.getByLabel("Select draft-two.png").count(), 0);
    await page.getByLabel("Select kept.png").waitFor();
    const left = sql<{ n: number }>(`SELECT count(*) AS n FROM files WHERE owner_id = '${creator.id}'`);
    assert.equal(left[0].n, 1);
    await themed(page, "dark");
    await page.reload();
    await page.getByText("1 file.").waitFor();
    await screenshot(page, "vault-after-delete-dark");
    await page.context().close();
  });

  test("a creator uploads straight into the vault and into a folder; a file of another kind is refused", async () => {
    const creator = await registerViaApi("performers", "Uma Upload", "uma");
    const page = await newPage(browser);
    await uiLogin(page, creator.username, "Secret123!");
    await page.goto("/studio/vault");
    await page.getByText("Nothing here yet").waitFor();

    // A photo and a sound, each to its media's upload call; both wait in the vault, unused.
    await page.getByLabel("Upload to your vault").setInputFiles([
      { name: "sunset.png", mimeType: "image/png", buffer: Buffer.from(SAMPLES_BASE64.png, "base64") },
      { name: "voice.mp3", mimeType: "audio/mpeg", buffer: Buffer.from(SAMPLES_BASE64.mp3, "base64") },
    ]);
    await page.getByTestId("upload-summary").filter({ hasText: "2 files added" }).waitFor();
    await page.getByText("2 files.").waitFor();
    await page.getByLabel("Select sunset.png").waitFor();
    await page.getByLabel("Select voice.mp3").waitFor();
    assert.equal(await page.getByText("Not used yet").count(), 2);

    // Something that is not a photo, video or sound is refused with the catalogue's message.
    await page.getByLabel("Upload to your vault").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("not a sound"),
    });
    await page.getByRole("alert").filter({ hasText: "This type of file is not accepted here." }).waitFor();

    // Inside a folder, an upload lands in the vault and in that folder.
    await page.getByRole("textbox", { name: "New folder" }).fill("Beach set");
    await page.getByRole("button", { name: "Create folder" }).click();
    await page.getByRole("link", { name: /^Beach set/ }).waitFor();
    assert.equal(
      await page.getByRole("textbox", { name: "New folder" }).inputValue(),
      "",
      "the field empties",
    );
    await page.getByRole("link", { name: /^Beach set/ }).click();
    await page.getByText("This folder is empty").waitFor();
    // The folder's field starts empty: what went to All files is not listed as added here.
    await page.getByText("sunset.png").waitFor({ state: "detached" });
    assert.equal(await page.getByText("notes.txt").count(), 0);
    await page.getByLabel("Upload into “Beach set”").setInputFiles({
      name: "waves.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from(SAMPLES_BASE64.jpg, "base64"),
    });
    await page.getByText("1 file.").waitFor();
    await page.getByLabel("Select waves.jpg").waitFor();
    await page
      .getByRole("link", { name: /^Beach set/ })
      .getByText("1")
      .waitFor();
    await screenshot(page, "vault-upload-folder-light");

    const stored = sql<{ original_name: string; type: string; folders: number }>(
      `SELECT original_name, type, (SELECT count(*) FROM vault_folder_files WHERE file_id = files.id) AS folders
         FROM files WHERE owner_id = '${creator.id}' ORDER BY original_name`,
    );
    assert.deepEqual(stored, [
      { original_name: "sunset.png", type: "feed-photo", folders: 0 },
      { original_name: "voice.mp3", type: "feed-audio", folders: 0 },
      { original_name: "waves.jpg", type: "feed-photo", folders: 1 },
    ]);
    await themed(page, "dark");
    await page.goto("/studio/vault");
    await page.getByText("3 files.").waitFor();
    await screenshot(page, "vault-upload-dark");
    await page.context().close();
  });

  test("a creator manages a custom fan list", async () => {
    const creator = await registerViaApi("performers", "Lina Lists", "lina");
    const fan = await registerViaApi("users", "Fiona Follower", "fiona");
    const stranger = await registerViaApi("users", "Sam Stranger", "sam");
    assert.equal((await api(`/follows/${creator.id}`, { method: "POST", token: fan.token })).status, 200);

    const page = await newPage(browser);
    await uiLogin(page, creator.username, "Secret123!");
    await page.goto("/studio/lists");
    const nav = page.getByRole("navigation", { name: "Lists" });
    await nav.getByRole("link", { name: /Followers\s*1/ }).waitFor();
    await page.getByRole("textbox", { name: "New list" }).fill("VIP");
    await page.getByRole("button", { name: "Create list" }).click();
    await nav.getByRole("link", { name: /VIP\s*0/ }).click();
    await page.getByRole("heading", { name: "VIP" }).waitFor();

    await page.getByRole("button", { name: "Find" }).click();
    const found = page.getByRole("form", { name: "Fans to add" });
    await found.getByText("Fiona Follower").waitFor();
    assert.equal(await found.getByText("Sam Stranger").count(), 0, "only related fans are offered");
    // Nobody ticked: the form says what it needs, under the fans.
    await found.getByRole("button", { name: "Add selected" }).click();
    await page.getByTestId("add-fans-error").getByText("Choose at least one fan.").waitFor();
    await found.getByRole("checkbox").first().check();
    await found.getByRole("button", { name: "Add selected" }).click();
    await page.getByText("1 added · 1 in the list").waitFor();
    assert.equal(await page.getByTestId("add-fans-error").count(), 0);
    const members = page.getByRole("list", { name: "Members" });
    await members.getByText("Fiona Follower").waitFor();
    await nav.getByRole("link", { name: /VIP\s*1/ }).waitFor();

    await page.getByRole("textbox", { name: "Search members" }).fill("nobody");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await page.getByText("No member matches.").waitFor();
    await page.getByRole("textbox", { name: "Search members" }).fill("fiona");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await members.getByText("Fiona Follower").waitFor();
    await screenshot(page, "lists-light");

    await themed(page, "dark");
    await page.reload();
    await members.getByText("Fiona Follower").waitFor();
    await screenshot(page, "lists-dark");

    await page.getByRole("button", { name: "Remove Fiona Follower" }).click();
    await page.getByText("Removed from the list").waitFor();
    await nav.getByRole("link", { name: /VIP\s*0/ }).waitFor();
    const rows = sql<{ n: number }>(
      `SELECT count(*) AS n FROM fan_list_members m JOIN fan_lists l ON l.id = m.list_id WHERE l.performer_id = '${creator.id}'`,
    );
    assert.equal(rows[0].n, 0);
    assert.ok(stranger.id);
    await page.context().close();

    const phone = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await uiLogin(phone, creator.username, "Secret123!");
    await phone.goto("/studio/lists");
    await phone.getByRole("navigation", { name: "Lists" }).waitFor();
    const wide = await phone.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= 390, `the lists fit a 390 px screen (${wide})`);
    await screenshot(phone, "lists-phone");
    await phone.context().close();
  });
});
