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
import { follow } from "../helpers/assets";
import { createFeed } from "../helpers/feeds";
import { gradientPng, webpSize } from "../helpers/images";
import { sampleFile } from "../helpers/media";

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
