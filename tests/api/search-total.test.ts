/**
 * Creator search's total without counting every creator (issue 22 §4): the list of every listed
 * creator answers its `total` from a kept count (functions/identity/access/verified.ts) less the
 * creators hiding from the viewer, so what the request reads does not grow with the creators, and
 * the total stays exact through every write that lists or unlists a creator.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { blockCountry, blockUser } from "../helpers/assets";
import { counted, rowsRead } from "../helpers/d1-count";

const SEARCH = "/api/performers/user/search?limit=20";

/** The same total counted the long way: every listed creator this viewer may see. */
async function countedLive(viewerId: string | null, country: string | null): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT count(*) AS n FROM users u JOIN performer_profiles pp ON pp.user_id = u.id
     WHERE u.role = 'performer' AND u.status = 'active' AND pp.verification_status = 'approved'
     AND (u.id = ?1 OR (NOT EXISTS (SELECT 1 FROM user_blocks b WHERE b.performer_id = u.id AND b.user_id = ?1)
     AND NOT EXISTS (SELECT 1 FROM performer_country_blocks c WHERE c.performer_id = u.id AND c.country_code = ?2)))`,
  )
    .bind(viewerId, country)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

const totalFor = async (user: TestUser, country?: string) => {
  const res = await call(SEARCH, { token: user.token, headers: country ? { "cf-ipcountry": country } : {} });
  expect(res.status, res.text).toBe(200);
  return res.json.data.total as number;
};

let fan: TestUser;
let admin: TestUser;

beforeAll(async () => {
  [fan, admin] = await Promise.all([createUser("fan"), createUser("admin")]);
  // More than a page of creators, each with its own follower count: the page (most followed first)
  // reads its 20 from the followers index and stops, whatever the creators added later.
  for (let i = 0; i < 25; i++) {
    const creator = await createUser("performer");
    await env.DB.prepare("UPDATE performer_profiles SET total_followers = ? WHERE user_id = ?")
      .bind(1000 + i, creator.id)
      .run();
  }
});

describe("creator search's total", () => {
  it("reads as many rows with 40 more creators: the total is kept, not counted", async () => {
    const before = await counted(SEARCH, fan.token);
    expect(before.status).toBe(200);
    const readBefore = await rowsRead(before.statements);
    for (let i = 0; i < 40; i++) await createUser("performer");
    const after = await counted(SEARCH, fan.token);
    expect(JSON.parse(after.body).data.total).toBe(JSON.parse(before.body).data.total + 40);
    expect(await rowsRead(after.statements)).toBe(readBefore);
  });

  it("stays exact through suspensions, verifications and blocks", async () => {
    const creator = await createUser("performer");
    expect(await totalFor(fan)).toBe(await countedLive(fan.id, null));

    // An admin suspends the creator: one fewer for everyone; reactivating brings them back.
    const suspend = await call(`/api/admin/users/${creator.id}/suspend`, {
      token: admin.token,
      body: { reason: "Checking" },
    });
    expect(suspend.status, suspend.text).toBeLessThan(300);
    const whileSuspended = await totalFor(fan);
    expect(whileSuspended).toBe(await countedLive(fan.id, null));
    const reactivate = await call(`/api/admin/users/${creator.id}/reactivate`, {
      token: admin.token,
      body: {},
    });
    expect(reactivate.status, reactivate.text).toBeLessThan(300);
    expect(await totalFor(fan)).toBe(whileSuspended + 1);

    // A reviewer approves a pending creator: listed from that batch on.
    const pending = await createUser("performer", { verified: false });
    const listedBefore = await totalFor(fan);
    const review = await call(`/api/admin/performers/${pending.id}/verification`, {
      token: admin.token,
      body: { decision: "approved" },
    });
    expect(review.status, review.text).toBeLessThan(300);
    expect(await totalFor(fan)).toBe(listedBefore + 1);
    expect(await totalFor(fan)).toBe(await countedLive(fan.id, null));

    // A creator who blocks this fan, and one who blocks the fan's country, hide from that fan only.
    const other = await createUser("fan");
    await blockUser(creator.id, fan);
    await blockCountry(pending.id, "FR");
    expect(await totalFor(fan)).toBe(await countedLive(fan.id, null));
    expect(await totalFor(fan, "FR")).toBe(await countedLive(fan.id, "FR"));
    expect(await totalFor(other, "FR")).toBe(await countedLive(other.id, "FR"));
    expect(await totalFor(other)).toBe(await countedLive(other.id, null));
    expect(await totalFor(fan, "FR")).toBe((await totalFor(other)) - 2);

    // A page past the end still says how many there are.
    const past = await call("/api/performers/user/search?limit=20&offset=100000", { token: other.token });
    expect(past.json.data.data).toEqual([]);
    expect(past.json.data.total).toBe(await countedLive(other.id, null));
  });
});
