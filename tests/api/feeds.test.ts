import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "#functions/context/create-deps";
import { publishScheduledFeeds } from "#functions/feeds/publish";
import { sanitizeRichText, textPreview } from "#functions/lib/rich-text";
import { feeds, polls } from "../../drizzle/schema/feeds";
import { files } from "../../drizzle/schema/files";
import { performerProfiles } from "../../drizzle/schema/performers";
import { reactions } from "../../drizzle/schema/social";
import { call, createUser, db, type TestUser } from "../helpers/api";
import {
  blockUser,
  createFeed,
  createPhotoFeed,
  fetchMedia,
  follow,
  postFeed,
  uploadFeedFile,
} from "../helpers/feeds";
import { sampleBytes, sampleFile, storedKeys } from "../helpers/media";

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

describe("feed uploads", () => {
  const cases = [
    ["photo", "jpg", "feed-photo"],
    ["video", "mp4", "feed-video"],
    ["audio", "mp3", "feed-audio"],
    ["thumbnail", "png", "thumbnail"],
    ["teaser", "webm", "teaser"],
  ] as const;
  for (const [kind, sample, type] of cases) {
    it(`stores a ${kind} and hands the owner a signed URL`, async () => {
      const data = await uploadFeedFile(creator.token, kind, sample);
      expect(data).toMatchObject({ type, status: "ready" });
      expect(data.url).toMatch(new RegExp(`^/media/${data._id}\\?exp=\\d+&sig=`));
      const media = await fetchMedia(data.url);
      expect(media.status).toBe(200);
      expect(media.bytes).toEqual(sampleBytes(sample));
    });
  }

  it("refuses a file of the wrong kind (415) and leaves nothing behind", async () => {
    const form = new FormData();
    form.append("file", sampleFile("mp3", "song.jpg", "image/jpeg"));
    const res = await call("/api/performer/feeds/photo/upload", {
      method: "POST",
      token: creator.token,
      form,
    });
    expect(res.status).toBe(415);
    expect(res.json.code).toBe("unsupported_file_type");
    expect(await storedKeys(`feed-photo/${creator.id}/`)).toHaveLength(1);
  });

  it("needs the file field (422), a login (401) and a creator (403)", async () => {
    const empty = new FormData();
    empty.append("title", "nothing");
    const missing = await call("/api/performer/feeds/video/upload", {
      method: "POST",
      token: creator.token,
      form: empty,
    });
    expect(missing.status).toBe(422);
    expect(missing.json.details.file).toBeDefined();

    const form = () => {
      const f = new FormData();
      f.append("file", sampleFile("png"));
      return f;
    };
    const anon = await call("/api/performer/feeds/photo/upload", { method: "POST", form: form() });
    expect(anon.status).toBe(401);
    const byFan = await call("/api/performer/feeds/photo/upload", {
      method: "POST",
      token: fan.token,
      form: form(),
    });
    expect(byFan.status).toBe(403);
    expect(byFan.json.code).toBe("performer_only");
  });
});

describe("POST /performer/feeds", () => {
  it("creates a text post with sanitised rich text", async () => {
    const before = await totalPosts(creator.id);
    const feed = await createFeed(creator.token, {
      type: "text",
      text: '<p onclick="x()">Hi <b>there</b><script>alert(1)</script> <a href="https://example.com">site</a></p>',
    });
    expect(feed.text).toBe(
      '<p>Hi <b>there</b> <a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a></p>',
    );
    expect(feed).toMatchObject({ type: "text", isLocked: false, files: [], status: "active", isSale: false });
    expect(feed.thumbnail.url).toBe("/images/leaf.svg");
    expect(feed.publishedAt).not.toBeNull();
    expect(await totalPosts(creator.id)).toBe(before + 1);
  });

  it("creates photo, video and audio posts from the creator's uploads, in order", async () => {
    const [p1, p2] = [
      await uploadFeedFile(creator.token, "photo"),
      await uploadFeedFile(creator.token, "photo"),
    ];
    const photoPost = await createFeed(creator.token, { type: "photo", fileIds: [p2._id, p1._id] });
    expect(photoPost.files.map((f: any) => f._id)).toEqual([p2._id, p1._id]);
    expect(photoPost.files.every((f: any) => f.type === "feed-photo")).toBe(true);

    const video = await uploadFeedFile(creator.token, "video");
    const thumb = await uploadFeedFile(creator.token, "thumbnail");
    const teaser = await uploadFeedFile(creator.token, "teaser");
    const videoPost = await createFeed(creator.token, {
      type: "video",
      fileIds: [video._id],
      thumbnailFileId: thumb._id,
      teaserFileId: teaser._id,
      isSale: true,
      price: 12.5,
      isPinned: true,
    });
    expect(videoPost).toMatchObject({ isSale: true, price: 12.5, isPinned: true });
    expect(videoPost.files[0]).toMatchObject({ _id: video._id, type: "feed-video", mimeType: "video/mp4" });
    expect(videoPost.files[0].thumbnails).toEqual([videoPost.thumbnail.url]);
    expect(videoPost.teaser.url).toContain(teaser._id);

    const audio = await uploadFeedFile(creator.token, "audio");
    const audioPost = await createFeed(creator.token, { type: "audio", fileIds: [audio._id] });
    expect(audioPost.files[0].type).toBe("feed-audio");
    const [row] = await db().select().from(files).where(eq(files.id, audio._id));
    expect(row).toMatchObject({ refType: "feed", refId: audioPost._id });
  });

  it("creates poll posts inline and from POST /performer/feeds/polls", async () => {
    const inline = await createFeed(creator.token, {
      type: "poll",
      text: "Which one?",
      poll: { question: "Red or blue?", options: ["Red", "Blue"], expiresAt: future() },
    });
    expect(inline.poll).toMatchObject({ question: "Red or blue?", totalVotes: 0, votedOptionId: null });
    expect(inline.poll.options.map((o: any) => [o.text, o.votes])).toEqual([
      ["Red", 0],
      ["Blue", 0],
    ]);

    const created = await call("/api/performer/feeds/polls", {
      token: creator.token,
      body: { question: "Next shoot?", options: ["Beach", "City", "Forest"] },
    });
    expect(created.status).toBe(201);
    const attached = await createFeed(creator.token, { type: "poll", pollId: created.json.data._id });
    expect(attached.poll._id).toBe(created.json.data._id);
    expect(attached.poll.expiresAt).toBeNull();

    const reuse = await postFeed(creator.token, { type: "poll", pollId: created.json.data._id });
    expect(reuse.status).toBe(422);
    expect(reuse.json.details.pollId).toBeDefined();
  });

  it("creates crowdfunding posts inline and from POST /performer/feeds/crowdfunding", async () => {
    const inline = await createFeed(creator.token, {
      type: "crowdfunding",
      text: "Help me buy a camera",
      crowdfunding: { title: "Camera", goal: 800, deadline: future(30 * 24 * HOUR) },
    });
    expect(inline.crowdfunding).toMatchObject({ title: "Camera", goal: 800, raised: 0, contributors: 0 });

    const created = await call("/api/performer/feeds/crowdfunding", {
      token: creator.token,
      body: { goal: 99.99, deadline: future() },
    });
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ goal: 99.99, raised: 0, title: "" });
    const attached = await createFeed(creator.token, {
      type: "crowdfunding",
      crowdfundingId: created.json.data._id,
    });
    expect(attached.crowdfunding._id).toBe(created.json.data._id);
  });

  it("creates a scheduled live stream announcement", async () => {
    const at = future(2 * HOUR);
    const feed = await createFeed(creator.token, {
      type: "scheduled-stream",
      streamScheduledAt: at,
      streamTitle: "Friday live",
      text: "Join me!",
    });
    expect(feed).toMatchObject({ streamTitle: "Friday live", streamScheduledAt: at });
  });

  it("rejects bad input with 422 and field details", async () => {
    const mine = await uploadFeedFile(creator.token, "photo");
    const thumb = await uploadFeedFile(creator.token, "thumbnail");
    const theirs = await uploadFeedFile(other.token, "photo");
    const cases: [Record<string, unknown>, string][] = [
      [{ text: "no type" }, "type"],
      [{ type: "story", text: "x" }, "type"],
      [{ type: "text", text: "<script>only a script</script>" }, "text"],
      [{ type: "photo", fileIds: [] }, "fileIds"],
      [{ type: "photo", fileIds: [theirs._id] }, "fileIds"],
      [{ type: "photo", fileIds: [thumb._id] }, "fileIds"],
      [{ type: "photo", fileIds: [mine._id, mine._id] }, "fileIds"],
      [{ type: "text", text: "x", fileIds: [mine._id] }, "fileIds"],
      [{ type: "photo", fileIds: [mine._id], thumbnailFileId: mine._id }, "thumbnailFileId"],
      [{ type: "photo", fileIds: [mine._id], isSale: true }, "price"],
      [{ type: "photo", fileIds: [mine._id], isSale: true, price: 0 }, "price"],
      [{ type: "photo", fileIds: [mine._id], isSale: true, price: 10_001 }, "price"],
      [{ type: "text", text: "x", price: -1 }, "price"],
      [{ type: "text", text: "x", scheduleAt: past() }, "scheduleAt"],
      [{ type: "text", text: "x", scheduleAt: "tomorrow" }, "scheduleAt"],
      [{ type: "text", text: "x", status: "deleted" }, "status"],
      [{ type: "poll" }, "poll"],
      [{ type: "poll", poll: { question: "?", options: ["only one"] } }, "poll.options"],
      [
        { type: "poll", poll: { question: "?", options: Array.from({ length: 11 }, (_, i) => `o${i}`) } },
        "poll.options",
      ],
      [{ type: "poll", poll: { question: "?", options: ["a", "A"] } }, "poll.options"],
      [{ type: "poll", poll: { question: "?", options: ["a", "b"], expiresAt: past() } }, "poll.expiresAt"],
      [{ type: "poll", pollId: "nope" }, "pollId"],
      [{ type: "text", text: "x", poll: { question: "?", options: ["a", "b"] } }, "poll"],
      [{ type: "poll", poll: { question: "?", options: ["a", "b"] }, isSale: true, price: 5 }, "isSale"],
      [{ type: "crowdfunding", crowdfunding: { goal: 10, deadline: past() } }, "crowdfunding.deadline"],
      [{ type: "crowdfunding", crowdfunding: { goal: 0, deadline: future() } }, "crowdfunding.goal"],
      [{ type: "crowdfunding" }, "crowdfunding"],
      [{ type: "scheduled-stream", streamTitle: "Live" }, "streamScheduledAt"],
      [{ type: "scheduled-stream", streamScheduledAt: past(), streamTitle: "Live" }, "streamScheduledAt"],
      [{ type: "scheduled-stream", streamScheduledAt: future() }, "streamTitle"],
    ];
    for (const [body, field] of cases) {
      const res = await postFeed(creator.token, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.json.code).toBe("validation_failed");
      expect(Object.keys(res.json.details), JSON.stringify(body)).toContain(field);
    }
    const poll = await call("/api/performer/feeds/polls", {
      token: creator.token,
      body: { question: "", options: ["a"] },
    });
    expect(poll.status).toBe(422);
    expect(Object.keys(poll.json.details).sort()).toEqual(["options", "question"]);
    const goal = await call("/api/performer/feeds/crowdfunding", {
      token: creator.token,
      body: { goal: 10, deadline: past() },
    });
    expect(goal.status).toBe(422);
    expect(goal.json.details.deadline).toBeDefined();
  });

  it("refuses a file already used by another post", async () => {
    const { photo } = await createPhotoFeed(creator.token);
    const res = await postFeed(creator.token, { type: "photo", fileIds: [photo._id] });
    expect(res.status).toBe(422);
    expect(res.json.details.fileIds).toMatch(/already used/);
  });

  it("lets only verified creators sell", async () => {
    const unverified = await createUser("performer", { verified: false });
    const photo = await uploadFeedFile(unverified.token, "photo");
    const res = await postFeed(unverified.token, {
      type: "photo",
      fileIds: [photo._id],
      isSale: true,
      price: 5,
    });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe("performer_not_verified");
    const free = await postFeed(unverified.token, { type: "photo", fileIds: [photo._id] });
    expect(free.status).toBe(201);
  });

  it("needs a login (401) and a creator (403); malformed JSON is 400", async () => {
    expect((await call("/api/performer/feeds", { body: { type: "text", text: "x" } })).status).toBe(401);
    const byFan = await postFeed(fan.token, { type: "text", text: "x" });
    expect(byFan.status).toBe(403);
    const byAdmin = await postFeed(admin.token, { type: "text", text: "x" });
    expect(byAdmin.status).toBe(403);
    const bad = await call("/api/performer/feeds", {
      method: "POST",
      token: creator.token,
      body: "{not json",
    });
    expect(bad.status).toBe(400);
    const poll = { question: "?", options: ["a", "b"] };
    expect((await call("/api/performer/feeds/polls", { token: fan.token, body: poll })).status).toBe(403);
    const goal = { goal: 5, deadline: future() };
    expect((await call("/api/performer/feeds/crowdfunding", { token: fan.token, body: goal })).status).toBe(
      403,
    );
  });
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

  it("rejects bad queries with 422, an unknown sortBy with 400", async () => {
    for (const query of ["type=story", "limit=0", "status=gone"]) {
      const res = await call(`/api/performer/feeds?${query}`, { token: owner.token });
      expect(res.status, query).toBe(422);
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
      expect(res.status, JSON.stringify(body)).toBe(422);
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

describe("scheduled posts", () => {
  it("stay hidden from fans until their time, then the cron job publishes them", async () => {
    const owner = await createUser("performer");
    const viewer = await createUser("fan");
    await follow(viewer.id, owner.id);
    const scheduleAt = Date.now() + HOUR;
    const feed = await createFeed(owner.token, {
      type: "text",
      text: "Coming soon",
      scheduleAt: new Date(scheduleAt).toISOString(),
    });
    expect(feed.publishedAt).toBeNull();
    expect(await totalPosts(owner.id)).toBe(0);

    const hiddenList = await call(`/api/user/feeds?performerId=${owner.id}`, { token: viewer.token });
    expect(hiddenList.json.data.total).toBe(0);
    expect((await call("/api/user/feeds", { token: viewer.token })).json.data.total).toBe(0);
    expect((await call(`/api/user/feeds/${feed._id}`, { token: viewer.token })).status).toBe(404);
    expect(
      (await call(`/api/user/feeds/vote/${feed._id}`, { token: viewer.token, body: { optionId: "x" } }))
        .status,
    ).toBe(404);
    // The owner may preview it.
    expect((await call(`/api/user/feeds/${feed._id}`, { token: owner.token })).status).toBe(200);

    // The job with a clock before the time publishes nothing.
    const early = createDeps(env, undefined, { now: () => scheduleAt - 1000 });
    await publishScheduledFeeds(early);
    expect(await totalPosts(owner.id)).toBe(0);

    // Time passes: the post is due.
    const due = Date.now() - 1000;
    await db().update(feeds).set({ scheduleAt: due }).where(eq(feeds.id, feed._id));
    const visible = await call(`/api/user/feeds?performerId=${owner.id}`, { token: viewer.token });
    expect(visible.json.data.data.map((f: any) => f._id)).toEqual([feed._id]);
    expect((await call("/api/user/feeds", { token: viewer.token })).json.data.total).toBe(1);

    const run = await publishScheduledFeeds(createDeps(env));
    expect(run.published).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(feeds).where(eq(feeds.id, feed._id));
    expect(row.publishedAt).toBe(due);
    expect(await totalPosts(owner.id)).toBe(1);
    // Idempotent: a second run changes nothing.
    await publishScheduledFeeds(createDeps(env));
    expect(await totalPosts(owner.id)).toBe(1);
  });

  it("hides drafts and inactive posts from fans and counts only active ones", async () => {
    const owner = await createUser("performer");
    const draft = await createFeed(owner.token, { type: "text", text: "draft", status: "draft" });
    expect(await totalPosts(owner.id)).toBe(0);
    expect((await call(`/api/user/feeds/${draft._id}`, { token: fan.token })).status).toBe(404);
    const activated = await call(`/api/performer/feeds/${draft._id}`, {
      method: "PUT",
      token: owner.token,
      body: { status: "active" },
    });
    expect(activated.json.data.publishedAt).not.toBeNull();
    expect(await totalPosts(owner.id)).toBe(1);
    expect((await call(`/api/user/feeds/${draft._id}`, { token: fan.token })).status).toBe(200);
    await call(`/api/performer/feeds/${draft._id}`, {
      method: "PUT",
      token: owner.token,
      body: { status: "inactive" },
    });
    expect(await totalPosts(owner.id)).toBe(0);
    expect((await call(`/api/user/feeds/${draft._id}`, { token: fan.token })).status).toBe(404);
  });

  it("puts pinned posts first on a creator's timeline", async () => {
    const owner = await createUser("performer");
    const first = await createFeed(owner.token, { type: "text", text: "first", isPinned: true });
    const second = await createFeed(owner.token, { type: "text", text: "second" });
    const res = await call(`/api/user/feeds?performerId=${owner.id}`);
    expect(res.json.data.data.map((f: any) => f._id)).toEqual([first._id, second._id]);
    const typed = await call(`/api/user/feeds?performerId=${owner.id}&type=photo`);
    expect(typed.json.data.total).toBe(0);
  });

  it("tells the viewer whether they liked or bookmarked a post", async () => {
    const owner = await createUser("performer");
    const feed = await createFeed(owner.token, { type: "text", text: "like me" });
    await db().insert(reactions).values({
      id: crypto.randomUUID(),
      userId: fan.id,
      objectType: "feed",
      objectId: feed._id,
      action: "bookmark",
      performerId: owner.id,
      createdAt: Date.now(),
    });
    const res = await call(`/api/user/feeds/${feed._id}`, { token: fan.token });
    expect(res.json.data).toMatchObject({ isLiked: false, isBookmarked: true });
    const anon = await call(`/api/user/feeds/${feed._id}`);
    expect(anon.json.data).toMatchObject({ isLiked: false, isBookmarked: false });
  });

  it("counts views of fans, not of the creator", async () => {
    const owner = await createUser("performer");
    const feed = await createFeed(owner.token, { type: "text", text: "views" });
    await call(`/api/user/feeds/${feed._id}`, { token: owner.token });
    await call(`/api/user/feeds/${feed._id}`);
    const res = await call(`/api/user/feeds/${feed._id}`, { token: fan.token });
    expect(res.json.data.totalView).toBe(2);
  });
});

describe("POST /user/feeds/vote/{id}", () => {
  let feed: any;

  beforeAll(async () => {
    feed = await createFeed(creator.token, {
      type: "poll",
      text: "Vote!",
      poll: { question: "Best day?", options: ["Mon", "Fri", "Sun"], expiresAt: future() },
    });
  });

  it("counts one vote per fan and shows the fan's choice", async () => {
    const voter = await createUser("fan");
    const fri = feed.poll.options[1]._id;
    const res = await call(`/api/user/feeds/vote/${feed._id}`, {
      token: voter.token,
      body: { optionId: fri },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ votedOptionId: fri, totalVotes: 1 });
    expect(res.json.data.options.map((o: any) => o.votes)).toEqual([0, 1, 0]);

    const again = await call(`/api/user/feeds/vote/${feed._id}`, {
      token: voter.token,
      body: { optionId: feed.poll.options[0]._id },
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_voted");

    const view = await call(`/api/user/feeds/${feed._id}`, { token: voter.token });
    expect(view.json.data.poll).toMatchObject({ votedOptionId: fri, totalVotes: 1 });
    const anonView = await call(`/api/user/feeds/${feed._id}`);
    expect(anonView.json.data.poll.votedOptionId).toBeNull();
  });

  it("counts concurrent votes of different fans exactly", async () => {
    const voters = await Promise.all(Array.from({ length: 5 }, () => createUser("fan")));
    const sun = feed.poll.options[2]._id;
    const results = await Promise.all(
      voters.map((v) =>
        call(`/api/user/feeds/vote/${feed._id}`, { token: v.token, body: { optionId: sun } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const view = await call(`/api/user/feeds/${feed._id}`);
    expect(view.json.data.poll.options[2].votes).toBe(5);
  });

  it("rejects bad input, anonymous voters, blocked fans and non-poll posts", async () => {
    const voter = await createUser("fan");
    const noOption = await call(`/api/user/feeds/vote/${feed._id}`, { token: voter.token, body: {} });
    expect(noOption.status).toBe(422);
    expect(noOption.json.details.optionId).toBeDefined();
    const foreignOption = await call(`/api/user/feeds/vote/${feed._id}`, {
      token: voter.token,
      body: { optionId: "not-an-option" },
    });
    expect(foreignOption.status).toBe(422);
    expect(foreignOption.json.details.optionId).toBeDefined();
    const anon = await call(`/api/user/feeds/vote/${feed._id}`, {
      body: { optionId: feed.poll.options[0]._id },
    });
    expect(anon.status).toBe(401);

    const outcast = await createUser("fan");
    await blockUser(creator.id, outcast.id);
    const blocked = await call(`/api/user/feeds/vote/${feed._id}`, {
      token: outcast.token,
      body: { optionId: feed.poll.options[0]._id },
    });
    expect(blocked.status).toBe(403);

    const text = await createFeed(creator.token, { type: "text", text: "no poll here" });
    const notPoll = await call(`/api/user/feeds/vote/${text._id}`, {
      token: voter.token,
      body: { optionId: "x" },
    });
    expect(notPoll.status).toBe(404);
    expect(notPoll.json.code).toBe("poll_not_found");
    const missing = await call("/api/user/feeds/vote/nothing-here", {
      token: voter.token,
      body: { optionId: "x" },
    });
    expect(missing.status).toBe(404);
  });

  it("refuses votes after the poll expired", async () => {
    const closing = await createFeed(creator.token, {
      type: "poll",
      poll: { question: "Quick?", options: ["yes", "no"], expiresAt: future() },
    });
    await db()
      .update(polls)
      .set({ expiresAt: Date.now() - 1000 })
      .where(eq(polls.id, closing.poll._id));
    const res = await call(`/api/user/feeds/vote/${closing._id}`, {
      token: fan.token,
      body: { optionId: closing.poll.options[0]._id },
    });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("poll_closed");
    const view = await call(`/api/user/feeds/${closing._id}`, { token: fan.token });
    expect(view.json.data.poll).toMatchObject({ isExpired: true, totalVotes: 0 });
  });
});

describe("rich text", () => {
  it("strips scripts, event handlers, comments and non-http links", () => {
    const dirty = [
      "<h2>Title</h2><h1>big</h1>",
      "<script>alert(1)</script>",
      "<!-- secret -->",
      '<img src=x onerror="alert(1)">',
      '<p style="color:red" onmouseover="x()">para</p>',
      '<a href="javascript:alert(1)">js</a>',
      '<a href="data:text/html,hi">data</a>',
      '<a href="//evil.example">proto-relative</a>',
      '<a href="http://ok.example/a?b=1" target="_self" onclick="x">ok</a>',
      "<iframe src='https://evil.example'></iframe>",
      "<ul><li>one</li></ul><blockquote>q</blockquote><pre><code>c</code></pre><u>u</u><s>s</s>",
    ].join("");
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(
      /script|onerror|onmouseover|onclick|javascript:|data:|evil|secret|style=|<img|<h1/i,
    );
    expect(clean).toContain("<h2>Title</h2>big");
    expect(clean).toContain("<p>para</p>");
    expect(clean).toContain(
      '<a href="http://ok.example/a?b=1" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    expect(clean).toContain('<a rel="noopener noreferrer nofollow" target="_blank">js</a>');
    expect(clean).toContain(
      "<ul><li>one</li></ul><blockquote>q</blockquote><pre><code>c</code></pre><u>u</u><s>s</s>",
    );
  });

  it("previews plain text, escaped and cut at a word", () => {
    expect(textPreview("<p>Tom &amp; Jerry &lt;3</p><p>second</p>", 100)).toBe(
      "Tom &amp; Jerry &lt;3 second",
    );
    const preview = textPreview(`<p>${"word ".repeat(50)}</p>`, 20);
    expect(preview.length).toBeLessThanOrEqual(20);
    expect(preview).toMatch(/^word word word\S*…$/);
    expect(textPreview(null)).toBe("");
  });

  it("stores only sanitised text through the API", async () => {
    const feed = await createFeed(creator.token, {
      type: "text",
      text: '<p>ok</p><a href="javascript:alert(1)" onclick="x()">click</a><svg onload="x()"></svg>',
    });
    const [row] = await db().select().from(feeds).where(eq(feeds.id, feed._id));
    expect(row.text).toBe('<p>ok</p><a rel="noopener noreferrer nofollow" target="_blank">click</a>');
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
