/**
 * Finding 2 of the outside review: a locked gallery without a chosen cover showed its newest photo
 * as cover, signed at full size, to everyone. The rule now (access/service.ts mayShowFile): what a
 * locked item shows a person without access is a preview its creator chose for that purpose (a
 * thumbnail or teaser uploaded as such, a cover photo set with set-cover, a product image) or
 * nothing (the client's neutral placeholder), never a file of the locked content, not even its id.
 *
 * This walks every call and page that lists or shows items, as a visitor and as a fan without
 * access, with one locked item of every kind, and looks for any file of the locked content in
 * the answers. The creator walking the same calls sees them all (so the search would find them).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import {
  createGalleryVia,
  createProductVia,
  follow,
  uploadPhotoVia,
  uploadVideoVia,
} from "../helpers/assets";
import { createFeed, uploadFeedFile } from "../helpers/feeds";
import { sampleFile } from "../helpers/media";

const WORD = `zq${Date.now().toString(36)}`;

describe("locked items show only chosen previews, to visitors and to fans without access", () => {
  let owner: TestUser;
  let outsider: TestUser;
  /** Files of locked content: must never reach someone without access. */
  const contentFiles = new Map<string, string>();
  /** Previews the creator chose: may be shown to anyone who may see the creator. */
  const previewFiles = new Map<string, string>();
  const feedIds: string[] = [];
  const galleryIds: string[] = [];
  const videoIds: string[] = [];
  const productIds: string[] = [];

  beforeAll(async () => {
    owner = await createUser("performer");
    outsider = await createUser("fan");
    await follow(outsider, owner.id);
    const t = owner.token;

    // Posts: paid photos with a thumbnail, subscriber photos without one, a subscriber video with
    // thumbnail and teaser, a subscriber audio post.
    const [p1, p2, p3, v1, a1, t1, t2, te1] = [
      await uploadFeedFile(t, "photo"),
      await uploadFeedFile(t, "photo"),
      await uploadFeedFile(t, "photo"),
      await uploadFeedFile(t, "video"),
      await uploadFeedFile(t, "audio"),
      await uploadFeedFile(t, "thumbnail"),
      await uploadFeedFile(t, "thumbnail"),
      await uploadFeedFile(t, "teaser"),
    ];
    const posts = [
      { type: "photo", fileIds: [p1._id, p2._id], thumbnailFileId: t1._id, isSale: true, price: 5 },
      { type: "photo", fileIds: [p3._id] },
      { type: "video", fileIds: [v1._id], thumbnailFileId: t2._id, teaserFileId: te1._id },
      { type: "audio", fileIds: [a1._id] },
    ];
    for (const body of posts) {
      feedIds.push((await createFeed(t, { text: `<p>${WORD} locked words</p>`, ...body }))._id);
    }
    for (const [name, f] of Object.entries({ p1, p2, p3, v1, a1 })) contentFiles.set(f._id, `post ${name}`);
    for (const [name, f] of Object.entries({ t1, t2, te1 })) previewFiles.set(f._id, `post ${name}`);

    // Galleries: for sale without a chosen cover; for subscribers with a chosen cover.
    const paid = await createGalleryVia(t, { title: `${WORD} paid`, isSale: true, price: 4 });
    const g1 = await uploadPhotoVia(t, paid._id);
    const g2 = await uploadPhotoVia(t, paid._id, sampleFile("jpg"));
    const covered = await createGalleryVia(t, { title: `${WORD} covered` });
    const cover = await uploadPhotoVia(t, covered._id);
    const g3 = await uploadPhotoVia(t, covered._id, sampleFile("jpg"));
    const set = await call(`/api/performer/performer-assets/photos/set-cover/${cover._id}`, {
      method: "POST",
      token: t,
    });
    expect(set.status).toBe(200);
    galleryIds.push(paid._id, covered._id);
    contentFiles.set(g1.photo._id, "paid gallery photo 1");
    contentFiles.set(g2.photo._id, "paid gallery newest photo");
    contentFiles.set(g3.photo._id, "covered gallery's other photo");
    previewFiles.set(cover.photo._id, "chosen gallery cover");

    // Videos: for sale with thumbnail and teaser; for subscribers with neither.
    const paidVideo = await uploadVideoVia(t, { title: `${WORD} paid`, isSale: "true", price: "6" });
    const bareVideo = await uploadVideoVia(t, {
      title: `${WORD} bare`,
      thumbnail: undefined,
      teaser: undefined,
    });
    videoIds.push(paidVideo._id, bareVideo._id);
    contentFiles.set(paidVideo.video._id, "paid video file");
    contentFiles.set(bareVideo.video._id, "subscriber video file");
    previewFiles.set(paidVideo.thumbnail._id, "video thumbnail");
    previewFiles.set(paidVideo.teaser._id, "video teaser");

    // Products: a digital one (its file goes to buyers through their order only) and a physical one.
    const digital = await createProductVia(t, {
      name: `${WORD} ebook`,
      type: "digital",
      stock: undefined,
      digitalFile: sampleFile("pdf"),
    });
    const physical = await createProductVia(t, { name: `${WORD} poster` });
    productIds.push(digital._id, physical._id);
    contentFiles.set(digital.digitalFile._id, "digital product file");
    previewFiles.set(digital.image._id, "product image");
    previewFiles.set(physical.image._id, "product image");

    // The outsider bookmarks everything (a bookmark keeps only the teaser).
    const targets: [string, string[]][] = [
      ["feed", feedIds],
      ["gallery", galleryIds],
      ["video", videoIds],
      ["product", productIds],
      ["performer", [owner.id]],
    ];
    for (const [objectType, ids] of targets) {
      for (const objectId of ids) {
        const res = await call("/api/reactions", {
          token: outsider.token,
          body: { objectType, objectId, action: "bookmark" },
        });
        expect(res.status, res.text).toBe(200);
      }
    }
  });

  /** Every call and page that lists or shows the creator's items. */
  function paths(who: "visitor" | "fan" | "owner"): string[] {
    const id = owner.id;
    const out = [
      `/api/user/feeds?performerId=${id}&limit=100`,
      `/api/user/feeds?performerId=${owner.username}&limit=100`,
      ...feedIds.map((f) => `/api/user/feeds/${f}`),
      `/api/performer-assets/galleries/search?performerId=${id}&limit=100`,
      `/api/performer-assets/galleries/search?q=${WORD}&limit=100`,
      ...galleryIds.map((g) => `/api/performer-assets/galleries/${g}/view`),
      ...galleryIds.map((g) => `/api/performer-assets/photos?galleryId=${g}&limit=100`),
      `/api/performer-assets/photos/${id}?limit=100`,
      `/api/performer-assets/videos/search?performerId=${id}&limit=100`,
      `/api/performer-assets/videos/search?q=${WORD}&limit=100`,
      ...videoIds.map((v) => `/api/performer-assets/videos/${v}`),
      `/api/performer-assets/products/search?performerId=${id}&limit=100`,
      `/api/performer-assets/products/search?q=${WORD}&limit=100`,
      ...productIds.map((p) => `/api/performer-assets/products/${p}`),
      `/api/performers/${id}`,
      `/api/performers/user/search?q=${owner.username}`,
      "/api/performers/top?limit=50",
      "/api/performers/search/random?limit=50",
      `/api/users/view/${id}`,
      ...feedIds.map((f) => `/api/comments?objectType=feed&objectId=${f}`),
      // Pages (their loaders call the same services).
      `/${owner.username}`,
      `/${owner.username}/feed`,
      `/${owner.username}/photos`,
      `/${owner.username}/galleries`,
      `/${owner.username}/videos`,
      `/${owner.username}/shop`,
      ...feedIds.map((f) => `/feeds/${f}`),
      ...galleryIds.map((g) => `/galleries/${g}`),
      ...videoIds.map((v) => `/videos/${v}`),
      ...productIds.map((p) => `/products/${p}`),
      `/resources/timeline.data?performerId=${id}`,
      `/search?q=${owner.username}`,
      "/",
    ];
    if (who !== "visitor") {
      out.push(
        "/api/user/feeds?limit=100",
        "/api/follows/following",
        ...["feeds", "videos", "galleries", "products", "performers"].map(
          (l) => `/api/reactions/${l}/bookmark`,
        ),
        ...["feeds", "videos", "galleries", "products", "performers"].map((l) => `/bookmarks?type=${l}`),
        "/home",
      );
    }
    return out;
  }

  async function walk(who: "visitor" | "fan" | "owner") {
    const token = who === "visitor" ? undefined : who === "fan" ? outsider.token : owner.token;
    const answers: { path: string; text: string }[] = [];
    for (const path of paths(who)) {
      const res = await call(path, { token });
      expect(res.status, `${who} ${path}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
      answers.push({ path, text: res.text });
    }
    return answers;
  }

  for (const who of ["visitor", "fan"] as const) {
    it(`${who}: no file of locked content in any answer; chosen previews are shown`, async () => {
      const answers = await walk(who);
      const leaks: string[] = [];
      for (const { path, text } of answers) {
        for (const [fileId, what] of contentFiles) {
          if (text.includes(fileId)) leaks.push(`${path} carries the ${what} (${fileId})`);
        }
      }
      expect(leaks).toEqual([]);
      const all = answers.map((a) => a.text).join("\n");
      for (const [fileId, what] of previewFiles) expect(all, what).toContain(fileId);
    });
  }

  it("the creator walking the same calls sees every file (the search above would find a leak)", async () => {
    const all = (await walk("owner")).map((a) => a.text).join("\n");
    for (const [fileId, what] of contentFiles) {
      if (what === "digital product file") continue; // Shown on the creator's own side only.
      expect(all, what).toContain(fileId);
    }
  });
});
