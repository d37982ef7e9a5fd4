/**
 * Browser tests of the content screens: a creator composes every post type in the studio (with
 * the upload progress bar and a cancelled upload), and a fan sees a locked post, then the
 * unlocked one once access is granted in the test data (a subscription, or a purchase).
 */
import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import type { Browser, Page, Route } from "playwright-core";
import { SAMPLES_BASE64 } from "../fixtures/samples";
import {
  apiLogin,
  baseUrl,
  DEMO_CREATORS,
  DEMO_FANS,
  execSql,
  freshFetch,
  launchBrowser,
  newPage,
  screenshot,
  sql,
  uiLogin,
} from "./harness";

const creator = DEMO_CREATORS[2];
const fan = DEMO_FANS[2];

const png = { name: "sunset.png", mimeType: "image/png", buffer: Buffer.from(SAMPLES_BASE64.png, "base64") };
const mp4 = { name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.from(SAMPLES_BASE64.mp4, "base64") };

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

const userId = (username: string) =>
  sql<{ id: string }>(`SELECT id FROM users WHERE username = '${username}'`)[0].id;

/** A datetime-local value `days` from now, in the browser's (= this machine's) zone. */
function localInput(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Holds matching requests until released, so the upload's progress bar stays on screen. */
async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let release: (how: "continue" | "abort") => void = () => {};
  const released = new Promise<"continue" | "abort">((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    held.push(route);
    const how = await released;
    await (how === "continue" ? route.continue() : route.abort()).catch(() => {});
  });
  return { release, count: () => held.length };
}

async function publish(page: Page, button: RegExp = /^publish$/i) {
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL(/\/studio\/posts/);
}

function feedsOf(performerId: string, since: number) {
  return sql<{ type: string; text: string; schedule_at: number | null; is_pinned: number; file_ids: string }>(
    `SELECT type, text, schedule_at, is_pinned, file_ids FROM feeds WHERE performer_id = '${performerId}' AND created_at >= ${since} ORDER BY created_at`,
  );
}

describe("creator studio", () => {
  test("a creator composes a post of every type", async () => {
    const since = Date.now() - 1000;
    const page = await newPage(browser);
    await uiLogin(page, creator.username, creator.password);
    const performerId = userId(creator.username);

    // Nothing written: the text says so, until the creator writes.
    await page.goto("/studio/compose");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByTestId("compose-text-error").getByText("Write something to post.").waitFor();
    // Text with the rich-text editor, pinned.
    await page.getByRole("textbox", { name: /your post/i }).click();
    await page.keyboard.type("Studio diary ");
    await page.getByTestId("compose-text-error").waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Bold" }).click();
    await page.keyboard.type("day one");
    // Trying another type and coming back keeps what was written.
    await page.getByRole("tab", { name: "Photo" }).click();
    await page
      .getByRole("textbox", { name: /caption/i })
      .getByText("day one")
      .waitFor();
    await page.getByRole("tab", { name: "Text" }).click();
    await page.getByLabel(/pin to the top/i).check();
    await publish(page);
    await page.getByText("Studio diary day one").waitFor();

    // Photo: the progress bar shows while the upload is in flight, then the post is for sale.
    await page.goto("/studio/compose?type=photo");
    const hold = await holdRequests(page, "**/api/performer/feeds/photo/upload");
    await page.getByLabel("Photos").setInputFiles(png);
    const bar = page.getByRole("progressbar", { name: /uploading sunset\.png/i });
    await bar.waitFor();
    assert.ok(await page.getByRole("button", { name: /publish/i }).isDisabled(), "publish waits for uploads");
    // The field says what it holds, never the browser's "No file chosen" beside the upload.
    const summaries = page.getByTestId("upload-summary");
    assert.deepEqual(await summaries.allTextContents(), ["Uploading 1 file…", "Nothing added yet"]);
    hold.release("continue");
    await page.locator('[data-upload-state="done"]').waitFor();
    await summaries.filter({ hasText: "1 file added" }).waitFor();
    assert.equal(await page.getByText("Add more", { exact: true }).count(), 1);
    await screenshot(page, "studio-compose-photo-added-light");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.locator("html.dark").waitFor();
    await screenshot(page, "studio-compose-photo-added-dark");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.locator("html:not(.dark)").waitFor();
    await page.getByRole("textbox", { name: /caption/i }).click();
    await page.keyboard.type("Golden hour");
    await page.getByLabel(/sell this post/i).check();
    await page.getByLabel("Price (tokens)").fill("4.50");
    await publish(page);

    // Video with a thumbnail.
    await page.goto("/studio/compose?type=video");
    await page.getByLabel("Video", { exact: true }).setInputFiles(mp4);
    await page.getByLabel(/thumbnail/i).setInputFiles(png);
    await page.waitForFunction(() => document.querySelectorAll('[data-upload-state="done"]').length === 2);
    await publish(page);

    // Poll with three answers and an expiry.
    await page.goto("/studio/compose?type=poll");
    await page.getByLabel("Question").fill("Which song next?");
    await page.getByRole("textbox", { name: "Answer 1" }).fill("Ballad");
    await page.getByRole("textbox", { name: "Answer 2" }).fill("Upbeat");
    await page.getByRole("button", { name: "Add an answer" }).click();
    await page.getByRole("textbox", { name: "Answer 3" }).fill("Acoustic");
    await page.getByLabel("Voting closes at").fill(localInput(3));
    await publish(page);

    // Crowdfunding with a goal and a deadline.
    await page.goto("/studio/compose?type=crowdfunding");
    await page.getByLabel("What are you raising for?").fill("Studio time for the new EP");
    await page.getByLabel("Goal (tokens)").fill("800");
    await page.getByLabel("Deadline").fill(localInput(30));
    await publish(page);

    // A live-stream announcement, scheduled to appear later.
    await page.goto("/studio/compose?type=scheduled-stream");
    await page.getByLabel("Stream title").fill("Acoustic night");
    await page.getByLabel("Goes live at").fill(localInput(10));
    await page.getByLabel("Schedule for later").check();
    await page.getByLabel("Publish at").fill(localInput(2));
    await publish(page, /schedule post/i);
    await page
      .getByText(/scheduled/i)
      .first()
      .waitFor();

    const rows = feedsOf(performerId, since);
    assert.deepEqual(
      rows.map((r) => r.type),
      ["text", "photo", "video", "poll", "crowdfunding", "scheduled-stream"],
    );
    const [text, photo, video, , , live] = rows;
    assert.match(text.text, /<(b|strong)>day one<\/(b|strong)>/);
    assert.equal(text.is_pinned, 1);
    assert.equal(JSON.parse(photo.file_ids).length, 1);
    assert.equal(JSON.parse(video.file_ids).length, 1);
    assert.ok(live.schedule_at && live.schedule_at > Date.now(), "the announcement is scheduled");
    const [poll] = sql<{ n: number }>(
      `SELECT count(*) AS n FROM poll_options o JOIN polls p ON p.id = o.poll_id JOIN feeds f ON f.id = p.feed_id
       WHERE p.question = 'Which song next?' AND f.performer_id = '${performerId}' AND f.created_at >= ${since}`,
    );
    assert.equal(poll.n, 3);
    await page.context().close();
  });

  test("a creator moves a scheduled post and a live announcement's start from the edit page, in their own zone", async () => {
    // Tokyo is nine hours ahead of UTC all year: the page must show and read times in the browser's zone.
    const page = await newPage(browser, { timezoneId: "Asia/Tokyo" });
    await uiLogin(page, creator.username, creator.password);
    const token = await apiLogin(creator.username, creator.password);
    const hour = 3_600_000;
    const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000;
    const scheduleAt = minute(Date.now() + 48 * hour);
    const streamAt = minute(Date.now() + 72 * hour);
    const res = await freshFetch(`${baseUrl}/api/performer/feeds`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        type: "scheduled-stream",
        text: "Moving night",
        streamTitle: "Late set",
        streamScheduledAt: new Date(streamAt).toISOString(),
        scheduleAt: new Date(scheduleAt).toISOString(),
      }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    const feedId = ((await res.json()) as { data: { _id: string } }).data._id;
    const stored = () =>
      sql<{
        schedule_at: number;
        stream_scheduled_at: number;
        stream_title: string;
        published_at: number | null;
      }>(
        `SELECT schedule_at, stream_scheduled_at, stream_title, published_at FROM feeds WHERE id = '${feedId}'`,
      )[0];
    const tokyo = (ms: number) => new Date(ms + 9 * hour).toISOString().slice(0, 16);

    await page.goto(`/studio/posts/${feedId}`);
    await page.getByText(/when it goes out/).waitFor();
    const publishAt = page.getByLabel("Publish at");
    const goesLive = page.getByLabel("Goes live at");
    await page.waitForFunction(
      () => (document.querySelector('input[name="scheduleAt"]') as HTMLInputElement)?.value,
    );
    assert.equal(await publishAt.inputValue(), tokyo(scheduleAt), "the time shows in the browser's zone");
    assert.equal(await goesLive.inputValue(), tokyo(streamAt));

    // A time gone by is refused, and nothing changes.
    await publishAt.fill(tokyo(minute(Date.now() - hour)));
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Must be in the future.").waitFor();
    assert.equal(stored().schedule_at, scheduleAt);

    // Moved a day later, the stream an hour later and renamed: saved as typed, in Tokyo's time.
    await publishAt.fill(tokyo(scheduleAt + 24 * hour));
    await goesLive.fill(tokyo(streamAt + hour));
    await page.getByLabel("Stream title").fill("Later set");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.waitForURL(/\/studio\/posts$/);
    const row = stored();
    assert.equal(row.schedule_at, scheduleAt + 24 * hour);
    assert.equal(row.stream_scheduled_at, streamAt + hour);
    assert.equal(row.stream_title, "Later set");
    assert.equal(row.published_at, null, "still waiting for its time");
    await page
      .getByTestId("studio-post")
      .filter({ hasText: "Moving night" })
      .getByText(/Scheduled/)
      .waitFor();

    // Once published, the post's time is no longer offered, and the list dates it from when fans
    // first saw it (written three hours ago, it had kept saying "3 hours ago").
    execSql(`UPDATE feeds SET created_at = created_at - ${3 * hour} WHERE id = '${feedId}';`);
    const moving = page.getByTestId("studio-post").filter({ hasText: "Moving night" });
    await moving.getByRole("button", { name: "Publish now" }).click();
    await page.getByRole("status").filter({ hasText: "Post published" }).first().waitFor();
    await moving.getByText("just now").waitFor();
    await page.goto(`/studio/posts/${feedId}`);
    await page.getByText("Fans see the change at once.").waitFor();
    assert.equal(await page.getByLabel("Publish at").count(), 0);
    assert.ok(stored().published_at, "published");
    await page.context().close();
  });

  test("an upload shows its progress and can be cancelled, leaving nothing stored", async () => {
    const page = await newPage(browser);
    await uiLogin(page, creator.username, creator.password);
    const performerId = userId(creator.username);
    const filesBefore = sql<{ n: number }>(
      `SELECT count(*) AS n FROM files WHERE owner_id = '${performerId}'`,
    )[0].n;

    await page.goto("/studio/compose?type=video");
    const hold = await holdRequests(page, "**/api/performer/feeds/video/upload");
    await page.getByLabel("Video", { exact: true }).setInputFiles(mp4);
    await page.getByRole("progressbar", { name: /uploading clip\.mp4/i }).waitFor();
    await page.getByRole("button", { name: /cancel upload of clip\.mp4/i }).click();
    await page.getByRole("progressbar").waitFor({ state: "detached" });
    assert.equal(await page.locator("[data-upload-state]").count(), 0);
    assert.equal(await page.locator('input[type="hidden"][name="fileIds"]').count(), 0);
    hold.release("abort");
    // The form is usable again: nothing is waiting (the button turns enabled within the timeout).
    await page.getByRole("button", { name: /publish/i, disabled: false }).waitFor({ timeout: 5000 });
    const filesAfter = sql<{ n: number }>(
      `SELECT count(*) AS n FROM files WHERE owner_id = '${performerId}'`,
    )[0].n;
    assert.equal(filesAfter, filesBefore);
    await page.context().close();
  });
});

describe("creator shop", () => {
  test("a digital product without its file is refused naming the field as the form does, then added", async () => {
    const page = await newPage(browser);
    await uiLogin(page, creator.username, creator.password);
    await page.goto("/studio/products");
    await page.getByRole("button", { name: "Add a product" }).click();
    const form = page.getByRole("form", { name: "New product" });
    const name = `Desktop pack ${Date.now().toString(36)}`;
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Type").selectOption("digital");
    await form.getByLabel("Price (tokens)").fill("4");
    await form.getByRole("button", { name: "Add product" }).click();
    // The API's field is named by its label, and the field is marked.
    await form.getByRole("alert").getByText("File to deliver: A digital product needs its file.").waitFor();
    const file = form.getByLabel("File to deliver");
    assert.equal(await file.getAttribute("aria-invalid"), "true");
    await file.setInputFiles(png);
    await form.getByRole("button", { name: "Add product" }).click();
    await page.getByRole("status").filter({ hasText: "Product added" }).first().waitFor();
    await page.getByText(name).first().waitFor();
    await page.context().close();
  });
});

/** Posts a photo as the creator through the API; returns the post id and the stored file id. */
async function createPhotoPost(token: string, options: { isSale: boolean; price?: number; text: string }) {
  const form = new FormData();
  form.append("file", new Blob([png.buffer], { type: "image/png" }), "locked.png");
  const upload = await freshFetch(`${baseUrl}/api/performer/feeds/photo/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  assert.equal(upload.status, 201, await upload.clone().text());
  const fileId = ((await upload.json()) as { data: { _id: string } }).data._id;
  const res = await freshFetch(`${baseUrl}/api/performer/feeds`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      type: "photo",
      text: options.text,
      fileIds: [fileId],
      isSale: options.isSale,
      price: options.price ?? 0,
    }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  const feedId = ((await res.json()) as { data: { _id: string } }).data._id;
  return { feedId, fileId };
}

describe("locked and unlocked content", () => {
  test("a fan sees a subscriber post locked, then unlocked once subscribed", async () => {
    const token = await apiLogin(creator.username, creator.password);
    const { feedId, fileId } = await createPhotoPost(token, { isSale: false, text: "For my subscribers" });
    const fanId = userId(fan.username);
    const performerId = userId(creator.username);
    execSql(`DELETE FROM subscriptions WHERE user_id = '${fanId}' AND performer_id = '${performerId}';`);

    const page = await newPage(browser);
    await uiLogin(page, fan.username, fan.password);
    await page.goto(`/feeds/${feedId}`);
    const card = page.locator(`[data-feed-id="${feedId}"]`);
    assert.equal(await card.getAttribute("data-locked"), "true");
    await card.getByRole("link", { name: "Subscribe to see" }).waitFor();
    assert.ok(
      !(await page.content()).includes(`/media/${fileId}`),
      "a locked post never carries its file URL",
    );
    // Comments and likes follow the post's access: locked with it.
    await page.getByTestId("comments-locked").waitFor();
    assert.equal(await page.getByRole("textbox", { name: "Add a comment" }).count(), 0);
    assert.ok(await card.getByRole("button", { name: "Like" }).isDisabled(), "a locked post cannot be liked");
    await screenshot(page, "locked-post-comments-light");
    // The same page in dark on a phone.
    const phone = await newPage(browser, { viewport: { width: 390, height: 844 } });
    await uiLogin(phone, fan.username, fan.password);
    await phone.context().addCookies([{ name: "theme", value: "dark", url: baseUrl }]);
    await phone.goto(`/feeds/${feedId}`);
    await phone.getByTestId("comments-locked").waitFor();
    await screenshot(phone, "locked-post-comments-dark-phone");
    // "Subscribe to see" opens the creator's page with the Subscribe dialog open.
    await phone.locator(`[data-feed-id="${feedId}"]`).getByRole("link", { name: "Subscribe to see" }).click();
    await phone.getByRole("dialog", { name: /^Subscribe to / }).waitFor();
    assert.equal(new URL(phone.url()).pathname, `/${creator.username}`);
    await phone.context().close();

    const now = Date.now();
    execSql(
      `INSERT INTO subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, payment_gateway, created_at, updated_at)
       VALUES ('e2e-sub-${now}', '${fanId}', '${performerId}', 'monthly', 'active', ${now}, ${now + 30 * 86_400_000}, 'wallet', ${now}, ${now});`,
    );
    await page.reload();
    assert.equal(await card.getAttribute("data-locked"), "false");
    await page.getByRole("textbox", { name: "Add a comment" }).waitFor();
    assert.ok(await card.getByRole("button", { name: "Like" }).isEnabled());
    const photo = card.getByRole("button", { name: /open photo 1/i });
    await photo.waitFor();
    assert.match((await photo.locator("img").getAttribute("src")) ?? "", new RegExp(`/media/${fileId}\\?`));
    // The gallery viewer opens on the photo and closes with Escape.
    await photo.click();
    await page.getByRole("dialog", { name: /image 1 of 1/i }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });

    execSql(`DELETE FROM subscriptions WHERE user_id = '${fanId}' AND performer_id = '${performerId}';`);
    await page.context().close();
  });

  test("a post for sale stays locked for a subscriber and unlocks once bought", async () => {
    const token = await apiLogin(creator.username, creator.password);
    const { feedId, fileId } = await createPhotoPost(token, {
      isSale: true,
      price: 3,
      text: "Exclusive set",
    });
    const fanId = userId(fan.username);
    const performerId = userId(creator.username);

    const page = await newPage(browser);
    await uiLogin(page, fan.username, fan.password);
    await page.goto(`/feeds/${feedId}`);
    const card = page.locator(`[data-feed-id="${feedId}"]`);
    assert.equal(await card.getAttribute("data-locked"), "true");
    await card.getByRole("button", { name: "Unlock for ◎3.00" }).waitFor();
    assert.ok(!(await page.content()).includes(`/media/${fileId}`));

    const now = Date.now();
    execSql(
      `INSERT INTO purchases (id, user_id, item_type, item_id, performer_id, price, created_at)
       VALUES ('e2e-buy-${now}', '${fanId}', 'feed', '${feedId}', '${performerId}', 300, ${now});`,
    );
    await page.reload();
    assert.equal(await card.getAttribute("data-locked"), "false");
    assert.match(
      (await card.locator("img[src*='/media/']").first().getAttribute("src")) ?? "",
      new RegExp(`/media/${fileId}\\?`),
    );
    await page.context().close();
  });
});

describe("fan interactions", () => {
  test("a subscriber likes, comments (and deletes the comment), reports a post and plays a video", async () => {
    const token = await apiLogin(creator.username, creator.password);
    const { feedId } = await createPhotoPost(token, { isSale: false, text: "Say hi in the comments" });
    const form = new FormData();
    form.append("title", "Rehearsal clip");
    form.append("file", new Blob([mp4.buffer], { type: "video/mp4" }), "clip.mp4");
    form.append("thumbnail", new Blob([png.buffer], { type: "image/png" }), "thumb.png");
    const uploaded = await freshFetch(`${baseUrl}/api/performer/performer-assets/videos/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(uploaded.status, 201, await uploaded.clone().text());
    const videoId = ((await uploaded.json()) as { data: { _id: string } }).data._id;

    const fanId = userId(fan.username);
    const performerId = userId(creator.username);
    const now = Date.now();
    execSql(
      `DELETE FROM subscriptions WHERE user_id = '${fanId}' AND performer_id = '${performerId}';
       INSERT INTO subscriptions (id, user_id, performer_id, type, status, started_at, expires_at, payment_gateway, created_at, updated_at)
       VALUES ('e2e-sub2-${now}', '${fanId}', '${performerId}', 'monthly', 'active', ${now}, ${now + 86_400_000}, 'wallet', ${now}, ${now});`,
    );
    try {
      const page = await newPage(browser);
      await uiLogin(page, fan.username, fan.password);
      await page.goto(`/feeds/${feedId}`);
      const card = page.locator(`[data-feed-id="${feedId}"]`);
      await card.getByRole("button", { name: "Like" }).click();
      await card.getByRole("button", { name: "Unlike" }).waitFor();
      await card.getByRole("button", { name: "Bookmark" }).click();
      await card.getByRole("button", { name: "Remove bookmark" }).waitFor();

      await page.getByLabel("Add a comment").fill("Hello from the front row");
      await page.getByRole("button", { name: "Post comment" }).click();
      const comment = page.getByTestId("comment").filter({ hasText: "Hello from the front row" });
      await comment.waitFor();
      // A fan has no page of their own: their name is not a link (it led to a 404).
      assert.equal(await comment.getByRole("link").count(), 0);
      await comment.getByRole("button", { name: "Delete comment" }).click();
      // The app's own dialog, not the browser's: labelled by its question, Cancel focused.
      const ask = page.getByRole("alertdialog", { name: "Delete this comment?" });
      await ask.getByRole("button", { name: "Cancel" }).waitFor();
      assert.equal(
        await ask.getByRole("button", { name: "Cancel" }).evaluate((b) => b === document.activeElement),
        true,
      );
      await ask.getByRole("button", { name: "Delete" }).click();
      await comment.waitFor({ state: "detached" });

      await card.getByRole("button", { name: "Report this post" }).click();
      const dialog = page.getByRole("dialog", { name: "Report this post" });
      await dialog.getByLabel("Reason").selectOption("Spam or scam");
      await dialog.getByRole("button", { name: "Send report" }).click();
      await dialog.getByText("You reported this post. Thanks, our team will review it.").waitFor();
      // The thanks stays until the fan closes it, and opening the dialog again says the same:
      // the report is made once, never a fresh form that would send another.
      await page.waitForTimeout(2_500);
      assert.equal(await dialog.isVisible(), true);
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "hidden" });
      await card.getByRole("button", { name: "Report this post" }).click();
      await dialog.getByText("You reported this post.").waitFor();
      assert.equal(await dialog.getByRole("button", { name: "Send report" }).count(), 0);
      await dialog.getByRole("button", { name: "Close" }).click();
      const [reports] = sql<{ n: number }>(
        `SELECT count(*) AS n FROM reports WHERE user_id = '${fanId}' AND target = 'feed' AND target_id = '${feedId}'`,
      );
      assert.equal(reports.n, 1);

      await page.goto("/bookmarks?type=feeds");
      await page.getByRole("link", { name: "Say hi in the comments" }).first().waitFor();

      // The creator's Videos tab shows each video's length on its tile, as players do.
      await page.goto(`/${creator.username}/videos`);
      const tile = page.locator(`a[href="/videos/${videoId}"]`);
      assert.equal(await tile.getByTestId("video-duration").textContent(), "0:01");

      await page.goto(`/videos/${videoId}`);
      assert.equal(await page.getByTestId("video-item").getAttribute("data-locked"), "false");
      await page
        .locator('[data-testid="video-player"][data-player-ready="true"] video')
        .waitFor({ state: "attached" });
      await page.context().close();
    } finally {
      execSql(`DELETE FROM subscriptions WHERE user_id = '${fanId}' AND performer_id = '${performerId}';`);
    }
  });
});
