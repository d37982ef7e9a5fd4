/**
 * Browser tests of messaging and going live, with two browser contexts at once: a fan and a
 * creator exchange messages live (the thread, typing, the header's unread badge), and a viewer
 * watches the creator's stream chat (a message appearing live, a tip shown in the chat, the video
 * area saying plainly that video cannot connect offline).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { crc32, deflateSync } from "node:zlib";
import type { Browser, Page, Route } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  DEMO_CREATORS,
  execSql,
  launchBrowser,
  newPage,
  screenshot,
  sql,
  uiLogin,
  uniqueName,
} from "./harness";

const creator = DEMO_CREATORS[1];

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const userId = (username: string) =>
  sql<{ id: string }>(`SELECT id FROM users WHERE username = '${username}'`)[0].id;

/** A new fan, not subscribed to anyone. */
async function newFan(name: string) {
  const username = uniqueName("fan");
  const password = "Secret123!";
  const res = await api("/auth/users/register", {
    body: { name, username, email: `${username}@example.com`, password },
  });
  assert.equal(res.status, 201, JSON.stringify(res.json));
  return { username, password, name };
}

/** The fan subscribes to the creator (test data: the money work writes subscriptions). */
function subscribe(username: string) {
  const now = Date.now();
  execSql(
    `INSERT INTO subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, payment_gateway, created_at, updated_at)
     VALUES ('${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}', '${userId(username)}', '${userId(creator.username)}',
             'monthly', 'active', ${now}, ${now + 30 * 86_400_000}, 'wallet', ${now}, ${now});`,
  );
}

/** A new fan, subscribed to the creator. */
async function subscribedFan(name: string) {
  const fan = await newFan(name);
  subscribe(fan.username);
  return fan;
}

/** A new subscribed fan with a conversation opened with the creator. */
async function subscribedFanWriting(name: string) {
  const fanUser = await subscribedFan(name);
  const fanToken = await apiLogin(fanUser.username, fanUser.password);
  const opened = await api("/conversations", {
    token: fanToken,
    body: { source: "performer", sourceId: userId(creator.username) },
  });
  assert.equal(opened.status, 201, JSON.stringify(opened.json));
  return { fanUser, fanToken, conversationId: opened.json.data._id as string };
}

/** A logged-in page; `dark` picks the dark theme (the site's own cookie), `phone` a phone's screen. */
async function as(username: string, password: string, options: { dark?: boolean; phone?: boolean } = {}) {
  const page = await newPage(browser, options.phone ? { viewport: { width: 390, height: 780 } } : {});
  if (options.dark) await page.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
  await uiLogin(page, username, password);
  return page;
}

const thread = (page: Page) => page.getByTestId("thread");

/** A PNG of one colour, width × height (a real photo's size: the sample photo is 16 px). */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([200, 120, 60], 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** Waits out the page-loading overlay (it stays 500 ms after a route change) before a screenshot. */
async function shot(page: Page, name: string) {
  await page.getByTestId("page-loading-overlay").waitFor({ state: "detached" });
  await screenshot(page, name);
}

describe("messaging", () => {
  test("a fan is offered Message on a creator's page only once subscribed (the server's rule)", async () => {
    const fanUser = await newFan("Sam Subscriber");
    const fan = await as(fanUser.username, fanUser.password);
    await fan.goto(`/${creator.username}`);
    await fan
      .getByRole("button", { name: /^Subscribe/ })
      .first()
      .waitFor();
    assert.equal(await fan.getByRole("button", { name: "Message" }).count(), 0);
    subscribe(fanUser.username);
    await fan.reload();
    await fan.getByRole("button", { name: "Message" }).waitFor();
    await fan.context().close();
  });

  test("a fan and a creator exchange messages live", async () => {
    const fanUser = await subscribedFan("Robin Reader");
    const fan = await as(fanUser.username, fanUser.password);
    const star = await as(creator.username, creator.password, { dark: true });

    // The fan starts the conversation from the creator's profile.
    await fan.goto(`/${creator.username}`);
    await fan.getByRole("button", { name: "Message" }).click();
    await fan.waitForURL(/\/messages\/[0-9a-f]{24}$/);
    const conversationPath = new URL(fan.url()).pathname;
    await fan.getByText("No messages yet. Say hello!").waitFor();
    await fan.locator("[data-socket-status=connected]").waitFor();

    // The creator is elsewhere: their header's unread badge counts the message as it arrives
    // (once their notification socket has said hello: a message sent before is in the page's count).
    const starSocket = star
      .waitForEvent("websocket", (ws) => ws.url().includes("/parties/user/"))
      .then((ws) => ws.waitForEvent("framereceived"));
    await star.goto("/studio");
    await starSocket;
    await fan.getByRole("textbox", { name: "Message" }).fill("Hi! Huge fan <b>of your work</b>");
    await fan.keyboard.press("Enter");
    await thread(fan).getByText("Hi! Huge fan of your work").waitFor();
    // The sender's own list beside the thread shows it as the latest message at once.
    await fan.getByTestId("conversation-list").getByText("Hi! Huge fan of your work").waitFor();
    await star.getByTestId("unread-badge").filter({ hasText: "1" }).first().waitFor();

    // Opening the conversation reads it; both threads then update live, typing included.
    await star.goto(conversationPath);
    await thread(star).getByText("Hi! Huge fan of your work").waitFor();
    await star.locator("[data-socket-status=connected]").waitFor();
    await star.getByTestId("unread-badge").first().waitFor({ state: "detached" });
    await fan
      .getByRole("textbox", { name: "Message" })
      .pressSequentially("Are you going live", { delay: 20 });
    await star.getByText(/is typing/).waitFor();
    await fan.keyboard.press("Enter");
    await thread(star).getByText("Are you going live").waitFor();
    await star.getByRole("textbox", { name: "Message" }).fill("Tonight at eight!");
    await star.getByRole("button", { name: "Send" }).click();
    await thread(fan).getByText("Tonight at eight!").waitFor();

    // Deleting a message takes it off the other screen too.
    const own = thread(fan).locator("li", { hasText: "Are you going live" });
    await own.hover();
    await own.getByRole("button", { name: "Delete message" }).click();
    await thread(star).getByText("Are you going live").waitFor({ state: "detached" });

    // The conversation list shows the other person and the last message.
    await star.goto("/messages");
    await star.getByTestId("conversation-list").getByText("Robin Reader").waitFor();
    await shot(fan, "messaging-fan-thread");
    await shot(star, "messaging-creator-list-dark");

    // On a phone, the list and the thread take turns.
    const phone = await as(fanUser.username, fanUser.password, { phone: true, dark: true });
    await phone.goto("/messages");
    await phone.getByTestId("conversation-list").getByRole("link").first().click();
    await thread(phone).getByText("Tonight at eight!").waitFor();
    assert.equal(await phone.getByRole("complementary", { name: "Conversations" }).isVisible(), false);
    await shot(phone, "messaging-phone-thread");
    for (const page of [fan, star, phone]) await page.context().close();
  });

  test("opening a thread with an unread message directly: the list beside it and the header show it read at once", async () => {
    const fanUser = await subscribedFan("Una Read");
    const fan = await as(fanUser.username, fanUser.password);
    await fan.goto(`/${creator.username}`);
    await fan.getByRole("button", { name: "Message" }).click();
    await fan.waitForURL(/\/messages\/[0-9a-f]{24}$/);
    const conversationPath = new URL(fan.url()).pathname;
    await fan.goto("/home");
    const starToken = await apiLogin(creator.username, creator.password);
    const sent = await api(`/messages/conversations/${conversationPath.split("/")[2]}`, {
      token: starToken,
      body: { text: "Thanks for subscribing!" },
    });
    assert.ok(sent.status < 300, JSON.stringify(sent.json));
    await fan.reload();
    await fan.getByTestId("unread-badge").filter({ hasText: "1" }).first().waitFor();

    // Straight to the thread (a full page load: the list and the thread load side by side).
    await fan.goto(conversationPath);
    await thread(fan).getByText("Thanks for subscribing!").waitFor();
    const item = fan.getByTestId("conversation-list").locator(`a[href="${conversationPath}"]`);
    await item.getByText("Thanks for subscribing!").waitFor();
    assert.equal(await item.getByText("Unread:").count(), 0, "the open thread shows no unread badge");
    assert.equal(await fan.getByTestId("unread-badge").count(), 0, "the header counts nothing unread");
    await shot(fan, "messaging-open-thread-read");
    await fan.evaluate(() => document.documentElement.classList.add("dark"));
    await fan.waitForTimeout(400);
    await shot(fan, "messaging-open-thread-read-dark");
    await fan.context().close();
  });

  test("read receipts: the fan sees Seen appear live when the creator opens the conversation", async () => {
    const fanUser = await subscribedFan("Riley Receipt");
    const fan = await as(fanUser.username, fanUser.password, { phone: true });
    await fan.goto(`/${creator.username}`);
    await fan.getByRole("button", { name: "Message" }).first().click();
    await fan.waitForURL(/\/messages\/[0-9a-f]{24}$/);
    const conversationPath = new URL(fan.url()).pathname;
    await fan.locator("[data-socket-status=connected]").waitFor();
    await fan.getByRole("textbox", { name: "Message" }).fill("Did you see my last post?");
    await fan.keyboard.press("Enter");
    await thread(fan).getByText("Did you see my last post?").waitFor();
    assert.equal(await thread(fan).getByTestId("seen").count(), 0);

    // The creator opens the conversation in another browser: "Seen" appears under the fan's
    // message without a reload, and stays after one (it is stored).
    const star = await as(creator.username, creator.password, { dark: true });
    await star.goto(conversationPath);
    await thread(star).getByText("Did you see my last post?").waitFor();
    const seen = thread(fan).getByTestId("seen");
    await seen.waitFor();
    assert.equal((await seen.textContent())?.trim(), "Seen");
    assert.match(
      await seen.evaluate((el) => el.previousElementSibling?.textContent ?? ""),
      /Did you see my last post\?/,
    );
    assert.equal(await thread(star).getByTestId("seen").count(), 0);
    await shot(fan, "messaging-phone-seen");
    await fan.reload();
    await thread(fan).getByTestId("seen").waitFor();
    await fan.locator("[data-socket-status=connected]").waitFor();

    // An answer says it already: the fan's receipt goes, and the fan's open thread reads the
    // answer, so the creator sees "Seen" under it.
    await star.getByRole("textbox", { name: "Message" }).fill("Yes, loved it!");
    await star.getByRole("button", { name: "Send" }).click();
    await thread(fan).getByText("Yes, loved it!").waitFor();
    await thread(fan).getByTestId("seen").waitFor({ state: "detached" });
    await thread(star).getByTestId("seen").waitFor();
    await shot(star, "messaging-creator-seen-dark");
    for (const page of [fan, star]) await page.context().close();
  });

  test("a creator sees the fan panel beside the thread and keeps a private note; on a phone it opens from the ⋯ menu", async () => {
    const fanUser = await subscribedFan("Frankie Panel");
    const fan = await as(fanUser.username, fanUser.password);
    await fan.goto(`/${creator.username}`);
    await fan.getByRole("button", { name: "Message" }).first().click();
    await fan.waitForURL(/\/messages\/[0-9a-f]{24}$/);
    const conversationPath = new URL(fan.url()).pathname;
    await fan.getByRole("textbox", { name: "Message" }).fill("Hi from Frankie");
    await fan.keyboard.press("Enter");
    await thread(fan).getByText("Hi from Frankie").waitFor();

    // Desktop: the panel sits beside the thread.
    const star = await as(creator.username, creator.password);
    await star.goto(conversationPath);
    const panel = star.getByRole("complementary", { name: "About this fan" });
    await panel.getByRole("heading", { name: "Frankie Panel" }).waitFor();
    assert.match(
      (await panel.getByTestId("fan-subscription").textContent()) ?? "",
      /^Subscribed since \w{3} \d{1,2}, \d{4}$/,
    );
    assert.equal(await panel.getByTestId("fan-spent").textContent(), "◎0.00");
    await panel
      .getByRole("list", { name: "Lists they are in" })
      .getByText("Subscribers", { exact: true })
      .waitFor();
    await panel.getByLabel("Private note").fill("Loves the beach sets; birthday 12 May");
    await panel.getByRole("button", { name: "Save note" }).click();
    await panel.getByText("Note saved").waitFor();
    const [stored] = sql<{ note: string }>(
      `SELECT note FROM creator_fan_notes WHERE user_id = '${userId(fanUser.username)}'`,
    );
    assert.equal(stored.note, "Loves the beach sets; birthday 12 May");
    await shot(star, "messaging-fan-panel");

    // A phone: no side column; the ⋯ menu opens the panel, with the saved note.
    const phone = await as(creator.username, creator.password, { phone: true, dark: true });
    await phone.goto(conversationPath);
    await thread(phone).getByText("Hi from Frankie").waitFor();
    assert.equal(await phone.getByRole("complementary", { name: "About this fan" }).isVisible(), false);
    await phone.getByRole("button", { name: "More actions" }).click();
    await phone.getByRole("menuitem", { name: "About this fan" }).click();
    const dialog = phone.getByRole("dialog", { name: "About Frankie Panel" });
    await dialog.getByRole("heading", { name: "Frankie Panel" }).waitFor();
    assert.equal(
      await dialog.getByLabel("Private note").inputValue(),
      "Loves the beach sets; birthday 12 May",
    );
    assert.equal(await phone.evaluate(() => document.documentElement.scrollWidth), 390);
    await shot(phone, "messaging-phone-fan-panel-dark");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });

    // The fan sees neither the panel nor the note.
    await fan.reload();
    await thread(fan).getByText("Hi from Frankie").waitFor();
    assert.equal(await fan.getByTestId("fan-panel").count(), 0);
    assert.equal(await fan.getByText("Loves the beach sets").count(), 0);
    await fan.getByRole("button", { name: "More actions" }).click();
    assert.equal(await fan.getByRole("menuitem", { name: "About this fan" }).count(), 0);
    for (const page of [fan, star, phone]) await page.context().close();
  });

  test("on a phone the thread's header has a back arrow and a ⋯ menu; a private show is explained before it is asked", async () => {
    const fanUser = await subscribedFan("Sam Phone");
    for (const dark of [false, true]) {
      const fan = await newPage(browser, { viewport: { width: 390, height: 844 } });
      if (dark) await fan.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
      await uiLogin(fan, fanUser.username, fanUser.password);
      await fan.goto(`/${creator.username}`);
      await fan.getByRole("button", { name: "Message" }).first().click();
      await fan.waitForURL(/\/messages\/[0-9a-f]{24}$/);
      const conversationId = new URL(fan.url()).pathname.split("/").at(-1) ?? "";
      await fan.locator("[data-socket-status=connected]").waitFor();
      if (!dark) {
        await fan.getByRole("textbox", { name: "Message" }).fill("Hello from my phone");
        await fan.keyboard.press("Enter");
      }
      // The header: back to the list, the creator's name; each message under its day with its time.
      await fan.getByRole("link", { name: "Back to conversations" }).waitFor();
      const message = thread(fan).locator("li", { hasText: "Hello from my phone" });
      await message.waitFor();
      await thread(fan).getByTestId("day-label").filter({ hasText: "Today" }).waitFor();
      assert.match((await message.locator("time").textContent()) ?? "", /^\d{1,2}:\d{2}\s?[AP]M$/);

      // The ⋯ menu holds the extra actions.
      await fan.getByRole("button", { name: "More actions" }).click();
      const menu = fan.getByRole("menu");
      await menu.getByRole("menuitem", { name: "View profile" }).waitFor();
      await menu.getByRole("menuitem", { name: "Report…" }).waitFor();
      await menu.getByRole("menuitem", { name: "Ask for a private show…" }).click();
      const dialog = fan.getByRole("alertdialog");
      await dialog.getByText(/Asking is free and charges nothing/).waitFor();
      await dialog.getByText(/set the price of the session in tokens/).waitFor();
      assert.equal(await fan.evaluate(() => document.documentElement.scrollWidth), 390);
      await shot(fan, dark ? "messaging-phone-private-show-dark" : "messaging-phone-private-show");
      const requests = () =>
        sql<{ n: number }>(
          `SELECT COUNT(*) AS n FROM private_stream_requests WHERE conversation_id = '${conversationId}'`,
        )[0].n;
      if (!dark) {
        // Cancelling sends nothing.
        await dialog.getByRole("button", { name: "Cancel" }).click();
        await dialog.waitFor({ state: "hidden" });
        assert.equal(requests(), 0);
        await fan.getByRole("button", { name: "More actions" }).click();
        await fan.getByRole("menuitem", { name: "Ask for a private show…" }).click();
      }
      // Confirming sends the request.
      await dialog.getByRole("button", { name: "Send request" }).click();
      await fan.getByText("Your request was sent.", { exact: false }).first().waitFor();
      assert.equal(requests(), 1);
      await fan.context().close();
    }
  });
});

describe("a photo in a private message", () => {
  test("the newest message stays in view when a photo above it finishes loading", async () => {
    const { fanUser, conversationId } = await subscribedFanWriting("Nia Newest");
    const starToken = await apiLogin(creator.username, creator.password);
    // Enough messages to scroll, then a photo as the newest: it has no height until it loads.
    for (let i = 1; i <= 14; i++) {
      const sent = await api(`/messages/conversations/${conversationId}`, {
        token: starToken,
        body: { text: `Line ${i} of the setlist` },
      });
      assert.equal(sent.status, 201, JSON.stringify(sent.json));
    }
    const form = new FormData();
    form.append("conversationId", conversationId);
    form.append("text", "The stage tonight");
    form.append("file", new Blob([new Uint8Array(solidPng(480, 320))], { type: "image/png" }), "stage.png");
    const photo = await fetch(`${baseUrl}/api/messages/private/file`, {
      method: "POST",
      headers: { authorization: `Bearer ${starToken}` },
      body: form,
    });
    assert.equal(photo.status, 201, await photo.text());

    const fan = await as(fanUser.username, fanUser.password);
    // The photo is held back until the thread has scrolled to its newest message.
    const held: Route[] = [];
    await fan.route("**/media/**", (route) => {
      held.push(route);
    });
    await fan.goto(`/messages/${conversationId}`);
    const box = thread(fan);
    const below = () => box.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
    const newest = box.locator("li[data-message-id]", { hasText: "The stage tonight" });
    await newest.waitFor();
    await fan.waitForFunction(() => document.querySelector('[data-testid="thread"] li[data-message-id] img'));
    assert.ok((await box.evaluate((el) => el.scrollHeight - el.clientHeight)) > 0, "the thread scrolls");
    assert.ok((await below()) < 2, "opened at the newest message");
    assert.ok(held.length > 0, "the photo was asked for");
    for (const route of held) await route.continue();
    await fan.unroute("**/media/**");
    await newest
      .locator("img")
      .evaluate(
        (img: HTMLImageElement) =>
          new Promise<void>((resolve) =>
            img.complete && img.naturalWidth ? resolve() : img.addEventListener("load", () => resolve()),
          ),
      );
    assert.ok(((await newest.locator("img").boundingBox())?.height ?? 0) > 100, "the photo took its height");
    await fan.waitForFunction(() => {
      const el = document.querySelector('[data-testid="thread"]') as HTMLElement;
      return el.scrollHeight - el.scrollTop - el.clientHeight < 2;
    });
    assert.ok((await below()) < 2, "still at the newest message");
    await fan.context().close();
  });

  test("a creator on a phone stages a photo (preview, ×: nothing sent), then sends it with a caption and a price as one message; the fan's list previews it by what they bought, and a tip in ◎", async () => {
    const { fanUser, fanToken, conversationId } = await subscribedFanWriting("Pia Preview");
    const messagesSent = async () =>
      (await api(`/messages/conversations/${conversationId}`, { token: fanToken })).json.data.data as {
        _id: string;
        type: string;
        price: number;
        senderId: string;
      }[];
    const photo = {
      name: "sunset.png",
      mimeType: "image/png",
      buffer: Buffer.from(SAMPLES_BASE64.png, "base64"),
    };

    const star = await as(creator.username, creator.password, { phone: true });
    await star.goto(`/messages/${conversationId}`);
    await star.locator("[data-socket-status=connected]").waitFor();
    const attach = star.getByLabel("Attach a photo or video");
    const staged = star.getByRole("group", { name: "Attachment" });
    const send = star.getByRole("button", { name: "Send" });
    assert.equal(await send.isDisabled(), true, "nothing to send yet");

    // Picked: it waits in the composer with its thumbnail; Send may send it alone.
    await attach.setInputFiles(photo);
    await staged.getByRole("img", { name: "sunset.png" }).waitFor();
    assert.equal(await send.isDisabled(), false);
    // Removed: gone from the composer, nothing was sent.
    await staged.getByRole("button", { name: "Remove sunset.png" }).click();
    await staged.waitFor({ state: "detached" });
    assert.equal(await send.isDisabled(), true);
    assert.deepEqual(await messagesSent(), []);

    // Picked again, a caption and a price: one message with all three.
    await attach.setInputFiles(photo);
    await staged.getByRole("img", { name: "sunset.png" }).waitFor();
    await star.getByRole("textbox", { name: "Message" }).fill("Sunset set from Lisbon");
    await star.getByLabel("Pay-per-view price (optional)").fill("3");
    assert.equal(await star.evaluate(() => document.documentElement.scrollWidth), 390);
    await shot(star, "messaging-phone-photo-staged");
    await star.evaluate(() => document.documentElement.classList.add("dark"));
    await star.waitForTimeout(400);
    await shot(star, "messaging-phone-photo-staged-dark");
    // Sending shows its progress and may be cancelled: the message stays in the composer, unsent.
    let held: Route | null = null;
    await star.route("**/api/messages/private/file", (route) => {
      held = route;
    });
    await send.click();
    await staged.getByRole("progressbar", { name: "Upload progress" }).waitFor();
    await staged.getByRole("button", { name: "Cancel" }).click();
    await staged.getByRole("button", { name: "Remove sunset.png" }).waitFor();
    assert.equal(await star.getByRole("textbox", { name: "Message" }).inputValue(), "Sunset set from Lisbon");
    assert.equal(await star.getByLabel("Pay-per-view price (optional)").inputValue(), "3");
    assert.ok(held, "the upload was on its way");
    await (held as Route).abort().catch(() => undefined);
    await star.unroute("**/api/messages/private/file");
    assert.deepEqual(await messagesSent(), []);

    await send.click();
    const bubble = thread(star).locator("li[data-message-id]", { hasText: "Sunset set from Lisbon" });
    await bubble.locator("img").first().waitFor();
    // The creator reads their caption; the bubble says the fan does not until paying.
    await bubble.getByText("Pay-per-view · ◎3.00 · hidden until they pay").waitFor();
    await staged.waitFor({ state: "detached" });
    assert.equal(await star.getByRole("textbox", { name: "Message" }).inputValue(), "");
    assert.equal(await star.getByLabel("Pay-per-view price (optional)").inputValue(), "");
    const sent = await messagesSent();
    assert.equal(sent.length, 1);
    assert.deepEqual({ type: sent[0].type, price: sent[0].price }, { type: "photo", price: 3 });
    await shot(star, "messaging-phone-photo-sent-dark");

    // The fan's list: locked until bought, then the caption (after a reload too).
    const fan = await as(fanUser.username, fanUser.password, { phone: true });
    const item = fan.getByTestId("conversation-list").locator(`a[href="/messages/${conversationId}"]`);
    await fan.goto("/messages");
    await item.getByText("Locked message").waitFor();
    const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const funded = await api(`/admin/wallets/${userId(fanUser.username)}/adjust`, {
      token: adminToken,
      body: { amount: 50, reason: "e2e funds" },
    });
    assert.ok(funded.status < 300, JSON.stringify(funded.json));
    const bought = await api(`/wallet/charges/message/${sent[0]._id}`, { token: fanToken, body: {} });
    assert.equal(bought.status, 201, JSON.stringify(bought.json));
    await fan.reload();
    await item.getByText("Sunset set from Lisbon").waitFor();

    // A tip reads as the thread shows it: ◎10.00, the fan's note after it.
    const tip = await api(`/wallet/charges/tip/${userId(creator.username)}`, {
      token: fanToken,
      body: { amount: 10, message: "Thanks for the sunset" },
    });
    assert.equal(tip.status, 201, JSON.stringify(tip.json));
    await fan.reload();
    await item.getByText("Tip of ◎10.00: Thanks for the sunset").waitFor();
    await shot(fan, "messaging-phone-list-tip");
    for (const page of [star, fan]) await page.context().close();
  });
});

describe("going live", () => {
  test("a viewer sees the creator's stream chat and a tip appear", async () => {
    const viewerUser = await subscribedFan("Vic Viewer");
    const star = await as(creator.username, creator.password);
    await star.goto("/studio/live");
    await star.getByLabel("Title").fill("Morning workout");
    // Headless Chromium has no camera: the page says so, with what to do, before going live, and
    // the button says the session will have no video (it runs with its chat).
    await star.getByText("No camera or microphone was found. Connect one, then reload the page").waitFor();
    await star.getByTestId("live-without-video").waitFor();
    await star.getByRole("button", { name: "Go live without video" }).click();
    await star.getByRole("button", { name: "Stop streaming" }).waitFor();
    assert.equal(await star.getByTestId("live-without-video").count(), 0);
    const [stream] = sql<{ id: string; conversation_id: string }>(
      `SELECT id, conversation_id FROM streams WHERE performer_id = '${userId(creator.username)}' AND status = 'live'`,
    );

    const viewer = await as(viewerUser.username, viewerUser.password, { dark: true });
    await viewer.goto("/live");
    await viewer.getByRole("link", { name: /Morning workout/ }).click();
    await viewer.waitForURL(`**/live/${stream.id}`);
    const chat = viewer.getByTestId("live-chat");
    await viewer.locator("[data-socket-status=connected]").waitFor();

    // The viewer tips from the live page: a wallet charge, shown in the chat for everyone.
    const adminToken = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
    const tipper = userId(viewerUser.username);
    await api(`/admin/wallets/${tipper}/adjust`, {
      token: adminToken,
      body: { amount: 40, reason: "e2e tips" },
    });
    await viewer.getByLabel("Tip (tokens)").fill("25");
    await viewer.getByLabel("Message (optional)").fill("Keep going!");
    await viewer.getByRole("button", { name: "Send tip" }).click();
    await viewer.getByRole("status").filter({ hasText: "Thank you! Your tip was sent." }).first().waitFor();
    for (const page of [viewer, star]) {
      await page.getByTestId("live-chat").getByText("Vic Viewer tipped ◎25.00").waitFor();
      await page.getByTestId("live-chat").getByText("Keep going!").waitFor();
    }
    const [{ balance }] = sql<{ balance: number }>(`SELECT balance FROM users WHERE id = '${tipper}'`);
    assert.equal(balance, 1500);
    // Short of tokens: the balance message, and nothing shows in the chat.
    await viewer.getByLabel("Tip (tokens)").fill("20");
    await viewer.getByLabel("Message (optional)").fill("Too much");
    await viewer.getByRole("button", { name: "Send tip" }).click();
    await viewer
      .getByRole("alert")
      .filter({ hasText: /enough tokens|balance/i })
      .waitFor();
    assert.equal(await chat.getByText("Too much").count(), 0);
    // It offers a top-up that comes back to the stream.
    const topUp = viewer.getByRole("link", { name: "Top up your wallet" });
    assert.match((await topUp.getAttribute("href")) ?? "", /^\/wallet\?returnTo=%2Flive%2F/);

    // The creator writes; the viewer sees it without reloading, and the count shows the viewer.
    await star.getByRole("textbox", { name: "Chat message" }).fill("Welcome everyone!");
    await star.getByRole("button", { name: "Send", exact: true }).click();
    await chat.getByText("Welcome everyone!").waitFor();
    await viewer.getByRole("textbox", { name: "Chat message" }).fill("Hello from the front row");
    await viewer.keyboard.press("Enter");
    await star.getByTestId("live-chat").getByText("Hello from the front row").waitFor();
    await star.getByTestId("viewer-count").filter({ hasText: "1 watching" }).waitFor();

    // The creator moderates: the message stays, marked deleted.
    const line = star.getByTestId("live-chat").locator("li", { hasText: "Hello from the front row" });
    await line.hover();
    await line.getByRole("button", { name: "Delete message" }).click();
    await chat.getByText("Message deleted").waitFor();

    // Offline, Agora's cloud cannot be reached: the page says so plainly and the chat works.
    await viewer.getByText(/Video cannot connect right now/).waitFor({ timeout: 30_000 });
    await shot(viewer, "live-viewer-dark");
    await shot(star, "live-creator");

    // The creator stops: the viewer is told.
    await star.getByRole("button", { name: "Stop streaming" }).click();
    await viewer.getByText("This stream has ended").waitFor();

    // The tip is in the viewer's conversation with the creator too, with its amount and message.
    await star.goto("/messages");
    await star
      .getByTestId("conversation-list")
      .getByRole("link", { name: /Vic Viewer/ })
      .click();
    const tipCard = thread(star).locator("li", { hasText: "Vic Viewer tipped ◎25.00" });
    await tipCard.getByText("Keep going!").waitFor();
    await shot(star, "messaging-tip-in-conversation");
    for (const page of [star, viewer]) await page.context().close();
  });
});
