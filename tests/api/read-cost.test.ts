/**
 * What a read costs the database: the number of D1 round trips of a timeline, a
 * creator's posts, the home page, a creator's profile (page and API) and the creator, video and
 * product searches does not grow with the page size, and the timeline queries are served by their
 * indexes (every other list: query-plans.test.ts). The Worker is called through its fetch handler with a D1 binding
 * that counts (and records) what the app sends; the app sees D1's own prepare/batch surface.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { createProductVia, uploadVideoVia } from "../helpers/assets";
import { counted, plan, type Sent } from "../helpers/d1-count";
import { createFeed, createPhotoFeed, follow, subscribe } from "../helpers/feeds";
import { charge, fund } from "../helpers/money";
import { insertContent } from "../helpers/social";

let fan: TestUser;
let creators: TestUser[];

beforeAll(async () => {
  fan = await createUser("fan");
  creators = await Promise.all([createUser("performer"), createUser("performer"), createUser("performer")]);
  for (const creator of creators) {
    await follow(fan.id, creator.id);
    // Every kind of thing a post can carry, so each lookup of the page is exercised.
    await createPhotoFeed(creator.token);
    await createPhotoFeed(creator.token, { isSale: true, price: 5 });
    await createFeed(creator.token, { type: "poll", poll: { question: "Which?", options: ["A", "B"] } });
    await createFeed(creator.token, {
      type: "crowdfunding",
      crowdfunding: { goal: 100, deadline: new Date(Date.now() + 86_400_000).toISOString() },
    });
    for (let i = 0; i < 20; i++)
      await createFeed(creator.token, { type: "text", text: `<p>Post ${i} of the profile's page</p>` });
  }
  await subscribe(fan.id, creators[0].id);
});

describe("D1 round trips per request do not grow with the page", () => {
  it("a fan's timeline: the same few round trips for 5 and for 50 posts", async () => {
    const small = await counted("/api/user/feeds?limit=5", fan.token);
    const large = await counted("/api/user/feeds?limit=50", fan.token);
    expect(small.status).toBe(200);
    expect(JSON.parse(large.body).data.data).toHaveLength(50);
    expect(JSON.parse(large.body).data.total).toBe(72);
    // One statement: the session lookup as its first column, the creators, the page with its
    // total and everything presenting the posts needs, naming the viewer by the session's subquery.
    expect(large.roundTrips).toBe(small.roundTrips);
    expect(large.roundTrips).toBe(1);
    expect(large.statements).toHaveLength(1);
  });

  it("a creator's posts: the same few round trips for 5 and for 20 posts", async () => {
    const path = (limit: number) => `/api/user/feeds?performerId=${creators[0].id}&limit=${limit}`;
    const small = await counted(path(5), fan.token);
    const large = await counted(path(20), fan.token);
    expect(JSON.parse(large.body).data.data).toHaveLength(20);
    expect(JSON.parse(large.body).data.total).toBe(24);
    expect(large.roundTrips).toBe(small.roundTrips);
    // One statement, with the session lookup, that also decides whether the viewer may see the creator.
    expect(large.roundTrips).toBe(1);
    expect(large.statements).toHaveLength(1);
  });

  it("the home page: as many round trips with 24 posts per creator as with 4 more", async () => {
    await counted("/home", fan.token); // settings and the like are read once per isolate
    const before = await counted("/home", fan.token);
    for (const creator of creators) {
      for (let i = 0; i < 4; i++) await createFeed(creator.token, { type: "text", text: `<p>More ${i}</p>` });
    }
    const after = await counted("/home", fan.token);
    expect(before.status).toBe(200);
    expect(after.roundTrips).toBe(before.roundTrips);
    // The session with the header's unread counts (messages and notifications, read by the
    // session lookup itself), the timeline (one statement), and the creators to discover (two
    // halves of a random window) and the top creators in one statement.
    expect(after.roundTrips).toBe(3);
    expect(after.statements).toHaveLength(3);
  });
});

describe("a profile and a search: as many round trips for 50 items as for 5", () => {
  /** A creator with `posts` posts (a photo post among them, so its files are presented too). */
  async function creatorWithPosts(posts: number) {
    const creator = await createUser("performer");
    await createPhotoFeed(creator.token);
    for (let i = 1; i < posts; i++)
      await createFeed(creator.token, { type: "text", text: `<p>Post ${i} of the profile's page</p>` });
    return creator;
  }

  let few: TestUser;
  let many: TestUser;
  beforeAll(async () => {
    [few, many] = await Promise.all([creatorWithPosts(5), creatorWithPosts(50)]);
    // 50 videos and 50 products of one creator: most written straight into D1, the newest through
    // the upload calls so that the first page also carries files, thumbnails and teasers.
    for (let i = 0; i < 47; i++) {
      await insertContent("video", many.id, { title: `Video ${i}` });
      await insertContent("product", many.id, { title: `Product ${i}` });
    }
    for (let i = 0; i < 3; i++) {
      await uploadVideoVia(many.token, { status: "active" });
      await createProductVia(many.token, { status: "active" });
    }
    // 50 listed creators and more, for the creator search.
    await Promise.all(Array.from({ length: 50 }, () => createUser("performer")));
  });

  it("a creator's profile page (/{username}): the same round trips with 5 and with 50 posts", async () => {
    await counted(`/${few.username}`, fan.token); // settings and the like are read once per isolate
    const small = await counted(`/${few.username}`, fan.token);
    const large = await counted(`/${many.username}`, fan.token);
    expect(small.status).toBe(200);
    expect(large.status).toBe(200);
    expect(large.body).toContain("Post 49");
    expect(large.roundTrips).toBe(small.roundTrips);
    expect(large.statements).toHaveLength(small.statements.length);
    // The session with the header's unread counts; one batch: the creator's user row and profile
    // with the visibility facts and the viewer's subscription and follow, the live session, the
    // viewer's bookmark and the subscription offers (the creator's terms, the viewer's
    // subscription, the bundles, the promotion's reads); the first page of posts (one statement).
    expect(large.roundTrips).toBe(3);
  });

  it("a creator's profile (GET /api/performers/{username}): the same round trips with 5 and with 50 posts", async () => {
    const small = await counted(`/api/performers/${few.username}`, fan.token);
    const large = await counted(`/api/performers/${many.username}`, fan.token);
    expect(small.status).toBe(200);
    expect(JSON.parse(large.body).data.username).toBe(many.username);
    expect(large.roundTrips).toBe(small.roundTrips);
    expect(large.statements).toHaveLength(small.statements.length);
    // The session; one statement: the creator's user row and profile, the visibility facts, the
    // viewer's subscription and follow.
    expect(large.roundTrips).toBe(2);
    expect(large.statements).toHaveLength(2);
  });

  it("creator search at limit 5 and 50: the same round trips", async () => {
    const small = await counted("/api/performers/user/search?limit=5", fan.token);
    const large = await counted("/api/performers/user/search?limit=50", fan.token);
    expect(JSON.parse(small.body).data.data).toHaveLength(5);
    expect(JSON.parse(large.body).data.data).toHaveLength(50);
    expect(large.roundTrips).toBe(small.roundTrips);
    expect(large.statements).toHaveLength(small.statements.length);
    // One statement: the session lookup, the page of cards and its total (the kept count).
    expect(large.roundTrips).toBe(1);
    expect(JSON.parse(large.body).data.total).toBeGreaterThanOrEqual(50);
  });

  // The session; the creator named; the visibility facts; the page and its total; the page's
  // files in one statement; the creators in one statement; videos also read the viewer's
  // subscriptions (a product is bought, not included in one).
  it.each([
    ["videos", 8],
    ["products", 7],
  ])("%s search at limit 5 and 50: the same %i round trips", async (kind, roundTrips) => {
    const path = (limit: number) =>
      `/api/performer-assets/${kind}/search?performerId=${many.id}&limit=${limit}`;
    const small = await counted(path(5), fan.token);
    const large = await counted(path(50), fan.token);
    expect(JSON.parse(small.body).data.data).toHaveLength(5);
    expect(JSON.parse(large.body).data.data).toHaveLength(50);
    expect(large.roundTrips).toBe(small.roundTrips);
    expect(large.statements).toHaveLength(small.statements.length);
    expect(large.roundTrips).toBe(roundTrips);
  });
});

describe("a creator's statistics and mass-message history: one round trip with the session lookup", () => {
  it("the statistics: the session lookup and the four reads (top fans with their cards) in one statement", async () => {
    const creator = await createUser("performer");
    const fans = await Promise.all([createUser("fan"), createUser("fan")]);
    for (const [i, tipper] of fans.entries()) {
      await follow(tipper.id, creator.id);
      await fund(tipper.id, 50);
      expect((await charge(tipper.token, "tip", creator.id, { amount: 10 + 5 * i })).status).toBe(201);
    }
    await subscribe(fans[0].id, creator.id);
    const res = await counted("/api/performer/statistics", creator.token);
    expect(res.status, res.body).toBe(200);
    const { topFans, totals } = JSON.parse(res.body).data;
    expect(topFans.map((f: { user: { _id: string } }) => f.user._id)).toEqual([fans[1].id, fans[0].id]);
    expect(totals.current).toMatchObject({ sales: 2, followersGained: 2, subscribersGained: 1 });
    expect(res.roundTrips).toBe(1);
    expect(res.statements).toHaveLength(1);
  });

  it("the mass-message history: the session lookup, the page, its total and the files' kinds in one statement, an empty page too", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await follow(fan.id, creator.id);
    for (const text of ["First", "Second"]) {
      const sent = await call("/api/messages/mass", {
        token: creator.token,
        body: { audience: ["followers"], text },
      });
      expect(sent.status, sent.text).toBe(202);
    }
    const page = await counted("/api/messages/mass?limit=20", creator.token);
    expect(page.status, page.body).toBe(200);
    expect(JSON.parse(page.body).data).toMatchObject({
      total: 2,
      data: [{ text: "Second" }, { text: "First" }],
    });
    expect(page.roundTrips).toBe(1);
    expect(page.statements).toHaveLength(1);
    const past = await counted("/api/messages/mass?limit=20&offset=5", creator.token);
    expect(JSON.parse(past.body).data).toEqual({ data: [], total: 2 });
    expect(past.statements).toHaveLength(1);
  });
});

describe("what the home page sends", () => {
  it("no closed dialog per post, and each icon's shape once however many posts use it", async () => {
    const { status, body } = await counted("/home", fan.token);
    expect(status).toBe(200);
    const count = (needle: string) => body.split(needle).length - 1;
    // Every post has its like button, and the fan may report any of them.
    expect(count('aria-label="Like"') + count('aria-label="Unlike"')).toBeGreaterThanOrEqual(10);
    expect(count('aria-label="Report this post"')).toBeGreaterThanOrEqual(10);
    // The report (and pay) forms are rendered when opened, not sent closed with every post.
    expect(body).not.toContain("<dialog");
    // The heart is drawn once, in the sprite; each button uses it.
    expect(count("M12 20s-7-4.35-7-10")).toBe(1);
    expect(count('href="#icon-heart"')).toBeGreaterThanOrEqual(10);
  });

  it("a post card's styles by a few short classes, not the same long utility lists on every post", async () => {
    const { body } = await counted("/home", fan.token);
    const count = (needle: string) => body.split(needle).length - 1;
    expect(count('class="feed-card"')).toBeGreaterThanOrEqual(10);
    // The like, bookmark, comment and report buttons (app/tailwind.css: feed-toggle, feed-action).
    expect(count("rounded-full px-2.5 py-1.5")).toBe(0);
    expect(count("[&amp;_a]:text-brand-600")).toBe(0);
    // The header and footer (feed-head, feed-author, feed-meta, feed-foot), and no empty place for
    // badges on a post that has none.
    expect(count("block truncate font-semibold text-ink hover:underline")).toBe(0);
    expect(count("border-t border-line pt-2")).toBe(0);
    expect(count('class="feed-foot"')).toBe(count('class="feed-card"'));
    expect(count('<div class="flex shrink-0 items-center gap-1.5"></div>')).toBe(0);
  });

  it("the creator tiles and the top list's rows by short classes too", async () => {
    const { body } = await counted("/home", fan.token);
    const count = (needle: string) => body.split(needle).length - 1;
    // app/tailwind.css: creator-card*, creator-row (the test's creators are listed).
    expect(count('class="group creator-card"')).toBeGreaterThanOrEqual(3);
    expect(count('class="creator-row"')).toBeGreaterThanOrEqual(3);
    expect(count("hover:-translate-y-0.5 hover:shadow-md")).toBe(0);
    expect(count("dark:bg-brand-900/30 dark:text-brand-300")).toBeLessThanOrEqual(2); // the header's active link
  });
});

/**
 * A plan line that walks a whole table (the page CTE, its candidates (top), the creators in scope
 * and json_each (keys) are not tables).
 */
const TABLE_SCAN = /^SCAN (?!(p|top|creator|floor|json_each|keys|CONSTANT)\b)\w+/m;

describe("the timeline queries use their indexes", () => {
  const pageStatement = (statements: Sent[]) => {
    const page = statements.find((s) => /^with "creator"/.test(s.sql));
    if (!page) throw new Error(`no page query among ${statements.map((s) => s.sql).join("\n")}`);
    return page;
  };

  it("a creator's posts are read in the index's order: no scan, no sort", async () => {
    const { statements } = await counted(`/api/user/feeds?performerId=${creators[0].id}&limit=20`, fan.token);
    const detail = await plan(pageStatement(statements));
    expect(detail.join("\n")).toMatch(/SEARCH feeds USING INDEX feeds_profile_idx/);
    expect(detail.join("\n")).not.toMatch(/SCAN feeds|TEMP B-TREE/);
    expect(detail.join("\n")).not.toMatch(TABLE_SCAN);
  });

  it("the home timeline takes each creator's newest posts through the index and sorts only those", async () => {
    const { statements } = await counted("/api/user/feeds?limit=20", fan.token);
    const detail = (await plan(pageStatement(statements))).join("\n");
    // Per creator: a search of the timeline index in its order (no sort of the creator's posts),
    // from the index alone: whether a post is visible yet is decided without reading its row.
    expect(detail).toMatch(
      /SEARCH newer USING COVERING INDEX feeds_timeline_idx \(performer_id=\? AND status=\?\)/,
    );
    // The candidates (at most creators × (offset + limit)) are sorted on their keys from the
    // index; only the page's posts are read from the table, by primary key, after the sort.
    expect(detail).toMatch(
      /SEARCH newer USING COVERING INDEX feeds_timeline_idx \(performer_id=\? AND status=\?\)\n(.*\n)*USE TEMP B-TREE FOR ORDER BY\nSCAN top\nSEARCH feeds USING INDEX sqlite_autoindex_feeds_1 \(id=\?\)/,
    );
    expect(detail).not.toMatch(/SCAN feeds|SCAN newer/);
    // Each creator's candidates are read only down to the floor (the page's size-th newest of the
    // creators' newest posts), a range of the index: about a page in all, not creators × page.
    expect(detail).toMatch(
      /SEARCH newer USING COVERING INDEX feeds_timeline_idx \(performer_id=\? AND status=\? AND <expr>>\?\)/,
    );
    // The creators in scope are found once (a materialized table), not again at each read that uses
    // them (the floor, the candidates, the total): the viewer's follows are searched once.
    expect(detail.match(/^SEARCH follows /gm)).toHaveLength(1);
    // Each creator's newest visible post, for the floor, is read once.
    expect(
      detail.match(
        /^SEARCH newer USING COVERING INDEX feeds_timeline_idx \(performer_id=\? AND status=\?\)$/gm,
      ),
    ).toHaveLength(1);
    // The viewer's own subscriptions, not every active subscription of the site.
    expect(detail).toMatch(/SEARCH subscriptions USING INDEX subscriptions_user_performer_uq \(user_id=\?\)/);
    // The followed creators looked up by id, not every active user of the site.
    expect(detail).not.toMatch(/SEARCH users USING (COVERING )?INDEX users_status/);
    // Everything presenting a post needs is found by key; no table is walked.
    expect(detail).not.toMatch(TABLE_SCAN);
  });

  it("a home timeline of one type chooses its candidates from the index alone too", async () => {
    const { status, body, statements } = await counted("/api/user/feeds?limit=20&type=photo", fan.token);
    expect(status).toBe(200);
    expect(JSON.parse(body).data.total).toBe(6);
    const detail = (await plan(pageStatement(statements))).join("\n");
    expect(detail).toMatch(
      /SEARCH newer USING COVERING INDEX feeds_timeline_idx \(performer_id=\? AND status=\?\)/,
    );
    expect(detail).not.toMatch(TABLE_SCAN);
  });

  it("D1 answers the page with its values, not the statement's text: every column has a short name", async () => {
    for (const path of [
      "/api/user/feeds?limit=20",
      `/api/user/feeds?performerId=${creators[0].id}&limit=20`,
    ]) {
      const { status, statements } = await counted(path, fan.token);
      expect(status).toBe(200);
      const { sql, params } = pageStatement(statements);
      // D1 sends every column's name with each answer, and names an unnamed column by its expression.
      const [columns] = await env.DB.prepare(sql)
        .bind(...params)
        .raw({ columnNames: true });
      expect(columns.length).toBeGreaterThan(20);
      expect(Math.max(...columns.map((name) => String(name).length))).toBeLessThanOrEqual(32);
    }
  });

  it("a creator's page sends the creator's facts, the total and the card once, not on every post", async () => {
    const { status, statements } = await counted(
      `/api/user/feeds?performerId=${creators[0].id}&limit=20`,
      fan.token,
    );
    expect(status).toBe(200);
    const { sql, params } = pageStatement(statements);
    const [columns, ...rows] = await env.DB.prepare(sql)
      .bind(...params)
      .raw({ columnNames: true });
    expect(rows).toHaveLength(20);
    const carrying = (name: string) => rows.filter((row) => row[columns.indexOf(name)] !== null).length;
    for (const name of ["creator", "total", "name"]) expect(carrying(name)).toBe(1);
    // A home page's posts are several creators': each post carries its creator's card.
    const home = pageStatement((await counted("/api/user/feeds?limit=20", fan.token)).statements);
    const [homeColumns, ...homeRows] = await env.DB.prepare(home.sql)
      .bind(...home.params)
      .raw({ columnNames: true });
    expect(homeRows.every((row) => row[homeColumns.indexOf("name")] !== null)).toBe(true);
  });

  it("the total is not a count of every post", async () => {
    const { statements } = await counted("/api/user/feeds?limit=20", fan.token);
    const page = pageStatement(statements);
    expect(page.sql).toMatch(/sum\("performer_profiles"."total_posts"\)/);
    const detail = (await plan(page)).join("\n");
    // The posts not stamped published yet, per creator through the partial index (not every
    // unpublished post of the site).
    expect(detail).toMatch(
      /SEARCH feeds USING INDEX feeds_unpublished_idx \(performer_id=\? AND status=\?\)/,
    );
    expect(detail).not.toMatch(/feeds_schedule_idx/);
    expect(detail).not.toMatch(/SCAN feeds/);
  });
});

describe("a person's notifications: one statement, with the session lookup", () => {
  it("the page, its actors' cards, the total and the unread count in one statement, whatever the page size or filter", async () => {
    const creator = await createUser("performer");
    const followers = await Promise.all(Array.from({ length: 6 }, () => createUser("fan")));
    for (const f of followers) {
      const res = await call(`/api/follows/${creator.id}`, { method: "POST", token: f.token });
      expect(res.status).toBe(200);
    }
    const first = await call("/api/notifications?limit=1", { token: creator.token });
    const read = await call(`/api/notifications/${first.json.data.data[0]._id}/read`, {
      method: "POST",
      token: creator.token,
    });
    expect(read.status).toBe(200);

    const small = await counted("/api/notifications?limit=2", creator.token);
    const large = await counted("/api/notifications?limit=20", creator.token);
    const tab = await counted("/api/notifications?limit=20&type=interactions", creator.token);
    const none = await counted("/api/notifications?limit=20&type=purchases", creator.token);
    for (const res of [small, large, tab, none]) {
      expect(res.status).toBe(200);
      expect(res.roundTrips).toBe(1);
      expect(res.statements).toHaveLength(1);
    }
    const page = JSON.parse(large.body).data;
    expect(page.total).toBe(6);
    expect(page.unread).toBe(5);
    expect(page.data.map((n: { actor: { _id: string } }) => n.actor._id).sort()).toEqual(
      followers.map((f) => f.id).sort(),
    );
    expect(JSON.parse(small.body).data.data).toHaveLength(2);
    expect(JSON.parse(tab.body).data).toMatchObject({ total: 6, unread: 5 });
    expect(JSON.parse(none.body).data).toEqual({ data: [], total: 0, unread: 5 });
  });
});
