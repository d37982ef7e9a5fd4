/**
 * Notifications in the browser: a fan's bell counts up live (no reload) when a creator they
 * subscribe to posts, likes their comment and goes live; /notifications lists them by tab with
 * empty states, marks one read by opening it and all read; light, dark and a phone's width.
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_CREATORS,
  execSql,
  launchBrowser,
  newPage,
  screenshot,
  sql,
  uiLogin,
  uniqueName,
} from "./harness";

const creator = DEMO_CREATORS[2];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const userId = (username: string) =>
  sql<{ id: string }>(`SELECT id FROM users WHERE username = '${username}'`)[0].id;

/** A new fan subscribed to the creator (test data: the money work writes subscriptions). */
async function subscribedFan() {
  const username = uniqueName("bellfan");
  const password = "Secret123!";
  const res = await api("/auth/users/register", {
    body: { name: "Bell Fan", username, email: `${username}@example.com`, password },
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  const now = Date.now();
  execSql(
    `INSERT INTO subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, payment_gateway, created_at, updated_at)
     VALUES ('${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}', '${userId(username)}', '${userId(creator.username)}',
             'monthly', 'active', ${now}, ${now + 30 * 86_400_000}, 'wallet', ${now}, ${now});`,
  );
  return { username, password };
}

async function as(username: string, password: string, options: { dark?: boolean; phone?: boolean } = {}) {
  const page = await newPage(browser, options.phone ? { viewport: { width: 390, height: 844 } } : {});
  if (options.dark) await page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
  await uiLogin(page, username, password);
  return page;
}

const bellCount = (page: Page) => page.getByTestId("notification-bell").getByTestId("notifications-count");

async function waitForBell(page: Page, count: string) {
  await bellCount(page).filter({ hasText: count }).waitFor({ timeout: 10_000 });
}

/** Whether anything on the page is wider than the screen. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe("notifications", () => {
  test("a fan's bell counts up live as the creator acts, and the page lists it by tab", async () => {
    const fan = await subscribedFan();
    const creatorToken = await apiLogin(creator.username, creator.password);
    const fanToken = await apiLogin(fan.username, fan.password);
    const page = await as(fan.username, fan.password);
    await page.goto("/notifications");
    await page.getByText("Nothing here yet").waitFor();
    assert.equal(await bellCount(page).count(), 0);
    await screenshot(page, "notifications-empty-light");

    // The creator posts: the bell shows 1 without a reload.
    const marker = await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 1;
      return 1;
    });
    const post = await api("/performer/feeds", {
      token: creatorToken,
      body: { type: "text", text: `<p>Fresh set for you ${uniqueName("p")}</p>` },
    });
    assert.equal(post.status, 201, JSON.stringify(post.json));
    await waitForBell(page, "1");

    // The fan comments; the creator likes the comment (a creator acting on the fan's words).
    const comment = await api("/comments", {
      token: fanToken,
      body: { objectType: "feed", objectId: post.json.data._id, content: "Love it!" },
    });
    assert.equal(comment.status, 201, JSON.stringify(comment.json));
    const like = await api("/reactions", {
      token: creatorToken,
      body: { objectType: "comment", objectId: comment.json.data._id, action: "like" },
    });
    assert.ok(like.status < 300, JSON.stringify(like.json));
    await waitForBell(page, "2");
    // Still the same document: the count came over the socket.
    assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), marker);

    await page.reload();
    const items = page.getByTestId("notification");
    await items.first().waitFor();
    assert.equal(await items.count(), 2);
    await page.getByText("liked your comment.").waitFor();
    await page.getByText(/posted: “Fresh set for you/).waitFor();
    await screenshot(page, "notifications-light");

    // Tabs: a fan's are the kinds a fan gets (no tips, purchases or paid messages, which only a
    // creator gets). The like is under Likes, the post under Subscriptions.
    const kinds = page.getByRole("navigation", { name: "Notification kinds" }).getByRole("link");
    assert.deepEqual(await kinds.allTextContents(), ["All", "Subscriptions", "Likes"]);
    await kinds.filter({ hasText: "Likes" }).click();
    await page.waitForURL(/tab=interactions/);
    // The URL changes before React renders the tab's list: wait for the post to leave it.
    await page.getByText(/posted: “Fresh set for you/).waitFor({ state: "detached" });
    await page.getByText("liked your comment.").waitFor();
    assert.equal(await items.count(), 1);
    // Only the tab shown is the current page (a screen reader said it of every tab).
    const current = page
      .getByRole("navigation", { name: "Notification kinds" })
      .locator("[aria-current=page]");
    assert.deepEqual(await current.allTextContents(), ["Likes"]);
    // A creator's tab asked for by its address is the fan's "All".
    await page.goto("/notifications?tab=messages");
    assert.equal(await items.count(), 2);
    await kinds.filter({ hasText: "Subscriptions" }).click();
    await page.waitForURL(/tab=subscriptions/);
    await page.getByText("liked your comment.").waitFor({ state: "detached" });
    await page.getByText(/posted: “Fresh set for you/).waitFor();

    // Opening one marks it read and goes to the post.
    await page.getByText(/posted: “Fresh set for you/).click();
    await page.waitForURL(new RegExp(`/feeds/${post.json.data._id}`));
    await waitForBell(page, "1");

    // Mark all read: the bell empties.
    await page.goto("/notifications");
    await page.getByRole("button", { name: "Mark all read" }).click();
    await bellCount(page).waitFor({ state: "detached" });
    assert.equal((await api("/notifications", { token: fanToken })).json.data.unread, 0);
    await page.context().close();
  });

  test("a creator's tabs are the kinds a creator gets", async () => {
    const page = await as(creator.username, creator.password);
    await page.goto("/notifications");
    const kinds = page.getByRole("navigation", { name: "Notification kinds" }).getByRole("link");
    assert.deepEqual(await kinds.allTextContents(), [
      "All",
      "Interactions",
      "Subscriptions",
      "Tips and purchases",
      "Messages",
    ]);
    await kinds.filter({ hasText: "Tips and purchases" }).click();
    await page.waitForURL(/tab=purchases/);
    await page.context().close();
  });

  test("the bell and the page in dark, and at a phone's width", async () => {
    const fan = await subscribedFan();
    const creatorToken = await apiLogin(creator.username, creator.password);
    const live = await api("/streaming/live", {
      token: creatorToken,
      body: { title: "Evening Q&A", price: 0 },
    });
    assert.ok(live.status < 300, JSON.stringify(live.json));
    const dark = await as(fan.username, fan.password, { dark: true });
    await dark.goto("/notifications");
    await dark.getByText(/is live now/).waitFor();
    await waitForBell(dark, "1");
    await screenshot(dark, "notifications-dark");
    await dark.context().close();

    for (const theme of ["light", "dark"] as const) {
      const phone = await as(fan.username, fan.password, { phone: true, dark: theme === "dark" });
      await phone.goto("/notifications");
      await phone.getByText(/is live now/).waitFor();
      // The tab bar holds Notifications with the count; the header has no second bell.
      await phone
        .getByRole("navigation", { name: "Tabs" })
        .getByRole("link", { name: /^Notifications/ })
        .getByTestId("notifications-badge")
        .filter({ hasText: "1" })
        .waitFor();
      assert.equal(await phone.getByTestId("notification-bell").isVisible(), false);
      assert.equal(await overflows(phone), false, "the notifications page fits 390 px");
      await screenshot(phone, `notifications-phone-${theme}`);
      await phone.context().close();
    }
    // The session ends, so other tests find the creator offline.
    await api(`/streaming/live/${live.json.data._id}`, { method: "PUT", token: creatorToken });
  });

  test("a fan turns a kind off on the account page, and that kind no longer comes", async () => {
    const fan = await subscribedFan();
    const creatorToken = await apiLogin(creator.username, creator.password);
    const page = await as(fan.username, fan.password);
    await page.goto("/user/account#notifications");
    const box = page.getByLabel("Creators you subscribe to going live: in app");
    assert.equal(await box.isChecked(), true);
    await box.uncheck();
    await page.getByRole("button", { name: "Save notifications" }).click();
    await page.locator("#notifications").getByText(/saved/i).waitFor();
    await page.locator("#notifications").screenshot({ path: "tests/e2e/output/notifications-settings.png" });
    const live = await api("/streaming/live", { token: creatorToken, body: { title: "Quiet", price: 0 } });
    assert.ok(live.status < 300, JSON.stringify(live.json));
    await api(`/streaming/live/${live.json.data._id}`, { method: "PUT", token: creatorToken });
    const fanToken = await apiLogin(fan.username, fan.password);
    assert.equal((await api("/notifications?type=creator_live", { token: fanToken })).json.data.total, 0);
    await page.reload();
    assert.equal(await page.getByLabel("Creators you subscribe to going live: in app").isChecked(), false);
    await page.context().close();
  });
});
