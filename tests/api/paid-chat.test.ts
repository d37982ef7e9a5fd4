/**
 * Money in messaging and live: pay-per-view messages, paid live sessions and tips in a stream's
 * chat, all through `POST /wallet/charges/{message|stream|tip}/{id}`.
 */
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser } from "../helpers/api";
import { subscribe } from "../helpers/assets";
import { accountBalance, balanceOf, charge, fund, ledgerViolations } from "../helpers/money";

/** A verified creator and a subscribed fan in a conversation, with a message priced at `price`. */
async function pricedMessage(price: number) {
  const creator = await createUser("performer");
  const fan = await createUser("fan");
  await subscribe(fan, creator.id);
  const opened = await call("/api/conversations", {
    token: fan.token,
    body: { source: "performer", sourceId: creator.id },
  });
  const conversationId = opened.json.data._id as string;
  const sent = await call(`/api/messages/conversations/${conversationId}`, {
    token: creator.token,
    body: { text: "Behind the scenes", price },
  });
  expect(sent.status, sent.text).toBe(201);
  return { creator, fan, conversationId, messageId: sent.json.data._id as string };
}

const messagesOf = async (user: TestUser, conversationId: string) =>
  (await call(`/api/messages/conversations/${conversationId}`, { token: user.token })).json.data.data as {
    _id: string;
    text: string | null;
    locked: boolean;
    type: string;
    price: number;
    senderId: string;
  }[];

async function paidStream(price: number) {
  const creator = await createUser("performer");
  const fan = await createUser("fan");
  await subscribe(fan, creator.id);
  const res = await call("/api/streaming/live", {
    token: creator.token,
    body: { title: "Late show", price },
  });
  expect(res.status, res.text).toBeLessThan(300);
  return { creator, fan, stream: res.json.data as { _id: string; conversationId: string } };
}

const videoToken = (user: TestUser, streamId: string) =>
  call("/api/streaming/agora/token", { token: user.token, body: { streamId } });

describe("pay-per-view messages", () => {
  it("unlocks the text for the buyer; the same Idempotency-Key charges once; the creator earns the net", async () => {
    const { creator, fan, conversationId, messageId } = await pricedMessage(5);
    await fund(fan.id, 12);
    expect((await messagesOf(fan, conversationId))[0]).toMatchObject({ text: null, locked: true });

    const first = await charge(fan.token, "message", messageId, {}, "unlock-1");
    const replay = await charge(fan.token, "message", messageId, {}, "unlock-1");
    expect(first.status, first.text).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.json.data._id).toBe(first.json.data._id);
    expect(first.json.data).toMatchObject({
      type: "message",
      targetId: messageId,
      performerId: creator.id,
      amount: 5,
      description: "Pay-per-view message",
    });
    expect(await balanceOf(fan.id)).toBe(1200 - 500);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(400);

    expect((await messagesOf(fan, conversationId))[0]).toMatchObject({
      _id: messageId,
      text: "Behind the scenes",
      locked: false,
    });
    const spent = await call("/api/wallet/charges/search?type=message", { token: fan.token });
    expect(spent.json.data.total).toBe(1);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("answers 402 when the balance is short, and the message stays locked", async () => {
    const { creator, fan, conversationId, messageId } = await pricedMessage(5);
    await fund(fan.id, 4.99);
    const res = await charge(fan.token, "message", messageId);
    expect(res.status).toBe(402);
    expect(res.json.code).toBe("insufficient_balance");
    expect(await balanceOf(fan.id)).toBe(499);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(0);
    expect((await messagesOf(fan, conversationId))[0].locked).toBe(true);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("refuses the sender, outsiders and free messages, charging nothing", async () => {
    const { creator, fan, conversationId, messageId } = await pricedMessage(3);
    const outsider = await createUser("fan");
    await fund(outsider.id, 10);
    await fund(creator.id, 10);
    const own = await charge(creator.token, "message", messageId);
    expect(own.status).toBe(422);
    expect(own.json.code).toBe("not_for_sale");
    expect((await charge(outsider.token, "message", messageId)).status).toBe(404);
    const free = await call(`/api/messages/conversations/${conversationId}`, {
      token: creator.token,
      body: { text: "free one" },
    });
    await fund(fan.id, 10);
    expect((await charge(fan.token, "message", free.json.data._id)).json.code).toBe("not_for_sale");
    expect((await charge(fan.token, "message", "nope")).status).toBe(404);
    expect(await balanceOf(outsider.id)).toBe(1000);
    expect(await balanceOf(fan.id)).toBe(1000);
    expect(await ledgerViolations()).toEqual([]);
  });
});

describe("paid live sessions", () => {
  it("the video token comes only after buying the session, bought once per session", async () => {
    const { creator, fan, stream } = await paidStream(8);
    await fund(fan.id, 10);
    expect((await videoToken(fan, stream._id)).json.code).toBe("purchase_required");

    const first = await charge(fan.token, "stream", stream._id, {}, "session-1");
    const replay = await charge(fan.token, "stream", stream._id, {}, "session-1");
    expect(first.status, first.text).toBe(201);
    expect(replay.json.data._id).toBe(first.json.data._id);
    expect(first.json.data).toMatchObject({
      type: "stream",
      amount: 8,
      description: "Live session: Late show",
    });
    expect(await balanceOf(fan.id)).toBe(200);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(640);

    const joined = await call(`/api/streaming/join/${stream._id}`, { token: fan.token });
    expect(joined.json.data).toMatchObject({ canWatch: true, isBought: true });
    const token = await videoToken(fan, stream._id);
    expect(token.status, token.text).toBe(200);
    expect(token.json.data.role).toBe("subscriber");

    const again = await charge(fan.token, "stream", stream._id);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe("already_purchased");
    expect(await balanceOf(fan.id)).toBe(200);
    expect(await ledgerViolations()).toEqual([]);
  });

  it("402 when short; free, ended and unsubscribed sessions are not sold", async () => {
    const { creator, fan, stream } = await paidStream(8);
    await fund(fan.id, 5);
    const short = await charge(fan.token, "stream", stream._id);
    expect(short.status).toBe(402);
    expect((await videoToken(fan, stream._id)).json.code).toBe("purchase_required");

    const stranger = await createUser("fan");
    await fund(stranger.id, 20);
    expect((await charge(stranger.token, "stream", stream._id)).json.code).toBe("subscription_required");

    await call(`/api/streaming/live/${stream._id}`, { method: "PUT", token: creator.token });
    expect((await charge(fan.token, "stream", stream._id)).json.code).toBe("stream_ended");
    const free = await call("/api/streaming/live", {
      token: creator.token,
      body: { title: "Free", price: 0 },
    });
    expect((await charge(fan.token, "stream", free.json.data._id)).json.code).toBe("not_for_sale");
    expect(await balanceOf(fan.id)).toBe(500);
    expect(await balanceOf(stranger.id)).toBe(2000);
    expect(await ledgerViolations()).toEqual([]);
  });
});

describe("tips in a live chat", () => {
  it("a tip is a wallet charge shown once in the stream's chat, even when the request is replayed", async () => {
    const { creator, fan, stream } = await paidStream(0);
    await fund(fan.id, 30);
    const first = await charge(fan.token, "tip", creator.id, { amount: 12, message: "Encore!" }, "tip-1");
    const replay = await charge(fan.token, "tip", creator.id, { amount: 12, message: "Encore!" }, "tip-1");
    expect(first.status, first.text).toBe(201);
    expect(replay.json.data._id).toBe(first.json.data._id);
    expect(await balanceOf(fan.id)).toBe(1800);
    expect(await accountBalance(`earnings:${creator.id}`)).toBe(960);

    const chat = (
      await call(`/api/messages/conversations/public/${stream.conversationId}`, { token: fan.token })
    ).json.data.data as { type: string; price: number; text: string; senderId: string }[];
    expect(chat.filter((m) => m.type === "tip")).toEqual([
      expect.objectContaining({ type: "tip", price: 12, text: "Encore!", senderId: fan.id }),
    ]);

    const short = await charge(fan.token, "tip", creator.id, { amount: 20 });
    expect(short.status).toBe(402);
    const after = (
      await call(`/api/messages/conversations/public/${stream.conversationId}`, { token: fan.token })
    ).json.data.data as { type: string }[];
    expect(after.filter((m) => m.type === "tip")).toHaveLength(1);
    expect(await ledgerViolations()).toEqual([]);
  });
});
