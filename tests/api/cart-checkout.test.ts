/**
 * The cart's checkout (issue 24): `POST /api/orders/checkout` pays several products of several
 * creators once from the wallet, one order per creator, in one batch; every refusal writes nothing.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../../drizzle/schema/assets";
import { earnings, ledger, ledgerMovements, walletCharges } from "../../drizzle/schema/ledger";
import { checkouts, orders } from "../../drizzle/schema/orders";
import { purchases } from "../../drizzle/schema/purchases";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { blockCountry, blockUser, createProductVia } from "../helpers/assets";
import { sampleFile } from "../helpers/media";
import { accountBalance, addressOf, admin, balanceOf, fund, ledgerViolations } from "../helpers/money";

type Item = { productId: string; quantity: number };

function checkout(
  fan: TestUser,
  body: { items: Item[]; deliveryAddressId?: string; expectedTotal: number },
  options: { key?: string; headers?: Record<string, string> } = {},
) {
  return call("/api/orders/checkout", {
    token: fan.token,
    body,
    headers: { ...(options.key ? { "idempotency-key": options.key } : {}), ...options.headers },
  });
}

const physical = (creator: TestUser, price: string, stock: string, name = "Signed poster") =>
  createProductVia(creator.token, { name, price, stock });
const digital = (creator: TestUser, price: string, name = "Preset pack") =>
  createProductVia(creator.token, {
    name,
    type: "digital",
    price,
    stock: undefined,
    digitalFile: sampleFile("pdf"),
  });

/** Everything a checkout could have written for this fan: nothing, after a refusal. */
async function written(fan: TestUser) {
  const [charges, made, bought, paid] = await Promise.all([
    db().select().from(walletCharges).where(eq(walletCharges.userId, fan.id)),
    db().select().from(orders).where(eq(orders.userId, fan.id)),
    db().select().from(purchases).where(eq(purchases.userId, fan.id)),
    db().select().from(checkouts).where(eq(checkouts.userId, fan.id)),
  ]);
  return charges.length + made.length + bought.length + paid.length;
}

async function stockOf(...ids: string[]) {
  const rows = await db().select().from(products).where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.stock]));
}

describe("POST /orders/checkout", () => {
  it("pays a cart of two creators once: one payment, one order per creator, earnings by the commission rule, stock taken, digital items at once", async () => {
    const [ann, bob, fan] = await Promise.all([
      createUser("performer"),
      createUser("performer"),
      createUser("fan"),
    ]);
    await fund(fan.id, 100);
    const poster = await physical(ann, "12.5", "5", "Poster");
    const mug = await physical(ann, "8", "2", "Mug");
    const pack = await digital(bob, "10.01", "Presets");
    const home = await addressOf(fan);
    const items = [
      { productId: poster._id, quantity: 2 },
      { productId: mug._id, quantity: 1 },
      { productId: pack._id, quantity: 1 },
    ];
    const res = await checkout(
      fan,
      { items, deliveryAddressId: home._id, expectedTotal: 43.01 },
      { key: "cart-1" },
    );
    expect(res.status, res.text).toBe(201);
    const body = res.json.data;
    expect(body.total).toBe(43.01);
    expect(body.charge.amount).toBe(43.01);
    expect(body.orders).toHaveLength(2);
    const annOrder = body.orders.find((o: { performerId: string }) => o.performerId === ann.id);
    const bobOrder = body.orders.find((o: { performerId: string }) => o.performerId === bob.id);
    expect(annOrder).toMatchObject({
      status: "processing",
      productType: "physical",
      totalPrice: 33,
      checkoutId: body.charge._id,
      deliveryAddress: { addressId: home._id },
    });
    expect(
      annOrder.items.map((i: { productName: string; quantity: number }) => [i.productName, i.quantity]),
    ).toEqual([
      ["Mug", 1],
      ["Poster", 2],
    ]);
    expect(bobOrder).toMatchObject({ status: "delivered", productType: "digital", totalPrice: 10.01 });
    expect(bobOrder.items[0].downloadLink).toBe(`/api/performer-assets/products/${pack._id}/download-link`);
    // The download link answers at once.
    const link = await call(bobOrder.items[0].downloadLink, { token: fan.token });
    expect(link.status, link.text).toBe(200);
    expect(link.json.data.url).toBeTruthy();

    // One payment: the wallet went down once by the total, each creator got their part.
    expect(await balanceOf(fan.id)).toBe(10000 - 4301);
    expect(body.charge.parts.map((p: { amount: number }) => p.amount).sort()).toEqual([10.01, 33]);
    expect(await accountBalance(`earnings:${ann.id}`)).toBe(3300 - 660);
    // 10.01 at 20%: the commission rounds half-up to 2.00, the creator gets 8.01.
    expect(await accountBalance(`earnings:${bob.id}`)).toBe(801);
    const stock = await stockOf(poster._id, mug._id);
    expect(stock.get(poster._id)).toBe(3);
    expect(stock.get(mug._id)).toBe(1);
    // The fan's spending list: each part says which checkout it belongs to (one line in the wallet).
    const spent = (await call("/api/wallet/charges/search", { token: fan.token })).json.data;
    expect(spent.data.map((c: { checkoutId: string }) => c.checkoutId)).toEqual([
      body.charge._id,
      body.charge._id,
    ]);
    // The orders list shows both; each creator sees their own.
    expect((await call("/api/orders/users/search", { token: fan.token })).json.data.total).toBe(2);
    const annSees = (await call("/api/orders/search", { token: ann.token })).json.data;
    expect(annSees.data.map((o: { _id: string }) => o._id)).toEqual([annOrder._id]);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("answers a retry with the same key with the first checkout and moves nothing again; another cart with the key is 409", async () => {
    const [ann, fan] = await Promise.all([createUser("performer"), createUser("fan")]);
    await fund(fan.id, 50);
    const pack = await digital(ann, "5");
    const body = { items: [{ productId: pack._id, quantity: 1 }], expectedTotal: 5 };
    const first = await checkout(fan, body, { key: "k-replay" });
    expect(first.status, first.text).toBe(201);
    // A replay answers the first result even though the price changed and the item is bought.
    await db().update(products).set({ price: 700 }).where(eq(products.id, pack._id));
    const again = await checkout(fan, { ...body, expectedTotal: 7 }, { key: "k-replay" });
    expect(again.status, again.text).toBe(201);
    expect(again.json.data).toEqual(first.json.data);
    // Racing retries of one key: one checkout.
    const other = await digital(ann, "3");
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        checkout(
          fan,
          { items: [{ productId: other._id, quantity: 1 }], expectedTotal: 3 },
          { key: "k-race" },
        ),
      ),
    );
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(racing.map((r) => r.json.data.charge._id)).size).toBe(1);
    expect(await balanceOf(fan.id)).toBe(5000 - 500 - 300);
    const reused = await checkout(
      fan,
      { items: [{ productId: other._id, quantity: 1 }], expectedTotal: 3 },
      { key: "k-replay" },
    );
    expect(reused.status).toBe(409);
    expect(reused.json.code).toBe("idempotency_key_reused");
    expect(await ledgerViolations()).toEqual([]);
  });

  it("refuses a stale total with each item's price now, and charges the new total once confirmed", async () => {
    const [ann, bob, fan] = await Promise.all([
      createUser("performer"),
      createUser("performer"),
      createUser("fan"),
    ]);
    await fund(fan.id, 100);
    const a = await digital(ann, "4");
    const b = await digital(bob, "6");
    await db().update(products).set({ price: 650 }).where(eq(products.id, b._id));
    const items = [
      { productId: a._id, quantity: 1 },
      { productId: b._id, quantity: 1 },
    ];
    const stale = await checkout(fan, { items, expectedTotal: 10 }, { key: "k-price" });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe("price_changed");
    expect(stale.json.details).toMatchObject({
      price: "10.5",
      [`items.${a._id}`]: "4",
      [`items.${b._id}`]: "6.5",
    });
    expect(await written(fan)).toBe(0);
    expect(await balanceOf(fan.id)).toBe(10000);
    // The 409 stored nothing: the same key confirms the new total.
    const confirmed = await checkout(fan, { items, expectedTotal: 10.5 }, { key: "k-price" });
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(await balanceOf(fan.id)).toBe(10000 - 1050);
  });

  it("refuses a cart the wallet cannot pay with the shortfall, and writes nothing", async () => {
    const [ann, bob, fan] = await Promise.all([
      createUser("performer"),
      createUser("performer"),
      createUser("fan"),
    ]);
    await fund(fan.id, 10);
    const home = await addressOf(fan);
    const a = await physical(ann, "7", "3");
    const b = await physical(bob, "5.5", "3");
    const res = await checkout(fan, {
      items: [
        { productId: a._id, quantity: 1 },
        { productId: b._id, quantity: 1 },
      ],
      deliveryAddressId: home._id,
      expectedTotal: 12.5,
    });
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("insufficient_balance");
    expect(res.json.details).toMatchObject({ shortfall: "2.5", balance: "10" });
    expect(await written(fan)).toBe(0);
    const stock = await stockOf(a._id, b._id);
    expect([...stock.values()]).toEqual([3, 3]);
    expect(await balanceOf(fan.id)).toBe(1000);
  });

  it("refuses items out of stock by name, a physical item without an address (422), a digital item bought before", async () => {
    const [ann, fan] = await Promise.all([createUser("performer"), createUser("fan")]);
    await fund(fan.id, 100);
    const home = await addressOf(fan);
    const few = await physical(ann, "2", "1", "Last mug");
    const many = await physical(ann, "3", "9", "Sticker");
    const short = await checkout(fan, {
      items: [
        { productId: few._id, quantity: 2 },
        { productId: many._id, quantity: 1 },
      ],
      deliveryAddressId: home._id,
      expectedTotal: 7,
    });
    expect(short.status).toBe(409);
    expect(short.json.code).toBe("out_of_stock");
    expect(short.json.message).toContain("Last mug");
    expect(short.json.details).toEqual({ [`items.${few._id}`]: "Only 1 left of Last mug." });

    const noAddress = await checkout(fan, {
      items: [{ productId: many._id, quantity: 1 }],
      expectedTotal: 3,
    });
    expect(noAddress.status).toBe(422);
    expect(noAddress.json.details.deliveryAddressId).toBeTruthy();
    const othersAddress = await addressOf(await createUser("fan"));
    const notMine = await checkout(fan, {
      items: [{ productId: many._id, quantity: 1 }],
      deliveryAddressId: othersAddress._id,
      expectedTotal: 3,
    });
    expect(notMine.status).toBe(404);

    const pack = await digital(ann, "1");
    expect(
      (await checkout(fan, { items: [{ productId: pack._id, quantity: 1 }], expectedTotal: 1 })).status,
    ).toBe(201);
    const twice = await checkout(fan, {
      items: [
        { productId: pack._id, quantity: 1 },
        { productId: many._id, quantity: 1 },
      ],
      deliveryAddressId: home._id,
      expectedTotal: 4,
    });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe("already_purchased");
    expect(twice.json.details).toEqual({ [`items.${pack._id}`]: "Bought before." });
    const dup = await checkout(fan, {
      items: [
        { productId: many._id, quantity: 1 },
        { productId: many._id, quantity: 2 },
      ],
      deliveryAddressId: home._id,
      expectedTotal: 9,
    });
    expect(dup.status).toBe(422);
    expect(dup.json.details["items.1.productId"]).toBeTruthy();
    const empty = await checkout(fan, { items: [], expectedTotal: 0 });
    expect(empty.status).toBe(422);
    // Only the one digital purchase was ever written.
    expect(await written(fan)).toBe(4);
    expect((await stockOf(few._id, many._id)).get(many._id)).toBe(9);
  });

  it("applies each product's selling rules: removed (404), blocked (403), geoblocked (403), your own (422)", async () => {
    const [ann, bob, fan] = await Promise.all([
      createUser("performer"),
      createUser("performer"),
      createUser("fan"),
    ]);
    await fund(fan.id, 100);
    const ok = await digital(ann, "2");
    const gone = await digital(ann, "2");
    await db().update(products).set({ status: "draft" }).where(eq(products.id, gone._id));
    const bobs = await digital(bob, "2");
    const cart = (id: string) => ({
      items: [
        { productId: ok._id, quantity: 1 },
        { productId: id, quantity: 1 },
      ],
      expectedTotal: 4,
    });
    const removed = await checkout(fan, cart(gone._id));
    expect(removed.status).toBe(404);
    expect((await checkout(fan, cart("nope"))).status).toBe(404);
    await blockCountry(bob.id, "FR");
    const geo = await checkout(fan, cart(bobs._id), { headers: { "cf-ipcountry": "FR" } });
    expect(geo.status).toBe(403);
    expect(geo.json.code).toBe("country_blocked");
    await blockUser(bob.id, fan);
    const blocked = await checkout(fan, cart(bobs._id));
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe("user_blocked");
    await fund(ann.id, 10);
    const own = await checkout(ann, { items: [{ productId: ok._id, quantity: 1 }], expectedTotal: 2 });
    expect(own.status).toBe(422);
    expect(own.json.code).toBe("cannot_pay_yourself");
    expect(await written(fan)).toBe(0);
    expect(await balanceOf(fan.id)).toBe(10000);
  });

  it("parallel checkouts over a product's stock: stock never below zero, the later ones 409 out_of_stock", async () => {
    const creator = await createUser("performer");
    const product = await physical(creator, "1", "3", "Limited print");
    const fans = await Promise.all(Array.from({ length: 6 }, () => createUser("fan")));
    const addresses = await Promise.all(
      fans.map(async (fan) => {
        await fund(fan.id, 10);
        return addressOf(fan);
      }),
    );
    const results = await Promise.all(
      fans.map((fan, i) =>
        checkout(fan, {
          items: [{ productId: product._id, quantity: 1 }],
          deliveryAddressId: addresses[i]._id,
          expectedTotal: 1,
        }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expect(r.json.code).toBe("out_of_stock");
      expect(r.json.message).toContain("Limited print");
    }
    expect((await stockOf(product._id)).get(product._id)).toBe(0);
    const made = await db().select().from(orders).where(eq(orders.productId, product._id));
    expect(made).toHaveLength(3);
    // The refused fans paid nothing.
    const balances = await Promise.all(fans.map((f) => balanceOf(f.id)));
    expect(balances.sort((a, b) => a - b)).toEqual([900, 900, 900, 1000, 1000, 1000]);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("an admin's refund of one order refunds only that order's items", async () => {
    const [ann, bob, fan, adm] = await Promise.all([
      createUser("performer"),
      createUser("performer"),
      createUser("fan"),
      admin(),
    ]);
    await fund(fan.id, 100);
    const home = await addressOf(fan);
    const poster = await physical(ann, "10", "5", "Poster");
    const pack = await digital(ann, "4", "Pack");
    const hoodie = await physical(bob, "20", "5", "Hoodie");
    const res = await checkout(fan, {
      items: [
        { productId: poster._id, quantity: 2 },
        { productId: pack._id, quantity: 1 },
        { productId: hoodie._id, quantity: 1 },
      ],
      deliveryAddressId: home._id,
      expectedTotal: 44,
    });
    expect(res.status, res.text).toBe(201);
    const annOrder = res.json.data.orders.find((o: { performerId: string }) => o.performerId === ann.id);
    const bobOrder = res.json.data.orders.find((o: { performerId: string }) => o.performerId === bob.id);
    const refunded = await call(`/api/admin/orders/${annOrder._id}/refund`, {
      token: adm.token,
      body: { reason: "Never arrived" },
    });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.json.data.status).toBe("refunded");
    expect(await balanceOf(fan.id)).toBe(10000 - 4400 + 2400);
    expect(await accountBalance(`earnings:${ann.id}`)).toBe(0);
    expect(await accountBalance(`earnings:${bob.id}`)).toBe(1600);
    const stock = await stockOf(poster._id, hoodie._id);
    expect(stock.get(poster._id)).toBe(5);
    expect(stock.get(hoodie._id)).toBe(4);
    // The digital item is no longer the fan's; bob's order stands.
    const bought = await db()
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, fan.id), eq(purchases.itemId, pack._id)));
    expect(bought).toHaveLength(0);
    expect((await call(`/api/orders/${bobOrder._id}`, { token: fan.token })).json.data.status).toBe(
      "processing",
    );
    const [bobEarning] = await db().select().from(earnings).where(eq(earnings.chargeId, bobOrder.chargeId));
    expect(bobEarning.status).toBe("available");
    // One refund movement, for ann's part only.
    const refunds = await db()
      .select()
      .from(ledgerMovements)
      .where(eq(ledgerMovements.key, `refund:${annOrder.chargeId}`));
    expect(refunds).toHaveLength(1);
    const rows = await db().select().from(ledger).where(eq(ledger.movementId, refunds[0].id));
    expect(rows.reduce((sum, r) => sum + r.amount, 0)).toBe(2400);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("the API document links the checkout's answer to the calls that take an order's id, and the link finds a real order", async () => {
    const doc = (await call("/api/openapi.json")).json;
    const links = doc.paths["/orders/checkout"].post.responses["201"].links ?? {};
    const byTarget = new Map(
      Object.values<{ operationId: string; parameters: Record<string, string> }>(links).map((l) => [
        l.operationId,
        l.parameters.id,
      ]),
    );
    const orderCalls = Object.entries<Record<string, { operationId: string }>>(doc.paths).flatMap(
      ([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => /^\/(admin\/)?orders\/\{id\}/.test(path) && op.operationId)
          .map(([, op]) => op.operationId),
    );
    expect(orderCalls.length).toBeGreaterThan(3);
    expect([...byTarget.keys()].sort()).toEqual([...orderCalls].sort());
    // The expression, read from a real answer, names the fan's order.
    const [ann, fan] = await Promise.all([createUser("performer"), createUser("fan")]);
    await fund(fan.id, 10);
    const pack = await digital(ann, "2");
    const paid = await checkout(fan, { items: [{ productId: pack._id, quantity: 1 }], expectedTotal: 2 });
    expect(paid.status, paid.text).toBe(201);
    const expression = byTarget.get(orderCalls.find((id) => id === "getOrdersById")!)!;
    const pointer = expression.replace("$response.body#/", "").split("/");
    const id = pointer.reduce<any>((value, step) => value?.[step], paid.json);
    const order = await call(`/api/orders/${id}`, { token: fan.token });
    expect(order.status, order.text).toBe(200);
    expect(order.json.data.items[0].productId).toBe(pack._id);
  });
});
