import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { performerProfiles } from "../../drizzle/schema/performers";
import { users } from "../../drizzle/schema/users";
import { bumpPublicVersion } from "../../functions/http/edge/edge-cache";
import { call, createUser, db, type TestUser, unique } from "../helpers/api";
import { blockCountry, blockUser } from "../helpers/assets";

/** A word only this file's creators carry in their name, so other files' data never interferes. */
const TAG = unique("zq");

async function creator(
  name: string,
  profile: Partial<typeof performerProfiles.$inferInsert> = {},
  options: { verified?: boolean; createdAt?: number } = {},
): Promise<TestUser> {
  const user = await createUser("performer", { name: `${name} ${TAG}`, verified: options.verified });
  await db()
    .update(performerProfiles)
    .set({ ...profile })
    .where(eq(performerProfiles.userId, user.id));
  if (options.createdAt)
    await db().update(users).set({ createdAt: options.createdAt }).where(eq(users.id, user.id));
  // Written straight into D1, as an operator would: retire the visitors' cached search answers.
  await bumpPublicVersion(db());
  return user;
}

const search = async (
  params: Record<string, string>,
  init: { token?: string; headers?: Record<string, string> } = {},
) => {
  const res = await call(`/api/performers/user/search?${new URLSearchParams({ q: TAG, ...params })}`, init);
  return res;
};
const ids = (res: { json: { data: { data: { _id: string }[] } } }) => res.json.data.data.map((p) => p._id);

describe("creator discovery", () => {
  let ana: TestUser;
  let bea: TestUser;
  let cleo: TestUser;
  let pending: TestUser;
  let rejected: TestUser;
  let inactive: TestUser;
  const t0 = Date.now() - 10_000;

  beforeAll(async () => {
    ana = await creator(
      "Ana",
      {
        gender: "female",
        country: "US",
        bodyType: "fit",
        ageRange: "20-24",
        ethnicity: "latino",
        hair: "blond",
        eyes: "blue",
        sexualOrientation: "straight",
        isFreeSubscription: true,
        totalFollowers: 5000,
        totalSubscribers: 1000,
        bio: "<p>Hi, I <b>love</b> yoga</p>",
        monthlyPrice: 1250,
      },
      { createdAt: t0 },
    );
    bea = await creator(
      "Bea",
      {
        gender: "female",
        country: "DE",
        bodyType: "curvy",
        ageRange: "30-34",
        hair: "brown",
        eyes: "green",
        sexualOrientation: "lesbian",
        totalFollowers: 3000,
        totalSubscribers: 3000,
      },
      { createdAt: t0 + 1000 },
    );
    cleo = await creator(
      "Cleo",
      { gender: "male", country: "US", bodyType: "muscular", totalFollowers: 4000, totalSubscribers: 2000 },
      { createdAt: t0 + 2000 },
    );
    pending = await creator("Pending", { gender: "female", totalFollowers: 99999 }, { verified: false });
    rejected = await creator("Rejected", { verificationStatus: "rejected", totalFollowers: 99999 });
    inactive = await creator("Inactive", { totalFollowers: 99999 });
    await db().update(users).set({ status: "inactive" }).where(eq(users.id, inactive.id));
  });

  it("lists only verified, active creators, most followed first by default", async () => {
    const res = await search({});
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([ana.id, cleo.id, bea.id]);
    expect(res.json.data.total).toBe(3);
    for (const hidden of [pending.id, rejected.id, inactive.id]) expect(ids(res)).not.toContain(hidden);
  });

  it("gives creator cards with stats, prices and a plain bio excerpt", async () => {
    const res = await search({ q: `Ana ${TAG}` });
    expect(res.json.data.data).toHaveLength(1);
    const card = res.json.data.data[0];
    expect(card).toEqual({
      _id: ana.id,
      name: `Ana ${TAG}`,
      username: ana.username,
      avatar: "/images/default-avatar.svg",
      cover: null,
      bio: "Hi, I love yoga",
      stats: expect.objectContaining({ totalFollowers: 5000, totalSubscribers: 1000 }),
      isFreeSubscription: true,
      monthlyPrice: 12.5,
      isVerified: true,
      isOnline: false,
    });
  });

  it("finds by username too", async () => {
    const res = await call(`/api/performers/user/search?q=${bea.username.toUpperCase()}`);
    expect(ids(res)).toEqual([bea.id]);
  });

  it("filters by each profile field", async () => {
    expect(ids(await search({ gender: "female" }))).toEqual([ana.id, bea.id]);
    expect(ids(await search({ gender: "male" }))).toEqual([cleo.id]);
    expect(ids(await search({ country: "us" }))).toEqual([ana.id, cleo.id]);
    expect(ids(await search({ bodyType: "curvy" }))).toEqual([bea.id]);
    expect(ids(await search({ ageRange: "20-24" }))).toEqual([ana.id]);
    expect(ids(await search({ ethnicity: "latino" }))).toEqual([ana.id]);
    expect(ids(await search({ hair: "brown" }))).toEqual([bea.id]);
    expect(ids(await search({ eyes: "blue" }))).toEqual([ana.id]);
    expect(ids(await search({ sexualOrientation: "lesbian" }))).toEqual([bea.id]);
    expect(ids(await search({ isFreeSubscription: "true" }))).toEqual([ana.id]);
    expect(ids(await search({ isFreeSubscription: "false" }))).toEqual([cleo.id, bea.id]);
    expect(ids(await search({ gender: "female", country: "DE" }))).toEqual([bea.id]);
    expect((await search({ gender: "transgender" })).json.data).toEqual({ data: [], total: 0 });
  });

  it("sorts by latest and subscribers, both ways, and pages", async () => {
    expect(ids(await search({ sortBy: "latest" }))).toEqual([cleo.id, bea.id, ana.id]);
    expect(ids(await search({ sortBy: "latest", sort: "asc" }))).toEqual([ana.id, bea.id, cleo.id]);
    expect(ids(await search({ sortBy: "subscribers" }))).toEqual([bea.id, cleo.id, ana.id]);
    const page = await search({ limit: "1", offset: "1" });
    expect(ids(page)).toEqual([cleo.id]);
    expect(page.json.data.total).toBe(3);
  });

  it("refuses a limit out of range with 422, unknown options and sortBy with 400", async () => {
    const res = await search({ gender: "robot", bodyType: "blob" });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.details)).toEqual(expect.arrayContaining(["gender", "bodyType"]));
    const limit = await search({ limit: "500" });
    expect(limit.status).toBe(422);
    expect(limit.json.details).toEqual({ limit: "Limit must be at most 100" });
    const sorted = await search({ sortBy: "random" });
    expect(sorted.status).toBe(400);
    expect(sorted.json.details).toHaveProperty("sortBy");
    expect((await search({ isFreeSubscription: "yes" })).status).toBe(400);
    expect((await search({ country: "USA" })).status).toBe(422);
  });

  it("hides creators who blocked the viewer or the viewer's country (admins see them)", async () => {
    const fan = await createUser("fan");
    const admin = await createUser("admin");
    const owner = await creator("Blocker", { totalFollowers: 1 });
    await blockUser(owner.id, fan);
    await blockCountry(owner.id, "CL");
    expect(ids(await search({}))).toContain(owner.id);
    expect(ids(await search({}, { token: fan.token }))).not.toContain(owner.id);
    const fromChile = await search({}, { headers: { "CF-IPCountry": "CL" } });
    expect(ids(fromChile)).not.toContain(owner.id);
    expect(fromChile.json.data.total).toBe(3);
    expect(ids(await search({}, { token: admin.token, headers: { "CF-IPCountry": "CL" } }))).toContain(
      owner.id,
    );

    const random = await call("/api/performers/search/random?limit=50", { token: fan.token });
    expect(ids(random)).not.toContain(owner.id);
    const top = await call("/api/performers/top?limit=50", { headers: { "CF-IPCountry": "CL" } });
    expect(ids(top)).not.toContain(owner.id);
  });

  it("random gives verified creators up to the limit", async () => {
    const res = await call("/api/performers/search/random?limit=50");
    expect(res.status).toBe(200);
    const got = ids(res);
    expect(got.length).toBeGreaterThanOrEqual(3);
    expect(got.length).toBeLessThanOrEqual(50);
    expect(res.json.data.total).toBe(got.length);
    for (const hidden of [pending.id, rejected.id, inactive.id]) expect(got).not.toContain(hidden);
    expect(ids(await call("/api/performers/search/random?limit=2"))).toHaveLength(2);
    expect((await call("/api/performers/search/random?limit=0")).status).toBe(422);
  });

  it("top orders by followers or subscribers and never shows unverified creators", async () => {
    const byFollowers = await call("/api/performers/top?limit=50");
    expect(byFollowers.status).toBe(200);
    const f = ids(byFollowers);
    expect(f.indexOf(ana.id)).toBeLessThan(f.indexOf(cleo.id));
    expect(f.indexOf(cleo.id)).toBeLessThan(f.indexOf(bea.id));
    for (const hidden of [pending.id, rejected.id, inactive.id]) expect(f).not.toContain(hidden);
    const followers = byFollowers.json.data.data.map(
      (p: { stats: { totalFollowers: number } }) => p.stats.totalFollowers,
    );
    expect([...followers].sort((a, b) => b - a)).toEqual(followers);
    const bySubs = ids(await call("/api/performers/top?sortBy=subscribers&limit=50"));
    expect(bySubs.indexOf(bea.id)).toBeLessThan(bySubs.indexOf(cleo.id));
    expect(bySubs.indexOf(cleo.id)).toBeLessThan(bySubs.indexOf(ana.id));
    expect((await call("/api/performers/top?sortBy=likes")).status).toBe(400);
  });
});
