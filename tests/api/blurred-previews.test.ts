/**
 * Blurred previews for locked content (docs/images.md): a locked post, gallery or gallery photo
 * carries `preview`, a tiny WebP made at upload as a data: URI (at most 20 px wide: it can never
 * be turned back into the photo), and nothing that leads to the photo itself: no file id, no URL,
 * no variant. Unlocked items carry no preview. A gallery's cover is signed as a variant only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { createGalleryVia, follow, uploadPhotoVia } from "../helpers/assets";
import { createFeed } from "../helpers/feeds";
import { gradientPng, webpSize } from "../helpers/images";

/** The width and height of a `data:image/webp;base64,` preview. */
function previewSize(preview: unknown): { width: number; height: number } {
  expect(typeof preview).toBe("string");
  const match = /^data:image\/webp;base64,([A-Za-z0-9+/=]+)$/.exec(preview as string);
  expect(match, String(preview).slice(0, 60)).not.toBeNull();
  return webpSize(Uint8Array.from(atob(match![1]), (c) => c.charCodeAt(0)));
}

describe("locked items show a tiny blurred preview, never the photo", () => {
  let owner: TestUser;
  let fan: TestUser;
  let photoFileId: string;
  let feedId: string;
  let galleryId: string;
  let galleryPhotoFileId: string;

  beforeAll(async () => {
    owner = await createUser("performer");
    fan = await createUser("fan");
    await follow(fan, owner.id);
    const form = new FormData();
    form.append("file", await gradientPng(1600, 1000));
    const up = await call("/api/performer/feeds/photo/upload", { method: "POST", token: owner.token, form });
    expect(up.status, up.text).toBe(201);
    photoFileId = up.json.data._id;
    feedId = (await createFeed(owner.token, { type: "photo", text: "<p>locked</p>", fileIds: [photoFileId] }))
      ._id;
    const gallery = await createGalleryVia(owner.token, { title: "Locked set", isSale: true, price: 3 });
    galleryId = gallery._id;
    const photo = await uploadPhotoVia(owner.token, galleryId, await gradientPng(1200, 1600));
    galleryPhotoFileId = photo.photo._id;
  });

  it("a locked photo post carries a preview at most 20 px wide and no file of the post", async () => {
    const res = await call(`/api/user/feeds/${feedId}`, { token: fan.token });
    expect(res.status, res.text).toBe(200);
    const feed = res.json.data;
    expect(feed.isLocked).toBe(true);
    const size = previewSize(feed.preview);
    expect(size.width).toBeLessThanOrEqual(20);
    // The shape of the photo (1600×1000), nothing more.
    expect(Math.abs(size.width / size.height - 1.6)).toBeLessThan(0.35);
    expect(feed.files).toEqual([]);
    expect(res.text).not.toContain(photoFileId);
    expect(res.text).not.toContain("/media/");

    // The same in the creator's timeline.
    const list = await call(`/api/user/feeds?performerId=${owner.id}&limit=10`, { token: fan.token });
    const item = list.json.data.data.find((f: { _id: string }) => f._id === feedId);
    expect(previewSize(item.preview).width).toBeLessThanOrEqual(20);
    expect(list.text).not.toContain(photoFileId);
  });

  it("the fan cannot get the original or a variant without a signed URL", async () => {
    for (const id of [photoFileId, `${photoFileId}@w320`, `${photoFileId}@w960`]) {
      expect((await call(`/media/${encodeURIComponent(id)}`, { token: fan.token })).status).toBe(403);
      expect((await call(`/media/${encodeURIComponent(id)}?w=320`, { token: fan.token })).status).toBe(403);
    }
  });

  it("the owner sees the post unlocked, with its files and no preview", async () => {
    const res = await call(`/api/user/feeds/${feedId}`, { token: owner.token });
    expect(res.json.data.isLocked).toBe(false);
    expect(res.json.data.preview).toBeNull();
    expect(res.json.data.files[0]._id).toBe(photoFileId);
  });

  it("a locked gallery without a cover, and its photos, carry previews and no file", async () => {
    const res = await call(`/api/performer-assets/galleries/${galleryId}/view`, { token: fan.token });
    expect(res.status, res.text).toBe(200);
    const gallery = res.json.data;
    expect(gallery.isLocked).toBe(true);
    expect(gallery.cover).toBeNull();
    const size = previewSize(gallery.preview);
    expect(size.width).toBeLessThanOrEqual(20);
    expect(size.height).toBeGreaterThan(size.width); // the 1200×1600 portrait
    const photos = await call(`/api/performer-assets/photos?galleryId=${galleryId}&limit=10`, {
      token: fan.token,
    });
    expect(photos.status, photos.text).toBe(200);
    for (const p of photos.json.data.data) {
      expect(p.photo).toBeNull();
      expect(previewSize(p.preview).width).toBeLessThanOrEqual(20);
    }
    expect(res.text + photos.text).not.toContain(galleryPhotoFileId);
  });

  it("a chosen gallery cover is signed as a variant only, never as the original", async () => {
    const g = await createGalleryVia(owner.token, { title: "Covered" });
    const photo = await uploadPhotoVia(owner.token, g._id, await gradientPng(1400, 900));
    const set = await call(`/api/performer/performer-assets/photos/set-cover/${photo._id}`, {
      method: "POST",
      token: owner.token,
    });
    expect(set.status, set.text).toBe(200);
    const res = await call(`/api/performer-assets/galleries/${g._id}/view`, { token: fan.token });
    const cover = res.json.data.cover;
    expect(cover.url).toMatch(/^\/media\/[^?]+%40w960\?exp=\d+&sig=/);
    expect(cover.srcset).toMatch(/%40w320\?[^ ]+ 320w, \/media\/[^?]+%40w960\?[^ ]+ 960w$/);
    const served = await call(cover.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    // The cover among the gallery's photos is the same variant, for the fan it is locked for.
    const listed = res.json.data.photos.find((p: { _id: string }) => p._id === photo._id);
    expect(listed.photo.url).toMatch(/%40w960\?exp=/);
    // Nothing in the answer is the original's signed URL.
    expect(res.text).not.toMatch(new RegExp(`/media/${photo.photo._id}\\?`));
  });
});
