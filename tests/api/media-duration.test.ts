/**
 * A locked post tells what it holds, "a 2:31 video", so a fan knows what they would
 * unlock. The length is read by the server from the uploaded file's own header (not taken from
 * the client), stored with the file, and told with the locked item while its file stays hidden.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { follow, uploadVideoVia } from "../helpers/assets";
import { createFeed } from "../helpers/feeds";
import { fileRowsOf, type SampleName, sampleBytes, sampleFile } from "../helpers/media";

let owner: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  [owner, outsider] = await Promise.all([createUser("performer"), createUser("fan")]);
  await follow(outsider, owner.id);
});

async function upload(kind: "video" | "audio" | "photo", file: File) {
  const form = new FormData();
  form.append("file", file);
  const res = await call(`/api/performer/feeds/${kind}/upload`, { method: "POST", token: owner.token, form });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { _id: string };
}

async function durationOf(fileId: string) {
  const rows = await fileRowsOf(owner.id);
  return rows.find((r) => r.id === fileId)?.duration;
}

describe("the server reads how long a file plays", () => {
  const cases: [SampleName, "video" | "audio", number][] = [
    ["mp4", "video", 1],
    ["webm", "video", 1],
    ["mov", "video", 1],
    ["mp3", "audio", 1],
    ["m4a", "audio", 1],
    ["ogg", "audio", 1],
    // 151 s with its index (moov) at the end of the file, as cameras and editors write it.
    ["mp4long", "video", 151],
  ];
  for (const [sample, kind, seconds] of cases) {
    it(`${sample}: ${seconds} s`, async () => {
      const file = await upload(kind, sampleFile(sample, `clip.${SAMPLE_EXT[sample]}`));
      expect(await durationOf(file._id)).toBe(seconds);
    });
  }

  it("a video whose header cannot be read still uploads, with no length to tell", async () => {
    // The MP4 sample's first 64 bytes (file type box and the start of its index), then noise.
    const head = sampleBytes("mp4").slice(0, 64);
    const broken = new Uint8Array(4096);
    broken.set(head);
    broken.fill(0xab, 64);
    const file = await upload("video", new File([broken], "broken.mp4", { type: "video/mp4" }));
    expect(await durationOf(file._id)).toBeNull();
  });

  it("a photo has no length", async () => {
    const file = await upload("photo", sampleFile("png"));
    expect(await durationOf(file._id)).toBeNull();
  });
});

const SAMPLE_EXT: Partial<Record<SampleName, string>> = {
  mp4: "mp4",
  webm: "webm",
  mov: "mov",
  mp3: "mp3",
  m4a: "m4a",
  ogg: "ogg",
  mp4long: "mp4",
};

describe("a locked item tells its length, never its file", () => {
  it("a subscriber-only video post: mediaDuration without the file", async () => {
    const video = await upload("video", sampleFile("mp4long", "long.mp4"));
    const feed = await createFeed(owner.token, {
      type: "video",
      text: "<p>Long one</p>",
      fileIds: [video._id],
    });
    const res = await call(`/api/user/feeds/${feed._id}`, { token: outsider.token });
    expect(res.status).toBe(200);
    const item = res.json.data;
    expect(item).toMatchObject({ isLocked: true, files: [], mediaCount: 1, mediaDuration: 151 });
    expect(JSON.stringify(item)).not.toContain(`/media/${video._id}`);
  });

  it("several videos and audio tracks add up; photos have none", async () => {
    const a = await upload("video", sampleFile("mp4long", "a.mp4"));
    const b = await upload("video", sampleFile("mp4"));
    const twoVideos = await createFeed(owner.token, {
      type: "video",
      text: "<p>Two</p>",
      fileIds: [a._id, b._id],
    });
    const photo = await upload("photo", sampleFile("png"));
    const photos = await createFeed(owner.token, {
      type: "photo",
      text: "<p>Photo</p>",
      fileIds: [photo._id],
    });
    const [v, p] = await Promise.all(
      [twoVideos, photos].map((f) => call(`/api/user/feeds/${f._id}`, { token: outsider.token })),
    );
    expect(v.json.data).toMatchObject({ isLocked: true, mediaCount: 2, mediaDuration: 152 });
    expect(p.json.data).toMatchObject({ isLocked: true, mediaCount: 1, mediaDuration: null });
  });

  it("a video for sale: duration on the asset, its file withheld", async () => {
    const video = await uploadVideoVia(owner.token, {
      file: sampleFile("mp4long", "long.mp4"),
      isSale: "true",
      price: "3",
    });
    const res = await call(`/api/performer-assets/videos/${video._id}`, { token: outsider.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ isLocked: true, duration: 151, video: null });
  });
});
