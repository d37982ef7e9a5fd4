import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { photos, videos } from "../../drizzle/schema/assets";
import { performerCountryBlocks, userBlocks } from "../../drizzle/schema/blocks";
import { files } from "../../drizzle/schema/files";
import { call, createUser, db } from "../helpers/api";
import { subscribe } from "../helpers/feeds";
import { contentCounters, insertContent, performerStats } from "../helpers/social";

const react = (token: string | undefined, body: unknown, method: "POST" | "DELETE" = "POST") =>
  call("/api/reactions", { method, token, body });

describe("reactions", () => {
  it("counts a like once on the item and the creator, and takes it back", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const other = await createUser("fan");
    // A like follows the item's access (tests/api/locked-social.test.ts): these fans subscribe.
    await subscribe(fan.id, creator.id);
    await subscribe(other.id, creator.id);
    const videoId = await insertContent("video", creator.id);
    const like = { objectId: videoId, objectType: "video", action: "like" };

    const first = await react(fan.token, like);
    expect(first.status).toBe(200);
    expect(first.json.data).toEqual({ ...like, reacted: true, total: 1 });
    const again = await react(fan.token, like);
    expect(again.status).toBe(200);
    expect(again.json.data.total).toBe(1);
    await react(other.token, like);

    expect((await contentCounters("video", videoId)).totalLike).toBe(2);
    expect((await performerStats(creator.id)).totalLikes).toBe(2);

    const undo = await react(fan.token, like, "DELETE");
    expect(undo.status).toBe(200);
    expect(undo.json.data).toEqual({ ...like, reacted: false, total: 1 });
    const undoAgain = await react(fan.token, like, "DELETE");
    expect(undoAgain.status).toBe(200);
    expect((await contentCounters("video", videoId)).totalLike).toBe(1);
    expect((await performerStats(creator.id)).totalLikes).toBe(1);
  });

  it("keeps likes on every content type and on the creator in the creator's totalLikes", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan.id, creator.id);
    for (const type of ["feed", "gallery", "product"] as const) {
      const id = await insertContent(type, creator.id);
      expect((await react(fan.token, { objectId: id, objectType: type, action: "like" })).status).toBe(200);
      expect((await contentCounters(type, id)).totalLike).toBe(1);
    }
    expect(
      (await react(fan.token, { objectId: creator.id, objectType: "performer", action: "like" })).status,
    ).toBe(200);
    expect((await performerStats(creator.id)).totalLikes).toBe(4);
    const profile = await call(`/api/performers/${creator.id}`);
    expect(profile.json.data.stats.totalLikes).toBe(4);

    await react(fan.token, { objectId: creator.id, objectType: "performer", action: "like" }, "DELETE");
    expect((await performerStats(creator.id)).totalLikes).toBe(3);
  });

  it("likes a comment without touching the creator's totalLikes", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan.id, creator.id);
    const feedId = await insertContent("feed", creator.id);
    const comment = await call("/api/comments", {
      token: fan.token,
      body: { objectId: feedId, objectType: "feed", content: "Nice" },
    });
    expect(comment.status).toBe(201);
    const like = { objectId: comment.json.data._id, objectType: "comment", action: "like" };
    expect((await react(creator.token, like)).json.data.total).toBe(1);
    const list = await call(`/api/comments?objectId=${feedId}&objectType=feed`, { token: creator.token });
    expect(list.json.data.data[0]).toMatchObject({ totalLike: 1, isLiked: true });
    expect((await performerStats(creator.id)).totalLikes).toBe(0);
  });

  it("bookmarks do not count as likes", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const feedId = await insertContent("feed", creator.id);
    const res = await react(fan.token, { objectId: feedId, objectType: "feed", action: "bookmark" });
    expect(res.status).toBe(200);
    expect((await contentCounters("feed", feedId)).totalLike).toBe(0);
    expect((await performerStats(creator.id)).totalLikes).toBe(0);
  });

  it("validates the body, needs a login and 404s on unknown or unpublished items", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const feedId = await insertContent("feed", creator.id);
    const draftId = await insertContent("video", creator.id, { status: "draft" });

    expect((await react(undefined, { objectId: feedId, objectType: "feed", action: "like" })).status).toBe(
      401,
    );
    const bad = await react(fan.token, { objectId: "", objectType: "poll", action: "love" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.details).sort()).toEqual(["action", "objectId", "objectType"]);
    const empty = await react(fan.token, { objectId: "", objectType: "feed", action: "like" });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.json.details)).toEqual(["objectId"]);
    expect((await call("/api/reactions", { method: "POST", token: fan.token })).status).toBe(422);

    const missing = await react(fan.token, { objectId: "nosuchfeed", objectType: "feed", action: "like" });
    expect(missing.status).toBe(404);
    const draft = await react(fan.token, { objectId: draftId, objectType: "video", action: "like" });
    expect(draft.status).toBe(404);
    const notCreator = await react(creator.token, {
      objectId: fan.id,
      objectType: "performer",
      action: "like",
    });
    expect(notCreator.status).toBe(404);
    // The creator may react on their own draft.
    expect(
      (await react(creator.token, { objectId: draftId, objectType: "video", action: "bookmark" })).status,
    ).toBe(200);
  });

  it("refuses fans the creator blocked, and visitors from blocked countries", async () => {
    const creator = await createUser("performer");
    const blocked = await createUser("fan");
    const fan = await createUser("fan");
    const productId = await insertContent("product", creator.id);
    await db()
      .insert(userBlocks)
      .values({ performerId: creator.id, userId: blocked.id, createdAt: Date.now() });
    await db()
      .insert(performerCountryBlocks)
      .values({ performerId: creator.id, countryCode: "DE", createdAt: Date.now() });

    const like = { objectId: productId, objectType: "product", action: "like" };
    const res = await react(blocked.token, like);
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("user_blocked");
    const byCountry = await call("/api/reactions", {
      method: "POST",
      token: fan.token,
      body: like,
      headers: { "cf-ipcountry": "DE" },
    });
    expect(byCountry.status).toBe(403);
    expect(byCountry.json.code).toBe("country_blocked");
    expect((await contentCounters("product", productId)).totalLike).toBe(0);
  });
});

describe("bookmark lists", () => {
  it("lists only the viewer's bookmarks of one kind, newest first, with summaries", async () => {
    const creator = await createUser("performer", { name: "Bookmarked Creator" });
    const fan = await createUser("fan");
    const stranger = await createUser("fan");
    const v1 = await insertContent("video", creator.id, { title: "First video" });
    const v2 = await insertContent("video", creator.id, { title: "Second video" });
    const v3 = await insertContent("video", creator.id, { title: "Someone else's" });
    const g1 = await insertContent("gallery", creator.id, { title: "A bookmarked gallery" });
    const f1 = await insertContent("feed", creator.id, { text: "<p>Hello <b>bookmark</b> world</p>" });
    const p1 = await insertContent("product", creator.id, { title: "Bookmarked mug" });

    for (const [id, type] of [
      [v1, "video"],
      [v2, "video"],
      [g1, "gallery"],
      [f1, "feed"],
      [p1, "product"],
      [creator.id, "performer"],
    ] as const) {
      expect((await react(fan.token, { objectId: id, objectType: type, action: "bookmark" })).status).toBe(
        200,
      );
    }
    await react(fan.token, { objectId: v3, objectType: "video", action: "like" });
    await react(stranger.token, { objectId: v3, objectType: "video", action: "bookmark" });

    const videos = await call("/api/reactions/videos/bookmark", { token: fan.token });
    expect(videos.status).toBe(200);
    expect(videos.json.data.total).toBe(2);
    expect(videos.json.data.data.map((b: any) => b.objectId)).toEqual([v2, v1]);
    expect(videos.json.data.data[0]).toMatchObject({
      objectType: "video",
      title: "Second video",
      thumbnail: null,
      performer: { _id: creator.id, name: "Bookmarked Creator" },
    });
    expect(videos.json.data.data[0].bookmarkedAt).toMatch(/Z$/);

    const generic = await call("/api/reactions/videos/bookmark?limit=1&offset=1", { token: fan.token });
    expect(generic.json.data.data.map((b: any) => b.objectId)).toEqual([v1]);
    expect(generic.json.data.total).toBe(2);

    const feeds = await call("/api/reactions/feeds/bookmark", { token: fan.token });
    // Not subscribed: the post is locked to this fan, and described only as far as its locked
    // preview goes; once subscribed, by its text.
    expect(feeds.json.data.data[0]).toMatchObject({ objectId: f1, description: "Hello…" });
    await subscribe(fan.id, creator.id);
    const unlocked = await call("/api/reactions/feeds/bookmark", { token: fan.token });
    expect(unlocked.json.data.data[0]).toMatchObject({ objectId: f1, description: "Hello bookmark world" });
    const galleries = await call("/api/reactions/galleries/bookmark", { token: fan.token });
    expect(galleries.json.data.data.map((b: any) => b.title)).toEqual(["A bookmarked gallery"]);
    const products = await call("/api/reactions/products/bookmark", { token: fan.token });
    expect(products.json.data.data.map((b: any) => b.title)).toEqual(["Bookmarked mug"]);
    const performers = await call("/api/reactions/performers/bookmark", { token: fan.token });
    expect(performers.json.data.data.map((b: any) => b.objectId)).toEqual([creator.id]);

    const strangers = await call("/api/reactions/videos/bookmark", { token: stranger.token });
    expect(strangers.json.data.data.map((b: any) => b.objectId)).toEqual([v3]);
  });

  it("leaves out items hidden since (draft, or the creator blocked the viewer)", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const visible = await insertContent("feed", creator.id);
    await react(fan.token, { objectId: visible, objectType: "feed", action: "bookmark" });
    expect((await call("/api/reactions/feeds/bookmark", { token: fan.token })).json.data.total).toBe(1);

    await db().insert(userBlocks).values({ performerId: creator.id, userId: fan.id, createdAt: Date.now() });
    const afterBlock = await call("/api/reactions/feeds/bookmark", { token: fan.token });
    expect(afterBlock.json.data).toEqual({ data: [], total: 0 });
    // The fan can still take the bookmark back.
    expect(
      (await react(fan.token, { objectId: visible, objectType: "feed", action: "bookmark" }, "DELETE"))
        .status,
    ).toBe(200);
  });

  it("shows thumbnails: a video's, and a gallery's newest photo when it has no cover and is open to the fan", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const outsider = await createUser("fan");
    await subscribe(fan.id, creator.id);
    const now = Date.now();
    const fileRow = async () => {
      const id = crypto.randomUUID().replaceAll("-", "").slice(0, 24);
      await db()
        .insert(files)
        .values({
          id,
          ownerId: creator.id,
          type: "photo",
          r2Key: `test/${id}`,
          mimeType: "image/png",
          size: 1,
          status: "ready",
          createdAt: now,
          updatedAt: now,
        });
      return id;
    };
    const videoId = await insertContent("video", creator.id);
    const thumb = await fileRow();
    await db().update(videos).set({ thumbnailFileId: thumb }).where(eq(videos.id, videoId));
    const galleryId = await insertContent("gallery", creator.id);
    const [older, newer] = [await fileRow(), await fileRow()];
    for (const [fileId, at] of [
      [older, now - 1000],
      [newer, now],
    ] as const) {
      await db()
        .insert(photos)
        .values({
          id: `${fileId}p`,
          performerId: creator.id,
          galleryId,
          fileId,
          createdAt: at,
          updatedAt: at,
        });
    }
    for (const who of [fan, outsider]) {
      await react(who.token, { objectId: videoId, objectType: "video", action: "bookmark" });
      await react(who.token, { objectId: galleryId, objectType: "gallery", action: "bookmark" });
      const v = await call("/api/reactions/videos/bookmark", { token: who.token });
      expect(v.json.data.data[0].thumbnail).toMatch(new RegExp(`^/media/${thumb}\\?exp=\\d+&sig=`));
    }
    const g = await call("/api/reactions/galleries/bookmark", { token: fan.token });
    expect(g.json.data.data[0].thumbnail).toMatch(new RegExp(`^/media/${newer}\\?`));
    // Not for a fan the gallery is locked for: a photo of it is content, not a preview.
    const locked = await call("/api/reactions/galleries/bookmark", { token: outsider.token });
    expect(locked.json.data.data[0].thumbnail).toBeNull();
    expect(locked.text).not.toContain(newer);
  });

  it("needs a login and a known list", async () => {
    const fan = await createUser("fan");
    expect((await call("/api/reactions/feeds/bookmark")).status).toBe(401);
    expect((await call("/api/reactions/polls/bookmark", { token: fan.token })).status).toBe(400);
    expect((await call("/api/reactions/videos/bookmark?limit=500", { token: fan.token })).status).toBe(422);
  });
});
