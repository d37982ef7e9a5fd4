/**
 * The phone walk: every main page at 390×844, as a visitor, a fan, a creator and the admin see it,
 * in light and in dark, must fit the screen. A page fails when the document is wider than the
 * window (it scrolls sideways), when an element's right edge passes the window without an ancestor
 * that clips it inside the window, or when a navigation strip or a row of tabs scrolls sideways
 * (its last links are hidden). Each page's picture lands in test-results/screenshots/phone-<who>-<page>-<theme>.png
 * beside the desktop ones (tests/e2e/screenshots.test.ts).
 *
 * Also here: the phone's tab bar (Home, Discover, Messages and Notifications with their unread
 * counts, Me) and its drawer, the consoles' compact menus, and the desktop header, which keeps its
 * navigation and fits at 1366 and 1024 px without the logo running into the links.
 */
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { type DemoPosts, demoPosts } from "./demo-posts";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  freshFetch,
  launchBrowser,
  newPage,
  registerViaApi,
  sql,
  uiLogin,
  wholePageShot,
} from "./harness";

const SCREENSHOT_DIR = "test-results/screenshots";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const max = DEMO_CREATORS[1];

type Who = "visitor" | "fan" | "creator" | "admin";
type Shot = { name: string; path: string };

let browser: Browser;
let posts: DemoPosts;
let fan: { id: string; token: string; username: string };
let conversationId: string;
let productId: string;
let galleryId: string;

before(async () => {
  browser = await launchBrowser();
  posts = await demoPosts();
  mkdirSync(SCREENSHOT_DIR, { recursive: true });

  // A fan with a history: funds from the admin, a subscription, a bought post, a tip, a message.
  fan = await registerViaApi("users", "Phone Fan With A Rather Long Display Name", "phonefan");
  const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const funded = await api(`/admin/wallets/${fan.id}/adjust`, {
    token: admin,
    body: { amount: 200, reason: "e2e funds for the phone walk" },
  });
  assert.equal(funded.status, 201, JSON.stringify(funded.json));
  const subscribed = await api("/payment/subscribe/performers", {
    token: fan.token,
    body: { performerId: posts.creatorId, type: "monthly", paymentGateway: "wallet" },
  });
  assert.equal(subscribed.status, 201, JSON.stringify(subscribed.json));
  const bought = await api(`/wallet/charges/feed/${posts.forSale.id}`, { token: fan.token, body: {} });
  assert.ok(bought.status < 300, JSON.stringify(bought.json));
  const tip = await api(`/wallet/charges/tip/${posts.creatorId}`, {
    token: fan.token,
    body: { amount: 12.5 },
  });
  assert.equal(tip.status, 201, JSON.stringify(tip.json));
  const opened = await api("/conversations", {
    token: fan.token,
    body: { source: "performer", sourceId: posts.creatorId },
  });
  assert.ok(opened.status < 300, JSON.stringify(opened.json));
  conversationId = opened.json.data._id;
  const sent = await api(`/messages/conversations/${conversationId}`, {
    token: fan.token,
    body: {
      type: "text",
      text: "Hi! A long first message with averyveryverylongwordthatwouldpushaphonescreenwideifnotwrapped.",
    },
  });
  assert.ok(sent.status < 300, JSON.stringify(sent.json));

  const creatorToken = await apiLogin(max.username, max.password);
  const form = new FormData();
  form.set("name", "Signed poster with a long name that needs to wrap on a phone");
  form.set("type", "physical");
  form.set("price", "10");
  form.set("stock", "5");
  const created = await freshFetch(`${baseUrl}/api/performer/performer-assets/products`, {
    method: "POST",
    headers: { authorization: `Bearer ${creatorToken}` },
    body: form,
  });
  assert.equal(created.status, 201, await created.clone().text());
  productId = ((await created.json()) as { data: { _id: string } }).data._id;
  [{ id: galleryId }] = sql<{ id: string }>(
    `SELECT id FROM galleries WHERE performer_id = '${posts.creatorId}' LIMIT 1`,
  );
});
after(async () => {
  await browser?.close();
});

function pagesOf(who: Who): Shot[] {
  const profile = `/${max.username}`;
  switch (who) {
    case "visitor":
      return [
        { name: "landing", path: "/" },
        { name: "login", path: "/auth/login" },
        { name: "register", path: "/auth/register" },
        { name: "register-creator", path: "/auth/register-creator" },
        { name: "search", path: "/search" },
        { name: "live", path: "/live" },
        { name: "profile", path: profile },
        { name: "profile-about", path: `${profile}/about` },
        { name: "locked-post", path: `/feeds/${posts.forSale.id}` },
        { name: "contact", path: "/contact" },
      ];
    case "fan":
      return [
        { name: "home", path: "/home" },
        { name: "search", path: "/search" },
        { name: "live", path: "/live" },
        { name: "profile", path: profile },
        { name: "profile-photos", path: `${profile}/photos` },
        { name: "profile-videos", path: `${profile}/videos` },
        { name: "profile-galleries", path: `${profile}/galleries` },
        { name: "profile-shop", path: `${profile}/shop` },
        { name: "post", path: `/feeds/${posts.subscriberSet.id}` },
        { name: "gallery", path: `/galleries/${galleryId}` },
        { name: "product", path: `/products/${productId}` },
        { name: "messages", path: "/messages" },
        { name: "conversation", path: `/messages/${conversationId}` },
        { name: "bookmarks", path: "/bookmarks" },
        { name: "subscriptions", path: "/user/subscriptions" },
        { name: "wallet", path: "/wallet" },
        { name: "account", path: "/user/account" },
        { name: "notifications", path: "/notifications" },
        { name: "cart", path: "/cart" },
      ];
    case "creator":
      return [
        { name: "profile", path: profile },
        { name: "studio", path: "/studio" },
        { name: "studio-posts", path: "/studio/posts" },
        { name: "studio-post-edit", path: `/studio/posts/${posts.poll.id}` },
        { name: "studio-compose", path: "/studio/compose" },
        { name: "studio-photos", path: "/studio/photos" },
        { name: "studio-videos", path: "/studio/videos" },
        { name: "studio-galleries", path: "/studio/galleries" },
        { name: "studio-products", path: "/studio/products" },
        { name: "studio-subscribers", path: "/studio/subscribers" },
        { name: "studio-comments", path: "/studio/comments" },
        { name: "studio-blocks", path: "/studio/blocks" },
        { name: "studio-vault", path: "/studio/vault" },
        { name: "studio-lists", path: "/studio/lists" },
        { name: "studio-promotions", path: "/studio/promotions" },
        { name: "studio-statistics", path: "/studio/statistics" },
        { name: "notifications", path: "/notifications" },
        { name: "earnings", path: "/creator/earnings" },
        { name: "payouts", path: "/creator/payouts" },
        { name: "account", path: "/creator/account" },
        { name: "messages", path: "/messages" },
        { name: "conversation", path: `/messages/${conversationId}` },
        { name: "wallet", path: "/wallet" },
      ];
    case "admin":
      return [
        { name: "dashboard", path: "/admin" },
        { name: "users", path: "/admin/users" },
        { name: "user", path: `/admin/users/${fan.id}` },
        { name: "verifications", path: "/admin/verifications" },
        { name: "payouts", path: "/admin/payouts" },
        { name: "orders", path: "/admin/orders" },
        { name: "reports", path: "/admin/reports" },
        { name: "settings", path: "/admin/settings" },
        { name: "pages", path: "/admin/pages" },
        { name: "banners", path: "/admin/banners" },
        { name: "coupons", path: "/admin/coupons" },
        { name: "token-packages", path: "/admin/token-packages" },
        { name: "country-blocks", path: "/admin/country-blocks" },
        { name: "contact", path: "/admin/contact" },
        { name: "audit", path: "/admin/audit" },
      ];
  }
}

async function login(page: Page, who: Who) {
  if (who === "fan") await uiLogin(page, fan.username, "Secret123!");
  if (who === "creator") await uiLogin(page, max.username, max.password);
  if (who === "admin") await uiLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
}

/**
 * What sticks out of the window: the document's width, each outermost element whose right edge
 * passes the window with no ancestor clipping it inside the window, and each navigation strip that
 * scrolls sideways. Empty when the page fits.
 */
function overflowOf(page: Page): Promise<string[]> {
  // Plain JavaScript in a string: the test runner's transform would add helpers the page lacks.
  return page.evaluate(MEASURE) as Promise<string[]>;
}

const MEASURE = `(() => {
  const width = window.innerWidth;
  const found = [];
  const root = document.documentElement;
  if (root.scrollWidth > width) found.push("the page is " + root.scrollWidth + " px wide");
  function describe(el) {
    const id = el.id ? "#" + el.id : "";
    const cls = typeof el.className === "string" && el.className.trim()
      ? "." + el.className.trim().split(/\\s+/).slice(0, 6).join(".") : "";
    const text = (el.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 40);
    return "<" + el.tagName.toLowerCase() + id + cls + "> \\"" + text + "\\"";
  }
  function clippedInside(el) {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX !== "visible" && up.getBoundingClientRect().right <= width + 0.5) return true;
      if (style.position === "fixed") return false;
    }
    return false;
  }
  const sticking = new Set();
  for (const el of document.body.querySelectorAll("*")) {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.right <= width + 0.5) continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || rect.width <= 1) continue;
    if (clippedInside(el)) continue;
    sticking.add(el);
  }
  for (const el of sticking) {
    if (el.parentElement && sticking.has(el.parentElement)) continue;
    found.push(describe(el) + " reaches " + Math.round(el.getBoundingClientRect().right) + " px");
  }
  for (const nav of document.querySelectorAll("nav, [role=tablist]")) {
    if (nav.getBoundingClientRect().width === 0) continue;
    const scroller = [nav, ...nav.querySelectorAll("*")].find(
      (el) =>
        el.scrollWidth > el.clientWidth + 1 &&
        getComputedStyle(el).overflowX !== "visible" &&
        el.getBoundingClientRect().width > 1,
    );
    if (scroller)
      found.push(describe(nav) + " scrolls sideways (" + scroller.scrollWidth + " px in " + scroller.clientWidth + " px)");
  }
  return found;
})()`;

for (const who of ["visitor", "fan", "creator", "admin"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`every main page fits a 390 px phone: ${who}, ${theme}`, async () => {
      const page = await newPage(browser, PHONE);
      await page.context().addCookies([{ name: "theme", value: theme, url: baseUrl }]);
      await login(page, who);
      const problems: string[] = [];
      for (const shot of pagesOf(who)) {
        const res = await page.goto(shot.path);
        assert.equal(res?.status(), 200, `${shot.path} answered ${res?.status()}`);
        await page.waitForLoadState("networkidle");
        for (const found of await overflowOf(page)) problems.push(`${shot.path}: ${found}`);
        await wholePageShot(page, `${SCREENSHOT_DIR}/phone-${who}-${shot.name}-${theme}.png`);
      }
      await page.context().close();
      assert.deepEqual(problems, [], `pages wider than a 390 px phone:\n${problems.join("\n")}`);
    });
  }
}

test("the phone's tab bar: Home, Discover, Messages with the unread count, Notifications, and Me opens the drawer", async () => {
  const page = await newPage(browser, PHONE);
  await login(page, "creator");
  const sent = await api(`/messages/conversations/${conversationId}`, {
    token: fan.token,
    body: { type: "text", text: "One more question!" },
  });
  assert.ok(sent.status < 300, JSON.stringify(sent.json));
  // Other browser tests write to this demo creator too: the badge shows what the server counts.
  const unread = await api<{ data: { total: number } }>("/messages/counting-not-read-messages", {
    token: await apiLogin(max.username, max.password),
  });
  assert.ok(unread.json.data.total >= 1, JSON.stringify(unread.json));
  await page.goto("/studio");
  const tabs = page.getByRole("navigation", { name: "Tabs" });
  for (const name of ["Home", /^Discover/, /^Messages/, /^Notifications/])
    await tabs.getByRole("link", { name }).waitFor();
  // The fan's message is unread for the creator: its count is on the Messages tab.
  await tabs
    .getByRole("link", { name: /^Messages/ })
    .getByTestId("unread-badge")
    .filter({ hasText: new RegExp(`(^|\\D)${unread.json.data.total}$`) })
    .waitFor();
  assert.equal(
    await tabs.getByRole("link", { name: /^Notifications/ }).getAttribute("href"),
    "/notifications",
  );
  // No header links on a phone: the tab bar and the drawer hold them.
  assert.equal(await page.getByRole("navigation", { name: "Main" }).count(), 0);
  await tabs.getByRole("link", { name: /^Discover/ }).click();
  await page.waitForURL("**/search");

  await tabs.getByRole("button", { name: "Me" }).click();
  const drawer = page.getByRole("dialog", { name: max.name });
  await drawer.waitFor();
  const more = drawer.getByRole("navigation", { name: "More" });
  for (const name of ["Studio", "Earnings", "Live", "Bookmarks", "Wallet", "Account settings"])
    await more.getByRole("link", { name, exact: true }).waitFor();
  await drawer.getByRole("button", { name: "Log out" }).waitFor();
  for (const theme of ["light", "dark"] as const) {
    await page.context().addCookies([{ name: "theme", value: theme, url: baseUrl }]);
    await page.reload();
    await tabs.getByRole("button", { name: "Me" }).click();
    await drawer.waitFor();
    await page.screenshot({
      path: `${SCREENSHOT_DIR}/phone-creator-drawer-${theme}.png`,
      animations: "disabled",
    });
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
  }
  await tabs.getByRole("button", { name: "Me" }).click();
  await more.getByRole("link", { name: "Earnings", exact: true }).click();
  await page.waitForURL("**/creator/earnings");
  await drawer.waitFor({ state: "hidden" });
  // Earnings is a studio section: the studio's menu names it, and leads back to the others.
  const earningsMenu = page.getByTestId("section-menu");
  await earningsMenu.locator("summary").getByText("Earnings", { exact: true }).waitFor();
  await earningsMenu.locator("summary").click();
  await earningsMenu
    .getByRole("navigation", { name: "Studio" })
    .getByRole("link", { name: "Payouts" })
    .click();
  await page.waitForURL("**/creator/payouts");
  await earningsMenu.locator("summary").getByText("Payouts", { exact: true }).waitFor();

  // The studio's own compact menu: one line naming the section, unfolding into all of them.
  await page.goto("/studio/posts");
  const menu = page.getByTestId("section-menu");
  await menu.locator("summary").getByText("Posts", { exact: true }).waitFor();
  await menu.locator("summary").click();
  await menu.getByRole("navigation", { name: "Studio" }).getByRole("link", { name: "Subscribers" }).click();
  await page.waitForURL("**/studio/subscribers");
  await menu.locator("summary").getByText("Subscribers", { exact: true }).waitFor();
  assert.equal(await menu.evaluate((el) => (el as HTMLDetailsElement).open), false);
  await page.context().close();
});

test("a visitor's phone header: Log in, Sign up and a menu with Discover and Live", async () => {
  const page = await newPage(browser, PHONE);
  await page.goto("/");
  assert.equal(await page.getByRole("navigation", { name: "Tabs" }).count(), 0);
  await page.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("link", { name: "Live" }).click();
  await page.waitForURL("**/live");
  await page.context().close();
});

/**
 * The header on a wide screen: the logo, the links and the account controls side by side, none
 * running into the next (the logo met "My profile" at 1366 px) and nothing cut off.
 */
for (const width of [1024, 1280, 1366]) {
  test(`the desktop header fits at ${width} px for every role, without the tab bar`, async () => {
    for (const who of ["visitor", "fan", "creator", "admin"] as const) {
      const page = await newPage(browser, { viewport: { width, height: 800 } });
      await login(page, who);
      await page.goto("/search");
      await page.waitForLoadState("networkidle");
      const boxes = await page.evaluate(() => {
        const row = document.querySelector("header > div");
        if (!row) return null;
        return [...row.children].map((el) => {
          const r = el.getBoundingClientRect();
          return { left: r.left, right: r.right, width: r.width, scroll: el.scrollWidth - el.clientWidth };
        });
      });
      assert.ok(boxes, "the header is drawn");
      const shown = boxes.filter((b) => b.width > 0);
      for (let i = 1; i < shown.length; i += 1)
        assert.ok(
          shown[i - 1].right <= shown[i].left,
          `${who} at ${width}: header parts ${i - 1} and ${i} overlap`,
        );
      for (const b of shown)
        assert.ok(b.right <= width && b.scroll <= 0, `${who} at ${width}: a header part is cut off`);
      if (who !== "visitor") {
        await page
          .getByRole("navigation", { name: "Main" })
          .getByRole("link", { name: /^Messages/ })
          .waitFor();
        assert.equal(await page.getByRole("navigation", { name: "Tabs" }).isVisible(), false);
      }
      assert.deepEqual(await overflowOf(page), [], `${who} at ${width}`);
      if (width === 1366)
        await page.screenshot({
          path: `${SCREENSHOT_DIR}/desktop-header-${who}-${width}.png`,
          clip: { x: 0, y: 0, width, height: 120 },
        });
      await page.context().close();
    }
  });
}

test("Discover on a phone keeps its filters behind one button, so creators show on the first screen", async () => {
  const page = await newPage(browser, PHONE);
  await page.goto("/search?gender=female");
  const toggle = page.getByRole("button", { name: /Filters and sort/ });
  // One filter is on, and it says so while folded away.
  await toggle.getByText("· 1 on").waitFor();
  assert.equal(await page.getByLabel("Gender").isVisible(), false);
  await page.goto("/search");
  await page
    .getByText(/\d+ creators?/)
    .first()
    .waitFor();
  const counted = await page
    .getByText(/\d+ creators?/)
    .first()
    .boundingBox();
  assert.ok(counted && counted.y < 844, `the results start on the first screen (at ${counted?.y} px)`);
  await toggle.click();
  await page.getByLabel("Gender").waitFor();
  assert.equal(await toggle.getAttribute("aria-expanded"), "true");
  await page.screenshot({ path: `${SCREENSHOT_DIR}/discover-filters-open-phone.png` });
  await page.context().close();

  // On a wide screen the filters are simply there.
  const wide = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await wide.goto("/search");
  await wide.getByLabel("Gender").waitFor();
  assert.equal(await wide.getByRole("button", { name: /Filters and sort/ }).isVisible(), false);
  await wide.context().close();
});

// Last: the creator opening the conversation reads the fan's message, which the tab bar's test counts.
test("a creator's message box keeps its width on a phone; the pay-per-view price has a row of its own, with its words", async () => {
  const page = await newPage(browser, PHONE);
  await login(page, "creator");
  await page.goto(`/messages/${conversationId}`);
  const message = page.getByLabel("Message", { exact: true });
  const price = page.getByLabel("Pay-per-view price (optional)");
  await message.waitFor();
  assert.equal(await page.getByText("Pay-per-view price (optional)").isVisible(), true);
  const [box, priceBox] = [await message.boundingBox(), await price.boundingBox()];
  assert.ok(box && box.width >= 200, `the message box is ${box?.width} px wide`);
  assert.ok(priceBox && box && priceBox.y >= box.y + box.height, "the price sits under the message");
  await wholePageShot(page, `${SCREENSHOT_DIR}/phone-creator-composer-light.png`);
  // On a wide screen it sits beside Send, its words for screen readers only.
  await page.setViewportSize({ width: 1280, height: 800 });
  const words = await page.getByText("Pay-per-view price (optional)").boundingBox();
  assert.ok(words && words.width <= 1 && words.height <= 1, "the words are for screen readers only");
  const [wide, widePrice] = [await message.boundingBox(), await price.boundingBox()];
  assert.ok(wide && widePrice && Math.abs(widePrice.y + widePrice.height - (wide.y + wide.height)) < 2);
  await page.context().close();
});
