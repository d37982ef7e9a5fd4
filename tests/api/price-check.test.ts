/**
 * The price check (docs/money.md): every charge and subscribe request may say
 * what the fan saw (`expectedPrice`, tokens). When the price now differs the call answers 409
 * `price_changed` with the price now in `details.price` and nothing moves; the right price is
 * charged, and a request without one is charged as before. One table over every kind that
 * `/wallet/charges/*` sells and wallet subscriptions; card subscriptions and replays beside it.
 */
import { and, count, eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ERRORS } from "#functions/errors";
import { ledger, walletCharges } from "../../drizzle/schema/ledger";
import { orders } from "../../drizzle/schema/orders";
import { paymentTransactions } from "../../drizzle/schema/payments";
import { purchases } from "../../drizzle/schema/purchases";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { call, createUser, db, type TestUser } from "../helpers/api";
import {
  createGalleryVia,
  createProductVia,
  form,
  subscribe as subscribeRow,
  uploadVideoVia,
} from "../helpers/assets";
import {
  accountBalance,
  addressOf,
  balanceOf,
  charge,
  fund,
  ledgerViolations,
  saleFeed,
} from "../helpers/money";

type Answer = Awaited<ReturnType<typeof call>>;

/** One fan about to pay one creator for one thing. */
interface Scene {
  fan: TestUser;
  creator: TestUser;
  /** The fan's request, with `extra` (expectedPrice or nothing) merged into its body. */
  pay(extra: Record<string, unknown>, key?: string): Promise<Answer>;
  /** Tokens the fan saw. */
  shown: number;
  /** Tokens the call takes now: after `change`, or, where the fan chooses the amount, the amount. */
  now: number;
  /** The creator changes the price through their own API while the fan is paying. */
  change?(): Promise<void>;
}

/** The charge an answer made: the charge itself, or a subscription's `charge`. */
const chargeOf = (res: Answer) => res.json.data.charge ?? res.json.data;

async function people() {
  const creator = await createUser("performer");
  const fan = await createUser("fan");
  await fund(fan.id, 1000);
  return { creator, fan };
}

async function ok(res: Answer | Promise<Answer>) {
  const answer = await res;
  expect(answer.status, answer.text).toBeLessThan(300);
  return answer;
}

const subscribeCall = (fan: TestUser, body: Record<string, unknown>, key?: string) =>
  call("/api/payment/subscribe/performers", {
    token: fan.token,
    body,
    headers: key ? { "idempotency-key": key } : {},
  });

const setCreatorPrices = (creator: TestUser, prices: Record<string, number>) =>
  ok(call(`/api/performers/${creator.id}`, { method: "PUT", token: creator.token, body: prices }));

const SCENES: [string, () => Promise<Scene>][] = [
  [
    "feed",
    async () => {
      const { creator, fan } = await people();
      const feed = await saleFeed(creator, 5);
      return {
        creator,
        fan,
        shown: 5,
        now: 7.5,
        pay: (extra, key) => charge(fan.token, "feed", feed._id, extra, key),
        change: async () => {
          await ok(
            call(`/api/performer/feeds/${feed._id}`, {
              method: "PUT",
              token: creator.token,
              body: { price: 7.5 },
            }),
          );
        },
      };
    },
  ],
  [
    "video",
    async () => {
      const { creator, fan } = await people();
      const video = await uploadVideoVia(creator.token, { isSale: "true", price: "5" });
      return {
        creator,
        fan,
        shown: 5,
        now: 9.99,
        pay: (extra, key) => charge(fan.token, "video", video._id, extra, key),
        change: async () => {
          await ok(
            call(`/api/performer/performer-assets/videos/edit/${video._id}`, {
              method: "PUT",
              token: creator.token,
              form: form({ isSale: "true", price: "9.99" }),
            }),
          );
        },
      };
    },
  ],
  [
    "gallery",
    async () => {
      const { creator, fan } = await people();
      const gallery = await createGalleryVia(creator.token, { isSale: true, price: 5 });
      return {
        creator,
        fan,
        shown: 5,
        now: 15,
        pay: (extra, key) => charge(fan.token, "gallery", gallery._id, extra, key),
        change: async () => {
          await ok(
            call(`/api/performer/performer-assets/galleries/${gallery._id}`, {
              method: "PUT",
              token: creator.token,
              body: { title: "Beach day", isSale: true, price: 15, status: "active" },
            }),
          );
        },
      };
    },
  ],
  [
    "product (the total: price × quantity)",
    async () => {
      const { creator, fan } = await people();
      const product = await createProductVia(creator.token, { price: "5", stock: "10" });
      const address = await addressOf(fan);
      return {
        creator,
        fan,
        shown: 10,
        now: 24.5,
        pay: (extra, key) =>
          charge(
            fan.token,
            "product",
            product._id,
            { quantity: 2, deliveryAddressId: address._id, ...extra },
            key,
          ),
        change: async () => {
          await ok(
            call(`/api/performer/performer-assets/products/${product._id}`, {
              method: "PUT",
              token: creator.token,
              form: form({ price: "12.25" }),
            }),
          );
        },
      };
    },
  ],
  [
    "message (pay-per-view; its price is set when sent)",
    async () => {
      const { creator, fan } = await people();
      await subscribeRow(fan, creator.id);
      const opened = await ok(
        call("/api/conversations", { token: fan.token, body: { source: "performer", sourceId: creator.id } }),
      );
      const sent = await ok(
        call(`/api/messages/conversations/${opened.json.data._id}`, {
          token: creator.token,
          body: { text: "Behind the scenes", price: 6 },
        }),
      );
      return {
        creator,
        fan,
        shown: 4,
        now: 6,
        pay: (extra, key) => charge(fan.token, "message", sent.json.data._id, extra, key),
      };
    },
  ],
  [
    "stream (the live session raised from 5 to 300 while the fan pays)",
    async () => {
      const { creator, fan } = await people();
      await subscribeRow(fan, creator.id);
      const live = await ok(
        call("/api/streaming/live", { token: creator.token, body: { title: "Late show", price: 5 } }),
      );
      const streamId = live.json.data._id as string;
      return {
        creator,
        fan,
        shown: 5,
        now: 300,
        pay: (extra, key) => charge(fan.token, "stream", streamId, extra, key),
        change: async () => {
          await ok(
            call("/api/streaming/update", {
              method: "PUT",
              token: creator.token,
              body: { streamId, price: 300 },
            }),
          );
        },
      };
    },
  ],
  [
    "tip (the fan's own amount is the price)",
    async () => {
      const { creator, fan } = await people();
      return {
        creator,
        fan,
        shown: 10,
        now: 12.5,
        pay: (extra, key) => charge(fan.token, "tip", creator.id, { amount: 12.5, ...extra }, key),
      };
    },
  ],
  [
    "crowdfunding (the fan's own amount is the price)",
    async () => {
      const { creator, fan } = await people();
      const post = await ok(
        call("/api/performer/feeds", {
          token: creator.token,
          body: {
            type: "crowdfunding",
            text: "<p>Help!</p>",
            crowdfunding: { title: "Camera", goal: 50, deadline: Date.now() + 86_400_000 },
          },
        }),
      );
      const goalId = post.json.data.crowdfunding._id as string;
      return {
        creator,
        fan,
        shown: 15,
        now: 20,
        pay: (extra, key) => charge(fan.token, "crowdfunding", goalId, { amount: 20, ...extra }, key),
      };
    },
  ],
  [
    "monthly subscription from the wallet",
    async () => {
      const { creator, fan } = await people();
      await setCreatorPrices(creator, { monthlyPrice: 9.95 });
      return {
        creator,
        fan,
        shown: 9.95,
        now: 14.95,
        pay: (extra, key) =>
          subscribeCall(
            fan,
            { performerId: creator.id, type: "monthly", paymentGateway: "wallet", ...extra },
            key,
          ),
        change: () => setCreatorPrices(creator, { monthlyPrice: 14.95 }).then(() => undefined),
      };
    },
  ],
  [
    "yearly subscription from the wallet",
    async () => {
      const { creator, fan } = await people();
      await setCreatorPrices(creator, { yearlyPrice: 90 });
      return {
        creator,
        fan,
        shown: 90,
        now: 99.5,
        pay: (extra, key) =>
          subscribeCall(
            fan,
            { performerId: creator.id, type: "yearly", paymentGateway: "wallet", ...extra },
            key,
          ),
        change: () => setCreatorPrices(creator, { yearlyPrice: 99.5 }).then(() => undefined),
      };
    },
  ],
];

/** Everything a charge could have moved or written for this fan and creator. */
async function moneyOf(scene: Pick<Scene, "fan" | "creator">) {
  const d = db();
  const wallet = `wallet:${scene.fan.id}`;
  const fanId = scene.fan.id;
  const rows = async (table: any, where: any) =>
    (await d.select({ n: count() }).from(table).where(where))[0].n;
  return {
    balance: await balanceOf(fanId),
    earnings: await accountBalance(`earnings:${scene.creator.id}`),
    ledgerRows: await rows(ledger, or(eq(ledger.fromAccount, wallet), eq(ledger.toAccount, wallet))),
    charges: await rows(walletCharges, eq(walletCharges.userId, fanId)),
    purchases: await rows(purchases, eq(purchases.userId, fanId)),
    orders: await rows(orders, eq(orders.userId, fanId)),
    payments: await rows(paymentTransactions, eq(paymentTransactions.userId, fanId)),
    subscriptions: await d
      .select({ status: subscriptions.status, expiresAt: subscriptions.expiresAt })
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, fanId), eq(subscriptions.performerId, scene.creator.id))),
  };
}

describe("the price check: expectedPrice on every charge and subscription", () => {
  it.each(SCENES)(
    "%s: a stale expectedPrice is 409 price_changed and moves nothing; the price now is charged, with or without expectedPrice",
    async (_name, prepare) => {
      const scene = await prepare();
      await scene.change?.();
      const before = await moneyOf(scene);

      const stale = await scene.pay({ expectedPrice: scene.shown });
      expect(stale.status, stale.text).toBe(409);
      expect(stale.json).toMatchObject({
        statusCode: 409,
        code: "price_changed",
        details: { price: String(scene.now) },
      });
      expect(stale.json.details.expectedPrice).toMatch(/The price is now/);
      expect(await moneyOf(scene)).toEqual(before);

      const right = await scene.pay({ expectedPrice: scene.now });
      expect(right.status, right.text).toBe(201);
      expect(chargeOf(right).amount).toBe(scene.now);
      expect(await balanceOf(scene.fan.id)).toBe(before.balance - Math.round(scene.now * 100));

      // A client that does not send expectedPrice is charged the price now, as before.
      const other = await prepare();
      await other.change?.();
      const plain = await other.pay({});
      expect(plain.status, plain.text).toBe(201);
      expect(chargeOf(plain).amount).toBe(other.now);
      expect(await ledgerViolations()).toEqual([]);
    },
  );

  it("compares in whole cents: 2.95 sent as 2.950000001 is the same price; a cent off is not", async () => {
    const { creator, fan } = await people();
    const feed = await saleFeed(creator, 2.95);
    const cent = await charge(fan.token, "feed", feed._id, { expectedPrice: 2.94 });
    expect(cent.status).toBe(409);
    expect(cent.json.details.price).toBe("2.95");
    const same = await charge(fan.token, "feed", feed._id, { expectedPrice: 2.950000001 });
    expect(same.status, same.text).toBe(201);
    expect(same.json.data.amount).toBe(2.95);
  });

  it("refuses an expectedPrice that is no amount of tokens, like any field", async () => {
    const { creator, fan } = await people();
    const feed = await saleFeed(creator, 5);
    const text = await charge(fan.token, "feed", feed._id, { expectedPrice: "5" });
    expect(text.status).toBe(400);
    const negative = await charge(fan.token, "feed", feed._id, { expectedPrice: -5 });
    expect(negative.status).toBe(422);
    expect(negative.json.details.expectedPrice).toBeTruthy();
    const fraction = await subscribeCall(fan, {
      performerId: creator.id,
      type: "monthly",
      paymentGateway: "wallet",
      expectedPrice: 9.999,
    });
    expect(fraction.status).toBe(422);
    expect(fraction.json.details.expectedPrice).toBe("At most two decimals.");
    expect(await balanceOf(fan.id)).toBe(100_000);
  });

  it("Idempotency-Key: a refused price stores nothing (the fan confirms the new price with the same key); a retry of a charge made answers it, whatever the price now", async () => {
    const { creator, fan } = await people();
    const feed = await saleFeed(creator, 6);
    const stale = await charge(fan.token, "feed", feed._id, { expectedPrice: 5 }, "price-confirm");
    expect(stale.json.code).toBe("price_changed");
    const confirmed = await charge(fan.token, "feed", feed._id, { expectedPrice: 6 }, "price-confirm");
    expect(confirmed.status, confirmed.text).toBe(201);
    expect(await balanceOf(fan.id)).toBe(100_000 - 600);
    // The connection dropped and the browser retries the same request after the creator raised it.
    await ok(
      call(`/api/performer/feeds/${feed._id}`, { method: "PUT", token: creator.token, body: { price: 8 } }),
    );
    const retried = await charge(fan.token, "feed", feed._id, { expectedPrice: 6 }, "price-confirm");
    expect(retried.status, retried.text).toBe(201);
    expect(retried.json.data._id).toBe(confirmed.json.data._id);
    expect(await balanceOf(fan.id)).toBe(100_000 - 600);
  });

  it("a free subscription costs 0 now: expectedPrice 0 subscribes, another price is refused with price 0", async () => {
    const { creator, fan } = await people();
    // Free subscriptions are on by default (freeSubscriptionEnabled); the creator offers one.
    await ok(
      call(`/api/performers/${creator.id}`, {
        method: "PUT",
        token: creator.token,
        body: { isFreeSubscription: true, freeSubscriptionDays: 7 },
      }),
    );
    const body = { performerId: creator.id, type: "free", paymentGateway: "wallet" };
    const wrong = await subscribeCall(fan, { ...body, expectedPrice: 9.95 });
    expect(wrong.status, wrong.text).toBe(409);
    expect(wrong.json.details.price).toBe("0");
    expect(await moneyOf({ fan, creator })).toMatchObject({ subscriptions: [] });
    const free = await subscribeCall(fan, { ...body, expectedPrice: 0 });
    expect(free.status, free.text).toBe(201);
    expect(free.json.data.subscription.type).toBe("free");
  });
});

describe("the price check on card subscriptions (Stripe Checkout)", () => {
  it("checks before the Checkout is made: a stale price starts nothing; the right one opens Checkout at that price", async () => {
    const { creator, fan } = await people();
    await setCreatorPrices(creator, { monthlyPrice: 9.95 });
    await setCreatorPrices(creator, { monthlyPrice: 19.95 });
    const body = { performerId: creator.id, type: "monthly", paymentGateway: "stripe" };
    const before = await moneyOf({ fan, creator });
    const stale = await subscribeCall(fan, { ...body, expectedPrice: 9.95 });
    expect(stale.status, stale.text).toBe(409);
    expect(stale.json).toMatchObject({ code: "price_changed", details: { price: "19.95" } });
    // No subscription row, no payment, no Checkout.
    expect(await moneyOf({ fan, creator })).toEqual(before);
    expect(before.payments).toBe(0);
    expect(before.subscriptions).toEqual([]);

    const right = await subscribeCall(fan, { ...body, expectedPrice: 19.95 });
    expect(right.status, right.text).toBe(201);
    expect(right.json.data.redirectUrl).toMatch(/\/checkout\/cs_test_/);
    const [payment] = await db()
      .select({ amount: paymentTransactions.amount })
      .from(paymentTransactions)
      .where(eq(paymentTransactions.userId, fan.id));
    expect(payment.amount).toBe(1995);
  });
});

describe("the price check in the OpenAPI document", () => {
  it("every charge and the subscribe call document expectedPrice and the 409 price_changed", async () => {
    const doc = (await call("/api/openapi.json")).json;
    const resolve = (schema: any) =>
      schema?.$ref ? doc.components.schemas[schema.$ref.split("/").pop()] : schema;
    const ops = [
      ...["tip", "feed", "video", "gallery", "product", "message", "stream", "crowdfunding"].map(
        (kind) => `/wallet/charges/${kind}/{id}`,
      ),
      "/payment/subscribe/performers",
    ];
    for (const path of ops) {
      const op = doc.paths[path].post;
      const body = resolve(op.requestBody.content["application/json"].schema);
      expect(body.properties.expectedPrice?.description, path).toMatch(/409 `price_changed`/);
      expect(op.responses["409"]?.description, path).toContain(ERRORS.price_changed.message);
    }
  });
});
