import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { performerProfiles } from "../../drizzle/schema/performers";
import { auditOf } from "../helpers/admin";
import { call, createUser, db, type TestUser } from "../helpers/api";
import {
  type Cast,
  createCast,
  createGalleryVia,
  fetchMedia,
  inR2,
  purchase,
  r2KeysOf,
  uploadPhotoVia,
} from "../helpers/assets";
import { sampleBytes, sampleFile } from "../helpers/media";

const OWN = "/api/performer/performer-assets/galleries";
const FAN = "/api/performer-assets/galleries";

async function stats(performerId: string) {
  const [row] = await db().select().from(performerProfiles).where(eq(performerProfiles.userId, performerId));
  return row;
}

describe("creator side", () => {
  let creator: TestUser;
  let other: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    [creator, other, admin] = await Promise.all([
      createUser("performer"),
      createUser("performer"),
      createUser("admin"),
    ]);
  });

  it("creates a gallery and counts published ones in the creator's stats", async () => {
    const res = await call(OWN, {
      token: creator.token,
      body: {
        title: "Holiday",
        description: "<p>Nice <img src=x onerror=alert(1)></p>",
        isSale: true,
        price: 9.99,
      },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({
      title: "Holiday",
      isSale: true,
      price: 9.99,
      status: "active",
      numOfItems: 0,
      cover: null,
      isLocked: false,
      performer: { _id: creator.id },
    });
    expect(res.json.data.description).toBe("<p>Nice </p>");
    await createGalleryVia(creator.token, { title: "Draft", status: "draft" });
    expect((await stats(creator.id)).totalGalleries).toBe(1);
  });

  it("refuses bad input with 422 details", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ title: "x", isSale: true, price: 0 }, "price"],
      [{ title: "x", price: 1.001 }, "price"],
      [{ title: "x", price: 100_000 }, "price"],
      [{ title: "x", status: "hidden" }, "status"],
      [{ title: "x", isSale: "yes" }, "isSale"],
    ];
    // A status outside the list and a flag that is not true/false are malformed (400).
    const wrongKind = new Set(['{"title":"x","status":"hidden"}', '{"title":"x","isSale":"yes"}']);
    for (const [body, field] of cases) {
      const res = await call(OWN, { token: creator.token, body });
      expect(res.status, JSON.stringify(body)).toBe(wrongKind.has(JSON.stringify(body)) ? 400 : 422);
      expect(res.json.details[field], JSON.stringify(res.json)).toBeTruthy();
    }
    const malformed = await call(OWN, { token: creator.token, body: "{not json" });
    expect(malformed.status).toBe(400);
  });

  it("needs a logged-in creator", async () => {
    expect((await call(OWN, { body: { title: "x" } })).status).toBe(401);
    const fan = await createUser("fan");
    const res = await call(OWN, { token: fan.token, body: { title: "x" } });
    expect(res.status).toBe(403);
    expect((await call(`${OWN}/search`, { token: fan.token })).status).toBe(403);
  });

  it("searches own galleries by q and status; admins see a creator's", async () => {
    const mine = await createGalleryVia(creator.token, { title: "Zebra stripes" });
    await createGalleryVia(other.token, { title: "Zebra of another" });
    const q = await call(`${OWN}/search?q=zebra`, { token: creator.token });
    expect(q.status).toBe(200);
    expect(q.json.data.data.map((g: any) => g._id)).toEqual([mine._id]);
    const drafts = await call(`${OWN}/search?status=draft`, { token: creator.token });
    expect(drafts.json.data.data.every((g: any) => g.status === "draft")).toBe(true);
    const asAdmin = await call(`${OWN}/search?performerId=${creator.id}&q=zebra`, { token: admin.token });
    expect(asAdmin.json.data.total).toBe(1);
    const wild = await call(`${OWN}/search?q=%25`, { token: creator.token });
    expect(wild.json.data.total).toBe(0);
  });

  it("updates own galleries; another creator gets 404, an admin may", async () => {
    const g = await createGalleryVia(creator.token);
    const res = await call(`${OWN}/${g._id}`, {
      method: "PUT",
      token: creator.token,
      body: { title: "Renamed", isSale: true, price: 2.5 },
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ title: "Renamed", isSale: true, price: 2.5 });
    const bad = await call(`${OWN}/${g._id}`, { method: "PUT", token: creator.token, body: { price: 0 } });
    expect(bad.status).toBe(422);
    expect(bad.json.details.price).toBeTruthy();
    const foreign = await call(`${OWN}/${g._id}`, {
      method: "PUT",
      token: other.token,
      body: { title: "Mine" },
    });
    expect(foreign.status).toBe(404);
    expect((await call(`${OWN}/${g._id}/view`, { token: other.token })).status).toBe(404);
    expect((await call(`${OWN}/${g._id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    const byAdmin = await call(`${OWN}/${g._id}`, {
      method: "PUT",
      token: admin.token,
      body: { isSale: false },
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.data).toMatchObject({ isSale: false, price: 0 });
    // Only the admin's edit of another's gallery is audited, with the fields it sent.
    const audit = await auditOf("gallery", g._id);
    expect(audit.map((a) => [a.action, a.details])).toEqual([
      ["gallery.update", { ownerId: creator.id, fields: ["isSale"] }],
    ]);
    expect((await call(`${OWN}/missing`, { method: "PUT", token: creator.token, body: {} })).status).toBe(
      404,
    );
  });

  it("views an own gallery with its draft photos", async () => {
    const g = await createGalleryVia(creator.token);
    const p = await uploadPhotoVia(creator.token, g._id);
    await call(`/api/performer/performer-assets/photos/${p._id}`, {
      method: "PUT",
      token: creator.token,
      body: { status: "draft" },
    });
    const res = await call(`${OWN}/${g._id}/view`, { token: creator.token });
    expect(res.status).toBe(200);
    expect(res.json.data.photos).toHaveLength(1);
    expect(res.json.data.photos[0].photo.url).toMatch(/^\/media\//);
    expect(res.json.data.numOfItems).toBe(1);
  });

  it("deletes a gallery with its photos and their files in R2", async () => {
    const fresh = await createUser("performer");
    const g = await createGalleryVia(fresh.token);
    const p1 = await uploadPhotoVia(fresh.token, g._id);
    const p2 = await uploadPhotoVia(fresh.token, g._id, sampleFile("jpg"));
    expect(await stats(fresh.id)).toMatchObject({ totalGalleries: 1, totalPhotos: 2 });
    const keys = await r2KeysOf([p1.photo._id, p2.photo._id]);
    expect(keys).toHaveLength(2);
    const res = await call(`${OWN}/${g._id}`, { method: "DELETE", token: fresh.token });
    expect(res.status).toBe(200);
    for (const key of keys) expect(await inR2(key)).toBe(false);
    expect(await stats(fresh.id)).toMatchObject({ totalGalleries: 0, totalPhotos: 0 });
    expect((await call(`${OWN}/${g._id}/view`, { token: fresh.token })).status).toBe(404);
  });
});

describe("fan side", () => {
  let cast: Cast;
  let subGallery: any;
  let saleGallery: any;
  let draftGallery: any;

  beforeAll(async () => {
    cast = await createCast("RU");
    subGallery = await createGalleryVia(cast.owner.token, { title: "Members album" });
    saleGallery = await createGalleryVia(cast.owner.token, {
      title: "Premium album",
      isSale: true,
      price: 5,
    });
    draftGallery = await createGalleryVia(cast.owner.token, { title: "Unfinished album", status: "draft" });
    await uploadPhotoVia(cast.owner.token, subGallery._id);
    await uploadPhotoVia(cast.owner.token, saleGallery._id);
    await purchase(cast.buyer, "gallery", saleGallery._id, cast.owner.id);
  });

  it("needs performerId or q", async () => {
    const res = await call(`${FAN}/search`);
    expect(res.status).toBe(422);
    expect(res.json.details.performerId).toBeTruthy();
  });

  it("lists a creator's published galleries only", async () => {
    const res = await call(`${FAN}/search?performerId=${cast.owner.id}&limit=100`);
    expect(res.status).toBe(200);
    const ids = res.json.data.data.map((g: any) => g._id);
    expect(ids).toEqual(expect.arrayContaining([subGallery._id, saleGallery._id]));
    expect(ids).not.toContain(draftGallery._id);
    expect((await call(`${FAN}/${draftGallery._id}/view`, { token: cast.subscriber.token })).status).toBe(
      404,
    );
    expect((await call(`${FAN}/search?performerId=nobody`)).status).toBe(404);
  });

  const matrix: Record<string, { sub: string | null; sale: string | null }> = {
    owner: { sub: null, sale: null },
    admin: { sub: null, sale: null },
    subscriber: { sub: null, sale: "purchase_required" },
    buyer: { sub: "subscription_required", sale: null },
    follower: { sub: "subscription_required", sale: "purchase_required" },
    anonymous: { sub: "login_required", sale: "login_required" },
  };

  for (const who of Object.keys(matrix)) {
    it(`${who}: no chosen cover: the newest photo as cover and photo URLs only when entitled`, async () => {
      const token = who === "anonymous" ? undefined : cast[who as "owner"].token;
      for (const [key, gallery] of [
        ["sub", subGallery],
        ["sale", saleGallery],
      ] as const) {
        const res = await call(`${FAN}/${gallery._id}/view`, { token });
        expect(res.status, res.text).toBe(200);
        const g = res.json.data;
        const lock = matrix[who][key];
        expect(g.lockReason, `${who} ${key}`).toBe(lock);
        expect(g.isLocked).toBe(lock !== null);
        expect(g.photos).toHaveLength(1);
        const [photo] = g.photos;
        expect(photo.isLocked).toBe(lock !== null);
        if (lock) {
          // A photo of the gallery is its content: no stand-in cover, no file id, for the locked.
          expect(g.cover).toBeNull();
          expect(photo.photo).toBeNull();
          expect(photo.thumbnail).toBeNull();
        } else {
          // The cover is a variant (docs/images.md), the photo itself the original.
          expect(g.cover.url).toMatch(/%40w960\?/);
          const cover = await fetchMedia(g.cover.url);
          expect(cover.status).toBe(200);
          expect(new TextDecoder().decode(cover.bytes.subarray(8, 12))).toBe("WEBP");
          const media = await fetchMedia(photo.photo.url);
          expect(media.status).toBe(200);
          expect(media.bytes).toEqual(sampleBytes("png"));
        }
      }
    });
  }

  it("blocked user and blocked country get 403", async () => {
    const blocked = await call(`${FAN}/${subGallery._id}/view`, { token: cast.blocked.token });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe("user_blocked");
    const list = await call(`${FAN}/search?performerId=${cast.owner.id}`, { token: cast.blocked.token });
    expect(list.status).toBe(403);
    const country = await call(`${FAN}/${subGallery._id}/view`, {
      token: cast.subscriber.token,
      headers: { "cf-ipcountry": "RU" },
    });
    expect(country.status).toBe(403);
    expect(country.json.code).toBe("country_blocked");
    const byText = await call(`${FAN}/search?q=album&limit=100`, { token: cast.blocked.token });
    expect(byText.status).toBe(200);
    expect(byText.json.data.data.some((g: any) => g.performerId === cast.owner.id)).toBe(false);
    const byTextOk = await call(`${FAN}/search?q=Premium%20album&limit=100`, { token: cast.follower.token });
    expect(byTextOk.json.data.data.some((g: any) => g._id === saleGallery._id)).toBe(true);
  });

  it("counts fan views only", async () => {
    const g = await createGalleryVia(cast.owner.token, { title: "Viewed" });
    await call(`${FAN}/${g._id}/view`, { token: cast.owner.token });
    await call(`${FAN}/${g._id}/view`, { token: cast.follower.token });
    const last = await call(`${FAN}/${g._id}/view`);
    expect(last.json.data.totalView).toBe(2);
  });
});
