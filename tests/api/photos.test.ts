import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { galleries } from "../../drizzle/schema/assets";
import { performerProfiles } from "../../drizzle/schema/performers";
import { call, createUser, db, type TestUser } from "../helpers/api";
import {
  type Cast,
  createCast,
  createGalleryVia,
  fetchMedia,
  form,
  inR2,
  purchase,
  r2KeysOf,
  uploadPhotoVia,
} from "../helpers/assets";
import { disguisedScript, jpegOfSize, sampleBytes, sampleFile, storedKeysOfOwner } from "../helpers/media";

const OWN = "/api/performer/performer-assets/photos";
const FAN = "/api/performer-assets/photos";

async function stats(performerId: string) {
  const [row] = await db().select().from(performerProfiles).where(eq(performerProfiles.userId, performerId));
  return row;
}

describe("creator side", () => {
  let creator: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let gallery: any;

  beforeAll(async () => {
    [creator, other, admin] = await Promise.all([
      createUser("performer"),
      createUser("performer"),
      createUser("admin"),
    ]);
    gallery = await createGalleryVia(creator.token, { title: "Main" });
  });

  it("uploads a photo (field `photo`), served back byte for byte; it is its own thumbnail", async () => {
    const res = await call(`${OWN}/upload`, {
      token: creator.token,
      form: form({
        photo: sampleFile("jpg"),
        galleryId: gallery._id,
        title: "Dawn",
        description: "<b>Early</b>",
      }),
    });
    expect(res.status, res.text).toBe(201);
    const p = res.json.data;
    expect(p).toMatchObject({
      title: "Dawn",
      description: "<b>Early</b>",
      galleryId: gallery._id,
      status: "active",
      isLocked: false,
      performer: { _id: creator.id },
    });
    expect(p.photo.mimeType).toBe("image/jpeg");
    expect(p.thumbnail._id).toBe(p.photo._id);
    const media = await fetchMedia(p.photo.url);
    expect(media.status).toBe(200);
    expect(media.bytes).toEqual(sampleBytes("jpg"));
    expect(media.headers.get("content-type")).toBe("image/jpeg");
    expect((await stats(creator.id)).totalPhotos).toBeGreaterThanOrEqual(1);
  });

  it("refuses bad input (422), disguised files (415) and oversize photos (413), storing nothing", async () => {
    const fresh = await createUser("performer");
    const g = await createGalleryVia(fresh.token);
    const noFile = await call(`${OWN}/upload`, { token: fresh.token, form: form({ galleryId: g._id }) });
    expect(noFile.status).toBe(422);
    expect(noFile.json.details.photo).toBeTruthy();
    const noGallery = await call(`${OWN}/upload`, {
      token: fresh.token,
      form: form({ photo: sampleFile("png") }),
    });
    expect(noGallery.status).toBe(422);
    expect(noGallery.json.details.galleryId).toBeTruthy();
    const badStatus = await call(`${OWN}/upload`, {
      token: fresh.token,
      form: form({ photo: sampleFile("png"), galleryId: g._id, status: "public" }),
    });
    expect(badStatus.status).toBe(400);
    const script = await call(`${OWN}/upload`, {
      token: fresh.token,
      form: form({ photo: disguisedScript("me.jpg"), galleryId: g._id }),
    });
    expect(script.status).toBe(415);
    const pdf = await call(`${OWN}/upload`, {
      token: fresh.token,
      form: form({ photo: sampleFile("pdf", "scan.png", "image/png"), galleryId: g._id }),
    });
    expect(pdf.status).toBe(415);
    const big = await call(`${OWN}/upload`, {
      token: fresh.token,
      form: form({ photo: jpegOfSize(20 * 1024 * 1024 + 1), galleryId: g._id }),
    });
    expect(big.status).toBe(413);
    expect(await storedKeysOfOwner(fresh.id)).toEqual([]);
  });

  it("uploads only into own galleries; fans and anonymous callers are refused", async () => {
    const foreign = await call(`${OWN}/upload`, {
      token: other.token,
      form: form({ photo: sampleFile("png"), galleryId: gallery._id }),
    });
    expect(foreign.status).toBe(404);
    expect(await storedKeysOfOwner(other.id)).toEqual([]);
    const anon = await call(`${OWN}/upload`, {
      form: form({ photo: sampleFile("png"), galleryId: gallery._id }),
    });
    expect(anon.status).toBe(401);
    const fan = await createUser("fan");
    const asFan = await call(`${OWN}/upload`, {
      token: fan.token,
      form: form({ photo: sampleFile("png"), galleryId: gallery._id }),
    });
    expect(asFan.status).toBe(403);
    const byAdmin = await call(`${OWN}/upload`, {
      token: admin.token,
      form: form({ photo: sampleFile("png"), galleryId: gallery._id }),
    });
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.json.data.performerId).toBe(creator.id);
  });

  it("searches own photos by gallery", async () => {
    const g2 = await createGalleryVia(creator.token, { title: "Second" });
    const p = await uploadPhotoVia(creator.token, g2._id);
    const res = await call(`${OWN}/search?galleryId=${g2._id}`, { token: creator.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ total: 1 });
    expect(res.json.data.data[0]._id).toBe(p._id);
    const foreign = await call(`${OWN}/search?galleryId=${g2._id}`, { token: other.token });
    expect(foreign.json.data.total).toBe(0);
  });

  it("updates and moves a photo between own galleries only", async () => {
    const g2 = await createGalleryVia(creator.token, { title: "Target" });
    const foreignGallery = await createGalleryVia(other.token);
    const p = await uploadPhotoVia(creator.token, gallery._id);
    const res = await call(`${OWN}/${p._id}`, {
      method: "PUT",
      token: creator.token,
      body: { title: "Moved", galleryId: g2._id },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ title: "Moved", galleryId: g2._id });
    const intoForeign = await call(`${OWN}/${p._id}`, {
      method: "PUT",
      token: creator.token,
      body: { galleryId: foreignGallery._id },
    });
    expect(intoForeign.status).toBe(404);
    const bad = await call(`${OWN}/${p._id}`, { method: "PUT", token: creator.token, body: { status: 3 } });
    expect(bad.status).toBe(400);
    const byOther = await call(`${OWN}/${p._id}`, {
      method: "PUT",
      token: other.token,
      body: { title: "x" },
    });
    expect(byOther.status).toBe(404);
  });

  it("sets the gallery cover; deleting the photo removes its file and the cover", async () => {
    const g = await createGalleryVia(creator.token, { title: "Covered" });
    const first = await uploadPhotoVia(creator.token, g._id, sampleFile("jpg"));
    const second = await uploadPhotoVia(creator.token, g._id, sampleFile("png"));
    const cover = await call(`${OWN}/set-cover/${first._id}`, { method: "POST", token: creator.token });
    expect(cover.status).toBe(200);
    expect(cover.json.data.isGalleryCover).toBe(true);
    const view = await call(`/api/performer-assets/galleries/${g._id}/view`);
    expect(view.json.data.coverPhotoId).toBe(first._id);
    expect(view.json.data.cover._id).toBe(first.photo._id);
    expect((await call(`${OWN}/set-cover/${first._id}`, { method: "POST", token: other.token })).status).toBe(
      404,
    );

    const [key] = await r2KeysOf([first.photo._id]);
    const del = await call(`${OWN}/${first._id}`, { method: "DELETE", token: creator.token });
    expect(del.status).toBe(200);
    expect(await inR2(key)).toBe(false);
    const [row] = await db().select().from(galleries).where(eq(galleries.id, g._id));
    expect(row.coverPhotoId).toBeNull();
    // With no chosen cover, the newest photo stands in only for viewers the gallery is open to.
    const after = await call(`/api/performer-assets/galleries/${g._id}/view`, { token: creator.token });
    expect(after.json.data.cover._id).toBe(second.photo._id);
    const anonymous = await call(`/api/performer-assets/galleries/${g._id}/view`);
    expect(anonymous.json.data.cover).toBeNull();
    expect((await call(`${OWN}/${first._id}`, { method: "DELETE", token: creator.token })).status).toBe(404);
  });
});

describe("fan side: photos follow their gallery's rule", () => {
  let cast: Cast;
  let subGallery: any;
  let saleGallery: any;
  let subPhoto: any;
  let salePhoto: any;

  beforeAll(async () => {
    cast = await createCast("IR");
    subGallery = await createGalleryVia(cast.owner.token, { title: "Members" });
    saleGallery = await createGalleryVia(cast.owner.token, { title: "For sale", isSale: true, price: 3 });
    subPhoto = await uploadPhotoVia(cast.owner.token, subGallery._id, sampleFile("png"));
    salePhoto = await uploadPhotoVia(cast.owner.token, saleGallery._id, sampleFile("jpg"));
    await purchase(cast.buyer, "gallery", saleGallery._id, cast.owner.id);
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
    it(`${who}: by creator and by gallery`, async () => {
      const token = who === "anonymous" ? undefined : cast[who as "owner"].token;
      const byPerformer = await call(`${FAN}/${cast.owner.id}?limit=100`, { token });
      expect(byPerformer.status, byPerformer.text).toBe(200);
      expect(byPerformer.json.data.total).toBe(2);
      for (const [key, photo, gallery, sample] of [
        ["sub", subPhoto, subGallery, "png"],
        ["sale", salePhoto, saleGallery, "jpg"],
      ] as const) {
        const lock = matrix[who][key];
        const fromCreator = byPerformer.json.data.data.find((p: any) => p._id === photo._id);
        const byGallery = await call(`${FAN}?galleryId=${gallery._id}`, { token });
        expect(byGallery.status).toBe(200);
        const fromGallery = byGallery.json.data.data[0];
        for (const p of [fromCreator, fromGallery]) {
          expect(p.lockReason, `${who} ${key}`).toBe(lock);
          // A locked photo carries no file at all (not even its id).
          expect(p.photo === null).toBe(lock !== null);
        }
        if (!lock) {
          const media = await fetchMedia(fromGallery.photo.url);
          expect(media.status).toBe(200);
          expect(media.bytes).toEqual(sampleBytes(sample));
        }
      }
    });
  }

  it("blocked user and blocked country get 403", async () => {
    const blocked = await call(`${FAN}/${cast.owner.id}`, { token: cast.blocked.token });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe("user_blocked");
    const blockedGallery = await call(`${FAN}?galleryId=${subGallery._id}`, { token: cast.blocked.token });
    expect(blockedGallery.status).toBe(403);
    const country = await call(`${FAN}?galleryId=${subGallery._id}`, {
      token: cast.subscriber.token,
      headers: { "cf-ipcountry": "IR" },
    });
    expect(country.status).toBe(403);
    expect(country.json.code).toBe("country_blocked");
  });

  it("hides draft photos and photos of draft galleries", async () => {
    const draftGallery = await createGalleryVia(cast.owner.token, { title: "Hidden", status: "draft" });
    await uploadPhotoVia(cast.owner.token, draftGallery._id);
    const draftPhoto = await uploadPhotoVia(cast.owner.token, subGallery._id);
    await call(`/api/performer/performer-assets/photos/${draftPhoto._id}`, {
      method: "PUT",
      token: cast.owner.token,
      body: { status: "draft" },
    });
    const list = await call(`${FAN}/${cast.owner.id}?limit=100`, { token: cast.subscriber.token });
    expect(list.json.data.total).toBe(2);
    expect(
      (await call(`${FAN}?galleryId=${draftGallery._id}`, { token: cast.subscriber.token })).status,
    ).toBe(404);
  });

  it("validates the query", async () => {
    const missing = await call(FAN);
    expect(missing.status).toBe(422);
    expect(missing.json.details.galleryId).toBeTruthy();
    expect((await call(`${FAN}?galleryId=unknown`)).status).toBe(404);
    expect((await call(`${FAN}/not-a-creator`)).status).toBe(404);
  });
});
