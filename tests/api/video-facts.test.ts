/**
 * Videos record their duration, size, dimensions and a blurred poster at upload
 * (media/video-facts.ts): the browser sends what its video element read and a poster frame; the
 * server checks them against the file (the size exactly, the duration against the length read from
 * the file) and refuses a mismatch with 422 and field details, storing nothing. A locked video post
 * then says how long it plays over its blurred poster, never showing the video or the frame.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { follow, form, subscribe } from "../helpers/assets";
import { createFeed } from "../helpers/feeds";
import { gradientPng, webpSize } from "../helpers/images";
import { sampleFile } from "../helpers/media";
import { charge, fund } from "../helpers/money";

/** The sample MP4 plays for 2:31. */
const SAMPLE_SECONDS = 151;

function videoForm(fields: Record<string, string>, poster?: File) {
  const form = new FormData();
  form.append("file", sampleFile("mp4long"));
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (poster) form.append("poster", poster);
  return form;
}

async function upload(token: string, form: FormData) {
  return call("/api/performer/feeds/video/upload", { method: "POST", token, form });
}

async function fileCount(ownerId: string) {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM files WHERE owner_id = ?")
    .bind(ownerId)
    .first();
  return Number(row?.n);
}

describe("video facts read in the browser, checked on the server", () => {
  let owner: TestUser;
  let fan: TestUser;
  const size = String(sampleFile("mp4long").size);

  beforeAll(async () => {
    owner = await createUser("performer");
    fan = await createUser("fan");
    await follow(fan, owner.id);
  });

  it("stores the duration, size, dimensions and the poster's blurred preview", async () => {
    const poster = await gradientPng(640, 360);
    const res = await upload(
      owner.token,
      videoForm({ duration: "151.4", width: "640", height: "360", size }, poster),
    );
    expect(res.status, res.text).toBe(201);
    const up = res.json.data;
    expect(up).toMatchObject({
      duration: SAMPLE_SECONDS,
      width: 640,
      height: 360,
      size: Number(size),
      hasPreview: true,
    });
    const row = await env.DB.prepare("SELECT duration, width, height, size, preview FROM files WHERE id = ?")
      .bind(up._id)
      .first<{ duration: number; width: number; height: number; size: number; preview: string }>();
    expect(row).toMatchObject({ duration: SAMPLE_SECONDS, width: 640, height: 360, size: Number(size) });

    // Locked for the fan: "a 2:31 video" over the blurred poster, nothing of the video.
    const feed = await createFeed(owner.token, {
      type: "video",
      text: "<p>rehearsal</p>",
      fileIds: [up._id],
    });
    const seen = await call(`/api/user/feeds/${feed._id}`, { token: fan.token });
    expect(seen.json.data.isLocked).toBe(true);
    expect(seen.json.data.mediaDuration).toBe(SAMPLE_SECONDS);
    const preview = /^data:image\/webp;base64,(.+)$/.exec(seen.json.data.preview)?.[1];
    expect(preview).toBeDefined();
    const dims = webpSize(Uint8Array.from(atob(preview!), (c) => c.charCodeAt(0)));
    expect(dims.width).toBeLessThanOrEqual(20);
    expect(seen.text).not.toContain(up._id);
  });

  it("refuses a size that is not the file's, a duration the file contradicts, and a poster that is no image", async () => {
    const before = await fileCount(owner.id);
    const wrongSize = await upload(owner.token, videoForm({ size: String(Number(size) + 1) }));
    expect(wrongSize.status, wrongSize.text).toBe(422);
    expect(wrongSize.json.code).toBe("validation_failed");
    expect(wrongSize.json.details.size).toMatch(/bytes/);

    const wrongLength = await upload(owner.token, videoForm({ duration: "30", size }));
    expect(wrongLength.status, wrongLength.text).toBe(422);
    expect(wrongLength.json.details.duration).toMatch(/151 s/);

    const notImage = await upload(owner.token, videoForm({ size }, sampleFile("pdf") as File));
    expect(notImage.status, notImage.text).toBe(422);
    expect(notImage.json.details.poster).toBeDefined();

    const nonsense = await upload(owner.token, videoForm({ duration: "-3", width: "0" }));
    expect(nonsense.status, nonsense.text).toBe(422);
    expect(Object.keys(nonsense.json.details)).toEqual(expect.arrayContaining(["duration", "width"]));

    // Nothing of the refused uploads was kept.
    expect(await fileCount(owner.id)).toBe(before);
  });

  it("a video sent without the browser's figures still uploads, its length read from the file", async () => {
    const res = await upload(owner.token, videoForm({}));
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({ duration: SAMPLE_SECONDS, width: null, hasPreview: false });
  });
});

/** The preview's WebP, decoded from its data: URI: at most 20 px wide. */
function expectTinyPreview(preview: unknown) {
  const data = /^data:image\/webp;base64,(.+)$/.exec(String(preview))?.[1];
  expect(data, String(preview)).toBeDefined();
  const dims = webpSize(Uint8Array.from(atob(data!), (c) => c.charCodeAt(0)));
  expect(dims.width).toBeLessThanOrEqual(20);
}

/** The studio's video library takes the same facts, checked by the same rule (storeUpload's video). */
describe("video facts in the studio's video library", () => {
  let owner: TestUser;
  let fan: TestUser;
  const size = String(sampleFile("mp4long").size);

  beforeAll(async () => {
    owner = await createUser("performer");
    fan = await createUser("fan");
    await follow(fan, owner.id);
  });

  const libraryUpload = (fields: Record<string, string | File>) =>
    call("/api/performer/performer-assets/videos/upload", {
      method: "POST",
      token: owner.token,
      form: form({ file: sampleFile("mp4long"), title: "Rehearsal", ...fields }),
    });

  it("stores a library video's duration and dimensions, and a locked video shows its blurred poster", async () => {
    const poster = await gradientPng(640, 360);
    const res = await libraryUpload({ duration: "151.4", width: "640", height: "360", size, poster });
    expect(res.status, res.text).toBe(201);
    const video = res.json.data;
    expect(video.duration).toBe(SAMPLE_SECONDS);
    const row = await env.DB.prepare("SELECT duration, width, height, preview FROM files WHERE id = ?")
      .bind(video.video._id)
      .first<{ duration: number; width: number; height: number; preview: string | null }>();
    expect(row).toMatchObject({ duration: SAMPLE_SECONDS, width: 640, height: 360 });
    expectTinyPreview(row?.preview);

    // A follower without a subscription: locked, "a 2:31 video" over the blurred poster.
    const seen = await call(`/api/performer-assets/videos/${video._id}`, { token: fan.token });
    expect(seen.status, seen.text).toBe(200);
    expect(seen.json.data).toMatchObject({ isLocked: true, duration: SAMPLE_SECONDS, video: null });
    expectTinyPreview(seen.json.data.preview);
    expect(seen.text).not.toContain(video.video._id);
  });

  it("refuses a library video whose size or duration the file contradicts, keeping nothing", async () => {
    const before = await fileCount(owner.id);
    const wrongSize = await libraryUpload({ size: String(Number(size) + 1) });
    expect(wrongSize.status, wrongSize.text).toBe(422);
    expect(wrongSize.json.details.size).toMatch(/bytes/);
    const wrongLength = await libraryUpload({ duration: "30", size });
    expect(wrongLength.status, wrongLength.text).toBe(422);
    expect(wrongLength.json.details.duration).toMatch(/151 s/);
    expect(await fileCount(owner.id)).toBe(before);
  });

  it("a replaced video is checked the same way and brings its own poster", async () => {
    const first = await libraryUpload({});
    expect(first.status, first.text).toBe(201);
    const id = first.json.data._id;
    const refused = await call(`/api/performer/performer-assets/videos/edit/${id}`, {
      method: "PUT",
      token: owner.token,
      form: form({ file: sampleFile("mp4long"), duration: "20" }),
    });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.json.details.duration).toBeDefined();
    const replaced = await call(`/api/performer/performer-assets/videos/edit/${id}`, {
      method: "PUT",
      token: owner.token,
      form: form({ file: sampleFile("mp4long"), size, poster: await gradientPng(320, 240) }),
    });
    expect(replaced.status, replaced.text).toBe(200);
    const seen = await call(`/api/performer-assets/videos/${id}`, { token: fan.token });
    expectTinyPreview(seen.json.data.preview);
  });
});

/** Paid messages, one to one and to many: locked, they say "a 2:31 video" over the blurred poster. */
describe("video facts in paid messages and mass messages", () => {
  let creator: TestUser;
  let fan: TestUser;
  let conversationId: string;
  const size = String(sampleFile("mp4long").size);

  beforeAll(async () => {
    creator = await createUser("performer");
    fan = await createUser("fan");
    await subscribe(fan, creator.id);
    const opened = await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: creator.id },
    });
    conversationId = opened.json.data._id;
  });

  const messagesOf = async () =>
    (await call(`/api/messages/conversations/${conversationId}`, { token: fan.token })).json.data.data as {
      _id: string;
      locked: boolean;
      file: Record<string, unknown> | null;
    }[];

  it("a paid video message is locked with its duration and blurred poster, and opens when bought", async () => {
    const sent = await call("/api/messages/private/file/video", {
      method: "POST",
      token: creator.token,
      form: form({
        conversationId,
        price: "3",
        file: sampleFile("mp4long"),
        duration: "151",
        width: "640",
        height: "360",
        size,
        poster: await gradientPng(640, 360),
      }),
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.json.data.file).toMatchObject({ kind: "video", duration: SAMPLE_SECONDS, preview: null });
    const fileId = sent.json.data.file._id as string;

    const [seen] = (await messagesOf()).filter((m) => m._id === sent.json.data._id);
    expect(seen.locked).toBe(true);
    expect(seen.file).toMatchObject({ _id: null, url: null, kind: "video", duration: SAMPLE_SECONDS });
    expectTinyPreview(seen.file?.preview);
    expect(JSON.stringify(seen)).not.toContain(fileId);

    await fund(fan.id, 10);
    expect((await charge(fan.token, "message", sent.json.data._id)).status).toBe(201);
    const [bought] = (await messagesOf()).filter((m) => m._id === sent.json.data._id);
    expect(bought.file).toMatchObject({ _id: fileId, preview: null, duration: SAMPLE_SECONDS });
    expect(bought.file?.url).toMatch(/^\/media\//);
  });

  it("refuses a message video whose facts the file contradicts, sending nothing", async () => {
    const before = (await messagesOf()).length;
    const res = await call("/api/messages/private/file/video", {
      method: "POST",
      token: creator.token,
      form: form({ conversationId, price: "3", file: sampleFile("mp4long"), size: "12" }),
    });
    expect(res.status, res.text).toBe(422);
    expect(res.json.details.size).toMatch(/bytes/);
    expect((await messagesOf()).length).toBe(before);
  });

  it("a mass message's vault video reaches each fan locked, with its duration and blurred poster", async () => {
    const library = await call("/api/performer/performer-assets/videos/upload", {
      method: "POST",
      token: creator.token,
      form: form({
        file: sampleFile("mp4long"),
        title: "For everyone",
        size,
        poster: await gradientPng(640, 360),
      }),
    });
    expect(library.status, library.text).toBe(201);
    const fileId = library.json.data.video._id as string;
    const sent = await call("/api/messages/mass", {
      token: creator.token,
      body: { audience: ["subscribers"], text: "New video", price: 2, vaultFileIds: [fileId] },
    });
    expect(sent.status, sent.text).toBe(202);
    let got: Awaited<ReturnType<typeof messagesOf>> = [];
    for (let i = 0; i < 150; i++) {
      got = (await messagesOf()).filter((m) => m.file?.kind === "video" && m.file.preview);
      if (got.some((m) => m.file?.duration === SAMPLE_SECONDS && m.locked)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const delivered = got.find((m) => m.locked);
    expect(delivered?.file).toMatchObject({ _id: null, url: null, kind: "video", duration: SAMPLE_SECONDS });
    expectTinyPreview(delivered?.file?.preview);
  });
});
