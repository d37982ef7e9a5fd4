/**
 * One selling policy (functions/identity/access/verified.ts, assertMaySell) for every
 * sellable kind. An unverified creator can neither put up for sale nor keep for sale by editing a
 * post, a gallery, a video or a product; free items stay open to them. Photos are sold through
 * their gallery (they carry no price of their own).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { performerProfiles } from "../../drizzle/schema/performers";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { createGalleryVia, createProductVia, form, uploadVideoVia } from "../helpers/assets";
import { createFeed } from "../helpers/feeds";
import { sampleFile } from "../helpers/media";

const withdrawVerification = (creator: TestUser) =>
  db()
    .update(performerProfiles)
    .set({ verificationStatus: "rejected" })
    .where(eq(performerProfiles.userId, creator.id));

const refused = (res: { status: number; json: any }, label: string) => {
  expect(res.status, label).toBe(403);
  expect(res.json.code, label).toBe("performer_not_verified");
};

const OWN = "/api/performer/performer-assets";

describe("the selling policy, kind by kind, for a creator whose verification was withdrawn", () => {
  it("a post: free ones save, for sale is refused on create and on edit", async () => {
    const creator = await createUser("performer");
    const free = await createFeed(creator.token, { type: "text", text: "<p>Free</p>" });
    const sale = await createFeed(creator.token, {
      type: "text",
      text: "<p>Sale</p>",
      isSale: true,
      price: 5,
    });
    await withdrawVerification(creator);
    refused(
      await call("/api/performer/feeds", {
        token: creator.token,
        body: { type: "text", text: "<p>New</p>", isSale: true, price: 5 },
      }),
      "create for sale",
    );
    const edit = (id: string, body: Record<string, unknown>) =>
      call(`/api/performer/feeds/${id}`, { method: "PUT", token: creator.token, body });
    refused(await edit(free._id, { isSale: true, price: 5 }), "free becomes for sale");
    refused(await edit(sale._id, { text: "<p>Still for sale</p>" }), "edit while for sale");
    expect((await edit(free._id, { text: "<p>Still free</p>" })).status).toBe(200);
    expect((await edit(sale._id, { isSale: false, price: 0 })).status).toBe(200);
  });

  it("a gallery", async () => {
    const creator = await createUser("performer");
    const free = await createGalleryVia(creator.token);
    const sale = await createGalleryVia(creator.token, { isSale: true, price: 5 });
    await withdrawVerification(creator);
    refused(
      await call(`${OWN}/galleries`, {
        token: creator.token,
        body: { title: "New", description: "", isSale: true, price: 5, status: "active" },
      }),
      "create for sale",
    );
    const edit = (id: string, body: Record<string, unknown>) =>
      call(`${OWN}/galleries/${id}`, { method: "PUT", token: creator.token, body });
    refused(await edit(free._id, { isSale: true, price: 5 }), "free becomes for sale");
    refused(await edit(sale._id, { title: "Renamed" }), "edit while for sale");
    expect((await edit(free._id, { title: "Still free" })).status).toBe(200);
  });

  it("a video", async () => {
    const creator = await createUser("performer");
    const free = await uploadVideoVia(creator.token);
    const sale = await uploadVideoVia(creator.token, { isSale: "true", price: "4" });
    await withdrawVerification(creator);
    const edit = (id: string, fields: Record<string, string>) =>
      call(`${OWN}/videos/edit/${id}`, { method: "PUT", token: creator.token, form: form(fields) });
    refused(await edit(free._id, { isSale: "true", price: "4" }), "free becomes for sale");
    refused(await edit(sale._id, { title: "Renamed" }), "edit while for sale");
    expect((await edit(free._id, { title: "Still free" })).status).toBe(200);
    refused(
      await call(`${OWN}/videos/upload`, {
        token: creator.token,
        form: form({ file: sampleFile("mp4"), title: "New", isSale: "true", price: "3" }),
      }),
      "upload for sale",
    );
  });

  it("a product (always for sale): neither created nor edited", async () => {
    const creator = await createUser("performer");
    const product = await createProductVia(creator.token);
    await withdrawVerification(creator);
    refused(
      await call(`${OWN}/products/${product._id}`, {
        method: "PUT",
        token: creator.token,
        form: form({ name: "Renamed" }),
      }),
      "edit",
    );
    refused(
      await call(`${OWN}/products`, {
        token: creator.token,
        form: form({ name: "Poster", type: "physical", price: "10", stock: "1", image: sampleFile("png") }),
      }),
      "create",
    );
  });
});
