/**
 * Finding 12 of the outside review: a creator's country block did not cover `GET /users/view/{id}`
 * and other calls that show the creator. Every call that exposes a creator or their content now
 * applies the creator's blocks through access/service.ts (assertCanSeePerformer for one creator,
 * hiddenPerformerIds / performerNotHidden for lists). A visitor's country comes from the
 * CF-IPCountry header in tests (TRUST_CF_IPCOUNTRY_HEADER), as in tests/api/geoblock.test.ts.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import {
  blockCountry,
  createGalleryVia,
  createProductVia,
  follow,
  uploadPhotoVia,
  uploadVideoVia,
} from "../helpers/assets";
import { createFeed } from "../helpers/feeds";

const BLOCKED = "FJ";
const from = (country: string) => ({ "CF-IPCountry": country });

describe("a creator's country block covers every call that shows the creator", () => {
  let hidden: TestUser;
  let other: TestUser;
  let fan: TestUser;
  const ids = { feed: "", gallery: "", video: "", product: "", otherProduct: "", otherVideo: "" };

  beforeAll(async () => {
    [hidden, other, fan] = await Promise.all([
      createUser("performer", { name: "Hidden Creator" }),
      createUser("performer", { name: "Open Creator" }),
      createUser("fan"),
    ]);
    await blockCountry(hidden.id, BLOCKED);
    ids.feed = (await createFeed(hidden.token, { type: "text", text: "<p>Hidden post</p>" }))._id;
    const gallery = await createGalleryVia(hidden.token, { title: "Hidden album" });
    await uploadPhotoVia(hidden.token, gallery._id);
    ids.gallery = gallery._id;
    ids.video = (await uploadVideoVia(hidden.token, { title: "Hidden video" }))._id;
    ids.product = (await createProductVia(hidden.token, { name: "Hidden poster" }))._id;
    ids.otherProduct = (await createProductVia(other.token, { name: "Open poster" }))._id;
    // The hidden creator appears in the open creator's video, and comments on the open creator's product.
    ids.otherVideo = (await uploadVideoVia(other.token, { title: "Duet", participantIds: hidden.id }))._id;
    const comment = await call("/api/comments", {
      token: hidden.token,
      body: { objectType: "product", objectId: ids.otherProduct, content: "Comment by the hidden creator" },
    });
    expect(comment.status, comment.text).toBe(201);
    // The fan follows and bookmarks both creators (and the hidden one's post); the hidden creator
    // follows the open one.
    await follow(fan, hidden.id);
    await follow(fan, other.id);
    await follow(hidden, other.id);
    for (const [objectType, objectId] of [
      ["performer", hidden.id],
      ["performer", other.id],
      ["feed", ids.feed],
      ["product", ids.product],
    ]) {
      const res = await call("/api/reactions", {
        token: fan.token,
        body: { objectType, objectId, action: "bookmark" },
      });
      expect(res.status).toBe(200);
    }
  });

  it("one creator: users/view, the profile and every item are 403 country_blocked", async () => {
    const one = [
      `/api/users/view/${hidden.id}`,
      `/api/users/view/${hidden.username}`,
      `/api/performers/${hidden.id}`,
      `/api/user/feeds?performerId=${hidden.id}`,
      `/api/user/feeds/${ids.feed}`,
      `/api/performer-assets/galleries/search?performerId=${hidden.id}`,
      `/api/performer-assets/galleries/${ids.gallery}/view`,
      `/api/performer-assets/photos/${hidden.id}`,
      `/api/performer-assets/photos?galleryId=${ids.gallery}`,
      `/api/performer-assets/videos/search?performerId=${hidden.id}`,
      `/api/performer-assets/videos/${ids.video}`,
      `/api/performer-assets/products/search?performerId=${hidden.id}`,
      `/api/performer-assets/products/${ids.product}`,
      `/api/comments?objectType=product&objectId=${ids.product}`,
    ];
    for (const token of [undefined, fan.token]) {
      for (const path of one) {
        const res = await call(path, { token, headers: from(BLOCKED) });
        expect(res.status, path).toBe(403);
        expect(res.json.code).toBe("country_blocked");
        // From anywhere else it is open.
        expect((await call(path, { token, headers: from("NZ") })).status, path).toBe(200);
      }
    }
    // The page is the geoBlock page's notice, not a generic "Not allowed".
    const page = await call(`/${hidden.username}`, { headers: from(BLOCKED) });
    expect(page.status).toBe(403);
    expect(page.text).toContain("Not available in your country");
    expect(page.text).toContain("This creator has chosen not to show their page and content in the country");
    expect(page.text).not.toContain("Not allowed");
  });

  it("acting on the creator is refused: follow, like, bookmark, comment", async () => {
    const calls: [string, unknown][] = [
      [`/api/follows/${hidden.id}`, undefined],
      ["/api/reactions", { objectType: "performer", objectId: hidden.id, action: "like" }],
      ["/api/reactions", { objectType: "product", objectId: ids.product, action: "bookmark" }],
      ["/api/comments", { objectType: "product", objectId: ids.product, content: "Hi" }],
    ];
    for (const [path, body] of calls) {
      const res = await call(path, { method: "POST", token: fan.token, body, headers: from(BLOCKED) });
      expect(res.status, path).toBe(403);
      expect(res.json.code).toBe("country_blocked");
    }
  });

  it("lists leave the creator out: search, discovery, follows, bookmarks, comments, participants", async () => {
    const absent = async (path: string, token?: string) => {
      const blocked = await call(path, { token, headers: from(BLOCKED) });
      expect(blocked.status, path).toBe(200);
      expect(blocked.text, path).not.toContain(hidden.id);
      const elsewhere = await call(path, { token, headers: from("NZ") });
      expect(elsewhere.text, `${path} elsewhere`).toContain(hidden.id);
    };
    await absent(`/api/users/search?q=${hidden.username}`, fan.token);
    await absent(`/api/performers/user/search?q=${hidden.username}`);
    await absent("/api/performers/top?limit=50");
    await absent("/api/follows/following?limit=100", fan.token);
    await absent("/api/follows/followers?limit=100", other.token);
    await absent("/api/reactions/performers/bookmark", fan.token);
    await absent("/api/reactions/feeds/bookmark", fan.token);
    await absent("/api/reactions/products/bookmark", fan.token);
    await absent(`/api/comments?objectType=product&objectId=${ids.otherProduct}`);
    await absent(`/api/performer-assets/videos/${ids.otherVideo}`);
    await absent("/api/performer-assets/galleries/search?q=Hidden%20album&limit=100");
    await absent("/api/performer-assets/videos/search?q=Hidden%20video&limit=100");
    await absent("/api/performer-assets/products/search?q=Hidden%20poster&limit=100");
    await absent("/api/user/feeds?limit=100", fan.token);
    await absent(`/search?q=${hidden.username}`);
    await absent("/bookmarks?type=performers", fan.token);
    const page = await call(`/api/comments?objectType=product&objectId=${ids.otherProduct}`, {
      headers: from(BLOCKED),
    });
    expect(page.json.data.total).toBe(0);
  });
});
