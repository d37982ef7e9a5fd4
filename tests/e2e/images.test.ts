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
import { api, baseUrl, freshFetch, launchBrowser, newPage, registerViaApi, uiLogin } from "./harness";

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
) {
  const form = new FormData();
  form.set(field, file);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
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
  // A real 320×240 WebM, recorded in the page from a canvas (no fixture the browser might not decode).
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
  const buffer = Buffer.from(webm, "base64");
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
});
