/** Creating posts: media uploads, every post type, rich text. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { lockedPreview, sanitizeRichText, textPreview } from "#functions/lib/rich-text";
import { feeds } from "../../drizzle/schema/feeds";
import { files } from "../../drizzle/schema/files";
import { performerProfiles } from "../../drizzle/schema/performers";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { createFeed, createPhotoFeed, fetchMedia, postFeed, uploadFeedFile } from "../helpers/feeds";
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
    // Values outside a field's list are malformed (400); the rest break a rule (422).
    const malformed = new Set([
      '{"type":"story","text":"x"}',
      '{"type":"text","text":"x","status":"deleted"}',
    ]);
    for (const [body, field] of cases) {
      const res = await postFeed(creator.token, body);
      const wrongKind = malformed.has(JSON.stringify(body));
      expect(res.status, JSON.stringify(body)).toBe(wrongKind ? 400 : 422);
      expect(res.json.code).toBe(wrongKind ? "malformed_request" : "validation_failed");
      expect(Object.keys(res.json.details), JSON.stringify(body)).toContain(field);
    }
    const poll = await call("/api/performer/feeds/polls", {
      token: creator.token,
      body: { question: "", options: ["a"] },
    });
    expect(poll.status).toBe(422);
    expect(Object.keys(poll.json.details).sort()).toEqual(["options", "question"]);
    // Said in the composer's words (its fields are "Question" and "Answers").
    expect(poll.json.details.options).toBe("Add at least two answers.");
    const blank = await call("/api/performer/feeds/polls", {
      token: creator.token,
      body: { question: "Red or blue?", options: ["Red", " "] },
    });
    expect(blank.status).toBe(422);
    expect(Object.values(blank.json.details)).toEqual(["Fill in every answer, or remove it."]);
    const goal = await call("/api/performer/feeds/crowdfunding", {
      token: creator.token,
      body: { goal: 10, deadline: past() },
    });
    expect(goal.status).toBe(422);
    expect(goal.json.details.deadline).toBeDefined();
    // A time left out is said to be missing ("not valid" read as a bad date, to a creator who gave none).
    const noDeadline = await postFeed(creator.token, {
      type: "crowdfunding",
      crowdfunding: { title: "Camera", goal: 800 },
    });
    expect(noDeadline.status).toBe(422);
    expect(noDeadline.json.details["crowdfunding.deadline"]).toBe("Deadline is required");
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

  it("a locked preview is plain text, escaped, cut at a word, and never the whole text", () => {
    expect(lockedPreview("<p>Tom &amp; Jerry &lt;3 and</p><p>a second line</p>", 100)).toBe(
      "Tom &amp; Jerry &lt;3…",
    );
    const preview = lockedPreview(`<p>${"word ".repeat(50)}</p>`, 20);
    expect(preview.length).toBeLessThanOrEqual(20);
    expect(preview).toMatch(/^word word word\S*…$/);
    // However short the text, at most half of it shows.
    expect(lockedPreview("<p>New set is up</p>")).toBe("New…");
    expect(lockedPreview("<p>Hi</p>")).toBe("…");
    expect(lockedPreview("<p>Behind the scenes: the whole shoot today</p>")).toBe("Behind the scenes…");
    expect(lockedPreview(null)).toBe("");
    // For someone who may read it all, a short text is whole.
    expect(textPreview("<p>New set is up</p>")).toBe("New set is up");
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
