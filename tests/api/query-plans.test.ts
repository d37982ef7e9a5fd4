/**
 * Every list query uses an index: each list and search call of the API is made through
 * the Worker's fetch handler by a real session (a fan, a creator, an admin), every statement it
 * sends to D1 is recorded with its parameters, and SQLite's `EXPLAIN QUERY PLAN` of it must not
 * walk a table that grows with use, nor sort such a table's whole set when an index could give
 * the order.
 *
 * The app never runs `ANALYZE` (nothing in functions/ or the migrations does), so D1 holds no
 * statistics and SQLite plans from the schema alone: the plans here are the plans in production
 * whatever the row counts. The seeded rows exist so that each list also sends its follow-up
 * statements (files, cards, entitlements of the items on the page).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { createGalleryVia, createProductVia, uploadPhotoVia, uploadVideoVia } from "../helpers/assets";
import { counted, type PlanLine, planLines, type Sent } from "../helpers/d1-count";
import { createFeed, createPhotoFeed, follow, subscribe } from "../helpers/feeds";
import { addressOf, charge, fund } from "../helpers/money";

/**
 * Tables a full scan of which is allowed: they hold a handful of rows an operator writes and do
 * not grow with users or content.
 */
const SMALL_TABLES = new Set([
  "settings", // one row per setting key
  "token_packages", // the packages on sale, a dozen at most
  "posts", // the site's pages (terms, privacy, FAQ)
  "site_promos", // banners
  "site_country_blocks", // countries the whole site refuses
  "coupons", // codes the operator creates
]);

/**
 * Findings known and left, by call and caller: each must stay exactly as written here (a worse plan or a fix
 * fails the test until this list is updated). docs/performance.md says why each is left.
 */
const KNOWN = new Map<string, string[]>([
  // The site's totals of every earning (all time, by type, by day): a sum needs every row. Next
  // step: totals kept per day, written in the batch that writes each earning.
  [
    "/api/performer/earning/stats as admin",
    ["SCAN earnings", "SCAN earnings", "SCAN earnings", "SCAN earnings + USE TEMP B-TREE FOR ORDER BY"],
  ],
  // Text search matches anywhere in a name, username or e-mail (`instr`: containsText), which no B-tree
  // index serves: the page walks users newest first through users_created_idx and stops at the
  // page, but its total counts every match. Next step: an FTS5 trigram index (drizzle-kit cannot
  // declare virtual tables, so it needs a migration step of its own).
  ["/api/admin/users?q=fan as admin", ["SCAN users"]],
]);

/**
 * Lists of one owner that grow without bound with a popular creator (every file they upload, every
 * follower): their page must come in an index's order and stop at the page, not sort all of the
 * owner's rows as other lists of one owner may (issue 22 §4: at 100x luna has ~5,000 files and
 * ~12,000 followers, and sorting them was most of each request).
 */
const IN_INDEX_ORDER = new Set(["/api/vault as creator", "/api/lists/followers/members as creator"]);

/**
 * Names in plan lines that are not tables: SQLite's table-valued functions and constant rows, its
 * subqueries and joins (`(subquery-3)`), and each statement's common table expressions (cteNames).
 * Their own reads of tables are plan lines of their own and are checked.
 */
const isTable = (name: string, ctes: Set<string>) =>
  !name.startsWith("(") && name !== "json_each" && name !== "CONSTANT" && !ctes.has(name);

const ACCESS = /^(SCAN|SEARCH) (\S+)(.*)$/;

/**
 * What in a plan is a finding:
 * - a walk of a growing table without an index (`SCAN t`; `SCAN t USING [COVERING] INDEX i` walks
 *   an index in its order and stops at the page's limit, which is what a list ordered by that index
 *   wants);
 * - a sort of a growing table's whole set: `USE TEMP B-TREE FOR ORDER BY` of the statement itself
 *   when its outer loop walks the table or searches it by something other than an owner's key
 *   (`status=?` is every active row of the site; `performer_id=?` is one creator's rows, a
 *   bounded set whose sort an index could only save a little).
 */
function findings(lines: PlanLine[], ctes: Set<string>, inIndexOrder = false): string[] {
  const found: string[] = [];
  for (const { detail } of lines) {
    const access = ACCESS.exec(detail);
    if (!access || access[1] !== "SCAN") continue;
    const [, , table, rest] = access;
    if (/USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY/.test(rest)) continue;
    // A table-valued function (json_each of a row's own JSON, whatever its alias) stores nothing.
    if (/^ VIRTUAL TABLE INDEX/.test(rest)) continue;
    if (SMALL_TABLES.has(table) || !isTable(table, ctes)) continue;
    found.push(detail);
  }
  const sort = lines.find((l) => l.parent === 0 && l.detail === "USE TEMP B-TREE FOR ORDER BY");
  const outer = lines.find((l) => l.parent === 0 && ACCESS.test(l.detail));
  if (sort && outer) {
    const [, kind, table, rest] = ACCESS.exec(outer.detail) as RegExpExecArray;
    const byOwner = kind === "SEARCH" && /\(\w*id=\?/.test(rest) && !inIndexOrder;
    if (!byOwner && !SMALL_TABLES.has(table) && isTable(table, ctes)) {
      found.push(`${outer.detail} + ${sort.detail}`);
    }
  }
  return found;
}

/**
 * The names a statement gives its common table expressions (`with "x" as (...)`, `, y as (`) and
 * its subqueries: none of them is a table (their own reads are plan lines of their own).
 */
function cteNames(sql: string): Set<string> {
  const names = new Set<string>();
  for (const m of sql.matchAll(
    /(?:\bwith(?:\s+recursive)?|,)\s*"?(\w+)"?\s+as\s+(?:(?:not\s+)?materialized\s+)?\(/gi,
  )) {
    names.add(m[1]);
  }
  // Subqueries and table-valued functions named in FROM: `(select ...) "top"`, `json_each(?) "keys"`.
  for (const m of sql.matchAll(/\)\s+(?:as\s+)?"(\w+)"/gi)) names.add(m[1]);
  // Unquoted, as hand-written SQL names them: `(select ...) m join users u`.
  for (const m of sql.matchAll(/\)\s+(?:as\s+)?(\w+)\s+(?:join|where|on|order|group|limit|,)/gi)) {
    if (!/^(as|on|union|where|order|group|limit|join|and|or)$/i.test(m[1])) names.add(m[1]);
  }
  return names;
}

let fan: TestUser;
let creator: TestUser;
let admin: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  [fan, creator, admin] = await Promise.all([
    createUser("fan"),
    createUser("performer"),
    createUser("admin"),
  ]);
  ids.creator = creator.id;
  ids.creatorName = creator.username;
  ids.fan = fan.id;
  ids.admin = admin.id;
  // Other creators and fans, so lists are lists.
  const others = await Promise.all([createUser("performer"), createUser("performer"), createUser("fan")]);
  await follow(fan.id, creator.id);
  await follow(others[2].id, creator.id);
  for (const other of others.slice(0, 2)) await follow(fan.id, other.id);
  await subscribe(fan.id, creator.id);

  const feed = await createFeed(creator.token, { type: "text", text: "<p>Hello</p>" });
  await createPhotoFeed(creator.token);
  await createFeed(creator.token, { type: "text", text: "<p>For sale</p>", isSale: true, price: 5 });
  ids.feed = feed._id;
  const gallery = await createGalleryVia(creator.token);
  ids.gallery = gallery._id;
  await uploadPhotoVia(creator.token, gallery._id);
  ids.video = (await uploadVideoVia(creator.token, { status: "active" }))._id;
  ids.product = (await createProductVia(creator.token, { status: "active" }))._id;

  for (const [objectType, objectId] of [
    ["feed", ids.feed],
    ["video", ids.video],
    ["gallery", ids.gallery],
    ["product", ids.product],
  ]) {
    for (const action of ["like", "bookmark"]) {
      const res = await call("/api/reactions", { token: fan.token, body: { objectId, objectType, action } });
      expect(res.status, res.text).toBeLessThan(300);
    }
    const comment = await call("/api/comments", {
      token: fan.token,
      body: { objectId, objectType, content: "Lovely" },
    });
    expect(comment.status, comment.text).toBe(201);
  }
  const bookmarkCreator = await call("/api/reactions", {
    token: fan.token,
    body: { objectId: creator.id, objectType: "performer", action: "bookmark" },
  });
  expect(bookmarkCreator.status, bookmarkCreator.text).toBeLessThan(300);

  // Money: a tip (wallet charge, earning, ledger) and a product order with an address.
  await fund(fan.id, 100);
  expect((await charge(fan.token, "tip", creator.id, { amount: 10 })).status).toBe(201);
  const address = await addressOf(fan);
  const order = await charge(fan.token, "product", ids.product, {
    quantity: 1,
    deliveryAddressId: address._id,
  });
  expect(order.status, order.text).toBe(201);

  const conversation = await call("/api/conversations", {
    token: fan.token,
    body: { source: "performer", sourceId: creator.id },
  });
  expect(conversation.status, conversation.text).toBeLessThan(300);
  ids.conversation = conversation.json.data._id;
  const sent = await call(`/api/messages/conversations/${ids.conversation}`, {
    token: fan.token,
    body: { text: "Hi there" },
  });
  expect(sent.status, sent.text).toBe(201);

  const live = await call("/api/streaming/live", { token: creator.token, body: { title: "Live" } });
  expect(live.status, live.text).toBeLessThan(300);
  ids.stream = live.json.data._id;
  ids.streamChat = live.json.data.conversationId;

  const report = await call("/api/reports", {
    token: fan.token,
    body: { target: "feed", targetId: ids.feed, description: "Not OK" },
  });
  expect(report.status, report.text).toBe(201);
});

type Who = "anonymous" | "fan" | "creator" | "admin";

/**
 * Every list and search call the clients make that the API answers, and the admin
 * lists of functions/**\/routes.ts; `{x}` is replaced by the seeded id of that name.
 */
const CALLS: [string, Who][] = [
  // Creators
  ["/api/performers/user/search", "anonymous"],
  ["/api/performers/user/search?q=perf", "fan"],
  ["/api/performers/user/search?sortBy=latest", "fan"],
  ["/api/performers/user/search?sortBy=subscribers", "fan"],
  ["/api/performers/search/random", "fan"],
  ["/api/performers/top", "fan"],
  ["/api/performers/top?sortBy=subscribers", "fan"],
  ["/api/performers/{creatorName}", "fan"],
  ["/api/users/search", "admin"],
  ["/api/users/search?q=fan", "admin"],
  // Posts
  ["/api/user/feeds", "fan"],
  ["/api/user/feeds?performerId={creator}", "fan"],
  ["/api/user/feeds?performerId={creator}&sortBy=totalLike", "fan"],
  ["/api/performer/feeds", "creator"],
  ["/api/performer/feeds?q=hello", "creator"],
  // Assets
  ["/api/performer-assets/galleries/search?performerId={creator}", "fan"],
  ["/api/performer-assets/galleries/search?q=beach", "fan"],
  ["/api/performer/performer-assets/galleries/search", "creator"],
  ["/api/performer-assets/videos/search", "fan"],
  ["/api/performer-assets/videos/search?performerId={creator}", "fan"],
  ["/api/performer-assets/videos/search?tag=beach", "fan"],
  ["/api/performer/performer-assets/videos/search", "creator"],
  ["/api/performer-assets/products/search", "fan"],
  ["/api/performer-assets/products/search?performerId={creator}", "fan"],
  ["/api/performer/performer-assets/products/search", "creator"],
  ["/api/performer-assets/photos?galleryId={gallery}", "fan"],
  ["/api/performer-assets/photos/{creator}", "fan"],
  ["/api/performer/performer-assets/photos/search", "creator"],
  // Social
  ["/api/comments?objectType=feed&objectId={feed}", "fan"],
  ["/api/comments?objectType=video&objectId={video}", "fan"],
  ["/api/reactions/feeds/bookmark", "fan"],
  ["/api/reactions/galleries/bookmark", "fan"],
  ["/api/reactions/videos/bookmark", "fan"],
  ["/api/reactions/products/bookmark", "fan"],
  ["/api/reactions/performers/bookmark", "fan"],
  ["/api/follows/followers", "creator"],
  ["/api/follows/followers?performerId={creator}", "admin"],
  ["/api/follows/following", "fan"],
  ["/api/follows/following?idsOnly=true", "fan"],
  ["/api/block/users", "creator"],
  ["/api/block/countries", "creator"],
  ["/api/search/list/keywords", "fan"],
  // Subscriptions and money
  ["/api/subscriptions/user/search", "fan"],
  ["/api/subscriptions/performer/search", "creator"],
  ["/api/subscriptions/performer/search", "admin"],
  ["/api/subscriptions/performer/search?status=active", "admin"],
  ["/api/subscriptions/performer/search?performerId={creator}", "admin"],
  ["/api/subscriptions/performer/search?userId={fan}", "admin"],
  ["/api/subscriptions/user/search?activeOnly=true", "fan"],
  ["/api/subscriptions/performer/search?q=fan", "creator"],
  ["/api/subscriptions/user/search?q=creator", "fan"],
  ["/api/orders/users/search", "fan"],
  ["/api/orders/search", "creator"],
  ["/api/orders/search", "admin"],
  ["/api/orders/search?status=shipping", "admin"],
  ["/api/orders/search?performerId={creator}", "admin"],
  ["/api/addresses/search", "fan"],
  ["/api/wallet/charges/search", "fan"],
  ["/api/wallet/charges/search", "admin"],
  ["/api/wallet/charges/search?performerId={creator}", "admin"],
  ["/api/wallet/charges/search?type=tip", "admin"],
  ["/api/wallet/charges/search?performerId={creator}", "fan"],
  ["/api/payment/transactions/user/search", "fan"],
  ["/api/payment-cards", "fan"],
  ["/api/package/token/search", "fan"],
  ["/api/performer/earning/search", "creator"],
  ["/api/performer/earning/stats", "creator"],
  ["/api/performer/statistics", "creator"],
  ["/api/performer/statistics?from=2025-06-01&to=2026-06-01", "creator"],
  ["/api/performer/earning/search", "admin"],
  ["/api/performer/earning/search?performerId={creator}", "admin"],
  ["/api/performer/earning/search?status=holding", "admin"],
  ["/api/performer/earning/stats", "admin"],
  ["/api/payout-requests/search", "creator"],
  ["/api/payout-requests/search", "admin"],
  ["/api/payout-requests/search?status=pending", "admin"],
  ["/api/payout-requests/search?performerId={creator}", "admin"],
  ["/api/payout-requests/check/pending-review", "creator"],
  // Messages and live
  ["/api/conversations", "fan"],
  ["/api/conversations", "creator"],
  ["/api/conversations/search?q=perf", "fan"],
  ["/api/messages/conversations/{conversation}", "fan"],
  ["/api/messages/counting-not-read-messages", "creator"],
  ["/api/streaming/user/search", "fan"],
  ["/api/streaming/user/search?q=live", "fan"],
  ["/api/streaming/private-requests", "creator"],
  ["/api/messages/conversations/public/{streamChat}", "fan"],
  // Creator tools and the fan's experience (issue 22 §4: these lists stay flat as data grows)
  ["/api/notifications", "fan"],
  ["/api/notifications", "creator"],
  ["/api/vault", "creator"],
  ["/api/vault/folders", "creator"],
  ["/api/lists", "creator"],
  ["/api/lists/fans", "creator"],
  ["/api/lists/followers/members", "creator"],
  ["/api/lists/subscribers/members", "creator"],
  ["/api/lists/expired/members", "creator"],
  ["/api/messages/mass", "creator"],
  // Site
  ["/api/posts/search", "anonymous"],
  ["/api/site-promo/search", "anonymous"],
  // Admin
  ["/api/admin/users", "admin"],
  ["/api/admin/users?role=performer&verificationStatus=approved", "admin"],
  ["/api/admin/users?status=active", "admin"],
  ["/api/admin/users?q=fan", "admin"],
  ["/api/admin/audit-log", "admin"],
  ["/api/admin/audit-log?targetType=user", "admin"],
  ["/api/admin/audit-log?action=user.suspend", "admin"],
  ["/api/admin/audit-log?adminId={admin}", "admin"],
  ["/api/admin/dashboard?days=30", "admin"],
  ["/api/admin/reports", "admin"],
  ["/api/admin/reports?status=open", "admin"],
  ["/api/admin/reports?performerId={creator}", "admin"],
  ["/api/admin/contact-messages", "admin"],
  ["/api/admin/contact-messages?status=new", "admin"],
  ["/api/admin/site-blocks/countries", "admin"],
  ["/api/admin/posts", "admin"],
  ["/api/admin/site-promo", "admin"],
  ["/api/admin/settings", "admin"],
  ["/api/admin/token-packages/search", "admin"],
  ["/api/admin/coupons/search", "admin"],
  // Server-rendered pages whose loaders read lists (services called directly, not over /api)
  ["/home", "fan"],
  ["/{creatorName}", "fan"],
  ["/{creatorName}/videos", "fan"],
  ["/{creatorName}/galleries", "fan"],
  ["/{creatorName}/photos", "fan"],
  ["/{creatorName}/shop", "fan"],
  ["/search?q=perf", "fan"],
  ["/bookmarks", "fan"],
  ["/messages", "fan"],
  ["/wallet", "fan"],
  ["/user/subscriptions", "fan"],
  ["/live", "fan"],
  ["/studio", "creator"],
  ["/studio/posts", "creator"],
  ["/studio/videos", "creator"],
  ["/studio/products", "creator"],
  ["/studio/galleries", "creator"],
  ["/studio/photos", "creator"],
  ["/studio/comments", "creator"],
  ["/studio/blocks", "creator"],
  ["/creator/earnings", "creator"],
  ["/creator/payouts", "creator"],
  ["/admin", "admin"],
  ["/admin/users", "admin"],
  ["/admin/orders", "admin"],
  ["/admin/payouts", "admin"],
  ["/admin/reports", "admin"],
  ["/admin/audit", "admin"],
  ["/admin/contact", "admin"],
  ["/admin/verifications", "admin"],
  ["/admin/coupons", "admin"],
  ["/admin/token-packages", "admin"],
  ["/admin/pages", "admin"],
  ["/admin/banners", "admin"],
];

const tokenOf = (who: Who) => (who === "anonymous" ? undefined : { fan, creator, admin }[who].token);

describe("every list query uses an index", () => {
  it.each(CALLS)("%s as %s", async (template, who) => {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!Object.hasOwn(ids, name)) throw new Error(`no seeded id named ${name}`);
      return ids[name];
    });
    const res = await counted(path, tokenOf(who));
    expect(res.status, `${path}: ${res.body.slice(0, 300)}`).toBe(200);
    expect(res.statements.length).toBeGreaterThan(0);
    const problems: string[] = [];
    const known: string[] = [];
    for (const statement of res.statements) {
      const lines = await planLines(statement);
      const found = findings(lines, cteNames(statement.sql), IN_INDEX_ORDER.has(`${template} as ${who}`));
      const expected = KNOWN.get(`${template} as ${who}`) ?? [];
      known.push(...found.filter((f) => expected.includes(f)));
      const unexpected = found.filter((f) => !expected.includes(f));
      if (unexpected.length) problems.push(report(path, who, statement, lines, unexpected));
    }
    expect(problems, problems.join("\n\n")).toEqual([]);
    expect(known).toEqual(KNOWN.get(`${template} as ${who}`) ?? []);
  });
});

describe("kept counts are read by their keys", () => {
  it("the statistics read the follows of each day from follower_days' key, not the follows", async () => {
    const res = await counted("/api/performer/statistics", creator.token);
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    const reads = res.statements.filter((s) => /\bfollower_days\b/.test(s.sql));
    expect(reads).toHaveLength(1);
    expect(res.statements.some((s) => /\bfrom follows\b/i.test(s.sql))).toBe(false);
    // One statement with the other reads: its lines of follower_days.
    const lines = (await planLines(reads[0])).map((l) => l.detail);
    expect(lines.filter((line) => /\bfollower_days\b/.test(line))).toEqual([
      expect.stringMatching(
        /^SEARCH follower_days USING (PRIMARY KEY|INDEX sqlite_autoindex_follower_days_1) \(performer_id=\? AND day>\? AND day<\?\)$/,
      ),
    ]);
  });
});

describe("the fan lists' counts read a few index entries, not the creator's audience", () => {
  it("subscribers and expired from the kept counts and subscriptions_kept_idx ranges, top spenders by a distinct scan that stops", async () => {
    const res = await counted("/api/lists", creator.token);
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    const counts = res.statements.filter((s) => /\bsubscriptions\b/.test(s.sql));
    expect(counts).toHaveLength(1);
    const lines = (await planLines(counts[0])).map((l) => l.detail);
    const subscriptions = lines.filter((d) => / subscriptions /.test(d));
    expect(subscriptions.length).toBeGreaterThan(0);
    for (const line of subscriptions) {
      expect(line).toMatch(
        /^SEARCH subscriptions USING COVERING INDEX subscriptions_kept_idx \(performer_id=\? AND kept_as=\?( AND status=\?( AND expires_at[<=>]\?)?)?\)$/,
      );
    }
    expect(lines).toContainEqual(
      "SEARCH earnings USING COVERING INDEX earnings_performer_idx (performer_id=? AND created_at>?)",
    );
    // The creator's id is the session's subquery (one statement with the session lookup).
    expect(counts[0].sql).toMatch(
      /select distinct user_id from earnings\s+where performer_id = (\?|\(select "users"\."id" [^()]*\))[^)]*limit \?/,
    );
  });
});

describe("a list's members page stops at the page inside its one statement", () => {
  it("the Followers page comes in follows_performer_idx order: only the page's rows are sorted again", async () => {
    const res = await counted("/api/lists/followers/members?limit=20", creator.token);
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    expect(res.statements).toHaveLength(1);
    const lines = await planLines(res.statements[0]);
    const page = lines.find((l) => l.detail === "MATERIALIZE page");
    expect(page).toBeDefined();
    const inPage = lines.filter((l) => l.parent === page?.id).map((l) => l.detail);
    expect(inPage).toContainEqual(
      expect.stringMatching(/^SEARCH follows USING COVERING INDEX follows_performer_idx /),
    );
    // Ties of the rank by id only (the CTE's LIMIT stops the walk); the outer sort is of the page's rows.
    expect(inPage).not.toContain("USE TEMP B-TREE FOR ORDER BY");
  });
});

describe("the Subscribers and Expired pages read index ranges that stop at the page", () => {
  it.each([
    ["subscribers", ["subscriptions_subscribers_idx (performer_id=? AND status=?)"]],
    [
      "expired",
      [
        "subscriptions_ended_idx (performer_id=? AND status=? AND expires_at<?)",
        "subscriptions_ended_idx (performer_id=? AND status=? AND expires_at=?)",
        "subscriptions_ended_idx (performer_id=? AND status=?)",
        "subscriptions_ended_idx (performer_id=? AND status=?)",
      ],
    ],
  ])("%s: each range in its index's order, only ties on the rank sorted again", async (list, ranges) => {
    const res = await counted(`/api/lists/${list}/members?limit=20`, creator.token);
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    expect(res.statements).toHaveLength(1);
    const lines = await planLines(res.statements[0]);
    const page = lines.find((l) => l.detail === "MATERIALIZE page");
    expect(page).toBeDefined();
    // The page's reads of subscriptions, each under its own subquery (the range and its LIMIT).
    const searches = lines.filter((l) => /^SEARCH subscriptions /.test(l.detail));
    const inPage = searches.filter((l) => {
      for (let at: PlanLine | undefined = l; at; at = lines.find((p) => p.id === at?.parent)) {
        if (at === page) return true;
      }
      return false;
    });
    expect(inPage.map((l) => l.detail)).toEqual(
      ranges.map((r) => `SEARCH subscriptions USING COVERING INDEX ${r}`),
    );
    for (const range of inPage) {
      const sorts = lines.filter((l) => l.parent === range.parent && /^USE TEMP B-TREE/.test(l.detail));
      expect(sorts.map((l) => l.detail)).not.toContain("USE TEMP B-TREE FOR ORDER BY");
    }
  });
});

describe("the statistics read the period's rows, not the creator's history", () => {
  it("subscribers gained and lost come from subscription_days' key and the rows changed since its last recount, not from the creator's subscriptions", async () => {
    const res = await counted("/api/performer/statistics", creator.token);
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    expect(res.statements).toHaveLength(1);
    const details = (await planLines(res.statements[0])).map((l) => l.detail);
    // Gained and lost each look for the changed rows twice (their days now and as kept).
    expect(details.filter((d) => /\bsubscriptions\b/.test(d))).toEqual(
      Array(4).fill(
        "SEARCH subscriptions USING INDEX subscriptions_days_unkept_idx (performer_id=? AND <expr>=?)",
      ),
    );
    const days = details.filter((d) => /\bsubscription_days\b/.test(d));
    expect(days).toHaveLength(2);
    for (const line of days) {
      expect(line).toMatch(
        /^SEARCH subscription_days USING (PRIMARY KEY|INDEX sqlite_autoindex_subscription_days_1) \(performer_id=\? AND day>\? AND day<\?\)$/,
      );
    }
  });
});

describe("the vault reads a post's files by index", () => {
  it("where each file is used comes from feed_files' file index, not from every post's JSON", async () => {
    const res = await counted("/api/vault", creator.token);
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    const reads = res.statements.filter((s) => /\bfeed_files\b/.test(s.sql));
    expect(reads.length).toBeGreaterThan(0);
    expect(res.statements.some((s) => /json_each\(\s*(json_insert\()?\s*f\.file_ids/i.test(s.sql))).toBe(
      false,
    );
    for (const read of reads) {
      expect((await planLines(read)).map((l) => l.detail)).toContainEqual(
        expect.stringMatching(
          /^SEARCH (ff|feed_files) USING COVERING INDEX feed_files_file_idx \(file_id=\?/,
        ),
      );
    }
  });
});

describe("the wallet's adjustments read one user's of that kind, newest first, by index", () => {
  it("ledger_movements_user_idx (user, kind, time) gives the rows in order: no sort, no walk of the user's movements", async () => {
    const res = await counted("/wallet", fan.token);
    expect(res.status, res.body.slice(0, 300)).toBe(200);
    const read = res.statements.find(
      (s) => /from "ledger_movements"/.test(s.sql) && /"kind" = \?/.test(s.sql),
    );
    expect(read, res.statements.map((s) => s.sql).join("\n")).toBeDefined();
    const plan = (await planLines(read!)).map((l) => l.detail);
    expect(plan).toContainEqual(
      expect.stringMatching(
        /^SEARCH ledger_movements USING INDEX ledger_movements_user_idx \(user_id=\? AND kind=\?\)/,
      ),
    );
    expect(plan.some((l) => l.includes("TEMP B-TREE"))).toBe(false);
  });
});

function report(path: string, who: Who, { sql, params }: Sent, lines: PlanLine[], found: string[]) {
  return [
    `GET ${path} (as ${who})`,
    `  SQL: ${sql}`,
    `  params: ${JSON.stringify(params)}`,
    `  finding: ${found.join(" | ")}`,
    `  plan:\n    ${lines.map((l) => l.detail).join("\n    ")}`,
  ].join("\n");
}
