import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { inOrder } from "#functions/lib/in-order";
import { products } from "../../drizzle/schema/assets";
import { crowdfundings } from "../../drizzle/schema/feeds";
import { orders } from "../../drizzle/schema/orders";
import { call, createUser, db } from "../helpers/api";
import { blockUser, createGalleryVia, createProductVia, form, uploadVideoVia } from "../helpers/assets";
import { sampleFile } from "../helpers/media";
import {
  accountBalance,
  addressOf,
  balanceOf,
  charge,
  fund,
  ledgerViolations,
  saleFeed,
} from "../helpers/money";

describe("wallet charges", () => {
  it("buys a post once: the fan pays, the creator earns the net, the platform the rest", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 20);
    const feed = await saleFeed(creator, 4.99);
    const locked = await call(`/api/user/feeds/${feed._id}`, { token: fan.token });
    expect(locked.json.data.isLocked).toBe(true);

    const res = await charge(fan.token, "feed", feed._id);
    expect(res.status, res.text).toBe(201);
    expect(res.json.data).toMatchObject({
      type: "feed",
      targetId: feed._id,
      amount: 4.99,
      status: "paid",
      paidWith: "wallet",
    });
    expect(await balanceOf(fan.id)).toBe(2000 - 499);
    // 20% commission: the creator's share rounded down to the cent (399.2 -> 399), the platform the rest.
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(399);
    expect(await accountBalance("platform:commission")).toBe(100);

    const again = await charge(fan.token, "feed", feed._id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_purchased");
    expect(await balanceOf(fan.id)).toBe(2000 - 499);

    const view = await call(`/api/user/feeds/${feed._id}`, { token: fan.token });
    expect(view.json.data.isLocked).toBe(false);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("refuses a charge the balance cannot pay with 402 and changes nothing", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 3);
    const feed = await saleFeed(creator, 4.99);
    const res = await charge(fan.token, "feed", feed._id);
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("insufficient_balance");
    expect(await balanceOf(fan.id)).toBe(300);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(0);
    const view = await call(`/api/user/feeds/${feed._id}`, { token: fan.token });
    expect(view.json.data.isLocked).toBe(true);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("tips within the site's bounds, with a message; never to oneself, never past a block", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 100);
    const low = await charge(fan.token, "tip", creator.id, { amount: 5 });
    expect(low.status).toBe(422);
    expect(low.json.details.amount).toBe("Enter an amount between 10 and 10000 tokens.");
    const ok = await charge(fan.token, "tip", creator.id, { amount: 12.5, message: "Great show!" });
    expect(ok.status, ok.text).toBe(201);
    expect(ok.json.data).toMatchObject({
      type: "tip",
      amount: 12.5,
      message: "Great show!",
      performerId: creator.id,
    });
    expect((await charge(creator.token, "tip", creator.id, { amount: 10 })).json.code).toBe(
      "cannot_pay_yourself",
    );
    expect((await charge(fan.token, "tip", fan.id, { amount: 10 })).status).toBe(404);
    const malformed = await charge(fan.token, "tip", creator.id, { amount: "ten" });
    expect(malformed.status).toBe(400);
    await blockUser(creator.id, fan);
    const blocked = await charge(fan.token, "tip", creator.id, { amount: 10 });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe("user_blocked");
    // Refused by two checks read at the same time (a block, and a creator not verified yet): the
    // block's answer every time, as when they were read one after the other.
    const unverified = await createUser("performer", { verified: false });
    await blockUser(unverified.id, fan);
    for (let i = 0; i < 3; i++) {
      const twice = await charge(fan.token, "tip", unverified.id, { amount: 10 });
      expect(twice.json.code, twice.text).toBe("user_blocked");
    }
    expect(await balanceOf(fan.id)).toBe(10000 - 1250);
  });

  it("checks read at the same time refuse in the order written, not in the order they finish", async () => {
    const settleIn = (ms: number, error?: Error) =>
      new Promise<number>((resolve, reject) => setTimeout(() => (error ? reject(error) : resolve(ms)), ms));
    const [first, second] = [new Error("first"), new Error("second")];
    await expect(inOrder([settleIn(30, first), settleIn(1, second)])).rejects.toBe(first);
    await expect(inOrder([settleIn(1), settleIn(20, second), settleIn(1, first)])).rejects.toBe(second);
    expect(await inOrder([settleIn(5), settleIn(1)])).toEqual([5, 1]);
  });

  it("buys videos and galleries for sale; refuses what is not for sale, and messages and streams do not exist yet", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 100);
    const video = await uploadVideoVia(creator.token, { isSale: "true", price: "9.99" });
    const gallery = await createGalleryVia(creator.token, { isSale: true, price: 15 });
    const free = await createGalleryVia(creator.token);
    expect((await charge(fan.token, "video", video._id)).status).toBe(201);
    expect((await charge(fan.token, "gallery", gallery._id)).status).toBe(201);
    const view = await call(`/api/performer-assets/videos/${video._id}`, { token: fan.token });
    expect(view.json.data.isLocked).toBe(false);
    const notForSale = await charge(fan.token, "gallery", free._id);
    expect(notForSale.status).toBe(422);
    expect(notForSale.json.code).toBe("not_for_sale");
    expect((await charge(fan.token, "message", "m1")).status).toBe(404);
    expect((await charge(fan.token, "stream", "s1")).status).toBe(404);
    expect((await charge(fan.token, "bogus", "x")).status).toBe(404);
    expect(await balanceOf(fan.id)).toBe(10000 - 999 - 1500);
  });

  it("contributes to crowdfunding until its deadline; the amount raised and contributors follow", async () => {
    const creator = await createUser("performer");
    const [a, b] = [await createUser("fan"), await createUser("fan")];
    await fund(a.id, 100);
    await fund(b.id, 100);
    const post = await call("/api/performer/feeds", {
      token: creator.token,
      body: {
        type: "crowdfunding",
        text: "<p>Help!</p>",
        crowdfunding: { title: "Camera", goal: 50, deadline: Date.now() + 86_400_000 },
      },
    });
    expect(post.status, post.text).toBe(201);
    const goalId = post.json.data.crowdfunding._id;
    expect((await charge(a.token, "crowdfunding", goalId, { amount: 20 })).status).toBe(201);
    expect((await charge(a.token, "crowdfunding", goalId, { amount: 5 })).status).toBe(201);
    expect((await charge(b.token, "crowdfunding", goalId, { amount: 40 })).status).toBe(201);
    const [goal] = await db().select().from(crowdfundings).where(eq(crowdfundings.id, goalId));
    expect(goal).toMatchObject({ raised: 6500, contributors: 2 });
    await db()
      .update(crowdfundings)
      .set({ deadline: Date.now() - 1 })
      .where(eq(crowdfundings.id, goalId));
    const closed = await charge(a.token, "crowdfunding", goalId, { amount: 5 });
    expect(closed.status).toBe(422);
    expect(closed.json.code).toBe("crowdfunding_closed");
    expect(await ledgerViolations()).toEqual([]);
  });

  it("buys physical products with a quantity, stock and a delivery address: an order, never an oversell", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 100);
    const product = await createProductVia(creator.token, { price: "12.5", stock: "3" });
    const noAddress = await charge(fan.token, "product", product._id, { quantity: 1 });
    expect(noAddress.status).toBe(422);
    expect(noAddress.json.details.deliveryAddressId).toBeTruthy();
    const address = await addressOf(fan);
    const other = await addressOf(await createUser("fan"));
    expect(
      (await charge(fan.token, "product", product._id, { quantity: 1, deliveryAddressId: other._id })).status,
    ).toBe(404);
    const bought = await charge(
      fan.token,
      "product",
      product._id,
      { quantity: 2, deliveryAddressId: address._id },
      "order-1",
    );
    expect(bought.status, bought.text).toBe(201);
    expect(bought.json.data).toMatchObject({ amount: 25, quantity: 2 });
    expect(bought.json.data.orderId).toBeTruthy();
    const [order] = await db().select().from(orders).where(eq(orders.id, bought.json.data.orderId));
    expect(order).toMatchObject({ status: "processing", quantity: 2, totalPrice: 2500 });
    expect(order.deliveryAddress?.city).toBe("Austin");
    // Retried with its key once the stock no longer covers it: still the first answer.
    const retry = await charge(
      fan.token,
      "product",
      product._id,
      { quantity: 2, deliveryAddressId: address._id },
      "order-1",
    );
    expect(retry.json.data._id).toBe(bought.json.data._id);
    const tooMany = await charge(fan.token, "product", product._id, {
      quantity: 2,
      deliveryAddressId: address._id,
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.json.code).toBe("out_of_stock");
    const [row] = await db().select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ stock: 1, totalSold: 2 });
    expect(await balanceOf(fan.id)).toBe(10000 - 2500);
  });

  it("buys a digital product once and gets its file through a signed download link", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const stranger = await createUser("fan");
    await fund(fan.id, 50);
    const res = await call("/api/performer/performer-assets/products", {
      token: creator.token,
      form: form({
        name: "E-book",
        type: "digital",
        price: "8",
        digitalFile: sampleFile("pdf"),
        image: sampleFile("png"),
      }),
    });
    expect(res.status, res.text).toBe(201);
    const id = res.json.data._id;
    expect(
      (await call(`/api/performer-assets/products/${id}/download-link`, { token: fan.token })).status,
    ).toBe(403);
    const bought = await charge(fan.token, "product", id);
    expect(bought.status, bought.text).toBe(201);
    const [order] = await db().select().from(orders).where(eq(orders.id, bought.json.data.orderId));
    expect(order.status).toBe("delivered");
    expect((await charge(fan.token, "product", id)).json.code).toBe("already_purchased");
    const link = await call(`/api/performer-assets/products/${id}/download-link`, { token: fan.token });
    expect(link.status).toBe(200);
    expect(link.json.data.url).toMatch(/^\/media\/.+\?exp=\d+&sig=/);
    expect(link.json.data.mimeType).toBe("application/pdf");
    expect(
      (await call(`/api/performer-assets/products/${id}/download-link`, { token: stranger.token })).status,
    ).toBe(403);
  });

  it("honours Idempotency-Key: the same key replays the first charge, another request with it is a 409", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 100);
    const first = await charge(fan.token, "tip", creator.id, { amount: 10 }, "tip-1");
    const replay = await charge(fan.token, "tip", creator.id, { amount: 10 }, "tip-1");
    expect(replay.status).toBe(201);
    expect(replay.json).toEqual(first.json);
    expect(await balanceOf(fan.id)).toBe(9000);
    const reused = await charge(fan.token, "tip", creator.id, { amount: 20 }, "tip-1");
    expect(reused.status).toBe(409);
    expect(reused.json.code).toBe("idempotency_key_reused");
    // A refused charge stores nothing: its key can be used again once the wallet can pay.
    const poor = await createUser("fan");
    expect((await charge(poor.token, "tip", creator.id, { amount: 10 }, "k")).status).toBe(402);
    await fund(poor.id, 10);
    expect((await charge(poor.token, "tip", creator.id, { amount: 10 }, "k")).status).toBe(201);
    expect(await balanceOf(fan.id)).toBe(9000);
  });

  it("a retry with the key answers the first charge even once the item can no longer be bought", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 20);
    const feed = await saleFeed(creator, 4.99);
    const first = await charge(fan.token, "feed", feed._id, {}, "buy-then-blocked");
    expect(first.status).toBe(201);
    await blockUser(creator.id, fan);
    const retry = await charge(fan.token, "feed", feed._id, {}, "buy-then-blocked");
    expect(retry.status).toBe(201);
    expect(retry.json).toEqual(first.json);
    // A new request is refused as the block says, and charges nothing.
    const fresh = await charge(fan.token, "tip", creator.id, { amount: 10 }, "after-block");
    expect(fresh.status).toBe(403);
    expect(fresh.json.code).toBe("user_blocked");
    expect(await balanceOf(fan.id)).toBe(2000 - 499);
  });

  it("lists the fan's spending, filtered and sorted by names it knows", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 100);
    await charge(fan.token, "tip", creator.id, { amount: 10 });
    await charge(fan.token, "feed", (await saleFeed(creator, 3))._id);
    const all = await call("/api/wallet/charges/search", { token: fan.token });
    expect(all.json.data.total).toBe(2);
    const tips = await call("/api/wallet/charges/search?type=tip&sortBy=amount&sort=asc", {
      token: fan.token,
    });
    expect(tips.json.data.data.map((c: { type: string }) => c.type)).toEqual(["tip"]);
    expect(tips.json.data.data[0].performer._id).toBe(creator.id);
    expect((await call("/api/wallet/charges/search?sortBy=constructor", { token: fan.token })).status).toBe(
      400,
    );
    expect((await call("/api/wallet/charges/search")).status).toBe(401);
  });
});
