import { describe, expect, it } from "vitest";
import { userBlocks } from "../../drizzle/schema/blocks";
import { performerPayoutSettings } from "../../drizzle/schema/performers";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { subscribe as subscribeInD1 } from "../helpers/assets";
import { lastEmailTo } from "../helpers/auth";
import { admin, charge, fund, longUser, saleFeed } from "../helpers/money";
import { openRoom } from "../helpers/sockets";

/** The viewer's notifications (`type` filter optional). */
async function inbox(user: TestUser, query = "") {
  const res = await call(`/api/notifications${query}`, { token: user.token });
  expect(res.status).toBe(200);
  return res.json.data as {
    data: {
      _id: string;
      type: string;
      actor: { _id: string; name: string } | null;
      object: { type: string; id: string } | null;
      link: string | null;
      text: string;
      createdAt: string;
      readAt: string | null;
    }[];
    total: number;
    unread: number;
  };
}

const follow = (fan: TestUser, creator: TestUser) =>
  call(`/api/follows/${creator.id}`, { method: "POST", token: fan.token });

describe("notifications: following", () => {
  it("tells a creator about a new follower once, with the follower's card, live in their room", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan", { name: "Fan Follower" });
    const room = await openRoom(`user/${creator.id}`, creator.token, creator.id);
    expect((await follow(fan, creator)).status).toBe(200);
    const pushed = await room.nextOf("notifications/unread");
    expect(pushed.data.total).toBe(1);
    // Following again is no new follower.
    expect((await follow(fan, creator)).status).toBe(200);
    const list = await inbox(creator);
    expect(list.total).toBe(1);
    expect(list.unread).toBe(1);
    const [n] = list.data;
    expect(n).toMatchObject({
      type: "follow",
      actor: { _id: fan.id, name: "Fan Follower" },
      object: null,
      text: "started following you.",
      readAt: null,
    });
    expect(Date.parse(n.createdAt)).toBeGreaterThan(0);
    room.ws.close();
  });
});

describe("notifications: privacy, blocks and reading", () => {
  it("lists only the viewer's own, answers another's id with 404 and marks read one or all", async () => {
    const creator = await createUser("performer");
    const other = await createUser("performer");
    const fans = await Promise.all([createUser("fan"), createUser("fan"), createUser("fan")]);
    for (const fan of fans) await follow(fan, creator);
    await follow(fans[0], other);
    const mine = await inbox(creator);
    expect(mine.total).toBe(3);
    expect(mine.unread).toBe(3);
    const theirs = await inbox(other);
    expect(theirs.total).toBe(1);
    expect(theirs.data.every((n) => !mine.data.some((m) => m._id === n._id))).toBe(true);

    const foreign = await call(`/api/notifications/${theirs.data[0]._id}/read`, {
      method: "POST",
      token: creator.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.code).toBe("not_found");
    expect((await inbox(other)).unread).toBe(1);

    const one = await call(`/api/notifications/${mine.data[0]._id}/read`, {
      method: "POST",
      token: creator.token,
    });
    expect(one.status).toBe(200);
    expect(one.json.data.readAt).not.toBeNull();
    expect(one.json.data.unread).toBe(2);
    expect((await inbox(creator)).unread).toBe(2);

    const all = await call("/api/notifications/read-all", { method: "POST", token: creator.token });
    expect(all.status).toBe(200);
    expect(all.json.data).toEqual({ updated: 2, unread: 0 });
    const after = await inbox(creator);
    expect(after.unread).toBe(0);
    expect(after.data.every((n) => n.readAt !== null)).toBe(true);
    expect((await call("/api/notifications")).status).toBe(401);
  });

  it("does not tell a creator about a user they blocked, nor that user about the creator", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    await fund(fan.id, 20);
    const sub = await subscribeByWallet(fan, creator.id);
    expect(sub.status, sub.text).toBe(201);
    const post = await call("/api/performer/feeds", {
      token: creator.token,
      body: { type: "text", text: "<p>Before the block</p>" },
    });
    const comment = await call("/api/comments", {
      token: fan.token,
      body: { objectType: "feed", objectId: post.json.data._id, content: "Hi" },
    });
    expect(comment.status).toBe(201);
    const before = await inbox(creator);
    const fanBefore = await inbox(fan);
    await db().insert(userBlocks).values({ performerId: creator.id, userId: fan.id, createdAt: Date.now() });
    // What a blocked fan may still do (cancel) does not reach the creator...
    const cancel = await call(`/api/payment/wallet/cancel-subscription/${sub.json.data.subscription._id}`, {
      token: fan.token,
      method: "POST",
    });
    expect(cancel.status).toBe(200);
    expect((await inbox(creator)).total).toBe(before.total);
    // ...and what the creator does does not reach the blocked fan.
    const liked = await call("/api/reactions", {
      token: creator.token,
      body: { objectType: "comment", objectId: comment.json.data._id, action: "like" },
    });
    expect(liked.status, liked.text).toBeLessThan(300);
    expect((await inbox(fan)).total).toBe(fanBefore.total);
  });
});

/** The newest notification of the viewer (of `type`), or undefined. */
const newest = async (user: TestUser, type?: string) =>
  (await inbox(user, type ? `?type=${type}` : "")).data[0];

const subscribeByWallet = (fan: TestUser, performerId: string) =>
  call("/api/payment/subscribe/performers", {
    token: fan.token,
    body: { performerId, type: "monthly", paymentGateway: "wallet" },
  });

describe("notifications: each kind, written by the call that does the thing", () => {
  it("likes and comments on content tell its creator; a like on a comment tells the comment's author", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan", { name: "Liking Fan" });
    await subscribeInD1(fan, creator.id);
    const post = await call("/api/performer/feeds", {
      token: creator.token,
      body: { type: "text", text: "<p>Hello fans</p>" },
    });
    const postId = post.json.data._id as string;
    const like = () =>
      call("/api/reactions", {
        token: fan.token,
        body: { objectType: "feed", objectId: postId, action: "like" },
      });
    expect((await like()).status).toBeLessThan(300);
    expect((await like()).status).toBeLessThan(300);
    const likes = await inbox(creator, "?type=like");
    expect(likes.total).toBe(1);
    expect(likes.data[0]).toMatchObject({
      actor: { _id: fan.id, name: "Liking Fan" },
      object: { type: "feed", id: postId },
      link: `/feeds/${postId}`,
      text: "liked your post.",
    });
    const comment = await call("/api/comments", {
      token: fan.token,
      body: { objectType: "feed", objectId: postId, content: "<p>Love <b>this</b> &amp; more</p>" },
    });
    expect(comment.status, comment.text).toBe(201);
    expect(await newest(creator, "comment")).toMatchObject({
      actor: { _id: fan.id },
      object: { type: "feed", id: postId },
      text: "commented on your post: “Love this & more”",
    });
    // The creator likes the fan's comment: the fan is told.
    const liked = await call("/api/reactions", {
      token: creator.token,
      body: { objectType: "comment", objectId: comment.json.data._id, action: "like" },
    });
    expect(liked.status, liked.text).toBeLessThan(300);
    expect(await newest(fan)).toMatchObject({
      type: "like",
      actor: { _id: creator.id },
      object: { type: "feed", id: postId },
      text: "liked your comment.",
    });
    // Nobody is told about their own doing.
    await call("/api/reactions", {
      token: creator.token,
      body: { objectType: "feed", objectId: postId, action: "like" },
    });
    expect((await inbox(creator, "?type=like")).total).toBe(1);
  });

  it("a purchase, a tip with its message and an unlocked paid message tell the creator", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    await fund(fan.id, 100);
    const feed = await saleFeed(creator, 5);
    expect((await charge(fan.token, "feed", feed._id)).status).toBe(201);
    expect(await newest(creator, "purchase")).toMatchObject({
      actor: { _id: fan.id },
      object: { type: "feed", id: feed._id },
      text: "bought your post “Something special, for sale.” for 5.00 tokens.",
    });
    // A long text is cut at a word, and says so with an ellipsis.
    const long = await call("/api/performer/feeds", {
      token: creator.token,
      body: {
        type: "text",
        text: "<p>Behind the scenes, <strong>exclusive</strong>: unlock it once, keep it forever.</p>",
        isSale: true,
        price: 4,
      },
    });
    expect(long.status, long.text).toBe(201);
    expect((await charge(fan.token, "feed", long.json.data._id)).status).toBe(201);
    expect((await newest(creator, "purchase")).text).toBe(
      "bought your post “Behind the scenes, exclusive: unlock it once, keep it…” for 4.00 tokens.",
    );
    expect(
      (await charge(fan.token, "tip", creator.id, { amount: 12.5, message: "Thanks for the show!" })).status,
    ).toBe(201);
    expect(await newest(creator, "tip")).toMatchObject({
      actor: { _id: fan.id },
      text: "sent you a tip of 12.50 tokens: “Thanks for the show!”",
    });
    await subscribeInD1(fan, creator.id);
    const opened = await call("/api/conversations", {
      token: fan.token,
      body: { source: "performer", sourceId: creator.id },
    });
    const conversationId = opened.json.data._id as string;
    const sent = await call(`/api/messages/conversations/${conversationId}`, {
      token: creator.token,
      body: { text: "Behind the scenes", price: 3 },
    });
    expect(sent.status, sent.text).toBe(201);
    expect((await charge(fan.token, "message", sent.json.data._id)).status).toBe(201);
    expect(await newest(creator, "message_unlocked")).toMatchObject({
      actor: { _id: fan.id },
      object: { type: "conversation", id: conversationId },
      link: `/messages/${conversationId}`,
      text: "unlocked your paid message for 3.00 tokens.",
    });
    // The tabs: purchases holds the two purchases and the tip, messages the unlock.
    expect((await inbox(creator, "?type=purchases")).data.map((n) => n.type).sort()).toEqual([
      "purchase",
      "purchase",
      "tip",
    ]);
    expect((await inbox(creator, "?type=messages")).total).toBe(1);
    expect((await inbox(creator)).unread).toBe(4);
  });

  it("a new subscriber, and a cancelled one, tell the creator", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    await fund(fan.id, 20);
    const res = await subscribeByWallet(fan, creator.id);
    expect(res.status, res.text).toBe(201);
    expect(await newest(creator, "subscription_new")).toMatchObject({
      actor: { _id: fan.id },
      text: "subscribed to you (monthly, 9.95 tokens).",
    });
    const cancel = () =>
      call(`/api/payment/wallet/cancel-subscription/${res.json.data.subscription._id}`, {
        token: fan.token,
        method: "POST",
      });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(200);
    const cancelled = await inbox(creator, "?type=subscription_cancelled");
    expect(cancelled.total).toBe(1);
    expect(cancelled.data[0]).toMatchObject({ actor: { _id: fan.id }, object: { type: "subscription" } });
    expect(cancelled.data[0].text).toMatch(
      /^cancelled their subscription; it stays active until \d{4}-\d\d-\d\d\.$/,
    );
    // Taking it up again while still active is a renewal.
    expect((await subscribeByWallet(fan, creator.id)).status).toBe(201);
    expect(await newest(creator, "subscription_renewed")).toMatchObject({
      actor: { _id: fan.id },
      text: "renewed their monthly subscription (9.95 tokens).",
    });
    expect((await inbox(creator, "?type=subscriptions")).total).toBe(3);
  });

  it("payout decisions tell the creator, and the emails of that kind can be turned off", async () => {
    const creator = await longUser("performer");
    const fan = await longUser("fan");
    await fund(fan.id, 300);
    for (let i = 0; i < 3; i++) await charge(fan.token, "tip", creator.id, { amount: 100 });
    const now = Date.now();
    await db().insert(performerPayoutSettings).values({
      performerId: creator.id,
      preferredMethod: "paypal",
      paypalEmail: "pay@example.com",
      createdAt: now,
      updatedAt: now,
    });
    const adm = await admin();
    const request = async () =>
      (
        await call("/api/payout-requests", {
          token: creator.token,
          body: { paymentMethod: "paypal", amount: 100 },
        })
      ).json.data._id as string;
    const first = await request();
    await call(`/api/admin/payout-requests/${first}/reject`, {
      token: adm.token,
      body: { reason: "Details do not match" },
    });
    expect(await newest(creator, "payout_rejected")).toMatchObject({
      actor: null,
      object: { type: "payout", id: first },
      link: "/creator/payouts",
      text: "Your payout request of 100.00 tokens was declined: Details do not match",
    });
    expect((await lastEmailTo(creator.email))?.subject).toBe("Your payout request was declined");
    // Turned off: no more payout emails, notifications still come.
    const off = await call("/api/notifications/settings", {
      token: creator.token,
      method: "PUT",
      body: { settings: [{ setting: "payouts", email: false }] },
    });
    expect(off.status, off.text).toBe(200);
    expect(off.json.data.find((s: { setting: string }) => s.setting === "payouts")).toMatchObject({
      inApp: true,
      email: false,
    });
    const second = await request();
    expect(
      (await call(`/api/admin/payout-requests/${second}/approve`, { token: adm.token, method: "POST" }))
        .status,
    ).toBe(200);
    expect(await newest(creator, "payout_approved")).toMatchObject({ object: { id: second } });
    expect(
      (
        await call(`/api/admin/payout-requests/${second}/paid`, {
          token: adm.token,
          body: { reference: "PP-1" },
        })
      ).status,
    ).toBe(200);
    expect(await newest(creator, "payout_paid")).toMatchObject({
      text: "Your payout of 100.00 tokens was sent (reference PP-1).",
    });
    expect((await lastEmailTo(creator.email))?.subject).toBe("Your payout request was declined");
  });

  it("a verification decision tells the creator", async () => {
    const adm = await createUser("admin");
    const creator = await createUser("performer", { verified: false });
    const review = (body: unknown) =>
      call(`/api/admin/performers/${creator.id}/verification`, { token: adm.token, body });
    expect((await review({ decision: "rejected", reason: "The photo is blurred." })).status).toBe(200);
    expect(await newest(creator, "verification_rejected")).toMatchObject({
      actor: null,
      link: "/studio/verification",
      text: "Your ID documents were rejected: The photo is blurred. Send new ones from ID verification in your studio.",
    });
    expect((await review({ decision: "approved" })).status).toBe(200);
    expect((await newest(creator)).type).toBe("verification_approved");
  });

  it("a creator's new post and going live tell their subscribers (not followers, not the blocked), live", async () => {
    const creator = await createUser("performer", { name: "Posting Creator" });
    const fan = await createUser("fan");
    const blocked = await createUser("fan");
    const follower = await createUser("fan");
    await subscribeInD1(fan, creator.id);
    await subscribeInD1(blocked, creator.id);
    await follow(follower, creator);
    await db()
      .insert(userBlocks)
      .values({ performerId: creator.id, userId: blocked.id, createdAt: Date.now() });
    const room = await openRoom(`user/${fan.id}`, fan.token, fan.id);
    const post = await call("/api/performer/feeds", {
      token: creator.token,
      body: { type: "text", text: "<p>New set is up</p>" },
    });
    expect(post.status).toBe(201);
    expect((await room.nextOf("notifications/unread")).data.total).toBe(1);
    expect(await newest(fan)).toMatchObject({
      type: "creator_post",
      actor: { _id: creator.id, name: "Posting Creator" },
      object: { type: "feed", id: post.json.data._id },
      text: "posted: “New set is up”",
    });
    const live = await call("/api/streaming/live", {
      token: creator.token,
      body: { title: "Q&A", price: 0 },
    });
    expect(live.status, live.text).toBeLessThan(300);
    expect((await room.nextOf("notifications/unread")).data.total).toBe(2);
    expect(await newest(fan)).toMatchObject({
      type: "creator_live",
      object: { type: "stream", id: live.json.data._id },
      link: `/live/${live.json.data._id}`,
      text: "is live now: “Q&A”",
    });
    // A post for sale, which a subscriber may not have bought: only its locked preview is quoted.
    const sale = await call("/api/performer/feeds", {
      token: creator.token,
      body: { type: "text", text: "<p>Behind the scenes of the shoot</p>", isSale: true, price: 5 },
    });
    expect(sale.status, sale.text).toBe(201);
    expect((await room.nextOf("notifications/unread")).data.total).toBe(3);
    expect(await newest(fan)).toMatchObject({ type: "creator_post", text: "posted: “Behind the…”" });
    expect((await inbox(blocked)).total).toBe(0);
    expect((await inbox(follower, "?type=subscriptions")).total).toBe(0);
    room.ws.close();
  });
});

describe("notifications: settings", () => {
  it("a kind turned off is not written; fans see only fans' kinds; unknown settings are refused", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    const mine = await call("/api/notifications/settings", { token: fan.token });
    expect(mine.json.data.map((s: { setting: string }) => s.setting)).toEqual([
      "creator_posts",
      "creator_live",
    ]);
    const off = await call("/api/notifications/settings", {
      token: creator.token,
      method: "PUT",
      body: { settings: [{ setting: "followers", inApp: false }] },
    });
    expect(off.status).toBe(200);
    const row = off.json.data.find((s: { setting: string }) => s.setting === "followers");
    expect(row).toEqual({
      setting: "followers",
      label: "New followers",
      inApp: false,
      email: null,
      emailAlways: false,
    });
    // ID verification decisions are mailed to every creator: no switch, and said so.
    expect(off.json.data.find((s: { setting: string }) => s.setting === "verification")).toMatchObject({
      email: null,
      emailAlways: true,
    });
    await follow(fan, creator);
    expect((await inbox(creator)).total).toBe(0);
    const bad = await call("/api/notifications/settings", {
      token: fan.token,
      method: "PUT",
      body: { settings: [{ setting: "payouts", inApp: false }] },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.details.setting).toBeDefined();
    const unknown = await call("/api/notifications?type=constructor", { token: fan.token });
    expect(unknown.status).toBe(400);
  });
});
