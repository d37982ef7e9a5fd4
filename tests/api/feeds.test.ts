/** A creator's own posts: reading, editing, deleting; the API document. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { polls } from "../../drizzle/schema/feeds";
import { files } from "../../drizzle/schema/files";
import { performerProfiles } from "../../drizzle/schema/performers";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { createFeed, createPhotoFeed, fetchMedia, uploadFeedFile } from "../helpers/feeds";
import { storedKeys } from "../helpers/media";

const HOUR = 3_600_000;
const future = (ms = HOUR) => new Date(Date.now() + ms).toISOString();
const past = (ms = HOUR) => new Date(Date.now() - ms).toISOString();

async function totalPosts(performerId: string) {
  const [row] = await db()
    .select({ n: performerProfiles.totalPosts })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, performerId));
  return row.n;
}

const fileExists = async (id: string) =>
  (await db().select({ id: files.id }).from(files).where(eq(files.id, id))).length > 0;

let creator: TestUser;
let other: TestUser;
let fan: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [creator, other, fan, admin] = await Promise.all([
    createUser("performer"),
    createUser("performer"),
    createUser("fan"),
    createUser("admin"),
  ]);
});

describe("GET /performer/feeds and /performer/feeds/{id}", () => {
  let owner: TestUser;
  let draft: any;
  let scheduled: any;
  let video: any;

  beforeAll(async () => {
    owner = await createUser("performer");
    draft = await createFeed(owner.token, {
      type: "text",
      text: "<p>A draft about apples</p>",
      status: "draft",
    });
    scheduled = await createFeed(owner.token, {
      type: "text",
      text: "Later about pears",
      scheduleAt: future(),
    });
    const file = await uploadFeedFile(owner.token, "video");
    video = await createFeed(owner.token, { type: "video", fileIds: [file._id], text: "Apples video" });
  });

  it("lists the creator's own posts in every status, newest first", async () => {
    const res = await call("/api/performer/feeds", { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(3);
    expect(res.json.data.data.map((f: any) => f._id)).toEqual([video._id, scheduled._id, draft._id]);
    expect(res.json.data.data.every((f: any) => f.isLocked === false)).toBe(true);
    expect(await totalPosts(owner.id)).toBe(1);
  });

  it("filters by q, type and status and pages", async () => {
    const q = await call("/api/performer/feeds?q=apples", { token: owner.token });
    expect(q.json.data.data.map((f: any) => f._id).sort()).toEqual([draft._id, video._id].sort());
    const type = await call("/api/performer/feeds?type=video", { token: owner.token });
    expect(type.json.data.data.map((f: any) => f._id)).toEqual([video._id]);
    const status = await call("/api/performer/feeds?status=draft", { token: owner.token });
    expect(status.json.data.data.map((f: any) => f._id)).toEqual([draft._id]);
    const page = await call("/api/performer/feeds?limit=1&offset=1&sort=asc", { token: owner.token });
    expect(page.json.data.total).toBe(3);
    expect(page.json.data.data.map((f: any) => f._id)).toEqual([scheduled._id]);
    const wildcard = await call("/api/performer/feeds?q=%25", { token: owner.token });
    expect(wildcard.json.data.total).toBe(0);
  });

  it("rejects a limit out of range with 422, unknown types, statuses and sortBy with 400", async () => {
    for (const [query, status] of [
      ["type=story", 400],
      ["limit=0", 422],
      ["status=gone", 400],
    ] as const) {
      const res = await call(`/api/performer/feeds?${query}`, { token: owner.token });
      expect(res.status, query).toBe(status);
      expect(res.json.details).toBeDefined();
    }
    const sorted = await call("/api/performer/feeds?sortBy=password", { token: owner.token });
    expect(sorted.status).toBe(400);
    expect(sorted.json.details).toHaveProperty("sortBy");
  });

  it("shows one own post; another creator's is a 404; admins may read any", async () => {
    const own = await call(`/api/performer/feeds/${draft._id}`, { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.json.data).toMatchObject({ _id: draft._id, status: "draft" });
    const foreign = await call(`/api/performer/feeds/${draft._id}`, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("feed_not_found");
    const byAdmin = await call(`/api/performer/feeds/${video._id}`, { token: admin.token });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.data.files).toHaveLength(1);
    expect((await call(`/api/performer/feeds/${draft._id}`, { token: fan.token })).status).toBe(403);
    expect((await call(`/api/performer/feeds/${draft._id}`)).status).toBe(401);
    expect((await call("/api/performer/feeds", { token: fan.token })).status).toBe(403);
  });
});

describe("PUT /performer/feeds/{id}", () => {
  it("edits text, price and pinning of one's own post", async () => {
    const { feed } = await createPhotoFeed(creator.token);
    const res = await call(`/api/performer/feeds/${feed._id}`, {
      method: "PUT",
      token: creator.token,
      body: {
        text: '<p>New <img src=x onerror="alert(1)">caption</p>',
        isPinned: true,
        isSale: true,
        price: 3,
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      text: "<p>New caption</p>",
      isPinned: true,
      isSale: true,
      price: 3,
    });
    const unpinned = await call(`/api/performer/feeds/${feed._id}`, {
      method: "PUT",
      token: creator.token,
      body: { isPinned: false, isSale: false },
    });
    expect(unpinned.json.data).toMatchObject({ isPinned: false, isSale: false, price: 0 });
  });

  it("replaces files and thumbnails and deletes the ones left out", async () => {
    const { feed, photo, thumbnail } = await createPhotoFeed(creator.token);
    const next = await uploadFeedFile(creator.token, "photo");
    const res = await call(`/api/performer/feeds/${feed._id}`, {
      method: "PUT",
      token: creator.token,
      body: { fileIds: [next._id], thumbnailFileId: null },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.files.map((f: any) => f._id)).toEqual([next._id]);
    expect(res.json.data.thumbnail.url).toBe("/images/leaf.svg");
    expect(await fileExists(photo._id)).toBe(false);
    expect(await fileExists(thumbnail._id)).toBe(false);
    expect(await fileExists(next._id)).toBe(true);
    expect((await fetchMedia(photo.url)).status).toBe(404);
  });

  it("rejects bad edits with 422 and someone else's post with 404", async () => {
    const { feed } = await createPhotoFeed(creator.token);
    for (const [body, field] of [
      [{ fileIds: [] }, "fileIds"],
      [{ isSale: true, price: 0 }, "price"],
      [{ scheduleAt: past() }, "scheduleAt"],
      [{ price: "free" }, "price"],
      [{ poll: { question: "?", options: ["a", "b"] } }, "poll"],
    ] as const) {
      const res = await call(`/api/performer/feeds/${feed._id}`, {
        method: "PUT",
        token: creator.token,
        body,
      });
      // A price that is not a number is malformed (400); the rest break a rule (422).
      expect(res.status, JSON.stringify(body)).toBe("price" in body && body.price === "free" ? 400 : 422);
      expect(Object.keys(res.json.details)).toContain(field);
    }
    const foreign = await call(`/api/performer/feeds/${feed._id}`, {
      method: "PUT",
      token: other.token,
      body: { text: "mine now" },
    });
    expect(foreign.status).toBe(404);
    const byFan = await call(`/api/performer/feeds/${feed._id}`, {
      method: "PUT",
      token: fan.token,
      body: {},
    });
    expect(byFan.status).toBe(403);
  });

  it("replaces a poll without votes, but not one with votes (409)", async () => {
    const feed = await createFeed(creator.token, {
      type: "poll",
      poll: { question: "A?", options: ["x", "y"] },
    });
    const replaced = await call(`/api/performer/feeds/${feed._id}`, {
      method: "PUT",
      token: creator.token,
      body: { poll: { question: "B?", options: ["1", "2", "3"] } },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.json.data.poll.question).toBe("B?");
    expect(await db().select().from(polls).where(eq(polls.id, feed.poll._id))).toHaveLength(0);

    await voteAsNewFan(replaced.json.data);
    const refused = await call(`/api/performer/feeds/${feed._id}`, {
      method: "PUT",
      token: creator.token,
      body: { poll: { question: "C?", options: ["1", "2"] } },
    });
    expect(refused.status).toBe(409);
  });

  async function voteAsNewFan(feed: any) {
    const voter = await createUser("fan");
    const res = await call(`/api/user/feeds/vote/${feed._id}`, {
      token: voter.token,
      body: { optionId: feed.poll.options[0]._id },
    });
    expect(res.status).toBe(200);
  }
});

describe("DELETE /performer/feeds/{id}", () => {
  it("deletes one's own post with its files and keeps totalPosts right", async () => {
    const owner = await createUser("performer");
    const { feed, photo, thumbnail } = await createPhotoFeed(owner.token);
    expect(await totalPosts(owner.id)).toBe(1);
    expect(await storedKeys(`feed-photo/${owner.id}/`)).toHaveLength(1);

    const foreign = await call(`/api/performer/feeds/${feed._id}`, { method: "DELETE", token: other.token });
    expect(foreign.status).toBe(404);
    const byFan = await call(`/api/performer/feeds/${feed._id}`, { method: "DELETE", token: fan.token });
    expect(byFan.status).toBe(403);

    const res = await call(`/api/performer/feeds/${feed._id}`, { method: "DELETE", token: owner.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ deleted: true });
    expect(await totalPosts(owner.id)).toBe(0);
    expect(await fileExists(photo._id)).toBe(false);
    expect(await fileExists(thumbnail._id)).toBe(false);
    expect(await storedKeys(`feed-photo/${owner.id}/`)).toHaveLength(0);
    expect(await storedKeys(`thumbnail/${owner.id}/`)).toHaveLength(0);
    expect((await call(`/api/user/feeds/${feed._id}`, { token: owner.token })).status).toBe(404);
    const again = await call(`/api/performer/feeds/${feed._id}`, { method: "DELETE", token: owner.token });
    expect(again.status).toBe(404);
  });

  it("lets an admin delete any post", async () => {
    const feed = await createFeed(other.token, {
      type: "poll",
      poll: { question: "?", options: ["a", "b"] },
    });
    const res = await call(`/api/performer/feeds/${feed._id}`, { method: "DELETE", token: admin.token });
    expect(res.status).toBe(200);
    expect(await db().select().from(polls).where(eq(polls.id, feed.poll._id))).toHaveLength(0);
  });
});

describe("OpenAPI", () => {
  it("documents every feed call", async () => {
    const doc = (await call("/api/openapi.json")).json;
    for (const path of [
      "/performer/feeds",
      "/performer/feeds/{id}",
      "/performer/feeds/polls",
      "/performer/feeds/crowdfunding",
      "/performer/feeds/photo/upload",
      "/performer/feeds/video/upload",
      "/performer/feeds/audio/upload",
      "/performer/feeds/thumbnail/upload",
      "/performer/feeds/teaser/upload",
      "/user/feeds",
      "/user/feeds/{id}",
      "/user/feeds/vote/{id}",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
