/**
 * A first visit that feels like a product: each point as a new visitor, a fan and a
 * creator go through it in the browser, on the seeded demo data (maxstone's posts are locked for
 * visitors and for alex, who follows but does not subscribe).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import { type DemoPosts, demoPosts } from "./demo-posts";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  DEMO_FANS,
  execSql,
  freshFetch,
  launchBrowser,
  newPage,
  registerViaApi,
  screenshot,
  sql,
  uiLogin,
  uniqueName,
} from "./harness";

const max = DEMO_CREATORS[1];
const alex = DEMO_FANS[0];
const png = (name: string) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from(SAMPLES_BASE64.png, "base64"),
});

let browser: Browser;
let demo: DemoPosts;
before(async () => {
  browser = await launchBrowser();
  demo = await demoPosts();
});
after(async () => {
  await browser?.close();
});

const userId = (username: string) =>
  sql<{ id: string }>(`SELECT id FROM users WHERE username = '${username}'`)[0].id;

/** POSTs a multipart form. */
function postForm(path: string, token: string, form: FormData): Promise<Response> {
  return freshFetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/** Resolves once React runs the page (the theme switch drops its no-JavaScript field then). */
async function hydrated(page: Page) {
  await page
    .locator('form[action="/resources/theme"] input[name="redirectTo"]')
    .waitFor({ state: "detached" });
}

/** A creator of this test's own (so its changes touch no demo account), logged in. */
async function newCreator(page: Page) {
  const username = uniqueName("fv");
  const password = "Secret123!";
  const signup = await api("/auth/performers/register-without-document", {
    body: { name: "First Visit", username, email: `${username}@example.com`, password },
  });
  assert.equal(signup.status, 201, JSON.stringify(signup.json));
  const id = userId(username);
  // Verified, as the admin would: unverified creators stay out of discovery and cannot sell.
  execSql(`UPDATE performer_profiles SET verification_status = 'approved' WHERE user_id = '${id}';`);
  await uiLogin(page, username, password);
  return { username, password, id, token: await apiLogin(username, password) };
}

describe("a creator's profile", () => {
  test("opens on Posts with counts in the tab labels", async () => {
    const page = await newPage(browser);
    await page.goto(`/${max.username}`);
    const tabs = page.getByRole("navigation", { name: "Profile sections" });
    const posts = tabs.getByRole("link", { name: /^\d+ Posts?$/ });
    assert.equal(await posts.getAttribute("aria-current"), "page");
    const [{ n }] = sql<{ n: number }>(
      `SELECT count(*) AS n FROM feeds WHERE performer_id = '${userId(max.username)}' AND status = 'active' AND published_at IS NOT NULL`,
    );
    assert.equal(await posts.textContent(), n === 1 ? "1 Post" : `${n} Posts`);
    await tabs.getByRole("link", { name: /^\d+ Photos?$/ }).waitFor();
    await page.getByTestId("feed-card").first().waitFor();
    await tabs.getByRole("link", { name: "About" }).click();
    await page.waitForURL(`**/${max.username}/about`);
    await page.getByRole("heading", { name: `About ${max.name}` }).waitFor();
    await page.context().close();
  });

  test("on a phone every tab fits the width, the last one included", async () => {
    const page = await newPage(browser, { viewport: { width: 360, height: 740 }, isMobile: true });
    await page.goto(`/${max.username}`);
    const strip = page.getByRole("navigation", { name: "Profile sections" });
    const { scrollWidth, clientWidth } = await strip.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    assert.ok(scrollWidth <= clientWidth, "the tabs fit the phone");
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true);
    const about = strip.getByRole("link", { name: "About" });
    const box = await about.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= 360, "About is in view without scrolling");
    await about.click();
    await page.waitForURL(`**/${max.username}/about`);
    await page.context().close();
  });

  test("a fan can report and bookmark the creator and watch their welcome video", async () => {
    const page = await newPage(browser);
    const creator = await newCreator(page);
    const form = new FormData();
    form.set("file", new Blob([Buffer.from(SAMPLES_BASE64.mp4, "base64")], { type: "video/mp4" }), "hi.mp4");
    const upload = await postForm("/performers/welcome-video/upload", creator.token, form);
    assert.equal(upload.status < 300, true, await upload.text());
    await page.context().close();

    const fan = await newPage(browser);
    await uiLogin(fan, alex.username, alex.password);
    await fan.goto(`/${creator.username}`);
    await fan.getByTestId("welcome-video").getByText("A welcome from First Visit").waitFor();
    // The player is ready once the page is hydrated (its buttons work from then on).
    await fan
      .locator('[data-testid="welcome-video"] [data-testid="video-player"][data-player-ready="true"]')
      .waitFor();

    await hydrated(fan);
    // The icon flips at once; the reload waits for the server's answer, or it could cancel the save.
    const saved = fan.waitForResponse(
      (r) => r.url().includes("/resources/content") && r.request().method() === "POST",
    );
    await fan.getByRole("button", { name: "Bookmark" }).click();
    await fan.getByRole("button", { name: "Remove bookmark" }).waitFor();
    await saved;
    await fan.reload();
    await fan.getByRole("button", { name: "Remove bookmark" }).waitFor();
    await fan.locator('[data-player-ready="true"]').waitFor();

    await fan.getByRole("button", { name: "Report this creator" }).click();
    const dialog = fan.getByRole("dialog", { name: "Report this creator" });
    // No browser bubble: sending without a reason shows the field's own message.
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByText("Choose a reason.").waitFor();
    await dialog.getByLabel("Reason").selectOption("Spam or scam");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByText("Thanks, our team will review it.").waitFor();
    const [reports] = sql<{ n: number }>(
      `SELECT count(*) AS n FROM reports WHERE target = 'performer' AND target_id = '${creator.id}'`,
    );
    assert.equal(reports.n, 1);
    await fan.context().close();
  });
});

describe("a locked post", () => {
  test("says what it holds and its price, and shows no locked file", async () => {
    const page = await newPage(browser);
    await page.goto(`/${max.username}`);
    const set = page.locator(`[data-feed-id="${demo.subscriberSet.id}"]`);
    assert.equal(await set.getAttribute("data-locked"), "true");
    assert.equal(await set.getByTestId("locked-contents").textContent(), "3 photos");
    const sale = page.locator(`[data-feed-id="${demo.forSale.id}"]`);
    assert.equal(await sale.getByTestId("locked-contents").textContent(), "a photo · ◎4.99");
    // Sold on its own: a visitor is told so, not that it is for subscribers.
    await sale.getByText("Pay once to see this").waitFor();
    await set.getByText("For subscribers only").waitFor();
    // A video tells how long it plays, read by the server from the file.
    const video = page.locator(`[data-feed-id="${demo.video.id}"]`);
    assert.equal(await video.getByTestId("locked-contents").textContent(), "a 2:31 video");
    // The creator's chosen preview is shown blurred; without one, the tiny blurred preview made at
    // upload (inline, a few hundred bytes), never a file of the post.
    assert.match(
      (await sale.getByTestId("locked-media").locator("img").getAttribute("src")) ?? "",
      /^\/media\//,
    );
    assert.match(
      (await set.getByTestId("locked-media").locator("img").getAttribute("src")) ?? "",
      /^data:image\/webp;base64,/,
    );
    // The security rule: a locked item shows only the preview its creator chose, never its files.
    const html = await page.content();
    for (const fileId of [...demo.subscriberSet.fileIds, ...demo.forSale.fileIds, ...demo.video.fileIds]) {
      assert.equal(html.includes(fileId), false, `locked file ${fileId} is on the page`);
    }
    await page.context().close();
  });

  test("a visitor's Unlock and Buy lead to sign-up (Log in from there) and back to the page", async () => {
    const page = await newPage(browser);
    await page.goto(`/feeds/${demo.forSale.id}`);
    const card = page.locator(`[data-feed-id="${demo.forSale.id}"]`);
    await card.getByRole("link", { name: /^Unlock for / }).waitFor();
    await screenshot(page, "visitor-unlock");
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    await screenshot(page, "visitor-unlock-dark");
    await card.getByRole("link", { name: /^Unlock for / }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/auth/register" &&
        url.searchParams.get("redirectTo") ===
          `/feeds/${demo.forSale.id}?then=unlock-feed-${demo.forSale.id}`,
    );
    // "Log in" keeps the way back.
    await page.getByRole("link", { name: "Log in", exact: true }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/auth/login" &&
        url.searchParams.get("redirectTo") ===
          `/feeds/${demo.forSale.id}?then=unlock-feed-${demo.forSale.id}`,
    );
    await page.getByLabel(/username or email/i).fill(alex.username);
    await page.getByLabel(/^password/i).fill(alex.password);
    await page.getByRole("button", { name: /log in/i }).click();
    await page.waitForURL((url) => url.href.startsWith(`${baseUrl}/feeds/${demo.forSale.id}`));
    // Back where they were, the Unlock dialog is open for them (paying is still their click).
    await page.getByRole("dialog", { name: "Unlock" }).waitFor();
    await page.waitForURL(`${baseUrl}/feeds/${demo.forSale.id}`);
    await page.context().close();

    // Buy on a product (the pay dialog's visitor path, which Tip shares) and a subscriber post.
    const token = await apiLogin(max.username, max.password);
    const form = new FormData();
    form.set("image", new Blob([png("p.png").buffer], { type: "image/png" }), "p.png");
    form.set("name", "A signed print");
    form.set("description", "A signed A4 print, shipped worldwide.");
    form.set("type", "physical");
    form.set("price", "7");
    form.set("stock", "20");
    form.set("status", "active");
    const made = await postForm("/performer/performer-assets/products", token, form);
    assert.equal(made.status, 201, await made.clone().text());
    const productId = ((await made.json()) as { data: { _id: string } }).data._id;
    const visitor = await newPage(browser);
    await visitor.goto(`/products/${productId}`);
    await hydrated(visitor);
    await visitor.getByRole("button", { name: /^Buy for / }).click();
    await visitor.waitForURL(
      (url) =>
        url.pathname === "/auth/register" &&
        url.searchParams.get("redirectTo") === `/products/${productId}?then=buy`,
    );
    await visitor.getByRole("button", { name: "Create account" }).waitFor();
    await visitor.getByRole("main").getByRole("link", { name: "Log in", exact: true }).click();
    await visitor.waitForURL(
      (url) =>
        url.pathname === "/auth/login" &&
        url.searchParams.get("redirectTo") === `/products/${productId}?then=buy`,
    );
    await visitor.goto(`/${max.username}`);
    await visitor.getByRole("link", { name: "Sign up to see" }).first().click();
    await visitor.waitForURL(
      (url) => url.pathname === "/auth/register" && url.searchParams.get("redirectTo") === `/${max.username}`,
    );
    await visitor.context().close();
  });

  test('a visitor\'s "Log in to like" brings them back to the post, where Like works', async () => {
    const page = await newPage(browser);
    await page.goto(`/feeds/${demo.poll.id}`);
    const card = page.locator(`[data-feed-id="${demo.poll.id}"]`);
    await card.getByRole("link", { name: "Log in to like" }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === "/auth/login" && url.searchParams.get("redirectTo") === `/feeds/${demo.poll.id}`,
    );
    await page.getByLabel(/username or email/i).fill(alex.username);
    await page.getByLabel(/^password/i).fill(alex.password);
    await page.getByRole("button", { name: /log in/i }).click();
    await page.waitForURL(`${baseUrl}/feeds/${demo.poll.id}`);
    // Signed in, the post's own Like button is back in place of the link.
    await card.getByRole("button", { name: /^(Like|Unlike)$/ }).waitFor();
    assert.equal(await card.getByRole("link", { name: "Log in to like" }).count(), 0);
    await page.context().close();
  });

  test("a login link cannot be turned into a jump to another site", async () => {
    const page = await newPage(browser);
    await page.goto(`/auth/login?redirectTo=${encodeURIComponent("//evil.example/x")}`);
    await page.getByLabel(/username or email/i).fill(alex.username);
    await page.getByLabel(/^password/i).fill(alex.password);
    await page.getByRole("button", { name: /log in/i }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/auth/login"));
    assert.equal(new URL(page.url()).origin, baseUrl);
    await page.context().close();
  });

  test("a poll tells a visitor why they cannot vote; a fan who does not subscribe votes", async () => {
    const page = await newPage(browser);
    await page.goto(`/${max.username}`);
    const poll = page.locator(`[data-feed-id="${demo.poll.id}"]`).getByTestId("poll");
    assert.equal(await poll.getByTestId("poll-refusal").textContent(), "Log in to take part. Log in to vote");
    assert.equal(await poll.getByRole("button").count(), 0);
    // As the API has it (feeds-polls.test.ts): any fan who may see the creator votes, once.
    await uiLogin(page, alex.username, alex.password);
    await page.goto(`/${max.username}`);
    await hydrated(page);
    await poll.getByRole("button", { name: "A Q&A" }).click();
    await poll.getByText(/^1 vote ·/).waitFor();
    assert.equal(await poll.getByTestId("poll-refusal").count(), 0);
    await page.context().close();
  });
});

describe("the creator studio", () => {
  test("a fan is told the studio is for creators and how to become one", async () => {
    const page = await newPage(browser);
    await uiLogin(page, DEMO_FANS[1].username, DEMO_FANS[1].password);
    const res = await page.goto("/studio");
    assert.equal(res?.status(), 403);
    await page.getByRole("heading", { name: "The studio is for creators" }).waitFor();
    assert.equal(await page.getByText(/another account/i).count(), 0);
    await page.getByRole("link", { name: "Discover" }).first().waitFor();
    await page.getByRole("button", { name: "Become a creator" }).click();
    await page.waitForURL("**/auth/register-creator");
    await page.getByRole("heading", { name: "Become a creator" }).waitFor();
    await page.context().close();
  });

  test("a creator edits a post after publishing it", async () => {
    const page = await newPage(browser);
    const creator = await newCreator(page);
    const made = await api("/performer/feeds", {
      token: creator.token,
      body: { type: "text", text: "<p>First words</p>" },
    });
    assert.ok(made.status < 300, JSON.stringify(made.json));
    await page.goto("/studio/posts");
    await page.getByTestId("studio-post").getByRole("link", { name: "Edit" }).click();
    await page.waitForURL(`**/studio/posts/${made.json.data._id}`);
    const editor = page.getByRole("textbox", { name: "Your post" });
    await editor.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Better words");
    await page.getByLabel("Pin to the top of my profile").check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL("**/studio/posts");
    await page.getByText("Post updated").first().waitFor();
    await page.getByTestId("studio-post").getByText("Pinned").waitFor();
    await page.goto(`/feeds/${made.json.data._id}`);
    await page.getByText("Better words").waitFor();
    await page.context().close();
  });

  test("a post a fan bought cannot be deleted; hidden, the fan still opens it from their wallet", async () => {
    const page = await newPage(browser);
    const creator = await newCreator(page);
    const made = await api("/performer/feeds", {
      token: creator.token,
      body: { type: "text", text: "<p>Bought words, kept for good</p>", isSale: true, price: 5 },
    });
    assert.ok(made.status < 300, JSON.stringify(made.json));
    const fan = await registerViaApi("users", "Buying Fan", "bf");
    const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    await api(`/admin/wallets/${fan.id}/adjust`, {
      token: adminToken,
      body: { amount: 20, reason: "e2e funds" },
    });
    const bought = await api(`/wallet/charges/feed/${made.json.data._id}`, { token: fan.token, body: {} });
    assert.equal(bought.status, 201, JSON.stringify(bought.json));

    await page.goto("/studio/posts");
    await hydrated(page);
    const row = page.getByTestId("studio-post");
    await row.getByRole("button", { name: "Delete" }).click();
    await page
      .getByRole("alertdialog", { name: "Delete this post?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await page
      .getByText(/^Fans have paid for this post, so it stays theirs and cannot be deleted\./)
      .first()
      .waitFor();
    await row.getByRole("button", { name: "Hide" }).click();
    await page.getByText("Post hidden from your page; fans who bought it keep it.").first().waitFor();
    await row.getByText("Hidden", { exact: true }).waitFor();
    await row.getByRole("button", { name: "Show" }).waitFor();
    await screenshot(page, "studio-post-hidden");
    await page.context().close();

    // The fan finds it in their wallet's spending and opens it; a visitor does not.
    const fanPage = await newPage(browser);
    await uiLogin(fanPage, fan.username, "Secret123!");
    await fanPage.goto("/wallet");
    await fanPage
      .getByTestId("spending")
      .getByRole("link", { name: /^Post: Bought words/ })
      .click();
    await fanPage.waitForURL(`**/feeds/${made.json.data._id}`);
    await fanPage.getByText("Bought words, kept for good").waitFor();
    await fanPage.context().close();
    const visitor = await newPage(browser);
    const res = await visitor.goto(`/feeds/${made.json.data._id}`);
    assert.equal(res?.status(), 404);
    await visitor.context().close();
  });

  test("a creator uploads several photos at once, each with its own progress, and cancels one", async () => {
    const page = await newPage(browser);
    const creator = await newCreator(page);
    const gallery = await api("/performer/performer-assets/galleries", {
      token: creator.token,
      body: { title: "Beach", status: "active" },
    });
    assert.ok(gallery.status < 300, JSON.stringify(gallery.json));
    await page.goto("/studio/photos");
    // Hold the third file's request so it can be cancelled while it runs.
    let seen = 0;
    await page.route("**/api/performer/performer-assets/photos/upload", async (route) => {
      seen += 1;
      if (seen === 3) return; // never answered: only Cancel ends it
      await route.continue();
    });
    await page
      .getByLabel("Photos", { exact: true })
      .setInputFiles([png("a.png"), png("b.png"), png("c.png")]);
    const items = page.locator("[data-upload-state]");
    await page.waitForFunction(() => document.querySelectorAll('[data-upload-state="done"]').length === 2);
    assert.equal(await items.count(), 3);
    await page.getByRole("progressbar", { name: "Uploading c.png" }).waitFor();
    await page.getByRole("button", { name: "Cancel upload of c.png" }).click();
    await page.waitForFunction(() => document.querySelectorAll("[data-upload-state]").length === 2);
    const [{ n }] = sql<{ n: number }>(
      `SELECT count(*) AS n FROM photos WHERE performer_id = '${creator.id}'`,
    );
    assert.equal(n, 2);
    // The list below reloaded with both.
    await page.getByRole("link", { name: "View" }).nth(1).waitFor();
    await page.context().close();
  });

  test("video posts count as videos, and the comments page lists what fans wrote", async () => {
    const page = await newPage(browser);
    const creator = await newCreator(page);
    const form = new FormData();
    form.set("file", new Blob([Buffer.from(SAMPLES_BASE64.mp4, "base64")], { type: "video/mp4" }), "v.mp4");
    const file = await postForm("/performer/feeds/video/upload", creator.token, form).then(
      (r) => r.json() as Promise<{ data: { _id: string } }>,
    );
    const post = await api("/performer/feeds", {
      token: creator.token,
      body: { type: "video", text: "<p>Watch this</p>", fileIds: [file.data._id] },
    });
    assert.ok(post.status < 300, JSON.stringify(post.json));
    await page.goto("/studio");
    const videos = page.getByRole("main").getByRole("link", { name: /^Videos\s*1$/ });
    await videos.waitFor();

    // A fan who subscribes (set up in the data: payments are another branch's) comments on a post.
    const fanToken = await apiLogin(alex.username, alex.password);
    const free = await api("/performer/feeds", {
      token: creator.token,
      body: { type: "text", text: "<p>Open to all</p>" },
    });
    const now = Date.now();
    execSql(
      `INSERT INTO subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, payment_gateway, created_at, updated_at)
       VALUES ('fv-sub-${now}', '${userId(alex.username)}', '${creator.id}', 'monthly', 'active', ${now}, ${now + 86_400_000}, 'wallet', ${now}, ${now});`,
    );
    const comment = await api("/comments", {
      token: fanToken,
      body: { objectType: "feed", objectId: free.json.data._id, content: "Love this one" },
    });
    assert.ok(comment.status < 300, JSON.stringify(comment.json));
    await page.goto("/studio/comments");
    const list = page.getByTestId("studio-comments");
    const item = list.getByTestId("comment").filter({ hasText: "Love this one" });
    await item.getByRole("link", { name: "your post" }).waitFor();
    assert.equal(await page.getByRole("textbox").count(), 0, "no empty composers");
    await page.getByText("1 comment on your content, newest first.").waitFor();

    // Deleting asks in the app's own dialog: Escape keeps the comment, Delete removes it.
    await item.getByRole("button", { name: "Delete comment" }).click();
    const ask = page.getByRole("alertdialog", { name: "Delete this comment?" });
    await ask.waitFor();
    await page.keyboard.press("Escape");
    await ask.waitFor({ state: "hidden" });
    await item.getByRole("button", { name: "Delete comment" }).click();
    await ask.getByRole("button", { name: "Delete" }).click();
    await item.waitFor({ state: "detached" });
    await page.context().close();
  });

  test("one of anything is counted in the singular: 1 follower, 1 view, 1 like, 1 comment", async () => {
    const page = await newPage(browser);
    const creator = await newCreator(page);
    const form = new FormData();
    form.append("title", "Counted clip");
    form.append(
      "file",
      new Blob([Buffer.from(SAMPLES_BASE64.mp4, "base64")], { type: "video/mp4" }),
      "c.mp4",
    );
    const uploaded = await postForm("/performer/performer-assets/videos/upload", creator.token, form);
    assert.equal(uploaded.status, 201, await uploaded.clone().text());
    const videoId = ((await uploaded.json()) as { data: { _id: string } }).data._id;
    execSql(
      `UPDATE performer_profiles SET total_followers = 1 WHERE user_id = '${creator.id}';
       UPDATE videos SET total_view = 1, total_like = 1, total_comment = 1 WHERE id = '${videoId}';`,
    );
    // The owner's own visits are not counted, so the page shows the one view set above.
    await page.goto(`/videos/${videoId}`);
    await page.getByText(/· 1 view$/).waitFor();
    await page.goto("/studio/videos");
    await page.getByText("1 view · 1 like · 1 comment").waitFor();
    await page.goto(`/search?q=${creator.username}`);
    const card = page.getByRole("link", { name: /First Visit/ }).first();
    assert.match((await card.textContent()) ?? "", /\b1 follower(?!s)/);
    await page.context().close();
  });

  test("the country-block picker is searchable on a phone", async () => {
    const page = await newPage(browser, { viewport: { width: 375, height: 740 }, isMobile: true });
    const creator = await newCreator(page);
    await page.goto("/studio/blocks");
    const picker = page.getByTestId("country-picker");
    await picker.getByLabel("Find a country").fill("fran");
    await picker.getByLabel("France").check();
    await picker.getByLabel("Find a country").fill("japan");
    await picker.getByLabel("Japan").check();
    const saved = page.waitForResponse(
      (r) => r.url().includes("/studio/blocks") && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Save countries" }).click();
    await saved;
    await page.reload();
    await page.getByRole("button", { name: "Remove Japan" }).waitFor();
    await page.getByRole("button", { name: "Remove France" }).waitFor();
    const blocked = await api("/block/countries", { token: creator.token });
    assert.equal(blocked.status, 200);
    assert.deepEqual([...blocked.json.data.countryCodes].sort(), ["FR", "JP"]);
    await page.context().close();
  });
});

describe("the whole site", () => {
  test("the 404 page keeps the site's navigation", async () => {
    const page = await newPage(browser);
    await uiLogin(page, alex.username, alex.password);
    const res = await page.goto("/no/such/page/here");
    assert.equal(res?.status(), 404);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.getByRole("link", { name: "Discover" }).first().click();
    await page.waitForURL("**/search");
    await page.context().close();
  });

  test("search finds content by title as well as creators, with counted words", async () => {
    const page = await newPage(browser);
    await page.goto("/search?q=Golden");
    await page.getByRole("link", { name: "Galleries" }).click();
    await page.waitForURL("**/search?q=Golden&in=galleries");
    const [{ n }] = sql<{ n: number }>(
      "SELECT count(*) AS n FROM galleries WHERE title LIKE '%Golden%' AND status = 'active'",
    );
    assert.ok(n >= 1);
    await page.getByText(n === 1 ? "1 gallery" : `${n} galleries`, { exact: true }).waitFor();
    await page.getByRole("list", { name: "Matching galleries" }).getByRole("listitem").first().waitFor();
    await page.getByRole("link", { name: "Creators" }).click();
    await page.getByText(/^\d+ creators?$/).waitFor();
    await page.context().close();
  });
});
