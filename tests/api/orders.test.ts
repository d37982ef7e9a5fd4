import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../drizzle/schema/assets";
import { earnings } from "../../drizzle/schema/ledger";
import { emailOutbox } from "../../drizzle/schema/outbox";
import { call, createUser, db } from "../helpers/api";
import { createProductVia } from "../helpers/assets";
import {
  accountBalance,
  addressOf,
  admin,
  balanceOf,
  charge,
  fund,
  ledgerViolations,
  saleFeed,
} from "../helpers/money";

describe("addresses", () => {
  it("are the fan's own: created, listed, changed and deleted; the first is the default", async () => {
    const fan = await createUser("fan");
    const a = await addressOf(fan);
    const b = await call("/api/addresses/create", {
      token: fan.token,
      body: { name: "Work", country: "fr", city: "Paris", streetAddress: "2 rue X", isDefault: true },
    });
    expect(b.status, b.text).toBe(201);
    expect(b.json.data.country).toBe("FR");
    const list = (await call("/api/addresses/search", { token: fan.token })).json.data;
    expect(list.total).toBe(2);
    expect(list.data.find((x: { _id: string }) => x._id === a._id).isDefault).toBe(false);
    const bad = await call("/api/addresses/create", {
      token: fan.token,
      body: { name: "X", country: "ZZ", city: "Y", streetAddress: "Z" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.details.country).toBe("Unknown country code");
    const other = await createUser("fan");
    expect((await call(`/api/addresses/${a._id}`, { token: other.token, method: "DELETE" })).status).toBe(
      404,
    );
    const changed = await call(`/api/addresses/${a._id}`, {
      token: fan.token,
      method: "PUT",
      body: { city: "Dallas" },
    });
    expect(changed.json.data.city).toBe("Dallas");
    expect((await call(`/api/addresses/${a._id}`, { token: fan.token, method: "DELETE" })).status).toBe(200);
  });
});

describe("orders", () => {
  it("a physical order moves processing → shipping → delivered; the address changes only while processing", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await fund(fan.id, 100);
    const product = await createProductVia(creator.token, { price: "20", stock: "5" });
    const home = await addressOf(fan);
    const work = await addressOf(fan);
    const orderId = (
      await charge(fan.token, "product", product._id, { quantity: 1, deliveryAddressId: home._id })
    ).json.data.orderId;
    const mine = (await call("/api/orders/users/search", { token: fan.token })).json.data;
    expect(mine.data.map((o: { _id: string }) => o._id)).toEqual([orderId]);
    const sold = (await call("/api/orders/search", { token: creator.token })).json.data;
    expect(sold.data[0]).toMatchObject({
      _id: orderId,
      status: "processing",
      productName: "Signed poster",
      totalPrice: 20,
    });
    expect((await call(`/api/orders/${orderId}`, { token: (await createUser("fan")).token })).status).toBe(
      404,
    );

    const moved = await call(`/api/orders/${orderId}/update/delivery-address`, {
      token: fan.token,
      method: "PUT",
      body: { deliveryAddressId: work._id },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.data.deliveryAddress.addressId).toBe(work._id);
    expect(
      (
        await call(`/api/orders/${orderId}/update`, {
          token: fan.token,
          method: "PUT",
          body: { status: "shipping" },
        })
      ).status,
    ).toBe(403);
    // Not delivered before it was shipped: processing -> shipping -> delivered.
    const skipped = await call(`/api/orders/${orderId}/update`, {
      token: creator.token,
      method: "PUT",
      body: { status: "delivered" },
    });
    expect(skipped.status).toBe(409);
    expect(skipped.json).toMatchObject({
      code: "order_status_invalid",
      message: "Mark this order shipped before delivered.",
    });
    const shipped = await call(`/api/orders/${orderId}/update`, {
      token: creator.token,
      method: "PUT",
      body: { status: "shipping", shippingCode: "1Z999" },
    });
    expect(shipped.json.data).toMatchObject({ status: "shipping", shippingCode: "1Z999" });
    const late = await call(`/api/orders/${orderId}/update/delivery-address`, {
      token: fan.token,
      method: "PUT",
      body: { deliveryAddressId: home._id },
    });
    expect(late.status).toBe(409);
    expect(late.json.code).toBe("order_status_invalid");
    const back = await call(`/api/orders/${orderId}/update`, {
      token: creator.token,
      method: "PUT",
      body: { status: "shipping" },
    });
    expect(back.status).toBe(200);
    const delivered = await call(`/api/orders/${orderId}/update`, {
      token: creator.token,
      method: "PUT",
      body: { status: "delivered" },
    });
    expect(delivered.json.data.status).toBe("delivered");
    // The fan is told each step once (setting the same status again tells nothing).
    const told = await db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, fan.email))
      .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
    expect(told.map((m) => m.subject)).toEqual(["Your order is on its way", "Your order was delivered"]);
    expect(told[0].text).toContain("Your order is on its way. (Signed poster) Tracking code: 1Z999.");
    expect(
      (
        await call(`/api/orders/${orderId}/update`, {
          token: creator.token,
          method: "PUT",
          body: { status: "shipping" },
        })
      ).status,
    ).toBe(409);
  });

  it("an admin's refund restores the buyer's balance and the stock, once", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const adm = await admin();
    await fund(fan.id, 100);
    const product = await createProductVia(creator.token, { price: "20", stock: "5" });
    const address = await addressOf(fan);
    const bought = (
      await charge(fan.token, "product", product._id, { quantity: 2, deliveryAddressId: address._id })
    ).json.data;
    expect(await balanceOf(fan.id)).toBe(6000);
    expect(
      (
        await call(`/api/admin/orders/${bought.orderId}/refund`, {
          token: fan.token,
          body: { reason: "Broken" },
        })
      ).status,
    ).toBe(403);
    const refunded = await call(`/api/admin/orders/${bought.orderId}/refund`, {
      token: adm.token,
      body: { reason: "Arrived broken" },
    });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.json.data.status).toBe("refunded");
    expect(await balanceOf(fan.id)).toBe(10000);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(0);
    const [row] = await db().select().from(products).where(eq(products.id, product._id));
    expect(row).toMatchObject({ stock: 5, totalSold: 0 });
    const [earning] = await db().select().from(earnings).where(eq(earnings.chargeId, bought._id));
    expect(earning.status).toBe("refunded");
    const twice = await call(`/api/admin/orders/${bought.orderId}/refund`, {
      token: adm.token,
      body: { reason: "again" },
    });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe("already_refunded");
    expect(await ledgerViolations()).toEqual([]);
  });
});

describe("admin money", () => {
  it("credits and debits a wallet with a reason: ledger, audit log, never below zero, once per key", async () => {
    const fan = await createUser("fan");
    const adm = await admin();
    const adjust = (body: unknown, key?: string, token = adm.token) =>
      call(`/api/admin/wallets/${fan.id}/adjust`, {
        token,
        body,
        headers: key ? { "idempotency-key": key } : {},
      });
    expect((await adjust({ amount: 10, reason: "gift" }, undefined, fan.token)).status).toBe(403);
    expect((await adjust({ amount: 10, reason: "x" })).status).toBe(422);
    const credit = await adjust({ amount: 25.5, reason: "Goodwill credit" }, "adj-1");
    expect(credit.status, credit.text).toBe(201);
    expect(credit.json.data).toMatchObject({
      amount: 25.5,
      balance: 25.5,
      reason: "Goodwill credit",
      actorId: adm.id,
    });
    expect((await adjust({ amount: 25.5, reason: "Goodwill credit" }, "adj-1")).json.data.balance).toBe(25.5);
    expect((await adjust({ amount: 30, reason: "Goodwill credit" }, "adj-1")).json.code).toBe(
      "idempotency_key_reused",
    );
    const over = await adjust({ amount: -30, reason: "Chargeback" });
    expect(over.status).toBe(422);
    expect(over.json.details.amount).toBe("The wallet holds only 25.50 tokens.");
    const debit = await adjust({ amount: -5.5, reason: "Chargeback" });
    expect(debit.json.data.balance).toBe(20);
    expect(
      (
        await call("/api/admin/wallets/nobody/adjust", {
          token: adm.token,
          body: { amount: 1, reason: "test" },
        })
      ).status,
    ).toBe(404);
    // The console's audit log shows both, with the reasons.
    const audit = (
      await call(`/api/admin/audit-log?targetId=${fan.id}&action=wallet.adjust`, { token: adm.token })
    ).json.data.data as { details: { reason: string } }[];
    expect(audit.map((a) => a.details.reason).sort()).toEqual(["Chargeback", "Goodwill credit"]);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("refunds a purchase: the item locks again; refunding after the creator was paid out leaves what they owe", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const adm = await admin();
    await fund(fan.id, 100);
    const feed = await saleFeed(creator, 100);
    const paid = (await charge(fan.token, "feed", feed._id)).json.data;
    // The creator's 80 leave as a payout before the refund.
    const now = Date.now();
    const { performerPayoutSettings } = await import("../../drizzle/schema/performers");
    await db()
      .insert(performerPayoutSettings)
      .values({ performerId: creator.id, paypalEmail: "c@example.com", createdAt: now, updatedAt: now });
    const payout = (
      await call("/api/payout-requests", {
        token: creator.token,
        body: { amount: 80, paymentMethod: "paypal" },
      })
    ).json.data;
    await call(`/api/admin/payout-requests/${payout._id}/paid`, {
      token: adm.token,
      body: { reference: "PP-1" },
    });
    const refund = await call(`/api/admin/wallet/charges/${paid._id}/refund`, {
      token: adm.token,
      body: { reason: "Not as described" },
    });
    expect(refund.status, refund.text).toBe(200);
    expect(refund.json.data.status).toBe("refunded");
    expect(await balanceOf(fan.id)).toBe(10000);
    expect(await accountBalance(`receivable:${creator.id}`)).toBe(-8000);
    expect((await call(`/api/user/feeds/${feed._id}`, { token: fan.token })).json.data.isLocked).toBe(true);
    expect(
      (
        await call(`/api/admin/wallet/charges/${paid._id}/refund`, {
          token: adm.token,
          body: { reason: "again" },
        })
      ).json.code,
    ).toBe("already_refunded");
    expect(await ledgerViolations()).toEqual([]);
  });
});
