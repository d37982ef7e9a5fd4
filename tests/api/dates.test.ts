/**
 * Finding 6 of the outside review: a time at or beyond 8.64e15 ms (JavaScript's last date) was
 * stored and then made every list that showed it answer 500. Every date a request carries is now
 * bounded (1970..9999, and at most ten years ahead for schedules, poll ends and deadlines), a
 * refused call writes nothing, and reading a bad stored time shows null instead of failing.
 */
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { videos } from "../../drizzle/schema/assets";
import { crowdfundings, feeds, polls } from "../../drizzle/schema/feeds";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { form } from "../helpers/assets";
import { createFeed, follow, postFeed } from "../helpers/feeds";
import { sampleFile } from "../helpers/media";

const BEYOND_JS = 8.64e15;
const YEAR = 366 * 86_400_000;

const feedCount = async (performerId: string) =>
  (await db().select({ n: count() }).from(feeds).where(eq(feeds.performerId, performerId)))[0].n;
const pollCount = async (performerId: string) =>
  (await db().select({ n: count() }).from(polls).where(eq(polls.performerId, performerId)))[0].n;
const goalCount = async (performerId: string) =>
  (await db().select({ n: count() }).from(crowdfundings).where(eq(crowdfundings.performerId, performerId)))[0]
    .n;
const videoCount = async (performerId: string) =>
  (await db().select({ n: count() }).from(videos).where(eq(videos.performerId, performerId)))[0].n;

describe("date inputs are bounded; a refused call writes nothing", () => {
  let creator: TestUser;

  beforeAll(async () => {
    creator = await createUser("performer");
  });

  const refusedPosts: [string, Record<string, unknown>, string][] = [
    [
      "poll end beyond JavaScript's dates",
      { type: "poll", poll: { question: "Q?", options: ["a", "b"], expiresAt: BEYOND_JS } },
      "poll.expiresAt",
    ],
    [
      "poll end in the year 275760",
      {
        type: "poll",
        poll: { question: "Q?", options: ["a", "b"], expiresAt: "+275760-09-13T00:00:00.000Z" },
      },
      "poll.expiresAt",
    ],
    [
      "crowdfunding deadline beyond JavaScript's dates",
      { type: "crowdfunding", crowdfunding: { goal: 10, deadline: BEYOND_JS + 1 } },
      "crowdfunding.deadline",
    ],
    ["schedule beyond JavaScript's dates", { type: "text", text: "x", scheduleAt: BEYOND_JS }, "scheduleAt"],
    ["schedule before 1970", { type: "text", text: "x", scheduleAt: "1969-12-31T00:00:00Z" }, "scheduleAt"],
    [
      "stream start beyond JavaScript's dates",
      { type: "scheduled-stream", streamTitle: "Live", streamScheduledAt: BEYOND_JS * 2 },
      "streamScheduledAt",
    ],
  ];

  for (const [what, body, field] of refusedPosts) {
    it(`refuses a post with a ${what}: 422 on ${field}`, async () => {
      const before = [await feedCount(creator.id), await pollCount(creator.id), await goalCount(creator.id)];
      const res = await postFeed(creator.token, body);
      expect(res.status, res.text).toBe(422);
      expect(res.json.code).toBe("validation_failed");
      expect(res.json.details[field]).toMatch(/1970 and 9999/);
      expect([await feedCount(creator.id), await pollCount(creator.id), await goalCount(creator.id)]).toEqual(
        before,
      );
    });
  }

  it("schedules, poll ends and deadlines are at most ten years ahead", async () => {
    const far = Date.now() + 11 * YEAR;
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "text", text: "x", scheduleAt: far }, "scheduleAt"],
      [{ type: "poll", poll: { question: "Q?", options: ["a", "b"], expiresAt: far } }, "poll.expiresAt"],
      [{ type: "crowdfunding", crowdfunding: { goal: 10, deadline: far } }, "crowdfunding.deadline"],
      [{ type: "scheduled-stream", streamTitle: "Live", streamScheduledAt: far }, "streamScheduledAt"],
    ];
    const before = await feedCount(creator.id);
    for (const [body, field] of cases) {
      const res = await postFeed(creator.token, body);
      expect(res.status, field).toBe(422);
      expect(res.json.details[field]).toBe("At most 10 years ahead.");
    }
    expect(await feedCount(creator.id)).toBe(before);
    const fine = await postFeed(creator.token, {
      type: "text",
      text: "x",
      scheduleAt: Date.now() + 9 * YEAR,
    });
    expect(fine.status, fine.text).toBe(201);
  });

  it("the standalone poll and goal calls and post edits are bounded the same way", async () => {
    const polls = await call("/api/performer/feeds/polls", {
      token: creator.token,
      body: { question: "Q?", options: ["a", "b"], expiresAt: BEYOND_JS },
    });
    expect(polls.status).toBe(422);
    expect(polls.json.details).toHaveProperty("expiresAt");
    const goal = await call("/api/performer/feeds/crowdfunding", {
      token: creator.token,
      body: { goal: 5, deadline: BEYOND_JS },
    });
    expect(goal.status).toBe(422);
    expect(goal.json.details).toHaveProperty("deadline");

    const post = await createFeed(creator.token, { type: "text", text: "to edit" });
    const edit = await call(`/api/performer/feeds/${post._id}`, {
      method: "PUT",
      token: creator.token,
      body: { scheduleAt: BEYOND_JS },
    });
    expect(edit.status).toBe(422);
    const [row] = await db().select().from(feeds).where(eq(feeds.id, post._id));
    expect(row.scheduleAt).toBeNull();
  });

  it("a video's schedule is bounded on upload and on edit", async () => {
    const before = await videoCount(creator.id);
    const upload = await call("/api/performer/performer-assets/videos/upload", {
      token: creator.token,
      form: form({
        file: sampleFile("mp4"),
        title: "Later",
        isSchedule: "true",
        scheduledAt: String(BEYOND_JS),
      }),
    });
    expect(upload.status, upload.text).toBe(422);
    expect(upload.json.details).toHaveProperty("scheduledAt");
    expect(await videoCount(creator.id)).toBe(before);

    const made = await call("/api/performer/performer-assets/videos/upload", {
      token: creator.token,
      form: form({ file: sampleFile("mp4"), title: "Now" }),
    });
    expect(made.status).toBe(201);
    const edit = await call(`/api/performer/performer-assets/videos/edit/${made.json.data._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ isSchedule: "true", scheduledAt: String(Date.now() + 11 * YEAR) }),
    });
    expect(edit.status).toBe(422);
    expect(edit.json.details.scheduledAt).toBe("At most 10 years ahead.");
  });
});

describe("reading is robust to a time stored out of range", () => {
  it("a followed creator's post with a bad poll end and a bad deadline does not break timelines", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await follow(fan.id, creator.id);
    const poll = await createFeed(creator.token, {
      type: "poll",
      poll: { question: "Q?", options: ["a", "b"], expiresAt: Date.now() + YEAR },
    });
    const goal = await createFeed(creator.token, {
      type: "crowdfunding",
      crowdfunding: { goal: 10, deadline: Date.now() + YEAR },
    });
    // Rows as an older version of the API could write them.
    await db()
      .update(polls)
      .set({ expiresAt: BEYOND_JS + 1 })
      .where(eq(polls.feedId, poll._id));
    await db().update(crowdfundings).set({ deadline: 9e15 }).where(eq(crowdfundings.feedId, goal._id));
    await db().update(feeds).set({ streamScheduledAt: -9e15 }).where(eq(feeds.id, poll._id));

    const home = await call("/api/user/feeds", { token: fan.token });
    expect(home.status, home.text).toBe(200);
    const byId = new Map(home.json.data.data.map((f: any) => [f._id, f]));
    expect((byId.get(poll._id) as any).poll.expiresAt).toBeNull();
    expect((byId.get(poll._id) as any).streamScheduledAt).toBeNull();
    expect((byId.get(goal._id) as any).crowdfunding.deadline).toBeNull();

    const profile = await call(`/api/user/feeds?performerId=${creator.id}`);
    expect(profile.status).toBe(200);
    expect((await call(`/api/user/feeds/${poll._id}`)).status).toBe(200);
    expect((await call("/api/performer/feeds", { token: creator.token })).status).toBe(200);
    const page = await call(`/${creator.username}/feed`);
    expect(page.status).toBe(200);
  });

  it("a video with a bad stored schedule time still lists", async () => {
    const creator = await createUser("performer");
    const made = await call("/api/performer/performer-assets/videos/upload", {
      token: creator.token,
      form: form({ file: sampleFile("mp4"), title: "Odd" }),
    });
    await db().update(videos).set({ scheduledAt: 1e16 }).where(eq(videos.id, made.json.data._id));
    const list = await call(`/api/performer-assets/videos/search?performerId=${creator.id}`);
    expect(list.status, list.text).toBe(200);
    expect(list.json.data.data[0].scheduledAt).toBeNull();
    const own = await call("/api/performer/performer-assets/videos/search", { token: creator.token });
    expect(own.status).toBe(200);
  });
});
