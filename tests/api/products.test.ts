import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { performerProfiles } from "../../drizzle/schema/performers";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { type Cast, createCast, createProductVia, fetchMedia, form, inR2, r2KeysOf } from "../helpers/assets";
import { disguisedScript, jpegOfSize, sampleBytes, sampleFile, storedKeysOfOwner } from "../helpers/media";

const OWN = "/api/performer/performer-assets/products";
const FAN = "/api/performer-assets/products";

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

  it("creates a physical product with stock and an image", async () => {
    const p = await createProductVia(creator.token, { description: "<p>Signed</p><script>x</script>" });
    expect(p).toMatchObject({
      name: "Signed poster",
      title: "Signed poster",
      type: "physical",
      price: 12.5,
      stock: 3,
      status: "active",
      isSale: true,
      isLocked: false,
      digitalFile: null,
      description: "<p>Signed</p>",
      performer: { _id: creator.id },
    });
    const img = await fetchMedia(p.image.url);
    expect(img.status).toBe(200);
    expect(img.bytes).toEqual(sampleBytes("png"));
    expect((await stats(creator.id)).totalProducts).toBe(1);
  });

  it("creates a digital product with its file, shown to the creator only", async () => {
    const p = await createProductVia(creator.token, {
      name: "E-book",
      type: "digital",
      stock: undefined,
      digitalFile: sampleFile("pdf"),
    });
    expect(p).toMatchObject({ type: "digital", stock: null });
    expect(p.digitalFile.mimeType).toBe("application/pdf");
    const file = await fetchMedia(p.digitalFile.url);
    expect(file.status).toBe(200);
    expect(file.bytes).toEqual(sampleBytes("pdf"));
    const own = await call(`${OWN}/${p._id}/view`, { token: creator.token });
    expect(own.json.data.digitalFile._id).toBe(p.digitalFile._id);
  });

  it("refuses bad input with 422 details", async () => {
    const cases: [Record<string, string | File | undefined>, string][] = [
      [{ price: "0" }, "price"],
      [{ price: "abc" }, "price"],
      [{ name: "" }, "name"],
      [{ type: "service" }, "type"],
      [{ stock: "-1" }, "stock"],
      [{ stock: "1.5" }, "stock"],
      [{ stock: undefined }, "stock"],
      [{ type: "digital", stock: undefined }, "digitalFile"],
      [{ status: "sold" }, "status"],
    ];
    for (const [fields, field] of cases) {
      const res = await call(OWN, {
        token: creator.token,
        form: form({ name: "Mug", type: "physical", price: "5", stock: "1", ...fields }),
      });
      // A price that is not a number and values outside a list are malformed (400).
      const malformed = [{ price: "abc" }, { type: "service" }, { status: "sold" }].some(
        (m) => JSON.stringify(m) === JSON.stringify(fields),
      );
      expect(res.status, `${JSON.stringify(fields)} ${res.text}`).toBe(malformed ? 400 : 422);
      expect(res.json.details[field], res.text).toBeTruthy();
    }
  });

  it("refuses a disguised image (415) and an oversize image (413), storing nothing", async () => {
    const fresh = await createUser("performer");
    const script = await call(OWN, {
      token: fresh.token,
      form: form({
        name: "Mug",
        type: "physical",
        price: "5",
        stock: "1",
        image: disguisedScript("mug.png"),
      }),
    });
    expect(script.status).toBe(415);
    const exe = await call(OWN, {
      token: fresh.token,
      form: form({ name: "Pack", type: "digital", price: "5", digitalFile: disguisedScript("pack.zip") }),
    });
    expect(exe.status).toBe(415);
    const big = await call(OWN, {
      token: fresh.token,
      form: form({
        name: "Mug",
        type: "physical",
        price: "5",
        stock: "1",
        image: jpegOfSize(10 * 1024 * 1024 + 1),
      }),
    });
    expect(big.status).toBe(413);
    expect(await storedKeysOfOwner(fresh.id)).toEqual([]);
  });

  it("needs a logged-in creator", async () => {
    expect((await call(OWN, { form: form({ name: "x" }) })).status).toBe(401);
    const fan = await createUser("fan");
    expect((await call(OWN, { token: fan.token, form: form({ name: "x" }) })).status).toBe(403);
  });

  it("updates (multipart) and replaces the image; the old one leaves R2", async () => {
    const p = await createProductVia(creator.token);
    const [oldKey] = await r2KeysOf([p.image._id]);
    const res = await call(`${OWN}/${p._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ price: "20", stock: "0", image: sampleFile("webp") }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ price: 20, stock: 0 });
    expect(res.json.data.image.mimeType).toBe("image/webp");
    expect(await inR2(oldKey)).toBe(false);
    const bad = await call(`${OWN}/${p._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ price: "-3" }),
    });
    expect(bad.status).toBe(422);
    const foreign = await call(`${OWN}/${p._id}`, {
      method: "PUT",
      token: other.token,
      form: form({ price: "1" }),
    });
    expect(foreign.status).toBe(404);
    expect((await call(`${OWN}/${p._id}/view`, { token: other.token })).status).toBe(404);
    const byAdmin = await call(`${OWN}/${p._id}`, {
      method: "PUT",
      token: admin.token,
      form: form({ name: "Fixed" }),
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json.data.name).toBe("Fixed");
  });

  it("turning a digital product physical needs stock and drops the digital file", async () => {
    const p = await createProductVia(creator.token, {
      name: "Zine",
      type: "digital",
      stock: undefined,
      digitalFile: sampleFile("pdf"),
    });
    const [key] = await r2KeysOf([p.digitalFile._id]);
    const noStock = await call(`${OWN}/${p._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ type: "physical" }),
    });
    expect(noStock.status).toBe(422);
    expect(noStock.json.details.stock).toBeTruthy();
    const res = await call(`${OWN}/${p._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ type: "physical", stock: "10" }),
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ type: "physical", stock: 10, digitalFile: null });
    expect(await inR2(key)).toBe(false);
  });

  it("searches own products by q, type and status", async () => {
    const fresh = await createUser("performer");
    await createProductVia(fresh.token, { name: "Hoodie" });
    await createProductVia(fresh.token, { name: "Hoodie draft", status: "draft" });
    await createProductVia(fresh.token, {
      name: "Song",
      type: "digital",
      stock: undefined,
      digitalFile: sampleFile("mp3"),
    });
    const all = await call(`${OWN}/search`, { token: fresh.token });
    expect(all.json.data.total).toBe(3);
    expect((await call(`${OWN}/search?q=hoodie`, { token: fresh.token })).json.data.total).toBe(2);
    expect((await call(`${OWN}/search?type=digital`, { token: fresh.token })).json.data.total).toBe(1);
    expect((await call(`${OWN}/search?status=draft`, { token: fresh.token })).json.data.total).toBe(1);
    expect((await call(`${OWN}/search?type=car`, { token: fresh.token })).status).toBe(400);
    expect((await stats(fresh.id)).totalProducts).toBe(2);
  });

  it("deletes a product and its files", async () => {
    const fresh = await createUser("performer");
    const p = await createProductVia(fresh.token, {
      type: "digital",
      stock: undefined,
      digitalFile: sampleFile("zip"),
    });
    const keys = await r2KeysOf([p.image._id, p.digitalFile._id]);
    expect(keys).toHaveLength(2);
    expect((await call(`${OWN}/${p._id}`, { method: "DELETE", token: other.token })).status).toBe(404);
    const res = await call(`${OWN}/${p._id}`, { method: "DELETE", token: fresh.token });
    expect(res.status).toBe(200);
    for (const key of keys) expect(await inR2(key)).toBe(false);
    expect((await stats(fresh.id)).totalProducts).toBe(0);
    expect((await call(`${FAN}/${p._id}`)).status).toBe(404);
  });
});

describe("fan side", () => {
  let cast: Cast;
  let digital: any;
  let physical: any;

  beforeAll(async () => {
    cast = await createCast("CU");
    digital = await createProductVia(cast.owner.token, {
      name: "Wallpaper pack",
      type: "digital",
      stock: undefined,
      digitalFile: sampleFile("zip"),
    });
    physical = await createProductVia(cast.owner.token, { name: "Wallpaper print" });
  });

  for (const who of ["owner", "admin", "subscriber", "buyer", "follower", "anonymous"] as const) {
    it(`${who}: sees the image, never the digital file`, async () => {
      const token = who === "anonymous" ? undefined : cast[who].token;
      const res = await call(`${FAN}/${digital._id}`, { token });
      expect(res.status).toBe(200);
      expect(res.json.data).toMatchObject({
        type: "digital",
        price: 12.5,
        isLocked: false,
        digitalFile: null,
      });
      expect(res.text).not.toContain(digital.digitalFile._id);
      const img = await fetchMedia(res.json.data.image.url);
      expect(img.status).toBe(200);
      const list = await call(`${FAN}/search?performerId=${cast.owner.id}`, { token });
      expect(list.status).toBe(200);
      expect(list.json.data.data.map((p: any) => p._id)).toEqual(
        expect.arrayContaining([digital._id, physical._id]),
      );
      expect(list.text).not.toContain(digital.digitalFile._id);
    });
  }

  it("blocked user and blocked country get 403", async () => {
    const blocked = await call(`${FAN}/${physical._id}`, { token: cast.blocked.token });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe("user_blocked");
    const country = await call(`${FAN}/search?performerId=${cast.owner.id}`, {
      headers: { "cf-ipcountry": "CU" },
    });
    expect(country.status).toBe(403);
    expect(country.json.code).toBe("country_blocked");
    const byText = await call(`${FAN}/search?q=wallpaper&limit=100`, { token: cast.blocked.token });
    expect(byText.json.data.data.some((p: any) => p.performerId === cast.owner.id)).toBe(false);
    const others = await call(`${FAN}/search?q=wallpaper&limit=100`, { token: cast.follower.token });
    expect(others.json.data.data.some((p: any) => p._id === physical._id)).toBe(true);
  });

  it("hides drafts and counts fan views", async () => {
    const draft = await createProductVia(cast.owner.token, { name: "Soon", status: "draft" });
    expect((await call(`${FAN}/${draft._id}`, { token: cast.follower.token })).status).toBe(404);
    const p = await createProductVia(cast.owner.token, { name: "Counted" });
    await call(`${FAN}/${p._id}`, { token: cast.owner.token });
    await call(`${FAN}/${p._id}`, { token: cast.follower.token });
    expect((await call(`${FAN}/${p._id}`)).json.data.totalView).toBe(2);
  });
});
