/**
 * What fans paid for stays theirs (functions/money/wallet/sold-items.ts): a creator cannot delete
 * a post, video or gallery fans bought (409 item_sold, saying how to hide it instead); hidden, it
 * still opens for each fan who bought it and for nobody else; an item nobody paid for deletes as
 * before; and a payment racing a deletion never stays paid for an item that is gone.
 */

import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDeps } from "#functions/context/create-deps";
import { AppError } from "#functions/errors";
import { commitUnlessSold } from "#functions/money/wallet/sold-items";
import { photos, videos } from "../../drizzle/schema/assets";
import { feeds } from "../../drizzle/schema/feeds";
import { walletCharges } from "../../drizzle/schema/ledger";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { createGalleryVia, form, uploadPhotoVia, uploadVideoVia } from "../helpers/assets";
import { sampleFile } from "../helpers/media";
import { balanceOf, charge, fund, ledgerViolations, saleFeed } from "../helpers/money";

const VIDEOS = "/api/performer/performer-assets/videos";
const GALLERIES = "/api/performer/performer-assets/galleries";

async function buyer(tokens = 50): Promise<TestUser> {
  const fan = await createUser("fan");
  await fund(fan.id, tokens);
  return fan;
}

describe("a post fans paid for stays theirs", () => {
  it("refuses its deletion with how to hide it; hidden, it opens for the buyer only", async () => {
    const creator = await createUser("performer");
    const [fan, other] = [await buyer(), await createUser("fan")];
    const post = await saleFeed(creator, 5);
    expect((await charge(fan.token, "feed", post._id)).status).toBe(201);

    const refused = await call(`/api/performer/feeds/${post._id}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(refused.status, refused.text).toBe(409);
    expect(refused.json).toMatchObject({ code: "item_sold" });
    expect(refused.json.message).toMatch(/^Fans have paid for this post.*Hide it/);
    expect(await db().select().from(feeds).where(eq(feeds.id, post._id))).toHaveLength(1);

    const hidden = await call(`/api/performer/feeds/${post._id}`, {
      method: "PUT",
      token: creator.token,
      body: { status: "inactive" },
    });
    expect(hidden.status, hidden.text).toBe(200);
    const forBuyer = await call(`/api/user/feeds/${post._id}`, { token: fan.token });
    expect(forBuyer.status, forBuyer.text).toBe(200);
    expect(forBuyer.json.data.text).toContain("Something special");
    expect(forBuyer.json.data.isLocked).toBe(false);
    expect((await call(`/api/user/feeds/${post._id}`, { token: other.token })).status).toBe(404);
    expect((await call(`/api/user/feeds/${post._id}`)).status).toBe(404);
    // Its comments and likes open with it, for the buyer only (the post page shows them).
    const comments = `/api/comments?objectType=feed&objectId=${post._id}`;
    const said = await call("/api/comments", {
      token: fan.token,
      body: { objectType: "feed", objectId: post._id, content: "Still mine" },
    });
    expect(said.status, said.text).toBe(201);
    const read = await call(comments, { token: fan.token });
    expect(read.status, read.text).toBe(200);
    expect(read.json.data.data.map((c: { content: string }) => c.content)).toEqual(["Still mine"]);
    expect((await call(comments, { token: other.token })).status).toBe(404);
    expect((await call(comments)).status).toBe(404);
    // Off the creator's page.
    const page = await call(`/api/user/feeds?performerId=${creator.id}`, { token: fan.token });
    expect(page.json.data.data.map((f: { _id: string }) => f._id)).not.toContain(post._id);
  });

  it("refuses it for a goal fans gave to; an unsold post deletes as before", async () => {
    const creator = await createUser("performer");
    const fan = await buyer();
    const goal = await call("/api/performer/feeds", {
      token: creator.token,
      body: {
        type: "crowdfunding",
        text: "<p>Help!</p>",
        crowdfunding: { title: "Camera", goal: 50, deadline: Date.now() + 86_400_000 },
      },
    });
    expect(goal.status, goal.text).toBe(201);
    expect(
      (await charge(fan.token, "crowdfunding", goal.json.data.crowdfunding._id, { amount: 5 })).status,
    ).toBe(201);
    const refused = await call(`/api/performer/feeds/${goal.json.data._id}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("item_sold");

    const unsold = await saleFeed(creator, 5);
    const deleted = await call(`/api/performer/feeds/${unsold._id}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await db().select().from(feeds).where(eq(feeds.id, unsold._id))).toHaveLength(0);
  });

  it("a refunded purchase no longer holds the post: it deletes", async () => {
    const creator = await createUser("performer");
    const fan = await buyer();
    const admin = await createUser("admin");
    const post = await saleFeed(creator, 5);
    const bought = await charge(fan.token, "feed", post._id);
    const refund = await call(`/api/admin/wallet/charges/${bought.json.data._id}/refund`, {
      token: admin.token,
      body: { reason: "Asked for it back" },
    });
    expect(refund.status, refund.text).toBe(200);
    const deleted = await call(`/api/performer/feeds/${post._id}`, {
      method: "DELETE",
      token: creator.token,
    });
    expect(deleted.status, deleted.text).toBe(200);
  });
});

describe("a video and a gallery fans paid for stay theirs", () => {
  it("refuses their deletion; set to Draft, they open for the buyer only", async () => {
    const creator = await createUser("performer");
    const [fan, other] = [await buyer(), await createUser("fan")];
    const video = await uploadVideoVia(creator.token, { isSale: "true", price: "4", status: "active" });
    const gallery = await createGalleryVia(creator.token, { isSale: true, price: 3 });
    await uploadPhotoVia(creator.token, gallery._id);
    expect((await charge(fan.token, "video", video._id)).status).toBe(201);
    expect((await charge(fan.token, "gallery", gallery._id)).status).toBe(201);

    for (const path of [`${VIDEOS}/${video._id}`, `${GALLERIES}/${gallery._id}`]) {
      const refused = await call(path, { method: "DELETE", token: creator.token });
      expect(refused.status, refused.text).toBe(409);
      expect(refused.json.code).toBe("item_sold");
      expect(refused.json.message).toMatch(/Set it to Draft/);
    }

    const videoDraft = await call(`${VIDEOS}/edit/${video._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ status: "draft" }),
    });
    expect(videoDraft.status, videoDraft.text).toBe(200);
    const galleryDraft = await call(`${GALLERIES}/${gallery._id}`, {
      method: "PUT",
      token: creator.token,
      body: { status: "draft" },
    });
    expect(galleryDraft.status, galleryDraft.text).toBe(200);

    const videoForBuyer = await call(`/api/performer-assets/videos/${video._id}`, { token: fan.token });
    expect(videoForBuyer.status, videoForBuyer.text).toBe(200);
    expect(videoForBuyer.json.data.isLocked).toBe(false);
    expect(videoForBuyer.json.data.video?.url).toBeTruthy();
    const galleryForBuyer = await call(`/api/performer-assets/galleries/${gallery._id}/view`, {
      token: fan.token,
    });
    expect(galleryForBuyer.status, galleryForBuyer.text).toBe(200);
    expect(galleryForBuyer.json.data.isLocked).toBe(false);
    for (const path of [
      `/api/performer-assets/videos/${video._id}`,
      `/api/performer-assets/galleries/${gallery._id}/view`,
    ]) {
      expect((await call(path, { token: other.token })).status).toBe(404);
    }
  });
});

describe("what fans bought is not taken out of it", () => {
  it("a sold video keeps its file, a sold gallery its photos; unsold, they go as before", async () => {
    const creator = await createUser("performer");
    const fan = await buyer();
    const video = await uploadVideoVia(creator.token, { isSale: "true", price: "4", status: "active" });
    const gallery = await createGalleryVia(creator.token, { isSale: true, price: 3 });
    const other = await createGalleryVia(creator.token, { isSale: true, price: 3 });
    const [photo, second] = [
      await uploadPhotoVia(creator.token, gallery._id),
      await uploadPhotoVia(creator.token, gallery._id),
    ];
    const loose = await uploadPhotoVia(creator.token, other._id);
    expect((await charge(fan.token, "video", video._id)).status).toBe(201);
    expect((await charge(fan.token, "gallery", gallery._id)).status).toBe(201);

    const removeFile = (type: string) =>
      call(`${VIDEOS}/remove-file/${video._id}`, { method: "DELETE", token: creator.token, body: { type } });
    const fileRefused = await removeFile("video");
    expect(fileRefused.status, fileRefused.text).toBe(409);
    expect(fileRefused.json.code).toBe("item_sold");
    expect(fileRefused.json.message).toMatch(/^Fans have paid for this video, so its file stays theirs/);
    // Nor replaced by a new upload (nothing stored, nothing changed); the thumbnail is the creator's to change.
    const [before] = await db().select().from(videos).where(eq(videos.id, video._id));
    const replaced = await call(`${VIDEOS}/edit/${video._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ file: sampleFile("webm"), title: "Recut" }),
    });
    expect(replaced.status, replaced.text).toBe(409);
    expect(replaced.json.message).toMatch(/so its file stays theirs and cannot be removed or replaced/);
    const [after] = await db().select().from(videos).where(eq(videos.id, video._id));
    expect(after).toMatchObject({ fileId: before.fileId, title: before.title });
    const newThumb = await call(`${VIDEOS}/edit/${video._id}`, {
      method: "PUT",
      token: creator.token,
      form: form({ thumbnail: sampleFile("png") }),
    });
    expect(newThumb.status, newThumb.text).toBe(200);
    expect((await removeFile("thumbnail")).status).toBe(200);
    const forBuyer = await call(`/api/performer-assets/videos/${video._id}`, { token: fan.token });
    expect(forBuyer.json.data.video?.url).toBeTruthy();

    const PHOTOS = "/api/performer/performer-assets/photos";
    const photoRefused = await call(`${PHOTOS}/${photo._id}`, { method: "DELETE", token: creator.token });
    expect(photoRefused.status, photoRefused.text).toBe(409);
    expect(photoRefused.json.code).toBe("item_sold");
    expect(photoRefused.json.message).toMatch(/so its photos stay theirs/);
    const moveRefused = await call(`${PHOTOS}/${second._id}`, {
      method: "PUT",
      token: creator.token,
      body: { galleryId: other._id },
    });
    expect(moveRefused.status, moveRefused.text).toBe(409);
    // Renaming stays the creator's; the photos stay in the gallery the fan bought.
    const renamed = await call(`${PHOTOS}/${second._id}`, {
      method: "PUT",
      token: creator.token,
      body: { title: "Renamed" },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const kept = await db().select().from(photos).where(eq(photos.galleryId, gallery._id));
    expect(kept.map((p) => p.id).sort()).toEqual([photo._id, second._id].sort());
    // A photo of a gallery nobody bought deletes as before.
    expect((await call(`${PHOTOS}/${loose._id}`, { method: "DELETE", token: creator.token })).status).toBe(
      200,
    );
  });
});

describe("a payment racing a deletion", () => {
  it("never stays paid for an item that is gone", async () => {
    const creator = await createUser("performer");
    const fans = [await buyer(), await buyer(), await buyer()];
    const posts = [await saleFeed(creator, 5), await saleFeed(creator, 5), await saleFeed(creator, 5)];
    const answers = await Promise.all(
      posts.flatMap((post, i) => [
        charge(fans[i].token, "feed", post._id),
        call(`/api/performer/feeds/${post._id}`, { method: "DELETE", token: creator.token }),
      ]),
    );
    // Each payment is made, or refused as gone (nothing charged); each deletion is made, or
    // refused because the post was just bought.
    for (const [n, answer] of answers.entries()) {
      expect(n % 2 === 0 ? [201, 404] : [200, 409], answer.text).toContain(answer.status);
    }
    for (const [i, post] of posts.entries()) {
      const exists = (await db().select().from(feeds).where(eq(feeds.id, post._id))).length === 1;
      const paid = await db()
        .select()
        .from(walletCharges)
        .where(and(eq(walletCharges.targetId, post._id), eq(walletCharges.status, "paid")));
      // Either the fan has the post they paid for, or the post is gone and so is the payment.
      if (exists) expect(paid.length === 1 ? 4500 : 5000).toBe(await balanceOf(fans[i].id));
      else {
        expect(paid).toEqual([]);
        expect(await balanceOf(fans[i].id)).toBe(5000);
      }
    }
    expect(await ledgerViolations()).toEqual([]);
  });

  it("a payment that lands after the check refuses taking a part out, and nothing is written", async () => {
    // What the batch of a photo's deletion, a photo's move and a video file's removal does when a
    // fan pays between the service's check (assertNotSold) and its batch: the payment is made
    // first here, and the batch runs as it would after a check that found nothing.
    const creator = await createUser("performer");
    const fan = await buyer();
    const gallery = await createGalleryVia(creator.token, { isSale: true, price: 3 });
    const photo = await uploadPhotoVia(creator.token, gallery._id);
    const video = await uploadVideoVia(creator.token, { isSale: "true", price: "4", status: "active" });
    expect((await charge(fan.token, "gallery", gallery._id)).status).toBe(201);
    expect((await charge(fan.token, "video", video._id)).status).toBe(201);
    const d = createDeps(env);
    const refused = async (run: Promise<void>) => {
      const err = await run.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      return err as AppError;
    };
    const photoErr = await refused(
      commitUnlessSold(d, { type: "gallery", id: gallery._id }, "photo", [
        d.db.delete(photos).where(eq(photos.id, photo._id)),
      ]),
    );
    expect(photoErr.code).toBe("item_sold");
    expect(photoErr.message).toMatch(/so its photos stay theirs/);
    expect(await db().select().from(photos).where(eq(photos.id, photo._id))).toHaveLength(1);
    const fileErr = await refused(
      commitUnlessSold(d, { type: "video", id: video._id }, "file", [
        d.db.update(videos).set({ fileId: null }).where(eq(videos.id, video._id)),
      ]),
    );
    expect(fileErr.message).toMatch(/so its file stays theirs/);
    const [kept] = await db().select().from(videos).where(eq(videos.id, video._id));
    expect(kept.fileId).toBeTruthy();
    // Unsold, the same batch runs.
    const unsold = await createGalleryVia(creator.token, { isSale: true, price: 3 });
    const loose = await uploadPhotoVia(creator.token, unsold._id);
    await commitUnlessSold(d, { type: "gallery", id: unsold._id }, "photo", [
      d.db.delete(photos).where(eq(photos.id, loose._id)),
    ]);
    expect(await db().select().from(photos).where(eq(photos.id, loose._id))).toEqual([]);
  });
});
