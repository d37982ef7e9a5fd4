import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import worker from "#functions/worker";
import { feeds } from "../../drizzle/schema/feeds";
import { call, createUser, db } from "../helpers/api";
import { createFeed } from "../helpers/feeds";

/**
 * Anonymous pages and public reads from the edge cache (functions/http/edge/edge-cache.ts,
 * docs/edge-cache.md), through the Worker: the `x-edge-cache` header says HIT or MISS.
 */
const edge = (res: { headers: Headers }) => res.headers.get("x-edge-cache");
const visit = (path: string, headers: Record<string, string> = {}) => call(path, { headers });

describe("the edge cache", () => {
  it("serves a visitor's second read of a public answer from the cache, with a public Cache-Control", async () => {
    const creator = await createUser("performer", { name: "Cached Creator" });
    const first = await visit(`/api/performers/${creator.username}`);
    expect(first.status).toBe(200);
    expect(edge(first)).toBe("MISS");
    expect(first.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const second = await visit(`/api/performers/${creator.username}`);
    expect(edge(second)).toBe("HIT");
    expect(second.json).toEqual(first.json);

    const page = await visit(`/${creator.username}`);
    expect(page.status).toBe(200);
    const again = await visit(`/${creator.username}`);
    expect(edge(again)).toBe("HIT");
    expect(again.text).toContain("Cached Creator");
  });

  it("gives each cached page its own CSP nonce", async () => {
    const creator = await createUser("performer");
    await visit(`/${creator.username}`);
    const hit = await visit(`/${creator.username}`);
    expect(edge(hit)).toBe("HIT");
    const nonce = /'nonce-([^']+)'/.exec(hit.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(hit.text).toContain(`nonce="${nonce}"`);
    const next = await visit(`/${creator.username}`);
    const nextNonce = /'nonce-([^']+)'/.exec(next.headers.get("content-security-policy") ?? "")?.[1];
    expect(nextNonce).not.toBe(nonce);
    expect(next.text).toContain(`nonce="${nextNonce}"`);
    expect(next.text).not.toContain(`nonce="${nonce}"`);
  });

  it("never caches a signed-in caller's answer, nor gives it a public Cache-Control", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    for (let i = 0; i < 2; i++) {
      const res = await call(`/api/performers/${creator.username}`, { token: fan.token });
      expect(res.status).toBe(200);
      expect(edge(res)).toBeNull();
      expect(res.headers.get("cache-control") ?? "").not.toMatch(/public/);
    }
    const page = await call(`/${creator.username}`, { headers: { cookie: `token=${fan.token}` } });
    expect(page.status).toBe(200);
    expect(edge(page)).toBeNull();
    expect(page.headers.get("cache-control") ?? "").toMatch(/private|no-store/);
  });

  it("leaves a request with a D1 bookmark to the database", async () => {
    const creator = await createUser("performer");
    const bookmark = `${"0".repeat(8)}-${"0".repeat(8)}-${"0".repeat(8)}-${"0".repeat(32)}`;
    for (let i = 0; i < 2; i++) {
      const res = await visit(`/api/performers/${creator.username}`, { "x-d1-bookmark": bookmark });
      expect(res.status).toBe(200);
      expect(edge(res)).toBeNull();
    }
  });

  it("shows a visitor a profile edit, a price change, a published and a deleted post at once", async () => {
    const creator = await createUser("performer", { name: "Before Edit" });
    const path = `/api/performers/${creator.username}`;
    await visit(path);
    expect(edge(await visit(path))).toBe("HIT");

    const edit = await call(`/api/performers/${creator.id}`, {
      method: "PUT",
      token: creator.token,
      body: { name: "After Edit", monthlyPrice: 12.5 },
    });
    expect(edit.status).toBe(200);
    const edited = await visit(path);
    expect(edge(edited)).toBe("MISS");
    expect(edited.json.data.name).toBe("After Edit");
    expect(edited.json.data.monthlyPrice).toBe(12.5);

    const page = `/${creator.username}`;
    await visit(page);
    expect(edge(await visit(page))).toBe("HIT");
    const post = await createFeed(creator.token, {
      type: "text",
      // A visitor sees a locked post's first half: the words looked for come first.
      text: "Fresh from the studio, with the whole story of today's session",
    });
    const published = await visit(page);
    expect(edge(published)).toBe("MISS");
    expect(published.text).toContain("Fresh from the studio");

    const postPage = `/feeds/${post._id}`;
    expect((await visit(postPage)).status).toBe(200);
    expect(edge(await visit(postPage))).toBe("HIT");
    const gone = await call(`/api/performer/feeds/${post._id}`, { method: "DELETE", token: creator.token });
    expect(gone.status).toBeLessThan(300);
    expect((await visit(postPage)).status).toBe(404);
    expect((await visit(page)).text).not.toContain("Fresh from the studio");
  });

  it("shows a visitor a scheduled post as soon as the cron job publishes it", async () => {
    const creator = await createUser("performer");
    const post = await createFeed(creator.token, {
      type: "text",
      // A visitor sees a locked post's first half: the words looked for come first.
      text: "Out on the hour, the new set from this morning's shoot",
      scheduleAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const page = `/${creator.username}`;
    await visit(page);
    const cached = await visit(page);
    expect(edge(cached)).toBe("HIT");
    expect(cached.text).not.toContain("Out on the hour");
    // The hour passes; the cron job (as it runs every minute) publishes the post.
    await db()
      .update(feeds)
      .set({ scheduleAt: Date.now() - 1000 })
      .where(eq(feeds.id, post._id));
    vi.spyOn(console, "log").mockImplementation(() => {});
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: Date.now(), cron: "* * * * *" }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    vi.restoreAllMocks();
    const published = await visit(page);
    expect(edge(published)).toBe("MISS");
    expect(published.text).toContain("Out on the hour");
  });

  it("refuses a geoblocked visitor even when a cached copy exists", async () => {
    const creator = await createUser("performer");
    const path = `/api/performers/${creator.username}`;
    await visit(path, { "cf-ipcountry": "FR" });
    const blocks = await call("/api/block/countries", {
      method: "POST",
      token: creator.token,
      body: { countryCodes: ["CU"] },
    });
    expect(blocks.status).toBe(200);
    await visit(path, { "cf-ipcountry": "FR" });
    expect(edge(await visit(path, { "cf-ipcountry": "FR" }))).toBe("HIT");
    const refused = await visit(path, { "cf-ipcountry": "CU" });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("country_blocked");
    const page = await visit(`/${creator.username}`, { "cf-ipcountry": "CU" });
    expect(page.status).toBe(403);
  });

  it("keys pages by theme and answers by country", async () => {
    const creator = await createUser("performer");
    const page = `/${creator.username}`;
    await visit(page, { cookie: "theme=light" });
    expect(edge(await visit(page, { cookie: "theme=light" }))).toBe("HIT");
    const dark = await visit(page, { cookie: "theme=dark" });
    expect(edge(dark)).toBe("MISS");
    expect(dark.text).toMatch(/<html[^>]*class="dark"/);
    expect(edge(await visit(page, { cookie: "theme=dark" }))).toBe("HIT");

    const search = "/api/performers/user/search?limit=5";
    await visit(search, { "cf-ipcountry": "DE" });
    expect(edge(await visit(search, { "cf-ipcountry": "DE" }))).toBe("HIT");
    expect(edge(await visit(search, { "cf-ipcountry": "JP" }))).toBe("MISS");
  });

  it("passes private reads and the app's own pages through untouched", async () => {
    const res = await visit("/api/performers/me");
    expect(res.status).toBe(401);
    expect(edge(res)).toBeNull();
    // /contact is the app's page, not a creator's profile, as a page or as its navigation data.
    for (const path of ["/contact", "/contact.data", "/contact.data"])
      expect(edge(await visit(path))).toBeNull();
  });

  it("serves a profile's navigation data (Remix's .data) from the cache too", async () => {
    const creator = await createUser("performer");
    const first = await visit(`/${creator.username}.data`);
    expect(first.status).toBe(200);
    expect(edge(first)).toBe("MISS");
    expect(edge(await visit(`/${creator.username}.data`))).toBe("HIT");
  });
});
