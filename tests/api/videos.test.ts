import { SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { videos } from "../../drizzle/schema/assets";
import { performerProfiles } from "../../drizzle/schema/performers";
import { BASE, call, createUser, db, type TestUser } from "../helpers/api";
import {
  type Cast,
  createCast,
  fetchMedia,
  form,
  inR2,
  purchase,
  r2KeysOf,
  runCron,
  uploadVideoVia,
} from "../helpers/assets";
import {
  disguisedScript,
  jpegOfSize,
  sampleBytes,
  sampleFile,
  storedKeysOfOwner,
  truncatedMultipart,
} from "../helpers/media";

const OWN = "/api/performer/performer-assets/videos";
const FAN = "/api/performer-assets/videos";

let cast: Cast;

beforeAll(async () => {
  cast = await createCast();
});

async function stats(performerId: string) {
  const [row] = await db().select().from(performerProfiles).where(eq(performerProfiles.userId, performerId));
  return row;
}

describe("upload", () => {
  it("stores the video, thumbnail and teaser and answers the video with signed URLs", async () => {
    const creator = await createUser("performer");
    const res = await call(`${OWN}/upload`, {
      token: creator.token,
      form: form({
        file: sampleFile("mp4"),
        thumbnail: sampleFile("jpg"),
        teaser: sampleFile("webm"),
        title: "Sunset",
        description: '<p>Hello<script>alert(1)</script> <a href="javascript:x">x</a></p>',
        tags: "Beach, summer",
        isSale: "true",
        price: "4.99",
      }),
    });
    expect(res.status, res.text).toBe(201);
    const v = res.json.data;
    expect(v).toMatchObject({
      title: "Sunset",
      tags: ["beach", "summer"],
      isSale: true,
      price: 4.99,
      status: "active",
      isSchedule: false,
      isLocked: false,
      lockReason: null,
      totalView: 0,
      totalLike: 0,
      totalComment: 0,
      performer: { _id: creator.id, username: creator.username },
    });
    expect(v.description).not.toContain("script");
    expect(v.description).not.toContain("javascript");
    expect(v.video).toMatchObject({ mimeType: "video/mp4", status: "ready" });
    expect(v.video.url).toMatch(/^\/media\//);
    expect(v.thumbnail.mimeType).toBe("image/jpeg");
    expect(v.teaser.mimeType).toBe("video/webm");
    expect(JSON.stringify(v)).not.toContain("r2Key");
    expect(JSON.stringify(v)).not.toContain(`video/${creator.id}/`);
    expect((await stats(creator.id)).totalVideos).toBe(1);
  });

  it("refuses bad fields with 422 details and stores nothing", async () => {
    const creator = await createUser("performer");
    const cases: [Record<string, string | File | undefined>, string][] = [
      [{ title: "" }, "title"],
      [{ isSale: "true", price: "0" }, "price"],
      [{ price: "-1" }, "price"],
      [{ price: "1.234" }, "price"],
      [{ status: "published" }, "status"],
      [{ isSchedule: "true" }, "scheduledAt"],
      [{ isSchedule: "true", scheduledAt: new Date(Date.now() - 60_000).toISOString() }, "scheduledAt"],
      [{ participantIds: "nobody-here" }, "participantIds"],
    ];
    for (const [fields, field] of cases) {
      const res = await call(`${OWN}/upload`, {
        token: creator.token,
        form: form({ file: sampleFile("mp4"), title: "T", ...fields }),
      });
      // A status outside the list is malformed (400); the rest break a rule (422).
      const malformed = JSON.stringify(fields) === '{"status":"published"}';
      expect(res.status, `${JSON.stringify(fields)} ${res.text}`).toBe(malformed ? 400 : 422);
      expect(res.json.details[field]).toBeTruthy();
    }
    const missing = await call(`${OWN}/upload`, { token: creator.token, form: form({ title: "No file" }) });
    expect(missing.status).toBe(422);
    expect(missing.json.details.file).toBeTruthy();
    expect(await storedKeysOfOwner(creator.id)).toEqual([]);
  });

  it("refuses a disguised file with 415 and keeps nothing of the other files", async () => {
    const creator = await createUser("performer");
    const asVideo = await call(`${OWN}/upload`, {
      token: creator.token,
      form: form({ file: disguisedScript("clip.mp4"), title: "x" }),
    });
    expect(asVideo.status).toBe(415);
    const asThumb = await call(`${OWN}/upload`, {
      token: creator.token,
      form: form({ file: sampleFile("mp4"), thumbnail: disguisedScript("thumb.jpg"), title: "x" }),
    });
    expect(asThumb.status).toBe(415);
    const imageAsVideo = await call(`${OWN}/upload`, {
      token: creator.token,
      form: form({ file: sampleFile("png", "movie.mp4", "video/mp4"), title: "x" }),
    });
    expect(imageAsVideo.status).toBe(415);
    expect(await storedKeysOfOwner(creator.id)).toEqual([]);
  });

  it("refuses a thumbnail over its size limit with 413", async () => {
    const creator = await createUser("performer");
    const res = await call(`${OWN}/upload`, {
      token: creator.token,
      form: form({ file: sampleFile("mp4"), thumbnail: jpegOfSize(5 * 1024 * 1024 + 1), title: "x" }),
    });
    expect(res.status).toBe(413);
    expect(await storedKeysOfOwner(creator.id)).toEqual([]);
  });

  it("needs a logged-in creator", async () => {
    const anon = await call(`${OWN}/upload`, { form: form({ file: sampleFile("mp4"), title: "x" }) });
    expect(anon.status).toBe(401);
    const fan = await call(`${OWN}/upload`, {
      token: cast.follower.token,
      form: form({ file: sampleFile("mp4"), title: "x" }),
    });
    expect(fan.status).toBe(403);
    expect(fan.json.code).toBe("performer_only");
  });
});

describe("upload extras", () => {
  it("a cancelled (truncated) upload is a 400 and stores nothing", async () => {
    const creator = await createUser("performer");
    const { body, contentType } = await truncatedMultipart("file", sampleFile("mp4"));
    const res = await SELF.fetch(`${BASE}${OWN}/upload`, {
      method: "POST",
      headers: { authorization: `Bearer ${creator.token}`, "content-type": contentType },
      body: new Blob([body as Uint8Array<ArrayBuffer>]),
    });
    expect(res.status).toBe(400);
    expect(await storedKeysOfOwner(creator.id)).toEqual([]);
  });

  it("names participating creators and finds videos by tag", async () => {
    const [creator, guest] = await Promise.all([createUser("performer"), createUser("performer")]);
    const v = await uploadVideoVia(creator.token, { participantIds: guest.id, tags: "Duet" });
    expect(v.participantIds).toEqual([guest.id]);
    expect(v.participants[0]).toMatchObject({ _id: guest.id, username: guest.username });
    const byTag = await call(`${FAN}/search?performerId=${creator.id}&tag=duet`);
    expect(byTag.json.data.data.map((x: any) => x._id)).toEqual([v._id]);
    const otherTag = await call(`${FAN}/search?performerId=${creator.id}&tag=solo`);
    expect(otherTag.json.data.total).toBe(0);
  });
});

describe("creator side: search, view, edit, remove a file, delete", () => {
  let creator: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [creator, other, admin] = await Promise.all([
      createUser("performer"),
      createUser("performer"),
      createUser("admin"),
    ]);
  });

  it("lists only the caller's own videos, drafts included, with q and status filters", async () => {
    const a = await uploadVideoVia(creator.token, { title: "Alpha draft", status: "draft" });
    const b = await uploadVideoVia(creator.token, { title: "Beta" });
    await uploadVideoVia(other.token, { title: "Alpha of someone else" });
    const all = await call(`${OWN}/search?limit=50`, { token: creator.token });
    expect(all.status).toBe(200);
    const ids = all.json.data.data.map((v: any) => v._id);
    expect(ids).toEqual(expect.arrayContaining([a._id, b._id]));
    expect(all.json.data.data.every((v: any) => v.performerId === creator.id)).toBe(true);
    const q = await call(`${OWN}/search?q=alpha`, { token: creator.token });
    expect(q.json.data.data.map((v: any) => v._id)).toEqual([a._id]);
    const drafts = await call(`${OWN}/search?status=draft`, { token: creator.token });
    expect(drafts.json.data.total).toBe(1);
    const bad = await call(`${OWN}/search?limit=1000`, { token: creator.token });
    expect(bad.status).toBe(422);
    const asAdmin = await call(`${OWN}/search?performerId=${creator.id}&limit=100`, { token: admin.token });
    expect(asAdmin.json.data.total).toBe(all.json.data.total);
  });

  it("keeps other creators out (404) and lets admins manage", async () => {
    const v = await uploadVideoVia(creator.token);
    expect((await call(`${OWN}/${v._id}/view`, { token: other.token })).status).toBe(404);
    expect(
      (
        await call(`${OWN}/edit/${v._id}`, {
          method: "PUT",
          token: other.token,
          form: form({ title: "Mine" }),
        })
      ).status,
    ).toBe(404);
    expect((await call(`${OWN}/${v._id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    expect(
      (
        await call(`${OWN}/remove-file/${v._id}`, {
          method: "DELETE",
          token: other.token,
          body: { type: "teaser" },
        })
      ).status,
    ).toBe(404);
    const view = await call(`${OWN}/${v._id}/view`, { token: admin.token });
    expect(view.status).toBe(200);
    expect(view.json.data.video.url).toMatch(/^\/media\//);
    const edit = await call(`${OWN}/edit/${v._id}`, {
      method: "PUT",
      token: admin.token,
      form: form({ title: "Renamed by admin" }),
    });
    expect(edit.status).toBe(200);
    expect(edit.json.data.title).toBe("Renamed by admin");
    expect((await call(`${OWN}/${v._id}/view`, { token: cast.follower.token })).status).toBe(403);
    expect((await call(`${OWN}/no-such-video/view`, { token: creator.token })).status).toBe(404);
  });

  it("edits fields and replaces a file; the replaced file leaves R2", async () => {
    const v = await uploadVideoVia(creator.token);
    const [oldThumbKey] = await r2KeysOf([v.thumbnail._id]);
    expect(await inR2(oldThumbKey)).toBe(true);
    const res = await call(`${OWN}/edit/${v._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ thumbnail: sampleFile("png"), title: "New title", isSale: "true", price: "3" }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ title: "New title", isSale: true, price: 3 });
    expect(res.json.data.thumbnail.mimeType).toBe("image/png");
    expect(res.json.data.thumbnail._id).not.toBe(v.thumbnail._id);
    expect(await inR2(oldThumbKey)).toBe(false);
    const img = await fetchMedia(res.json.data.thumbnail.url);
    expect(img.status).toBe(200);
    expect(img.bytes).toEqual(sampleBytes("png"));

    const bad = await call(`${OWN}/edit/${v._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ isSale: "true", price: "0" }),
    });
    expect(bad.status).toBe(422);
    const wrongType = await call(`${OWN}/edit/${v._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ teaser: disguisedScript("teaser.mp4") }),
    });
    expect(wrongType.status).toBe(415);
  });

  it("removes one file by type", async () => {
    const v = await uploadVideoVia(creator.token);
    const [teaserKey] = await r2KeysOf([v.teaser._id]);
    const res = await call(`${OWN}/remove-file/${v._id}`, {
      method: "DELETE",
      token: creator.token,
      body: { type: "teaser" },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.teaser).toBeNull();
    expect(res.json.data.video).not.toBeNull();
    expect(await inR2(teaserKey)).toBe(false);
    const again = await call(`${OWN}/remove-file/${v._id}`, {
      method: "DELETE",
      token: creator.token,
      body: { type: "teaser" },
    });
    expect(again.status).toBe(404);
    const badType = await call(`${OWN}/remove-file/${v._id}`, {
      method: "DELETE",
      token: creator.token,
      body: { type: "poster" },
    });
    expect(badType.status).toBe(400);
    expect(badType.json.details.type).toBeTruthy();
  });

  it("deletes the video and every file of it from R2, and recounts the stats", async () => {
    const fresh = await createUser("performer");
    const v = await uploadVideoVia(fresh.token);
    expect((await stats(fresh.id)).totalVideos).toBe(1);
    const keys = await r2KeysOf([v.video._id, v.thumbnail._id, v.teaser._id]);
    expect(keys).toHaveLength(3);
    const res = await call(`${OWN}/${v._id}`, { method: "DELETE", token: fresh.token });
    expect(res.status).toBe(200);
    for (const key of keys) expect(await inR2(key)).toBe(false);
    expect((await call(`${OWN}/${v._id}/view`, { token: fresh.token })).status).toBe(404);
    expect((await stats(fresh.id)).totalVideos).toBe(0);
    const signed = await fetchMedia(v.video.url);
    expect(signed.status).toBe(404);
  });
});

describe("fan side: the access matrix", () => {
  let subVideo: any;
  let saleVideo: any;

  beforeAll(async () => {
    subVideo = await uploadVideoVia(cast.owner.token, { title: "For subscribers" });
    saleVideo = await uploadVideoVia(cast.owner.token, {
      title: "Pay per view",
      isSale: "true",
      price: "7.5",
    });
    await purchase(cast.buyer, "video", saleVideo._id, cast.owner.id);
  });

  const viewers = () =>
    ({
      owner: cast.owner.token,
      admin: cast.admin.token,
      subscriber: cast.subscriber.token,
      buyer: cast.buyer.token,
      follower: cast.follower.token,
      anonymous: undefined,
    }) as Record<string, string | undefined>;

  const expectations: Record<string, { sub: string | null; sale: string | null }> = {
    owner: { sub: null, sale: null },
    admin: { sub: null, sale: null },
    subscriber: { sub: null, sale: "purchase_required" },
    buyer: { sub: "subscription_required", sale: null },
    follower: { sub: "subscription_required", sale: "purchase_required" },
    anonymous: { sub: "login_required", sale: "login_required" },
  };

  for (const who of Object.keys(expectations)) {
    it(`${who}: sees what the rules allow, and the URLs work`, async () => {
      const token = viewers()[who];
      for (const [key, video] of [
        ["sub", subVideo],
        ["sale", saleVideo],
      ] as const) {
        const res = await call(`${FAN}/${video._id}`, { token });
        expect(res.status, res.text).toBe(200);
        const lock = expectations[who][key];
        const v = res.json.data;
        expect(v.isLocked, `${who} ${key}`).toBe(lock !== null);
        expect(v.lockReason).toBe(lock);
        // Thumbnail and teaser are for everyone who may see the creator.
        const thumb = await fetchMedia(v.thumbnail.url);
        expect(thumb.status).toBe(200);
        expect(thumb.bytes).toEqual(sampleBytes("jpg"));
        expect((await fetchMedia(v.teaser.url)).status).toBe(200);
        if (lock) {
          // Not even the file's id: a locked video shows only its thumbnail and teaser.
          expect(v.video).toBeNull();
        } else {
          expect(v.video.status).toBe("ready");
          const media = await fetchMedia(v.video.url);
          expect(media.status).toBe(200);
          expect(media.bytes).toEqual(sampleBytes("mp4"));
          const part = await fetchMedia(v.video.url, { range: "bytes=0-9" });
          expect(part.status).toBe(206);
          expect(part.bytes).toHaveLength(10);
        }
        const list = await call(`${FAN}/search?performerId=${cast.owner.id}&limit=100`, { token });
        expect(list.status).toBe(200);
        const inList = list.json.data.data.find((x: any) => x._id === video._id);
        expect(inList.lockReason).toBe(lock);
        expect(inList.video === null).toBe(lock !== null);
      }
    });
  }

  it("blocked user: 403 on the video and the creator's list", async () => {
    const view = await call(`${FAN}/${subVideo._id}`, { token: cast.blocked.token });
    expect(view.status).toBe(403);
    expect(view.json.code).toBe("user_blocked");
    const list = await call(`${FAN}/search?performerId=${cast.owner.id}`, { token: cast.blocked.token });
    expect(list.status).toBe(403);
    const everyone = await call(`${FAN}/search?q=Pay%20per%20view&limit=100`, { token: cast.blocked.token });
    expect(everyone.status).toBe(200);
    expect(everyone.json.data.data.some((v: any) => v.performerId === cast.owner.id)).toBe(false);
  });

  it("blocked country: 403 even for a subscriber", async () => {
    const headers = { "cf-ipcountry": cast.blockedCountry };
    const view = await call(`${FAN}/${subVideo._id}`, { token: cast.subscriber.token, headers });
    expect(view.status).toBe(403);
    expect(view.json.code).toBe("country_blocked");
    const anon = await call(`${FAN}/search?performerId=${cast.owner.id}`, { headers });
    expect(anon.status).toBe(403);
    const elsewhere = await call(`${FAN}/${subVideo._id}`, {
      token: cast.subscriber.token,
      headers: { "cf-ipcountry": "FR" },
    });
    expect(elsewhere.status).toBe(200);
  });

  it("counts fan views, not the owner's", async () => {
    const v = await uploadVideoVia(cast.owner.token, { title: "Counted" });
    await call(`${FAN}/${v._id}`, { token: cast.owner.token });
    await call(`${FAN}/${v._id}`, { token: cast.follower.token });
    const res = await call(`${FAN}/${v._id}`);
    expect(res.json.data.totalView).toBe(2);
  });

  it("hides drafts from fans", async () => {
    const draft = await uploadVideoVia(cast.owner.token, { title: "Secret draft", status: "draft" });
    expect((await call(`${FAN}/${draft._id}`, { token: cast.subscriber.token })).status).toBe(404);
    const list = await call(`${FAN}/search?performerId=${cast.owner.id}&limit=100`, {
      token: cast.subscriber.token,
    });
    expect(list.json.data.data.some((v: any) => v._id === draft._id)).toBe(false);
    expect((await call(`${FAN}/${draft._id}`, { token: cast.owner.token })).status).toBe(200);
  });

  it("answers 404 for an unknown video", async () => {
    expect((await call(`${FAN}/nope`)).status).toBe(404);
  });
});

describe("scheduled videos", () => {
  it("stay hidden from fans until the cron job publishes them", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const v = await uploadVideoVia(creator.token, { title: "Premiere", isSchedule: "true", scheduledAt: at });
    expect(v).toMatchObject({ isSchedule: true, scheduledAt: at });
    expect((await stats(creator.id)).totalVideos).toBe(0);

    const hidden = await call(`${FAN}/${v._id}`, { token: fan.token });
    expect(hidden.status).toBe(404);
    const list = await call(`${FAN}/search?performerId=${creator.id}`, { token: fan.token });
    expect(list.json.data.total).toBe(0);
    expect((await call(`${OWN}/${v._id}/view`, { token: creator.token })).status).toBe(200);

    // Not due yet: the cron job leaves it alone.
    await runCron();
    expect((await call(`${FAN}/${v._id}`, { token: fan.token })).status).toBe(404);

    // Its time comes (moved into the past instead of waiting an hour).
    await db()
      .update(videos)
      .set({ scheduledAt: Date.now() - 1000 })
      .where(eq(videos.id, v._id));
    expect((await call(`${FAN}/${v._id}`, { token: fan.token })).status).toBe(404);
    await runCron();
    const visible = await call(`${FAN}/${v._id}`, { token: fan.token });
    expect(visible.status).toBe(200);
    expect(visible.json.data.isSchedule).toBe(false);
    expect(
      (await call(`${FAN}/search?performerId=${creator.id}`, { token: fan.token })).json.data.total,
    ).toBe(1);
    expect((await stats(creator.id)).totalVideos).toBe(1);
  });
});

describe("OpenAPI", () => {
  it("documents every asset call", async () => {
    const res = await call("/api/openapi.json");
    expect(res.status).toBe(200);
    const paths = Object.keys(res.json.paths);
    for (const path of [
      "/performer/performer-assets/galleries",
      "/performer/performer-assets/galleries/search",
      "/performer/performer-assets/galleries/{id}",
      "/performer/performer-assets/galleries/{id}/view",
      "/performer-assets/galleries/search",
      "/performer-assets/galleries/{id}/view",
      "/performer/performer-assets/photos/upload",
      "/performer/performer-assets/photos/search",
      "/performer/performer-assets/photos/{id}",
      "/performer/performer-assets/photos/set-cover/{id}",
      "/performer-assets/photos/{performerId}",
      "/performer-assets/photos",
      "/performer/performer-assets/videos/upload",
      "/performer/performer-assets/videos/search",
      "/performer/performer-assets/videos/{id}/view",
      "/performer/performer-assets/videos/edit/{id}",
      "/performer/performer-assets/videos/remove-file/{id}",
      "/performer/performer-assets/videos/{id}",
      "/performer-assets/videos/search",
      "/performer-assets/videos/{id}",
      "/performer/performer-assets/products",
      "/performer/performer-assets/products/{id}",
      "/performer/performer-assets/products/search",
      "/performer/performer-assets/products/{id}/view",
      "/performer-assets/products/search",
      "/performer-assets/products/{id}",
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(
      res.json.paths["/performer/performer-assets/videos/upload"].post.requestBody.content,
    ).toHaveProperty("multipart/form-data");
  });
});
