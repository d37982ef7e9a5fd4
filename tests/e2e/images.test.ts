/**
 * Photos on a phone (docs/images.md): at 390 px every photo from R2 the page shows is a variant
 * (`&w=320` in grids and cards, `&w=960` across the feed), never the stored original; the
 * original is fetched only when a person opens a photo full size.
 */
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { after, before, test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { gradientPng } from "../helpers/images";
import {
  api,
  apiLogin,
  baseUrl,
  DEMO_ADMIN,
  freshFetch,
  launchBrowser,
  newPage,
  registerViaApi,
  uiLogin,
} from "./harness";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SHOTS = "test-results/screenshots";

let browser: Browser;
let creator: { id: string; token: string; username: string };

async function upload(
  token: string,
  path: string,
  field: string,
  file: File,
  extra: Record<string, string> = {},
  files: Record<string, File> = {},
) {
  const form = new FormData();
  form.set(field, file);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  for (const [k, v] of Object.entries(files)) form.set(k, v);
  const res = await freshFetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = (await res.json()) as { data: { _id: string } };
  assert.ok(res.ok, `${path}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

before(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  creator = await registerViaApi("performers", "Image Test Creator", "imgs");
  const photo = async () =>
    upload(creator.token, "/performer/feeds/photo/upload", "file", await gradientPng(1800, 1200));
  const set = [await photo(), await photo(), await photo()];
  const made = await api("/performer/feeds", {
    token: creator.token,
    body: { type: "photo", text: "<p>Three big photos</p>", fileIds: set.map((f) => f._id) },
  });
  assert.equal(made.status, 201, JSON.stringify(made.json));
  const single = await photo();
  const one = await api("/performer/feeds", {
    token: creator.token,
    body: { type: "photo", text: "<p>One big photo</p>", fileIds: [single._id] },
  });
  assert.equal(one.status, 201, JSON.stringify(one.json));
});

after(async () => {
  await browser?.close();
});

/** A real 320×240 WebM, recorded in the page from a canvas (no fixture the browser might not decode). */
async function recordWebm(page: Page): Promise<Buffer> {
  const webm = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext("2d") as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => chunks.push(e.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start(100);
    const started = performance.now();
    while (performance.now() - started < 1500) {
      const t = (performance.now() - started) / 1500;
      ctx.fillStyle = `rgb(${Math.round(255 * t)}, 80, ${Math.round(255 * (1 - t))})`;
      ctx.fillRect(0, 0, 320, 240);
      await new Promise((r) => requestAnimationFrame(r));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
    let binary = "";
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  });
  return Buffer.from(webm, "base64");
}

/** Every /media/ image the page requested, as URLs. */
function mediaRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (req.resourceType() === "image" && url.pathname.startsWith("/media/")) seen.push(url);
  });
  return seen;
}

test("on a phone the feed's photos load as variants: the grid at 320 px, never the original", async () => {
  const page = await newPage(browser, PHONE);
  const requests = mediaRequests(page);
  await uiLogin(page, creator.username, "Secret123!");
  await page.goto(`/${creator.username}`);
  const photos = page.locator('button[aria-label^="Open photo"] img');
  await photos.first().waitFor();
  assert.equal(await photos.count(), 4);
  for (const img of await photos.all()) {
    await img.scrollIntoViewIfNeeded();
    await img.evaluate((el: HTMLImageElement) => (el.complete ? null : el.decode()));
  }
  const shown = await photos.evaluateAll((els) =>
    els.map((el) => {
      const img = el as HTMLImageElement;
      return { current: img.currentSrc, width: img.naturalWidth, grid: img.sizes.includes("50vw") };
    }),
  );
  for (const s of shown) {
    const w = new URL(s.current).searchParams.get("w");
    // The three-photo grid fits a thumbnail; the single photo the feed size (390 px at 1x).
    assert.equal(w, s.grid ? "320" : "960", s.current);
    assert.ok(s.width <= Number(w), `${s.current} is ${s.width} px wide`);
  }
  assert.ok(requests.length >= 4);
  for (const url of requests) assert.ok(url.searchParams.has("w"), `the original was fetched: ${url}`);
  await page.screenshot({ path: `${SHOTS}/images-phone-feed-light.png` });

  // Opened full size, the photo is the original.
  const before = requests.length;
  await page.locator('button[aria-label^="Open photo"]').first().click();
  const full = page.getByRole("dialog").locator("img");
  await full.waitFor();
  await full.evaluate((el: HTMLImageElement) => (el.complete ? null : el.decode()));
  assert.equal(
    new URL(await full.evaluate((el: HTMLImageElement) => el.currentSrc)).searchParams.get("w"),
    null,
  );
  assert.ok(requests.slice(before).some((u) => !u.searchParams.has("w")));
  await page.context().close();
});

for (const theme of ["light", "dark"] as const) {
  test(`a visitor sees locked photos as a blurred preview made on the server (${theme})`, async () => {
    const page = await newPage(browser, { ...PHONE, colorScheme: theme });
    await page.context().addCookies([{ name: "theme", value: theme, url: baseUrl }]);
    const requests = mediaRequests(page);
    await page.goto(`/${creator.username}`);
    const previews = page.getByTestId("locked-preview");
    await previews.first().waitFor();
    assert.equal(await previews.count(), 2);
    for (const img of await previews.all()) {
      await img.scrollIntoViewIfNeeded();
      const shown = await img.evaluate(async (el: HTMLImageElement) => {
        if (!el.complete) await el.decode();
        return {
          src: el.currentSrc || el.src,
          width: el.naturalWidth,
          drawn: el.getBoundingClientRect().width,
        };
      });
      // The tiny WebP the server made (at most 20 px), drawn across the card behind a blur.
      assert.match(shown.src, /^data:image\/webp;base64,/);
      assert.ok(shown.width > 0 && shown.width <= 20, `the preview is ${shown.width} px wide`);
      assert.ok(shown.drawn > 300);
    }
    // Nothing of the locked photos was fetched.
    assert.deepEqual(
      requests.map((u) => u.pathname),
      [],
    );
    await page.getByTestId("locked-media").first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/images-phone-locked-${theme}.png` });
    await page.context().close();
  });
}

test("the composer sends a video's size, dimensions and a poster frame read in the browser", async () => {
  const page = await newPage(browser);
  await uiLogin(page, creator.username, "Secret123!");
  await page.goto("/studio/compose?type=video");
  const buffer = await recordWebm(page);
  const uploaded = page.waitForResponse((res) => res.url().includes("/feeds/video/upload"));
  await page
    .getByLabel("Video", { exact: true })
    .setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer });
  const res = await uploaded;
  // Width and height come only from the browser's video element, the preview only from its poster.
  const body = (await res.json()) as {
    data: { width: number; height: number; size: number; hasPreview: boolean };
  };
  assert.equal(res.status(), 201, JSON.stringify(body));
  assert.deepEqual(
    {
      width: body.data.width,
      height: body.data.height,
      size: body.data.size,
      hasPreview: body.data.hasPreview,
    },
    { width: 320, height: 240, size: buffer.length, hasPreview: true },
  );
  await page.waitForSelector('[data-upload-state="done"]');
  await page.context().close();
});

test("a locked video says how long it plays, over its blurred poster", async () => {
  const form = new FormData();
  const { SAMPLES_BASE64 } = await import("../fixtures/samples");
  const mp4 = Buffer.from(SAMPLES_BASE64.mp4long, "base64");
  form.set("file", new File([mp4], "long.mp4", { type: "video/mp4" }));
  form.set("size", String(mp4.length));
  form.set("duration", "151");
  form.set("poster", await gradientPng(640, 360));
  const res = await freshFetch(`${baseUrl}/api/performer/feeds/video/upload`, {
    method: "POST",
    headers: { authorization: `Bearer ${creator.token}` },
    body: form,
  });
  const video = (await res.json()) as { data: { _id: string } };
  assert.equal(res.status, 201, JSON.stringify(video));
  const made = await api("/performer/feeds", {
    token: creator.token,
    body: { type: "video", text: "<p>The rehearsal</p>", fileIds: [video.data._id] },
  });
  assert.equal(made.status, 201, JSON.stringify(made.json));
  const page = await newPage(browser, PHONE);
  await page.goto(`/${creator.username}`);
  const locked = page.getByTestId("locked-media").filter({ hasText: "a 2:31 video" });
  await locked.waitFor();
  const src = await locked.getByTestId("locked-preview").getAttribute("src");
  assert.match(src ?? "", /^data:image\/webp;base64,/);
  await locked.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/images-phone-locked-video-light.png` });
  await page.context().close();

  // Someone who may watch it, with no thumbnail chosen, sees the video's own first frame: the leaf
  // that stands in on cards is never its poster.
  const own = await newPage(browser);
  await uiLogin(own, creator.username, "Secret123!");
  const feedId = (made.json as { data: { _id: string } }).data._id;
  await own.goto(`/feeds/${feedId}`);
  const player = own.locator('[data-testid="video-player"][data-player-ready="true"] video');
  await player.waitFor({ state: "attached" });
  assert.equal(await own.getByTestId("video-player").locator('img[src*="leaf"]').count(), 0);
  assert.ok(!((await player.getAttribute("poster")) ?? "").includes("leaf"));
  await own.waitForFunction(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="video-player"] video');
    return (video?.readyState ?? 0) >= 2;
  });
  await own.screenshot({ path: `${SHOTS}/images-video-first-frame.png` });
  await own.context().close();
});

/** Sets a page's theme as a person would (the cookie the toggle writes), before it loads. */
async function themed(theme: "light" | "dark", options: Parameters<typeof newPage>[1] = {}) {
  const page = await newPage(browser, { ...options, colorScheme: theme });
  await page.context().addCookies([{ name: "theme", value: theme, url: baseUrl }]);
  return page;
}

test("the studio's video library sends a video's facts, and its locked video shows the blurred poster", async () => {
  const page = await newPage(browser);
  await uiLogin(page, creator.username, "Secret123!");
  await page.goto("/studio/videos");
  await page.getByRole("button", { name: "Upload a video" }).click();
  const form = page.getByRole("form", { name: "New video" });
  await form.getByLabel("Title").fill("Studio clip");
  const buffer = await recordWebm(page);
  await form.getByLabel("Video file").setInputFiles({ name: "clip.webm", mimeType: "video/webm", buffer });
  // The facts read in the browser go with the form: the size, the dimensions and the poster frame.
  await form.locator('input[type="hidden"][name="width"]').waitFor({ state: "attached" });
  assert.equal(await form.locator('input[name="size"]').inputValue(), String(buffer.length));
  assert.equal(await form.locator('input[name="height"]').inputValue(), "240");
  const uploaded = page.waitForResponse((res) => res.url().includes("/performer-assets/videos/upload"));
  await form.getByRole("button", { name: "Upload video" }).click();
  const res = await uploaded;
  const body = (await res.json()) as { data: { _id: string; video: { _id: string } } };
  assert.equal(res.status(), 201, JSON.stringify(body));
  await page.getByText("Video uploaded").waitFor();
  await page.screenshot({ path: `${SHOTS}/images-library-uploaded.png` });
  await page.context().close();

  for (const theme of ["light", "dark"] as const) {
    const visitor = await themed(theme, PHONE);
    const requests = mediaRequests(visitor);
    await visitor.goto(`/videos/${body.data._id}`);
    const locked = visitor.getByTestId("locked-media");
    await locked.waitFor();
    const src = await locked.getByTestId("locked-preview").getAttribute("src");
    assert.match(src ?? "", /^data:image\/webp;base64,/);
    assert.ok(
      await locked
        .getByTestId("locked-preview")
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalWidth <= 20),
    );
    assert.deepEqual(
      requests.filter((u) => u.pathname.includes(body.data.video._id)),
      [],
    );
    await visitor.screenshot({ path: `${SHOTS}/images-library-locked-video-${theme}.png` });
    await visitor.context().close();
  }
});

test("a locked paid video message shows its blurred poster and how long it plays, never the video", async () => {
  const admin = await apiLogin(DEMO_ADMIN.username, DEMO_ADMIN.password);
  const approved = await api(`/performers/${creator.id}`, {
    method: "PUT",
    token: admin,
    body: { verificationStatus: "approved" },
  });
  assert.equal(approved.status, 200, JSON.stringify(approved.json));
  const fan = await registerViaApi("users", "Image Fan", "imgfan");
  const followed = await api(`/follows/${creator.id}`, { token: fan.token, body: {} });
  assert.ok(followed.status < 300, JSON.stringify(followed.json));
  // The creator writes to a follower.
  const opened = await api("/conversations", {
    token: creator.token,
    body: { source: "user", sourceId: fan.id },
  });
  assert.ok(opened.status < 300, JSON.stringify(opened.json));
  const conversationId = opened.json.data._id as string;
  const { SAMPLES_BASE64 } = await import("../fixtures/samples");
  const mp4 = Buffer.from(SAMPLES_BASE64.mp4long, "base64");
  const sent = await upload(
    creator.token,
    "/messages/private/file/video",
    "file",
    new File([mp4], "long.mp4", { type: "video/mp4" }),
    { conversationId, price: "4", size: String(mp4.length), duration: "151" },
    { poster: await gradientPng(640, 360) },
  );
  const fileId = (sent as unknown as { file: { _id: string } }).file._id;
  for (const theme of ["light", "dark"] as const) {
    const page = await themed(theme, PHONE);
    await uiLogin(page, fan.username, "Secret123!");
    const videos: string[] = [];
    page.on("request", (req) => {
      if (req.resourceType() === "media" || req.url().includes(fileId)) videos.push(req.url());
    });
    await page.goto(`/messages/${conversationId}`);
    const bubble = page.locator(`[data-message-id="${sent._id}"]`);
    await bubble.getByTestId("locked-message-contents").filter({ hasText: "a 2:31 video" }).waitFor();
    const preview = bubble.getByTestId("locked-message-preview");
    assert.match((await preview.getAttribute("src")) ?? "", /^data:image\/webp;base64,/);
    assert.ok(
      await preview.evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.naturalWidth <= 20,
      ),
    );
    await bubble.getByRole("button", { name: "Unlock for ◎4.00" }).waitFor();
    assert.equal(await bubble.locator("video").count(), 0);
    assert.deepEqual(videos, []);
    await page.screenshot({ path: `${SHOTS}/images-phone-locked-message-${theme}.png` });
    await page.context().close();
  }
});
