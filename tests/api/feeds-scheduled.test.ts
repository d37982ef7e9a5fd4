/** Scheduled posts: hidden until their time, published by the cron job. */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { publishScheduledFeeds } from "#functions/content/feeds/publish";
import { createDeps } from "#functions/context/create-deps";
import { feeds } from "../../drizzle/schema/feeds";
import { performerProfiles } from "../../drizzle/schema/performers";
import { reactions } from "../../drizzle/schema/social";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { createFeed, follow } from "../helpers/feeds";

const HOUR = 3_600_000;

async function totalPosts(performerId: string) {
  const [row] = await db()
    .select({ n: performerProfiles.totalPosts })
    .from(performerProfiles)
    .where(eq(performerProfiles.userId, performerId));
  return row.n;
}

let fan: TestUser;

beforeAll(async () => {
  fan = await createUser("fan");
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
