/**
 * A creator's page (`/{username}`) for one viewer after another in the same isolate: its header's
 * reads are built once per isolate and bound per request (app/routes/$profileId.tsx,
 * compiledReads), so each viewer must see their own bookmark, follow and offer, never the first
 * viewer's.
 */
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { counted } from "../helpers/d1-count";
import { follow } from "../helpers/feeds";

async function promote(creator: TestUser, body: Record<string, unknown>) {
  const res = await call("/api/performer/promotions", { token: creator.token, body });
  expect(res.status, res.text).toBe(201);
  return res.json.data as { code: string };
}

/** The header's own controls: the creator here has no posts, so no post card has a bookmark. */
const header = (html: string) => ({
  bookmarked: html.includes('aria-label="Remove bookmark"'),
  notBookmarked: html.includes('aria-label="Bookmark"'),
  following: html.includes(">Following<"),
  offer: html.includes("Welcome, night owls"),
});

describe("a creator's page for one viewer after another", () => {
  it("shows each fan their own bookmark, follow and link offer, and the creator their own page", async () => {
    const creator = await createUser("performer");
    const [a, b] = [await createUser("fan"), await createUser("fan")];
    const res = await call("/api/reactions", {
      token: a.token,
      body: { objectType: "performer", objectId: creator.id, action: "bookmark" },
    });
    expect(res.status, res.text).toBe(200);
    await follow(a.id, creator.id);
    const { code } = await promote(creator, {
      kind: "trial",
      audience: "both",
      trialDays: 7,
      message: "Welcome, night owls",
    });
    const page = async (who: TestUser, query = "") => {
      const got = await counted(`/${creator.username}${query}`, who.token);
      expect(got.status).toBe(200);
      return header(got.body);
    };
    // Twice round, so the second viewer of each shape reads through statements built for the first.
    for (let round = 0; round < 2; round++) {
      expect(await page(a)).toEqual({
        bookmarked: true,
        notBookmarked: false,
        following: true,
        offer: false,
      });
      expect(await page(b)).toEqual({
        bookmarked: false,
        notBookmarked: true,
        following: false,
        offer: false,
      });
      // A trial goes by its link only; the code is read as typed (lower case, spaces) for either fan.
      expect((await page(b, `?promo=${code}`)).offer).toBe(true);
      expect((await page(a, `?promo=%20${code.toLowerCase()}`)).offer).toBe(true);
      expect((await page(b, "?promo=NOSUCHCODE")).offer).toBe(false);
      const own = await counted(`/${creator.username}`, creator.token);
      expect(own.status).toBe(200);
      expect(own.body).toContain("Edit profile");
      expect(header(own.body)).toMatchObject({ bookmarked: false, following: false, offer: false });
    }
  });

  it("the header's reads are one round trip with the profile: 3 in all for a fan", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await counted(`/${creator.username}`, fan.token); // settings are read once per isolate
    const got = await counted(`/${creator.username}`, fan.token);
    expect(got.status).toBe(200);
    // The session with the header's unread counts; the profile with the rules' facts, the live
    // session, the bookmark and the offers (one batch); the first page of posts.
    expect(got.roundTrips).toBe(3);
  });
});
