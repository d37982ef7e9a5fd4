/**
 * /home's creator lists (a random handful to discover and the most followed), read by statements
 * built once per isolate (functions/identity/performers/discovery.ts discoverAndTop): they keep
 * the discovery rule of every creator list (listed creators only, minus those who blocked the
 * viewer or the viewer's country, decided per request from the request's viewer and country).
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { performerProfiles } from "../../drizzle/schema/performers";
import { follows } from "../../drizzle/schema/social";
import { users } from "../../drizzle/schema/users";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { blockCountry, blockUser } from "../helpers/feeds";

const BLOCKED = "FJ";

/** The usernames linked from the page's "Discover creators" and "Top creators" sections. */
async function homeLists(fan: TestUser, country: string) {
  const res = await call("/home", { headers: { cookie: `token=${fan.token}`, "CF-IPCountry": country } });
  expect(res.status).toBe(200);
  const between = (from: string, to: string) => {
    const start = res.text.indexOf(from);
    return res.text.slice(start, res.text.indexOf(to, start));
  };
  const linked = (html: string) => [...html.matchAll(/href="\/([a-z0-9_]+)"/g)].map((m) => m[1]);
  const names = (html: string) => new Set(linked(html));
  return {
    discover: names(between('id="discover-heading"', 'id="top-heading"')),
    top: names(between('id="top-heading"', "</aside>")),
    topInOrder: linked(between('id="top-heading"', "</aside>")),
  };
}

describe("/home's creator lists", () => {
  let open: TestUser;
  let hidesFromCountry: TestUser;
  let hidesFromFan: TestUser;
  let unlisted: TestUser;
  let fan: TestUser;
  let otherFan: TestUser;

  beforeAll(async () => {
    [open, hidesFromCountry, hidesFromFan, unlisted, fan, otherFan] = await Promise.all([
      createUser("performer"),
      createUser("performer"),
      createUser("performer"),
      createUser("performer", { verified: false }),
      createUser("fan"),
      createUser("fan"),
    ]);
    await blockCountry(hidesFromCountry.id, BLOCKED);
    await blockUser(hidesFromFan.id, fan.id);
    // The most followed creators of the site, so each is in the top list unless it is hidden.
    for (const [i, creator] of [open, hidesFromCountry, hidesFromFan, unlisted].entries()) {
      await db()
        .update(performerProfiles)
        .set({ totalFollowers: 1_000_000 - i })
        .where(eq(performerProfiles.userId, creator.id));
    }
  });

  it("leave out the creators who blocked the viewer or the viewer's country, and unlisted ones", async () => {
    const { discover, top } = await homeLists(fan, BLOCKED);
    expect(top.has(open.username)).toBe(true);
    for (const list of [discover, top]) {
      expect(list.has(hidesFromCountry.username)).toBe(false);
      expect(list.has(hidesFromFan.username)).toBe(false);
      expect(list.has(unlisted.username)).toBe(false);
    }
  });

  it("show them to everyone else: each request's own viewer and country decide", async () => {
    const elsewhere = await homeLists(fan, "DE");
    expect(elsewhere.top.has(hidesFromCountry.username)).toBe(true);
    expect(elsewhere.top.has(hidesFromFan.username)).toBe(false);
    const other = await homeLists(otherFan, BLOCKED);
    expect(other.top.has(hidesFromFan.username)).toBe(true);
    expect(other.top.has(hidesFromCountry.username)).toBe(false);
    expect(other.top.has(unlisted.username)).toBe(false);
  });

  it("rank the top creators by followers, the discover and top lists read as one statement", async () => {
    // From a country no one blocks, for a fan no one blocked: the three most followed in order.
    const { topInOrder } = await homeLists(otherFan, "DE");
    expect(topInOrder.slice(0, 3)).toEqual([open.username, hidesFromCountry.username, hidesFromFan.username]);
  });

  it("discover only creators the fan does not follow yet", async () => {
    const follower = await createUser("fan");
    const creators = await db().select({ id: users.id }).from(users).where(eq(users.role, "performer"));
    const now = Date.now();
    await db()
      .insert(follows)
      .values(
        creators
          .filter((c) => c.id !== open.id)
          .map((c) => ({ followerId: follower.id, performerId: c.id, createdAt: now })),
      );
    // Whichever random handful is drawn, the one creator not followed is the only one to discover.
    for (let i = 0; i < 3; i++) {
      const { discover, top } = await homeLists(follower, "DE");
      expect([...discover]).toEqual([open.username]);
      // The top list is a ranking: followed creators stay in it.
      expect(top.has(hidesFromCountry.username)).toBe(true);
    }
  });
});
