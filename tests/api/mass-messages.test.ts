/**
 * Issue 21, section 3: mass messages with pay-to-view. A creator's send reaches each chosen fan once
 * (lists and audiences together, excluded lists and blocks either way left out) as an ordinary
 * message in their conversation, locked with the price and unlocked through the paid-message charge.
 * Delivery runs on the Cloudflare Queue's consumer in this Worker; a batch that fails halfway is
 * retried without sending twice.
 */
import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  listDurableObjectIds,
} from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "#functions/worker";
import { massMessageDeliveries } from "../../drizzle/schema/mass";
import { messages } from "../../drizzle/schema/messaging";
import { users } from "../../drizzle/schema/users";
import { call, createUser, db, type TestUser } from "../helpers/api";
import { asManyRows, counted, rangesWalked, rowsRead } from "../helpers/d1-count";
import { blockUser, follow, subscribe } from "../helpers/feeds";
import { deliveredTo, inbox, type Mass, massOf } from "../helpers/mass";
import { admin, balanceOf, charge, fund } from "../helpers/money";
import { openRoom } from "../helpers/sockets";

const sendMass = (creator: TestUser, body: Record<string, unknown>) =>
  call("/api/messages/mass", { token: creator.token, body });

const customList = async (creator: TestUser, name: string, fans: TestUser[]) => {
  const made = await call("/api/lists", { token: creator.token, body: { name } });
  expect(made.status, made.text).toBe(201);
  const added = await call(`/api/lists/${made.json.data._id}/members`, {
    token: creator.token,
    body: { userIds: fans.map((f) => f.id) },
  });
  expect(added.status, added.text).toBe(200);
  return made.json.data._id as string;
};

describe("the audience", () => {
  it("is the union of lists and audiences, each fan once, minus excluded lists and blocks either way", async () => {
    const creator = await createUser("performer");
    const [both, follower, excluded, blocked] = await Promise.all(
      ["Both", "Follower", "Excluded", "Blocked"].map((name) => createUser("fan", { name })),
    );
    // A creator who follows this one and blocked them: a block by the fan's side.
    const blocker = await createUser("performer");
    await subscribe(both.id, creator.id);
    await follow(both.id, creator.id);
    await follow(follower.id, creator.id);
    await subscribe(excluded.id, creator.id);
    await follow(blocked.id, creator.id);
    await follow(blocker.id, creator.id);
    await blockUser(creator.id, blocked.id);
    await blockUser(blocker.id, creator.id);
    const vip = await customList(creator, "VIP", [both, excluded]);
    const skip = await customList(creator, "Skip", [excluded]);
    const audience = { listIds: [vip], audience: ["subscribers", "followers"], excludeListIds: [skip] };

    const count = await call("/api/messages/mass/recipients", { token: creator.token, body: audience });
    expect(count.status, count.text).toBe(200);
    expect(count.json.data.recipients).toBe(2);

    const sent = await sendMass(creator, { ...audience, text: "Hello <b>everyone</b>" });
    expect(sent.status, sent.text).toBe(202);
    expect(sent.json.data.recipients).toBe(2);
    await deliveredTo(creator, sent.json.data._id, 2);

    for (const fan of [both, follower]) {
      const got = await inbox(fan, creator.id);
      expect(got.map((m) => [m.text, m.locked])).toEqual([["Hello everyone", false]]);
    }
    for (const fan of [excluded, blocked, blocker]) expect(await inbox(fan, creator.id)).toEqual([]);
  });
});

describe("live delivery", () => {
  /** Whether this room was ever woken (a woken PartyServer room stores its name). */
  const woken = async <T extends Rpc.DurableObjectBranded | undefined>(
    namespace: DurableObjectNamespace<T>,
    name: string,
  ) => (await listDurableObjectIds(namespace)).some((id) => id.equals(namespace.idFromName(name)));

  it("reaches an online fan live; an offline fan wakes no room and finds it in their conversation list and unread count when they load", async () => {
    const creator = await createUser("performer", { name: "Mass Sender" });
    const [online, offline] = await Promise.all(
      ["Online", "Offline"].map((name) => createUser("fan", { name })),
    );
    await follow(online.id, creator.id);
    await follow(offline.id, creator.id);
    // A tab open: the fan's user room records them online.
    const tab = await openRoom(`user/${online.id}`, online.token, online.id);

    const sent = await sendMass(creator, { audience: ["followers"], text: "Hello fans", price: 3 });
    expect(sent.status, sent.text).toBe(202);
    await deliveredTo(creator, sent.json.data._id, 2);

    const live = await tab.nextOf("messages/new");
    expect(live.data).toMatchObject({ from: "Mass Sender" });
    expect((await tab.nextOf("messages/unread")).data).toMatchObject({ total: 1 });
    expect(await woken(env.Conversation, live.data.conversationId)).toBe(true);
    // Delivering it to the offline fan woke neither their user room nor their conversation's room.
    expect(await woken(env.User, offline.id)).toBe(false);
    const [offlineConversation] = await db()
      .select({ id: massMessageDeliveries.conversationId })
      .from(massMessageDeliveries)
      .where(eq(massMessageDeliveries.recipientId, offline.id));
    expect(await woken(env.Conversation, offlineConversation.id)).toBe(false);

    // Their copy is in D1: their next load lists it, locked, and counts it unread.
    const list = await call("/api/conversations?limit=100", { token: offline.token });
    expect(list.status, list.text).toBe(200);
    const [conversation] = (
      list.json.data.data as { _id: string; recipient: { _id: string } | null; lastMessage: string }[]
    ).filter((c) => c.recipient?._id === creator.id);
    expect(conversation).toMatchObject({ lastMessage: "Locked message", totalNotSeenMessages: 1 });
    const unread = await call("/api/messages/counting-not-read-messages", { token: offline.token });
    expect(unread.json.data).toEqual({ total: 1 });
    expect((await inbox(offline, creator.id)).map((m) => [m.text, m.locked, m.price])).toEqual([
      [null, true, 3],
    ]);
    expect(conversation._id).toBe(offlineConversation.id);
    tab.ws.close(1000, "bye");
  });
});

describe("pay-to-view", () => {
  it("is locked with the price and unlocked once through the paid-message charge, however many unlocks race", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan.id, creator.id);
    await fund(fan.id, 50);
    const sent = await sendMass(creator, { audience: ["subscribers"], text: "The full set", price: 7.5 });
    expect(sent.status, sent.text).toBe(202);
    await deliveredTo(creator, sent.json.data._id, 1);

    const [copy] = await inbox(fan, creator.id);
    expect(copy).toMatchObject({ text: null, locked: true, price: 7.5 });

    const tries = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        charge(fan.token, "message", copy._id, { expectedPrice: 7.5 }, `mass-unlock-${fan.id}-${i}`),
      ),
    );
    expect(tries.filter((t) => t.status === 201)).toHaveLength(1);
    expect(tries.filter((t) => t.status !== 201).every((t) => t.status === 409)).toBe(true);
    expect(await balanceOf(fan.id)).toBe(5000 - 750);

    const [unlocked] = await inbox(fan, creator.id);
    expect(unlocked).toMatchObject({ _id: copy._id, text: "The full set", locked: false });
    expect(await massOf(creator, sent.json.data._id)).toMatchObject({
      recipients: 1,
      delivered: 1,
      viewed: 1,
      purchases: 1,
      revenue: 7.5,
    });
  });

  it("charges the price the fan saw, or refuses", async () => {
    const creator = await createUser("performer");
    const fan = await createUser("fan");
    await subscribe(fan.id, creator.id);
    await fund(fan.id, 50);
    const sent = await sendMass(creator, { audience: ["subscribers"], text: "Priced", price: 3 });
    await deliveredTo(creator, sent.json.data._id, 1);
    const [copy] = await inbox(fan, creator.id);
    const stale = await charge(fan.token, "message", copy._id, { expectedPrice: 2 }, `stale-${fan.id}`);
    expect(stale.status, stale.text).toBe(409);
    expect(await balanceOf(fan.id)).toBe(5000);
  });
});

describe("unsend", () => {
  it("removes the copies nobody bought; buyers keep theirs", async () => {
    const creator = await createUser("performer");
    const [buyer, other] = await Promise.all([createUser("fan"), createUser("fan")]);
    for (const fan of [buyer, other]) await subscribe(fan.id, creator.id);
    await fund(buyer.id, 20);
    const sent = await sendMass(creator, { audience: ["subscribers"], text: "Limited", price: 4 });
    const id = sent.json.data._id as string;
    await deliveredTo(creator, id, 2);
    const [copy] = await inbox(buyer, creator.id);
    expect(
      (await charge(buyer.token, "message", copy._id, { expectedPrice: 4 }, `u-${buyer.id}`)).status,
    ).toBe(201);
    expect((await inbox(other, creator.id)).length).toBe(1);

    const res = await call(`/api/messages/mass/${id}`, { method: "DELETE", token: creator.token });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.status).toBe("unsent");
    const after = await deliveredTo(creator, id, 1);
    expect(after).toMatchObject({ status: "unsent", purchases: 1, revenue: 4 });
    expect(await inbox(other, creator.id)).toEqual([]);
    expect((await inbox(buyer, creator.id)).map((m) => [m._id, m.text])).toEqual([[copy._id, "Limited"]]);
    const list = await call("/api/messages/mass?limit=10", { token: creator.token });
    expect(list.json.data.data.map((m: Mass) => [m._id, m.status])).toEqual([[id, "unsent"]]);
  });
});

describe("the history", () => {
  it("reads as many rows for a send to 12 fans as for a send to one: its figures are kept, and stay exact", async () => {
    const [small, large] = await Promise.all([createUser("performer"), createUser("performer")]);
    const fans = await Promise.all(Array.from({ length: 13 }, () => createUser("fan")));
    await subscribe(fans[0].id, small.id);
    for (const fan of fans.slice(1)) await subscribe(fan.id, large.id);
    const a = await sendMass(small, { audience: ["subscribers"], text: "Hi", price: 2 });
    const b = await sendMass(large, { audience: ["subscribers"], text: "Hi all", price: 2 });
    expect([a.status, b.status]).toEqual([202, 202]);
    const id = b.json.data._id as string;
    await deliveredTo(small, a.json.data._id, 1);
    await deliveredTo(large, id, 12);

    // Two fans read it (once more each changes nothing), one buys it.
    for (const fan of [fans[1], fans[2], fans[1]]) await inbox(fan, large.id);
    await fund(fans[3].id, 10);
    const [copy] = await inbox(fans[3], large.id);
    const bought = await charge(fans[3].token, "message", copy._id, { expectedPrice: 2 }, `h-${fans[3].id}`);
    expect(bought.status, bought.text).toBe(201);
    expect(await massOf(large, id)).toMatchObject({
      recipients: 12,
      delivered: 12,
      viewed: 3,
      purchases: 1,
      revenue: 2,
    });

    const read = async (creator: TestUser) => {
      const res = await counted("/api/messages/mass?limit=10", creator.token);
      expect(res.status, res.body).toBe(200);
      // One statement with the session lookup: each of its ranges may read one entry past its end.
      expect(res.statements).toHaveLength(1);
      return { rows: await rowsRead(res.statements), ranges: await rangesWalked(res.statements) };
    };
    const [ofLarge, ofSmall] = [await read(large), await read(small)];
    expect(asManyRows(ofSmall.rows, ofLarge.rows, ofSmall.ranges)).toBe(true);

    // A refund takes the purchase back from the figures.
    const refunded = await call(`/api/admin/wallet/charges/${bought.json.data._id}/refund`, {
      token: (await admin()).token,
      body: { reason: "test refund" },
    });
    expect(refunded.status, refunded.text).toBe(200);
    expect(await massOf(large, id)).toMatchObject({ delivered: 12, viewed: 3, purchases: 0, revenue: 0 });

    // The creator deletes one copy, then clears another fan's conversation of what they sent.
    const [other] = await inbox(fans[4], large.id);
    const deleted = await call(`/api/messages/${other._id}`, { method: "DELETE", token: large.token });
    expect(deleted.status, deleted.text).toBe(200);
    const [last] = await inbox(fans[5], large.id);
    const conversation = (
      await db().select({ id: messages.conversationId }).from(messages).where(eq(messages.id, last._id))
    )[0].id;
    const cleared = await call(`/api/messages/${conversation}/remove-all-message`, {
      method: "DELETE",
      token: large.token,
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(await massOf(large, id)).toMatchObject({ delivered: 10, viewed: 5 });
  });
});

describe("who may", () => {
  it("only the creator who sent it reads or unsends it; fans cannot send", async () => {
    const creator = await createUser("performer");
    const stranger = await createUser("performer");
    const fan = await createUser("fan");
    await follow(fan.id, creator.id);
    const sent = await sendMass(creator, { audience: ["followers"], text: "Mine" });
    const id = sent.json.data._id as string;
    for (const method of ["GET", "DELETE"]) {
      const res = await call(`/api/messages/mass/${id}`, { method, token: stranger.token });
      expect(res.status, res.text).toBe(404);
      expect(res.json.code).toBe("mass_message_not_found");
    }
    expect((await call("/api/messages/mass", { token: stranger.token })).json.data.total).toBe(0);
    const byFan = await sendMass(fan, { audience: ["followers"], text: "Hi" });
    expect(byFan.status).toBe(403);
    expect((await call("/api/messages/mass", {})).status).toBe(401);
    await deliveredTo(creator, id, 1);
  });

  it("refuses bad input with field errors and sends nothing", async () => {
    const creator = await createUser("performer");
    const unverified = await createUser("performer", { verified: false });
    const other = await createUser("performer");
    const fan = await createUser("fan");
    await follow(fan.id, creator.id);
    await follow(fan.id, unverified.id);
    const theirs = await customList(other, "Theirs", []).catch(() => null);
    const cases: [TestUser, Record<string, unknown>, number, string][] = [
      [creator, { text: "No audience" }, 422, "validation_failed"],
      [creator, { audience: ["followers"], text: "  " }, 422, "validation_failed"],
      [creator, { audience: ["everyone"], text: "x" }, 400, "malformed_request"],
      [creator, { audience: ["followers"], text: "x", price: -1 }, 422, "validation_failed"],
      [creator, { audience: ["followers"], text: "x", price: 1.234 }, 422, "validation_failed"],
      [creator, { listIds: ["nope"], text: "x" }, 404, "list_not_found"],
      [creator, { audience: ["subscribers"], text: "Nobody subscribes" }, 422, "validation_failed"],
      [creator, { audience: ["followers"], text: "x", vaultFileIds: ["not-mine"] }, 404, "file_not_found"],
      [unverified, { audience: ["followers"], text: "x", price: 5 }, 403, "performer_not_verified"],
    ];
    if (theirs) cases.push([creator, { listIds: [theirs], text: "x" }, 404, "list_not_found"]);
    for (const [who, body, status, code] of cases) {
      const res = await sendMass(who, body);
      expect([res.status, res.json?.code], JSON.stringify(body)).toEqual([status, code]);
    }
    // Nothing chosen and nothing written: both are said in one answer, not one per try.
    const empty = await sendMass(creator, {});
    expect([empty.status, empty.json?.details]).toEqual([
      422,
      { text: "Write a message or attach a file.", listIds: "Choose at least one list or audience." },
    ]);
    expect((await call("/api/messages/mass", { token: creator.token })).json.data.total).toBe(0);
    expect(await inbox(fan, creator.id)).toEqual([]);
  });
});

describe("the queue consumer", () => {
  afterEach(async () => {
    await env.DB.prepare("drop trigger if exists mass_test_failure").run();
    vi.restoreAllMocks();
  });

  it("fails halfway through a batch, is retried, and sends no one twice", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const creator = await createUser("performer");
    const now = Date.now();
    // 30 followers written straight into D1 (no sessions needed: they only receive).
    const fanIds = Array.from(
      { length: 30 },
      (_, i) => `massfan${now.toString(36)}${String(i).padStart(2, "0")}`,
    );
    for (const id of fanIds) {
      await db()
        .insert(users)
        .values({
          id,
          role: "fan",
          name: `Fan ${id}`,
          username: id,
          email: `${id}@example.com`,
          emailVerified: true,
          passwordHash: "x",
          createdAt: now,
          updatedAt: now,
        });
      await follow(id, creator.id);
    }
    const sorted = [...fanIds].sort();
    // A real failure from the database: the 25th fan's copy cannot be written (in the second job).
    await env.DB.prepare(
      `create trigger mass_test_failure before insert on mass_message_deliveries
       when new.recipient_id = '${sorted[24]}' begin select raise(abort, 'disk full'); end`,
    ).run();

    const sent = await sendMass(creator, { audience: ["followers"], text: "To all 30" });
    expect(sent.status, sent.text).toBe(202);
    const massId = sent.json.data._id as string;
    // One queue batch of two jobs: the first 20 fans, then the other 10.
    const jobs = [sorted.slice(0, 20), sorted.slice(20)].map((recipientIds) => ({
      kind: "deliver",
      massId,
      recipientIds,
    }));

    const run = async () => {
      const batch = createMessageBatch(
        "fanplatform-mass-messages",
        jobs.map((body) => ({ id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body })),
      );
      const ctx = createExecutionContext();
      await worker.queue!(batch as MessageBatch<unknown>, env, ctx);
      return getQueueResult(batch, ctx);
    };
    const copies = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)` })
          .from(messages)
          .where(eq(messages.senderId, creator.id))
      )[0].n;

    const failed = await run();
    expect(failed.retryMessages.length).toBe(1);
    expect(failed.explicitAcks.length).toBe(1);
    // The first job's 20 were written and stay; the failed job is one D1 batch, so none of its
    // fans got a copy (not even those before the 25th).
    expect(await copies()).toBe(20);
    expect(logged).toHaveBeenCalled();

    await env.DB.prepare("drop trigger mass_test_failure").run();
    // The retry delivers both jobs again (a queue may deliver a message twice): the first job's fans
    // are skipped, the second job's get theirs.
    const retried = await run();
    expect(retried.retryMessages).toEqual([]);
    expect(retried.explicitAcks.length).toBe(2);
    await deliveredTo(creator, massId, 30);
    // And once more, as a queue may deliver a message twice: still one copy each.
    await run();
    expect(await copies()).toBe(30);
    const perFan = await db()
      .select({ fan: massMessageDeliveries.recipientId, n: sql<number>`count(*)` })
      .from(massMessageDeliveries)
      .where(and(eq(massMessageDeliveries.massId, massId)))
      .groupBy(massMessageDeliveries.recipientId);
    expect(perFan.length).toBe(30);
    expect(perFan.every((r) => r.n === 1)).toBe(true);
  });
});
