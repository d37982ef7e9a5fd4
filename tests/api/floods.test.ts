/**
 * Finding 14 of the outside review: comments had no rate limit, and view counters grew on every
 * GET. Comment writes are now limited per account (429 with Retry-After, like every 429), and a
 * view counts once per viewer, item and day, kept in D1 under a unique key.
 */
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { galleries, products, videos } from "../../drizzle/schema/assets";
import { feeds } from "../../drizzle/schema/feeds";
import { performerProfiles } from "../../drizzle/schema/performers";
import { comments, itemViews } from "../../drizzle/schema/social";
import { BASE, call, createUser, db, type TestUser } from "../helpers/api";
import {
  createGalleryVia,
  createProductVia,
  form,
  runCron,
  subscribe,
  uploadVideoVia,
} from "../helpers/assets";
import { freshIp } from "../helpers/auth";
import { createFeed } from "../helpers/feeds";

const expectRetryAfter = (headers: Headers, max: number) => {
  const value = headers.get("retry-after");
  expect(value, "Retry-After").toMatch(/^\d+$/);
  expect(Number(value)).toBeGreaterThanOrEqual(1);
  expect(Number(value)).toBeLessThanOrEqual(max);
};

describe("comment writes are limited per account", () => {
  let owner: TestUser;
  let productId: string;

  beforeAll(async () => {
    owner = await createUser("performer");
    productId = (await createProductVia(owner.token))._id;
  });

  const comment = (token: string, content: string) =>
    call("/api/comments", { token, body: { objectType: "product", objectId: productId, content } });

  it("ten a minute; the eleventh is 429 with Retry-After and writes nothing", async () => {
    const fan = await createUser("fan");
    for (let i = 0; i < 10; i++) expect((await comment(fan.token, `Comment ${i}`)).status).toBe(201);
    const refused = await comment(fan.token, "One too many");
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ statusCode: 429, code: "too_many_attempts" });
    expectRetryAfter(refused.headers, 60);
    const written = await db()
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.userId, fan.id), eq(comments.objectId, productId)));
    expect(written[0].n).toBe(10);
    // Others are not affected.
    const other = await createUser("fan");
    expect((await comment(other.token, "Hello")).status).toBe(201);
  });

  it("a burst in parallel cannot pass the limit either", async () => {
    const fan = await createUser("fan");
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => comment(fan.token, `Burst ${i}`)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
  });

  it("the page's comment action answers 429 with Retry-After too", async () => {
    const fan = await createUser("fan");
    for (let i = 0; i < 10; i++) expect((await comment(fan.token, `Comment ${i}`)).status).toBe(201);
    const action = await call("/resources/content.data", {
      token: fan.token,
      form: form({ intent: "comment", objectType: "product", objectId: productId, content: "More" }),
    });
    expect(action.status).toBe(429);
    expectRetryAfter(action.headers, 60);
  });
});

describe("every 429 carries Retry-After", () => {
  it("login attempts (API and login page)", async () => {
    const user = await createUser("fan");
    let last = await call("/api/auth/login", { body: { username: user.username, password: "wrong-Pass1" } });
    for (let i = 0; i < 10; i++) {
      last = await call("/api/auth/login", { body: { username: user.username, password: "wrong-Pass1" } });
    }
    expect(last.status).toBe(429);
    expectRetryAfter(last.headers, 60);
    const page = await call("/auth/login", {
      form: form({ username: user.username, password: "wrong-Pass1" }),
      headers: { origin: BASE, host: new URL(BASE).host },
    });
    expect(page.status).toBe(429);
    expectRetryAfter(page.headers, 60);
  });

  it("forgot password, per email and client", async () => {
    const user = await createUser("fan");
    const ip = freshIp();
    let last: Awaited<ReturnType<typeof call>> | null = null;
    for (let i = 0; i < 6; i++) {
      last = await call("/api/auth/users/forgot", {
        body: { email: user.email },
        headers: { "cf-connecting-ip": ip },
      });
    }
    expect(last!.status).toBe(429);
    expectRetryAfter(last!.headers, 3600);
  });

  it("search keywords, per address", async () => {
    const ip = freshIp();
    let last: Awaited<ReturnType<typeof call>> | null = null;
    for (let i = 0; i < 31; i++) {
      last = await call("/api/search/keywords", {
        body: { keyword: `flood${i}` },
        headers: { "cf-connecting-ip": ip },
      });
    }
    expect(last!.status).toBe(429);
    expectRetryAfter(last!.headers, 600);
  });
});

type Kind = "feed" | "video" | "gallery" | "product";

describe("a view counts once per viewer, item and day", () => {
  let owner: TestUser;
  const items = {} as Record<Kind, { id: string; path: string; page: string }>;

  beforeAll(async () => {
    owner = await createUser("performer");
    const feed = (await createFeed(owner.token, { type: "text", text: "<p>Viewed</p>" }))._id;
    const video = (await uploadVideoVia(owner.token))._id;
    const gallery = (await createGalleryVia(owner.token))._id;
    const product = (await createProductVia(owner.token))._id;
    items.feed = { id: feed, path: `/api/user/feeds/${feed}`, page: `/feeds/${feed}` };
    items.video = { id: video, path: `/api/performer-assets/videos/${video}`, page: `/videos/${video}` };
    items.gallery = {
      id: gallery,
      path: `/api/performer-assets/galleries/${gallery}/view`,
      page: `/galleries/${gallery}`,
    };
    items.product = {
      id: product,
      path: `/api/performer-assets/products/${product}`,
      page: `/products/${product}`,
    };
  });

  const TABLE = { feed: feeds, video: videos, gallery: galleries, product: products };
  const storedViews = async (kind: Kind) => {
    const table = TABLE[kind];
    const [row] = await db().select({ n: table.totalView }).from(table).where(eq(table.id, items[kind].id));
    return row.n;
  };

  for (const kind of ["feed", "video", "gallery", "product"] as const) {
    it(`${kind}: repeats, bursts, the page and the creator add nothing; other viewers and visitors count`, async () => {
      const { path, page } = items[kind];
      const fan = await createUser("fan");
      const other = await createUser("fan");
      await subscribe(fan, owner.id);
      const visitor = (ua: string) => ({ "cf-connecting-ip": "198.51.100.7", "user-agent": ua });

      const first = await call(path, { token: fan.token });
      expect(first.status).toBe(200);
      expect(first.json.data.totalView).toBe(1);
      for (let i = 0; i < 3; i++)
        expect((await call(path, { token: fan.token })).json.data.totalView).toBe(1);
      await Promise.all(Array.from({ length: 5 }, () => call(path, { token: other.token })));
      expect(await storedViews(kind)).toBe(2);
      expect((await call(page, { token: fan.token })).status).toBe(200);
      expect((await call(page, { token: other.token })).status).toBe(200);
      await call(path, { token: owner.token });
      expect(await storedViews(kind)).toBe(2);

      await call(path, { headers: visitor("Browser A") });
      await call(path, { headers: visitor("Browser A") });
      await call(page, { headers: visitor("Browser A") });
      expect(await storedViews(kind)).toBe(3);
      await call(path, { headers: visitor("Browser B") });
      expect(await storedViews(kind)).toBe(4);

      // The next day the same viewer counts again (their row is moved back a day here).
      await db()
        .update(itemViews)
        .set({ day: Math.floor(Date.now() / 86_400_000) - 1 })
        .where(and(eq(itemViews.objectId, items[kind].id), eq(itemViews.viewerKey, `user:${fan.id}`)));
      expect((await call(path, { token: fan.token })).json.data.totalView).toBe(5);
    });
  }

  it("the creator's Views counts every view that counted on their items, and nothing else", async () => {
    // Five counted views on each of the four items above; the creator's own views never count.
    const [profile] = await db()
      .select({ n: performerProfiles.totalViews })
      .from(performerProfiles)
      .where(eq(performerProfiles.userId, owner.id));
    expect(profile.n).toBe(20);
    const me = await call("/api/performers/me", { token: owner.token });
    expect(me.json.data.stats.totalViews).toBe(20);
  });

  it("a visitor's address is never stored; the cron job prunes past days", async () => {
    const rows = await db().select().from(itemViews).where(eq(itemViews.objectId, items.feed.id));
    expect(rows.some((r) => r.viewerKey.includes("198.51.100.7"))).toBe(false);
    const today = Math.floor(Date.now() / 86_400_000);
    await db()
      .insert(itemViews)
      .values({
        id: crypto.randomUUID(),
        objectType: "feed",
        objectId: items.feed.id,
        viewerKey: "user:someone",
        day: today - 5,
        createdAt: Date.now(),
      });
    // The run also delivers the mail this file's tests queued, printed for want of a provider.
    const printed = vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron();
    printed.mockRestore();
    const after = await db().select().from(itemViews).where(eq(itemViews.objectId, items.feed.id));
    expect(after.some((r) => r.day === today - 5)).toBe(false);
    expect(after.some((r) => r.day === today)).toBe(true);
  });
});
