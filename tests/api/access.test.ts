import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "#functions/context/create-deps";
import { AppError } from "#functions/errors";
import {
  type AccessItem,
  type AccessViewer,
  assertCanSeePerformer,
  assertContentAccess,
  contentAccess,
  contentAccessMany,
  hasPurchased,
  hiddenPerformerIds,
  isSubscribed,
  performerVisibility,
  purchasedItemIds,
  subscribedPerformerIds,
} from "#functions/identity/access/service";
import { performerCountryBlocks, userBlocks } from "../../drizzle/schema/blocks";
import { purchases } from "../../drizzle/schema/purchases";
import { follows } from "../../drizzle/schema/social";
import { subscriptions } from "../../drizzle/schema/subscriptions";
import { users } from "../../drizzle/schema/users";
import { createUser, db, type TestUser } from "../helpers/api";

const deps = () => createDeps(env);
const DAY = 86_400_000;
const as = (u: TestUser | null, isAdmin = false): AccessViewer => (u ? { id: u.id, isAdmin } : null);

async function code(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "ok";
  } catch (err) {
    if (err instanceof AppError) return `${err.status} ${err.code}`;
    throw err;
  }
}

let creator: TestUser;
let otherCreator: TestUser;
let admin: TestUser;
let subscriber: TestUser;
let expired: TestUser;
let deactivated: TestUser;
let buyer: TestUser;
let buyerExSubscriber: TestUser;
let follower: TestUser;
let blockedFan: TestUser;

let seq = 0;
const itemId = () => `item${Date.now().toString(36)}${seq++}`;

async function subscribe(
  user: TestUser,
  performerId: string,
  status: "active" | "deactivated",
  expiresAt: number,
) {
  const now = Date.now();
  await db()
    .insert(subscriptions)
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      performerId,
      type: "monthly",
      status,
      startedAt: now - 30 * DAY,
      expiresAt,
      paymentGateway: "wallet",
      createdAt: now,
      updatedAt: now,
    });
}

async function buy(user: TestUser, item: AccessItem) {
  await db().insert(purchases).values({
    id: crypto.randomUUID(),
    userId: user.id,
    itemType: item.itemType,
    itemId: item.itemId,
    performerId: item.performerId,
    price: item.price,
    createdAt: Date.now(),
  });
}

let subscriberItem: AccessItem;
let saleItem: AccessItem;

beforeAll(async () => {
  [
    creator,
    otherCreator,
    admin,
    subscriber,
    expired,
    deactivated,
    buyer,
    buyerExSubscriber,
    follower,
    blockedFan,
  ] = await Promise.all([
    createUser("performer"),
    createUser("performer"),
    createUser("admin"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
    createUser("fan"),
  ]);
  const now = Date.now();
  await subscribe(subscriber, creator.id, "active", now + 10 * DAY);
  await subscribe(expired, creator.id, "active", now - DAY);
  await subscribe(deactivated, creator.id, "deactivated", now + 10 * DAY);
  await subscribe(buyerExSubscriber, creator.id, "active", now - DAY);
  await db().insert(follows).values({ followerId: follower.id, performerId: creator.id, createdAt: now });
  await db().insert(userBlocks).values({ performerId: creator.id, userId: blockedFan.id, createdAt: now });
  await db()
    .insert(performerCountryBlocks)
    .values({ performerId: creator.id, countryCode: "RU", createdAt: now });

  subscriberItem = { performerId: creator.id, itemType: "feed", itemId: itemId(), isSale: false, price: 0 };
  saleItem = { performerId: creator.id, itemType: "video", itemId: itemId(), isSale: true, price: 499 };
  await buy(buyer, saleItem);
  await buy(buyerExSubscriber, saleItem);
});

describe("contentAccess: the access matrix", () => {
  it("subscriber content (not for sale)", async () => {
    const matrix = {
      owner: as(creator),
      admin: as(admin, true),
      subscriber: as(subscriber),
      expiredSubscriber: as(expired),
      deactivatedSubscriber: as(deactivated),
      buyerOfAnotherItem: as(buyer),
      followerOnly: as(follower),
      otherCreator: as(otherCreator),
      anonymous: null,
    };
    const got: Record<string, string> = {};
    for (const [who, viewer] of Object.entries(matrix)) {
      const access = await contentAccess(deps(), viewer, subscriberItem);
      got[who] = `${access.canView} ${access.reason}`;
      expect(access.locked).toBe(access.canView ? null : access.reason);
    }
    expect(got).toEqual({
      owner: "true owner",
      admin: "true admin",
      subscriber: "true subscribed",
      expiredSubscriber: "false subscription_required",
      deactivatedSubscriber: "false subscription_required",
      buyerOfAnotherItem: "false subscription_required",
      followerOnly: "false subscription_required",
      otherCreator: "false subscription_required",
      anonymous: "false login_required",
    });
  });

  it("content for sale: only buyers; a subscription does not unlock it; a purchase outlives the subscription", async () => {
    const matrix = {
      owner: as(creator),
      admin: as(admin, true),
      subscriber: as(subscriber),
      buyer: as(buyer),
      buyerWhoseSubscriptionEnded: as(buyerExSubscriber),
      followerOnly: as(follower),
      anonymous: null,
    };
    const got: Record<string, string> = {};
    for (const [who, viewer] of Object.entries(matrix)) {
      const access = await contentAccess(deps(), viewer, saleItem);
      got[who] = `${access.canView} ${access.reason}`;
    }
    expect(got).toEqual({
      owner: "true owner",
      admin: "true admin",
      subscriber: "false purchase_required",
      buyer: "true purchased",
      buyerWhoseSubscriptionEnded: "true purchased",
      followerOnly: "false purchase_required",
      anonymous: "false login_required",
    });
  });

  it("a purchase unlocks only that item of that type", async () => {
    const sameIdOtherType = { ...saleItem, itemType: "gallery" as const };
    expect((await contentAccess(deps(), as(buyer), sameIdOtherType)).reason).toBe("purchase_required");
    const otherItem = { ...saleItem, itemId: itemId() };
    expect((await contentAccess(deps(), as(buyer), otherItem)).reason).toBe("purchase_required");
  });

  it("isSale with a zero price is subscriber content", async () => {
    const zero = { ...saleItem, itemId: itemId(), price: 0 };
    expect((await contentAccess(deps(), as(subscriber), zero)).reason).toBe("subscribed");
    expect((await contentAccess(deps(), as(buyer), zero)).reason).toBe("subscription_required");
  });

  it("content open to all needs no subscription, but a price still needs a purchase", async () => {
    const free = {
      performerId: creator.id,
      itemType: "message" as const,
      itemId: itemId(),
      isSale: false,
      price: 0,
      openToAll: true,
    };
    expect((await contentAccess(deps(), as(follower), free)).reason).toBe("free");
    expect((await contentAccess(deps(), null, free)).reason).toBe("free");
    const paid = { ...free, isSale: true, price: 300 };
    expect((await contentAccess(deps(), as(follower), paid)).reason).toBe("purchase_required");
  });

  it("contentAccessMany gives the same answers as contentAccess, item by item", async () => {
    const otherSub = {
      performerId: otherCreator.id,
      itemType: "feed" as const,
      itemId: itemId(),
      isSale: false,
      price: 0,
    };
    await subscribe(buyer, otherCreator.id, "active", Date.now() + DAY);
    const items: AccessItem[] = [
      subscriberItem,
      saleItem,
      otherSub,
      { ...saleItem, itemId: itemId() },
      { ...subscriberItem, itemType: "gallery", itemId: itemId() },
    ];
    for (const viewer of [
      as(creator),
      as(admin, true),
      as(subscriber),
      as(buyer),
      as(follower),
      as(otherCreator),
      null,
    ]) {
      const many = await contentAccessMany(deps(), viewer, items);
      const one = await Promise.all(items.map((item) => contentAccess(deps(), viewer, item)));
      expect(many).toEqual(one);
    }
    expect(await contentAccessMany(deps(), as(buyer), [])).toEqual([]);
  });

  it("assertContentAccess throws 401 for anonymous and 403 for fans without the entitlement", async () => {
    expect(await code(assertContentAccess(deps(), null, subscriberItem))).toBe("401 unauthorized");
    expect(await code(assertContentAccess(deps(), as(follower), subscriberItem))).toBe(
      "403 subscription_required",
    );
    expect(await code(assertContentAccess(deps(), as(subscriber), saleItem))).toBe("403 purchase_required");
    expect(await code(assertContentAccess(deps(), as(buyer), saleItem))).toBe("ok");
  });
});

describe("entitlement look-ups", () => {
  it("isSubscribed needs status active and an expiry in the future", async () => {
    expect(await isSubscribed(deps(), subscriber.id, creator.id)).toBe(true);
    expect(await isSubscribed(deps(), expired.id, creator.id)).toBe(false);
    expect(await isSubscribed(deps(), deactivated.id, creator.id)).toBe(false);
    expect(await isSubscribed(deps(), follower.id, creator.id)).toBe(false);
    expect(await isSubscribed(deps(), subscriber.id, otherCreator.id)).toBe(false);
  });

  it("batch forms answer for many creators and items at once", async () => {
    const subscribed = await subscribedPerformerIds(deps(), subscriber.id, [
      creator.id,
      otherCreator.id,
      creator.id,
    ]);
    expect([...subscribed]).toEqual([creator.id]);
    expect(await subscribedPerformerIds(deps(), subscriber.id, [])).toEqual(new Set());
    const bought = await purchasedItemIds(deps(), buyer.id, "video", [saleItem.itemId, "nope"]);
    expect([...bought]).toEqual([saleItem.itemId]);
    expect(await hasPurchased(deps(), buyer.id, "video", saleItem.itemId)).toBe(true);
    expect(await hasPurchased(deps(), subscriber.id, "video", saleItem.itemId)).toBe(false);
  });

  it("one purchase per user and item, one subscription row per user and creator", async () => {
    await expect(buy(buyer, saleItem)).rejects.toThrow();
    await expect(subscribe(subscriber, creator.id, "active", Date.now() + DAY)).rejects.toThrow();
  });
});

describe("assertCanSeePerformer: existence and blocks", () => {
  it("lets fans, anonymous visitors, the creator and admins see an unblocking creator", async () => {
    for (const viewer of [as(follower), null, as(creator), as(admin, true)]) {
      expect(await code(assertCanSeePerformer(deps(), viewer, "DE", creator.id))).toBe("ok");
    }
    expect(await code(assertCanSeePerformer(deps(), as(follower), null, creator.id))).toBe("ok");
  });

  it("refuses a user the creator blocked (403 user_blocked)", async () => {
    expect(await code(assertCanSeePerformer(deps(), as(blockedFan), "DE", creator.id))).toBe(
      "403 user_blocked",
    );
    expect(await code(assertCanSeePerformer(deps(), as(blockedFan), "DE", otherCreator.id))).toBe("ok");
  });

  it("refuses a visitor from a country the creator blocked (403 country_blocked)", async () => {
    for (const viewer of [as(subscriber), as(buyer), null]) {
      expect(await code(assertCanSeePerformer(deps(), viewer, "RU", creator.id))).toBe("403 country_blocked");
    }
    expect(await code(assertCanSeePerformer(deps(), null, "ru", creator.id))).toBe("403 country_blocked");
    expect(await code(assertCanSeePerformer(deps(), null, "RU", otherCreator.id))).toBe("ok");
    // The creator and admins always pass.
    expect(await code(assertCanSeePerformer(deps(), as(creator), "RU", creator.id))).toBe("ok");
    expect(await code(assertCanSeePerformer(deps(), as(admin, true), "RU", creator.id))).toBe("ok");
  });

  it("answers 404 for unknown ids, fans and inactive creators (admins still see inactive ones)", async () => {
    expect(await code(assertCanSeePerformer(deps(), as(follower), null, "nosuchuser"))).toBe(
      "404 performer_not_found",
    );
    expect(await code(assertCanSeePerformer(deps(), as(follower), null, subscriber.id))).toBe(
      "404 performer_not_found",
    );
    const gone = await createUser("performer");
    await db().update(users).set({ status: "inactive" }).where(eq(users.id, gone.id));
    expect(await code(assertCanSeePerformer(deps(), as(follower), null, gone.id))).toBe(
      "404 performer_not_found",
    );
    expect(await code(assertCanSeePerformer(deps(), as(admin, true), null, gone.id))).toBe("ok");
    expect(await performerVisibility(deps(), as(gone), null, gone.id)).toBe("visible");
  });

  it("hiddenPerformerIds filters lists across creators", async () => {
    const ids = [creator.id, otherCreator.id];
    expect([...(await hiddenPerformerIds(deps(), as(blockedFan), "DE", ids))]).toEqual([creator.id]);
    expect([...(await hiddenPerformerIds(deps(), null, "RU", ids))]).toEqual([creator.id]);
    expect([...(await hiddenPerformerIds(deps(), as(follower), "DE", ids))]).toEqual([]);
    expect([...(await hiddenPerformerIds(deps(), as(admin, true), "RU", ids))]).toEqual([]);
    expect([...(await hiddenPerformerIds(deps(), as(creator), "RU", ids))]).toEqual([]);
  });
});
