import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "#functions/context/create-deps";
import { getSigningSecret } from "#functions/lib/secrets";
import { signMediaPath } from "#functions/media/signing";
import { fileUrl, storeUpload } from "#functions/media/upload";
import { performerCountryBlocks, userBlocks } from "../../drizzle/schema/blocks";
import { users } from "../../drizzle/schema/users";
import { BASE, createUser, db, type TestUser } from "../helpers/api";
import { sampleBytes, sampleFile } from "../helpers/media";

const deps = () => createDeps(env);
const media = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  SELF.fetch(`${BASE}${path}`, init);
/** The status of a media request, with its body read so no stream is left open. */
const statusOf = async (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
  const res = await media(path, init);
  await res.arrayBuffer();
  return res.status;
};

let creator: TestUser;
let fan: TestUser;
let admin: TestUser;
let videoId: string;
let video: Uint8Array;

beforeAll(async () => {
  creator = await createUser("performer");
  fan = await createUser("fan");
  admin = await createUser("admin");
  videoId = (await storeUpload(deps(), { ownerId: creator.id, kind: "feed-video", file: sampleFile("mp4") }))
    .id;
  video = sampleBytes("mp4");
});

describe("GET /media/{id} with a signed URL", () => {
  it("streams the file with its detected type and safe headers", async () => {
    const res = await media(await fileUrl(deps(), videoId));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-length")).toBe(String(video.length));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toContain("private");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(video);
  });

  it("answers a range request with 206 and Content-Range (video seeking)", async () => {
    const path = await fileUrl(deps(), videoId);
    const res = await media(path, { headers: { range: "bytes=100-199" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes 100-199/${video.length}`);
    expect(res.headers.get("content-length")).toBe("100");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(video.slice(100, 200));

    const open = await media(path, { headers: { range: "bytes=2000-" } });
    expect(open.status).toBe(206);
    expect(open.headers.get("content-range")).toBe(`bytes 2000-${video.length - 1}/${video.length}`);
    expect(new Uint8Array(await open.arrayBuffer())).toEqual(video.slice(2000));

    const suffix = await media(path, { headers: { range: "bytes=-50" } });
    expect(suffix.status).toBe(206);
    expect(suffix.headers.get("content-range")).toBe(
      `bytes ${video.length - 50}-${video.length - 1}/${video.length}`,
    );
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(video.slice(-50));
  });

  it("answers HEAD with the headers and no body, also for ranges", async () => {
    const path = await fileUrl(deps(), videoId);
    const head = await media(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(video.length));
    expect(head.headers.get("content-type")).toBe("video/mp4");
    expect((await head.arrayBuffer()).byteLength).toBe(0);
    const ranged = await media(path, { method: "HEAD", headers: { range: "bytes=0-9" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 0-9/${video.length}`);
  });

  it("answers 416 for a range outside the file", async () => {
    const path = await fileUrl(deps(), videoId);
    const res = await media(path, { headers: { range: `bytes=${video.length + 10}-` } });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${video.length}`);
    await res.arrayBuffer();
  });

  it("answers 304 when the browser already has this version", async () => {
    const path = await fileUrl(deps(), videoId);
    const first = await media(path);
    await first.arrayBuffer();
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect(await statusOf(path, { headers: { "if-none-match": etag } })).toBe(304);
  });

  it("refuses other methods", async () => {
    const res = await media(await fileUrl(deps(), videoId), { method: "POST" });
    expect(res.status).toBe(405);
  });
});

describe("signatures", () => {
  it("refuses an expired link with 403", async () => {
    const secret = await getSigningSecret(env, deps());
    const expired = await signMediaPath(secret, videoId, Date.now() - 2 * 3600_000, 60);
    const res = await media(expired);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain(videoId);
  });

  it("refuses a tampered, borrowed or missing signature with 403", async () => {
    const path = await fileUrl(deps(), videoId);
    const url = new URL(path, BASE);
    const sig = url.searchParams.get("sig") ?? "";
    const flipped = `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`;
    expect(await statusOf(`/media/${videoId}?exp=${url.searchParams.get("exp")}&sig=${flipped}`)).toBe(403);
    // A later expiry with the old signature.
    const later = Number(url.searchParams.get("exp")) + 3600;
    expect(await statusOf(`/media/${videoId}?exp=${later}&sig=${sig}`)).toBe(403);
    // The signature of another file.
    const other = await storeUpload(deps(), { ownerId: creator.id, kind: "photo", file: sampleFile("png") });
    const otherSig = new URL(await fileUrl(deps(), other.id), BASE).searchParams.get("sig");
    expect(await statusOf(`/media/${videoId}?exp=${url.searchParams.get("exp")}&sig=${otherSig}`)).toBe(403);
    expect(await statusOf(`/media/${videoId}`)).toBe(403);
    expect(await statusOf(`/media/${videoId}?exp=abc&sig=${sig}`)).toBe(403);
  });

  it("answers 404 for a validly signed id that does not exist", async () => {
    expect(await statusOf(await fileUrl(deps(), "nosuchfile"))).toBe(404);
  });
});

describe("the creator's blocks apply to their files", () => {
  let path: string;
  beforeAll(async () => {
    path = await fileUrl(deps(), videoId);
    const now = Date.now();
    await db()
      .insert(performerCountryBlocks)
      .values({ performerId: creator.id, countryCode: "FR", createdAt: now });
    await db().insert(userBlocks).values({ performerId: creator.id, userId: fan.id, createdAt: now });
  });

  it("refuses visitors from a country the creator blocked with 403", async () => {
    expect(await statusOf(path, { headers: { "cf-ipcountry": "FR" } })).toBe(403);
    expect(await statusOf(path, { headers: { "cf-ipcountry": "fr", range: "bytes=0-9" } })).toBe(403);
    expect(await statusOf(path, { headers: { "cf-ipcountry": "DE" } })).toBe(200);
    expect(await statusOf(path)).toBe(200);
  });

  it("refuses a user the creator blocked, even with a valid link", async () => {
    expect(await statusOf(path, { headers: { authorization: `Bearer ${fan.token}` } })).toBe(403);
  });

  it("still serves the creator and admins from a blocked country", async () => {
    for (const token of [creator.token, admin.token]) {
      expect(
        await statusOf(path, { headers: { authorization: `Bearer ${token}`, "cf-ipcountry": "FR" } }),
      ).toBe(200);
    }
  });
});

describe("media the browser can cache", () => {
  const HOUR_S = 3600;

  it("signs the same URL for a file all through a window, valid until the end of the next one", async () => {
    const secret = await getSigningSecret(env, deps());
    const windowStart = Math.floor(Date.now() / 1000 / HOUR_S) * HOUR_S * 1000;
    const early = await signMediaPath(secret, videoId, windowStart + 1_000);
    const late = await signMediaPath(secret, videoId, windowStart + 59 * 60_000);
    const next = await signMediaPath(secret, videoId, windowStart + 61 * 60_000);
    expect(late).toBe(early);
    expect(next).not.toBe(early);
    const exp = Number(new URL(early, BASE).searchParams.get("exp"));
    expect(exp).toBe(windowStart / 1000 + 2 * HOUR_S);
  });

  it("gives a profile the same avatar URL on every view", async () => {
    const viewer = await createUser("fan");
    const upload = await storeUpload(deps(), {
      ownerId: creator.id,
      kind: "avatar",
      file: sampleFile("png"),
    });
    await db().update(users).set({ avatarFileId: upload.id }).where(eq(users.id, creator.id));
    const avatarOf = async () => {
      const res = await SELF.fetch(`${BASE}/api/performers/${creator.username}`, {
        headers: { authorization: `Bearer ${viewer.token}` },
      });
      return ((await res.json()) as { data: { avatar: string } }).data.avatar;
    };
    const first = await avatarOf();
    await new Promise((r) => setTimeout(r, 1_100));
    expect(first).toMatch(/^\/media\//);
    expect(await avatarOf()).toBe(first);
  });

  it("lets the browser keep a file privately until its link expires, also on a 304", async () => {
    const path = await fileUrl(deps(), videoId);
    const exp = Number(new URL(path, BASE).searchParams.get("exp"));
    const res = await media(path);
    await res.arrayBuffer();
    const cacheControl = res.headers.get("cache-control") ?? "";
    const m = /^private, max-age=(\d+), immutable$/.exec(cacheControl);
    expect(m, cacheControl).not.toBeNull();
    const maxAge = Number(m?.[1]);
    const left = exp - Math.floor(Date.now() / 1000);
    expect(maxAge).toBeGreaterThan(HOUR_S - 5);
    expect(maxAge).toBeLessThanOrEqual(left + 1);

    const again = await media(path, { headers: { "if-none-match": res.headers.get("etag") ?? "" } });
    await again.arrayBuffer();
    expect(again.status).toBe(304);
    // The same caching, counted down to the same expiry (a second may have passed between the two).
    const againControl = again.headers.get("cache-control") ?? "";
    const n = /^private, max-age=(\d+), immutable$/.exec(againControl);
    expect(n, againControl).not.toBeNull();
    expect(maxAge - Number(n?.[1])).toBeGreaterThanOrEqual(0);
    expect(maxAge - Number(n?.[1])).toBeLessThanOrEqual(1);
  });
});
