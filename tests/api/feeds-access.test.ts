import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import {
  blockCountry,
  blockUser,
  createFeed,
  fetchMedia,
  follow,
  purchaseFeed,
  subscribe,
  uploadFeedFile,
} from "../helpers/feeds";
import { sampleBytes } from "../helpers/media";

/**
 * Who may see what (functions/identity/access/service.ts) for GET /user/feeds and
 * GET /user/feeds/{id}, and for the signed media URLs inside them: owners and admins see all; an item
 * for sale needs a purchase, other items an active subscription; a blocked user or country sees
 * nothing of the creator; everyone else gets only the previews the creator chose.
 */

let owner: TestUser;
let admin: TestUser;
let subscriber: TestUser;
let buyer: TestUser;
let follower: TestUser;
let blocked: TestUser;
let stranger: TestUser;
let subFeed: any;
let saleFeed: any;
let files: Record<"photo" | "video" | "thumbnail" | "teaser" | "saleThumb", { _id: string }>;

const BLOCKED_COUNTRY = "DE";
const LONG_TEXT = `<p>${"Subscribers get the whole story behind this photo shoot. ".repeat(6)}</p>`;

beforeAll(async () => {
  [owner, admin, subscriber, buyer, follower, blocked, stranger] = await Promise.all([
    createUser("performer"),
    createUser("admin"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
  ]);
  const [photo, video, thumbnail, teaser, saleThumb] = await Promise.all([
    uploadFeedFile(owner.token, "photo"),
    uploadFeedFile(owner.token, "video"),
    uploadFeedFile(owner.token, "thumbnail"),
    uploadFeedFile(owner.token, "teaser"),
    uploadFeedFile(owner.token, "thumbnail", "png"),
  ]);
  files = { photo, video, thumbnail, teaser, saleThumb };
  subFeed = await createFeed(owner.token, {
    type: "photo",
    text: LONG_TEXT,
    fileIds: [photo._id],
    thumbnailFileId: thumbnail._id,
    teaserFileId: teaser._id,
  });
  saleFeed = await createFeed(owner.token, {
    type: "video",
    text: "<p>Full video for sale</p>",
    fileIds: [video._id],
    thumbnailFileId: saleThumb._id,
    isSale: true,
    price: 4.99,
  });
  await Promise.all([
    subscribe(subscriber.id, owner.id),
    subscribe(blocked.id, owner.id),
    purchaseFeed(buyer.id, owner.id, saleFeed._id, 499),
    follow(buyer.id, owner.id),
    follow(follower.id, owner.id),
    follow(blocked.id, owner.id),
    blockUser(owner.id, blocked.id),
    blockCountry(owner.id, BLOCKED_COUNTRY),
  ]);
});

type Who = "owner" | "admin" | "subscriber" | "buyer" | "follower" | "anonymous";
const tokenOf = (who: Who) =>
  ({ owner, admin, subscriber, buyer, follower, anonymous: null })[who]?.token ?? undefined;

/** Who gets the files of each item: for sale, a buyer; otherwise a subscriber (owner and admin always). */
const ENTITLED: Record<"sub" | "sale", Who[]> = {
  sub: ["owner", "admin", "subscriber"],
  sale: ["owner", "admin", "buyer"],
};
const LOCK_REASON: Record<"sub" | "sale", Partial<Record<Who, string>>> = {
  sub: { buyer: "subscription_required", follower: "subscription_required", anonymous: "login_required" },
  sale: { subscriber: "purchase_required", follower: "purchase_required", anonymous: "login_required" },
};
const WHO: Who[] = ["owner", "admin", "subscriber", "buyer", "follower", "anonymous"];

async function expectUnlocked(item: any, fileId: string, sample: "png" | "mp4") {
  expect(item.isLocked).toBe(false);
  expect(item.lockReason).toBeNull();
  expect(item.files).toHaveLength(1);
  expect(item.files[0]._id).toBe(fileId);
  const media = await fetchMedia(item.files[0].url);
  expect(media.status).toBe(200);
  expect(media.bytes).toEqual(sampleBytes(sample));
}

function expectLocked(item: any, reason: string, lockedFileIds: string[]) {
  expect(item.isLocked).toBe(true);
  expect(item.lockReason).toBe(reason);
  expect(item.files).toEqual([]);
  // What it holds is told (the page says "a video", "3 photos"); the files are not.
  expect(item.mediaCount).toBe(lockedFileIds.length);
  const json = JSON.stringify(item);
  for (const id of lockedFileIds) expect(json).not.toContain(`/media/${id}`);
}

describe("GET /user/feeds/{id}: who gets the files", () => {
  for (const who of WHO) {
    it(`subscriber-only photo post as ${who}`, async () => {
      const res = await call(`/api/user/feeds/${subFeed._id}`, { token: tokenOf(who) });
      expect(res.status).toBe(200);
      const item = res.json.data;
      expect(item.thumbnail.url).toContain(`/media/${files.thumbnail._id}`);
      expect(item.teaser.url).toContain(`/media/${files.teaser._id}`);
      expect((await fetchMedia(item.thumbnail.url)).bytes).toEqual(sampleBytes("jpg"));
      expect((await fetchMedia(item.teaser.url)).bytes).toEqual(sampleBytes("webm"));
      if (ENTITLED.sub.includes(who)) {
        await expectUnlocked(item, files.photo._id, "png");
        expect(item.text).toBe(LONG_TEXT);
        expect(item.files[0].thumbnails).toEqual([item.files[0].url]);
      } else {
        expectLocked(item, LOCK_REASON.sub[who]!, [files.photo._id]);
        expect(item.text.length).toBeLessThanOrEqual(120);
        expect(item.text).toMatch(/^Subscribers get the whole story.*…$/);
      }
    });

    it(`post for sale as ${who}`, async () => {
      const res = await call(`/api/user/feeds/${saleFeed._id}`, { token: tokenOf(who) });
      expect(res.status).toBe(200);
      const item = res.json.data;
      expect(item).toMatchObject({ isSale: true, price: 4.99, type: "video" });
      expect(item.thumbnail.url).toContain(`/media/${files.saleThumb._id}`);
      expect(item.teaser).toBeNull();
      if (ENTITLED.sale.includes(who)) {
        await expectUnlocked(item, files.video._id, "mp4");
        expect(item.files[0].type).toBe("feed-video");
        expect(item.files[0].thumbnails).toEqual([item.thumbnail.url]);
      } else {
        expectLocked(item, LOCK_REASON.sale[who]!, [files.video._id]);
        // A short text is not shown whole as its own preview: at most half of it.
        expect(item.text).toBe("Full…");
      }
    });
  }

  it("refuses a blocked user and a blocked country with 403", async () => {
    for (const feed of [subFeed, saleFeed]) {
      const byUser = await call(`/api/user/feeds/${feed._id}`, { token: blocked.token });
      expect(byUser.status).toBe(403);
      expect(byUser.json.code).toBe("user_blocked");
      const byCountry = await call(`/api/user/feeds/${feed._id}`, {
        token: subscriber.token,
        headers: { "cf-ipcountry": BLOCKED_COUNTRY },
      });
      expect(byCountry.status).toBe(403);
      expect(byCountry.json.code).toBe("country_blocked");
      const anonCountry = await call(`/api/user/feeds/${feed._id}`, {
        headers: { "cf-ipcountry": BLOCKED_COUNTRY.toLowerCase() },
      });
      expect(anonCountry.status).toBe(403);
    }
  });

  it("lets the owner and admins through their own blocks", async () => {
    const res = await call(`/api/user/feeds/${subFeed._id}`, {
      token: admin.token,
      headers: { "cf-ipcountry": BLOCKED_COUNTRY },
    });
    expect(res.status).toBe(200);
    expect(res.json.data.isLocked).toBe(false);
  });

  it("answers 404 for an unknown post", async () => {
    const res = await call("/api/user/feeds/000000000000000000000000", { token: subscriber.token });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("feed_not_found");
  });

  it("locks again when the subscription has expired", async () => {
    const lapsed = await createUser("fan");
    await subscribe(lapsed.id, owner.id, -1000);
    const res = await call(`/api/user/feeds/${subFeed._id}`, { token: lapsed.token });
    expectLocked(res.json.data, "subscription_required", [files.photo._id]);
  });
});

describe("GET /user/feeds?performerId=: a creator's public timeline", () => {
  for (const who of WHO) {
    it(`as ${who}`, async () => {
      const res = await call(`/api/user/feeds?performerId=${owner.id}`, { token: tokenOf(who) });
      expect(res.status).toBe(200);
      expect(res.json.data.total).toBe(2);
      const byId = new Map(res.json.data.data.map((i: any) => [i._id, i]));
      const sub: any = byId.get(subFeed._id);
      const sale: any = byId.get(saleFeed._id);
      expect(sub.isLocked).toBe(!ENTITLED.sub.includes(who));
      expect(sale.isLocked).toBe(!ENTITLED.sale.includes(who));
      if (sub.isLocked) expectLocked(sub, LOCK_REASON.sub[who]!, [files.photo._id]);
      else await expectUnlocked(sub, files.photo._id, "png");
      if (sale.isLocked) expectLocked(sale, LOCK_REASON.sale[who]!, [files.video._id]);
      else await expectUnlocked(sale, files.video._id, "mp4");
      for (const item of [sub, sale]) {
        expect(item.performer).toMatchObject({ _id: owner.id, username: owner.username });
        expect(item.thumbnail.url).toMatch(/^\/media\//);
      }
    });
  }

  it("accepts the creator's username", async () => {
    const res = await call(`/api/user/feeds?performerId=${owner.username.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(2);
  });

  it("refuses a blocked user and a blocked country with 403", async () => {
    const byUser = await call(`/api/user/feeds?performerId=${owner.id}`, { token: blocked.token });
    expect(byUser.status).toBe(403);
    expect(byUser.json.code).toBe("user_blocked");
    const byCountry = await call(`/api/user/feeds?performerId=${owner.id}`, {
      headers: { "cf-ipcountry": BLOCKED_COUNTRY },
    });
    expect(byCountry.status).toBe(403);
    expect(byCountry.json.code).toBe("country_blocked");
  });

  it("offers no text search that could reveal locked text", async () => {
    const res = await call(`/api/user/feeds?performerId=${owner.id}&q=nothing-matches-this`, {
      token: follower.token,
    });
    expect(res.status).toBe(200);
    expect(res.json.data.total).toBe(2);
  });

  it("answers 404 for an unknown creator", async () => {
    const res = await call("/api/user/feeds?performerId=nobody-here-at-all");
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("performer_not_found");
  });

  it("rejects bad paging with 422", async () => {
    const res = await call(`/api/user/feeds?performerId=${owner.id}&limit=500`);
    expect(res.status).toBe(422);
    expect(res.json.details.limit).toBeDefined();
  });
});

describe("GET /user/feeds: the home timeline", () => {
  it("needs a login", async () => {
    const res = await call("/api/user/feeds");
    expect(res.status).toBe(401);
  });

  it("shows followed and subscribed creators' posts, with the same locks", async () => {
    for (const [who, entitled] of [
      ["subscriber", subFeed._id],
      ["follower", null],
      ["buyer", saleFeed._id],
    ] as const) {
      const res = await call("/api/user/feeds", { token: tokenOf(who) });
      expect(res.status).toBe(200);
      const mine = res.json.data.data.filter((i: any) => i.performerId === owner.id);
      expect(mine.map((i: any) => i._id).sort()).toEqual([subFeed._id, saleFeed._id].sort());
      for (const item of mine) {
        expect(item.isLocked).toBe(item._id !== entitled);
        if (item.isLocked) expect(item.files).toEqual([]);
      }
    }
  });

  it("pages through several creators' posts newest first, each page where the last one ended", async () => {
    const [a, b] = await Promise.all([createUser("performer"), createUser("performer")]);
    const fan = await createUser("fan");
    await follow(fan.id, a.id);
    await follow(fan.id, b.id);
    // Uneven and interleaved, so a page takes more posts from one creator than from the other.
    const created: string[] = [];
    for (const [i, creator] of [a, b, a, a, b, a, a, b, a].entries()) {
      created.push((await createFeed(creator.token, { type: "text", text: `<p>Post ${i}</p>` }))._id);
    }
    const all = (await call("/api/user/feeds?limit=100", { token: fan.token })).json.data;
    expect(all.total).toBe(9);
    const newestFirst = [...all.data].sort(
      (x: any, y: any) => y.publishedAt.localeCompare(x.publishedAt) || y._id.localeCompare(x._id),
    );
    expect(all.data.map((i: any) => i._id)).toEqual(newestFirst.map((i: any) => i._id));
    expect([...created].sort()).toEqual(all.data.map((i: any) => i._id).sort());
    const paged: string[] = [];
    for (let offset = 0; offset < 9; offset += 4) {
      const page = (await call(`/api/user/feeds?limit=4&offset=${offset}`, { token: fan.token })).json.data;
      expect(page.total).toBe(9);
      paged.push(...page.data.map((i: any) => i._id));
    }
    expect(paged).toEqual(all.data.map((i: any) => i._id));
  });

  it("pages through more creators than a page holds (each read down to the floor of their newest posts) as the whole list does, ties included", async () => {
    const creators = await Promise.all(Array.from({ length: 6 }, () => createUser("performer")));
    const fan = await createUser("fan");
    for (const creator of creators) await follow(fan.id, creator.id);
    // The first creator posts most of the newest posts, so a page takes several from one creator
    // whose older posts are below other creators' newest; two more creators post once or twice.
    const order = [1, 2, 3, 4, 5, 0, 0, 1, 0, 0, 2, 0, 0, 3, 0];
    const ids: string[] = [];
    for (const [i, c] of order.entries()) {
      ids.push((await createFeed(creators[c].token, { type: "text", text: `<p>Floor ${i}</p>` }))._id);
    }
    // Four posts of three creators at the same moment, across pages' edges.
    await env.DB.prepare(
      "update feeds set published_at = (select published_at from feeds where id = ?) where id in (?, ?, ?)",
    )
      .bind(ids[9], ids[6], ids[7], ids[10])
      .run();
    const all = (await call("/api/user/feeds?limit=100", { token: fan.token })).json.data;
    expect(all.total).toBe(order.length);
    const newestFirst = [...all.data].sort(
      (x: any, y: any) => y.publishedAt.localeCompare(x.publishedAt) || y._id.localeCompare(x._id),
    );
    expect(all.data.map((i: any) => i._id)).toEqual(newestFirst.map((i: any) => i._id));
    for (const limit of [1, 2, 3, 5]) {
      const paged: string[] = [];
      for (let offset = 0; offset < order.length; offset += limit) {
        const page = (await call(`/api/user/feeds?limit=${limit}&offset=${offset}`, { token: fan.token }))
          .json.data;
        paged.push(...page.data.map((i: any) => i._id));
      }
      expect(paged).toEqual(all.data.map((i: any) => i._id));
    }
  });

  it("is empty for a fan who follows no one", async () => {
    const res = await call("/api/user/feeds", { token: stranger.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ data: [], total: 0 });
  });

  it("leaves out creators who blocked the fan or the fan's country", async () => {
    const byUser = await call("/api/user/feeds", { token: blocked.token });
    expect(byUser.status).toBe(200);
    expect(byUser.json.data.data.some((i: any) => i.performerId === owner.id)).toBe(false);
    const byCountry = await call("/api/user/feeds", {
      token: follower.token,
      headers: { "cf-ipcountry": BLOCKED_COUNTRY },
    });
    expect(byCountry.status).toBe(200);
    expect(byCountry.json.data.data.some((i: any) => i.performerId === owner.id)).toBe(false);
  });
});

describe("the creator's totals", () => {
  it("count the video of a video post as a video", async () => {
    const res = await call(`/api/performers/${owner.id}`);
    expect(res.status).toBe(200);
    // saleFeed is a video post with one video (no video assets): fans can watch one video.
    expect(res.json.data.stats.totalVideos).toBe(1);
  });

  it("count the photo of a photo post as a photo (the profile's Photos tab shows it)", async () => {
    const res = await call(`/api/performers/${owner.id}`);
    expect(res.status).toBe(200);
    // subFeed is a photo post with one photo (no galleries): fans see one photo.
    expect(res.json.data.stats.totalPhotos).toBe(1);
  });
});
